import { describe, expect, it } from 'vitest';
import { unwrapValidation } from '../../src/core/index.js';
import {
  assertLadderSeason,
  CLUB_LADDER,
  type LadderRules,
  type LadderSeason,
  ladderPointsExplanation,
  ladderStandings,
  parseLadderSeason,
  validateLadderRules,
  validateLadderSeason,
} from '../../src/ladder/index.js';

/** The rules checked, throwing the first problem (what every ladder function does with its rules). */
const assertRules = (rules: LadderRules) => unwrapValidation(validateLadderRules(rules));

import { errorOf } from '../helpers/errors.js';

const players = [{ id: 'ann' }, { id: 'bob' }, { id: 'cas' }, { id: 'dik' }];

describe('bad input gives MindsportError naming round and player', () => {
  it('a result for a player who is not present (Art. II.1)', () => {
    const season: LadderSeason = {
      players,
      rounds: [
        { present: ['ann', 'bob'], entries: [] },
        {
          present: ['ann', 'bob', 'cas'],
          entries: [{ rule: 'game', white: 'cas', black: 'dik', result: '1-0' }],
        },
      ],
    };
    const error = errorOf(() => ladderStandings(season));
    expect(error.code).toBe('PLAYER_NOT_PRESENT');
    expect(error.message).toContain('round 2');
    expect(error.message).toContain('"dik"');
    expect(error.path).toEqual(['rounds', 1, 'entries', 0, 'black']);
  });

  it('two results for one player in a round', () => {
    const season: LadderSeason = {
      players,
      rounds: [
        {
          present: ['ann', 'bob', 'cas', 'dik'],
          entries: [
            { rule: 'game', white: 'ann', black: 'bob', result: '1-0' },
            { rule: 'game', white: 'cas', black: 'ann', result: '0-1' },
          ],
        },
      ],
    };
    const error = errorOf(() => ladderStandings(season));
    expect(error.code).toBe('DUPLICATE_ENTRY');
    expect(error.message).toBe(
      'rounds[0].entries[1].black: "ann" has two club-night results in round 1 (entries[0] and entries[1])',
    );
    expect(error.path).toEqual(['rounds', 0, 'entries', 1, 'black']);
  });

  it('drawn out and playing in the same round is two results too', () => {
    const season = {
      players,
      rounds: [
        {
          present: ['ann', 'bob'],
          entries: [
            { rule: 'drawnOut', player: 'bob' },
            { rule: 'game', white: 'ann', black: 'bob', result: '1-0' },
          ],
        },
      ],
    } as const;
    expect(errorOf(() => ladderStandings(season)).code).toBe('DUPLICATE_ENTRY');
  });

  it('an unknown rule', () => {
    const season = {
      players,
      rounds: [{ present: ['ann'], entries: [{ rule: 'bye', player: 'ann' }] }],
    } as unknown as LadderSeason;
    const error = errorOf(() => ladderStandings(season));
    expect(error.code).toBe('NOT_ONE_OF');
    expect(error.message).toBe(
      'rounds[0].entries[0].rule: "bye" is not one of game, forfeit, drawnOut, league, representing',
    );
    expect(error.path).toEqual(['rounds', 0, 'entries', 0, 'rule']);
  });

  it('validate reports every problem at once', () => {
    const season = {
      players,
      rounds: [
        {
          present: ['ann', 'zed'],
          entries: [
            { rule: 'game', white: 'ann', black: 'bob', result: '2-0' },
            { rule: 'representing', player: 'ann' },
          ],
        },
      ],
    } as unknown as LadderSeason;
    const check = validateLadderSeason(season);
    expect(check.ok).toBe(false);
    expect(check.problems.map((problem) => problem.code)).toEqual(['UNKNOWN_ID', 'NOT_ONE_OF']);
  });

  it('a ladder longer than the top rank number (spec decision 6)', () => {
    const many = Array.from({ length: 101 }, (_, index) => ({ id: `p${index}` }));
    expect(errorOf(() => ladderStandings({ players: many, rounds: [] })).code).toBe('LADDER_TOO_LONG');
    const raised = ladderStandings({ players: many, rounds: [] }, { ...CLUB_LADDER, topRankNumber: 101 });
    expect(raised.rows.at(-1)?.rankNumber).toBe(1);
  });

  it('a late joiner may not appear before joining; enters at the bottom with no start points (decision 3)', () => {
    const season: LadderSeason = {
      players: [...players, { id: 'eva', joinRound: 2 }, { id: 'fay', joinRound: 2 }],
      rounds: [
        { present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'ann', black: 'bob', result: '1-0' }] },
        { present: ['eva', 'fay'], entries: [{ rule: 'game', white: 'eva', black: 'fay', result: '1-0' }] },
      ],
    };
    const { rows: standings } = ladderStandings(season, undefined, { afterRound: 1 });
    // bob lost: 495 − 49.5 = 445.5 falls below cas (490 − 49 + 30) and dik (485 − 48.5 + 30)
    expect(standings.map((row) => row.playerId)).toEqual(['ann', 'cas', 'dik', 'bob']);
    const after = ladderStandings(season).rows;
    const eva = after.find((row) => row.playerId === 'eva')!;
    // fay held rank 95 (second joiner, input order): eva wins 95; no start points
    expect(eva.points.toString()).toBe('95');
    expect(eva.startPointsHeld.isZero()).toBe(true);
    const early = {
      ...season,
      rounds: [{ present: ['eva'], entries: [] }],
    };
    expect(errorOf(() => ladderStandings(early)).code).toBe('PLAYER_NOT_YET_JOINED');
  });

  it('Friday rule: of two league games the Friday one counts; without one it is undecided (Art. IV.2b)', () => {
    const season = (dates: [string, string]): LadderSeason => ({
      players,
      rounds: [
        {
          present: [],
          entries: [
            { rule: 'league', player: 'ann', result: 'win', date: dates[0] },
            { rule: 'league', player: 'ann', result: 'loss', date: dates[1] },
          ],
        },
      ],
    });
    // 2026-09-22 is a Tuesday, 2026-09-25 a Friday
    const lines = ladderPointsExplanation(season(['2026-09-22', '2026-09-25']), CLUB_LADDER, {
      playerId: 'ann',
    }).lines;
    expect(
      lines.filter((line) => line.rule === 'league').map((line) => `${line.result}:${line.points}`),
    ).toEqual(['win:0', 'loss:60']);
    expect(errorOf(() => ladderStandings(season(['2026-09-22', '2026-09-23']))).code).toBe(
      'FRIDAY_RULE_UNDECIDED',
    );
  });

  it('representing the club while playing on the club night is a conflict', () => {
    const season = {
      players,
      rounds: [
        {
          present: ['ann', 'bob'],
          entries: [
            { rule: 'game', white: 'ann', black: 'bob', result: '1-0' },
            { rule: 'representing', player: 'ann' },
          ],
        },
      ],
    } as const;
    expect(errorOf(() => ladderStandings(season)).code).toBe('CONFLICTING_ENTRIES');
  });

  it('guests: never two guests together, never in awards', () => {
    const base = { players, guests: [{ id: 'gus' }, { id: 'gil' }] };
    expect(
      errorOf(() =>
        ladderStandings({
          ...base,
          rounds: [
            {
              present: ['gus', 'gil'],
              entries: [{ rule: 'game', white: 'gus', black: 'gil', result: '1-0' }],
            },
          ],
        }),
      ).code,
    ).toBe('GUEST_GAME_WITHOUT_MEMBER');
    expect(
      errorOf(() =>
        ladderStandings({
          ...base,
          rounds: [{ present: ['gus'], entries: [{ rule: 'drawnOut', player: 'gus' }] }],
        }),
      ).code,
    ).toBe('GUEST_NOT_ALLOWED');
  });

  it('parse, append and config checks', () => {
    expect(errorOf(() => parseLadderSeason('{"players":')).code).toBe('BAD_JSON');
    const season = parseLadderSeason(JSON.stringify({ players, rounds: [] }));
    expect(
      errorOf(() =>
        assertLadderSeason({ ...season, rounds: [...season.rounds, { present: ['x'], entries: [] }] }),
      ).code,
    ).toBe('UNKNOWN_ID');
    expect(errorOf(() => ladderStandings(season, undefined, { afterRound: 1 })).code).toBe('OUT_OF_RANGE');
    expect(errorOf(() => assertRules({ ...CLUB_LADDER, absenceCap: -1 })).code).toBe('OUT_OF_RANGE');
    expect(
      errorOf(() =>
        assertRules({
          ...CLUB_LADDER,
          finalTieBreaks: [
            { kind: 'fewerGames', source: 'ours' },
            { kind: 'coinToss' as 'moreWins', source: 'ours' },
          ],
        }),
      ).code,
    ).toBe('NOT_ONE_OF');
    expect(errorOf(() => ladderPointsExplanation(season, CLUB_LADDER, { playerId: 'nobody' })).code).toBe(
      'UNKNOWN_ID',
    );
  });
});
