import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../app-env';

const ROBOTS_TXT = 'User-agent: *\nAllow: /\n';

/**
 * The built single-page app: files from `distDir`, index.html for every other GET path (the
 * web shows its own 404 page), and a real robots.txt. Without a build only robots.txt is served.
 */
export function webAppRoutes(distDir: string): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const indexFile = join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    // Scripts and styles shrink about threefold; a page's first load is mostly JavaScript.
    routes.use('*', compress());
    // Vite names assets by content hash, so they never change.
    routes.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    });
    const staticFiles = serveStatic({ root: relative(process.cwd(), distDir), index: '' });
    // A directory path ('/') would be streamed as a file; leave it to the index.html fallback.
    routes.use('*', (c, next) => (c.req.path.endsWith('/') ? next() : staticFiles(c, next)));
  }
  routes.get('/robots.txt', (c) => c.text(ROBOTS_TXT));
  if (hasBuild) {
    routes.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(readFileSync(indexFile, 'utf8'));
    });
  }
  return routes;
}
