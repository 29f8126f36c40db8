import { DataSource } from 'typeorm';
import { hashPassword } from '@app/auth/passwords';
import { Company } from '@app/companies/entities/company.entity';
import { RoleId, User } from '@app/users/entities/user.entity';
import { Discount, DiscountType } from '@app/discounts/entities/discount.entity';
import { DocSeries } from '@app/doc-series/entities/doc-series.entity';
import { DurationUnit, Plan } from '@app/plans/entities/plan.entity';
import { Fish } from '@app/reference/entities/fish.entity';
import { Water } from '@app/waters/entities/water.entity';
import { seedLivingDemo } from './demo.living';

interface DemoCatalogue {
  series: string;
  waters: {
    name: string;
    state_id: number;
    city: string;
    surface_ha: string;
    fish: number[];
    rules: string;
    latitude?: string;
    longitude?: string;
  }[];
  plans: {
    name: string;
    waters: string[];
    value: number;
    unit: DurationUnit;
    price: string;
    rods: number;
    retention: string;
    night: boolean;
  }[];
  discounts: { name: string; type: DiscountType; value: string }[];
}

const RULES =
  'Pescuitul este permis doar din standurile amenajate. Peștele reținut se declară la plecare. ' +
  'Minciogul și covorașul de primire sunt obligatorii. Focul deschis și muzica tare sunt interzise.';

const DEMO_CATALOGUE: Record<string, DemoCatalogue> = {
  'balta-demo': {
    series: 'BD',
    waters: [
      {
        name: 'Lacul Mare',
        state_id: 14,
        city: 'Gilău',
        surface_ha: '12.50',
        fish: [1, 2, 7, 9],
        rules: RULES,
        latitude: '46.756210',
        longitude: '23.381540',
      },
      {
        name: 'Balta Mică',
        state_id: 14,
        city: 'Gilău',
        surface_ha: '3.20',
        fish: [1, 4],
        rules: RULES,
        latitude: '46.758130',
        longitude: '23.370210',
      },
    ],
    plans: [
      {
        name: 'Permis o zi',
        waters: ['Lacul Mare', 'Balta Mică'],
        value: 1,
        unit: 'days',
        price: '50.00',
        rods: 2,
        retention: '2.00',
        night: false,
      },
      {
        name: 'Permis 24 de ore',
        waters: ['Lacul Mare'],
        value: 24,
        unit: 'hours',
        price: '80.00',
        rods: 3,
        retention: '0.00',
        night: true,
      },
      {
        name: 'Abonament lunar',
        waters: ['Lacul Mare', 'Balta Mică'],
        value: 1,
        unit: 'months',
        price: '400.00',
        rods: 4,
        retention: '5.00',
        night: false,
      },
    ],
    discounts: [
      { name: 'Pensionari', type: 'percent', value: '20.00' },
      { name: 'Copii sub 14 ani', type: 'percent', value: '50.00' },
      { name: 'Fidelitate', type: 'fixed', value: '10.00' },
    ],
  },
  'lacul-linistit': {
    series: 'LL',
    waters: [
      { name: 'Lacul Liniștit', state_id: 26, city: 'Snagov', surface_ha: '25.00', fish: [1, 2, 14], rules: RULES },
    ],
    plans: [
      {
        name: 'Zi de pescuit',
        waters: ['Lacul Liniștit'],
        value: 1,
        unit: 'days',
        price: '60.00',
        rods: 2,
        retention: '3.00',
        night: false,
      },
    ],
    discounts: [{ name: 'Elevi', type: 'percent', value: '25.00' }],
  },
};

async function seedCatalogue(dataSource: DataSource, companyId: number, data: DemoCatalogue): Promise<void> {
  const waters = new Map<string, Water>();
  for (const w of data.waters) {
    const water = dataSource.getRepository(Water).create({
      company_id: companyId,
      name: w.name,
      state_id: w.state_id,
      city: w.city,
      surface_ha: w.surface_ha,
      rules: w.rules,
      description: null,
      latitude: w.latitude ?? null,
      longitude: w.longitude ?? null,
      active: true,
    });
    water.fishes = w.fish.map((id) => ({ id }) as Fish);
    waters.set(w.name, await dataSource.getRepository(Water).save(water));
  }
  for (const p of data.plans) {
    const plan = dataSource.getRepository(Plan).create({
      company_id: companyId,
      name: p.name,
      duration_value: p.value,
      duration_unit: p.unit,
      price: p.price,
      rods: p.rods,
      retention_kg: p.retention,
      night: p.night,
      description: null,
      active: true,
    });
    plan.waters = p.waters.map((name) => waters.get(name) as Water);
    await dataSource.getRepository(Plan).save(plan);
  }
  await dataSource
    .getRepository(Discount)
    .insert(data.discounts.map((d) => ({ ...d, company_id: companyId, description: null, active: true })));
}

export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_ACCOUNTS = [
  { email: 'platform@demo.ro', name: 'Admin Platformă', role: RoleId.PlatformAdmin, company: null },
  { email: 'admin@balta-demo.ro', name: 'Ana Popescu', role: RoleId.CompanyAdmin, company: 'balta-demo' },
  { email: 'angajat@balta-demo.ro', name: 'Mihai Ionescu', role: RoleId.Staff, company: 'balta-demo' },
  { email: 'admin@lacul-linistit.ro', name: 'Elena Dumitrescu', role: RoleId.CompanyAdmin, company: 'lacul-linistit' },
] as const;

const DEMO_COMPANIES = [
  {
    slug: 'balta-demo',
    name: 'Balta Demo',
    cui: '18547290',
    vat_payer: true,
    reg_com: 'J12/345/2015',
    address: 'Str. Lacului nr. 1',
    state_id: 14, // Cluj
    city: 'Gilău',
    phone: '0740 123 456',
    email: 'contact@balta-demo.ro',
    iban: 'RO49AAAA1B31007593840000',
    bank: 'Banca Demo',
  },
  {
    slug: 'lacul-linistit',
    name: 'Lacul Liniștit',
    cui: '4221306',
    vat_payer: false,
    reg_com: 'J40/999/2010',
    address: 'Șoseaua Pădurii nr. 7',
    state_id: 26, // Ilfov
    city: 'Snagov',
    phone: '0721 000 111',
    email: 'office@lacul-linistit.ro',
    iban: null,
    bank: null,
  },
] as const;

/** The company that gets the living demo (demo.living.ts): anglers, passes, bookings, catches, expenses. */
export const LIVING_DEMO_COMPANY = 'balta-demo';

/**
 * Creates the demo companies and accounts that are missing, each company with default document
 * series, and (unless `catalogue: false`) waters, plans and discounts to sell from at once; a
 * company made now with its catalogue also gets two months of a working lake (unless
 * `living: false`; demo.living.ts). Answers whether anything was created.
 */
export async function seedDemo(
  dataSource: DataSource,
  options: { catalogue?: boolean; living?: boolean; now?: Date } = {},
): Promise<boolean> {
  const users = dataSource.getRepository(User);
  const companies = dataSource.getRepository(Company);
  let created = false;
  const living: number[] = [];
  const password = await hashPassword(DEMO_PASSWORD);
  for (const data of DEMO_COMPANIES) {
    if (!(await companies.existsBy({ slug: data.slug }))) {
      const company = await companies.save(companies.create({ ...data, active: true }));
      const prefix = DEMO_CATALOGUE[data.slug].series;
      await dataSource.getRepository(DocSeries).insert([
        {
          company_id: company.id,
          type: 'pass',
          series: prefix,
          next_number: 1,
          issued_count: 0,
          is_default: true,
          active: true,
        },
        {
          company_id: company.id,
          type: 'receipt',
          series: `${prefix}C`,
          next_number: 1,
          issued_count: 0,
          is_default: true,
          active: true,
        },
      ]);
      if (options.catalogue !== false) {
        await seedCatalogue(dataSource, company.id, DEMO_CATALOGUE[data.slug]);
        if (options.living !== false && data.slug === LIVING_DEMO_COMPANY) living.push(company.id);
      }
      created = true;
    }
  }
  for (const account of DEMO_ACCOUNTS) {
    if (await users.exists({ where: { email: account.email }, withDeleted: true })) continue;
    const company = account.company ? await companies.findOneByOrFail({ slug: account.company }) : null;
    await users.save(
      users.create({
        email: account.email,
        name: account.name,
        role: account.role,
        company_id: company?.id ?? null,
        password,
        phone: null,
        last_login_at: null,
      }),
    );
    created = true;
  }
  // After the accounts: the gate's documents are written by them.
  for (const companyId of living) await seedLivingDemo(dataSource, companyId, options.now);
  return created;
}

/** Production's first platform admin, from ADMIN_EMAIL / ADMIN_PASSWORD, when none exists yet. */
export async function ensurePlatformAdmin(dataSource: DataSource, email: string, password: string): Promise<boolean> {
  const users = dataSource.getRepository(User);
  if (await users.exists({ where: { role: RoleId.PlatformAdmin } })) return false;
  const normalized = email.trim().toLowerCase();
  if (await users.exists({ where: { email: normalized }, withDeleted: true })) return false;
  await users.save(
    users.create({
      email: normalized,
      name: 'Administrator platformă',
      role: RoleId.PlatformAdmin,
      company_id: null,
      password: await hashPassword(password),
      phone: null,
      last_login_at: null,
    }),
  );
  return true;
}
