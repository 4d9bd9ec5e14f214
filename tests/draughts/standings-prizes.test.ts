/**
 * Prize money and (grand)master points by place (seed 004 "Rechten", "Meester- en
 * grootmeesterpunten"; spec §3, §4, §6 Decisions 5–6), from standings written as
 * `[id, points, saldo]` entries (see `scoredEvent`).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import { draughtsMasterPoints, draughtsPrizes, KNDB } from '../../src/draughts/index.js';
import { errorOf } from '../helpers/errors.js';
import { POINTS_APART, SINK, scoredEvent } from './events.js';

type Entries = readonly (readonly [string, number, number])[];

const GRANDMASTER_POINTS = KNDB.titlePoints.grandmaster.values;
const MASTER_POINTS = KNDB.titlePoints.master.values;

/** Each player's prize (the sink, alone on the last place, left out). */
function splitPrizes(entries: Entries, prizes: readonly (number | string)[]) {
  return draughtsPrizes(scoredEvent(entries, { prizes }), POINTS_APART).rows.filter(
    (row) => row.playerId !== SINK,
  );
}

/**
 * Each player's title points of one kind, by the `values` of its places: guests (and the
 * sink) are left out of the ranking and get 0.
 */
function titlePoints(
  entries: Entries,
  values: readonly number[],
  options: { readonly exclude?: readonly string[] } = {},
) {
  const rules = {
    ...POINTS_APART,
    titlePoints: { ...POINTS_APART.titlePoints, master: { values, source: 'test' } },
  };
  const result = draughtsMasterPoints(scoredEvent(entries, { guests: options.exclude ?? [] }), rules);
  return entries.map(([id]) => {
    const row = result.rows.find((each) => each.playerId === id);
    return row === undefined
      ? { player: id, excluded: true, places: null, points: Fraction.ZERO }
      : { player: id, excluded: false, places: [row.place, row.lastPlace], points: row.masterPoints };
  });
}
const grandmasterPoints = (entries: Entries, options: { readonly exclude?: readonly string[] } = {}) =>
  titlePoints(entries, GRANDMASTER_POINTS, options);
const masterPoints = (entries: Entries, options: { readonly exclude?: readonly string[] } = {}) =>
  titlePoints(entries, MASTER_POINTS, options);

/** The standings entries themselves (the old tests' `rows`). */
const rows = (entries: Entries): Entries => entries;

const text = (
  shares: readonly { player?: string; playerId?: string; points?: Fraction; prize?: Fraction }[],
) =>
  Object.fromEntries(
    shares.map((share) => [share.player ?? share.playerId, (share.points ?? share.prize)?.toString()]),
  );

describe('prize money (seed 004 "Rechten": "Spelers met evenveel punten en hetzelfde saldo … delen hun prijzen")', () => {
  const prizes = [1000, 600, 400, 200];

  it('no tie: each place its prize; places beyond the list get 0 (spec §6 Decision 5)', () => {
    const table = rows([
      ['A', 20, 0],
      ['B', 18, 0],
      ['C', 16, 0],
      ['D', 14, 0],
      ['E', 12, 0],
    ]);
    expect(text(splitPrizes(table, prizes))).toEqual({ A: '1000', B: '600', C: '400', D: '200', E: '0' });
  });

  it('equal points and saldo share exactly; equal points with a different saldo do not', () => {
    const table = rows([
      ['A', 20, 1],
      ['B', 20, 1],
      ['C', 20, 0],
      ['D', 14, 0],
      ['E', 14, 0],
    ]);
    expect(text(splitPrizes(table, prizes))).toEqual({ A: '800', B: '800', C: '400', D: '100', E: '100' });
  });

  it('three-way shares stay exact', () => {
    const table = rows([
      ['A', 10, 0],
      ['B', 10, 0],
      ['C', 10, 0],
    ]);
    const shares = splitPrizes(table, [100, 0, 0]);
    expect(shares.map((share) => share.prize.toString())).toEqual(['100/3', '100/3', '100/3']);
    expect(Fraction.sum(shares.map((share) => share.prize)).toString()).toBe('100');
    expect(splitPrizes(table, ['187.50', '62.5', 0]).map((share) => share.prize.toString())).toEqual([
      '250/3',
      '250/3',
      '250/3',
    ]);
  });

  it('rejects bad and negative prizes with the path', () => {
    const table = rows([['A', 1, 0]]);
    const negative = errorOf(() => splitPrizes(table, [100, -5]));
    expect([negative.code, negative.path]).toEqual(['NEGATIVE_AMOUNT', ['prizes', 1]]);
    expect(errorOf(() => splitPrizes(table, ['ten'])).code).toBe('BAD_AMOUNT');
  });
});

describe('(grand)master points (seed 004 "Meester- en grootmeesterpunten")', () => {
  it('places 1–3 earn 3, 2, 1 grandmaster points; places 1–5 earn 5, 4, 3, 2, 1 master points', () => {
    const table = rows([
      ['A', 20, 0],
      ['B', 18, 0],
      ['C', 16, 0],
      ['D', 14, 0],
      ['E', 12, 0],
      ['F', 10, 0],
    ]);
    expect(text(grandmasterPoints(table))).toEqual({ A: '3', B: '2', C: '1', D: '0', E: '0', F: '0' });
    expect(text(masterPoints(table))).toEqual({ A: '5', B: '4', C: '3', D: '2', E: '1', F: '0' });
  });

  it('players equal on game points share, whatever their saldo (spec §6 Decision 6)', () => {
    const table = rows([
      ['A', 20, 2],
      ['B', 20, 0],
      ['C', 16, 0],
      ['D', 12, 1],
      ['E', 12, 0],
      ['F', 12, -1],
      ['G', 10, 0],
    ]);
    expect(text(grandmasterPoints(table))).toEqual({
      A: '2.5',
      B: '2.5',
      C: '1',
      D: '0',
      E: '0',
      F: '0',
      G: '0',
    });
    // master 4th–6th: (2 + 1 + 0) / 3 = 1 each
    expect(text(masterPoints(table))).toEqual({ A: '4.5', B: '4.5', C: '3', D: '1', E: '1', F: '1', G: '0' });
  });

  it('shares across the boundary: 5th–6th get ½ each, master 3rd–5th get 2 each', () => {
    const fifthSixth = rows([
      ['A', 20, 0],
      ['B', 18, 0],
      ['C', 16, 0],
      ['D', 14, 0],
      ['E', 12, 0],
      ['F', 12, 0],
    ]);
    expect(text(masterPoints(fifthSixth))).toMatchObject({ E: '0.5', F: '0.5' });
    const thirdToFifth = rows([
      ['A', 20, 0],
      ['B', 18, 0],
      ['C', 16, 0],
      ['D', 16, 0],
      ['E', 16, 0],
    ]);
    expect(text(masterPoints(thirdToFifth))).toMatchObject({ C: '2', D: '2', E: '2' });
    expect(text(grandmasterPoints(thirdToFifth))).toMatchObject({ C: '1/3', D: '1/3', E: '1/3' });
  });

  it('the excluded player\'s place is left out ("blijft de door Alexander Baljakin bezette plaats buiten beschouwing")', () => {
    const table = rows([
      ['Alexander Baljakin', 22, 0],
      ['A', 20, 0],
      ['B', 18, 0],
      ['C', 18, 0],
      ['D', 14, 0],
      ['E', 12, 0],
      ['F', 10, 0],
    ]);
    // The seed's guest of 2009, marked `guest: true` in the document.
    const exclude = ['Alexander Baljakin'];
    expect(text(masterPoints(table, { exclude }))).toEqual({
      'Alexander Baljakin': '0',
      A: '5',
      B: '3.5',
      C: '3.5',
      D: '2',
      E: '1',
      F: '0',
    });
    expect(text(grandmasterPoints(table, { exclude }))).toEqual({
      'Alexander Baljakin': '0',
      A: '3',
      B: '1.5',
      C: '1.5',
      D: '0',
      E: '0',
      F: '0',
    });
    const shares = masterPoints(table, { exclude });
    expect(shares[0]).toMatchObject({ excluded: true, places: null });
    expect(shares[2]).toMatchObject({ excluded: false, places: [2, 3] });
    // without the exclusion he takes place 1
    expect(text(masterPoints(table))).toMatchObject({
      'Alexander Baljakin': '5',
      A: '4',
      B: '2.5',
      C: '2.5',
    });
  });

  it('an excluded player inside a tie: the rest of the group is re-ranked', () => {
    const table = rows([
      ['A', 20, 0],
      ['Guest', 20, 0],
      ['B', 20, 0],
      ['C', 10, 0],
    ]);
    expect(text(grandmasterPoints(table, { exclude: ['Guest'] }))).toEqual({
      A: '2.5',
      Guest: '0',
      B: '2.5',
      C: '1',
    });
  });

  it('a guest flag that is not true or false is an error', () => {
    const document = scoredEvent(rows([['A', 1, 0]]));
    const bad = { ...document, players: [{ id: 'A', guest: 'yes' }, ...document.players.slice(1)] };
    const error = errorOf(() => draughtsMasterPoints(bad, POINTS_APART));
    expect([error.code, error.path]).toEqual(['NOT_A_BOOLEAN', ['players', 0, 'guest']]);
  });

  it('takes any list of values', () => {
    expect(
      text(
        titlePoints(
          rows([
            ['A', 1, 0],
            ['B', 1, 0],
          ]),
          [1 / 4, 0],
        ),
      ),
    ).toEqual({ A: '0.125', B: '0.125' });
  });
});

const rowsArbitrary = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: -3, max: 3 })), {
    minLength: 1,
    maxLength: 12,
  })
  .map((entries) => rows(entries.map(([points, saldo], index) => [`P${index}`, points, saldo] as const)));

/** An entry's points (the property tests compare players by them). */
const pointsOf = (table: Entries, id: string) => table.find(([player]) => player === id)![1];

describe('properties', () => {
  test.prop([rowsArbitrary, fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 8 })], { numRuns: 200 })(
    'prize shares always sum to the prizes of the places occupied; equal points and saldo get equal shares',
    (table, prizes) => {
      const shares = splitPrizes(table, prizes);
      const total = Fraction.sum(shares.map((share) => share.prize));
      expect(total.equals(Fraction.sum(prizes.slice(0, table.length)))).toBe(true);
      for (const [index, share] of shares.entries()) {
        const row = table.find(([id]) => id === share.playerId)!;
        for (const other of shares.slice(index)) {
          const otherRow = table.find(([id]) => id === other.playerId)!;
          if (row[1] === otherRow[1] && row[2] === otherRow[2])
            expect(share.prize.equals(other.prize)).toBe(true);
        }
      }
    },
  );

  test.prop([rowsArbitrary, fc.constantFrom(MASTER_POINTS, GRANDMASTER_POINTS), fc.nat(12)], {
    numRuns: 200,
  })(
    'shared title points sum to the points of the counted places; equal game points get equal shares',
    (table, values, excludeIndex) => {
      const excluded = excludeIndex < table.length ? [table[excludeIndex]![0]] : [];
      const shares = titlePoints(table, values, { exclude: excluded });
      const counted = table.length - excluded.length;
      const total = Fraction.sum(shares.map((share) => share.points));
      expect(total.equals(Fraction.sum(values.slice(0, counted)))).toBe(true);
      for (const share of shares) {
        if (share.excluded) expect(share.points.isZero()).toBe(true);
        const points = pointsOf(table, share.player);
        for (const other of shares) {
          const otherPoints = pointsOf(table, other.player);
          if (!share.excluded && !other.excluded && points === otherPoints)
            expect(share.points.equals(other.points)).toBe(true);
        }
      }
    },
  );
});
