import type { RouteObject } from 'react-router';
import { adminRoutes } from '@/apps/admin/AdminApp';
import { companyRoutes } from '@/apps/company/CompanyApp';
import { ChunkLoadError } from '@/shared/chunkLoad';
import { describeRouteError, RouteError, withRouteErrors } from './RouteError';

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('withRouteErrors', () => {
  it.each([
    ['company', companyRoutes, '/company'],
    ['admin', adminRoutes, '/companies'],
  ] as const)('gives every route of the %s app the Romanian error screen', (_app, routes, home) => {
    const all = flatten(withRouteErrors(routes, home));
    expect(all.length).toBe(flatten(routes).length);
    expect(all.length).toBeGreaterThan(10);
    for (const route of all) {
      const element = route.errorElement as { type: unknown; props: { home: string } };
      expect(element.type).toBe(RouteError);
      expect(element.props.home).toBe(home);
    }
  });
});

describe('describeRouteError', () => {
  it('speaks Romanian for an upgrade, a chunk that did not load, a missing page and anything else', () => {
    expect(describeRouteError(new ChunkLoadError('missing', null)).title).toBe('A apărut o versiune nouă a aplicației');
    expect(describeRouteError(new ChunkLoadError('unreachable', null)).title).toBe('Pagina nu s-a putut încărca');
    expect(describeRouteError({ status: 404, statusText: 'Not Found', internal: true, data: '' }).title).toBe(
      'Pagina nu a fost găsită',
    );
    expect(describeRouteError(new Error('boom')).title).toBe('A apărut o eroare');
  });
});
