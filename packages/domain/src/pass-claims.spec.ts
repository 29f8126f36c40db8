import { hasPassClaims, type PassClaims } from './pass-claims';

const claims: PassClaims = {
  code: 'abc',
  series: 'BD',
  number: 1,
  company: 'balta-demo',
  water: 'Lacul Mare',
  valid_from: '2026-06-12T04:00:00.000Z',
  valid_to: '2026-06-13T04:00:00.000Z',
  initials: 'P. I.',
  iat: 1781236800,
};

describe('hasPassClaims', () => {
  it("accepts a pass's claims, with or without the names added later", () => {
    expect(hasPassClaims(claims)).toBe(true);
    expect(hasPassClaims({ ...claims, company_name: 'Balta Demo', plan: 'Permis o zi' })).toBe(true);
  });

  it('refuses a payload without the code, the company or the validity', () => {
    for (const key of ['code', 'company', 'valid_from', 'valid_to'] as const) {
      const { [key]: _gone, ...rest } = claims;
      expect(hasPassClaims(rest)).toBe(false);
    }
    expect(hasPassClaims(null)).toBe(false);
    expect(hasPassClaims('token')).toBe(false);
    expect(hasPassClaims({ ...claims, code: 1 })).toBe(false);
  });
});
