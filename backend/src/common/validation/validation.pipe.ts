import { isDeepStrictEqual } from 'node:util';
import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { AppException } from '../app-exception';
import { FALLBACK_MESSAGES } from './messages';

const PRIORITY = [
  ['whitelistValidation'],
  ['isNotEmpty', 'isDefined'],
  ['isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isDateString', 'isObject'],
];

/** Flattens nested class-validator errors into `{ 'field' | 'parent.child': ['mesaj'] }`. */
export function toFieldErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const key = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      // A missing value or a wrong type says only that; the other rules would only repeat it.
      let entries = Object.entries(error.constraints);
      for (const tier of PRIORITY) {
        const found = entries.filter(([name]) => tier.includes(name));
        if (found.length) {
          entries = found.slice(0, 1);
          break;
        }
      }
      out[key] = entries.map(([name, text]) =>
        // Our Romanian messages end with a full stop; class-validator's English defaults never do.
        text.endsWith('.') ? text : (FALLBACK_MESSAGES[name] ?? 'Valoarea nu este validă.'),
      );
    }
    if (error.children?.length) Object.assign(out, toFieldErrors(error.children, key));
  }
  return out;
}

/** No form nests this deep; class-transformer recurses per level and overflows the stack near 2,000. */
const MAX_DEPTH = 32;
/** A lone UTF-16 surrogate: not text; validator's isEmail throws a URIError on it (a 500). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The top-level key (or '' for the body itself) holding a value nested deeper than `max` or a string
 * that is not well-formed text; walked iteratively, so the check itself cannot overflow the stack.
 */
export function unfitBodyKey(value: unknown, max = MAX_DEPTH): string | undefined {
  const stack: [unknown, number, string][] = [[value, 0, '']];
  while (stack.length) {
    const [node, depth, top] = stack.pop()!;
    if (typeof node === 'string') {
      if (LONE_SURROGATE.test(node)) return top;
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    if (depth > max) return top;
    for (const [key, child] of Object.entries(node)) {
      const childTop = depth === 0 ? key : top;
      if (LONE_SURROGATE.test(key)) return childTop;
      stack.push([child, depth + 1, childTop]);
    }
  }
  return undefined;
}

/** Refuses such bodies with a 422 before class-transformer / class-validator would throw (a 500). */
class BaltiValidationPipe extends ValidationPipe {
  /**
   * The filter classes whose empty instance has passed once: a query string without parameters (a
   * GET list's usual call) is that same instance again, so class-validator need not walk the
   * class's rules on every request.
   */
  private readonly validWhenEmpty = new WeakSet<object>();
  /**
   * Of those, the classes whose empty instance class-transformer makes is what their constructor
   * makes (no transform writes a default): `new` then, without class-transformer's walk of the
   * class's metadata (1.3–1.6 µs a call for the waters' filter against 0.01 µs; up to 3 % of the
   * request path's CPU in a --cpu-prof run of GET …/waters).
   */
  private readonly constructedWhenEmpty = new WeakSet<object>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const key = metadata.type === 'body' ? unfitBodyKey(value) : undefined;
    if (key !== undefined) throw AppException.invalid({ [key || 'body']: ['Valoarea nu este validă.'] });
    const { metatype } = metadata;
    const emptyQuery = metadata.type === 'query' && metatype !== undefined && isEmptyObject(value);
    if (emptyQuery && this.validWhenEmpty.has(metatype)) {
      if (this.constructedWhenEmpty.has(metatype)) return new (metatype as new () => object)();
      return plainToInstance(metatype, {}, this.transformOptions);
    }
    const out = await super.transform(value, metadata);
    // Only an instance the pipe built and validated (not a value it let through as it came).
    if (emptyQuery && out !== value && out instanceof metatype) {
      this.validWhenEmpty.add(metatype);
      if (isDeepStrictEqual(out, new (metatype as new () => object)())) this.constructedWhenEmpty.add(metatype);
    }
    return out;
  }
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

/** Global pipe: strips nothing silently (unknown fields are a 422), converts types, answers the 422 of docs/errors.md. */
export function createValidationPipe(): ValidationPipe {
  return new BaltiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => AppException.invalid(toFieldErrors(errors)),
  });
}
