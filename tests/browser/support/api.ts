/** Data for a spec, made through the API as the app would (Lacul Liniștit: Balta Demo stays as the docs show it). */
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, url } from './hosts';

export interface ApiSession {
  base: string;
  headers: Record<string, string>;
  companyId: number;
}

/** POST /api/login on the app's host: the token and the user's company (200 expected). */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  { host = 'org', password = DEMO_PASSWORD }: { host?: 'org' | 'admin'; password?: string } = {},
): Promise<{ token: string; user: { company_id: number } }> {
  const res = await request.post(url(host, '/api/login'), { data: { email, password } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  return (await res.json()) as { token: string; user: { company_id: number } };
}

export async function apiLogin(request: APIRequestContext, email: string): Promise<ApiSession> {
  const { token, user } = await apiToken(request, email);
  return {
    base: `/api/company/${user.company_id}`,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    companyId: user.company_id,
  };
}

/** The client with this last name, created the first time (specs may run again on one database). */
export async function ensureClient(
  request: APIRequestContext,
  s: ApiSession,
  body: { first_name: string; last_name: string; phone?: string; car_plate?: string },
): Promise<number> {
  const found = (await (
    await request.post(url('org', `${s.base}/clients`), {
      headers: s.headers,
      data: { search: `${body.last_name} ${body.first_name}` },
    })
  ).json()) as { data: { id: number; last_name: string }[] };
  const same = found.data.find((c) => c.last_name === body.last_name);
  if (same) return same.id;
  const res = await request.post(url('org', `${s.base}/createClient`), { headers: s.headers, data: body });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/**
 * A one-day plan with this name, created the first time on the company's oldest water (the seeded
 * one: other specs add waters, e.g. a competition's) with `extra` (e.g. a kept-kilos allowance): its
 * id and its water's.
 */
export async function ensurePlan(
  request: APIRequestContext,
  s: ApiSession,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<{ planId: number; waterId: number }> {
  const catalogue = (await (await request.get(url('org', `${s.base}/plans`), { headers: s.headers })).json()) as {
    plans: { id: number; name: string; water_ids: number[] }[];
    waters: { id: number }[];
  };
  const found = catalogue.plans.find((p) => p.name === name);
  if (found) return { planId: found.id, waterId: found.water_ids[0] };
  const waterId = Math.min(...catalogue.waters.map((w) => w.id));
  const created = await request.post(url('org', `${s.base}/createPlan`), {
    headers: s.headers,
    data: { name, water_ids: [waterId], duration_value: 1, duration_unit: 'days', price: 40, ...extra },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { planId: ((await created.json()) as { id: number }).id, waterId };
}

/** A pass sold to this client by the API (201 expected): its id and its verification address. */
export async function issuePass(
  request: APIRequestContext,
  s: ApiSession,
  clientId: number,
  data: { plan_id: number; water_id: number; payment_method: 'cash' | 'card' | 'transfer' },
): Promise<{ id: number; verify_url: string }> {
  const issued = await request.post(url('org', `${s.base}/clients/${clientId}/createPass`), {
    headers: s.headers,
    data,
  });
  expect(issued.status()).toBe(201);
  return (await issued.json()) as { id: number; verify_url: string };
}
