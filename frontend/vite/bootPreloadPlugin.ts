import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * The company page's entry is small: it paints the shell and imports the app after that frame
 * (src/entries/company.tsx). So that the app's chunks download while the app starts, with no
 * waterfall of one import after another, this names every chunk the app imports statically (and
 * their stylesheets) in `<meta name="balti-boot-preload">`; the entry adds a `modulepreload` (a
 * `preload` for a stylesheet) for each once the shell is on screen (src/shared/bootPreload.ts). Not
 * as links in the HTML: those start with the page and take the slow network's bandwidth from the
 * few files the painted shell needs (issue 14: Lighthouse counts them before the first paint).
 */
export function bootPreloadPlugin({ page, app }: { page: string; app: RegExp }): Plugin {
  return {
    name: 'balti-boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith(page) || !ctx.bundle) return html;
        const bundle: OutputBundle = ctx.bundle;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const root = chunks.find((c) => c.facadeModuleId && app.test(c.facadeModuleId));
        if (!root) throw new Error(`bootPreloadPlugin: no chunk for ${app} in the bundle`);
        const closure: OutputChunk[] = [];
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || closure.includes(chunk)) return;
          closure.push(chunk);
          chunk.imports.forEach(visit);
        };
        visit(root.fileName);
        const present = (file: string) => html.includes(`/build/${file}"`);
        const files = [
          ...closure.map((c) => c.fileName),
          ...new Set(closure.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])])),
        ].filter((file) => !present(file));
        const tag = `<meta name="balti-boot-preload" content="${files.map((f) => `/build/${f}`).join(' ')}">`;
        return html.replace('</head>', `  ${tag}\n  </head>`);
      },
    },
  };
}
