import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  agreedResult,
  DRAUGHTS_RESULTS,
  type DraughtsGameResult,
  formatPdnResult,
  formatResult,
  formatSideScore,
  isDraughtsResult,
  isEarlyAgreement,
  movesFromPlies,
  needsPlusDrawFormat,
  parsePdnResult,
  parseResult,
  RESULT_TABLE,
  resultDetails,
} from '../../src/draughts/index.js';
import { errorOf, failure } from '../helpers/errors.js';

// spec §1 result table, one row per result: notation, White points/plus/minus, Black points/plus/minus,
// and the spaced spelling of seed 004 "Algemeen" ("te noteren als 1+ - 1-").
const TABLE: readonly [
  string,
  DraughtsGameResult,
  [number, number, number],
  [number, number, number],
  string,
][] = [
  ['White wins', '2-0', [2, 0, 0], [0, 0, 0], '2 - 0'],
  ['Black wins', '0-2', [0, 0, 0], [2, 0, 0], '0 - 2'],
  ['draw (remise)', '1-1', [1, 0, 0], [1, 0, 0], '1 - 1'],
  ['plus-remise for White', '1+-1-', [1, 1, 0], [1, 0, 1], '1+ - 1-'],
  ['plus-remise for Black', '1--1+', [1, 0, 1], [1, 1, 0], '1- - 1+'],
  ['both forfeited', '0-0', [0, 0, 0], [0, 0, 0], '0 - 0'],
];

describe('spec §1 result table', () => {
  it.each(TABLE)('%s: %s', (_name, notation, white, black, spaced) => {
    const parsed = parseResult(notation);
    expect(parsed).toBe(notation);
    expect(parseResult(spaced)).toBe(notation);
    const details = resultDetails(parsed);
    expect([details.white.points, details.white.plus, details.white.minus]).toEqual(white);
    expect([details.black.points, details.black.plus, details.black.minus]).toEqual(black);
    expect(formatResult(parsed)).toBe(notation);
  });

  it('lists exactly six results', () => {
    expect(DRAUGHTS_RESULTS).toHaveLength(6);
    expect(Object.keys(RESULT_TABLE).sort()).toEqual([...DRAUGHTS_RESULTS].sort());
  });

  it('decisive (barrage sense, seed "Eindstand" 2a): wins and plus-remises only', () => {
    expect(DRAUGHTS_RESULTS.filter((result) => RESULT_TABLE[result].decisive)).toEqual([
      '2-0',
      '0-2',
      '1+-1-',
      '1--1+',
    ]);
  });
});

describe('notation (spec §6 Decision 1)', () => {
  it('formats compact by default and spaced for PDN', () => {
    expect(formatResult('1+-1-')).toBe('1+-1-');
    expect(formatResult('1+-1-', { style: 'pdn' })).toBe('1+ - 1-');
    expect(formatResult('1--1+', { style: 'pdn' })).toBe('1- - 1+');
    expect(formatResult('2-0', { style: 'pdn' })).toBe('2-0');
  });

  it('ignores ASCII whitespace anywhere', () => {
    expect(parseResult(' 1 +\t-\n1 - ')).toBe('1+-1-');
    expect(parseResult('\r\n2-0\f')).toBe('2-0');
  });

  it.each([
    '1-0',
    '0-1',
    '1/2-1/2',
    '½-½',
    '1–1',
    '1+–1-',
    '2\u00a0-0',
    '',
    '*',
    '2-2',
    '1+-1+',
    '1-1-',
    '3-0',
    'remise',
    '1+1-',
  ])('rejects %j with BAD_RESULT quoting the input', (text) => {
    const error = errorOf(() => parseResult(text, ['games', 3, 'result']));
    expect(error.code).toBe('BAD_RESULT');
    expect(error.path).toEqual(['games', 3, 'result']);
    expect(error.value).toBe(text);
    expect(error.message).toContain(JSON.stringify(text));
  });

  it('rejects non-strings', () => {
    expect(errorOf(() => parseResult(2 as unknown as string)).code).toBe('NOT_A_STRING');
    expect(errorOf(() => resultDetails('1-0' as DraughtsGameResult)).code).toBe('BAD_RESULT');
    expect(errorOf(() => formatResult('x' as DraughtsGameResult)).code).toBe('BAD_RESULT');
  });

  test.prop([fc.constantFrom(...DRAUGHTS_RESULTS), fc.constantFrom('compact', 'pdn' as const)], {
    numRuns: 50,
  })('parse(format(r)) round-trips in both styles', (result, style) => {
    expect(parseResult(formatResult(result, { style }))).toBe(result);
    expect(parsePdnResult(formatPdnResult(result))).toBe(result);
  });

  const whitespace = fc
    .array(fc.constantFrom(' ', '\t', '\n', '\r', '\f', '\v'), { maxLength: 3 })
    .map((parts) => parts.join(''));
  test.prop([fc.constantFrom(...DRAUGHTS_RESULTS), fc.array(whitespace, { minLength: 8, maxLength: 8 })], {
    numRuns: 100,
  })('whitespace inserted between any characters is ignored', (result, gaps) => {
    const text =
      [...result].map((character, index) => `${gaps[index] ?? ''}${character}`).join('') + (gaps[7] ?? '');
    expect(parseResult(text)).toBe(result);
  });

  test.prop([fc.constantFrom(...DRAUGHTS_RESULTS)], { numRuns: 20 })(
    'points total 2, except 0-0; each plus is matched by a minus on the other side',
    (result) => {
      const { white, black } = resultDetails(result);
      expect(white.points + black.points).toBe(result === '0-0' ? 0 : 2);
      expect(white.plus).toBe(black.minus);
      expect(white.minus).toBe(black.plus);
    },
  );
});

describe('PDN result tokens (spec §2, §6 Decision 1)', () => {
  it.each([
    ['1-0', '2-0'],
    ['0-1', '0-2'],
    ['1/2-1/2', '1-1'],
    ['*', 'unfinished'],
    ['2-0', '2-0'],
    ['0-2', '0-2'],
    ['1-1', '1-1'],
    ['0-0', '0-0'],
    ['1+ - 1-', '1+-1-'],
    ['1- - 1+', '1--1+'],
    ['1+-1-', '1+-1-'],
    [' 1 / 2 - 1 / 2 ', '1-1'],
  ])('reads %j as %s', (token, expected) => {
    expect(parsePdnResult(token)).toBe(expected);
  });

  it('rejects unknown tokens', () => {
    const error = errorOf(() => parsePdnResult('½-½', ['games', 0, 'result']));
    expect(error.code).toBe('BAD_RESULT');
    expect(error.path).toEqual(['games', 0, 'result']);
  });

  it('writes points, Plus draw and legacy tokens', () => {
    expect(formatPdnResult('1+-1-')).toBe('1+ - 1-');
    expect(formatPdnResult('1--1+')).toBe('1- - 1+');
    expect(formatPdnResult('unfinished')).toBe('*');
    expect(formatPdnResult('2-0', { style: 'legacy' })).toBe('1-0');
    expect(formatPdnResult('0-2', { style: 'legacy' })).toBe('0-1');
    expect(formatPdnResult('1-1', { style: 'legacy' })).toBe('1/2-1/2');
    expect(errorOf(() => formatPdnResult('1+-1-', { style: 'legacy' })).code).toBe('UNWRITABLE_RESULT');
    expect(errorOf(() => formatPdnResult('0-0', { style: 'legacy' })).code).toBe('UNWRITABLE_RESULT');
    expect(needsPlusDrawFormat('1--1+')).toBe(true);
    expect(needsPlusDrawFormat('0-0')).toBe(false);
  });

  it('side scores for crosstables', () => {
    expect(DRAUGHTS_RESULTS.map((result) => formatSideScore(result, 'white'))).toEqual([
      '2',
      '0',
      '1',
      '1+',
      '1-',
      '0',
    ]);
    expect(DRAUGHTS_RESULTS.map((result) => formatSideScore(result, 'black'))).toEqual([
      '0',
      '2',
      '1',
      '1-',
      '1+',
      '0',
    ]);
  });
});

describe('early agreement: seed 004 "Algemeen" (voordat wederzijds 40 zetten), spec §6 Decision 2', () => {
  it.each([
    ['1-1', 39, '0-0'],
    ['1-1', 40, '1-1'],
    ['1+-1-', 0, '0-0'],
    ['1+ - 1-', 40, '1+-1-'],
    ['1--1+', 39, '0-0'],
    ['1--1+', 75, '1--1+'],
  ] as const)('%s agreed after %i moves each → %s', (agreement, moves, expected) => {
    expect(agreedResult(agreement, moves)).toBe(expected);
  });

  it('counts the side with fewer moves', () => {
    expect(agreedResult('1-1', { white: 40, black: 39 })).toBe('0-0');
    expect(agreedResult('1-1', { white: 41, black: 40 })).toBe('1-1');
    expect(isEarlyAgreement(movesFromPlies(79))).toBe(true);
    expect(isEarlyAgreement(movesFromPlies(80))).toBe(false);
    expect(movesFromPlies(5, 'black')).toEqual({ white: 2, black: 3 });
  });

  // Counts of one game: the sides move in turn, so they differ by at most one move.
  test.prop([fc.nat(200), fc.integer({ min: -1, max: 1 })], { numRuns: 100 })(
    'early ⇔ min(white, black) < 40',
    (white, difference) => {
      const black = Math.max(0, white + difference);
      expect(agreedResult('1-1', { white, black })).toBe(Math.min(white, black) < 40 ? '0-0' : '1-1');
    },
  );

  // Issue 23 §3: agreedResult('1-1', { white: 45, black: 30 }) answered 0-0.
  it('refuses move counts that cannot belong to one game (issue 23)', () => {
    const error = errorOf(() => agreedResult('1-1', { white: 45, black: 30 }));
    expect([error.code, error.path, error.value]).toEqual([
      'IMPOSSIBLE_MOVE_COUNTS',
      ['moves'],
      { white: 45, black: 30 },
    ]);
    expect(error.message).toBe(
      'moves: White 45 and Black 30 moves cannot belong to one game (the sides move in turn, so the counts differ by at most 1)',
    );
    expect(agreedResult('1-1', { white: 40, black: 41 })).toBe('1-1');
  });

  test.prop([fc.nat(200), fc.nat(200)], { numRuns: 200 })(
    'any two counts more than one move apart are refused, for agreedResult and isEarlyAgreement (issue 23)',
    (white, black) => {
      fc.pre(Math.abs(white - black) > 1);
      expect(errorOf(() => agreedResult('1+-1-', { white, black })).code).toBe('IMPOSSIBLE_MOVE_COUNTS');
      expect(errorOf(() => isEarlyAgreement({ white, black })).code).toBe('IMPOSSIBLE_MOVE_COUNTS');
    },
  );

  it('rejects non-agreements and bad counts', () => {
    expect(errorOf(() => agreedResult('2-0', 50)).code).toBe('NOT_AN_AGREEMENT');
    expect(errorOf(() => agreedResult('0-0', 50)).code).toBe('NOT_AN_AGREEMENT');
    expect(errorOf(() => agreedResult('1-0', 50)).code).toBe('BAD_RESULT');
    expect(errorOf(() => agreedResult('1-1', -1)).code).toBe('OUT_OF_RANGE');
    expect(errorOf(() => agreedResult('1-1', 40.5)).code).toBe('NOT_AN_INTEGER');
    const error = errorOf(() => agreedResult('1-1', { white: 40, black: Number.NaN }));
    expect(error.path).toEqual(['moves', 'black']);
  });
});

const EXPECTED = '(expected 2-0, 0-2, 1-1, 1+-1-, 1--1+ or 0-0)';

describe('isDraughtsResult and resultDetails', () => {
  // Spec §1: only the six compact strings are results; an array whose string form is '2-0'
  // is not a string.
  it('rejects a non-string whose property key is a result', () => {
    expect(isDraughtsResult(['2-0'])).toBe(false);
    expect(isDraughtsResult({ toString: () => '1-1' })).toBe(false);
    expect(isDraughtsResult('2-0')).toBe(true);
  });

  // Spec §1: BAD_RESULT for anything but the six; no path, so no "where: " prefix.
  it('reports an unknown result at the path of its argument', () => {
    expect(failure(() => resultDetails('1-0' as never))).toEqual([
      'BAD_RESULT',
      `result: "1-0" is not a draughts result ${EXPECTED}`,
      ['result'],
      '1-0',
    ]);
  });
});

describe('parseResult', () => {
  // Spec §1 Decision 1: only ASCII whitespace (9–13, 32) is ignored; U+0000 is not whitespace.
  it('does not ignore control characters below tab', () => {
    expect(failure(() => parseResult('2-0\u0000'))).toEqual([
      'BAD_RESULT',
      `(input): "2-0\\u0000" is not a draughts result ${EXPECTED}`,
      [],
      '2-0\u0000',
    ]);
    expect(failure(() => parseResult('\u00081-1'))).toEqual([
      'BAD_RESULT',
      `(input): "\\b1-1" is not a draughts result ${EXPECTED}`,
      [],
      '\u00081-1',
    ]);
    expect(parseResult('\t1 -\u000b1\r\n')).toBe('1-1');
  });

  // Without a path the message has no prefix and the path is empty.
  it('reports an unknown result without a path: the input itself', () => {
    expect(failure(() => parseResult('1-0'))).toEqual([
      'BAD_RESULT',
      `(input): "1-0" is not a draughts result ${EXPECTED}`,
      [],
      '1-0',
    ]);
  });

  // With a path the message starts with the described path.
  it('prefixes the message with the path', () => {
    expect(failure(() => parseResult('½-½', ['games', 3, 'result']))).toEqual([
      'BAD_RESULT',
      `games[3].result: "½-½" is not a draughts result ${EXPECTED}`,
      ['games', 3, 'result'],
      '½-½',
    ]);
  });

  // A non-string is BAD_RESULT, not a TypeError from reading its length.
  it('rejects null with NOT_A_STRING', () => {
    expect(failure(() => parseResult(null as never, ['r']))).toEqual([
      'NOT_A_STRING',
      'r: null is not text',
      ['r'],
      null,
    ]);
  });
});

describe('formatResult', () => {
  // Spec §6 Decision 1: styles are 'compact' and 'pdn' only.
  it('rejects an unknown style', () => {
    expect(failure(() => formatResult('2-0', { style: 'spaced' as never }))).toEqual([
      'NOT_ONE_OF',
      'options.style: "spaced" is not one of compact, pdn',
      ['options', 'style'],
      'spaced',
    ]);
    expect(formatResult('2-0', { style: 'compact' })).toBe('2-0');
  });
});

describe('parsePdnResult', () => {
  // Spec §2: BAD_RESULT without a path by default.
  it('reports an unknown token without a path: the input itself', () => {
    expect(failure(() => parsePdnResult('2-1'))).toEqual([
      'BAD_RESULT',
      `(input): "2-1" is not a draughts result ${EXPECTED}`,
      [],
      '2-1',
    ]);
  });

  // null would throw a TypeError).
  it('rejects null with NOT_A_STRING', () => {
    expect(failure(() => parsePdnResult(null as never, ['tags', 'Result']))).toEqual([
      'NOT_A_STRING',
      'tags.Result: null is not text',
      ['tags', 'Result'],
      null,
    ]);
  });
});

describe('formatPdnResult', () => {
  // Spec §6 Decision 1: PDN styles are 'points' and 'legacy' only.
  it('rejects an unknown style', () => {
    expect(failure(() => formatPdnResult('2-0', { style: 'compact' as never }))).toEqual([
      'NOT_ONE_OF',
      'options.style: "compact" is not one of points, legacy',
      ['options', 'style'],
      'compact',
    ]);
  });

  // Spec §2: the one-point legacy tokens cannot express 0-0 or a plus-remise.
  it('cannot write 0-0 or a plus-remise in the legacy style', () => {
    expect(failure(() => formatPdnResult('0-0', { style: 'legacy' }))).toEqual([
      'UNWRITABLE_RESULT',
      'result: "0-0" cannot be written with the legacy PDN tokens 1-0, 0-1, 1/2-1/2',
      ['result'],
      '0-0',
    ]);
    expect(failure(() => formatPdnResult('1+-1-', { style: 'legacy' }))).toEqual([
      'UNWRITABLE_RESULT',
      'result: "1+-1-" cannot be written with the legacy PDN tokens 1-0, 0-1, 1/2-1/2',
      ['result'],
      '1+-1-',
    ]);
  });
});

describe('needsPlusDrawFormat', () => {
  // Spec §2: a plus-remise for White needs [ResultFormat "Plus draw"].
  it('is true for a plus-remise for White', () => {
    expect(needsPlusDrawFormat('1+-1-')).toBe(true);
    expect(needsPlusDrawFormat('1--1+')).toBe(true);
    expect(needsPlusDrawFormat('1-1')).toBe(false);
    expect(needsPlusDrawFormat('' as never)).toBe(false);
  });
});

describe('agreedResult', () => {
  // Seed 004 "Algemeen", spec §6 Decision 2: the agreement is read with the path ['agreement'].
  it('reports an unreadable agreement at agreement', () => {
    expect(failure(() => agreedResult('remise', 40))).toEqual([
      'BAD_RESULT',
      `agreement: "remise" is not a draughts result ${EXPECTED}`,
      ['agreement'],
      'remise',
    ]);
  });

  // Wins and 0-0 cannot be agreed.
  it('rejects a win as an agreement', () => {
    expect(failure(() => agreedResult('2 - 0', 40))).toEqual([
      'NOT_AN_AGREEMENT',
      'agreement: "2 - 0" is not a remise or plus-remise that players can agree',
      ['agreement'],
      '2 - 0',
    ]);
  });
});

describe('isEarlyAgreement and movesFromPlies: move counts', () => {
  // null is not a count object. TypeError on null.white).
  it('rejects null as a whole-number error', () => {
    expect(failure(() => isEarlyAgreement(null as never))).toEqual([
      'NOT_AN_INTEGER',
      'moves: null is not a whole number',
      ['moves'],
      null,
    ]);
  });

  // Counts are whole numbers ≥ 0.
  it('rejects a negative white count', () => {
    expect(failure(() => isEarlyAgreement({ white: -1, black: 40 }))).toEqual([
      'OUT_OF_RANGE',
      'moves.white: -1 is outside 0…∞',
      ['moves', 'white'],
      -1,
    ]);
  });

  it('rejects a negative black count', () => {
    expect(failure(() => isEarlyAgreement({ white: 40, black: -1 }))).toEqual([
      'OUT_OF_RANGE',
      'moves.black: -1 is outside 0…∞',
      ['moves', 'black'],
      -1,
    ]);
  });

  it('rejects a negative single count at moves', () => {
    expect(failure(() => isEarlyAgreement(-1))).toEqual([
      'OUT_OF_RANGE',
      'moves: -1 is outside 0…∞',
      ['moves'],
      -1,
    ]);
  });

  it('rejects a negative ply count at plies', () => {
    expect(failure(() => movesFromPlies(-1))).toEqual([
      'OUT_OF_RANGE',
      'plies: -1 is outside 0…∞',
      ['plies'],
      -1,
    ]);
  });
});
