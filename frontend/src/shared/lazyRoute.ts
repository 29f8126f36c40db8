import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { antdStylesApplied } from './antdStyles';
import { loadChunk } from './chunkLoad';

/**
 * A route whose screen is its own chunk, loaded by the router: on a first visit the router
 * loads the chunks of every matched route at once (the antd frame, the shell and the page), where
 * nested React.lazy components would load one after the other. A chunk that fails to load is tried
 * again, waits for the signal or reloads the page to a new version (chunkLoad.ts); when it cannot
 * be had, the route's screen throws its error, shown by the route's error screen (RouteError):
 * a lazy() that rejects during the first load left React Router rendering nothing.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => {
    try {
      return { Component: (await loadChunk(load)).default };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

/**
 * antd's locale and theme: a lazy layout route above every antd screen of the company and admin
 * apps (their login pages have none). It waits for antd's build-time stylesheet too (antdStyles.ts):
 * antd reads the stylesheet's marker once, at its first component.
 */
export const antdFrameRoute = lazyRoute(() =>
  Promise.all([import('@/shared/components/AntdFrame'), antdStylesApplied()]).then(([frame]) => frame),
);
