import type { Company } from './entities/company.entity';

/** The per-company lists that travel with the company (PRODUCT.md §3); filled as the catalogue grows. */
export interface CompanyNested {
  waters: unknown[];
  plans: unknown[];
  discounts: unknown[];
  doc_series: unknown[];
}

export const EMPTY_NESTED: CompanyNested = { waters: [], plans: [], discounts: [], doc_series: [] };

export type PresentedCompany = ReturnType<typeof presentCompany>;

export function presentCompany(company: Company, nested: CompanyNested = EMPTY_NESTED) {
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    cui: company.vat_payer ? `RO${company.cui}` : company.cui,
    vat_payer: company.vat_payer,
    reg_com: company.reg_com,
    address: company.address,
    state_id: company.state_id,
    city: company.city,
    phone: company.phone,
    email: company.email,
    iban: company.iban,
    bank: company.bank,
    active: company.active,
    created_at: company.created_at,
    ...nested,
  };
}
