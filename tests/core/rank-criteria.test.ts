/**
 * Core ranking (docs/core.md "Ranking"): the compare and group criteria that Diplomacy's
 * count-back and the Grand Prix §34 order need, so no module assigns places on its own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GroupCriterion, rank } from '../../src/core/index.js';
import { errorOf } from '../helpers/errors.js';

interface Player {
  readonly id: string;
  readonly points: number;
  readonly games: readonly number[];
  readonly events: readonly string[];
}

/** Count-back: the best game, then the second best, … (more is better). */
const countBack = (a: Player, b: Player): number => {
  const left = [...a.games].sort((x, y) => y - x);
  const right = [...b.games].sort((x, y) => y - x);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (right[index] ?? 0) - (left[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
};

/** The last event every tied player played: whoever placed first there (its index in `events`) goes first. */
const lastCommon: GroupCriterion<Player> = {
  name: 'lastCommon',
  separate: (group) => {
    const common = (group[0] as Player).events.filter((event) =>
      group.every((row) => row.events.includes(event)),
    );
    const last = common[common.length - 1];
    if (last === undefined) return undefined;
    const order = [...group].sort((a, b) => a.events.indexOf(last) - b.events.indexOf(last));
    return order.map((row) => [row]);
  },
};

const player = (id: string, points: number, games: number[] = [], events: string[] = []): Player => ({
  id,
  points,
  games,
  events,
});

describe('rank: a compare criterion', () => {
  it('orders tied rows by the comparison and names it in decidedBy', () => {
    const ranked = rank([player('a', 10, [5, 5]), player('b', 10, [6, 4]), player('c', 12)], {
      id: (row) => row.id,
      criteria: [
        { name: 'points', value: (row) => row.points },
        { name: 'countBack', compare: countBack },
      ],
    });
    expect(ranked.map((row) => [row.id, row.placeLabel, row.decidedBy])).toEqual([
      ['c', '1', null],
      ['b', '2', 'points'],
      ['a', '3', 'countBack'],
    ]);
    expect(ranked[1]?.values).toEqual({ points: expect.anything(), countBack: undefined });
  });

  it('rows the comparison ties share the place, listed by id', () => {
    const ranked = rank([player('z', 1, [3]), player('y', 1, [3])], {
      id: (row) => row.id,
      criteria: [{ name: 'countBack', compare: countBack }],
    });
    expect(ranked.map((row) => `${row.placeLabel} ${row.id}`)).toEqual(['1–2 y', '1–2 z']);
  });
});

describe('rank: a group criterion', () => {
  it('separates a tied group as a whole and is skipped where it returns undefined', () => {
    const ranked = rank(
      [
        player('a', 5, [], ['x', 'y']),
        player('b', 5, [], ['y', 'x']),
        player('c', 5, [], ['x']),
        player('d', 3, [], ['q']),
        player('e', 3, [], ['r']),
      ],
      { id: (row) => row.id, criteria: [{ name: 'points', value: (row) => row.points }, lastCommon] },
    );
    // a, b, c all played x only in common: a and c placed x first (index 0), b second.
    expect(ranked.map((row) => `${row.placeLabel} ${row.id} ${row.decidedBy}`)).toEqual([
      '1 a null',
      '2 c lastCommon',
      '3 b lastCommon',
      '4–5 d points',
      '4–5 e null',
    ]);
  });

  it('is re-applied to a run that stays tied only when reapply is true', () => {
    const calls: string[][] = [];
    const halves: GroupCriterion<Player> = {
      name: 'halves',
      separate: (group) => {
        calls.push(group.map((row) => row.id));
        return group.length > 1
          ? [group.slice(0, Math.ceil(group.length / 2)), group.slice(Math.ceil(group.length / 2))]
          : undefined;
      },
    };
    const rows = ['a', 'b', 'c', 'd'].map((id) => player(id, 0));
    expect(rank(rows, { id: (row) => row.id, criteria: [halves] }).map((row) => row.placeLabel)).toEqual([
      '1–2',
      '1–2',
      '3–4',
      '3–4',
    ]);
    expect(calls).toEqual([['a', 'b', 'c', 'd']]);
    const again = rank(rows, { id: (row) => row.id, criteria: [{ ...halves, reapply: true }] });
    expect(again.map((row) => row.placeLabel)).toEqual(['1', '2', '3', '4']);
  });

  it('a split that loses, repeats or invents a row is BAD_GROUP_SPLIT', () => {
    const rows = [player('a', 0), player('b', 0)];
    const bad = (separate: GroupCriterion<Player>['separate']) =>
      errorOf(() => rank(rows, { id: (row) => row.id, criteria: [{ name: 'bad', separate }] }));
    expect(bad((group) => [[group[0] as Player]]).code).toBe('BAD_GROUP_SPLIT');
    expect(bad((group) => [[group[0] as Player], [group[0] as Player]]).code).toBe('BAD_GROUP_SPLIT');
    expect(bad(() => [[player('a', 0)], [player('b', 0)]]).code).toBe('BAD_GROUP_SPLIT');
    expect(bad((group) => [[...group], []]).code).toBe('BAD_GROUP_SPLIT');
    const error = bad((group) => [[group[0] as Player]]);
    expect(error.path).toEqual(['criteria', 0]);
    expect(error.value).toEqual(['a', 'b']);
  });

  it('property: the input order never changes the ranking', () => {
    const arbitrary = fc.array(
      fc.record({
        points: fc.integer({ min: 0, max: 3 }),
        games: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 3 }),
      }),
      { maxLength: 12 },
    );
    const shuffledRows = arbitrary.chain((specs) => {
      const rows = specs.map((spec, index) => player(`p${index}`, spec.points, spec.games, ['x']));
      return fc.tuple(
        fc.constant(rows),
        fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }),
      );
    });
    const options = {
      id: (row: Player) => row.id,
      criteria: [
        { name: 'points', value: (row: Player) => row.points },
        { name: 'countBack', compare: countBack },
      ],
    };
    const summary = (rows: Player[]) => rank(rows, options).map((row) => `${row.placeLabel} ${row.id}`);
    fc.assert(
      fc.property(shuffledRows, ([rows, shuffled]) => {
        expect(summary(shuffled)).toEqual(summary(rows));
      }),
    );
  });
});
