import { applyDecorators, HttpCode, Post, Type } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiPropertyOptions,
  ApiResponse,
  ApiTags,
  OpenAPIObject,
} from '@nestjs/swagger';

/*
 * One contract (docs/conventions.md "Adding a documented route"): every answer is a response class
 * whose properties carry @ApiProperty. Presenters return that class, controllers declare it with
 * ApiOk / ApiCreated / ApiOkList / ApiPaginated, and openapi.json plus the front end's types are
 * generated from it. The property helpers below spell the wire conventions of docs/conventions.md once.
 */

type Opts = { nullable?: boolean; optional?: boolean; description?: string };
const prop = (schema: ApiPropertyOptions, o: Opts = {}) =>
  ApiProperty({
    ...schema,
    ...(o.nullable ? { nullable: true } : {}),
    ...(o.optional ? { required: false } : {}),
    ...(o.description ? { description: o.description } : {}),
  } as ApiPropertyOptions);

/** A whole number (ids, counts, numbers of documents). */
export const Int = (o?: Opts) => prop({ type: 'integer' }, o);
/** Free text. */
export const Text = (o?: Opts) => prop({ type: String }, o);
export const Bool = (o?: Opts) => prop({ type: Boolean }, o);
/** Money: lei as a decimal string with exactly 2 decimals ("1234.50"). */
export const Money = (o?: Opts) =>
  prop({ type: String, pattern: '^-?\\d+\\.\\d{2}$', example: '125.00', description: 'lei, 2 zecimale' }, o);
/** A decimal string with a fixed number of places (coordinates, hectares). */
export const Decimal = (places: number, o?: Opts) => prop({ type: String, pattern: `^-?\\d+\\.\\d{${places}}$` }, o);
/** A calendar day `YYYY-MM-DD` (Romanian time). */
export const Day = (o?: Opts) => prop({ type: String, format: 'date', example: '2026-06-01' }, o);
/** An instant, ISO-8601 UTC (`2026-06-01T05:00:00.000Z`); a Date on the server, JSON-serialised. */
export const Instant = (o?: Opts) => prop({ type: String, format: 'date-time' }, o);
export const OneOf = (values: readonly (string | number)[], o?: Opts) => prop({ enum: [...values] }, o);
/** A nested response class, or an array of them with `[Class]`. */
export const Nested = (type: Type | [Type], o?: Opts) => prop({ type }, o);
export const IntList = (o?: Opts) => prop({ type: 'integer', isArray: true }, o);

/** `{ id, name }`: a reference to another record, as lists and nested answers carry it. */
export class NamedRef {
  @Int() id: number;
  @Text() name: string;
}

/** `{ message }`: what deletes, logout and the password calls answer. */
export class MessageResponse {
  @Text() message: string;
}

/** The envelope of every paginated list (docs/conventions.md, API wire format). */
export class PageMeta {
  @Int() current_page: number;
  @Int() per_page: number;
  @Int() total: number;
  @Int() last_page: number;
  @ApiPropertyOptional({
    type: Boolean,
    description: 'Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”).',
  })
  total_capped?: boolean;
  @ApiPropertyOptional({
    type: String,
    description: 'Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite.',
  })
  next_cursor?: string;
}

const pages = new Map<string, Type>();

/**
 * The page class of an item class (`PassResponse` -> `PassPage`), with the list's totals when it has
 * some: one named schema per list, built from the item class (never written by hand).
 */
export function PageOf(item: Type, totals?: Type): Type {
  const name = `${item.name.replace(/Response$/, '')}Page`;
  let page = pages.get(name);
  if (!page) {
    class ItemPage extends PageMeta {
      @Nested([item]) data: unknown[];
    }
    if (totals) Nested(totals)(ItemPage.prototype, 'totals');
    Object.defineProperty(ItemPage, 'name', { value: name });
    pages.set(name, (page = ItemPage));
  }
  return page;
}

/** 200 with the class (`[Class]`: an array of it). */
export const ApiOk = (type: Type | [Type], description = 'OK') => ApiOkResponse({ type, description });
/** 201 with the class (a POST without @HttpCode(200): create…). */
export const ApiCreated = (type: Type | [Type], description = 'Creat') => ApiCreatedResponse({ type, description });
/** 200 with a plain array of the class. */
export const ApiOkList = (type: Type, description = 'Listă') => ApiOkResponse({ type: [type], description });
/** 200 with a page `{ data, current_page, per_page, total, last_page[, totals] }` of the class. */
export const ApiPaginated = (item: Type, totals?: Type) =>
  ApiOkResponse({ type: PageOf(item, totals), description: 'O pagină' });

/**
 * A POST that answers 200 with the class, not Nest's 201: an action on what exists (update, delete,
 * cancel…) or a read that takes a body (docs/conventions.md, "Paths"). A POST that creates stays
 * `@Post` with `@ApiCreated` (201).
 */
export const PostOk = (path: string, type: Type | [Type], description?: string) =>
  applyDecorators(Post(path), HttpCode(200), ApiOk(type, description));
/** A paginated list: a POST whose body is the filter, answering 200 with a page of the class. */
export const PostPage = (path: string, item: Type, totals?: Type) =>
  applyDecorators(Post(path), HttpCode(200), ApiPaginated(item, totals));

/* ---------- the error catalogue: documented once, as shared components ---------- */

export class ErrorResponse {
  @Text() message: string;
}

export class ValidationErrorResponse {
  @Text({ description: "'Datele trimise nu sunt valide.'" }) message: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'câmp -> mesaje în română',
  })
  errors: Record<string, string[]>;
}

export class LoginErrorResponse {
  @Text({ description: "'Email sau parolă incorectă.'" }) error: string;
}

const ERRORS = {
  401: {
    name: 'Unauthorized',
    description: "Token lipsă, expirat sau revocat: `{ message: 'Unauthorized' }`",
    schema: ErrorResponse,
  },
  403: { name: 'Forbidden', description: 'Rol nepermis, altă firmă sau firmă suspendată', schema: ErrorResponse },
  404: { name: 'NotFound', description: "`{ message: 'Resursa nu a fost găsită.' }`", schema: ErrorResponse },
  409: {
    name: 'Conflict',
    description: 'Conflict (în uz, deja anulat, ultimul administrator …)',
    schema: ErrorResponse,
  },
  410: {
    name: 'Gone',
    description: "Permis semnat cu o cheie retrasă: `{ message: 'Cheie retrasă — re-emiteți permisul.' }`",
    schema: ErrorResponse,
  },
  422: { name: 'ValidationFailed', description: 'Date invalide: mesaje pe câmpuri', schema: ValidationErrorResponse },
  429: { name: 'TooManyRequests', description: 'Prea multe cereri', schema: ErrorResponse },
} as const;
export type ErrorStatus = keyof typeof ERRORS;

/**
 * Errors an operation answers beyond the ones every operation gets from its shape (401/403 when
 * it needs a token, 404 when its path names a record, 422 when it takes a body or a query):
 * `@ApiErrors(409)` for conflicts, `@ApiErrors(429)` for rate-limited routes.
 */
export const ApiErrors = (...statuses: ErrorStatus[]) =>
  applyDecorators(...statuses.map((status) => ApiResponse({ status, description: ERRORS[status].description })));

/** The tag of the routes that are the stable public API (a lake's own website, integrators). */
export const PUBLIC_API_TAG = 'public-api';
export const ApiPublicTag = () => ApiTags(PUBLIC_API_TAG);

/** Schemas the document needs though no operation names them directly (the error bodies). */
export const EXTRA_MODELS = [ErrorResponse, ValidationErrorResponse, LoginErrorResponse, MessageResponse, PageMeta];

/**
 * Puts the error catalogue into `components.responses` once and makes every operation refer to
 * it: the statuses implied by the operation's shape plus the ones its @ApiErrors named.
 */
export function documentErrors(doc: OpenAPIObject): OpenAPIObject {
  doc.components ??= {};
  doc.components.responses = {};
  for (const e of Object.values(ERRORS)) {
    doc.components.responses[e.name] = {
      description: e.description,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${e.schema.name}` } } },
    };
  }
  for (const item of Object.values(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item[method];
      if (!op) continue;
      const statuses = new Set<number>(
        Object.keys(op.responses)
          .map(Number)
          .filter((s) => s in ERRORS),
      );
      const secured = (op.security ?? doc.security ?? []).length > 0;
      const params = (op.parameters ?? []) as { in?: string }[];
      if (secured) [401, 403].forEach((s) => statuses.add(s));
      if (params.some((p) => p.in === 'path')) statuses.add(404);
      if (op.requestBody || params.some((p) => p.in === 'query')) statuses.add(422);
      for (const s of [...statuses].sort()) {
        // An operation that documents its own body for a status (login's 401 `{ error }`) keeps it.
        const own = op.responses[String(s)] as { content?: unknown } | undefined;
        if (own?.content) continue;
        op.responses[String(s)] = { $ref: `#/components/responses/${ERRORS[s as ErrorStatus].name}` };
      }
    }
  }
  return doc;
}
