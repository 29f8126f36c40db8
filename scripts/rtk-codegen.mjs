/**
 * Writes each feature's RTK Query endpoints from openapi.json (@rtk-query/codegen-openapi), so no
 * path is written by hand: `frontend/src/features/<feature>/api.generated.ts`, injected into the one
 * base API (frontend/src/shared/api/baseApi.ts). One file per feature keeps its endpoints in the
 * feature's lazy chunk. The feature's api.ts adds its tags and invalidation (enhanceEndpoints) and
 * names its hooks.
 *
 * The schemas' types (a DTO, ErrorResponse) are written once, to
 * frontend/src/shared/api/schemas.generated.ts; a feature's file imports those its endpoints use and
 * exports them all again (`export type *`), so a feature still names its wire types from its own
 * generated file. Types have no code, so the shared file costs no chunk anything.
 *
 * Run by `npm run openapi:types` (so by typecheck, lint and build): an endpoint that left
 * openapi.json fails the feature's typecheck, as the generated openapi.d.ts does.
 */
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';

const root = resolve(import.meta.dirname, '..');

/**
 * The generated files, each with the operations it owns: a controller (every operation whose
 * operationId starts with `<Controller>_`) or one operation (`<Controller>_<method>`). A key
 * `<feature>` writes `features/<feature>/api.generated.ts` (exported as `<feature>Endpoints`); a key
 * `<feature>/<name>` writes `features/<feature>/<name>.generated.ts` (`<name>Endpoints`), for the
 * endpoints another chunk loads on its own (the public page, a settings card).
 */
const FEATURES = {
  waters: ['WatersController'],
  // PlansController_sales: the quick sale's order (dashboard/api.ts names its hook).
  plans: ['PlansController'],
  discounts: ['DiscountsController'],
  docSeries: ['DocSeriesController'],
  expenses: ['ExpensesController'],
  users: ['CompanyUsersController'],
  // A document's upload (with its progress) and its bytes go through XMLHttpRequest and fetch,
  // their paths typed by shared/api/apiPath.ts.
  clients: ['ClientsController', 'ClientDocumentsController_remove'],
  states: ['ReferenceController_states'],
  admin: ['AdminController_list', 'AdminController_suspend', 'AdminController_activate'],
  audit: ['AuditController'],
  auth: ['AuthController', 'ProfileController'],
  passes: ['PassesController'],
  receipts: ['ReceiptsController'],
  dashboard: ['ChartsController'],
  catches: ['CatchesController', 'CatchChartController'],
  bookings: ['StandsController', 'BookingsController'],
  'bookings/publicBooking': ['PublicBookingsController'],
  // The accountant's export is a zip (fetch, books/api.ts).
  books: [
    'BooksController_cashBook',
    'BooksController_close',
    'BooksController_reopen',
    'BooksController_createDisposition',
    'BooksController_cancelDisposition',
    'BooksController_limits',
    'BooksController_settings',
    'BooksController_updateSettings',
  ],
  companies: ['CompaniesController'],
  'companies/signingKeys': ['SigningKeysController'],
  competitions: ['CompetitionsController'],
  // The live page reads with its own ETag (fetch, competitions/publicApi.ts).
  'competitions/publicCompetitions': ['PublicCompetitionsController_list', 'PublicCompetitionsController_register'],
  // The agent's zip is a download (fetch, fiscal/api.ts).
  fiscal: [
    'FiscalController_list',
    'FiscalController_create',
    'FiscalController_update',
    'FiscalController_token',
    'FiscalController_xReport',
    'FiscalController_zReport',
    'FiscalController_status',
    'FiscalController_jobList',
    'FiscalController_job',
    'FiscalController_retry',
    'FiscalController_cancelSale',
    'FiscalController_recordManual',
    'FiscalController_storno',
    'FiscalController_zReports',
  ],
  privacy: ['PrivacyController'],
  public: ['PublicController'],
  'public/recentCatches': ['PublicCatchesController'],
};

/** Reads sent as POST (their filter is a body): cached and refetched as queries. */
const POST_READS = new Set([
  'ChartsController_passChart',
  'ChartsController_financeChart',
  'CatchChartController_chart',
  'BookingsController_board',
  'BooksController_cashBook',
  'BooksController_limits',
  'CompetitionsController_teamList',
  'CompetitionsController_weighInList',
  'CompetitionsController_ranking',
  'FiscalController_jobList',
  'FiscalController_zReports',
]);

const doc = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8'));
// The company's id sits in the path of every company route but is read by a guard, so the
// document does not declare it: each `{name}` of a path becomes a (numeric) path parameter.
for (const [path, item] of Object.entries(doc.paths)) {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  for (const operation of Object.values(item)) {
    operation.parameters ??= [];
    for (const name of names.reverse()) {
      if (!operation.parameters.some((p) => p.in === 'path' && p.name === name)) {
        operation.parameters.unshift({ name, in: 'path', required: true, schema: { type: 'number' } });
      }
    }
  }
}
const dir = mkdtempSync(join(tmpdir(), 'rtk-codegen-'));
const schemaFile = join(dir, 'openapi.json');
writeFileSync(schemaFile, JSON.stringify(doc));

const HEADER = '// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.\n';
const SHARED = '@/shared/api/schemas.generated';
const prettierConfig = { ...(await resolveConfig(join(root, '.prettierrc.json'))), parser: 'typescript' };
const schemaNames = new Set(Object.keys(doc.components?.schemas ?? {}));
/** Every schema type the features' endpoints use, by name: its declaration, the same in each file. */
const schemaTypes = new Map();

/**
 * Splits a generated file at its top-level `export type` declarations: the endpoints (with their
 * argument and response types) stay, the schemas' declarations go to `schemaTypes`.
 */
function takeSchemaTypes(text, outputFile) {
  const [endpoints, ...declarations] = text.split(/^(?=export type )/m);
  const kept = [endpoints];
  const taken = [];
  for (const declaration of declarations) {
    const name = /^export type (\w+)/.exec(declaration)[1];
    if (!schemaNames.has(name)) {
      kept.push(declaration);
      continue;
    }
    taken.push(name);
    const known = schemaTypes.get(name);
    if (known !== undefined && known !== declaration) {
      throw new Error(`${outputFile}: ${name} is written unlike in another feature's file`);
    }
    schemaTypes.set(name, declaration);
  }
  if (!taken.length) return text;
  const body = kept.join('');
  const used = taken.filter((name) => new RegExp(`\\b${name}\\b`).test(body)).sort();
  // The file names every schema's type, as it named those the generator wrote into it.
  const shared = `import type { ${used.join(', ')} } from '${SHARED}';\nexport type * from '${SHARED}';\n`;
  return body.replace(/^(import .*\n)/m, `$1${shared}`);
}

try {
  for (const [key, owned] of Object.entries(FEATURES)) {
    const [feature, name = 'api'] = key.split('/');
    const outputFile = join(root, 'frontend/src/features', feature, `${name}.generated.ts`);
    await generateEndpoints({
      schemaFile,
      apiFile: '@/shared/api/baseApi',
      apiImport: 'baseApi',
      outputFile,
      exportName: `${name === 'api' ? feature : name}Endpoints`,
      encodePathParams: true,
      prettierConfigFile: join(root, '.prettierrc.json'),
      filterEndpoints: (_name, { operation: { operationId } }) =>
        owned.some((o) => operationId === o || operationId.startsWith(`${o}_`)),
      // A list read with a POSTed filter is still a read: cached and refetched as a query.
      endpointOverrides: [
        {
          pattern: (_name, { operation: { operationId } }) =>
            operationId.endsWith('_list') || POST_READS.has(operationId),
          type: 'query',
        },
      ],
    });
    // The header says the file is written, not edited.
    const text = takeSchemaTypes(readFileSync(outputFile, 'utf8'), outputFile);
    writeFileSync(outputFile, await format(`${HEADER}${text}`, prettierConfig));
  }
  const names = [...schemaTypes.keys()].sort();
  writeFileSync(
    join(root, 'frontend/src/shared/api/schemas.generated.ts'),
    await format(`${HEADER}${names.map((name) => schemaTypes.get(name)).join('')}`, prettierConfig),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
