import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * Checks every answer against the OpenAPI document of the app that gave it: the call helper of
 * support/app.ts runs each JSON answer whose operation documents that status through here, and a
 * field the schema lacks, a missing one or one of the wrong type fails the test that made the call.
 *
 * The document is OpenAPI 3.0; ajv speaks JSON Schema. The conversion is strict on purpose: an
 * object with `properties` admits no others (additionalProperties: false), and `nullable: true`
 * becomes "or null".
 */
type Json = Record<string, any>;

const DOC_ID = 'openapi';

function toJsonSchema(node: any): any {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'nullable') continue;
    if (k === '$ref') out[k] = String(v).replace(/^#/, `${DOC_ID}#`);
    // `properties` maps field names (one may be called `description`) to schemas.
    else if (k === 'properties')
      out[k] = Object.fromEntries(Object.entries(v as Json).map(([name, schema]) => [name, toJsonSchema(schema)]));
    else out[k] = toJsonSchema(v);
  }
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return node.nullable === true ? { anyOf: [out, { type: 'null' }] } : out;
}

interface Route {
  method: string;
  template: string;
  regex: RegExp;
  params: number;
}

export class ContractValidator {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly routes: Route[] = [];
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(private readonly doc: OpenAPIObject) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: DOC_ID, components: { schemas: toJsonSchema(doc.components?.schemas ?? {}) } });
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) {
        const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
        this.routes.push({
          method: method.toUpperCase(),
          template,
          regex: new RegExp(`^${source}$`),
          params: (template.match(/\{/g) ?? []).length,
        });
      }
    }
    // A literal segment wins over a parameter (`/api/company/create` before `/api/company/{id}/…`).
    this.routes.sort((a, b) => a.params - b.params);
  }

  /** The documented operation a request reached, as `METHOD /template`, or null. */
  operationOf(method: string, url: string): Route | null {
    const path = url.split('?')[0];
    return this.routes.find((r) => r.method === method.toUpperCase() && r.regex.test(path)) ?? null;
  }

  private schemaFor(route: Route, status: number): ValidateFunction | null {
    const key = `${route.method} ${route.template} ${status}`;
    if (this.compiled.has(key)) return this.compiled.get(key) ?? null;
    const op = (this.doc.paths[route.template] as Json)[route.method.toLowerCase()];
    let response = op?.responses?.[String(status)];
    if (response?.$ref) response = this.doc.components?.responses?.[String(response.$ref).split('/').pop() as string];
    const schema = response?.content?.['application/json']?.schema;
    const validate = schema ? this.ajv.compile(toJsonSchema(schema)) : null;
    this.compiled.set(key, validate);
    return validate;
  }

  /** Throws when the answer is documented and does not match its schema. */
  check(method: string, url: string, status: number, body: unknown, contentType: string | undefined): void {
    if (!contentType?.includes('application/json')) return;
    const route = this.operationOf(method, url);
    if (!route) return;
    const validate = this.schemaFor(route, status);
    if (!validate || validate(body)) return;
    const errors = (validate.errors ?? [])
      .map((e) => `  ${e.instancePath || '(root)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
      .join('\n');
    throw new Error(
      `${method} ${url} answered ${status} with a body that does not match the OpenAPI schema of ` +
        `${route.method} ${route.template}:\n${errors}\nbody: ${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
}
