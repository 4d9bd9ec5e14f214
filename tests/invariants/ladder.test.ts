/**
 * Cross-module invariants for the chess-club ladder (seed 002): ladderStandings and
 * ladderFinalRanking do not depend on the order of entries or of present players within a
 * round, never mutate their input, and refuse bad counts with a coded error naming the
 * field. The order of `players` is the starting ladder itself (seed 002), so it is data,
 * not an order to be invariant under; and ladder positions are a strict order by rule, so
 * the shared-tie invariant has no ladder counterpart. ladderPeriods checks the period fields.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/index.js';
import {
  type LadderSeason,
  ladderFinalRanking,
  ladderPeriods,
  ladderStandings,
  validateLadderSeason,
} from '../../src/ladder/index.js';
import { randomSeason } from '../ladder/random-season.js';
import { BAD_COUNTS, expectCodedError, plain, runFrozen, withValue } from './helpers.js';

/** The same season with each round's entries and present list shuffled, record keys reversed. */
function reordered(season: LadderSeason, seed: number): LadderSeason {
  const random = createRandom(seed);
  return {
    ...season,
    rounds: season.rounds.map((round) => ({
      ...round,
      present: random.shuffle(round.present),
      entries: random
        .shuffle(round.entries)
        .map((entry) => Object.fromEntries(Object.entries(entry).reverse()) as unknown as typeof entry),
    })),
  };
}

function outputs(season: LadderSeason): unknown {
  return plain({ replay: ladderStandings(season), final: ladderFinalRanking(season) });
}

describe('ladder invariants', () => {
  test.prop([fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer()], { numRuns: 30 })(
    'the order of entries and of present players within a round never changes the ladder',
    (seed, orderSeed) => {
      const season = randomSeason(seed);
      expect(outputs(reordered(season, orderSeed))).toEqual(outputs(season));
    },
  );

  test.prop([fc.integer({ min: 0, max: 2 ** 31 - 1 })], { numRuns: 15 })(
    'replay and final ranking never mutate their (deep-frozen) input',
    (seed) => {
      const season = randomSeason(seed);
      runFrozen(season, (input) => ladderStandings(input));
      runFrozen(season, (input) => ladderFinalRanking(input));
      runFrozen(season, (input) => validateLadderSeason(input));
    },
  );
});

describe('ladder: bad counts are refused with a coded error naming the field', () => {
  const base: LadderSeason = {
    players: [{ id: 'ann' }, { id: 'bob' }, { id: 'cas', joinRound: 2 }],
    plannedRounds: 3,
    periodStarts: [1, 2, 3],
    rounds: [
      { present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'ann', black: 'bob', result: '0-1' }] },
      { present: ['ann', 'cas'], entries: [{ rule: 'game', white: 'cas', black: 'ann', result: '1/2-1/2' }] },
    ],
  };
  // plannedRounds and periodStarts (the period split, Art. I.2) are checked by the season
  // validation as well as by ladderPeriods.
  const fields: (string | number)[][] = [['players', 2, 'joinRound'], ['plannedRounds'], ['periodStarts', 1]];

  it('the base season is valid', () => {
    expect(validateLadderSeason(base).ok).toBe(true);
  });

  for (const field of fields) {
    for (const bad of BAD_COUNTS) {
      it(`${field.join('.')} = ${bad}`, () => {
        const season = withValue(base, field, bad);
        expectCodedError(() => ladderStandings(season), field);
        expectCodedError(() => ladderFinalRanking(season), field);
        expect(validateLadderSeason(season).ok).toBe(false);
      });
    }
  }

  for (const bad of BAD_COUNTS) {
    it(`ladderPeriods: plannedRounds = ${bad}`, () => {
      expectCodedError(() => ladderPeriods(withValue(base, ['plannedRounds'], bad)), ['plannedRounds']);
    });
    it(`ladderPeriods: periodStarts.1 = ${bad}`, () => {
      expectCodedError(() => ladderPeriods(withValue(base, ['periodStarts', 1], bad)), ['periodStarts', 1]);
    });
    it(`options.afterRound = ${bad}`, () => {
      expectCodedError(
        () => ladderStandings(base, undefined, { afterRound: bad }),
        ['options', 'afterRound'],
      );
    });
  }
});
