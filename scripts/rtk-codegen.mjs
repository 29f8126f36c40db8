/**
 * Writes each feature's RTK Query endpoints from openapi.json (@rtk-query/codegen-openapi), so no
 * path is written by hand: `frontend/src/features/<feature>/api.generated.ts`, injected into the one
 * base API (frontend/src/shared/api/baseApi.ts). One file per feature keeps its endpoints in the
 * feature's lazy chunk. The feature's api.ts adds its tags and invalidation (enhanceEndpoints) and
 * names its hooks.
 *
 * The generator's file is written again compactly: each endpoint as its types (`Query<Answer, Arg>`
 * or `Mutation<…>`) and its route (`{ query: 'GET /api/…/{id}', body, params }`), which `inject`
 * (frontend/src/shared/api/endpoints.ts) turns into the same requests. A list's query parameters
 * are `ListArgs`, written once, and its argument is named (`<Operation>ApiArg`): a screen's filter.
 *
 * The schemas' types (a DTO, ErrorResponse) are written once, to
 * frontend/src/shared/api/schemas.generated.ts; a schema that repeats another's properties (a page
 * its PageMeta, a filter its ListFilterDto: the classes the DTOs extend) is written as that one `&`
 * its own. A feature's file names them by their module (`S.WaterResponse`) and exports them all
 * again (`export type *`), so a feature still names its wire types from its own generated file.
 * Types have no code, so the shared file costs no chunk anything.
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
    'FiscalController_zTotals',
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
const prettierConfigFile = join(root, '.prettierrc.json');
const prettierConfig = { ...(await resolveConfig(prettierConfigFile)), parser: 'typescript' };
const schemas = doc.components?.schemas ?? {};
const schemaNames = new Set(Object.keys(schemas));
const camel = (name) => name.replace(/_(\w)/g, (_, letter) => letter.toUpperCase());

/** Runs the generator over `document` for the operations `filterEndpoints` keeps; answers its text. */
async function generate(document, filterEndpoints, overrides = []) {
  // The generator keeps a document it read by its file's name: another document, another name.
  const file = join(dir, document === doc ? 'openapi.json' : 'schemas.json');
  const outputFile = join(dir, 'out.ts');
  if (document !== doc) writeFileSync(file, JSON.stringify(document));
  await generateEndpoints({
    schemaFile: file,
    apiFile: '@/shared/api/baseApi',
    apiImport: 'baseApi',
    outputFile,
    encodePathParams: true,
    prettierConfigFile,
    filterEndpoints,
    endpointOverrides: overrides,
  });
  return readFileSync(outputFile, 'utf8');
}

/** A generated text's top-level `export type` declarations, by name. */
function declarationsOf(text) {
  const [head, ...declarations] = text.split(/^(?=export type )/m);
  return { head, declarations: new Map(declarations.map((d) => [/^export type (\w+)/.exec(d)[1], d])) };
}

/**
 * The members of an object type's declaration (`export type X = {` … `};`), each with its
 * comment: `{ name, text }`, the text as the generator wrote it.
 */
function membersOf(declaration) {
  const lines = declaration.trimEnd().split('\n');
  if (!/ = \{$/.test(lines[0]) || lines.at(-1) !== '};') throw new Error(`not an object type: ${lines[0]}`);
  const members = [];
  let comment = [];
  let member = [];
  let inComment = false;
  const depth = (text) => {
    const bare = text.replace(/'(?:[^'\\]|\\.)*'/g, "''");
    return (bare.match(/[{[(<]/g) ?? []).length - (bare.match(/[}\])>]/g) ?? []).length;
  };
  for (const line of lines.slice(1, -1)) {
    if (!member.length && (inComment || line.trim().startsWith('/*'))) {
      comment.push(line);
      inComment = !line.includes('*/');
      continue;
    }
    member.push(line);
    const text = member.join('\n');
    if (depth(text) === 0 && text.endsWith(';')) {
      const name = /^\s*['"]?([\w-]+)['"]?\??:/.exec(member[0])[1];
      members.push({ name, comment: comment.join('\n'), type: text.trim() });
      comment = [];
      member = [];
    }
  }
  if (member.length || comment.length) throw new Error(`unparsed members in ${lines[0]}`);
  return members;
}

/** Members written back: on one line when none has a comment (prettier wraps a long one). */
function writeMembers(members) {
  if (members.some((m) => m.comment)) {
    return `{\n${members.map((m) => (m.comment ? `${m.comment}\n${m.type}` : m.type)).join('\n')}\n}`;
  }
  return `{ ${members.map((m) => m.type.replace(/\s+/g, ' ').replace(/;$/, '')).join('; ')} }`;
}

const sameJson = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/**
 * The schema whose properties another repeats (a page's PageMeta, a filter's ListFilterDto, the
 * company's CompanyBaseResponse: the classes the DTOs extend), the one with the most properties:
 * the type is written as that one `&` its own properties.
 */
function baseOf(name) {
  const { properties = {}, required = [] } = schemas[name];
  let best;
  for (const [other, schema] of Object.entries(schemas)) {
    const names = Object.keys(schema.properties ?? {});
    if (other === name || names.length < 4 || names.length >= Object.keys(properties).length) continue;
    const fits = names.every(
      (p) =>
        p in properties &&
        sameJson(schema.properties[p], properties[p]) &&
        (schema.required ?? []).includes(p) === required.includes(p),
    );
    if (fits && (!best || names.length > Object.keys(schemas[best].properties).length)) best = other;
  }
  return best;
}

try {
  // Every schema's type, as the generator writes it: one read operation answering each.
  const everySchema = {
    ...doc,
    paths: Object.fromEntries(
      [...schemaNames].map((name) => [
        `/schema/${name}`,
        {
          get: {
            operationId: `Schema_${name}`,
            responses: {
              200: {
                description: 'OK',
                content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
              },
            },
          },
        },
      ]),
    ),
  };
  const schemaTypes = new Map();
  for (const [name, declaration] of declarationsOf(await generate(everySchema, () => true)).declarations) {
    if (schemaNames.has(name)) schemaTypes.set(name, declaration);
  }
  for (const name of schemaTypes.keys()) {
    const base = baseOf(name);
    if (!base) continue;
    const own = membersOf(schemaTypes.get(name)).filter((m) => !(m.name in schemas[base].properties));
    const [comment] = /^(\/\*\*[^]*?\*\/\n)?/.exec(schemaTypes.get(name).split(/^export type/m)[0]);
    schemaTypes.set(name, `${comment}export type ${name} = ${base}${own.length ? ` & ${writeMembers(own)}` : ''};\n`);
  }

  // The list's query parameters (ListFilterDto) as a generated argument names them, written once.
  const LIST = Object.keys(schemas.ListFilterDto.properties).map(camel);
  let listArgs;
  /** A list's members: the path's, then ListArgs when the list's run of them is the shared one. */
  function argType(members) {
    const at = members.findIndex((m) => m.name === LIST[0]);
    const run = members.slice(at, at + LIST.length);
    if (at < 0 || run.map((m) => m.name).join() !== LIST.join()) return writeMembers(members);
    listArgs ??= writeMembers(run);
    if (writeMembers(run) !== listArgs) return writeMembers(members);
    const before = members.slice(0, at);
    const after = members.slice(at + LIST.length);
    return [before.length && writeMembers(before), 'ListArgs', after.length && writeMembers(after)]
      .filter(Boolean)
      .join(' & ');
  }

  const used = new Set();
  for (const [key, owned] of Object.entries(FEATURES)) {
    const [feature, name = 'api'] = key.split('/');
    const outputFile = join(root, 'frontend/src/features', feature, `${name}.generated.ts`);
    const text = await generate(
      doc,
      (_name, { operation: { operationId } }) =>
        owned.some((o) => operationId === o || operationId.startsWith(`${o}_`)),
      // A list read with a POSTed filter is still a read: cached and refetched as a query.
      [
        {
          pattern: (_name, { operation: { operationId } }) =>
            operationId.endsWith('_list') || POST_READS.has(operationId),
          type: 'query',
        },
      ],
    );
    writeFileSync(
      outputFile,
      await format(
        `${HEADER}${endpointsFile(text, `${name === 'api' ? feature : name}Endpoints`, used)}`,
        prettierConfig,
      ),
    );
  }

  /** The generator's file for a feature, written as types and routes (frontend/src/shared/api/endpoints.ts). */
  function endpointsFile(text, exportName, used) {
    const { head: whole, declarations } = declarationsOf(text);
    const head = whole.slice(0, whole.indexOf('overrideExisting:'));
    for (const [name, declaration] of declarations) {
      if (schemaTypes.has(name) && schemaTypes.get(name) !== declaration && !baseOf(name)) {
        throw new Error(`${exportName}: ${name} is written unlike in the schemas' file`);
      }
    }
    const starts = [...head.matchAll(/^ {4}(\w+): build\.(query|mutation)</gm)];
    const types = [];
    const routes = [];
    const named = [];
    starts.forEach((start, i) => {
      const [, endpoint, kind] = start;
      const block = head.slice(start.index, starts[i + 1]?.index);
      const operation = endpoint[0].toUpperCase() + endpoint.slice(1);
      const url = /url: `([^`]*)`/
        .exec(block)[1]
        .replace(/\$\{encodeURIComponent\(String\(queryArg\.(\w+)\)\)\}/g, '{$1}');
      const method = /method: '(\w+)'/.exec(block)?.[1] ?? 'GET';
      const body = /body: queryArg\.(\w+)/.exec(block)?.[1];
      const params = [
        .../(\w+): queryArg(?:\.(\w+)|\['(\w+)'\])/g[Symbol.matchAll](/params: \{([^}]*)\}/.exec(block)?.[1] ?? ''),
      ];
      for (const [, wire, arg = wire] of params.map(([m, w, a, q]) => [m, w, a ?? q])) {
        if (camel(wire) !== arg) throw new Error(`${endpoint}: the parameter ${wire} is read from ${arg}`);
      }
      const keys = [...block.matchAll(/(\w+):/g)].map((m) => m[1]);
      const known = new Set([endpoint, 'query', 'url', 'method', 'body', 'params', ...params.map((p) => p[1])]);
      if (keys.some((k) => !known.has(k))) throw new Error(`${endpoint}: a request with ${keys.join(', ')}`);
      if (/\$\{/.test(url)) throw new Error(`${endpoint}: an address unlike the others: ${url}`);

      const answer = declarations
        .get(`${operation}ApiResponse`)
        .replace(/^export type \w+ = /, '')
        .replace(/\/\*\*.*?\*\//g, '')
        .trim()
        .replace(/;$/, '');
      const argDeclaration = declarations.get(`${operation}ApiArg`);
      let arg = /= void;/.test(argDeclaration) ? 'void' : argType(membersOf(argDeclaration));
      if (endpoint.endsWith('List')) {
        // A list's argument is named: a screen's filter is made from it.
        named.push(`export type ${operation}ApiArg = ${arg};`);
        arg = `${operation}ApiArg`;
      }
      types.push(`${endpoint}: ${kind === 'query' ? 'Query' : 'Mutation'}<${answer}, ${arg}>;`);
      const route = [`${kind}: '${method} ${url}'`];
      if (body) route.push(`body: '${body}'`);
      if (params.length) route.push(`params: [${params.map((p) => `'${p[1]}'`).join(', ')}]`);
      routes.push(`${endpoint}: { ${route.join(', ')} },`);
    });
    const body = `${named.join('\n')}\nexport const ${exportName} = inject<{\n${types.join('\n')}\n}>({\n${routes.join('\n')}\n});\n`;
    const shared = [...schemaTypes.keys(), 'ListArgs'].filter((n) => new RegExp(`\\b${n}\\b`).test(body)).sort();
    shared.forEach((n) => used.add(n));
    const kinds = ['Mutation', 'Query'].filter((k) => body.includes(`: ${k}<`));
    // The schemas' types by their module (`S.WaterResponse`): one import, not a list of names.
    return [
      `import { inject${kinds.map((k) => `, type ${k}`).join('')} } from '@/shared/api/endpoints';`,
      shared.length ? `import type * as S from '${SHARED}';` : '',
      `export type * from '${SHARED}';`,
      shared.length ? body.replace(new RegExp(`\\b(${shared.join('|')})\\b`, 'g'), 'S.$1') : body,
    ].join('\n');
  }

  // The schemas' file: those the endpoints name, with those they name in turn.
  const names = new Set([...used].filter((n) => schemaTypes.has(n)));
  for (const name of names) {
    for (const [word] of schemaTypes.get(name).matchAll(/\b\w+\b/g)) if (schemaTypes.has(word)) names.add(word);
  }
  const listDeclaration = `/** The query parameters of every list (ListFilterDto), as an endpoint's argument names them. */\nexport type ListArgs = ${listArgs};\n`;
  writeFileSync(
    join(root, 'frontend/src/shared/api/schemas.generated.ts'),
    await format(
      `${HEADER}${listDeclaration}${[...names]
        .sort()
        .map((name) => schemaTypes.get(name))
        .join('')}`,
      prettierConfig,
    ),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
