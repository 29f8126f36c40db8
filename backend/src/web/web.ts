import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MESSAGES } from '@app/common/app-exception';
import { Bundle, bundleForHost } from './host-bundle';

const BUNDLES: Bundle[] = ['home', 'company', 'admin', 'public'];

/**
 * `npm start` serves the built bundles itself (nginx does it in production): /build/* from
 * frontend/dist, and every other GET outside the API answers the host's bundle HTML.
 */
export function serveFrontend(app: NestFastifyApplication, dist: string, appDomain: string): boolean {
  if (!BUNDLES.every((b) => existsSync(join(dist, `${b}.html`)))) return false;
  const html = new Map(BUNDLES.map((b) => [b, readFileSync(join(dist, `${b}.html`), 'utf8')]));
  app.useStaticAssets({
    root: dist,
    prefix: '/build/',
    decorateReply: false,
    index: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/build/')) {
      return reply.status(404).send({ message: MESSAGES.notFound });
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .type('text/html; charset=utf-8')
      .send(html.get(bundleForHost(request.headers.host ?? '', appDomain)));
  });
  return true;
}
