import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MESSAGES } from '@app/common/app-exception';
import { appForHost, type AppName } from '@balti/domain';

const BUNDLES: AppName[] = ['home', 'company', 'admin', 'public'];

/** Hashed Vite assets never change; everything else revalidates (the same rule as nginx). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Files served from the top of every host (Vite copies frontend/public/ into dist/). */
const ROOT_FILES: Record<string, string> = {
  '/robots.txt': 'text/plain; charset=utf-8',
  '/favicon.ico': 'image/x-icon',
  // The pass verification page's service worker sits at the root so it may control /verify/
  // (a worker under /build/ could only control /build/), with its manifest and icon.
  '/verify-sw.js': 'text/javascript; charset=utf-8',
  '/verify.webmanifest': 'application/manifest+json',
  '/verify-icon.svg': 'image/svg+xml',
  // The company app's service worker (its scope: the whole company host).
  '/company-sw.js': 'text/javascript; charset=utf-8',
};

/**
 * `npm start` serves the built bundles itself (nginx does it in production): /build/* from
 * frontend/dist (the .br/.gz files written by the build when the browser takes them),
 * /robots.txt and /favicon.ico, and every other GET outside the API answers the host's bundle HTML.
 */
export async function serveFrontend(app: NestFastifyApplication, dist: string, appDomain: string): Promise<boolean> {
  if (!BUNDLES.every((b) => existsSync(join(dist, `${b}.html`)))) return false;
  const html = new Map(BUNDLES.map((b) => [b, readFileSync(join(dist, `${b}.html`), 'utf8')]));
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/build/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  for (const [path, type] of Object.entries(ROOT_FILES)) {
    const file = join(dist, path);
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    fastify.get(path, async (_request, reply) => reply.header('Cache-Control', REVALIDATE).type(type).send(body));
  }
  fastify.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/build/')) {
      return reply.status(404).send({ message: MESSAGES.notFound });
    }
    return reply
      .header('Cache-Control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(html.get(appForHost(request.headers.host ?? '', appDomain)));
  });
  return true;
}
