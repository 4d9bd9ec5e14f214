/**
 * The per-module standings tables (`othelloStandingsTable`, `diplomacyStandingsTable`,
 * `draughtsStandingsTable`, `ladderStandingsTable`, `grandPrixStandingsTable`): what a
 * website renders with core `formatTable` is what the command prints. Each row carries the
 * module's place, shared flag and label; the cells match the result they come from.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTable, type StandingsTable, TABLE_FORMATS, type TableCell } from '../../src/core/index.js';
import * as diplomacy from '../../src/diplomacy/index.js';
import * as draughts from '../../src/draughts/index.js';
import * as grandprix from '../../src/grandprix/index.js';
import * as ladder from '../../src/ladder/index.js';
import * as othello from '../../src/othello/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const example = <T>(name: string): T => JSON.parse(readFileSync(join(root, 'examples', name), 'utf8')) as T;

const text = (cell: string | TableCell | undefined): string | undefined =>
  typeof cell === 'object' ? cell.text : cell;

/** The cells of the column with a key. */
const columnOf = (table: StandingsTable, key: string): (string | undefined)[] => {
  const index = table.columns.findIndex((column) => column.key === key);
  expect(index, `column ${key}`).toBeGreaterThanOrEqual(0);
  return table.rows.map((row) => text(row.cells[index]));
};

/** Every format renders (a row with the wrong number of cells would throw WRONG_ROW_WIDTH). */
function rendersEverywhere(table: StandingsTable): void {
  for (const format of TABLE_FORMATS) expect(() => formatTable(table, format)).not.toThrow();
  for (const row of table.rows) expect(row.cells).toHaveLength(table.columns.length);
}

describe('othelloStandingsTable', () => {
  it('columns follow the preset criteria; places, shared places and withdrawn rows come from the standings', () => {
    // Ann and Bo draw 32–32: equal on every NOF round-robin criterion, a shared place 1–2 (NOF §24).
    const tournament: othello.OthelloTournament = {
      players: [
        { id: 'a', name: 'Ann' },
        { id: 'b', name: 'Bo' },
        { id: 'c', name: 'Cy', withdrawnFromRound: 2 },
      ],
      rounds: [
        { games: [{ black: 'a', blackDiscs: 32, white: 'b', whiteDiscs: 32 }], byes: ['c'] },
        { games: [], byes: ['a', 'b'] },
      ],
    };
    for (const preset of [othello.NOF_SWISS, othello.WOC]) {
      const standings = othello.othelloStandings(tournament, preset);
      const table = othello.othelloStandingsTable(standings);
      rendersEverywhere(table);
      const criteria = preset.criteria.map((criterion) => criterion.name ?? criterion.kind);
      expect(table.columns.map((column) => column.header)).toEqual([
        'Name',
        'Points',
        ...criteria.filter((name) => name !== 'points'),
        'W',
        'D',
        'L',
      ]);
      expect(table.caption).toBe(`${preset.name} after round 2 of 2`);
      for (const [index, row] of table.rows.entries()) {
        const source = standings.rows[index]!;
        expect([row.place, row.placeLabel, row.shared]).toEqual([
          source.place,
          source.placeLabel,
          source.shared,
        ]);
        expect(row.cells[0]).toBe(source.name);
        expect(row.cells[1]).toBe(source.points.toString());
        expect(row.classes).toEqual(source.withdrawn ? ['withdrawn'] : undefined);
      }
    }
    const nof = othello.othelloStandingsTable(othello.othelloStandings(tournament, othello.NOF_SWISS));
    expect(nof.rows.map((row) => `${row.placeLabel} ${row.cells[0]}`)).toEqual(['1–2 Ann', '1–2 Bo', '3 Cy']);
    expect(nof.rows.find((row) => row.cells[0] === 'Cy')?.classes).toEqual(['withdrawn']);
  });
});

describe('draughtsStandingsTable', () => {
  it('property: on any round robin of four players the table is the standings, saldo signed, barrages in the caption', () => {
    const players = ['Ann', 'Bo', 'Cor', 'Dik'];
    const pairs = players.flatMap((white, index) =>
      players.slice(index + 1).map((black) => [white, black] as const),
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('2-0', '1-1', '0-2', '1+-1-', '1--1+', '0-0'), {
          minLength: 6,
          maxLength: 6,
        }),
        (results) => {
          const result = draughts.draughtsStandings({
            players: players.map((id) => ({ id })),
            games: pairs.map(([white, black], index) => ({ white, black, result: results[index]! })),
          });
          const table = draughts.draughtsStandingsTable(result);
          rendersEverywhere(table);
          expect(table.rows.map((row) => row.cells[0])).toEqual(result.rows.map((row) => row.name));
          for (const [index, row] of table.rows.entries()) {
            const source = result.rows[index]!;
            expect([row.place, row.placeLabel, row.shared]).toEqual([
              source.place,
              source.placeLabel,
              source.shared,
            ]);
            expect(row.cells[2]).toBe(String(source.points));
            expect(row.cells[3]).toBe(source.saldo > 0 ? `+${source.saldo}` : String(source.saldo));
          }
          if (result.barrages.length === 0) expect(table.caption).toBeUndefined();
          else
            for (const barrage of result.barrages)
              expect(table.caption).toContain(
                `barrage for place ${barrage.forPlace}: ${barrage.players.join(', ')}`,
              );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('diplomacyStandingsTable', () => {
  it('shows names from the tournament, the score columns exactly, and marks withdrawn players (seed 003 §11)', () => {
    const event = example<diplomacy.DiplomacyTournament>('diplomacy-event.json');
    const withdrawn = {
      ...event,
      players: event.players.map((player) => (player.id === 'ola' ? { ...player, withdrawn: true } : player)),
    };
    const standings = diplomacy.diplomacyStandings(withdrawn);
    const ranking = standings.rows;
    const table = diplomacy.diplomacyStandingsTable(standings, { caption: 'NM' });
    rendersEverywhere(table);
    expect(table.caption).toBe('NM');
    expect(diplomacy.diplomacyStandingsTable(standings).caption).toBe(
      `${diplomacy.NDF_2007.name}, after round 2`,
    );
    // Ola withdrew: ranked last whatever the score (§11), row marked.
    const last = table.rows.at(-1)!;
    expect(last.cells[0]).toBe('Ola');
    expect(last.classes).toEqual(['withdrawn']);
    expect(columnOf(table, 'decidedBy').at(-1)).toBe('withdrawn');
    // The scores are halves or whole numbers here: shown exactly, the exact value kept.
    expect(columnOf(table, 'score')).toEqual(ranking.map((row) => row.score.toString()));
    expect(columnOf(table, 'qualification')).toEqual(ranking.map((row) => row.qualification.toString()));
    for (const row of table.rows) {
      const score = row.cells[1] as TableCell;
      expect(score.exact).toBe(score.text);
    }
  });
});

describe('ladderStandingsTable', () => {
  it('position column never shared; display names from the season when given', () => {
    const season = example<ladder.LadderSeason>('ladder-season.json');
    const named = {
      ...season,
      players: season.players.map((player) => ({ ...player, name: player.id.toUpperCase() })),
    };
    const standings = ladder.ladderStandings(named, ladder.CLUB_LADDER);
    const table = ladder.ladderStandingsTable(standings);
    rendersEverywhere(table);
    expect(table.placeHeader).toBe('Position');
    expect(table.rows.map((row) => row.shared)).toEqual(standings.rows.map(() => false));
    expect(table.rows.map((row) => row.cells[0])).toEqual(
      standings.rows.map((row) => row.playerId.toUpperCase()),
    );
    // Without names the id is shown.
    const unnamed = ladder.ladderStandings(season, ladder.CLUB_LADDER);
    expect(ladder.ladderStandingsTable(unnamed).rows[0]?.cells[0]).toBe(unnamed.rows[0]?.playerId);
    expect(columnOf(table, 'points')).toEqual(standings.rows.map((row) => row.points.toString()));
  });
});

describe('grandPrixStandingsTable', () => {
  it('marks counted and dropped results (seed 000 §33); the explanation column only when asked', () => {
    const season = example<grandprix.GrandPrixSeason>('grandprix-season.json');
    const result = grandprix.grandPrixStandings(season);
    const plain = grandprix.grandPrixStandingsTable(result);
    const explained = grandprix.grandPrixStandingsTable(result, { explanations: true });
    rendersEverywhere(plain);
    rendersEverywhere(explained);
    // Tournaments are headed by their names (the example gives none for oslo: its id).
    expect(plain.columns.map((column) => column.header)).toEqual([
      'Player',
      'Total',
      ...result.playedTournaments.map((id) => season.tournaments.find((t) => t.id === id)?.name ?? id),
      'Decided by',
    ]);
    expect(plain.columns.slice(2, -1).map((column) => column.key)).toEqual(
      result.playedTournaments.map((id) => `tournament-${id}`),
    );
    expect(columnOf(plain, 'decidedBy')).toEqual(
      result.rows.map((row) =>
        row.decidedBy === null ? '' : { total: 'total', countedPlaces: 'counted places' }[row.decidedBy],
      ),
    );
    expect(explained.columns.at(-1)?.header).toBe('Explanation');
    expect(explained.rows.map((row) => row.cells.at(-1))).toEqual(result.rows.map((row) => row.explanation));
    for (const [index, row] of plain.rows.entries()) {
      const source = result.rows[index]!;
      for (const [column, id] of result.playedTournaments.entries()) {
        const cell = row.cells[2 + column] as TableCell;
        const found = source.results.find((entry) => entry.tournamentId === id)!;
        expect(cell.classes).toEqual(found.status === 'extra' ? ['dropped', 'extra'] : [found.status]);
        expect(text(cell)).toBe(
          found.status === 'extra' ? `(${found.points}) +${found.awarded}` : found.awarded.toString(),
        );
      }
    }
    const after = grandprix.grandPrixStandingsTable(
      grandprix.grandPrixStandings(season, grandprix.NGP, { afterTournament: 'bergen' }),
    );
    expect(after.caption).toBe('Grand Prix table, best 2 of 3 NGP results count, after bergen');
  });
});
