/**
 * Tournament points of seed 000 §31 (spec `grandprix.md` decision 6): the scale, shared places
 * beyond it, errors with their exact code, message, path and value, standings in any order,
 * and ineligible players closing up (mutation testing, issue 13). Arithmetic in the comments.
 */
import { describe, expect, it } from 'vitest';
import { type GrandPrixPlayer, placePoints } from '../../src/grandprix/index.js';
import { failure } from '../helpers/errors.js';
import { tournamentPoints } from './helpers.js';

const member = (id: string): GrandPrixPlayer => ({
  id,
  citizenOrResident: true,
  memberships: [{ from: '2020-01-01' }],
});
const foreign = (id: string): GrandPrixPlayer => ({ id, citizenOrResident: false, memberships: [] });
const event = (kind: 'regular' | 'participationOnly', standings: readonly (readonly [string, number])[]) => ({
  id: 'e',
  kind,
  startDate: '2025-01-11',
  rounds: 7,
  standings: standings.map(([player, place]) => ({ player, place })),
});

function rows(
  kind: 'regular' | 'participationOnly',
  standings: readonly (readonly [string, number])[],
  players: readonly GrandPrixPlayer[],
) {
  return tournamentPoints(event(kind, standings), players).rows.map((result) => [
    result.playerId,
    result.place,
    result.eligible,
    result.eligiblePlace,
    result.eligibleLastPlace,
    result.points.toString(),
  ]);
}

describe('placePoints (§31)', () => {
  it('below the scale every place is worth 2; shares reach below it', () => {
    expect(placePoints('regular', 12, 1).toString()).toBe('2');
    expect(placePoints('regular', 7, 4).toString()).toBe('2.75'); // (4 + 3 + 2 + 2) / 4
    expect(placePoints('nationalChampionship', 8, 3).toString()).toBe('3.5'); // (3 + 2 + 2) / 3 × 150 %
    expect(placePoints('lightning', 20, 1).toString()).toBe('1');
    expect(placePoints('regular', 3, 1).toString()).toBe('8'); // after the 20th: the cache is not misread
  });

  it('rejects kinds without place points and places that are not positive whole numbers', () => {
    expect(failure(() => placePoints('participationOnly' as never, 1, 1)).slice(0, 3)).toEqual([
      'NOT_ONE_OF',
      'kind: "participationOnly" is not one of regular, nationalChampionship, lightning; did you mean "nationalChampionship"?',
      ['kind'],
    ]);
    expect(failure(() => placePoints('participationOnly' as never, 1, 1))[3]).toBe('participationOnly');
    expect(failure(() => placePoints('blitz' as never, 1, 1))[0]).toBe('NOT_ONE_OF');
    expect(failure(() => placePoints('regular', 0, 1))).toEqual([
      'OUT_OF_RANGE',
      'place: 0 is outside 1…∞',
      ['place'],
      0,
    ]);
    expect(failure(() => placePoints('regular', 1, 0))).toEqual([
      'OUT_OF_RANGE',
      'count: 0 is outside 1…∞',
      ['count'],
      0,
    ]);
    expect(failure(() => placePoints('regular', 1.5, 1))[0]).toBe('NOT_AN_INTEGER');
    expect(failure(() => placePoints('regular', 2, 2.5))[0]).toBe('NOT_AN_INTEGER');
    expect(placePoints('regular', 1, 1).toString()).toBe('12');
  });
});

describe('tournamentPoints (§31, decision 6)', () => {
  it('standings in any order: best place first, ties by id; the ineligible close up', () => {
    const players = [member('a'), member('b'), member('c'), member('d'), member('e'), foreign('s')];
    expect(
      rows(
        'regular',
        [
          ['d', 4],
          ['c', 1],
          ['b', 2],
          ['a', 2],
          ['e', 6],
          ['s', 5],
        ],
        players,
      ),
    ).toEqual([
      ['c', 1, true, 1, 1, '12'],
      ['a', 2, true, 2, 3, '9'], // (10 + 8) / 2
      ['b', 2, true, 2, 3, '9'],
      ['d', 4, true, 4, 4, '7'],
      ['s', 5, false, null, null, '0'],
      ['e', 6, true, 5, 5, '6'], // s does not count: e is the 5th eligible
    ]);
  });

  it('sorted by place but a tie out of id order; an ineligible player inside a tie', () => {
    const players = [member('a'), member('b'), member('c'), member('d'), foreign('s')];
    expect(
      rows(
        'regular',
        [
          ['c', 1],
          ['b', 1],
          ['a', 1],
          ['s', 4],
          ['d', 4],
        ],
        players,
      ),
    ).toEqual([
      ['a', 1, true, 1, 3, '10'], // (12 + 10 + 8) / 3
      ['b', 1, true, 1, 3, '10'],
      ['c', 1, true, 1, 3, '10'],
      ['d', 4, true, 4, 4, '7'], // alone among the eligible at 4th
      ['s', 4, false, null, null, '0'],
    ]);
  });

  it('a participation-only event gives every eligible player the same points', () => {
    expect(
      rows(
        'participationOnly',
        [
          ['b', 1],
          ['a', 2],
          ['s', 3],
        ],
        [member('a'), member('b'), foreign('s')],
      ),
    ).toEqual([
      ['b', 1, true, 1, 1, '2'],
      ['a', 2, true, 2, 2, '2'],
      ['s', 3, false, null, null, '0'],
    ]);
  });

  it('an unknown player is reported at its index in the input, sorted or not', () => {
    for (const standings of [
      [
        ['b', 2],
        ['zz', 1],
      ],
      [
        ['b', 1],
        ['zz', 2],
      ],
    ] as const) {
      expect(failure(() => tournamentPoints(event('regular', standings), [member('b')]))).toEqual([
        'UNKNOWN_ID',
        `tournaments[0].standings[1].player: "zz" is not a player's id`,
        ['tournaments', 0, 'standings', 1, 'player'],
        'zz',
      ]);
    }
    const { standings: _, ...withoutStandings } = event('regular', []);
    expect(tournamentPoints(withoutStandings, [member('b')]).rows).toEqual([]);
  });
});
