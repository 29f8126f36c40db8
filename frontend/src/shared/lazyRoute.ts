import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { antdStylesApplied } from './antdStyles';

/**
 * A route whose screen is its own chunk, loaded by the router (issue 14): on a first visit the router
 * loads the chunks of every matched route at once (the antd frame, the shell and the page), where
 * nested React.lazy components would load one after the other.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/**
 * antd's locale and theme: a lazy layout route above every antd screen of the company and admin
 * apps (their login pages have none). It waits for antd's build-time stylesheet too (antdStyles.ts):
 * antd reads the stylesheet's marker once, at its first component.
 */
export const antdFrameRoute = lazyRoute(() =>
  Promise.all([import('@/shared/components/AntdFrame'), antdStylesApplied()]).then(([frame]) => frame),
);
