import type { FastifyInstance } from 'fastify';

/**
 * The security headers every answer carries. nginx sets the same ones (nginx/templates, checked
 * against this list by web/security-headers.spec.ts) and hides the API's copies; under `npm start`
 * the API sends them itself, so both ways of running Bălți answer alike.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
    "connect-src 'self'; font-src 'self' data:; frame-src 'self' blob:; frame-ancestors 'none'; " +
    "base-uri 'self'; form-action 'self'; object-src 'none'",
  // camera: only the app's own pages (the staff "Verificare" screen reads QR codes).
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * API answers are about people and money: never kept by a browser or a proxy, unless the route
 * chose its own Cache-Control.
 */
export const API_CACHE_CONTROL = 'no-store';

/**
 * HSTS, on answers to requests that came over TLS only: browsers must not pin HTTPS for an
 * installation that serves plain HTTP. `request.protocol` is the TLS proxy's X-Forwarded-Proto
 * under TRUST_PROXY=true, else the socket's own. nginx sends the same value on the same
 * condition (nginx/templates, `$balti_hsts`).
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function addSecurityHeaders(fastify: FastifyInstance): void {
  const headers = Object.entries(SECURITY_HEADERS);
  // A callback hook: an async one is a promise (and its async hooks) on every answer.
  fastify.addHook('onSend', (request, reply, _payload, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', API_CACHE_CONTROL);
    }
    done();
  });
}
