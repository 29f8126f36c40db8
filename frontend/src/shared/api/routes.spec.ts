import { buildPath, call } from './routes';

describe('buildPath', () => {
  it('fills every placeholder', () => {
    expect(buildPath('/api/company/{companyId}/clients/{id}', { companyId: 7, id: '12' })).toBe(
      '/api/company/7/clients/12',
    );
  });

  it('leaves a path without placeholders alone', () => {
    expect(buildPath('/api/login')).toBe('/api/login');
  });

  it('encodes values', () => {
    expect(buildPath('/api/public/companies/{slug}', { slug: 'a b' })).toBe('/api/public/companies/a%20b');
  });

  it('throws when a parameter is missing', () => {
    expect(() => buildPath('/api/users/{id}/update', {})).toThrow('Missing path parameter "id"');
  });
});

describe('call', () => {
  it('builds fetch arguments and drops empty query values', () => {
    expect(
      call({ method: 'GET', path: '/api/admin/companies' }, undefined, {
        query: { page: 2, per_page: 25, search: '' },
      }),
    ).toEqual({ url: '/api/admin/companies', method: 'GET', params: { page: 2, per_page: 25 } });
    expect(call({ method: 'POST', path: '/api/login' }, {}, { body: { a: 1 } })).toEqual({
      url: '/api/login',
      method: 'POST',
      body: { a: 1 },
    });
  });
});
