import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { appForHost } from '../../packages/domain/src/host-app.ts';

/** Paths the dev server must handle itself (modules, proxied API, Vite internals). */
const PASS_THROUGH = /^\/(api|states|build|@vite|@fs|@id|@react-refresh|node_modules|src)(\/|$)/;

/**
 * Dev server twin of nginx / the Node server (docs/conventions.md "Hosts and bundles"):
 * an HTML navigation gets `<bundle>.html` for its host, chosen by the same `appForHost` as the app.
 */
export function hostBundlePlugin(options: { appDomain?: string } = {}): Plugin {
  return {
    name: 'balti-host-bundle',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const middleware: Connect.NextHandleFunction = (req, res, next) => {
        const url = req.url ?? '/';
        // The browser asks for the icon at the root, as the built app serves it; here it is under the base.
        if (url === '/favicon.ico') {
          req.url = '/build/favicon.ico';
          next();
          return;
        }
        const accept = req.headers.accept ?? '';
        if (
          (req.method !== 'GET' && req.method !== 'HEAD') ||
          !accept.includes('text/html') ||
          PASS_THROUGH.test(url)
        ) {
          next();
          return;
        }
        const app = appForHost(req.headers.host ?? 'localhost', options.appDomain);
        const file = resolve(server.config.root, `${app}.html`);
        readFile(file, 'utf8')
          .then((html) => server.transformIndexHtml(url, html, req.originalUrl))
          .then((html) => {
            res.statusCode = 200;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.end(html);
          })
          .catch(next);
      };
      server.middlewares.use(middleware);
    },
  };
}
