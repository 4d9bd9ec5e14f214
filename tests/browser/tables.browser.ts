/**
 * Browser check of the HTML standings tables (issue #12 "HTML output"): the tables the
 * library renders with `formatTableHtml` — Othello standings with their tie-break columns,
 * draughts and Diplomacy standings, the Grand Prix table with counted and dropped results —
 * rendered by headless Chromium with the stylesheet of `docs/embedding.md`, read back as the
 * browser shows them and compared with the standings data (not with the HTML text).
 *
 * One page holds every case, so Chromium starts once.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Fraction, formatTableHtml, type StandingsTable } from '../../src/core/index.js';
import {
  type DiplomacyTournament,
  diplomacyStandings,
  diplomacyStandingsTable,
} from '../../src/diplomacy/index.js';
import {
  type DraughtsTournament,
  draughtsStandings,
  draughtsStandingsTable,
} from '../../src/draughts/index.js';
import {
  type GrandPrixSeason,
  grandPrixStandings,
  grandPrixStandingsTable,
  NGP,
} from '../../src/grandprix/index.js';
import {
  CLUB_LADDER,
  type LadderSeason,
  ladderStandings,
  ladderStandingsTable,
} from '../../src/ladder/index.js';
import {
  OTHELLO_PRESETS,
  othelloStandings,
  othelloStandingsTable,
  type OthelloTournament as Tournament,
} from '../../src/othello/index.js';
import { season as fixtureSeason } from '../grandprix/fixture.js';
import { type CaseReport, renderCases } from './chromium.js';

const root = new URL('../../', import.meta.url);
const seed = Number(process.env.MINDSPORT_FC_SEED || Date.now() % 2 ** 31);

/** The stylesheet a site adds, taken from the guide so the guide's CSS is the one checked. */
const GUIDE_CSS = (() => {
  const guide = readFileSync(new URL('docs/embedding.md', root), 'utf8');
  const found = /```css\n([\s\S]*?)```/.exec(guide);
  if (found === null) throw new Error('docs/embedding.md has no ```css block');
  return found[1]!;
})();

interface CellReport {
  readonly tag: string;
  readonly text: string;
  readonly raw: string;
  readonly children: number;
  readonly classes: string[];
  readonly title: string | null;
  readonly colSpan: number;
  readonly rowSpan: number;
  readonly left: number;
  readonly visible: boolean;
  readonly decoration: string;
  readonly weight: string;
  readonly fontStyle: string;
  readonly color: string;
}

interface TableReport {
  readonly tableCount: number;
  readonly elementsInSection: number;
  readonly className: string;
  readonly visible: boolean;
  readonly caption: { text: string; raw: string; visible: boolean } | null;
  readonly headRows: number;
  readonly headers: readonly (CellReport & { column: string | null; scope: string | null })[];
  readonly bodies: number;
  readonly rows: readonly {
    place: string | null;
    shared: string | null;
    classes: string[];
    cells: readonly CellReport[];
  }[];
}

type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

/**
 * What a reader sees of a text: HTML collapses runs of its (ASCII) white space and trims them
 * from the ends; other spaces such as U+00A0 stay (`String#trim` would drop them too).
 */
const seen = (text: string) => text.replace(/[ \t\n\f\r]+/g, ' ').replace(/^ | $/g, '');

/** A number as shown, read back exactly. */
const shownValue = (text: string) => Fraction.parse(text.trim());

interface TableCase {
  readonly id: string;
  readonly table: StandingsTable;
  /** Compares the rendered table with the data behind it. */
  readonly check: (report: TableReport) => void;
}

/**
 * The structure every rendered table shares: one table of class `mindsport-standings`, one
 * header row with the place column and every column, one body row per row with a cell under
 * each header (no spans, left edges aligned), every text exactly as given (no markup leaks
 * out of an unescaped `<`), the caption shown.
 */
function checkStructure(id: string, table: StandingsTable, report: TableReport): void {
  expect(report.tableCount).toBe(1);
  expect(report.className).toBe('mindsport-standings');
  expect(report.visible).toBe(true);
  if (table.caption === undefined) expect(report.caption).toBeNull();
  else {
    expect(report.caption?.raw).toBe(table.caption);
    expect(report.caption?.text).toBe(seen(table.caption));
    expect(report.caption?.visible).toBe(true);
  }
  expect(report.headRows).toBe(1);
  expect(report.bodies).toBe(1);
  const headers = [table.placeHeader ?? 'Place', ...table.columns.map((column) => column.header)];
  expect(report.headers.map((header) => header.raw)).toEqual(headers);
  expect(report.headers.map((header) => header.text)).toEqual(headers.map(seen));
  expect(report.headers.map((header) => header.column)).toEqual([
    'place',
    ...table.columns.map((column) => column.key ?? null),
  ]);
  for (const header of report.headers) {
    expect(header).toMatchObject({
      tag: 'TH',
      scope: 'col',
      colSpan: 1,
      rowSpan: 1,
      children: 0,
      visible: true,
    });
  }
  expect(report.rows).toHaveLength(table.rows.length);
  report.rows.forEach((row, index) => {
    const where = `${id}: row ${index + 1}`;
    expect(row.cells, where).toHaveLength(headers.length);
    row.cells.forEach((cell, column) => {
      expect(cell, `${where} column ${column + 1}`).toMatchObject({
        tag: 'TD',
        colSpan: 1,
        rowSpan: 1,
        children: 0,
      });
      expect(cell.left, `${where} column ${column + 1} under its header`).toBeCloseTo(
        report.headers[column]!.left,
        0,
      );
      if (cell.raw !== '') expect(cell.visible, `${where} column ${column + 1} visible`).toBe(true);
    });
    expect(row.cells[0]!.classes, where).toEqual(['place']);
  });
}

/** Shared places are shown as such (`3–4` on every row of the group, `data-shared`). */
function checkPlace(
  where: string,
  row: TableReport['rows'][number],
  data: { place: number; lastPlace?: number; shared: boolean; placeLabel: string },
): void {
  const label = data.shared ? `${data.place}–${data.lastPlace}` : String(data.place);
  if (data.lastPlace !== undefined) expect(data.placeLabel, where).toBe(label);
  expect(row.cells[0]!.text, where).toBe(data.placeLabel);
  expect(row.place, where).toBe(String(data.place));
  expect(row.shared, where).toBe(String(data.shared));
  // The guide's stylesheet sets shared places in italics.
  expect(row.cells[0]!.fontStyle, where).toBe(data.shared ? 'italic' : 'normal');
}

/**
 * The body cell of a column by its key. A column empty on every row is left out of the
 * table (issue 28): then an empty cell stands in, so a value the row has still fails.
 */
function cellOf(report: TableReport, row: number, key: string): CellReport {
  const column = report.headers.findIndex((header) => header.column === key);
  if (column < 0) return { text: '', raw: '' } as CellReport;
  return report.rows[row]!.cells[column]!;
}

function expectValue(where: string, cell: CellReport, value: Fraction | number | null | undefined): void {
  if (value === undefined || value === null) expect(cell.text, where).toBe('');
  else expect(shownValue(cell.text).equals(value), `${where}: shows ${cell.text}, data ${value}`).toBe(true);
}

// ---------------------------------------------------------------- Othello

function othelloCase(id: string, data: Tournament, preset: keyof typeof OTHELLO_PRESETS): TableCase {
  const result = othelloStandings(data, OTHELLO_PRESETS[preset]);
  const output = { table: othelloStandingsTable(result) };
  const criteria = OTHELLO_PRESETS[preset].criteria
    .map((criterion) => criterion.name ?? criterion.kind)
    .filter((name) => name !== 'points');
  return {
    id,
    table: output.table,
    check: (report) => {
      checkStructure(id, output.table, report);
      expect(report.rows).toHaveLength(result.rows.length);
      result.rows.forEach((row, index) => {
        const where = `${id}: ${row.name}`;
        checkPlace(where, report.rows[index]!, row);
        expect(cellOf(report, index, 'name').raw, where).toBe(row.name);
        expect(cellOf(report, index, 'name').text, where).toBe(seen(row.name));
        expectValue(`${where} points`, cellOf(report, index, 'points'), row.points);
        // Every tie-break of the preset has a column showing the player's value.
        for (const name of criteria)
          expectValue(`${where} ${name}`, cellOf(report, index, name), row.values[name]);
        expectValue(`${where} wins`, cellOf(report, index, 'wins'), row.wins);
        expectValue(`${where} draws`, cellOf(report, index, 'draws'), row.draws);
        expectValue(`${where} losses`, cellOf(report, index, 'losses'), row.losses);
        // Withdrawn players carry their class, shared places the core's `shared`.
        expect(report.rows[index]!.classes, where).toEqual([
          ...(row.withdrawn ? ['withdrawn'] : []),
          ...(row.shared ? ['shared'] : []),
        ]);
      });
    },
  };
}

/** Names a director might type: markup characters, quotes, non-ASCII letters, spaces. */
const nameArb = fc
  .array(
    fc.constantFrom(...'abcØøåé Ж李 <>&"\'/=;#', '&amp;', '<b>', '</td>', '<script>', '  ', '🙂', 'A', 'Z'),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(''))
  .filter((name) => name.trim() !== '');

const DISC_RESULTS = [
  [32, 32],
  [33, 31],
  [31, 33],
  [40, 24],
  [24, 40],
  [64, 0],
  [0, 64],
] as const;

const tournamentArb = fc.integer({ min: 3, max: 8 }).chain((count) =>
  fc.record({
    names: fc.array(nameArb, { minLength: count, maxLength: count }),
    rounds: fc.array(
      fc.record({
        order: fc.shuffledSubarray(
          Array.from({ length: count }, (_, index) => index),
          { minLength: count, maxLength: count },
        ),
        results: fc.array(fc.nat(DISC_RESULTS.length - 1), { minLength: 4, maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  }),
);

function randomTournament({ names, rounds }: ValueOf<typeof tournamentArb>): Tournament {
  const id = (index: number) => `p${index}`;
  return {
    name: 'Random <test> & "cup"',
    plannedRounds: rounds.length,
    players: names.map((name, index) => ({ id: id(index), name })),
    rounds: rounds.map(({ order, results }) => {
      const games = [];
      for (let pair = 0; pair + 1 < order.length; pair += 2) {
        const [blackDiscs, whiteDiscs] = DISC_RESULTS[results[pair / 2]!]!;
        games.push({ black: id(order[pair]!), blackDiscs, white: id(order[pair + 1]!), whiteDiscs });
      }
      return { games, byes: order.length % 2 === 1 ? [id(order[order.length - 1]!)] : [] };
    }),
  } as Tournament;
}

// ---------------------------------------------------------------- draughts and Diplomacy

function draughtsCase(id: string, data: DraughtsTournament): TableCase {
  const result = draughtsStandings(data);
  const output = { table: draughtsStandingsTable(result) };
  return {
    id,
    table: output.table,
    check: (report) => {
      checkStructure(id, output.table, report);
      result.rows.forEach((row, index) => {
        const where = `${id}: ${row.name}`;
        checkPlace(where, report.rows[index]!, row);
        expect(cellOf(report, index, 'player').text, where).toBe(seen(row.name));
        expectValue(`${where} games`, cellOf(report, index, 'games'), row.games);
        expectValue(`${where} points`, cellOf(report, index, 'points'), row.points);
        // Saldo (KNDB tie-break) with its sign: `+2`, `0`, `-1`.
        expect(cellOf(report, index, 'saldo').text, where).toMatch(row.saldo > 0 ? /^\+\d+$/ : /^-?\d+$/);
        expectValue(`${where} saldo`, cellOf(report, index, 'saldo'), row.saldo);
        expectValue(`${where} wins`, cellOf(report, index, 'wins'), row.wins);
      });
      if (result.barrages.length > 0) {
        for (const barrage of result.barrages) {
          for (const player of barrage.players) {
            const name = result.rows.find((row) => row.playerId === player)?.name ?? player;
            expect(report.caption?.text).toContain(name);
          }
        }
      }
    },
  };
}

function diplomacyCase(id: string, data: DiplomacyTournament): TableCase {
  const result = diplomacyStandings(data);
  const output = { table: diplomacyStandingsTable(result) };
  return {
    id,
    table: output.table,
    check: (report) => {
      checkStructure(id, output.table, report);
      result.rows.forEach((row, index) => {
        const where = `${id}: ${row.playerId}`;
        checkPlace(where, report.rows[index]!, row);
        expect(cellOf(report, index, 'player').text, where).toBe(seen(row.name));
        expectValue(`${where} score`, cellOf(report, index, 'score'), row.score);
        expectValue(`${where} qualification`, cellOf(report, index, 'qualification'), row.qualification);
        expectValue(`${where} final round`, cellOf(report, index, 'finalRound'), row.finalRound);
        expectValue(`${where} board`, cellOf(report, index, 'board'), row.board);
        expect(cellOf(report, index, 'decidedBy').text, where).toBe(row.decidedBy ?? '');
      });
    },
  };
}

// ---------------------------------------------------------------- ladder

function ladderCase(id: string, data: LadderSeason): TableCase {
  const result = ladderStandings(data, CLUB_LADDER);
  const table = ladderStandingsTable(result);
  const names = new Map(data.players.map((player) => [player.id, player.name ?? player.id]));
  return {
    id,
    table,
    check: (report) => {
      checkStructure(id, table, report);
      expect(report.headers[0]!.text).toBe('Position');
      result.rows.forEach((row, index) => {
        const where = `${id}: ${row.playerId}`;
        // A ladder has no shared positions.
        checkPlace(where, report.rows[index]!, {
          place: row.place,
          shared: false,
          placeLabel: String(row.place),
        });
        expect(cellOf(report, index, 'player').text, where).toBe(
          seen(names.get(row.playerId) ?? row.playerId),
        );
        expectValue(`${where} rank number`, cellOf(report, index, 'rankNumber'), row.rankNumber);
        expectValue(`${where} points`, cellOf(report, index, 'points'), row.points);
        expectValue(`${where} games`, cellOf(report, index, 'games'), row.games);
        expectValue(`${where} wins`, cellOf(report, index, 'wins'), row.wins);
        // The column shows the absences that scored (Art. IV.5).
        expectValue(`${where} absences`, cellOf(report, index, 'absences'), row.absencesScored);
      });
    },
  };
}

// ---------------------------------------------------------------- Grand Prix

/** Rendered style of a cell, as a reader tells cells apart. */
const lookOf = (cell: CellReport) => `${cell.weight} ${cell.fontStyle} ${cell.decoration} ${cell.color}`;

function grandPrixCase(id: string, data: GrandPrixSeason, after?: string, explanations = false): TableCase {
  const result = grandPrixStandings(data, NGP, after === undefined ? {} : { afterTournament: after });
  const output = { table: grandPrixStandingsTable(result, { explanations }) };
  return {
    id,
    table: output.table,
    check: (report) => {
      checkStructure(id, output.table, report);
      expect(report.caption?.text).toContain(`best ${result.countedTournaments} of`);
      const looks = { counted: new Set<string>(), dropped: new Set<string>() };
      result.rows.forEach((row, index) => {
        const where = `${id}: ${row.name}`;
        checkPlace(where, report.rows[index]!, row);
        expect(cellOf(report, index, 'player').text, where).toBe(seen(row.name));
        expectValue(`${where} total`, cellOf(report, index, 'total'), row.total);
        if (explanations) expect(cellOf(report, index, 'explanation').raw, where).toBe(row.explanation);
        // §33: the total is the counted results plus the extra points of the dropped ones.
        let sum = Fraction.ZERO;
        for (const tournament of result.playedTournaments) {
          const cell = cellOf(report, index, `tournament-${tournament}`);
          const entry = row.results.find((candidate) => candidate.tournamentId === tournament);
          const at = `${where} at ${tournament}`;
          if (entry === undefined) {
            expect(cell.text, at).toBe('');
            continue;
          }
          expect(cell.title, at).toBe(`${entry.status}, place ${entry.place}`);
          if (entry.status === 'extra') {
            // Dropped: the result's points in brackets, then the extra points it still earns.
            const shown = /^\((.+)\) \+(.+)$/.exec(cell.text);
            expect(shown, `${at}: ${cell.text}`).not.toBeNull();
            expect(shownValue(shown![1]!).equals(entry.points), at).toBe(true);
            expect(shownValue(shown![2]!).equals(entry.awarded), at).toBe(true);
            expect(cell.classes, at).toEqual(['numeric', 'dropped', 'extra']);
            looks.dropped.add(lookOf(cell));
            sum = sum.add(shownValue(shown![2]!));
          } else {
            expectValue(at, cell, entry.awarded);
            expect(cell.classes, at).toEqual(['numeric', entry.status]);
            if (entry.status === 'counted') looks.counted.add(lookOf(cell));
            sum = sum.add(shownValue(cell.text));
          }
        }
        expect(sum.equals(row.total), `${where}: the shown results add up to the shown total`).toBe(true);
      });
      // Counted and dropped results look different on the page (the guide's CSS).
      for (const look of looks.counted) expect(looks.dropped.has(look), `${id}: ${look}`).toBe(false);
    },
  };
}

// ---------------------------------------------------------------- random tables straight to formatTableHtml

const textArb = fc.oneof(
  nameArb,
  fc
    .string({ unit: 'grapheme', maxLength: 12 })
    .map((text) =>
      [...text].filter((character) => character.codePointAt(0)! >= 0x20 && character !== '\u007f').join(''),
    ),
);
const classArb = fc.constantFrom('counted', 'dropped', 'extra', 'withdrawn', 'x-1', '_y');

const tableArb = fc.integer({ min: 1, max: 5 }).chain((width) =>
  fc.record({
    caption: fc.option(textArb, { nil: undefined }),
    placeHeader: fc.option(textArb, { nil: undefined }),
    columns: fc.array(
      fc.record({
        header: textArb,
        key: fc.option(fc.constantFrom('name', 'points', 'a-b', 'x"y'), { nil: undefined }),
      }),
      { minLength: width, maxLength: width },
    ),
    rows: fc.array(
      fc.record({
        groupSize: fc.integer({ min: 1, max: 3 }),
        cells: fc.array(
          fc.oneof(
            textArb,
            fc.record({
              text: textArb,
              classes: fc.array(classArb, { maxLength: 2 }),
              title: fc.option(textArb, { nil: undefined }),
            }),
          ),
          { minLength: width, maxLength: width },
        ),
      }),
      { maxLength: 6 },
    ),
  }),
);

function randomTable(sample: ValueOf<typeof tableArb>): StandingsTable {
  let place = 1;
  const rows = sample.rows.map(({ groupSize, cells }) => {
    const row = {
      place,
      placeLabel: groupSize > 1 ? `${place}–${place + groupSize - 1}` : String(place),
      shared: groupSize > 1,
      cells: cells.map((cell) =>
        typeof cell === 'string'
          ? cell
          : {
              text: cell.text,
              classes: cell.classes,
              ...(cell.title === undefined ? {} : { title: cell.title }),
            },
      ),
    };
    place += groupSize;
    return row;
  });
  return {
    ...(sample.caption === undefined ? {} : { caption: sample.caption }),
    ...(sample.placeHeader === undefined ? {} : { placeHeader: sample.placeHeader }),
    columns: sample.columns.map((column) => ({
      header: column.header,
      ...(column.key === undefined ? {} : { key: column.key }),
    })),
    rows,
  };
}

function randomTableCase(id: string, table: StandingsTable): TableCase {
  return {
    id,
    table,
    check: (report) => {
      checkStructure(id, table, report);
      table.rows.forEach((row, index) => {
        const shown = report.rows[index]!;
        checkPlace(`${id}: row ${index + 1}`, shown, row);
        row.cells.forEach((cell, column) => {
          const rendered = shown.cells[column + 1]!;
          const text = typeof cell === 'string' ? cell : cell.text;
          const where = `${id}: row ${index + 1} column ${column + 1}`;
          // Exactly the given text (escaped, not interpreted), shown with HTML's white space rules.
          expect(rendered.raw, where).toBe(text);
          expect(rendered.text, where).toBe(seen(text));
          expect(rendered.classes, where).toEqual(typeof cell === 'string' ? [] : [...new Set(cell.classes)]);
          expect(rendered.title, where).toBe(typeof cell === 'string' ? null : (cell.title ?? null));
        });
      });
    },
  };
}

// ---------------------------------------------------------------- the page

function json<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, root), 'utf8')) as T;
}

function allCases(): TableCase[] {
  const othelloExample = json<Tournament>('examples/othello-tournament.json');
  const cases: TableCase[] = [];
  // Not KOA (its Brightwell constant needs 5–13 rounds, KOA III.8; the example has 3) nor JOA
  // (no draws; the example has one).
  for (const preset of ['NOF_SWISS', 'NOF_ROUND_ROBIN', 'PAPP', 'WOC'] as const) {
    cases.push(othelloCase(`othello example, preset ${preset}`, othelloExample, preset));
  }
  fc.sample(tournamentArb, { numRuns: 8, seed }).forEach((sample, index) => {
    const tournament = randomTournament(sample);
    let preset: keyof typeof OTHELLO_PRESETS = (['NOF_SWISS', 'KOA', 'WOC', 'PAPP'] as const)[index % 4]!;
    if (preset === 'KOA' && sample.rounds.length < 5) preset = 'NOF_SWISS';
    cases.push(othelloCase(`othello random ${index}, ${preset} (seed ${seed})`, tournament, preset));
  });
  cases.push(draughtsCase('draughts example', json('examples/draughts-event.json')));
  cases.push(diplomacyCase('diplomacy example', json('examples/diplomacy-event.json')));
  cases.push(ladderCase('ladder example', json('examples/ladder-season.json')));
  cases.push(grandPrixCase('grand prix example', json('examples/grandprix-season.json')));
  cases.push(grandPrixCase('grand prix 2024/25 fixture', fixtureSeason));
  cases.push(grandPrixCase('grand prix 2024/25 fixture with explanations', fixtureSeason, undefined, true));
  for (const tournament of fixtureSeason.tournaments) {
    cases.push(
      grandPrixCase(`grand prix 2024/25 fixture after ${tournament.id}`, fixtureSeason, tournament.id),
    );
  }
  fc.sample(tableArb, { numRuns: 10, seed }).forEach((sample, index) => {
    cases.push(randomTableCase(`random table ${index} (seed ${seed})`, randomTable(sample)));
  });
  return cases;
}

const cases = allCases();
let reports: Map<string, CaseReport<TableReport>>;

beforeAll(async () => {
  const summary = await renderCases<TableReport>(
    'tables',
    cases.map((entry) => ({ id: entry.id, kind: 'table', markup: formatTableHtml(entry.table) })),
    GUIDE_CSS,
  );
  reports = new Map(summary.cases.map((entry) => [entry.id, entry]));
}, 180_000);

function reportOf(id: string): TableReport {
  const entry = reports.get(id);
  expect(entry, `no report for ${id}`).toBeDefined();
  expect(entry!.error, `${id}: the page script failed`).toBeUndefined();
  return entry!.report!;
}

describe('HTML standings tables in headless Chromium', () => {
  for (const entry of cases) {
    it(`${entry.id}: shows the standings data, shared places and tie-breaks`, () => {
      entry.check(reportOf(entry.id));
    });
  }

  it('Grand Prix: counted and dropped results are told apart on the page (seed 000 §33)', () => {
    const id = 'grand prix 2024/25 fixture';
    const entry = cases.find((candidate) => candidate.id === id)!;
    const report = reportOf(id);
    const cells = report.rows.flatMap((row) => row.cells);
    const counted = cells.filter((cell) => cell.classes.includes('counted'));
    const dropped = cells.filter((cell) => cell.classes.includes('dropped'));
    expect(counted.length).toBeGreaterThan(0);
    expect(dropped.length).toBeGreaterThan(0);
    for (const cell of dropped) expect(cell.text).toMatch(/^\(.+\) \+.+$/);
    expect(new Set(counted.map(lookOf)).size).toBe(1);
    expect(new Set(dropped.map(lookOf)).size).toBe(1);
    expect(lookOf(counted[0]!)).not.toBe(lookOf(dropped[0]!));
    expect(entry).toBeDefined();
  });
});
