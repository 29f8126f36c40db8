/**
 * Starts the download of the company app's chunks, named by the build in
 * `<meta name="balti-boot-preload">` (vite/bootPreloadPlugin.ts): a `modulepreload` per chunk, a
 * `preload` per stylesheet. The company entry calls it once the painted shell is on screen, so on a
 * slow network those files do not compete with the few the shell needs. No imports: the entry runs
 * it before the app has loaded.
 */
export function preloadBootChunks(): void {
  const files = document.querySelector<HTMLMetaElement>('meta[name="balti-boot-preload"]')?.content;
  for (const href of files?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
