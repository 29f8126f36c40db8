import { apiPath } from './apiPath';

describe('apiPath', () => {
  it('fills every placeholder, encoded', () => {
    expect(
      apiPath('get', '/api/company/{companyId}/clients/{clientId}/media/{mediaId}', {
        companyId: 7,
        clientId: 12,
        mediaId: 3,
      }),
    ).toBe('/api/company/7/clients/12/media/3');
    expect(apiPath('get', '/api/public/companies/{slug}', { slug: 'a b' })).toBe('/api/public/companies/a%20b');
  });

  it('leaves a path without placeholders alone', () => {
    expect(apiPath('post', '/api/public/passes/verify')).toBe('/api/public/passes/verify');
  });

  it('throws when a value is empty, so a bad call never reaches the server', () => {
    expect(() => apiPath('get', '/api/public/companies/{slug}', { slug: '' })).toThrow('Missing path parameter "slug"');
  });

  it('is checked against openapi.json by the compiler', () => {
    // @ts-expect-error: no such path in openapi.json
    expect(apiPath('get', '/api/nowhere')).toBe('/api/nowhere');
    // @ts-expect-error: the verification is a POST
    expect(apiPath('get', '/api/public/passes/verify')).toBe('/api/public/passes/verify');
    // @ts-expect-error: the slug is missing
    expect(() => apiPath('get', '/api/public/companies/{slug}', {})).toThrow();
  });
});
