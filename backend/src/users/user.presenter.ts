import type { Company } from '@app/companies/entities/company.entity';
import { CompanyNested, CompanyResponse, presentCompany } from '@app/companies/company.presenter';
import { Instant, Int, Nested, OneOf, Text } from '@app/common/openapi';
import { RoleId, type User } from './entities/user.entity';

const ROLES = [RoleId.PlatformAdmin, RoleId.CompanyAdmin, RoleId.Staff];

/** The wire shape of a user: never the password hash. */
export class UserResponse {
  @Int() id: number;
  @Text() name: string;
  @Text() email: string;
  @OneOf(ROLES, { description: '1 administrator platformă, 2 administrator firmă, 3 angajat' }) role: RoleId;
  @Text({ nullable: true }) phone: string | null;
  @Int({ nullable: true }) company_id: number | null;
  @Instant({ nullable: true }) last_login_at: Date | null;
  @Instant() created_at: Date;
}

type CompanyRole = RoleId.CompanyAdmin | RoleId.Staff;

/** A member of a company as the users screens see them (role 2 or 3): `deleted_at` set when soft-deleted. */
export class CompanyUserResponse extends UserResponse {
  @OneOf([RoleId.CompanyAdmin, RoleId.Staff], { description: '2 administrator firmă, 3 angajat' })
  declare role: CompanyRole;
  @Instant({ nullable: true }) deleted_at: Date | null;
}

/** The signed-in user (login, register, GET /api/user, own profile): with the company and its lists. */
export class SessionUserResponse extends UserResponse {
  @Nested(CompanyResponse, { nullable: true }) company: CompanyResponse | null;
}

export function presentUser(user: User): UserResponse {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    phone: user.phone,
    company_id: user.company_id,
    last_login_at: user.last_login_at,
    created_at: user.created_at,
  };
}

/** A user of a company's users list: the list only holds that company's members (role 2 or 3). */
export function presentCompanyUser(user: User): CompanyUserResponse {
  return {
    ...presentUser(user),
    role: user.role as CompanyRole,
    deleted_at: user.deleted_at,
  };
}

export function presentSessionUser(
  user: User,
  company: { company: Company; nested: CompanyNested } | null,
): SessionUserResponse {
  return { ...presentUser(user), company: company ? presentCompany(company.company, company.nested) : null };
}
