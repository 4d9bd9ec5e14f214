/**
 * A small JSON Schema (draft 2020-12) validator for the keywords the schemas in `schemas/`
 * use, written for the tests so the package needs no validator dependency. It refuses any
 * keyword it does not know, so a schema can never rely on a keyword that is silently ignored.
 *
 * Errors carry a JSON Pointer (RFC 6901) to the offending value. For `required` and
 * `additionalProperties` the pointer names the missing or unexpected property itself
 * (`/players/0/name`), which is where `MindsportError.pointer` points; standard validators
 * such as Ajv report the parent object as `instancePath` and the property name in `params`.
 */

/** A JSON Schema object (the subset these tests understand). */
export type Schema = boolean | { readonly [keyword: string]: unknown };

/** One failed keyword. */
export interface SchemaError {
  /** JSON Pointer to the offending value (see the module comment for `required`). */
  readonly pointer: string;
  /** The keyword that failed. */
  readonly keyword: string;
  /** A short explanation. */
  readonly message: string;
}

const ANNOTATIONS = new Set([
  '$schema',
  '$id',
  '$comment',
  '$defs',
  'title',
  'description',
  'default',
  'examples',
  'format',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

const ASSERTIONS = new Set([
  '$ref',
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
]);

const TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'integer', 'string']);

function escapeKey(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return jsonType(value) === type;
  }
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (jsonType(a) !== jsonType(b) || typeof a !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => equal(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && equal(left[key], right[key]))
  );
}

/** A compiled schema: `validate(value)` lists every error, empty when the value is valid. */
export interface Validator {
  /** Every error of the value against the root schema. */
  validate(value: unknown): SchemaError[];
}

/**
 * Prepares a validator for a root schema whose `$ref`s point into its own `$defs`
 * (`#/$defs/name`). Throws on a keyword outside the supported subset.
 */
export function compileSchema(root: Schema): Validator {
  checkKeywords(root, '#');
  const patterns = new Map<string, RegExp>();
  const resolve = (ref: string): Schema => {
    const match = /^#\/\$defs\/([^/]+)$/.exec(ref);
    const defs = typeof root === 'object' ? (root.$defs as Record<string, Schema> | undefined) : undefined;
    const target = match === null ? undefined : defs?.[match[1] as string];
    if (target === undefined) throw new Error(`unresolvable $ref ${ref}`);
    return target;
  };

  const run = (schema: Schema, value: unknown, pointer: string, errors: SchemaError[]): void => {
    if (schema === true) return;
    if (schema === false) {
      errors.push({ pointer, keyword: 'false', message: 'no value is allowed here' });
      return;
    }
    const fail = (keyword: string, message: string, at = pointer) =>
      errors.push({ pointer: at, keyword, message });
    if (typeof schema.$ref === 'string') run(resolve(schema.$ref), value, pointer, errors);
    if (schema.type !== undefined) {
      const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
      if (!types.some((type) => hasType(value, type)))
        fail('type', `expected ${types.join(' or ')}, got ${jsonType(value)}`);
    }
    if (schema.enum !== undefined && !(schema.enum as unknown[]).some((option) => equal(option, value)))
      fail('enum', `${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
    if (Object.hasOwn(schema, 'const') && !equal(schema.const, value))
      fail('const', `expected ${JSON.stringify(schema.const)}`);
    if (typeof value === 'number') {
      if (typeof schema.minimum === 'number' && value < schema.minimum)
        fail('minimum', `${value} < ${schema.minimum}`);
      if (typeof schema.maximum === 'number' && value > schema.maximum)
        fail('maximum', `${value} > ${schema.maximum}`);
    }
    if (typeof value === 'string') {
      const length = [...value].length;
      if (typeof schema.minLength === 'number' && length < schema.minLength)
        fail('minLength', `shorter than ${schema.minLength}`);
      if (typeof schema.maxLength === 'number' && length > schema.maxLength)
        fail('maxLength', `longer than ${schema.maxLength}`);
      if (typeof schema.pattern === 'string') {
        let regex = patterns.get(schema.pattern);
        if (regex === undefined) {
          regex = new RegExp(schema.pattern, 'u');
          patterns.set(schema.pattern, regex);
        }
        if (!regex.test(value)) fail('pattern', `${JSON.stringify(value)} does not match ${schema.pattern}`);
      }
    }
    if (Array.isArray(value)) {
      if (typeof schema.minItems === 'number' && value.length < schema.minItems)
        fail('minItems', `fewer than ${schema.minItems} items`);
      if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
        fail('maxItems', `more than ${schema.maxItems} items`);
      if (schema.items !== undefined) {
        for (const [index, item] of value.entries())
          run(schema.items as Schema, item, `${pointer}/${index}`, errors);
      }
    }
    if (jsonType(value) === 'object') {
      const object = value as Record<string, unknown>;
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      for (const name of (schema.required ?? []) as string[]) {
        if (!Object.hasOwn(object, name))
          fail('required', `${name} is required`, `${pointer}/${escapeKey(name)}`);
      }
      for (const [key, item] of Object.entries(object)) {
        const at = `${pointer}/${escapeKey(key)}`;
        if (Object.hasOwn(properties, key)) run(properties[key] as Schema, item, at, errors);
        else if (schema.additionalProperties !== undefined) {
          if (schema.additionalProperties === false)
            fail('additionalProperties', `${key} is not allowed`, at);
          else run(schema.additionalProperties as Schema, item, at, errors);
        }
      }
    }
    const passes = (sub: Schema): boolean => {
      const found: SchemaError[] = [];
      run(sub, value, pointer, found);
      return found.length === 0;
    };
    if (schema.allOf !== undefined)
      for (const sub of schema.allOf as Schema[]) run(sub, value, pointer, errors);
    if (schema.anyOf !== undefined && !(schema.anyOf as Schema[]).some(passes))
      fail('anyOf', 'matches none of the alternatives');
    if (schema.oneOf !== undefined) {
      const count = (schema.oneOf as Schema[]).filter(passes).length;
      if (count !== 1) fail('oneOf', `matches ${count} alternatives, not exactly one`);
    }
    if (schema.not !== undefined && passes(schema.not as Schema)) fail('not', 'matches a forbidden schema');
    if (schema.if !== undefined) {
      const branch = passes(schema.if as Schema) ? schema.then : schema.else;
      if (branch !== undefined) run(branch as Schema, value, pointer, errors);
    }
  };

  return {
    validate(value: unknown): SchemaError[] {
      const errors: SchemaError[] = [];
      run(root, value, '', errors);
      return errors;
    },
  };
}

const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);
const SCHEMA_VALUES = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else']);
const SCHEMA_MAPS = new Set(['properties', '$defs']);

/** Throws on any keyword outside the supported subset, anywhere in the schema; checks `type` names. */
function checkKeywords(schema: Schema, where: string): void {
  if (typeof schema === 'boolean') return;
  for (const [keyword, value] of Object.entries(schema)) {
    if (!ANNOTATIONS.has(keyword) && !ASSERTIONS.has(keyword))
      throw new Error(`${where}: keyword ${keyword} is not supported by the test validator`);
    if (keyword === 'type') {
      for (const type of Array.isArray(value) ? value : [value])
        if (!TYPES.has(type as string)) throw new Error(`${where}: unknown type ${String(type)}`);
    }
    if (SCHEMA_LISTS.has(keyword)) {
      for (const [index, sub] of (value as Schema[]).entries())
        checkKeywords(sub, `${where}/${keyword}/${index}`);
    }
    if (SCHEMA_VALUES.has(keyword)) checkKeywords(value as Schema, `${where}/${keyword}`);
    if (SCHEMA_MAPS.has(keyword)) {
      for (const [name, sub] of Object.entries(value as Record<string, Schema>))
        checkKeywords(sub, `${where}/${keyword}/${name}`);
    }
  }
}
