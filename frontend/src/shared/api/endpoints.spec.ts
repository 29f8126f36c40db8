import { request } from './endpoints';

describe('request', () => {
  it('fills the path, encoded, and leaves the method out of a GET', () => {
    expect(request({ query: 'GET /api/public/companies/{slug}' })({ slug: 'lac/1 ș' })).toEqual({
      url: '/api/public/companies/lac%2F1%20%C8%99',
    });
  });

  it('sends the named member as the body of a POST', () => {
    const route = { mutation: 'POST /api/company/{companyId}/waters/{id}/update', body: 'updateWaterDto' };
    expect(request(route)({ companyId: 3, id: 7, updateWaterDto: { name: 'Lac' } })).toEqual({
      url: '/api/company/3/waters/7/update',
      method: 'POST',
      body: { name: 'Lac' },
    });
  });

  it('reads each query parameter from its camelCase member, every one named even when empty', () => {
    const route = { query: 'GET /api/company/{companyId}/waters', params: ['page', 'per_page', 'sort_dir', 'type'] };
    const args = request(route)({ companyId: 1, page: 2, perPage: 25, type: 'fixed' });
    expect(args).toEqual({
      url: '/api/company/1/waters',
      params: { page: 2, per_page: 25, sort_dir: undefined, type: 'fixed' },
    });
    expect(Object.keys(args.params ?? {})).toEqual(['page', 'per_page', 'sort_dir', 'type']);
  });

  it('needs no argument when the route has nothing to fill', () => {
    expect(request({ mutation: 'POST /api/logout' })(undefined)).toEqual({ url: '/api/logout', method: 'POST' });
  });
});
