/**
 * Every `@example` in the TSDoc of `src/` and every ```ts block of the guides in `docs/`
 * and of `README.md` runs, and every `console.log(…) // expected` line in it prints what its comment says. Imports of `mindsport` and its subpaths are
 * pointed at the sources, so the examples cannot rot.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const source = join(root, 'src');
// One folder per test process: several runs at once (other sessions, watch mode) must not
// delete each other's files.
const scratch = join(root, 'tests', '.examples', String(process.pid));

interface Example {
  readonly file: string;
  readonly line: number;
  readonly code: string;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'cli' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function examplesOf(file: string): Example[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const found: Example[] = [];
  let inExample = false;
  let code: string[] | undefined;
  let start = 0;
  for (const [index, raw] of lines.entries()) {
    const text = raw.replace(/^\s*\*\s?/, '');
    if (/^\s*\*\s*@example/.test(raw)) inExample = true;
    else if (/^\s*\*\s*@\w+/.test(raw) && code === undefined) inExample = false;
    if (!inExample) continue;
    if (code === undefined && /^```(ts|typescript)\s*$/.test(text.trim())) {
      code = [];
      start = index + 2;
    } else if (code !== undefined && text.trim() === '```') {
      found.push({ file, line: start, code: code.join('\n') });
      code = undefined;
      inExample = false;
    } else if (code !== undefined) code.push(text);
  }
  return found;
}

function resolveImports(code: string): string {
  return code.replace(/from '(mindsport(?:\/[a-z]+)?)'/g, (_, specifier: string) => {
    const sub = specifier === 'mindsport' ? 'index.ts' : `${specifier.slice('mindsport/'.length)}/index.ts`;
    return `from '${pathToFileURL(join(source, sub)).href}'`;
  });
}

/** Expected output of each `console.log(…); // text` line, in order. */
function expectedOutput(code: string): (string | undefined)[] {
  return code
    .split('\n')
    .filter((line) => /^\s*console\.log\(/.test(line))
    .map((line) => /\)\s*;?\s*\/\/\s?(.*)$/.exec(line)?.[1]?.trim());
}

/** ```ts blocks of a Markdown file (blocks marked ```ts no-run are shown, not run). */
function markdownExamples(file: string): Example[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const found: Example[] = [];
  let code: string[] | undefined;
  let start = 0;
  for (const [index, line] of lines.entries()) {
    if (code === undefined && /^```(ts|typescript)\s*$/.test(line.trim())) {
      code = [];
      start = index + 2;
    } else if (code !== undefined && line.trim() === '```') {
      found.push({ file, line: start, code: code.join('\n') });
      code = undefined;
    } else if (code !== undefined) code.push(line);
  }
  return found;
}

/**
 * The guides in `docs/` and `README.md` (the typedoc landing page, with one example per
 * module).
 */
function guideExamples(): Example[] {
  const directory = join(root, 'docs');
  const guides = readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(directory, name));
  return [join(root, 'README.md'), ...guides].flatMap(markdownExamples);
}

const examples = [...sourceFiles(source).flatMap(examplesOf), ...guideExamples()];
mkdirSync(scratch, { recursive: true });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('TSDoc and guide examples run and print what they say', () => {
  it('there are examples to run, among them one per module on the landing page (README.md)', () => {
    expect(examples.length).toBeGreaterThan(10);
    const readme = examples.filter((example) => example.file === join(root, 'README.md'));
    for (const module of [
      "'mindsport'",
      "'mindsport/othello'",
      "'mindsport/diplomacy'",
      "'mindsport/draughts'",
      "'mindsport/ladder'",
      "'mindsport/grandprix'",
    ]) {
      expect(
        readme.some((example) => example.code.includes(`from ${module}`)),
        `README.md has an example importing ${module}`,
      ).toBe(true);
    }
  });
  for (const [index, example] of examples.entries()) {
    const where = `${relative(root, example.file)}:${example.line}`;
    it(where, async () => {
      const path = join(scratch, `example-${index}.ts`);
      writeFileSync(path, `${resolveImports(example.code)}\nexport {};\n`);
      const printed: string[] = [];
      const original = console.log;
      console.log = (...args: unknown[]) => {
        printed.push(format(...args));
      };
      try {
        await import(pathToFileURL(path).href);
      } finally {
        console.log = original;
      }
      const expected = expectedOutput(example.code);
      expect(printed.length, `${where}: number of lines printed`).toBe(expected.length);
      for (const [line, text] of expected.entries()) {
        if (text !== undefined)
          expect(printed[line]?.replace(/\s+/g, ''), `${where}: line ${line + 1}`).toBe(
            text.replace(/\s+/g, ''),
          );
      }
    });
  }
});
