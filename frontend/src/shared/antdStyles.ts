/**
 * antd's build-time stylesheet (vite/antdStaticStyles.ts): applied before the first antd
 * screen, so antd finds its components' styles already there and neither builds nor inserts them on
 * the phone. No imports: the company entry starts it before the app arrives.
 *
 * The page names the file in `<meta name="balti-antd-styles">`. The stylesheet goes first in <head>,
 * where antd puts the styles it makes itself, so the app's own CSS still comes after antd's. Added
 * by script, it does not hold the first paint. antd reads the stylesheet's marker once, at its first
 * component, so the first antd screen waits for the file (`antdFrameRoute` in lazyRoute.ts). Without the file
 * (the dev server), if it fails to load or is not there within 8 s, antd makes its styles at run time
 * as it always has.
 */
let applied: Promise<void> | undefined;

/** Adds the stylesheet (once); resolves when it has loaded, failed or timed out, or at once without one. */
export function antdStylesApplied(): Promise<void> {
  applied ??= new Promise<void>((resolve) => {
    const href = document.querySelector<HTMLMetaElement>('meta[name="balti-antd-styles"]')?.content;
    if (!href) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute('data-antd-styles', '');
    link.onload = link.onerror = () => resolve();
    setTimeout(resolve, 8000);
    document.head.prepend(link);
  });
  return applied;
}
