/**
 * The schema/validator agreement check shared by the per-module tests (issue #12): a
 * generated valid document passes both the schema and the library; every single-constraint
 * mutation of it (see `mutations.ts`) fails the schema at one pointer P and the library
 * with its first problem at the same P — or behaves exactly as a documented known gap says.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { compileSchema } from './json-schema.js';
import {
  gapFor,
  type KnownGap,
  loadSchema,
  type Mutation,
  mutationsOf,
  outcomeOf,
  verdictOf,
} from './mutations.js';

/** What a module's agreement test needs. */
export interface AgreementSetup {
  /** File name in `schemas/`. */
  readonly schema: string;
  /** Valid documents (the library must accept every one). */
  readonly documents: fc.Arbitrary<unknown>;
  /** The library's check: its problems, first one first (may throw a `MindsportError`). */
  readonly check: (document: unknown) => readonly { readonly pointer: string }[];
  /** Documented disagreements. */
  readonly gaps: readonly KnownGap[];
  /** fast-check runs. */
  readonly numRuns: number;
}

/** Which documented gaps the mutations ran into: still open (behaving as documented), or closed (agreeing now). */
export interface GapCoverage {
  /** Gaps whose mutations behaved exactly as documented. */
  readonly open: Set<KnownGap>;
  /** Gaps whose mutations agree with the schema now (fixed in the library since). */
  readonly closed: Set<KnownGap>;
}

/**
 * Runs the agreement property; returns which documented gaps the mutations ran into (so a
 * test can check that the generated documents exercise every one of them).
 */
export function checkAgreement(setup: AgreementSetup): GapCoverage {
  const schema = loadSchema(setup.schema);
  const validator = compileSchema(schema);
  const coverage: GapCoverage = { open: new Set(), closed: new Set() };
  // MINDSPORT_SCHEMA_EXPLORE=1 lists every disagreement instead of stopping at the first.
  const explore = process.env.MINDSPORT_SCHEMA_EXPLORE ? new Set<string>() : undefined;
  // MINDSPORT_SCHEMA_SHAPES=1 lists the kinds of mutation tried (kind and pointer shape).
  const shapes = process.env.MINDSPORT_SCHEMA_SHAPES ? new Set<string>() : undefined;
  fc.assert(
    fc.property(setup.documents, (document) => {
      const json = JSON.parse(JSON.stringify(document)) as unknown;
      expect(validator.validate(json), 'schema accepts the generated document').toEqual([]);
      expect(
        verdictOf(() => setup.check(json)),
        'library accepts the generated document',
      ).toEqual({
        pointers: [],
      });
      for (const mutation of mutationsOf(schema, json)) {
        shapes?.add(`${mutation.kind} ${mutation.shape}`);
        if (explore === undefined) checkMutation(setup, validator, mutation, coverage);
        else exploreMutation(setup, mutation, explore);
      }
    }),
    { numRuns: setup.numRuns },
  );
  if (explore !== undefined) console.log([...explore].sort().join('\n'));
  if (shapes !== undefined)
    console.log(`${setup.schema}: ${shapes.size} kinds of mutation\n${[...shapes].sort().join('\n')}`);
  return coverage;
}

function checkMutation(
  setup: AgreementSetup,
  validator: ReturnType<typeof compileSchema>,
  mutation: Mutation,
  coverage: GapCoverage,
): void {
  const label = `${mutation.kind} at ${mutation.pointer} = ${JSON.stringify(mutation.value)}`;
  const pointers = [...new Set(validator.validate(mutation.document).map((error) => error.pointer))];
  if (pointers.length !== 1 || pointers[0] !== mutation.pointer)
    expect(pointers, `schema: ${label}`).toEqual([mutation.pointer]);
  const verdict = verdictOf(() => setup.check(mutation.document));
  const gap = gapFor(setup.gaps, mutation);
  if (gap !== undefined) {
    const outcome = outcomeOf(verdict);
    // A gap the module's owner has closed since agrees now: fine, and reported as closed.
    if (outcome === mutation.pointer) {
      coverage.closed.add(gap);
      return;
    }
    coverage.open.add(gap);
    const expected = gap.library === 'accepts' ? 'accepts' : gap.library(mutation);
    const matches = typeof expected === 'string' ? outcome === expected : expected.test(outcome);
    if (!matches) expect(outcome, `library (known gap: ${gap.why}): ${label}`).toBe(String(expected));
    return;
  }
  const outcome = outcomeOf(verdict);
  if (outcome !== mutation.pointer) expect(outcome, `library: ${label}`).toBe(mutation.pointer);
}

function exploreMutation(setup: AgreementSetup, mutation: Mutation, found: Set<string>): void {
  const first = outcomeOf(verdictOf(() => setup.check(mutation.document)));
  if (first === mutation.pointer) return;
  const value = typeof mutation.value === 'number' ? 'n' : JSON.stringify(mutation.value);
  found.add(`${mutation.kind} ${mutation.shape} = ${value} → ${first.replace(/\/\d+/g, '/*')}`);
}
