/**
 * What every module's `…StandingsTable` promises a web page (issue 28): no column empty on
 * every row, every number's exact value kept beside the published text, the text within
 * half a unit of the exact value, and the same rows as the standings.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Fraction,
  formatTableCsv,
  formatTableHtml,
  MindsportError,
  type StandingsTable,
  type TableCell,
} from '../../src/core/index.js';
import * as diplomacy from '../../src/diplomacy/index.js';
import * as draughts from '../../src/draughts/index.js';
import * as grandprix from '../../src/grandprix/index.js';
import * as ladder from '../../src/ladder/index.js';
import * as othello from '../../src/othello/index.js';
import { tournamentArbitrary } from '../diplomacy/arbitraries.js';
import { season as fixtureSeason } from '../grandprix/fixture.js';
import { randomSeason } from '../ladder/random-season.js';

const example = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8')) as T;

const text = (cell: string | TableCell): string => (typeof cell === 'string' ? cell : cell.text);

/** The promises of a published table. */
function checkPublished(table: StandingsTable, decimals: number): void {
  // No column is empty for every row (a table with rows).
  if (table.rows.length > 0) {
    table.columns.forEach((column, index) => {
      expect(
        table.rows.some((row) => text(row.cells[index]!) !== ''),
        `column ${column.header}`,
      ).toBe(true);
    });
  }
  for (const row of table.rows) {
    for (const [index, cell] of row.cells.entries()) {
      if (typeof cell === 'string' || cell.exact === undefined) continue;
      expect(table.columns[index]?.numeric).toBe(true);
      const exact = Fraction.parse(cell.exact);
      const shown = Fraction.parse(cell.text);
      expect(
        shown
          .sub(exact)
          .abs()
          .compare(Fraction.of(1, 2).div(10 ** decimals)) <= 0,
      ).toBe(true);
      if (exact.mul(2).isInteger()) expect(cell.text).toBe(cell.exact);
    }
  }
  // HTML keeps each exact value; CSV with exact: true writes it.
  const html = formatTableHtml(table);
  const csv = formatTableCsv(table, { exact: true });
  for (const row of table.rows) {
    for (const cell of row.cells) {
      if (typeof cell === 'string' || cell.exact === undefined) continue;
      expect(html).toContain(`data-exact="${cell.exact}"`);
      expect(csv).toContain(cell.exact);
    }
  }
}

describe('every module table: no empty column, the exact value kept', () => {
  it('property: Diplomacy under Sum of Squares and C-Diplo 100, any decimals (seed 003 §2)', () => {
    fc.assert(
      fc.property(
        tournamentArbitrary(),
        fc.constantFrom(diplomacy.SUM_OF_SQUARES, diplomacy.C_DIPLO_100),
        fc.integer({ min: 0, max: 4 }),
        (tournament, scoring, decimals) => {
          const standings = diplomacy.diplomacyStandings(tournament, { ...diplomacy.NDF_2007, scoring });
          const table = diplomacy.diplomacyStandingsTable(standings, { decimals });
          checkPublished(table, decimals);
          expect(table.rows.map((row) => row.cells[0])).toEqual(standings.rows.map((row) => row.name));
          // Every score is kept exactly.
          const scores = table.rows.map((row) => (row.cells[1] as TableCell).exact);
          expect(scores).toEqual(standings.rows.map((row) => row.score.toString()));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('Diplomacy: a Sum-of-Squares score such as 41650/737 is shown 56.51, exact in data-exact', () => {
    const event = example<diplomacy.DiplomacyTournament>('diplomacy-event.json');
    const standings = diplomacy.diplomacyStandings(event, {
      ...diplomacy.NDF_2007,
      scoring: diplomacy.SUM_OF_SQUARES,
    });
    const table = diplomacy.diplomacyStandingsTable(standings);
    checkPublished(table, 2);
    const rounded = table.rows.flatMap((row) =>
      row.cells.filter(
        (cell): cell is TableCell => typeof cell !== 'string' && cell.exact?.includes('/') === true,
      ),
    );
    expect(rounded.length).toBeGreaterThan(0);
    for (const cell of rounded) expect(cell.text).toMatch(/^\d+\.\d\d$/);
    expect(table.columns.map((column) => column.header)).not.toContain('Final round');
  });

  it('property: ladder seasons, any decimals (seed 002 Art. IV points)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 4 }),
        (seed, decimals) => {
          const season = randomSeason(seed, 8, 8);
          const table = ladder.ladderStandingsTable(ladder.ladderStandings(season), { decimals });
          checkPublished(table, decimals);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('Grand Prix: every stage of a season; tournaments headed by their names (seed 000 §33)', () => {
    for (const tournament of fixtureSeason.tournaments) {
      if (tournament.standings === undefined) continue;
      const standings = grandprix.grandPrixStandings(fixtureSeason, grandprix.NGP, {
        afterTournament: tournament.id,
      });
      const table = grandprix.grandPrixStandingsTable(standings, { explanations: true });
      checkPublished(table, 2);
      const headers = table.columns
        .slice(2, 2 + standings.playedTournaments.length)
        .map((column) => column.header);
      expect(headers).toEqual(
        standings.playedTournaments.map(
          (id) => fixtureSeason.tournaments.find((entry) => entry.id === id)?.name ?? id,
        ),
      );
    }
  });

  it('a bad decimals option is refused by every module table', () => {
    const diplomacyStandings = diplomacy.diplomacyStandings(example('diplomacy-event.json'));
    const ladderStandings = ladder.ladderStandings(example('ladder-season.json'));
    const grandPrixStandings = grandprix.grandPrixStandings(example('grandprix-season.json'));
    for (const work of [
      () => diplomacy.diplomacyStandingsTable(diplomacyStandings, { decimals: -1 }),
      () => ladder.ladderStandingsTable(ladderStandings, { decimals: 21 }),
      () => grandprix.grandPrixStandingsTable(grandPrixStandings, { decimals: 0.5 }),
    ]) {
      expect(work).toThrow(/options\.decimals/);
    }
  });
});

describe('every table reads its standings and options alike (API.md §3–§4: one reading in core)', () => {
  const othelloStandings = othello.othelloStandings(example('othello-tournament.json'), othello.NOF_SWISS);
  const tables: ReadonlyArray<
    readonly [string, (standings: unknown, options?: unknown) => unknown, unknown]
  > = [
    ['othello', othello.othelloStandingsTable as never, othelloStandings],
    [
      'diplomacy',
      diplomacy.diplomacyStandingsTable as never,
      diplomacy.diplomacyStandings(example('diplomacy-event.json')),
    ],
    [
      'draughts',
      draughts.draughtsStandingsTable as never,
      draughts.draughtsStandings(example('draughts-event.json')),
    ],
    ['ladder', ladder.ladderStandingsTable as never, ladder.ladderStandings(example('ladder-season.json'))],
    ['grandprix', grandprix.grandPrixStandingsTable as never, grandprix.grandPrixStandings(fixtureSeason)],
  ];

  it.each(tables)(
    '%s: a row whose place is not a whole number is refused at its path',
    (_, table, standings) => {
      const result = standings as { rows: readonly Record<string, unknown>[] };
      const broken = { ...result, rows: [{ ...result.rows[0], place: 'first' }, ...result.rows.slice(1)] };
      const error = (() => {
        try {
          table(broken);
        } catch (thrown) {
          return thrown as MindsportError;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(MindsportError);
      expect([error?.code, error?.path]).toEqual(['NOT_AN_INTEGER', ['standings', 'rows', 0, 'place']]);
    },
  );

  it.each(tables)('%s: decimals outside 0…20 is OUT_OF_RANGE at options.decimals', (_, table, standings) => {
    expect(() => table(standings, { decimals: 21 })).toThrowError(
      expect.objectContaining({ code: 'OUT_OF_RANGE', path: ['options', 'decimals'] }),
    );
  });
});
