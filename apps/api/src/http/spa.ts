import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';

/** Files whose name does not change with their content: browsers must revalidate them. */
const revalidate = (res: ServerResponse) => {
  res.setHeader('Cache-Control', 'no-cache');
};

/**
 * Static files of the build, sent from the `.br` or `.gz` file the build wrote beside each one
 * (vite.config.ts) when the client accepts that encoding; files without one are left to the
 * compression middleware.
 */
const staticFiles = (
  dir: string,
  serveStatic: expressStaticGzip.ExpressStaticGzipOptions['serveStatic'],
) =>
  expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic,
  });

/** Serves the built web app, with the history fallback that lets client routes load directly. */
export function spaRoutes(distDir: string): Router | undefined {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return undefined;
  const router = Router();
  // Hashed file names under /assets never change content: cache them for a year.
  router.use(
    '/assets',
    staticFiles(join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(staticFiles(distDir, { index: false, cacheControl: false, setHeaders: revalidate }));
  router.get(/^(?!\/api(\/|$)).*/, (_req, res) => {
    revalidate(res);
    res.sendFile(indexHtml);
  });
  return router;
}
