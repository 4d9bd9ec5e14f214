/**
 * Every exported data constant (presets, formats, lists of names) of every entry point is
 * deeply frozen: mutating one throws a TypeError instead of changing the library's
 * behaviour for the whole process. Customising works by copying with spread.
 */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import * as diplomacy from '../../src/diplomacy/index.js';
import {
  C_DIPLO_73,
  C_DIPLO_100,
  CARNAGE,
  NDF_2007,
  POWERS,
  type PowerScores,
  parseGameResult,
  scoreCDiplo,
} from '../../src/diplomacy/index.js';
import * as draughts from '../../src/draughts/index.js';
import * as grandprix from '../../src/grandprix/index.js';
import * as root from '../../src/index.js';
import * as ladder from '../../src/ladder/index.js';
import { CLUB_LADDER } from '../../src/ladder/index.js';
import * as othello from '../../src/othello/index.js';
import {
  NOF_SWISS,
  OTHELLO_PRESETS,
  type OthelloCriterion,
  type OthelloTournament,
  othelloStandings,
  PAPP,
  WOC,
  WOC_BRIGHTWELL,
} from '../../src/othello/index.js';
import { g, players } from '../othello/tournament-fixtures.js';

const ENTRY_POINTS: readonly [string, Record<string, unknown>][] = [
  ['mindsport', root],
  ['mindsport/othello', othello],
  ['mindsport/diplomacy', diplomacy],
  ['mindsport/draughts', draughts],
  ['mindsport/ladder', ladder],
  ['mindsport/grandprix', grandprix],
];

/** A plain object (`{…}`, or without prototype) or an array: data, not a class instance. */
function isData(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The path of the first plain object or array reachable from `value` that is not frozen. */
function firstUnfrozen(value: unknown, path: string, seen = new Set<object>()): string | undefined {
  if (!isData(value) || seen.has(value)) return undefined;
  seen.add(value);
  if (!Object.isFrozen(value)) return path;
  for (const [key, child] of Object.entries(value)) {
    const found = firstUnfrozen(child, `${path}.${key}`, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The exported data constants of an entry point, by name. */
function dataExports(namespace: Record<string, unknown>): [string, object][] {
  return Object.entries(namespace).filter((entry): entry is [string, object] => isData(entry[1]));
}

describe('the walker', () => {
  it('finds an unfrozen value at any depth and names its path', () => {
    expect(firstUnfrozen({}, 'X')).toBe('X');
    expect(firstUnfrozen(Object.freeze({ a: Object.freeze([Object.freeze({}), { b: 1 }]) }), 'X')).toBe(
      'X.a.1',
    );
    expect(firstUnfrozen(Object.freeze([Object.freeze({ c: Object.freeze({ d: [] }) })]), 'X')).toBe(
      'X.0.c.d',
    );
  });

  it('skips class instances, functions and primitives', () => {
    expect(
      firstUnfrozen(Object.freeze({ f: Fraction.of(1, 3), g: () => 1, n: 1, s: 's' }), 'X'),
    ).toBeUndefined();
    expect(firstUnfrozen(new Map(), 'X')).toBeUndefined();
    expect(firstUnfrozen(new Int32Array(2), 'X')).toBeUndefined();
  });
});

describe('exported data constants are deeply frozen', () => {
  it.each(ENTRY_POINTS)('%s', (name, namespace) => {
    const exports = dataExports(namespace);
    expect(exports.length, `${name} exports no data constant`).toBeGreaterThan(0);
    for (const [exported, value] of exports) {
      const path = firstUnfrozen(value, exported);
      expect(path, `${name}: ${path} is not frozen`).toBeUndefined();
    }
  });

  it('covers the presets and lists of every module (about a hundred constants)', () => {
    const names = ENTRY_POINTS.flatMap(([name, namespace]) =>
      dataExports(namespace).map(([exported]) => `${name}:${exported}`),
    );
    expect(names.length).toBeGreaterThanOrEqual(90);
    for (const expected of [
      'mindsport:TABLE_FORMATS',
      'mindsport/othello:OTHELLO_PRESETS',
      'mindsport/othello:NOF_SWISS',
      'mindsport/othello:NM',
      'mindsport/diplomacy:C_DIPLO_100',
      'mindsport/diplomacy:NDF_2007',
      'mindsport/diplomacy:POWERS',
      'mindsport/draughts:RESULT_TABLE',
      'mindsport/ladder:CLUB_LADDER',
      'mindsport/grandprix:NGP',
    ]) {
      expect(names).toContain(expected);
    }
  });
});

describe('mutating a constant throws a TypeError', () => {
  it('adding to or sorting a list', () => {
    expect(() => (POWERS as unknown as string[]).push('x')).toThrow(TypeError);
    expect(() => (POWERS as unknown as string[]).sort().reverse()).toThrow(TypeError);
    expect(() => (NOF_SWISS.criteria as OthelloCriterion[]).push({ kind: 'discs', source: 'mine' })).toThrow(
      TypeError,
    );
    expect(() => (CLUB_LADDER.finalTieBreaks as unknown as string[]).reverse()).toThrow(TypeError);
    expect(POWERS).toEqual(['austria', 'england', 'france', 'germany', 'italy', 'russia', 'turkey']);
    expect(NOF_SWISS.criteria.map((criterion) => criterion.kind)).toEqual(['points', 'mbq', 'headToHead']);
  });

  it('assigning a field, at the top or deeper', () => {
    expect(() => {
      (C_DIPLO_100 as { soloWinner: number }).soloWinner = 50;
    }).toThrow(TypeError);
    expect(() => {
      (CARNAGE.rankPoints as number[])[0] = 1;
    }).toThrow(TypeError);
    expect(() => {
      (NDF_2007.finalRound as { round: number }).round = 5;
    }).toThrow(TypeError);
    expect(() => {
      (OTHELLO_PRESETS as { WOC: unknown }).WOC = PAPP;
    }).toThrow(TypeError);
    expect(() => {
      (WOC_BRIGHTWELL.rule as { constant: number }).constant = 0;
    }).toThrow(TypeError);
    expect(C_DIPLO_100.soloWinner).toBe(100);
    expect(CARNAGE.rankPoints[0]).toBe(7000);
    expect(OTHELLO_PRESETS.WOC).toBe(WOC);
  });
});

describe('customising by copy still works', () => {
  const texts = (scores: PowerScores): Record<string, string> =>
    Object.fromEntries(POWERS.map((power) => [power, scores[power].toString()]));

  it('Diplomacy: C-Diplo 100 with a solo of 73 scores a solo as C-Diplo 73', () => {
    const solo = parseGameResult('G18 E5 F5 R6 A0 I0 T0');
    const custom = { ...C_DIPLO_100, soloWinner: 73 };
    expect(texts(scoreCDiplo(solo, custom))).toEqual(texts(scoreCDiplo(solo, C_DIPLO_73)));
    expect(scoreCDiplo(solo, custom).germany.toString()).toBe('73');
    expect(scoreCDiplo(solo, C_DIPLO_100).germany.toString()).toBe('100');
    expect(Object.isFrozen(custom)).toBe(false);
  });

  it('Othello: PAPP with the WOC constant ranks as WOC; an extra criterion by copying the list', () => {
    const tournament: OthelloTournament = {
      players: players('Ann', 'Bo', 'Cy', 'Dan'),
      rounds: [
        { games: [g('A', 40, 'B', 24), g('C', 33, 'D', 31)] },
        { games: [g('A', 20, 'C', 44), g('B', 50, 'D', 14)] },
      ],
    };
    const places = (preset: typeof PAPP): string[] =>
      othelloStandings(tournament, preset).rows.map((row) => `${row.placeLabel} ${row.name} ${row.points}`);
    expect(places({ ...PAPP, brightwellConstant: WOC_BRIGHTWELL })).toEqual(places(WOC));
    const withDiscs = {
      ...NOF_SWISS,
      criteria: [...NOF_SWISS.criteria, { kind: 'discs', source: 'mine' } as const],
    };
    expect(withDiscs.criteria).toHaveLength(4);
    expect(places(withDiscs)).toHaveLength(4);
    expect(NOF_SWISS.criteria).toHaveLength(3);
  });
});
