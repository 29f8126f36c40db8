import { readFileSync } from 'node:fs';
import { openApiText, OPENAPI_FILE } from '@app/openapi.cli';
import { DB_KIND, startTestApp, TestApp } from './support/app';
import { ContractValidator } from './support/contract';

type Operation = { tags?: string[]; responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function operations(doc: TestApp['openapi']): { key: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>)
      .filter(([m]) => METHODS.includes(m))
      .map(([m, op]) => ({ key: `${m.toUpperCase()} ${path}`, op })),
  );
}

describe(`the OpenAPI document is the contract (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is committed as openapi.json, identical to the one the running app describes', () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    // On failure: run `npm run openapi` and commit openapi.json (the front end's types follow it).
    expect({ hint: 'run `npm run openapi`', same: committed === openApiText(t.openapi) }).toEqual({
      hint: 'run `npm run openapi`',
      same: true,
    });
  });

  it('documents a success answer with a schema for every operation', () => {
    const all = operations(t.openapi);
    const undocumented = all
      .filter(({ op }) => !Object.entries(op.responses).some(([s, r]) => /^2/.test(s) && r.content))
      .map(({ key }) => key);
    expect(all.length).toBeGreaterThan(70);
    expect(undocumented).toEqual([]);
  });

  it('documents the error catalogue once, as shared responses every operation refers to', () => {
    const responses = t.openapi.components?.responses ?? {};
    expect(Object.keys(responses).sort()).toEqual(
      ['Conflict', 'Forbidden', 'Gone', 'NotFound', 'TooManyRequests', 'Unauthorized', 'ValidationFailed'].sort(),
    );
    const ops = Object.fromEntries(operations(t.openapi).map(({ key, op }) => [key, op]));
    const ref = (key: string, status: number) => ops[key].responses[String(status)]?.$ref;
    expect(ref('POST /api/company/{companyId}/passes', 401)).toBe('#/components/responses/Unauthorized');
    expect(ref('GET /api/company/{companyId}/clients/{id}', 404)).toBe('#/components/responses/NotFound');
    expect(ref('POST /api/company/{companyId}/createClient', 422)).toBe('#/components/responses/ValidationFailed');
    expect(ref('POST /api/company/{companyId}/waters/{id}/delete', 409)).toBe('#/components/responses/Conflict');
    expect(ref('GET /api/public/passes/{code}', 429)).toBe('#/components/responses/TooManyRequests');
    expect(ref('POST /api/public/passes/verify', 410)).toBe('#/components/responses/Gone');
    // The login failure has its own body: `{ error }`.
    expect(ops['POST /api/login'].responses['401'].content).toBeDefined();
  });

  it('marks the public routes as the stable public API', () => {
    const tagged = operations(t.openapi)
      .filter(({ op }) => op.tags?.includes('public-api'))
      .map(({ key }) => key)
      .sort();
    expect(tagged).toEqual([
      'GET /api/public/companies/{slug}',
      'GET /api/public/companies/{slug}/availability',
      'GET /api/public/companies/{slug}/catches',
      'GET /api/public/companies/{slug}/competitions',
      'GET /api/public/companies/{slug}/competitions/{id}',
      'GET /api/public/companies/{slug}/jwks.json',
      'GET /api/public/companies/{slug}/revocations',
      'GET /api/public/passes/{code}',
      'POST /api/public/companies/{slug}/bookings',
      'POST /api/public/companies/{slug}/competitions/{id}/register',
      'POST /api/public/passes/verify',
    ]);
  });

  it('shows money as 2-decimal strings and instants as date-time in the schema', () => {
    const pass = (t.openapi.components?.schemas as Record<string, any>).PassResponse;
    expect(pass.properties.total).toMatchObject({ type: 'string', pattern: '^-?\\d+\\.\\d{2}$' });
    expect(pass.properties.valid_from).toMatchObject({ type: 'string', format: 'date-time' });
    expect(pass.properties.client_id).toMatchObject({ type: 'integer' });
  });

  it('rejects an answer with a field the schema lacks or of the wrong type (the check every call runs)', () => {
    const v = new ContractValidator(t.openapi);
    const state = { id: 1, name: 'Alba', code: 'AB' };
    expect(() => v.check('GET', '/states', 200, [state], 'application/json')).not.toThrow();
    expect(() => v.check('GET', '/states', 200, [{ ...state, extra: 1 }], 'application/json')).toThrow(
      /additionalProperties|must NOT have additional properties/,
    );
    expect(() => v.check('GET', '/states', 200, [{ ...state, id: '1' }], 'application/json')).toThrow(/integer/);
    expect(() => v.check('GET', '/states', 200, [{ id: 1, name: 'Alba' }], 'application/json')).toThrow(/code/);
  });
});
