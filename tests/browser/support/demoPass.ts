/**
 * The demo seed has no anglers and no passes: specs that need a printable pass and its chitanță
 * register an angler and issue one through the API (Balta Demo, cash, with a chitanță) as the given user.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, url } from './hosts';

export interface IssuedPass {
  token: string;
  companyId: number;
  passId: number;
  receiptId: number;
  clientId: number;
  /** The water it was issued on. */
  waterId: number;
}

export async function issueDemoPass(request: APIRequestContext, email: string): Promise<IssuedPass> {
  const login = await request.post(url('org', '/api/login'), { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), `login ${email}: ${login.status()}`).toBeTruthy();
  const { token, user } = (await login.json()) as { token: string; user: { company_id: number } };
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const base = `/api/company/${user.company_id}`;

  // The demo seed has no anglers either: a new one for this pass.
  const angler = await request.post(url('org', `${base}/createClient`), {
    headers,
    data: { first_name: 'Ion', last_name: `Audit${Date.now().toString(36)}` },
  });
  expect(angler.status(), await angler.text()).toBe(201);
  const clientId = ((await angler.json()) as { id: number }).id;

  const catalogue = await request.get(url('org', `${base}/plans`), { headers });
  expect(catalogue.ok(), `plans: ${catalogue.status()}`).toBeTruthy();
  const { plans, waters } = (await catalogue.json()) as {
    plans: { id: number; active: boolean; water_ids: number[] }[];
    waters: { id: number; active: boolean }[];
  };
  const activeWaters = new Set(waters.filter((w) => w.active).map((w) => w.id));
  const plan = plans.find((p) => p.active && p.water_ids.some((id) => activeWaters.has(id)));
  expect(plan, 'an active plan on an active water').toBeTruthy();

  const waterId = plan!.water_ids.find((id) => activeWaters.has(id))!;
  const created = await request.post(url('org', `${base}/clients/${clientId}/createPass`), {
    headers,
    data: {
      plan_id: plan!.id,
      water_id: waterId,
      payment_method: 'cash',
      issue_receipt: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const pass = (await created.json()) as { id: number; receipt?: { id: number } | null; receipt_id?: number | null };
  const receiptId = pass.receipt?.id ?? pass.receipt_id;
  expect(receiptId, 'the pass was issued with its chitanță').toBeTruthy();
  return { token, companyId: user.company_id, passId: pass.id, receiptId: receiptId!, clientId, waterId };
}
