import type { Company, State } from '@/shared/api/types';

/** The issuer lines of a printed document (company name, CUI, Reg. Com., address, city, county). */
export interface Issuer {
  name: string;
  cui: string | null;
  regCom: string | null;
  address: string | null;
  city: string | null;
  county: string | null;
}

export function issuerOf(company: Company | null | undefined, states: readonly State[]): Issuer {
  return {
    name: company?.name ?? '',
    cui: company?.cui ?? null,
    regCom: company?.reg_com ?? null,
    address: company?.address ?? null,
    city: company?.city ?? null,
    county: company?.state_id ? (states.find((s) => s.id === company.state_id)?.name ?? null) : null,
  };
}

/** "Str. Lacului 1, Gilău, jud. Cluj" (București has no "jud."). */
export function placeLine(address: string | null, city: string | null, county: string | null): string {
  const countyText = county ? (/^bucure/i.test(county) ? county : `jud. ${county}`) : null;
  return [address, city, countyText].filter(Boolean).join(', ');
}
