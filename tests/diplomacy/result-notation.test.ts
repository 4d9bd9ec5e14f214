/** Inputs `npm run fuzz` found (diplomacy-result), kept as regression tests. */
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import { formatGameResult, parseGameResult } from '../../src/diplomacy/index.js';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof MindsportError) return `${error.code} ${JSON.stringify(error.path)}`;
    throw error;
  }
  return undefined;
}

describe('result notation: game years start in 1901 (spec §1)', () => {
  it('an elimination year before 1901 is refused at its token, not read as year 903', () => {
    expect(codeOf(() => parseGameResult('A0@0903 E4 F6 G5 I4 R6 T9'))).toBe('BAD_RESULT_NOTATION [0]');
  });

  it('an end year before 1901 is refused at its token', () => {
    expect(codeOf(() => parseGameResult('A0 E4 F6 G5 I4 R6 T9 end:0908'))).toBe('BAD_RESULT_NOTATION [7]');
  });

  it('1901 itself and later years round-trip', () => {
    const text = 'A0@1901 E4 F6 G5 I4 R6 T9 end:1908';
    expect(formatGameResult(parseGameResult(text))).toContain('A0@1901');
    expect(parseGameResult(formatGameResult(parseGameResult(text)))).toEqual(parseGameResult(text));
  });
});
