import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Serves the built web app, with the history fallback that lets client routes load directly. */
export function spaRoutes(distDir: string): Router | undefined {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return undefined;
  const router = Router();
  // Hashed file names under /assets never change content: cache them for a year.
  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false }));
  router.get(/^(?!\/api(\/|$)).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
