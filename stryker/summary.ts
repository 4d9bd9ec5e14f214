/**
 * Prints the mutation-testing summary of the areas named on the command line (all when
 * none), read from `reports/mutation/<area>.json` (the mutation-testing-report-schema
 * StrykerJS writes): mutants, killed, survived, timeout, no coverage and score per area and
 * overall. Score = (killed + timeout) / (killed + timeout + survived + no coverage), as Stryker
 * counts it; ignored, compile-error and runtime-error mutants are left out of it.
 * Also lists each area's surviving and uncovered mutants as `file:line:column mutator → replacement`
 * when `--survivors` is given.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';

interface Mutant {
  readonly status: string;
  readonly mutatorName: string;
  readonly replacement?: string;
  readonly location: { readonly start: { readonly line: number; readonly column: number } };
}
interface Report {
  readonly files: Readonly<Record<string, { readonly mutants: readonly Mutant[] }>>;
}

const AREAS = ['core', 'othello', 'diplomacy', 'draughts', 'ladder', 'grandprix'] as const;
const args = process.argv.slice(2);
const listSurvivors = args.includes('--survivors');
const named = args.filter((arg) => !arg.startsWith('--'));
const areas = named.length > 0 ? named : [...AREAS];

interface Counts {
  mutants: number;
  killed: number;
  survived: number;
  timeout: number;
  noCoverage: number;
  other: number;
}
const empty = (): Counts => ({ mutants: 0, killed: 0, survived: 0, timeout: 0, noCoverage: 0, other: 0 });
const score = (c: Counts): string => {
  const valid = c.killed + c.timeout + c.survived + c.noCoverage;
  return valid === 0 ? '–' : `${((100 * (c.killed + c.timeout)) / valid).toFixed(2)} %`;
};

const rows: string[][] = [];
const total = empty();
const survivors: string[] = [];
for (const area of areas) {
  const file = `reports/mutation/${area}.json`;
  if (!existsSync(file)) {
    rows.push([area, 'no report', '', '', '', '', '', '']);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  const counts = empty();
  for (const [path, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      counts.mutants += 1;
      if (mutant.status === 'Killed') counts.killed += 1;
      else if (mutant.status === 'Survived') counts.survived += 1;
      else if (mutant.status === 'Timeout') counts.timeout += 1;
      else if (mutant.status === 'NoCoverage') counts.noCoverage += 1;
      else counts.other += 1;
      if (listSurvivors && (mutant.status === 'Survived' || mutant.status === 'NoCoverage')) {
        const { line, column } = mutant.location.start;
        survivors.push(
          `${path}:${line}:${column} ${mutant.status} ${mutant.mutatorName} → ${JSON.stringify(mutant.replacement ?? '')}`,
        );
      }
    }
  }
  for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += counts[key];
  const when = statSync(file).mtime.toISOString().slice(0, 16).replace('T', ' ');
  rows.push([
    area,
    String(counts.mutants),
    String(counts.killed),
    String(counts.survived),
    String(counts.timeout),
    String(counts.noCoverage),
    score(counts),
    when,
  ]);
}
rows.push([
  'overall',
  String(total.mutants),
  String(total.killed),
  String(total.survived),
  String(total.timeout),
  String(total.noCoverage),
  score(total),
  '',
]);

const header = ['area', 'mutants', 'killed', 'survived', 'timeout', 'no coverage', 'score', 'report (UTC)'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]!.length)),
);
const line = (cells: readonly string[]): string =>
  cells
    .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
    .join('  ');
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));
if (listSurvivors) for (const survivor of survivors) console.log(survivor);
