/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [
    react(),
    // Writes app.js.br and app.js.gz beside each text file of the build, at the highest levels, for
    // the API to send as they are (apps/api/src/http/spa.ts): no compression work per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: {
    proxy: {
      // The API refuses writes whose Origin is another host: keep the browser's Host header.
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Every core (Vitest's default leaves one out: one worker on a 2-core machine); the files are
    // independent, each with its own jsdom and loopback servers.
    maxWorkers: '100%',
    // Page tests click through whole forms against a loopback server; on a busy shared machine
    // the default 5 s cut some of them short (the API suite allows 20 s for the same reason).
    testTimeout: 20_000,
  },
});
