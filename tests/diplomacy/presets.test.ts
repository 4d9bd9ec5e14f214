/**
 * The scoring rules of the scoring systems are user data (custom variants), so they follow
 * the bad-input standard: "every public function that accepts user data rejects bad values
 * with a `MindsportError` carrying a code, a path and the bad value; nothing is silently
 * clamped, guessed or dropped; inputs are never mutated" (STYLE.md, Errors). Rules are checked
 * like a document (API.md §3): the shape codes (`NOT_A_NUMBER`, `NOT_AN_INTEGER`,
 * `MISSING_FIELD`, `UNKNOWN_FIELD`, …) at `['scoring', field, …]`; the scoring is checked
 * before the game (docs/diplomacy.md, "Bad scoring rules").
 *
 * Systems: C-Diplo (spec §2, diplomacy-systems §1.1), Draw Size (§1.3), Carnage (§1.5),
 * ManorCon (§1.8), World Classic (§1.11), Maxonian (§1.13).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
// Internal helpers the modules share (not package exports), tested directly.
import { show } from '../../src/core/internal.js';
import {
  C_DIPLO_73,
  C_DIPLO_80,
  C_DIPLO_100,
  C_DIPLO_ARGIR,
  C_DIPLO_NAMUR,
  C_DIPLO_NAMUR_STABBEURFOU,
  CARNAGE,
  CARNAGE_2023,
  CARNAGE_CENTRE_COUNT,
  CARNAGE_DEAD_EQUAL,
  type CarnageScoring,
  type CDiploScoring,
  type DiplomacyGameResult,
  type DiplomacyScoring,
  type DiplomacyTournament,
  DRAW_SIZE,
  diplomacyBestPowers,
  diplomacyQualification,
  diplomacyStandings,
  EDC_1996,
  MANORCON,
  MANORCON_ORIGINAL,
  MANORCON_V2,
  MAXONIAN,
  type ManorConScoring,
  NDF_2007,
  POWER_LETTERS,
  POWERS,
  type Power,
  type PowerScores,
  parseGameResult,
  SEVEN_ELEVEN,
  SUMMER_CLASSIC,
  scoreCarnage,
  scoreCDiplo,
  scoreDiplomacyGame,
  scoreDrawSize,
  scoreManorCon,
  scoreMaxonian,
  scoreWorldClassic,
  soloist,
  WORLD_CLASSIC,
} from '../../src/diplomacy/index.js';
import { failure } from '../helpers/errors.js';
import { deepFreeze } from '../invariants/helpers.js';
import { tournamentArbitrary, validBoard } from './arbitraries.js';
import { expectScores, total } from './helpers.js';

/** A value of any type where the signature wants a preset or options: the caller's JavaScript. */
function untyped<T>(value: unknown): T {
  return value as T;
}

/** A copy of `preset` with `field` set to `value` (or removed when `value` is `REMOVE`). */
const REMOVE = Symbol('remove');
function withField<T extends object>(preset: T, field: string, value: unknown): T {
  const copy: Record<string, unknown> = { ...(preset as Record<string, unknown>) };
  if (value === REMOVE) delete copy[field];
  else copy[field] = value;
  return copy as T;
}

/** A copy of `preset` with entry `index` of the list `field` set to `value`. */
function withEntry<T extends object>(preset: T, field: string, index: number, value: unknown): T {
  const list = [...((preset as Record<string, unknown>)[field] as unknown[])];
  list[index] = value;
  return withField(preset, field, list);
}

// Every power survives but Austria (eliminated in 1904); counts all differ, so each system
// (Maxonian too) scores it without histories.
const GAME = parseGameResult('A0@1904 E5 F3 G13 I2 R4 T7');
// Not a valid game: 40 centres.
const BAD_GAME = parseGameResult('A10 E10 F10 G10 I0 R0 T0');

type Row = readonly [string, () => unknown, string, string, readonly (string | number)[], unknown];

describe('Carnage presets (bad-input standard; diplomacy-systems §1.5)', () => {
  const score = (preset: unknown) => () => scoreCarnage(GAME, untyped<CarnageScoring>(preset));
  const short = CARNAGE.rankPoints.slice(0, 6);
  const rows: Row[] = [
    [
      'Infinity points per centre',
      score(withField(CARNAGE, 'pointsPerCentre', Infinity)),
      'NOT_A_NUMBER',
      'scoring.pointsPerCentre: Infinity is not a finite number',
      ['scoring', 'pointsPerCentre'],
      Infinity,
    ],
    [
      'NaN lead bonus',
      score(withField(CARNAGE_2023, 'leadBonusPerCentre', Number.NaN)),
      'NOT_A_NUMBER',
      'scoring.leadBonusPerCentre: NaN is not a finite number',
      ['scoring', 'leadBonusPerCentre'],
      Number.NaN,
    ],
    [
      'a solo score as text',
      score(withField(CARNAGE, 'soloWinner', '28034')),
      'NOT_AN_INTEGER',
      'scoring.soloWinner: "28034" is not a whole number',
      ['scoring', 'soloWinner'],
      '28034',
    ],
    [
      'a decimal solo score',
      score(withField(CARNAGE, 'soloOthers', 0.5)),
      'NOT_AN_INTEGER',
      'scoring.soloOthers: 0.5 is not a whole number',
      ['scoring', 'soloOthers'],
      0.5,
    ],
    [
      'a missing field',
      score(withField(CARNAGE, 'soloOthers', REMOVE)),
      'MISSING_FIELD',
      'scoring.soloOthers: is missing',
      ['scoring', 'soloOthers'],
      undefined,
    ],
    [
      'six rank points for seven places',
      score(withField(CARNAGE, 'rankPoints', short)),
      'WRONG_LIST_LENGTH',
      'scoring.rankPoints: a list of 6 is not 7 numbers (the points of places 1 to 7)',
      ['scoring', 'rankPoints'],
      [7000, 6000, 5000, 4000, 3000, 2000],
    ],
    [
      'eight rank points for seven places',
      score(withField(CARNAGE, 'rankPoints', [...CARNAGE.rankPoints, 0])),
      'WRONG_LIST_LENGTH',
      'scoring.rankPoints: a list of 8 is not 7 numbers (the points of places 1 to 7)',
      ['scoring', 'rankPoints'],
      [7000, 6000, 5000, 4000, 3000, 2000, 1000, 0],
    ],
    [
      'rank points that are not a list',
      score(withField(CARNAGE, 'rankPoints', '7000 6000')),
      'NOT_A_LIST',
      'scoring.rankPoints: "7000 6000" is not a list',
      ['scoring', 'rankPoints'],
      '7000 6000',
    ],
    [
      'a bad rank-points entry',
      score(withEntry(CARNAGE, 'rankPoints', 3, -Infinity)),
      'NOT_A_NUMBER',
      'scoring.rankPoints[3]: -Infinity is not a finite number',
      ['scoring', 'rankPoints', 3],
      -Infinity,
    ],
    [
      'an unknown elimination rule',
      score(withField(CARNAGE, 'eliminated', 'bogus')),
      'NOT_ONE_OF',
      'scoring.eliminated: "bogus" is not one of byYear, equal',
      ['scoring', 'eliminated'],
      'bogus',
    ],
    [
      'a name that is not text',
      score(withField(CARNAGE, 'name', 42)),
      'NOT_A_STRING',
      'scoring.name: 42 is not text',
      ['scoring', 'name'],
      42,
    ],
    ['null', score(null), 'NOT_AN_OBJECT', 'scoring: null is not an object', ['scoring'], null],
    [
      'a preset name instead of a preset',
      score('CARNAGE'),
      'NOT_AN_OBJECT',
      'scoring: "CARNAGE" is not an object',
      ['scoring'],
      'CARNAGE',
    ],
    [
      'a list instead of a preset',
      score([7000, 6000]),
      'NOT_AN_OBJECT',
      'scoring: [7000,6000] is not an object',
      ['scoring'],
      [7000, 6000],
    ],
  ];
  it.each(rows)('%s', (_, action, code, message, path, value) => {
    expect(failure(action)).toEqual([code, message, path, value]);
  });
});

describe('C-Diplo presets (bad-input standard; spec §2, diplomacy-systems §1.1)', () => {
  const rows = (name: string, run: (game: DiplomacyGameResult, preset: CDiploScoring) => unknown): Row[] => {
    const score = (preset: unknown) => () => run(GAME, untyped<CDiploScoring>(preset));
    const table36 = Array.from({ length: 36 }, (_, index) => index);
    return [
      [
        `${name}: eight rank bonuses for seven places`,
        score(withField(C_DIPLO_100, 'rankBonuses', [38, 14, 7, 0, 0, 0, 0, 0])),
        'WRONG_LIST_LENGTH',
        'scoring.rankBonuses: a list of 8 is not 0 to 7 numbers (the bonuses of places 1, 2, 3, …)',
        ['scoring', 'rankBonuses'],
        [38, 14, 7, 0, 0, 0, 0, 0],
      ],
      [
        `${name}: an Infinity rank bonus`,
        score(withEntry(C_DIPLO_100, 'rankBonuses', 1, Infinity)),
        'NOT_A_NUMBER',
        'scoring.rankBonuses[1]: Infinity is not a finite number',
        ['scoring', 'rankBonuses', 1],
        Infinity,
      ],
      [
        `${name}: rank bonuses that are not a list`,
        score(withField(C_DIPLO_100, 'rankBonuses', { 0: 38 })),
        'NOT_A_LIST',
        'scoring.rankBonuses: {"0":38} is not a list',
        ['scoring', 'rankBonuses'],
        { 0: 38 },
      ],
      [
        `${name}: an empty centre-points table`,
        score(withField(C_DIPLO_100, 'centrePoints', [])),
        'WRONG_LIST_LENGTH',
        'scoring.centrePoints: a list of 0 is not 1 to 35 numbers (the points of 0, 1, 2, … centres)',
        ['scoring', 'centrePoints'],
        [],
      ],
      [
        `${name}: a centre-points table past 34 centres`,
        score(withField(C_DIPLO_100, 'centrePoints', table36)),
        'WRONG_LIST_LENGTH',
        'scoring.centrePoints: a list of 36 is not 1 to 35 numbers (the points of 0, 1, 2, … centres)',
        ['scoring', 'centrePoints'],
        table36,
      ],
      [
        `${name}: a centre-points entry as text`,
        score(withEntry(C_DIPLO_NAMUR, 'centrePoints', 2, '9')),
        'NOT_A_NUMBER',
        'scoring.centrePoints[2]: "9" is not a finite number',
        ['scoring', 'centrePoints', 2],
        '9',
      ],
      [
        `${name}: a NaN participation point`,
        score(withField(C_DIPLO_100, 'participation', Number.NaN)),
        'NOT_A_NUMBER',
        'scoring.participation: NaN is not a finite number',
        ['scoring', 'participation'],
        Number.NaN,
      ],
      [
        `${name}: a missing solo score`,
        score(withField(C_DIPLO_100, 'soloWinner', REMOVE)),
        'MISSING_FIELD',
        'scoring.soloWinner: is missing',
        ['scoring', 'soloWinner'],
        undefined,
      ],
      [
        `${name}: an Infinity solo penalty`,
        score(withField(C_DIPLO_NAMUR_STABBEURFOU, 'soloOthers', -Infinity)),
        'NOT_AN_INTEGER',
        'scoring.soloOthers: -Infinity is not a whole number',
        ['scoring', 'soloOthers'],
        -Infinity,
      ],
      [
        `${name}: a name that is not text`,
        score(withField(C_DIPLO_100, 'name', null)),
        'NOT_A_STRING',
        'scoring.name: null is not text',
        ['scoring', 'name'],
        null,
      ],
      [
        `${name}: a number instead of a preset`,
        score(100),
        'NOT_AN_OBJECT',
        'scoring: 100 is not an object',
        ['scoring'],
        100,
      ],
    ];
  };
  it.each([...rows('scoreCDiplo', scoreCDiplo), ...rows('scoreDiplomacyGame', scoreDiplomacyGame)])(
    '%s',
    (_, action, code, message, path, value) => {
      expect(failure(action)).toEqual([code, message, path, value]);
    },
  );
});

describe('ManorCon presets (bad-input standard; diplomacy-systems §1.8)', () => {
  const score = (preset: unknown) => () => scoreManorCon(GAME, untyped<ManorConScoring>(preset));
  const rows: Row[] = [
    [
      'an Infinity solo score',
      score(withField(MANORCON, 'soloWinner', Infinity)),
      'NOT_AN_INTEGER',
      'scoring.soloWinner: Infinity is not a whole number',
      ['scoring', 'soloWinner'],
      Infinity,
    ],
    [
      'a negative P value for the dead (B could reach 0)',
      score(withField(MANORCON, 'eliminatedValue', -16)),
      'OUT_OF_RANGE',
      'scoring.eliminatedValue: -16 is outside 0…∞',
      ['scoring', 'eliminatedValue'],
      -16,
    ],
    [
      'a NaN P value for the dead',
      score(withField(MANORCON_V2, 'eliminatedValue', Number.NaN)),
      'NOT_A_NUMBER',
      'scoring.eliminatedValue: NaN is not a finite number',
      ['scoring', 'eliminatedValue'],
      Number.NaN,
    ],
    [
      'points per year as text',
      score(withField(MANORCON, 'pointsPerYear', '0.1')),
      'NOT_A_NUMBER',
      'scoring.pointsPerYear: "0.1" is not a finite number',
      ['scoring', 'pointsPerYear'],
      '0.1',
    ],
    [
      'an unknown survival-year convention',
      score(withField(MANORCON, 'survivalYears', 'bogus')),
      'NOT_ONE_OF',
      'scoring.survivalYears: "bogus" is not one of completed, includingElimination',
      ['scoring', 'survivalYears'],
      'bogus',
    ],
    [
      'a missing survival-year convention',
      score(withField(MANORCON, 'survivalYears', REMOVE)),
      'MISSING_FIELD',
      'scoring.survivalYears: is missing',
      ['scoring', 'survivalYears'],
      undefined,
    ],
    [
      'a missing survival points per year',
      score(withField(MANORCON, 'pointsPerYear', REMOVE)),
      'MISSING_FIELD',
      'scoring.pointsPerYear: is missing',
      ['scoring', 'pointsPerYear'],
      undefined,
    ],
    [
      'a name that is not text',
      score(withField(MANORCON, 'name', ['ManorCon'])),
      'NOT_A_STRING',
      'scoring.name: ["ManorCon"] is not text',
      ['scoring', 'name'],
      ['ManorCon'],
    ],
    ['null', score(null), 'NOT_AN_OBJECT', 'scoring: null is not an object', ['scoring'], null],
  ];
  it.each(rows)('%s', (_, action, code, message, path, value) => {
    expect(failure(action)).toEqual([code, message, path, value]);
  });
});

describe('options objects: Draw Size, Maxonian, World Classic (bad-input standard; diplomacy-systems §1.3, §1.13, §1.11)', () => {
  const drawSize = (fields: unknown) => () =>
    scoreDrawSize(
      GAME,
      untyped(
        fields === null || typeof fields !== 'object' || Array.isArray(fields)
          ? fields
          : { ...DRAW_SIZE, ...fields },
      ),
    );
  const maxonian = (fields: unknown) => () =>
    scoreMaxonian(
      GAME,
      untyped(
        fields === null || typeof fields !== 'object' || Array.isArray(fields)
          ? fields
          : { ...MAXONIAN, ...fields },
      ),
    );
  const worldClassic = (fields: unknown) => () =>
    scoreWorldClassic(
      GAME,
      untyped(
        fields === null || typeof fields !== 'object' || Array.isArray(fields)
          ? fields
          : { ...WORLD_CLASSIC, ...fields },
      ),
    );
  const rows: Row[] = [
    [
      'Draw Size: an Infinity pot',
      drawSize({ pot: Infinity }),
      'NOT_AN_INTEGER',
      'scoring.pot: Infinity is not a whole number',
      ['scoring', 'pot'],
      Infinity,
    ],
    [
      'Draw Size: a NaN pot',
      drawSize({ pot: Number.NaN }),
      'NOT_AN_INTEGER',
      'scoring.pot: NaN is not a whole number',
      ['scoring', 'pot'],
      Number.NaN,
    ],
    [
      'Draw Size: a pot as text',
      drawSize({ pot: '100' }),
      'NOT_AN_INTEGER',
      'scoring.pot: "100" is not a whole number',
      ['scoring', 'pot'],
      '100',
    ],
    [
      'Draw Size: a decimal pot',
      drawSize({ pot: 2.5 }),
      'NOT_AN_INTEGER',
      'scoring.pot: 2.5 is not a whole number',
      ['scoring', 'pot'],
      2.5,
    ],
    [
      'Draw Size: a null pot (absent is the default, null is not)',
      drawSize({ pot: null }),
      'NOT_AN_INTEGER',
      'scoring.pot: null is not a whole number',
      ['scoring', 'pot'],
      null,
    ],
    [
      'Draw Size: null options',
      drawSize(null),
      'NOT_AN_OBJECT',
      'scoring: null is not an object',
      ['scoring'],
      null,
    ],
    [
      'Maxonian: a negative threshold',
      maxonian({ bonusAbove: -1 }),
      'OUT_OF_RANGE',
      'scoring.bonusAbove: -1 is outside 0…34',
      ['scoring', 'bonusAbove'],
      -1,
    ],
    [
      'Maxonian: a threshold above the 34 centres',
      maxonian({ bonusAbove: 35 }),
      'OUT_OF_RANGE',
      'scoring.bonusAbove: 35 is outside 0…34',
      ['scoring', 'bonusAbove'],
      35,
    ],
    [
      'Maxonian: a decimal threshold',
      maxonian({ bonusAbove: 12.5 }),
      'NOT_AN_INTEGER',
      'scoring.bonusAbove: 12.5 is not a whole number',
      ['scoring', 'bonusAbove'],
      12.5,
    ],
    [
      'Maxonian: an Infinity threshold',
      maxonian({ bonusAbove: Infinity }),
      'NOT_AN_INTEGER',
      'scoring.bonusAbove: Infinity is not a whole number',
      ['scoring', 'bonusAbove'],
      Infinity,
    ],
    [
      'Maxonian: a threshold as text',
      maxonian({ bonusAbove: '11' }),
      'NOT_AN_INTEGER',
      'scoring.bonusAbove: "11" is not a whole number',
      ['scoring', 'bonusAbove'],
      '11',
    ],
    [
      'Maxonian: options as a number',
      maxonian(11),
      'NOT_AN_OBJECT',
      'scoring: 11 is not an object',
      ['scoring'],
      11,
    ],
    [
      'World Classic: an unknown variant',
      worldClassic({ variant: 'bogus' }),
      'NOT_ONE_OF',
      'scoring.variant: "bogus" is not one of world, summer',
      ['scoring', 'variant'],
      'bogus',
    ],
    [
      'World Classic: a variant in the wrong case',
      worldClassic({ variant: 'Summer' }),
      'NOT_ONE_OF',
      'scoring.variant: "Summer" is not one of world, summer; did you mean "summer"?',
      ['scoring', 'variant'],
      'Summer',
    ],
    [
      'World Classic: options as a list',
      worldClassic(['summer']),
      'NOT_AN_OBJECT',
      'scoring: ["summer"] is not an object',
      ['scoring'],
      ['summer'],
    ],
  ];
  it.each(rows)('%s', (_, action, code, message, path, value) => {
    expect(failure(action)).toEqual([code, message, path, value]);
  });

  it('absent scoring takes the default preset; an absent field is MISSING_FIELD (rules are complete data)', () => {
    expect(scoreDrawSize(GAME).germany.toString()).toBe('50/3');
    expect(scoreMaxonian(GAME).germany.toString()).toBe('7');
    expect(scoreWorldClassic(GAME).germany.toString()).toBe('208');
    expect(failure(drawSize({ pot: undefined }))).toEqual([
      'MISSING_FIELD',
      'scoring.pot: is missing',
      ['scoring', 'pot'],
      undefined,
    ]);
    expect(failure(worldClassic({ variant: undefined }))[0]).toBe('MISSING_FIELD');
  });
});

describe('the name of the scoring in messages; a scoring without a name (rules are complete data)', () => {
  // Two eliminated powers without years: the by-year variants must say which system needs them.
  const noYears = parseGameResult('A0 E5 F0 G17 I5 R5 T2');
  it('Carnage names itself in ELIMINATION_YEAR_REQUIRED (diplomacy-systems §1.5, decision 17)', () => {
    expect(failure(() => scoreCarnage(noYears, CARNAGE)).slice(0, 3)).toEqual([
      'ELIMINATION_YEAR_REQUIRED',
      'powers.austria.eliminatedIn: Carnage needs the year austria was eliminated (eliminatedIn or a history)',
      ['powers', 'austria', 'eliminatedIn'],
    ]);
  });

  it('a custom ManorCon is named by its own name in ELIMINATION_YEAR_REQUIRED (diplomacy-systems §1.8)', () => {
    const ours: ManorConScoring = { ...MANORCON, name: 'Our ManorCon' };
    expect(failure(() => scoreManorCon(noYears, ours))[1]).toBe(
      'powers.austria.eliminatedIn: Our ManorCon needs the year austria was eliminated (eliminatedIn or a history)',
    );
  });

  it('ManorCon names itself in END_YEAR_REQUIRED after a solo (diplomacy-systems §1.8)', () => {
    expect(failure(() => scoreManorCon(parseGameResult('A0@1904 E4 F0@1905 G18 I0@1906 R5 T7')))[1]).toBe(
      'endYear: ManorCon needs the end year (endYear or histories)',
    );
  });

  it('a scoring without a name is MISSING_FIELD at its name, before the game is looked at', () => {
    const { name: _, ...unnamed } = CARNAGE;
    expect(failure(() => scoreCarnage(noYears, unnamed as CarnageScoring))).toEqual([
      'MISSING_FIELD',
      'scoring.name: is missing',
      ['scoring', 'name'],
      undefined,
    ]);
  });
});

describe('the preset or options are checked before the game (bad-input standard; docs/diplomacy.md)', () => {
  const cases: [string, () => unknown, string, readonly (string | number)[]][] = [
    ['Carnage', () => scoreCarnage(BAD_GAME, untyped(null)), 'NOT_AN_OBJECT', ['scoring']],
    ['C-Diplo', () => scoreCDiplo(BAD_GAME, untyped(null)), 'NOT_AN_OBJECT', ['scoring']],
    ['ManorCon', () => scoreManorCon(BAD_GAME, untyped(null)), 'NOT_AN_OBJECT', ['scoring']],
    [
      'Draw Size',
      () => scoreDrawSize(BAD_GAME, { ...DRAW_SIZE, pot: Number.NaN }),
      'NOT_AN_INTEGER',
      ['scoring', 'pot'],
    ],
    [
      'Maxonian',
      () => scoreMaxonian(BAD_GAME, { ...MAXONIAN, bonusAbove: -1 }),
      'OUT_OF_RANGE',
      ['scoring', 'bonusAbove'],
    ],
    [
      'World Classic',
      () => scoreWorldClassic(BAD_GAME, untyped({ ...WORLD_CLASSIC, variant: 'x' })),
      'NOT_ONE_OF',
      ['scoring', 'variant'],
    ],
  ];
  it.each(cases)('%s: a bad preset and a bad game report the preset', (_, action, code, path) => {
    const [actualCode, , actualPath] = failure(action);
    expect([actualCode, actualPath]).toEqual([code, path]);
  });

  it('with a good preset the bad game is still reported', () => {
    expect(failure(() => scoreCarnage(BAD_GAME))[0]).toBe('SUPPLY_CENTRE_TOTAL_OVER_34');
    expect(failure(() => scoreWorldClassic(BAD_GAME, SUMMER_CLASSIC))[0]).toBe('SUPPLY_CENTRE_TOTAL_OVER_34');
  });
});

// ---------------------------------------------------------------------------------------------
// Built-in presets and the one-field-replaced property.

const BUILT_IN: readonly [string, object, (game: DiplomacyGameResult, preset: never) => PowerScores][] = [
  ['C_DIPLO_100', C_DIPLO_100, scoreCDiplo],
  ['C_DIPLO_73', C_DIPLO_73, scoreCDiplo],
  ['EDC_1996', EDC_1996, scoreCDiplo],
  ['C_DIPLO_ARGIR', C_DIPLO_ARGIR, scoreCDiplo],
  ['C_DIPLO_80', C_DIPLO_80, scoreCDiplo],
  ['C_DIPLO_NAMUR', C_DIPLO_NAMUR, scoreCDiplo],
  ['C_DIPLO_NAMUR_STABBEURFOU', C_DIPLO_NAMUR_STABBEURFOU, scoreCDiplo],
  ['C_DIPLO_100 (scoreDiplomacyGame)', C_DIPLO_100, scoreDiplomacyGame],
  ['CARNAGE', CARNAGE, scoreCarnage],
  ['CARNAGE_DEAD_EQUAL', CARNAGE_DEAD_EQUAL, scoreCarnage],
  ['CARNAGE_2023', CARNAGE_2023, scoreCarnage],
  ['CARNAGE_CENTRE_COUNT', CARNAGE_CENTRE_COUNT, scoreCarnage],
  ['MANORCON', MANORCON, scoreManorCon],
  ['MANORCON_ORIGINAL', MANORCON_ORIGINAL, scoreManorCon],
  ['MANORCON_V2', MANORCON_V2, scoreManorCon],
];

type NumericPath = readonly [string] | readonly [string, number];

/** Every numeric field of a preset: `[field]` for a number, `[field, index]` for a list entry. */
function numericPaths(preset: object): NumericPath[] {
  return Object.entries(preset).flatMap(([field, value]): NumericPath[] => {
    if (typeof value === 'number') return [[field]];
    if (Array.isArray(value)) return value.map((_, index) => [field, index] as const);
    return [];
  });
}

const notAFiniteNumber = fc.oneof(
  fc.constantFrom(Number.NaN, Infinity, -Infinity, null, undefined, true, '1', '', {}, [], [1]),
  fc.string(),
  fc.bigInt(),
);

describe('built-in presets (bad-input standard: good data passes; diplomacy-systems §1.1, §1.5, §1.8)', () => {
  it.each(BUILT_IN)('%s passes its checks and scores a board', (_, preset, score) => {
    const scores = score(GAME, preset as never);
    for (const power of POWERS) expect(scores[power]).toBeInstanceOf(Fraction);
  });

  it('every built-in preset has numeric fields for the property below to replace', () => {
    for (const [name, preset] of BUILT_IN)
      expect(numericPaths(preset).length, name).toBeGreaterThanOrEqual(3);
  });

  test.prop([
    fc
      .constantFrom(...BUILT_IN)
      .chain(([name, preset, score]) =>
        fc.tuple(
          fc.constant(name),
          fc.constant(preset),
          fc.constant(score),
          fc.constantFrom(...numericPaths(preset)),
        ),
      ),
    notAFiniteNumber,
    validBoard(),
  ])(
    'one numeric field replaced by a non-finite number or a non-number: a shape code at its path',
    ([, preset, score, path], bad, game) => {
      const broken =
        path.length === 1 ? withField(preset, path[0], bad) : withEntry(preset, path[0], path[1], bad);
      const [code, message, actualPath, value] = failure(() => score(game, broken as never));
      expect(actualPath).toEqual(['scoring', ...path]);
      expect(Object.is(value, bad)).toBe(true);
      if (bad === undefined && path.length === 1) {
        expect([code, message]).toEqual(['MISSING_FIELD', `scoring.${path[0]}: is missing`]);
      } else {
        expect(['NOT_A_NUMBER', 'NOT_AN_INTEGER']).toContain(code);
        expect(message).toContain(show(bad));
      }
    },
  );

  test.prop([
    fc.constantFrom(
      ['pot', (fields: object) => scoreDrawSize(GAME, untyped({ ...DRAW_SIZE, ...fields }))] as const,
      ['bonusAbove', (fields: object) => scoreMaxonian(GAME, untyped({ ...MAXONIAN, ...fields }))] as const,
    ),
    notAFiniteNumber.filter((value) => value !== undefined),
  ])(
    'a whole-number field replaced by a non-finite number or a non-number: NOT_AN_INTEGER at its path',
    ([field, score], bad) => {
      const [code, message, path, value] = failure(() => score({ [field]: bad }));
      expect([code, path]).toEqual(['NOT_AN_INTEGER', ['scoring', field]]);
      expect(Object.is(value, bad)).toBe(true);
      expect(message).toBe(`scoring.${field}: ${show(bad)} is not a whole number`);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Valid custom presets: any finite numbers where the field takes them, scored exactly.

const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const wholeNumber = fc.maxSafeInteger();
// Short decimals and whole numbers, as a federation writes them (0.1, 7.5, -15).
const written = fc.integer({ min: -100_000, max: 100_000 }).map((tenths) => tenths / 10);
const points = fc.oneof(finite, written, fc.integer({ min: -1000, max: 1000 }));

/** Places 1…7 by centres: how many powers have more, and how many share the count. */
function placeOf(game: DiplomacyGameResult, power: Power): { above: number; tied: number } {
  const centres = game.powers[power].supplyCentres;
  let above = 0;
  let tied = 0;
  for (const other of POWERS) {
    const count = game.powers[other].supplyCentres;
    if (count > centres) above++;
    else if (count === centres) tied++;
  }
  return { above, tied };
}

/** A naive C-Diplo in exact fractions, straight from spec §2 and {@link CDiploScoring}. */
function referenceCDiplo(game: DiplomacyGameResult, preset: CDiploScoring): Record<Power, string> {
  const winner = soloist(game);
  const result = {} as Record<Power, string>;
  for (const power of POWERS) {
    if (winner !== undefined) {
      result[power] = Fraction.from(power === winner ? preset.soloWinner : preset.soloOthers).toString();
      continue;
    }
    const { above, tied } = placeOf(game, power);
    let bonuses = Fraction.ZERO;
    for (let place = above; place < above + tied; place++)
      bonuses = bonuses.add(preset.rankBonuses[place] ?? 0);
    const centres = game.powers[power].supplyCentres;
    const last = preset.centrePoints.length - 1;
    const centrePoints =
      centres <= last
        ? Fraction.from(preset.centrePoints[centres]!)
        : Fraction.from(preset.centrePoints[last]!).add(centres - last);
    result[power] = bonuses.div(tied).add(centrePoints).add(preset.participation).toString();
  }
  return result;
}

function asStrings(scores: PowerScores): Record<Power, string> {
  return Object.fromEntries(POWERS.map((power) => [power, scores[power].toString()])) as Record<
    Power,
    string
  >;
}

describe('valid custom presets score exactly (bad-input standard: nothing refused that is good; diplomacy-systems §1.1, §1.3, §1.5, §1.8, §1.11, §1.13)', () => {
  const cdiplo = (value: fc.Arbitrary<number>) =>
    fc.record({
      system: fc.constant('cDiplo' as const),
      name: fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''),
      source: fc.constant('a test'),
      rankBonuses: fc.array(value, { maxLength: 7 }),
      centrePoints: fc.array(value, { minLength: 1, maxLength: 35 }),
      participation: value,
      soloWinner: wholeNumber,
      soloOthers: wholeNumber,
    });

  test.prop([cdiplo(points), validBoard()])(
    'C-Diplo with any finite points (decimals, huge, negative) equals a naive exact C-Diplo (spec §2)',
    (preset, game) => {
      expect(asStrings(scoreCDiplo(game, preset))).toEqual(referenceCDiplo(game, preset));
      expect(asStrings(scoreDiplomacyGame(game, preset))).toEqual(referenceCDiplo(game, preset));
    },
  );

  test.prop([cdiplo(fc.integer({ min: -(2 ** 40), max: 2 ** 40 })), validBoard()])(
    'C-Diplo with whole points up to 2^40 (the plain-double path) equals the naive exact C-Diplo',
    (preset, game) => {
      expect(asStrings(scoreCDiplo(game, preset))).toEqual(referenceCDiplo(game, preset));
    },
  );

  it('C-Diplo with decimal points, by hand: the seed §2d board with 38.5 for a top and 0.5 for playing', () => {
    // E 38.5 + 11 + 0.5 = 50; F, T (14 + 7) / 2 + 8 + 0.5 = 19; A, R 3.5; I 1.5; G 0.5.
    const preset: CDiploScoring = {
      ...C_DIPLO_100,
      name: 'halves',
      rankBonuses: [38.5, 14, 7],
      participation: 0.5,
    };
    expectScores(scoreCDiplo(parseGameResult('E11 F8 T8 A3 R3 I1 G0'), preset), [
      '3.5',
      50,
      19,
      '0.5',
      '1.5',
      '3.5',
      19,
    ]);
  });

  it('C-Diplo with a rank bonus past 2^40 stays exact (2^52 + 11 + 1)', () => {
    const preset: CDiploScoring = { ...C_DIPLO_100, rankBonuses: [2 ** 52, 14, 7] };
    expect(scoreCDiplo(parseGameResult('E11 F8 T8 A3 R3 I1 G0'), preset).england.toString()).toBe(
      String(2n ** 52n + 12n),
    );
  });

  test.prop([
    fc.record({
      system: fc.constant('carnage' as const),
      name: fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''),
      source: fc.constant('a test'),
      rankPoints: fc.array(points, { minLength: 7, maxLength: 7 }),
      pointsPerCentre: points,
      eliminated: fc.constantFrom('byYear' as const, 'equal' as const),
      leadBonusPerCentre: points,
      soloWinner: wholeNumber,
      soloOthers: wholeNumber,
    }),
    validBoard(),
  ])(
    'Carnage with any finite points scores; the total is Σ rank points + centres × points + the lead bonus (§1.5)',
    (preset, game) => {
      const scores = scoreCarnage(game, preset);
      const winner = soloist(game);
      if (winner !== undefined) {
        expect(total(scores).toString()).toBe(
          Fraction.from(preset.soloWinner).add(Fraction.from(preset.soloOthers).mul(6)).toString(),
        );
        return;
      }
      const counts = POWERS.map((power) => game.powers[power].supplyCentres).sort((a, b) => b - a);
      const owned = counts.reduce((sum, count) => sum + count, 0);
      const lead = counts[0]! - counts[1]!;
      const expected = Fraction.sum(preset.rankPoints)
        .add(Fraction.from(preset.pointsPerCentre).mul(owned))
        .add(Fraction.from(preset.leadBonusPerCentre).mul(lead));
      expect(total(scores).toString()).toBe(expected.toString());
    },
  );

  it('Carnage with 0.1 per centre counts exactly: 3 centres are 0.3, not 0.30000000000000004', () => {
    const preset: CarnageScoring = { ...CARNAGE_DEAD_EQUAL, pointsPerCentre: 0.1 };
    // France alone on 3 centres, 5th place: 3000 + 0.3.
    expect(scoreCarnage(GAME, preset).france.toString()).toBe('3000.3');
  });

  test.prop([
    fc.record({
      system: fc.constant('manorCon' as const),
      name: fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''),
      source: fc.constant('a test'),
      soloWinner: wholeNumber,
      eliminatedValue: fc.oneof(
        fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: 100 }),
      ),
      pointsPerYear: points,
      survivalYears: fc.constantFrom('completed' as const, 'includingElimination' as const),
    }),
    validBoard(),
  ])(
    'ManorCon with any weight ≥ 0 for the dead: survivors share 100 · ΣP / B exactly (§1.8)',
    (preset, game) => {
      const scores = scoreManorCon(game, preset);
      if (soloist(game) !== undefined) return;
      const survivors = POWERS.filter((power) => game.powers[power].supplyCentres > 0);
      const weight = (power: Power) => {
        const centres = game.powers[power].supplyCentres;
        return centres * centres + 4 * centres + 16;
      };
      const survivorWeights = survivors.reduce((sum, power) => sum + weight(power), 0);
      const b = Fraction.from(preset.eliminatedValue)
        .mul(POWERS.length - survivors.length)
        .add(survivorWeights);
      const shared = Fraction.sum(survivors.map((power) => scores[power]));
      expect(shared.toString()).toBe(
        Fraction.of(100 * survivorWeights)
          .div(b)
          .toString(),
      );
    },
  );

  test.prop([fc.oneof(wholeNumber, fc.integer({ min: -10, max: 1000 })), validBoard()])(
    'Draw Size with any whole pot: the scores add up to the pot (§1.3)',
    (pot, game) => {
      expect(total(scoreDrawSize(game, { ...DRAW_SIZE, pot })).toString()).toBe(String(pot));
    },
  );

  test.prop([
    fc
      .uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 })
      .filter((counts) => counts.reduce((sum, count) => sum + count, 0) <= 34),
    fc.integer({ min: 0, max: 34 }),
  ])('Maxonian with any threshold 0…34 scores a board without ties (§1.13)', (counts, bonusAbove) => {
    const game = parseGameResult(
      POWERS.map((power, index) => `${POWER_LETTERS[power]}${counts[index]}`).join(' '),
    );
    const scores = scoreMaxonian(game, { ...MAXONIAN, bonusAbove });
    POWERS.forEach((power, index) => {
      const place = 1 + counts.filter((other) => other > counts[index]!).length;
      expect(scores[power].toString()).toBe(String(8 - place + Math.max(0, counts[index]! - bonusAbove)));
    });
  });

  test.prop([fc.constantFrom('world' as const, 'summer' as const), validBoard()])(
    'World Classic with each variant scores (§1.11)',
    (variant, game) => {
      const scores = scoreWorldClassic(game, { ...WORLD_CLASSIC, variant });
      for (const power of POWERS) expect(scores[power]).toBeInstanceOf(Fraction);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Inputs are never mutated.

describe('presets and options are not mutated (bad-input standard: "inputs are never mutated")', () => {
  const cases: [string, object, (preset: never) => unknown][] = [
    ['C-Diplo Namur', C_DIPLO_NAMUR, (preset) => scoreCDiplo(GAME, preset)],
    ['C-Diplo (scoreDiplomacyGame)', C_DIPLO_ARGIR, (preset) => scoreDiplomacyGame(GAME, preset)],
    ['Carnage 2023', CARNAGE_2023, (preset) => scoreCarnage(GAME, preset)],
    ['ManorCon v2', MANORCON_V2, (preset) => scoreManorCon(GAME, preset)],
    ['Draw Size', { ...DRAW_SIZE, pot: 34 }, (scoring) => scoreDrawSize(GAME, scoring)],
    ['7Eleven', SEVEN_ELEVEN, (scoring) => scoreMaxonian(GAME, scoring)],
    ['Summer Classic', SUMMER_CLASSIC, (scoring) => scoreWorldClassic(GAME, scoring)],
  ];
  it.each(cases)('%s: a deep-frozen copy scores and stays equal to the original', (_, preset, score) => {
    const frozen = deepFreeze(structuredClone(preset));
    expect(() => score(frozen as never)).not.toThrow();
    expect(frozen).toEqual(preset);
  });

  it('a rejected preset is not changed either', () => {
    const broken = deepFreeze({ ...CARNAGE, rankPoints: [7000, 6000, Number.NaN, 4000, 3000, 2000, 1000] });
    const copy = structuredClone(broken);
    expect(failure(() => scoreCarnage(GAME, broken))[2]).toEqual(['scoring', 'rankPoints', 2]);
    expect(broken).toEqual(copy);
  });
});

// ---------------------------------------------------------------------------------------------
// The tournament functions take a scoring system and pass its errors on.

describe('tournament rankings with a scoring system (spec §5: "the scoring function is a parameter of the tournament code")', () => {
  const [tournament] = fc.sample(tournamentArbitrary(), { seed: 20261201, numRuns: 1 }) as [
    DiplomacyTournament,
  ];
  const systems: [string, DiplomacyScoring][] = [
    ['C-Diplo Namur', C_DIPLO_NAMUR],
    ['Carnage', CARNAGE],
    ['ManorCon', MANORCON],
    ['Draw Size', { ...DRAW_SIZE, pot: 1 }],
    ['Summer Classic', SUMMER_CLASSIC],
  ];
  it.each(systems)('%s with a built-in preset ranks every player', (_, scoring) => {
    const rules = { ...NDF_2007, scoring };
    expect(diplomacyStandings(tournament, rules).rows).toHaveLength(tournament.players.length);
    expect(diplomacyQualification(tournament, rules).rows).toHaveLength(tournament.players.length);
    expect(diplomacyBestPowers(tournament, rules).awards.length).toBeGreaterThanOrEqual(POWERS.length);
  });

  it('a bad custom scoring stops the ranking with its own problem, at its path in the rules', () => {
    const rules = { ...NDF_2007, scoring: untyped<CarnageScoring>({ ...CARNAGE, eliminated: 'bogus' }) };
    expect(failure(() => diplomacyStandings(tournament, rules).rows)).toEqual([
      'NOT_ONE_OF',
      'rules.scoring.eliminated: "bogus" is not one of byYear, equal',
      ['rules', 'scoring', 'eliminated'],
      'bogus',
    ]);
    expect(failure(() => diplomacyBestPowers(tournament, rules).awards)[0]).toBe('NOT_ONE_OF');
  });
});
