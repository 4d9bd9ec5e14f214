/** The round-robin crosstable and its text form. */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  DRAUGHTS_RESULTS,
  type DraughtsGame,
  draughtsCrosstable,
  draughtsStandings,
  formatDraughtsCrosstable,
  KNDB,
} from '../../src/draughts/index.js';
import { tournament } from './events.js';

const crosstable = draughtsCrosstable;
const formatCrosstable = formatDraughtsCrosstable;

describe('round-robin crosstable', () => {
  const event = {
    players: [
      { id: 'Ann', name: 'Ann' },
      { id: 'Bo', name: 'Bo' },
      { id: 'Cor', name: 'Cor' },
    ],
    games: [
      { white: 'Ann', black: 'Bo', result: '1+ - 1-', round: 1 },
      { white: 'Cor', black: 'Ann', result: '0-2', round: 2 },
      { white: 'Bo', black: 'Cor', result: '0-0', round: 3 },
    ],
  };

  it("shows each game from the row player's side, ordered as the standings", () => {
    const table = crosstable(event);
    expect(table.players).toEqual(['Ann', 'Bo', 'Cor']);
    expect(
      table.rows.map((row) => row.cells.map((cell) => cell.map((game) => game.score).join('/'))),
    ).toEqual([
      ['', '1+', '2'],
      ['1-', '', '0'],
      ['0', '0', ''],
    ]);
    expect(table.rows[0]?.cells[1]?.[0]).toEqual({
      score: '1+',
      points: 1,
      colour: 'white',
      result: '1+-1-',
      round: 1,
    });
    expect(table.rows.map((row) => [row.placeLabel, row.points, row.saldo])).toEqual([
      ['1', 3, 1],
      ['2', 1, -1],
      ['3', 0, 0],
    ]);
  });

  it('formats as text', () => {
    expect(formatCrosstable(crosstable(event)).split('\n')).toEqual([
      '#  Player  1   2   3  Pts  +/-',
      '1  Ann     ×   1+  2    3   +1',
      '2  Bo      1-  ×   0    1   -1',
      '3  Cor     0   0   ×    0    0',
    ]);
  });

  it('keeps the input order on request and joins repeated meetings', () => {
    const double = tournament(
      ['Cor', 'Ann'],
      [
        { white: 'Ann', black: 'Cor', result: '2-0' },
        { white: 'Cor', black: 'Ann', result: '1-1' },
      ],
      { meetingsPerPair: 2 },
    );
    const table = crosstable(double, KNDB, { order: 'input' });
    expect(table.players).toEqual(['Cor', 'Ann']);
    expect(formatCrosstable(table).split('\n')[1]).toBe('2  Cor     ×    0/1    1    0');
  });

  const arbitrary = fc.integer({ min: 2, max: 7 }).chain((count) => {
    const players = Array.from({ length: count }, (_, index) => `P${index}`);
    const pairs: [string, string][] = [];
    for (let i = 0; i < count; i++)
      for (let j = i + 1; j < count; j++) pairs.push([players[i]!, players[j]!]);
    return fc.tuple(...pairs.map(() => fc.constantFrom(...DRAUGHTS_RESULTS))).map((results) =>
      tournament(
        players,
        pairs.map(([white, black], index): DraughtsGame => ({ white, black, result: results[index]! })),
      ),
    );
  });

  test.prop([arbitrary], { numRuns: 100 })(
    'row sums equal the standings points; cells mirror each other',
    (event) => {
      const table = crosstable(event);
      const points = new Map(draughtsStandings(event).rows.map((row) => [row.playerId, row.points]));
      for (const [rowIndex, row] of table.rows.entries()) {
        const sum = row.cells.flat().reduce((total, cell) => total + cell.points, 0);
        expect(sum).toBe(points.get(row.playerId));
        for (const [columnIndex, cell] of row.cells.entries()) {
          const mirror = table.rows[columnIndex]?.cells[rowIndex] ?? [];
          expect(cell.map((game) => game.result)).toEqual(mirror.map((game) => game.result));
        }
      }
    },
  );
});
