/**
 * Every input document the project shows validates against its schema (issue #12): each
 * `examples/*.json` file, and every document the guides in `docs/` and the TSDoc examples
 * of the game modules pass to the library. The documents of the guides and TSDoc examples
 * are caught by running the examples with `mindsport/<module>` pointed at a shim that
 * records the arguments of every exported function; a recorded document that the module's
 * validator accepts must pass the schema too.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateDiplomacyTournament as validateDiplomacy } from '../../src/diplomacy/index.js';
import { validateDraughtsTournament as validateDraughts } from '../../src/draughts/index.js';
import { validateGrandPrixSeason } from '../../src/grandprix/index.js';
import { validateLadderSeason } from '../../src/ladder/index.js';
import { validateOthelloTournament as validateOthello } from '../../src/othello/index.js';
import { schemaValidator } from './mutations.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = join(root, 'tests', '.schema-examples');

interface Module {
  /** Subpath and source directory. */
  readonly name: 'othello' | 'diplomacy' | 'draughts' | 'ladder' | 'grandprix';
  /** The schema file. */
  readonly schema: string;
  /** The example file in `examples/`. */
  readonly example: string;
  /** Whether a value is this module's input document (by its top-level lists). */
  readonly isDocument: (value: Record<string, unknown>) => boolean;
  /** The module's validator: true when it accepts. */
  readonly accepts: (document: unknown) => boolean;
}

const lists =
  (...keys: string[]) =>
  (value: Record<string, unknown>) =>
    keys.every((key) => Array.isArray(value[key]));

const MODULES: readonly Module[] = [
  {
    name: 'othello',
    schema: 'othello-tournament.schema.json',
    example: 'othello-tournament.json',
    isDocument: lists('players', 'rounds'),
    accepts: (document) => validateOthello(document).ok,
  },
  {
    name: 'diplomacy',
    schema: 'diplomacy-event.schema.json',
    example: 'diplomacy-event.json',
    isDocument: lists('players', 'rounds'),
    accepts: (document) => validateDiplomacy(document).ok,
  },
  {
    name: 'draughts',
    schema: 'draughts-event.schema.json',
    example: 'draughts-event.json',
    isDocument: lists('players', 'games'),
    accepts: (document) => validateDraughts(document as never).ok,
  },
  {
    name: 'ladder',
    schema: 'ladder-season.schema.json',
    example: 'ladder-season.json',
    isDocument: lists('players', 'rounds'),
    accepts: (document) => validateLadderSeason(document as never).ok,
  },
  {
    name: 'grandprix',
    schema: 'grandprix-season.schema.json',
    example: 'grandprix-season.json',
    isDocument: lists('players', 'tournaments'),
    accepts: (document) => validateGrandPrixSeason(document).ok,
  },
];

describe('examples/*.json validate against their schemas', () => {
  it('every JSON example has a schema', () => {
    const files = readdirSync(join(root, 'examples')).filter((name) => name.endsWith('.json'));
    expect(files.sort()).toEqual(MODULES.map((module) => module.example).sort());
  });
  for (const module of MODULES) {
    it(`examples/${module.example} passes schemas/${module.schema} and the library`, () => {
      const document = JSON.parse(readFileSync(join(root, 'examples', module.example), 'utf8')) as unknown;
      expect(schemaValidator(module.schema).validate(document)).toEqual([]);
      expect(module.accepts(document)).toBe(true);
    });
  }
});

interface Example {
  readonly where: string;
  readonly code: string;
}

/** ```ts blocks of the guides (not ```ts no-run). */
function guideExamples(): Example[] {
  const directory = join(root, 'docs');
  return readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) => {
      const blocks = [
        ...readFileSync(join(directory, name), 'utf8').matchAll(
          /^```(?:ts|typescript)[ \t]*\n([\s\S]*?)^```/gm,
        ),
      ];
      return blocks.map((block, index) => ({
        where: `docs/${name} block ${index + 1}`,
        code: block[1] as string,
      }));
    });
}

/** TSDoc `@example` ```ts blocks of a module's sources. */
function tsdocExamples(module: string): Example[] {
  const directory = join(root, 'src', module);
  return readdirSync(directory)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => {
      const text = readFileSync(join(directory, name), 'utf8');
      const blocks = [
        ...text.matchAll(/@example\s*\n\s*\*\s*```(?:ts|typescript)\s*\n([\s\S]*?)\n\s*\*\s*```/g),
      ];
      return blocks.map((block, index) => ({
        where: `src/${module}/${name} example ${index + 1}`,
        code: (block[1] as string).replace(/^\s*\* ?/gm, ''),
      }));
    });
}

type Recorded = Map<string, { readonly where: string; readonly document: unknown }[]>;

declare global {
  // The shims report through this while an example runs.
  var mindsportSchemaRecord: ((module: string, args: readonly unknown[]) => void) | undefined;
}

/** Writes `shim-<module>.ts`: the module re-exported, every lower-case exported function wrapped to record its arguments. */
async function writeShim(module: string): Promise<string> {
  const source = pathToFileURL(join(root, 'src', module, 'index.ts')).href;
  const real = (await import(source)) as Record<string, unknown>;
  const wrapped = Object.keys(real).filter((key) => typeof real[key] === 'function' && /^[a-z]/.test(key));
  const lines = [
    `import * as real from '${source}';`,
    `export * from '${source}';`,
    ...wrapped.map(
      (key) =>
        `export const ${key} = (...args: any[]) => { globalThis.mindsportSchemaRecord?.('${module}', args); return (real.${key} as any)(...args); };`,
    ),
  ];
  const path = join(scratch, `shim-${module}.ts`);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return pathToFileURL(path).href;
}

describe('documents in the guides and TSDoc examples validate against their schemas', () => {
  const recorded: Recorded = new Map(MODULES.map((module) => [module.name, []]));
  const examples: Example[] = [];
  beforeAll(async () => {
    mkdirSync(scratch, { recursive: true });
    const shims = new Map<string, string>();
    for (const module of MODULES) shims.set(module.name, await writeShim(module.name));
    examples.push(...guideExamples(), ...MODULES.flatMap((module) => tsdocExamples(module.name)));
    let where = '';
    globalThis.mindsportSchemaRecord = (name, args) => {
      const module = MODULES.find((candidate) => candidate.name === name) as Module;
      for (const arg of args) {
        if (typeof arg !== 'object' || arg === null || Array.isArray(arg)) continue;
        if (!module.isDocument(arg as Record<string, unknown>)) continue;
        recorded.get(name)?.push({ where, document: JSON.parse(JSON.stringify(arg)) });
      }
    };
    const log = console.log;
    console.log = () => {};
    try {
      for (const [index, example] of examples.entries()) {
        where = example.where;
        const code = example.code.replace(/from '(mindsport(?:\/[a-z]+)?)'/g, (_, specifier: string) => {
          const sub = specifier.slice('mindsport/'.length);
          const target =
            shims.get(sub) ??
            pathToFileURL(join(root, 'src', sub === '' ? 'index.ts' : `${sub}/index.ts`)).href;
          return `from '${target}'`;
        });
        const path = join(scratch, `example-${index}.ts`);
        writeFileSync(path, `${code}\nexport {};\n`);
        try {
          await import(pathToFileURL(path).href);
        } catch {
          // An example that throws is the docs test's business; the documents it passed are recorded.
        }
      }
    } finally {
      console.log = log;
      globalThis.mindsportSchemaRecord = undefined;
    }
  }, 120_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  for (const module of MODULES) {
    it(`${module.name}: every document the library accepts passes schemas/${module.schema}`, () => {
      const documents = recorded.get(module.name) ?? [];
      expect(documents.length, `${module.name} documents recorded from the examples`).toBeGreaterThan(0);
      const validator = schemaValidator(module.schema);
      const failures = documents
        .filter(({ document }) => module.accepts(document))
        .map(({ where, document }) => ({ where, errors: validator.validate(document) }))
        .filter(({ errors }) => errors.length > 0);
      expect(failures).toEqual([]);
    });
  }
});
