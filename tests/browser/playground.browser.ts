/**
 * Browser check of the playground (issue 28 "A page in the browser"): the page of
 * docs/playground/ with the library's browser build (dist/ ESM), served over HTTP and opened
 * in headless Chromium. A harness page holds the playground in a frame and gives it each
 * example file, and broken ones, through its own file input (a `File` set on the input and
 * a `change` event, as when a director picks one); then reads back what the page shows —
 * caption, headers, cells with their exact values, the undecided places, the errors with
 * line and column — and this test compares it with what the library returns in Node.
 *
 * Needs `npm run build` (the page loads dist/). `MINDSPORT_BROWSER_SCREENSHOTS=<dir>` also
 * saves the playground with a file loaded, and the API site's landing and Othello pages when
 * `npm run docs` has built them.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error the docs build script is plain JavaScript without types
import { buildPlayground } from '../../docs/playground/typedoc-plugin.mjs';
import { MindsportError, type StandingsTable, type TableCell } from '../../src/core/index.js';
import * as diplomacy from '../../src/diplomacy/index.js';
import * as draughts from '../../src/draughts/index.js';
import * as grandprix from '../../src/grandprix/index.js';
import * as ladder from '../../src/ladder/index.js';
import * as othello from '../../src/othello/index.js';
import { FLAGS, requireChromium, run, serve } from './chromium.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const example = (name: string): Buffer => readFileSync(join(root, 'examples', name));

/** One file given to the page, and the module and rules picked (absent: the page's choice). */
interface Case {
  readonly id: string;
  readonly name: string;
  readonly bytes: Buffer;
  readonly module?: string;
  readonly preset?: string;
}

/** What the harness read back from the page for a case. */
interface Shown {
  readonly id: string;
  readonly detected: string;
  readonly caption: string | null;
  readonly headers: string[];
  readonly rows: { text: string; exact: string | null }[][];
  readonly undecided: string[];
  readonly errors: string[];
}

const BROKEN_JSON = '{\n  "players": [\n    { "id": "a" },\n  ]\n}\n';
const INVALID_OTHELLO = `{
  "players": [{ "id": "a" }, { "id": "b" }],
  "rounds": [
    { "games": [
      { "black": "a", "blackDiscs": 40, "white": "b", "whiteDiscs": 30 }
    ] }
  ]
}
`;
// The example sheet with a centre count that is not a number on line 3.
const BROKEN_CSV = example('diplomacy-results.csv')
  .toString('utf8')
  .split('\n')
  .map((line, index) => (index === 2 ? line.replace(/^(\d+,\d+,[^,]+),\d+/, '$1,x') : line))
  .join('\n');

// The Othello example sheet with disc counts that are not a number on line 3 (column 3).
const BROKEN_OTHELLO_CSV = example('othello-results.csv')
  .toString('utf8')
  .split('\n')
  .map((line, index) => (index === 2 ? line.replace(/^(\d+,[^,]+),\d+/, '$1,3O') : line))
  .join('\n');
// The draughts example sheet with the result of line 4 left empty (column 4).
const BROKEN_DRAUGHTS_CSV = example('draughts-results.csv')
  .toString('utf8')
  .split('\n')
  .map((line, index) => (index === 3 ? line.replace(/,[^,]*$/, ',') : line))
  .join('\n');
// A sheet the reader takes, whose document the library refuses: 40 + 30 discs on line 2.
const INVALID_OTHELLO_CSV = 'round,black,black_discs,white,white_discs\n1,Ann,40,Bo,30\n';

const CASES: readonly Case[] = [
  { id: 'othello', name: 'othello-tournament.json', bytes: example('othello-tournament.json') },
  {
    id: 'othello-woc',
    name: 'othello-tournament.json',
    bytes: example('othello-tournament.json'),
    preset: 'WOC',
  },
  { id: 'diplomacy', name: 'diplomacy-event.json', bytes: example('diplomacy-event.json') },
  {
    id: 'diplomacy-sos',
    name: 'diplomacy-event.json',
    bytes: example('diplomacy-event.json'),
    preset: 'NDF_2007/SUM_OF_SQUARES',
  },
  { id: 'diplomacy-csv', name: 'diplomacy-results.csv', bytes: example('diplomacy-results.csv') },
  { id: 'draughts', name: 'draughts-event.json', bytes: example('draughts-event.json') },
  { id: 'ladder', name: 'ladder-season.json', bytes: example('ladder-season.json') },
  { id: 'grandprix', name: 'grandprix-season.json', bytes: example('grandprix-season.json') },
  { id: 'broken-json', name: 'broken.json', bytes: Buffer.from(BROKEN_JSON) },
  { id: 'invalid-othello', name: 'invalid.json', bytes: Buffer.from(INVALID_OTHELLO) },
  { id: 'broken-csv', name: 'broken.csv', bytes: Buffer.from(BROKEN_CSV) },
  { id: 'othello-csv', name: 'othello-results.csv', bytes: example('othello-results.csv') },
  { id: 'draughts-csv', name: 'draughts-results.csv', bytes: example('draughts-results.csv') },
  { id: 'broken-othello-csv', name: 'broken-othello.csv', bytes: Buffer.from(BROKEN_OTHELLO_CSV) },
  { id: 'broken-draughts-csv', name: 'broken-draughts.csv', bytes: Buffer.from(BROKEN_DRAUGHTS_CSV) },
  { id: 'invalid-othello-csv', name: 'invalid-othello.csv', bytes: Buffer.from(INVALID_OTHELLO_CSV) },
];

/** The harness: the playground in a frame, each case given through its file input. */
function harness(cases: readonly Case[]): string {
  const data = cases.map((entry) => ({ ...entry, bytes: entry.bytes.toString('base64') }));
  const script = `
const cases = ${JSON.stringify(data)};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const frame = document.querySelector('iframe');
const finish = (summary) => {
  const out = document.createElement('div');
  out.id = 'mindsport-result';
  out.setAttribute('data-json', btoa(unescape(encodeURIComponent(JSON.stringify(summary)))));
  document.body.append(out);
};
frame.addEventListener('load', async () => {
  try {
    const page = frame.contentDocument;
    const $ = (id) => page.getElementById(id);
    const shown = [];
    const only = location.hash.slice(1);
    for (const entry of only === '' ? cases : cases.filter((entry) => entry.id === only)) {
      $('module').value = entry.module ?? '';
      $('module').dispatchEvent(new Event('change'));
      $('file-name').textContent = '';
      const bytes = Uint8Array.from(atob(entry.bytes), (c) => c.charCodeAt(0));
      const files = new DataTransfer();
      files.items.add(new File([bytes], entry.name));
      $('file').files = files.files;
      $('file').dispatchEvent(new Event('change'));
      while ($('file-name').textContent !== entry.name) await sleep(10);
      if (entry.preset !== undefined) {
        $('preset').value = entry.preset;
        $('preset').dispatchEvent(new Event('change'));
      }
      await sleep(20);
      const table = $('table').querySelector('table');
      const texts = (list) => [...list].map((node) => node.textContent);
      shown.push({
        id: entry.id,
        detected: $('detected').textContent,
        caption: table?.querySelector('caption')?.textContent ?? null,
        headers: table === null ? [] : texts(table.querySelectorAll('thead th')),
        rows: table === null ? [] : [...table.querySelectorAll('tbody tr')].map((row) =>
          [...row.children].map((cell) => ({ text: cell.textContent, exact: cell.getAttribute('data-exact') }))),
        undecided: $('undecided-section').hidden ? [] : texts($('undecided').children),
        errors: $('errors-section').hidden ? [] : texts($('errors').children),
      });
    }
    finish({ shown });
  } catch (error) {
    finish({ error: String(error && error.stack || error) });
  }
});
frame.src = 'index.html';
`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>playground check</title></head><body><iframe style="width:1200px;height:900px;border:0"></iframe><script type="module">${script}</script></body></html>`;
}

const MODULES = {
  othello: {
    presets: othello.OTHELLO_PRESETS,
    standings: othello.othelloStandings,
    table: othello.othelloStandingsTable,
  },
  diplomacy: {
    presets: diplomacy.DIPLOMACY_PRESETS,
    standings: diplomacy.diplomacyStandings,
    table: diplomacy.diplomacyStandingsTable,
  },
  draughts: {
    presets: draughts.DRAUGHTS_PRESETS,
    standings: draughts.draughtsStandings,
    table: draughts.draughtsStandingsTable,
  },
  ladder: {
    presets: ladder.LADDER_PRESETS,
    standings: ladder.ladderStandings,
    table: ladder.ladderStandingsTable,
  },
  grandprix: {
    presets: grandprix.GRANDPRIX_PRESETS,
    standings: grandprix.grandPrixStandings,
    table: grandprix.grandPrixStandingsTable,
  },
} as const;

/** What the library returns for a document: the table and its rows as the page should show them. */
function expected(module: keyof typeof MODULES, document: unknown, preset?: string) {
  const entry = MODULES[module] as unknown as {
    presets: Record<string, unknown>;
    standings: (
      document: unknown,
      rules: unknown,
    ) => { rows: readonly { placeLabel: string; shared: boolean; name: string }[] };
    table: (standings: unknown) => StandingsTable;
  };
  const name = preset ?? Object.keys(entry.presets)[0]!;
  // `NDF_2007/<scoring>`: the NDF rules with another scoring system (the command line's --scoring).
  const [base, scoringKey] = name.split('/') as [string, string | undefined];
  const scoring = scoringKey === undefined ? undefined : diplomacy.DIPLOMACY_SCORING_PRESETS[scoringKey]!;
  const rules =
    scoring === undefined
      ? entry.presets[base]
      : { ...diplomacy.NDF_2007, name: `${diplomacy.NDF_2007.name}, ${scoring.name}`, scoring };
  const standings = entry.standings(document, rules);
  const table = entry.table(standings);
  return {
    preset: name,
    standings,
    caption: table.caption ?? null,
    headers: [table.placeHeader ?? 'Place', ...table.columns.map((column) => column.header)],
    rows: table.rows.map((row) => [
      { text: row.placeLabel, exact: null },
      ...row.cells.map((cell: string | TableCell) =>
        typeof cell === 'string'
          ? { text: cell, exact: null }
          : { text: cell.text, exact: cell.exact ?? null },
      ),
    ]),
  };
}

let shown: Map<string, Shown>;
let directory: string;
let server: Server | undefined;

beforeAll(async () => {
  const binary = requireChromium();
  directory = mkdtempSync(join(tmpdir(), 'mindsport-playground-'));
  const site = join(directory, 'playground');
  buildPlayground(site);
  server = await serve(site, harness(CASES));
  const { port } = server.address() as AddressInfo;
  const { stdout, stderr } = await run(binary, [
    ...FLAGS,
    `--user-data-dir=${join(directory, 'profile')}`,
    '--window-size=1280,1000',
    '--virtual-time-budget=600000',
    '--dump-dom',
    `http://127.0.0.1:${port}/check.html`,
  ]);
  const found = /id="mindsport-result" data-json="([A-Za-z0-9+/=]*)"/.exec(stdout);
  if (found === null)
    throw new Error(`the playground check gave no result; Chromium's log ends:\n${stderr.slice(-2000)}`);
  const summary = JSON.parse(Buffer.from(found[1]!, 'base64').toString('utf8'));
  if (summary.error !== undefined) throw new Error(`the harness failed: ${summary.error}`);
  shown = new Map(summary.shown.map((entry: Shown) => [entry.id, entry]));
  const screenshots = process.env.MINDSPORT_BROWSER_SCREENSHOTS;
  if (screenshots !== undefined && screenshots !== '') {
    const shots: [string, string][] = [
      ['playground', harnessOne(port, 'draughts')],
      ['playground-csv', harnessOne(port, 'othello-csv')],
      ...(['index.html', 'modules/mindsport_othello.html'] as const)
        .map((page) => join(root, 'docs', 'api', page))
        .filter((page) => existsSync(page))
        .map((page, index): [string, string] => [
          index === 0 ? 'site-landing' : 'site-othello',
          pathToFileURL(page).href,
        ]),
    ];
    for (const [name, url] of shots) {
      await run(binary, [
        ...FLAGS,
        `--user-data-dir=${join(directory, `profile-${name}`)}`,
        '--window-size=1280,1400',
        '--virtual-time-budget=10000',
        `--screenshot=${join(screenshots, `${name}.png`)}`,
        url,
      ]);
    }
  }
});

/** The harness URL that gives the page one case (for a screenshot of it). */
function harnessOne(port: number, id: string): string {
  return `http://127.0.0.1:${port}/check.html#${id}`;
}

afterAll(() => {
  server?.close();
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
});

describe('the playground computes in the browser what the library returns', () => {
  const json = (name: string): unknown => JSON.parse(example(name).toString('utf8'));
  const cases: [string, keyof typeof MODULES, () => unknown, string?][] = [
    ['othello', 'othello', () => json('othello-tournament.json')],
    ['othello-woc', 'othello', () => json('othello-tournament.json'), 'WOC'],
    ['diplomacy', 'diplomacy', () => json('diplomacy-event.json')],
    ['diplomacy-sos', 'diplomacy', () => json('diplomacy-event.json'), 'NDF_2007/SUM_OF_SQUARES'],
    [
      'diplomacy-csv',
      'diplomacy',
      () => diplomacy.parseDiplomacyCsv(example('diplomacy-results.csv')).document,
    ],
    ['othello-csv', 'othello', () => othello.parseOthelloCsv(example('othello-results.csv')).document],
    ['draughts', 'draughts', () => json('draughts-event.json')],
    ['draughts-csv', 'draughts', () => draughts.parseDraughtsCsv(example('draughts-results.csv')).document],
    ['ladder', 'ladder', () => json('ladder-season.json')],
    ['grandprix', 'grandprix', () => json('grandprix-season.json')],
  ];
  for (const [id, module, document, preset] of cases) {
    it(`${id}: the module detected, the rules picked, the table with its exact values`, () => {
      const page = shown.get(id)!;
      const library = expected(module, document(), preset);
      expect(page.detected).toContain(library.preset);
      expect(page.caption).toBe(library.caption);
      expect(page.headers).toEqual(library.headers);
      expect(page.rows).toEqual(library.rows);
      expect(page.rows.length).toBeGreaterThan(1);
      expect(page.errors).toEqual([]);
      const shared = [
        ...new Set(library.standings.rows.filter((row) => row.shared).map((row) => row.placeLabel)),
      ];
      expect(page.undecided.filter((line) => line.startsWith('Places '))).toEqual(
        shared.map(
          (label) =>
            `Places ${label} shared: ${library.standings.rows
              .filter((row) => row.placeLabel === label)
              .map((row) => row.name)
              .join(', ')}`,
        ),
      );
    });
  }

  it('the draughts example shows the barrage the KNDB rules require (spec §6 Decision 4)', () => {
    expect(shown.get('draughts')?.undecided).toContain(
      'Barrage needed for place 1: Anna de Vries, Bram Jansen, Cees Bakker',
    );
  });

  it('Diplomacy under Sum of Squares: scores to 2 decimals, the exact fraction kept', () => {
    const page = shown.get('diplomacy-sos')!;
    expect(page.caption).toContain('Sum of Squares');
    const score = page.rows[0]![2]!;
    expect(score.exact).toMatch(/^\d+\/\d+$/);
    expect(score.text).toMatch(/^\d+\.\d\d$/);
  });

  it('the Othello example under WOC differs from NOF Swiss (the rules picked are the rules used)', () => {
    expect(shown.get('othello-woc')?.headers).not.toEqual(shown.get('othello')?.headers);
  });
});

describe('the playground shows errors with their line and column', () => {
  const caught = (call: () => unknown): MindsportError => {
    try {
      call();
    } catch (error) {
      if (error instanceof MindsportError) return error;
      throw error;
    }
    throw new Error('no error');
  };

  it('a JSON file that does not parse: the line and column of the fault', () => {
    const [error] = shown.get('broken-json')!.errors;
    expect(shown.get('broken-json')?.errors).toHaveLength(1);
    expect(error).toBe('line 4, column 3: not valid JSON (unexpected "]")');
  });

  it("a document the library refuses: the library's message and code, at the line and column of the value", () => {
    const error = caught(() =>
      othello.othelloStandings(JSON.parse(INVALID_OTHELLO), othello.NOF_ROUND_ROBIN),
    );
    expect(error.code).toBe('DISC_TOTAL_OVER_64');
    expect(shown.get('invalid-othello')?.errors).toEqual([
      `line 5, column 7: ${error.message} (${error.code})`,
    ]);
    expect(shown.get('invalid-othello')?.rows).toEqual([]);
  });

  const sheets: [string, string, () => unknown, number, number][] = [
    ['broken-csv', 'a Diplomacy', () => diplomacy.parseDiplomacyCsv(BROKEN_CSV), 3, 4],
    ['broken-othello-csv', 'an Othello', () => othello.parseOthelloCsv(BROKEN_OTHELLO_CSV), 3, 3],
    ['broken-draughts-csv', 'a draughts', () => draughts.parseDraughtsCsv(BROKEN_DRAUGHTS_CSV), 4, 4],
  ];
  for (const [id, which, read, line, column] of sheets) {
    it(`${which} results sheet with a bad cell: the sheet reader's message at its line and column`, () => {
      const error = caught(read);
      expect(error.path).toEqual(['line', line, 'column', column]);
      expect(shown.get(id)?.errors).toEqual([
        `line ${line}, column ${column}: ${error.message} (${error.code})`,
      ]);
      expect(shown.get(id)?.rows).toEqual([]);
    });
  }

  it("a sheet whose document the library refuses: the library's message at the sheet's line (locate)", () => {
    const { document, locate } = othello.parseOthelloCsv(INVALID_OTHELLO_CSV);
    const error = caught(() => othello.othelloStandings(document, othello.NOF_ROUND_ROBIN));
    const first = error.problems[0] ?? error;
    expect([first.code, locate(first.path)?.text]).toEqual(['DISC_TOTAL_OVER_64', 'line 2']);
    expect(shown.get('invalid-othello-csv')?.errors[0]).toBe(`line 2: ${first.message} (${first.code})`);
  });
});
