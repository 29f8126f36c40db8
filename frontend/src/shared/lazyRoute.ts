import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose screen is its own chunk, loaded by the router (issue 14): on a first visit the router
 * loads the chunks of every matched route at once (the antd frame, the shell and the page), where
 * nested React.lazy components would load one after the other.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}
