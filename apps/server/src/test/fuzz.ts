/**
 * Request generators for the fuzz suites (visitor routes in `app.fuzz.test.ts`, console routes in
 * `platform/console/console.fuzz.test.ts`): values a route's zod schema accepts, mixed with hostile
 * ones (integers past 2³¹, NUL, lone surrogates, wrong types), and URL encoding that can send
 * malformed UTF-8.
 */
import fc from 'fast-check';
import { z } from 'zod';

export const hostileStrings = fc.oneof(
  fc.constantFrom('', ' ', '\0', 'a\0b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF', '😀', '2147483648', '-2147483649', '9'.repeat(30), '1e309', 'NaN', '-0', '0x10', '../../etc/passwd', '%00', '<svg onload=alert(1)>', "'; DROP TABLE place; --", '/\\evil.example', 'http://\0x'),
  // Any UTF-16 code units, lone surrogates and NUL included.
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
  fc.string({ maxLength: 3000 }),
);
const hostileNumbers = fc.oneof(
  fc.constantFrom(0, -1, 0.5, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, -(2 ** 31) - 1, 1e308, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.integer({ min: 1, max: 30 }),
  fc.double({ noNaN: true }),
);
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(hostileStrings, hostileNumbers, fc.boolean(), fc.constant(null), fc.array(fc.oneof(hostileStrings, hostileNumbers), { maxLength: 3 }), fc.dictionary(hostileStrings, hostileNumbers, { maxKeys: 3 }));

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
};

/** Values the schema accepts (roughly) mixed with values it must refuse. */
export function arbitraryOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => arbitraryOf(variant, depth + 1)), anyValue);
  if (schema.enum) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: anyValue });
  if (schema.const !== undefined) return fc.oneof({ weight: 4, arbitrary: fc.constant(schema.const) }, { weight: 1, arbitrary: anyValue });
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const inRange = fc.integer({ min: Math.ceil(Math.max(schema.minimum ?? -1000, -1e6)), max: Math.floor(Math.min(schema.maximum ?? 1000, 1e6)) });
      return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 3, arbitrary: hostileNumbers }, { weight: 1, arbitrary: anyValue });
    }
    case 'string':
      return fc.oneof({ weight: 4, arbitrary: hostileStrings }, { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9/_.-]{1,30}$/) }, { weight: 1, arbitrary: anyValue });
    case 'boolean':
      return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: anyValue });
    case 'array': {
      if (depth > 3) return anyValue;
      const item = schema.items ? arbitraryOf(schema.items, depth + 1) : anyValue;
      return fc.oneof({ weight: 4, arbitrary: fc.array(item, { maxLength: 12 }) }, { weight: 1, arbitrary: anyValue });
    }
    case 'object': {
      if (depth > 3) return anyValue;
      const properties = Object.entries(schema.properties ?? {});
      const known = fc.record(Object.fromEntries(properties.map(([key, value]) => [key, arbitraryOf(value, depth + 1)])), { requiredKeys: [] });
      const open = typeof schema.additionalProperties === 'object' ? fc.dictionary(fc.oneof(fc.stringMatching(/^[1-9]\d{0,11}$/), hostileStrings), arbitraryOf(schema.additionalProperties, depth + 1), { maxKeys: 4 }) : fc.constant({});
      const junk = fc.option(fc.dictionary(hostileStrings, anyValue, { maxKeys: 2 }), { freq: 4 });
      const object = fc.tuple(known, open, junk).map(([a, b, c]) => ({ ...b, ...a, ...(c ?? {}) }));
      return fc.oneof({ weight: 6, arbitrary: object }, { weight: 1, arbitrary: anyValue });
    }
    default:
      return anyValue;
  }
}

export function schemaOf(zodSchema: z.ZodType | undefined): JsonSchema | null {
  return zodSchema ? (z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : null;
}

/** Percent-encodes text as the bytes a hostile client may send: a lone surrogate becomes its (invalid) WTF-8 bytes. */
export function encodeLoosely(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    else out += encodeURIComponent(char);
  }
  return out;
}

/** The URL of a generated request: its path parameters and query (plus a junk pair, if any) encoded loosely. */
export function fuzzedUrl(routePath: string, input: { params: unknown; query: unknown; junk: [string, string] | null }): string {
  const paramValues = input.params && typeof input.params === 'object' ? (input.params as Record<string, unknown>) : {};
  const path = routePath.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeLoosely(paramValues[name] ?? 'x') || 'x');
  const pairs = input.query && typeof input.query === 'object' && !Array.isArray(input.query) ? Object.entries(input.query as Record<string, unknown>) : [];
  if (input.junk) pairs.push(input.junk);
  const search = pairs.map(([key, value]) => `${encodeLoosely(key)}=${encodeLoosely(value)}`).join('&');
  return search ? `${path}?${search}` : path;
}

/** Characters PostgreSQL's text or jsonb refuse: NUL and lone surrogates. */
const POISONS = ['\0', '\uD800', '\uDBFF', '\uDFFF'];

/** A string of the schema's length, pattern or format. */
function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot generate from: plain text below.
    }
  }
  const minLength = Math.min(schema.minLength ?? 0, 200);
  return fc.string({ unit: fc.constantFrom('a', 'Z', '7', ' ', '-', '颐', '和', '园', '😀', '/'), minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
}

/**
 * Values that follow the schema everywhere (every property, lengths, ranges, patterns), except that
 * now and then one leaf is poisoned: a NUL or a lone surrogate inside an otherwise fitting string,
 * or an integer past 2³¹. A 500 hides behind a body whose every other field is valid, which values
 * from `arbitraryOf` alone seldom are when a body has ten fields.
 */
export function nearlyValidOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => nearlyValidOf(variant, depth + 1)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'integer':
    case 'number': {
      const min = Math.ceil(Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1001) + 1, -1e6));
      const max = Math.floor(Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1001) - 1, 1e6));
      return fc.oneof({ weight: 12, arbitrary: fc.integer({ min, max: Math.max(min, max) }) }, { weight: 1, arbitrary: fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 0.5) });
    }
    case 'string': {
      const fitting = plausibleString(schema);
      const poisoned = fc.tuple(fitting, fc.nat(), fc.constantFrom(...POISONS)).map(([text, at, poison]) => {
        const index = at % (text.length + 1);
        return text.slice(0, index) + poison + text.slice(index + (text.length > 0 && (schema.maxLength ?? Infinity) <= text.length ? 1 : 0));
      });
      return fc.oneof({ weight: 6, arbitrary: fitting }, { weight: 1, arbitrary: poisoned });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > 6) return fc.constant([]);
      const item = schema.items ? nearlyValidOf(schema.items, depth + 1) : anyValue;
      return fc.array(item, { minLength: Math.min(schema.minItems ?? 0, 5), maxLength: Math.max(Math.min(schema.minItems ?? 0, 5), Math.min(schema.maxItems ?? 4, 4)) });
    }
    case 'object': {
      if (depth > 6) return fc.constant({});
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const keys = properties.filter(([key]) => required.has(key)).map(([key]) => key);
      const known = fc.record(Object.fromEntries(properties.map(([key, value]) => [key, nearlyValidOf(value, depth + 1)])), { requiredKeys: keys });
      if (typeof schema.additionalProperties !== 'object') return known;
      const open = fc.dictionary(fc.stringMatching(/^[1-9]\d{0,5}$/), nearlyValidOf(schema.additionalProperties, depth + 1), { maxKeys: 3 });
      return fc.tuple(known, open).map(([a, b]) => ({ ...b, ...a }));
    }
    default:
      return anyValue;
  }
}
