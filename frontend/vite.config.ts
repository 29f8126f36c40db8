import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticStylesPlugin } from './vite/antdStaticStyles.ts';
import { bootPreloadPlugin } from './vite/bootPreloadPlugin.ts';
import { hostBundlePlugin } from './vite/hostBundlePlugin.ts';
import { precompressPlugin } from './vite/precompressPlugin.ts';
import { chunkGroups } from './vite/startupChunks.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';
const appDomain = process.env.APP_DOMAIN ?? process.env.VITE_APP_DOMAIN;

/** The four bundles (docs/conventions.md): dist/{home,company,admin,public}.html + dist/assets/*. */
const pages = ['home', 'company', 'admin', 'public'] as const;
const entryModules = (names: string[]) => names.map((p) => resolve(root, `src/entries/${p}.tsx`));

export default defineConfig({
  root,
  base: '/build/',
  appType: 'custom',
  plugins: [
    react(),
    hostBundlePlugin({ appDomain }),
    bootPreloadPlugin({ page: 'company.html', app: /[\\/]src[\\/]entries[\\/]companyApp\.tsx$/ }),
    antdStaticStylesPlugin({ pages: ['company.html', 'admin.html'] }),
    precompressPlugin(),
  ],
  resolve: {
    // The shared rules compiled from their sources with the bundles (no build of the package first).
    alias: { '@': resolve(root, 'src'), '@balti/domain': resolve(root, '../packages/domain/src/index.ts') },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    host: true,
    allowedHosts: ['.localhost', ...(appDomain ? [`.${appDomain}`, appDomain] : [])],
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/states': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    chunkSizeWarningLimit: 1500,
    // Only the HTML's preloads. For a lazy route Vite's helper appends a <link rel=modulepreload>
    // per chunk it imports: about 70 on the company app's first screen, ~1 ms each, in one long
    // task. The browser finds those imports itself when it reads the lazy chunk; measured with
    // Lighthouse side by side, TBT fell by a third and the screen came no later (docs/conventions.md).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      input: Object.fromEntries(pages.map((p) => [p, resolve(root, `${p}.html`)])),
      output: {
        // Named chunks for what the pages load up front (react; shell-core = what the company and
        // admin shells both need at startup: the router), see vite/startupChunks.ts.
        // The rest is split automatically per lazy route: no page loads antd before its first
        // antd screen (the login pages have none).
        codeSplitting: {
          groups: chunkGroups(entryModules(['companyApp', 'admin']), entryModules(['home', 'public'])),
        },
      },
    },
  },
});
