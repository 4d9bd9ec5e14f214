/**
 * Schema-driven mutations for the schema/validator agreement tests: walks a valid document
 * together with its schema and, for every value the schema constrains, derives documents
 * that break exactly one constraint at a known JSON Pointer — a value of the wrong type, an
 * integer below the minimum, above the maximum or not whole, a string outside the enum or
 * the pattern, an empty list where one item is needed, a required key removed, an unknown
 * key added where the schema forbids it.
 */
import { readFileSync } from 'node:fs';
import { compileSchema, type Schema, type Validator } from './json-schema.js';

type SchemaObject = { readonly [keyword: string]: unknown };

/** One way to break a valid document. */
export interface Mutation {
  /** What was done: `type`, `minimum`, `maximum`, `integer`, `enum`, `pattern`, `minLength`, `minItems`, `required`, `additionalProperties`. */
  readonly kind: string;
  /** JSON Pointer of the broken value (of the removed or added key for `required` / `additionalProperties`). */
  readonly pointer: string;
  /** The pointer with array indices replaced by `*`, for matching known gaps. */
  readonly shape: string;
  /** The value put there (`undefined` when a key was removed). */
  readonly value: unknown;
  /** The broken document (a fresh copy). */
  readonly document: unknown;
}

/** Reads a schema from the repository's `schemas/` directory. */
export function loadSchema(file: string): SchemaObject {
  return JSON.parse(readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8')) as SchemaObject;
}

/** Compiles a schema from `schemas/`. */
export function schemaValidator(file: string): Validator {
  return compileSchema(loadSchema(file));
}

function escapeKey(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

function pointerOf(path: readonly (string | number)[]): string {
  return path.map((part) => `/${escapeKey(part)}`).join('');
}

function shapeOf(path: readonly (string | number)[]): string {
  return path.map((part) => (typeof part === 'number' ? '/*' : `/${escapeKey(part)}`)).join('');
}

interface Site {
  readonly path: readonly (string | number)[];
  readonly value: unknown;
  readonly schemas: SchemaObject[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every constrained value of a valid document with the (sub)schemas that apply to it. */
function sitesOf(root: SchemaObject, document: unknown): Site[] {
  const validator = compileSchema(root);
  const sites = new Map<string, Site>();
  const compiled = new Map<Schema, Validator>();
  const passes = (schema: Schema, value: unknown): boolean => {
    let validator = compiled.get(schema);
    if (validator === undefined) {
      validator = compileSchema({ $defs: root.$defs, allOf: [schema] });
      compiled.set(schema, validator);
    }
    return validator.validate(value).length === 0;
  };
  const visit = (schema: Schema, value: unknown, path: readonly (string | number)[]): void => {
    if (typeof schema === 'boolean') return;
    const key = pointerOf(path);
    let site = sites.get(key);
    if (site === undefined) {
      site = { path, value, schemas: [] };
      sites.set(key, site);
    }
    site.schemas.push(schema);
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.replace('#/$defs/', '');
      visit((root.$defs as Record<string, Schema>)[name] as Schema, value, path);
    }
    for (const sub of (schema.allOf ?? []) as Schema[]) visit(sub, value, path);
    for (const list of ['anyOf', 'oneOf'] as const) {
      const branch = ((schema[list] ?? []) as Schema[]).find((sub) => passes(sub, value));
      if (branch !== undefined) visit(branch, value, path);
    }
    if (schema.if !== undefined) {
      const branch = passes(schema.if as Schema, value) ? schema.then : schema.else;
      if (branch !== undefined) visit(branch as Schema, value, path);
    }
    if (isObject(value)) {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      for (const [name, item] of Object.entries(value)) {
        if (Object.hasOwn(properties, name)) visit(properties[name] as Schema, item, [...path, name]);
        else if (typeof schema.additionalProperties === 'object')
          visit(schema.additionalProperties as Schema, item, [...path, name]);
      }
    }
    if (Array.isArray(value) && schema.items !== undefined) {
      for (const [index, item] of value.entries()) visit(schema.items as Schema, item, [...path, index]);
    }
  };
  if (validator.validate(document).length > 0) throw new Error('sitesOf needs a valid document');
  visit(root, document, []);
  return [...sites.values()];
}

function setAt(
  document: unknown,
  path: readonly (string | number)[],
  value: unknown,
  remove = false,
): unknown {
  const copy = structuredClone(document);
  if (path.length === 0) return value;
  let parent = copy as Record<string | number, unknown>;
  for (const part of path.slice(0, -1)) parent = parent[part] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) delete parent[last];
  else parent[last] = value;
  return copy;
}

const SAMPLES: readonly unknown[] = [17, 'text', true, null, [], {}];

function hasType(value: unknown, type: string): boolean {
  if (type === 'integer') return typeof value === 'number' && Number.isInteger(value);
  if (type === 'number') return typeof value === 'number';
  if (type === 'null') return value === null;
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return isObject(value);
  return typeof value === type;
}

/**
 * Every single-constraint mutation of a valid document. Values are chosen so the schema
 * rejects them at the mutation's pointer and nowhere else.
 */
export function mutationsOf(root: SchemaObject, document: unknown, perShape = 2): Mutation[] {
  const mutations: Mutation[] = [];
  // The same break at the same place in another array item adds little: keep two of each.
  const seen = new Map<string, number>();
  const done = new Set<string>();
  const add = (kind: string, path: readonly (string | number)[], value: unknown, remove = false) => {
    const exact = `${kind} ${pointerOf(path)} ${JSON.stringify(value)}`;
    const key = `${kind} ${shapeOf(path)} ${typeof value === 'number' ? 'n' : JSON.stringify(value)}`;
    const count = seen.get(key) ?? 0;
    if (count >= perShape || done.has(exact)) return;
    seen.set(key, count + 1);
    done.add(exact);
    mutations.push({
      kind,
      pointer: pointerOf(path),
      shape: shapeOf(path),
      value,
      document: setAt(document, path, value, remove),
    });
  };
  for (const site of sitesOf(root, document)) {
    const keyword = (name: string): unknown => site.schemas.find((schema) => name in schema)?.[name];
    const type = keyword('type') as string | undefined;
    const allowed = (value: unknown) =>
      (type === undefined || hasType(value, type)) &&
      ((keyword('enum') as unknown[] | undefined)?.includes(value) ?? true);
    const constrained = type !== undefined || keyword('enum') !== undefined;
    if (constrained) {
      for (const sample of SAMPLES) if (!allowed(sample)) add('type', site.path, sample);
    }
    if (keyword('enum') !== undefined) add('enum', site.path, 'not-an-option');
    const value = site.value;
    if (typeof value === 'number') {
      const minimum = keyword('minimum') as number | undefined;
      const maximum = keyword('maximum') as number | undefined;
      if (minimum !== undefined) add('minimum', site.path, minimum - 1);
      if (maximum !== undefined) add('maximum', site.path, maximum + 1);
      if (type === 'integer') {
        const half = maximum !== undefined && value + 0.5 > maximum ? value - 0.5 : value + 0.5;
        add('integer', site.path, half);
      }
    }
    if (typeof value === 'string') {
      const pattern = keyword('pattern') as string | undefined;
      const minLength = keyword('minLength') as number | undefined;
      if (pattern !== undefined) {
        const regex = new RegExp(pattern, 'u');
        const bad = ['x#', ' ', ''].find((text) => !regex.test(text) && text.length >= (minLength ?? 0));
        if (bad !== undefined) add('pattern', site.path, bad);
      }
      if (minLength !== undefined && minLength > 0) add('minLength', site.path, '');
    }
    if (Array.isArray(value)) {
      const minItems = keyword('minItems') as number | undefined;
      if (minItems !== undefined && minItems > 0) add('minItems', site.path, []);
    }
    if (isObject(value)) {
      for (const schema of site.schemas) {
        for (const name of (schema.required ?? []) as string[]) {
          if (Object.hasOwn(value, name)) add('required', [...site.path, name], undefined, true);
        }
        if (schema.additionalProperties === false)
          add('additionalProperties', [...site.path, 'unexpected'], 1);
      }
    }
  }
  return mutations;
}

/** What the library did with a document: the JSON Pointers of its problems, first one first, or a crash. */
export type LibraryVerdict = { readonly pointers: readonly string[] } | { readonly crash: string };

/**
 * How a documented gap behaves, as the library's outcome summarised by {@link outcomeOf}:
 * `'accepts'`, the pointer of its first problem, or `crash <error>`; a function gives the
 * exact outcome or a pattern for it from the mutation.
 */
export type GapBehaviour = 'accepts' | ((mutation: Mutation) => string | RegExp);

/** The library's outcome in one string: `accepts`, the first problem's pointer, or `crash <error>`. */
export function outcomeOf(verdict: LibraryVerdict): string {
  return 'crash' in verdict ? `crash ${verdict.crash}` : (verdict.pointers[0] ?? 'accepts');
}

/**
 * A known disagreement between a schema and its library validator, matched by the
 * mutation kind and the pointer shape (indices as `*`).
 */
export interface KnownGap {
  /** Mutation kinds it covers (`undefined`: every kind). */
  readonly kinds?: readonly string[];
  /** The pointer shape, indices as `*`. */
  readonly shape: string;
  /** Only for mutations to these values (`undefined`: every value). */
  readonly values?: (value: unknown) => boolean;
  /** What the library does instead: accept, or report the first problem at this pointer. */
  readonly library: GapBehaviour;
  /** Why, for the report. */
  readonly why: string;
}

/** The gap a mutation falls under, if any. */
export function gapFor(gaps: readonly KnownGap[], mutation: Mutation): KnownGap | undefined {
  return gaps.find(
    (gap) =>
      gap.shape === mutation.shape &&
      (gap.kinds === undefined || gap.kinds.includes(mutation.kind)) &&
      (gap.values === undefined || gap.values(mutation.value)),
  );
}

/** Runs a library check, turning a thrown non-`MindsportError` into a crash verdict. */
export function verdictOf(check: () => readonly { readonly pointer: string }[]): LibraryVerdict {
  try {
    return { pointers: check().map((problem) => problem.pointer) };
  } catch (error) {
    if (error !== null && typeof error === 'object' && 'pointer' in error)
      return { pointers: [(error as { pointer: string }).pointer] };
    return { crash: String(error) };
  }
}
