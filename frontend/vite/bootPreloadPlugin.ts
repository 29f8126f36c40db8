import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * The company page's entry is small: it paints the shell and imports the app after that frame
 * (src/entries/company.tsx). So that the app's chunks still start downloading with the page, as
 * they did when the entry imported them statically, this adds a `modulepreload` for every chunk the
 * app imports statically (and a `preload` of their stylesheets, which do not block the paint) to
 * the page's <head>. The browser fetches and compiles them but runs none before the import.
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
        const tags = [
          ...closure
            .filter((c) => !present(c.fileName))
            .map((c) => `<link rel="modulepreload" crossorigin href="/build/${c.fileName}">`),
          ...[...new Set(closure.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))]
            .filter((css) => !present(css))
            .map((css) => `<link rel="preload" as="style" crossorigin href="/build/${css}">`),
        ];
        return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}
