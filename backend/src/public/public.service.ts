import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { pick } from '@app/common/pick';
import { hydrated } from '@app/common/sql';
import { CompaniesService } from '@app/companies/companies.service';
import { presentPlan } from '@app/plans/plan.presenter';
import { PlansService } from '@app/plans/plans.service';
import { ReferenceService } from '@app/reference/reference.service';
import { WatersService } from '@app/waters/waters.service';
import type { PassStatus } from '@app/passes/entities/pass.entity';
import { passState } from '@app/passes/pass.presenter';
import { presentCompanyWater } from '@app/waters/water.presenter';
import type { PublicCompanyResponse, PublicPassResponse } from './public.presenter';

/** What anyone may see of a company: its contacts, active waters and active plans. No staff, no clients. */
/** Public verification's row, read raw. */
interface PublicPassRow {
  status: PassStatus;
  valid_from: unknown;
  valid_to: unknown;
  checked_out_at: unknown;
  series: string;
  number: number | string;
  first_name: string;
  last_name: string;
  water: string;
  plan: string;
  company: string;
  slug: string;
}

/** A pass by its QR code, with what the public verification shows (the same text on both databases). */
const PUBLIC_PASS_SQL = `SELECT p.status AS status, p.valid_from AS valid_from, p.valid_to AS valid_to,
       p.checked_out_at AS checked_out_at,
       p.series AS series, p.number AS number, c.first_name AS first_name, c.last_name AS last_name,
       w.name AS water, pl.name AS plan, co.name AS company, co.slug AS slug
  FROM passes p
  INNER JOIN clients c ON c.id = p.client_id
  INNER JOIN waters w ON w.id = p.water_id
  INNER JOIN plans pl ON pl.id = p.plan_id
  INNER JOIN companies co ON co.id = p.company_id
 WHERE p.code = ?`;

/** What the public page shows of a plan (its waters: the active ones). */
const PUBLIC_PLAN_FIELDS = [
  'id',
  'name',
  'duration_value',
  'duration_unit',
  'price',
  'rods',
  'retention_kg',
  'night',
  'description',
] as const;

@Injectable()
export class PublicService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reference: ReferenceService,
    private readonly companies: CompaniesService,
    private readonly waters: WatersService,
    private readonly plans: PlansService,
  ) {}

  async company(slug: string): Promise<PublicCompanyResponse> {
    const company = await this.companies.activeBySlug(slug);
    if (!company) throw AppException.notFound();
    const [{ states }, waters, plans] = await Promise.all([
      this.reference.all(),
      this.waters.activeWithFishes(company.id),
      this.plans.activeWithWaters(company.id),
    ]);
    const state = (id: number | null) => {
      const s = states.find((x) => x.id === id);
      return s ? { id: s.id, name: s.name, code: s.code } : null;
    };
    const activeWaterIds = new Set(waters.map((w) => w.id));
    return {
      name: company.name,
      slug: company.slug,
      phone: company.phone,
      email: company.email,
      address: company.address,
      city: company.city,
      state: state(company.state_id),
      waters: waters.map((w) => {
        const water = presentCompanyWater(w);
        return {
          ...pick(water, ['id', 'name', 'city']),
          state: state(w.state_id),
          ...pick(water, ['surface_ha', 'description', 'rules', 'latitude', 'longitude', 'fishes']),
        };
      }),
      plans: plans
        .map((p) => {
          const plan = presentPlan(p);
          return {
            ...pick(plan, PUBLIC_PLAN_FIELDS),
            waters: plan.waters.filter((w) => activeWaterIds.has(w.id)),
          };
        })
        .filter((p) => p.waters.length > 0),
    };
  }

  /**
   * What a guard at the lake sees after scanning a pass's QR code: valid or not, where, what,
   * until when, and only the holder's initials (none on a cancelled or exited pass). With `company`, a code of another company is
   * unknown (the QR of one lake does not verify on another's page).
   */
  async pass(code: string, companySlug?: string): Promise<PublicPassResponse> {
    if (!/^[A-Za-z0-9_-]{10,40}$/.test(code)) throw AppException.notFound();
    // One statement of fixed text, read raw: only the columns the answer shows (the whole client,
    // company and plan rows were read and hydrated for two initials and three names), and no
    // query builder put together for each scan (a tenth of the API's CPU on this route).
    const [row] = await this.dataSource.query<PublicPassRow[]>(PUBLIC_PASS_SQL, [code]);
    if (!row || (companySlug && row.slug !== companySlug.toLowerCase())) throw AppException.notFound();
    // Read raw, not hydrated into five entities: the answer is these few values.
    const date = (value: unknown) => hydrated<Date>(this.dataSource, 'passes', 'valid_from', value);
    const pass = {
      status: row.status,
      valid_from: date(row.valid_from),
      valid_to: date(row.valid_to),
      checked_out_at: row.checked_out_at === null ? null : date(row.checked_out_at),
    };
    const initial = (s?: string) => (s ? `${s.trim().charAt(0).toUpperCase()}.` : '');
    const state = passState(pass);
    // The revocation list publishes the codes of cancelled and exited passes: with the initials,
    // anyone could list who left the lake today. A guard needs them only on a pass that still counts.
    const holder =
      state === 'cancelled' || state === 'exited' ? '' : `${initial(row.last_name)} ${initial(row.first_name)}`.trim();
    return {
      state,
      company: { name: row.company, slug: row.slug },
      water: { name: row.water },
      plan: { name: row.plan },
      valid_from: pass.valid_from,
      valid_to: pass.valid_to,
      checked_out_at: pass.checked_out_at,
      holder,
      series: row.series,
      number: Number(row.number),
    };
  }
}
