/**
 * antd's build-time stylesheet (vite/antdStaticStyles.ts, issue 14): applied before the first antd
 * screen, so antd finds its components' styles already there and neither builds nor inserts them on
 * the phone. No imports: the company entry starts it before the app arrives.
 *
 * The page names the file in `<meta name="balti-antd-styles">`. The stylesheet goes first in <head>,
 * where antd puts the styles it makes itself, so the app's own CSS still comes after antd's. Added
 * by script, it does not hold the first paint. antd reads the stylesheet's marker once, at its first
 * component, so the first antd screen waits for the file (`antdStylesApplied`, in the apps' antd
 * route). Without the file (the dev server) or if it fails to load, antd makes its styles at run time
 * as it always has.
 */
const SELECTOR = 'link[rel="stylesheet"][data-antd-styles]';

/** Starts loading the stylesheet (once); null where the page names none. */
export function startAntdStyles(doc: Document = document): HTMLLinkElement | null {
  const existing = doc.querySelector<HTMLLinkElement>(SELECTOR);
  if (existing) return existing;
  const href = doc.querySelector<HTMLMetaElement>('meta[name="balti-antd-styles"]')?.content;
  if (!href) return null;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute('data-antd-styles', '');
  doc.head.prepend(link);
  return link;
}

/** Resolves once the stylesheet has loaded, failed, or where there is none. */
export function antdStylesApplied(doc: Document = document): Promise<void> {
  const link = startAntdStyles(doc);
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
