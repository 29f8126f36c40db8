import { Bool, Instant, Int, Nested, OneOf, Text } from '@app/common/openapi';
import { DiscountResponse } from '@app/discounts/discount.presenter';
import { DocSeriesResponse } from '@app/doc-series/doc-series.presenter';
import { PlanResponse } from '@app/plans/plan.presenter';
import { CompanyWaterResponse } from '@app/waters/water.presenter';
import { FISCAL_MODES, type Company, type FiscalMode } from './entities/company.entity';

/** A company's own fields (the admin list and suspend/activate answer these, without the nested lists). */
export class CompanyBaseResponse {
  @Int() id: number;
  @Text() name: string;
  @Text() slug: string;
  @Text({ description: 'cu prefixul RO pentru plătitorii de TVA' }) cui: string;
  @Bool() vat_payer: boolean;
  @Text({ nullable: true }) reg_com: string | null;
  @Text({ nullable: true }) address: string | null;
  @Int({ nullable: true }) state_id: number | null;
  @Text({ nullable: true }) city: string | null;
  @Text({ nullable: true }) phone: string | null;
  @Text({ nullable: true }) email: string | null;
  @Text({ nullable: true }) iban: string | null;
  @Text({ nullable: true }) bank: string | null;
  @Bool() active: boolean;
  @Bool({ description: 'se păstrează CNP-ul clienților' }) store_cnp: boolean;
  @Bool({ description: 'se pot încărca copii ale actelor de identitate (cu acordul clientului)' })
  store_id_documents: boolean;
  @Int({ description: 'documentele clienților se șterg după atâtea luni; 0 = se păstrează' })
  documents_retention_months: number;
  @Int({ description: 'clienții fără activitate atâția ani se anonimizează; 0 = niciodată' })
  inactive_client_anonymize_years: number;
  @Bool({ description: 'pagina publică arată „Capturi recente” (specia și greutatea, fără nume)' })
  public_recent_catches: boolean;
  @Bool({ description: 'și angajații pot exporta clienții cu CNP, act de identitate și adresă' })
  staff_personal_export: boolean;
  @Int({ description: 'o rezervare online începe cel mult peste atâtea zile' })
  booking_days_ahead: number;
  @Int({ description: 'cereri online în așteptare permise unei adrese IP și unui telefon' })
  public_pending_limit: number;
  @OneOf(FISCAL_MODES, { description: 'receipt = chitanță; amef = bon fiscal prin casa de marcat' })
  fiscal_mode: FiscalMode;
  @Instant() created_at: Date;
}

/** The company with the per-company lists that travel with it (waters, plans, discounts, doc_series). */
export class CompanyResponse extends CompanyBaseResponse {
  @Nested([CompanyWaterResponse]) waters: CompanyWaterResponse[];
  @Nested([PlanResponse]) plans: PlanResponse[];
  @Nested([DiscountResponse]) discounts: DiscountResponse[];
  @Nested([DocSeriesResponse]) doc_series: DocSeriesResponse[];
}

export type CompanyNested = Pick<CompanyResponse, 'waters' | 'plans' | 'discounts' | 'doc_series'>;

export const EMPTY_NESTED: CompanyNested = { waters: [], plans: [], discounts: [], doc_series: [] };

export function presentCompanyBase(company: Company): CompanyBaseResponse {
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
    store_cnp: company.store_cnp,
    store_id_documents: company.store_id_documents,
    documents_retention_months: company.documents_retention_months,
    inactive_client_anonymize_years: company.inactive_client_anonymize_years,
    public_recent_catches: company.public_recent_catches,
    staff_personal_export: company.staff_personal_export,
    booking_days_ahead: company.booking_days_ahead,
    public_pending_limit: company.public_pending_limit,
    fiscal_mode: company.fiscal_mode,
    created_at: company.created_at,
  };
}

export function presentCompany(company: Company, nested: CompanyNested = EMPTY_NESTED): CompanyResponse {
  return { ...presentCompanyBase(company), ...nested };
}
