/**
 * Exact behaviour of the draughts result notation (`src/draughts/result.ts`, spec §1, §2, §6
 * Decisions 1–2; seed 004 "Algemeen"): error code, message, path and value of each kind of bad
 * input, the guards against non-strings, and the optional style arguments. Each test names the
 * StrykerJS mutants it kills (mutation testing, issue 13; result.ts line numbers as measured
 * on 2026-11-30).
 */
import { describe, expect, it } from 'vitest';
import {
  agreedResult,
  formatPdnResult,
  formatResult,
  isDraughtsResult,
  isEarlyAgreement,
  movesFromPlies,
  needsPlusDrawFormat,
  parsePdnResult,
  parseResult,
  resultDetails,
} from '../../src/draughts/index.js';
import { failure } from '../helpers/errors.js';

const EXPECTED = '(expected 2-0, 0-2, 1-1, 1+-1-, 1--1+ or 0-0)';

describe('isDraughtsResult and resultDetails', () => {
  // Spec §1: only the six compact strings are results; an array whose string form is '2-0'
  // is not a string. Kills 31 (L130 typeof check → true).
  it('rejects a non-string whose property key is a result', () => {
    expect(isDraughtsResult(['2-0'])).toBe(false);
    expect(isDraughtsResult({ toString: () => '1-1' })).toBe(false);
    expect(isDraughtsResult('2-0')).toBe(true);
  });

  // Spec §1: BAD_RESULT for anything but the six; no path, so no "where: " prefix.
  // Kills 38 (L147 path [] → ["Stryker was here"]).
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
  // Kills 47 (L153 `code >= 9` → true, which would strip control codes 0–8).
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
  // Kills 73, 74 (L169 condition → false / `!==`), 75 (L169 '' → "Stryker was here!"),
  // 80 (L194 default path [] → ["Stryker was here"]).
  it('reports an unknown result without a path: the input itself', () => {
    expect(failure(() => parseResult('1-0'))).toEqual([
      'BAD_RESULT',
      `(input): "1-0" is not a draughts result ${EXPECTED}`,
      [],
      '1-0',
    ]);
  });

  // With a path the message starts with the described path.
  // Kills 72 (L169 condition → true), 76 (L169 template → ``).
  it('prefixes the message with the path', () => {
    expect(failure(() => parseResult('½-½', ['games', 3, 'result']))).toEqual([
      'BAD_RESULT',
      `games[3].result: "½-½" is not a draughts result ${EXPECTED}`,
      ['games', 3, 'result'],
      '½-½',
    ]);
  });

  // A non-string is BAD_RESULT, not a TypeError from reading its length.
  // Kills 83 (L195 typeof guard → false).
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
  // Kills 105 (L228 condition → false), 112 (L228 block → {}), 113–117 (code, message, options, path).
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
  // Spec §2: BAD_RESULT without a path by default. Kills 122 (L267 default path).
  it('reports an unknown token without a path: the input itself', () => {
    expect(failure(() => parsePdnResult('2-1'))).toEqual([
      'BAD_RESULT',
      `(input): "2-1" is not a draughts result ${EXPECTED}`,
      [],
      '2-1',
    ]);
  });

  // Kills 125 (L268 typeof guard → false: null would throw a TypeError).
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
  // Kills 153 (L307 condition → false), 156 (L307 block → {}), 157–161 (code, message, options, path).
  it('rejects an unknown style', () => {
    expect(failure(() => formatPdnResult('2-0', { style: 'compact' as never }))).toEqual([
      'NOT_ONE_OF',
      'options.style: "compact" is not one of points, legacy',
      ['options', 'style'],
      'compact',
    ]);
  });

  // Spec §2: the one-point legacy tokens cannot express 0-0 or a plus-remise.
  // Kills 182 (L318 message → ``), 183 (L319 options → {}), 184 (L319 path → ["Stryker was here"]).
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
  // Kills 189 (L338 first comparison → false), 191 (L338 '1+-1-' → "").
  it('is true for a plus-remise for White', () => {
    expect(needsPlusDrawFormat('1+-1-')).toBe(true);
    expect(needsPlusDrawFormat('1--1+')).toBe(true);
    expect(needsPlusDrawFormat('1-1')).toBe(false);
    expect(needsPlusDrawFormat('' as never)).toBe(false);
  });
});

describe('agreedResult', () => {
  // Seed 004 "Algemeen", spec §6 Decision 2: the agreement is read with the path ['agreement'].
  // Kills 201 (L403 path → []), 202 (L403 'agreement' → "").
  it('reports an unreadable agreement at agreement', () => {
    expect(failure(() => agreedResult('remise', 40))).toEqual([
      'BAD_RESULT',
      `agreement: "remise" is not a draughts result ${EXPECTED}`,
      ['agreement'],
      'remise',
    ]);
  });

  // Wins and 0-0 cannot be agreed. Kills 219 (L407 message → ``), 220 (L408 options → {}),
  // 221 (L408 path → []), 222 (L408 'agreement' → "").
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
  // null is not a count object. Kills 231 (L428 `moves !== null` → true: TypeError on null.white).
  it('rejects null as a whole-number error', () => {
    expect(failure(() => isEarlyAgreement(null as never))).toEqual([
      'NOT_AN_INTEGER',
      'moves: null is not a whole number',
      ['moves'],
      null,
    ]);
  });

  // Counts are whole numbers ≥ 0. Kills 234–237 (L429 path and bounds of white).
  it('rejects a negative white count', () => {
    expect(failure(() => isEarlyAgreement({ white: -1, black: 40 }))).toEqual([
      'OUT_OF_RANGE',
      'moves.white: -1 is outside 0…∞',
      ['moves', 'white'],
      -1,
    ]);
  });

  // Kills 241 (L430 bounds of black → {}).
  it('rejects a negative black count', () => {
    expect(failure(() => isEarlyAgreement({ white: 40, black: -1 }))).toEqual([
      'OUT_OF_RANGE',
      'moves.black: -1 is outside 0…∞',
      ['moves', 'black'],
      -1,
    ]);
  });

  // Kills 251, 252 (L433 path ['moves'] → [] / [""]).
  it('rejects a negative single count at moves', () => {
    expect(failure(() => isEarlyAgreement(-1))).toEqual([
      'OUT_OF_RANGE',
      'moves: -1 is outside 0…∞',
      ['moves'],
      -1,
    ]);
  });

  // Kills 256–258 (L452 path ['plies'] → [] / [""], bounds → {}).
  it('rejects a negative ply count at plies', () => {
    expect(failure(() => movesFromPlies(-1))).toEqual([
      'OUT_OF_RANGE',
      'plies: -1 is outside 0…∞',
      ['plies'],
      -1,
    ]);
  });
});
