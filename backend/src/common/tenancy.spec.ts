import { tenantWhere } from './tenancy';

describe('tenantWhere', () => {
  it('puts the company id in the where clause', () => {
    expect(tenantWhere<{ company_id: number; id: number }>(7, { id: 3 })).toEqual({ id: 3, company_id: 7 });
  });

  it.each([0, -1, Number.NaN, undefined as unknown as number, null as unknown as number])(
    'throws for the empty tenant %p instead of widening the query',
    (companyId) => {
      expect(() => tenantWhere(companyId, {})).toThrow(/without a company id/);
    },
  );

  it('does not let the caller override the tenant', () => {
    expect(tenantWhere<{ company_id: number }>(7, { company_id: 9 })).toEqual({ company_id: 7 });
  });
});
