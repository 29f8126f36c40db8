import type { Company } from '@app/companies/entities/company.entity';
import { CompanyNested, presentCompany, PresentedCompany } from '@app/companies/company.presenter';
import type { User } from './entities/user.entity';

export interface PresentedUser {
  id: number;
  name: string;
  email: string;
  role: number;
  phone: string | null;
  company_id: number | null;
  last_login_at: Date | null;
  created_at: Date;
  deleted_at?: Date | null;
  company?: PresentedCompany | null;
}

/** The wire shape of a user: never the password hash. */
export function presentUser(user: User, company?: { company: Company; nested: CompanyNested } | null): PresentedUser {
  const out: PresentedUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    phone: user.phone,
    company_id: user.company_id,
    last_login_at: user.last_login_at,
    created_at: user.created_at,
  };
  if (user.deleted_at) out.deleted_at = user.deleted_at;
  if (company !== undefined) out.company = company ? presentCompany(company.company, company.nested) : null;
  return out;
}
