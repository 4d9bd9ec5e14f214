/**
 * The import rules of ../shared/STYLE.md ("Who may import whom"), checked on every file of
 * src/: core knows no game; games never import each other, except grandprix → othello (its
 * standings are an input); nothing imports the command line; only the command line uses
 * Node's modules (the library takes bytes and objects, so it runs in browsers).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');
const GAMES = ['othello', 'diplomacy', 'draughts', 'ladder', 'grandprix'];

/** Which game module each game may import besides core. */
const ALLOWED_GAME_IMPORTS: Readonly<Record<string, readonly string[]>> = { grandprix: ['othello'] };

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The part of src/ a file belongs to: its first folder (`core`, `othello`, …, `cli`), or `index` for src/index.ts. */
function partOf(path: string): string {
  const [first, second] = relative(source, path).split(sep);
  return second === undefined ? 'index' : (first as string);
}

/** Every module specifier a file imports or re-exports, statically or dynamically. */
function specifiers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*'([^']+)'/g))
    found.push(match[1] as string);
  for (const match of text.matchAll(/(?:^|\n)\s*import\s*'([^']+)'/g)) found.push(match[1] as string);
  for (const match of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) found.push(match[1] as string);
  return found;
}

interface Edge {
  readonly from: string;
  readonly fromPart: string;
  readonly target: string;
  readonly targetPart: string;
}

const edges: Edge[] = files(source).flatMap((file) =>
  specifiers(readFileSync(file, 'utf8')).map((specifier) => {
    const relativeTarget = specifier.startsWith('.');
    const target = relativeTarget ? resolve(dirname(file), specifier) : specifier;
    return {
      from: relative(source, file),
      fromPart: partOf(file),
      target: relativeTarget ? relative(source, target) : specifier,
      targetPart: relativeTarget ? partOf(target) : specifier.startsWith('node:') ? 'node' : 'package',
    };
  }),
);

const broken = (rule: (edge: Edge) => boolean) =>
  edges.filter(rule).map((edge) => `${edge.from} imports ${edge.target}`);

describe('import rules (STYLE.md "Who may import whom")', () => {
  it('finds the imports it checks', () => {
    expect(
      edges.filter((edge) => edge.fromPart === 'grandprix' && edge.targetPart === 'othello'),
    ).not.toEqual([]);
    expect(edges.filter((edge) => edge.fromPart === 'cli' && edge.targetPart === 'node')).not.toEqual([]);
  });

  it('core knows no game and no command line', () => {
    expect(
      broken((edge) => edge.fromPart === 'core' && [...GAMES, 'cli', 'index'].includes(edge.targetPart)),
    ).toEqual([]);
  });

  it('games import core and no other game, except grandprix → othello', () => {
    expect(
      broken(
        (edge) =>
          GAMES.includes(edge.fromPart) &&
          GAMES.includes(edge.targetPart) &&
          edge.targetPart !== edge.fromPart &&
          !(ALLOWED_GAME_IMPORTS[edge.fromPart] ?? []).includes(edge.targetPart),
      ),
    ).toEqual([]);
  });

  it('nothing in the library imports the command line', () => {
    expect(broken((edge) => edge.fromPart !== 'cli' && edge.targetPart === 'cli')).toEqual([]);
  });

  it('only the command line uses Node modules, and nothing uses another package (zero dependencies)', () => {
    expect(broken((edge) => edge.fromPart !== 'cli' && edge.targetPart === 'node')).toEqual([]);
    expect(broken((edge) => edge.targetPart === 'package')).toEqual([]);
  });
});
