/** Bad input: every problem is a MindsportError with a stable code and the path to the bad field. */
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import {
  type GrandPrixSeason,
  grandPrixNordicTeams,
  grandPrixOutlook,
  grandPrixSelection,
  grandPrixStandings,
  NGP,
  placePoints,
  validateGrandPrixRules,
  validateGrandPrixSeason,
} from '../../src/grandprix/index.js';
import { season } from './fixture.js';

const seasonTotals = (document: GrandPrixSeason) => grandPrixStandings(document);

const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });

function thrown(run: () => unknown): MindsportError {
  try {
    run();
  } catch (error) {
    if (error instanceof MindsportError) return error;
    throw error;
  }
  throw new Error('expected a MindsportError');
}

describe('grandprix bad input', () => {
  it('a player placed twice in one event', () => {
    const bad: GrandPrixSeason = {
      players: [member('anne'), member('bjorn')],
      tournaments: [
        {
          id: 'oslo',
          kind: 'regular',
          startDate: '2025-01-11',
          rounds: 7,
          standings: [
            { player: 'anne', place: 1 },
            { player: 'bjorn', place: 2 },
            { player: 'anne', place: 3 },
          ],
        },
      ],
    };
    const error = thrown(() => seasonTotals(bad));
    expect(error.code).toBe('PLAYER_PLACED_TWICE');
    expect(error.path).toEqual(['tournaments', 0, 'standings', 2, 'player']);
    expect(error.message).toBe(
      'tournaments[0].standings[2].player: "anne" is placed twice in "oslo" (lines 0 and 2)',
    );
  });

  it('an event with no rounds', () => {
    const error = thrown(() =>
      grandPrixStandings({
        players: [member('anne')],
        tournaments: [{ id: 'x', kind: 'regular', startDate: '2025-01-11', rounds: 0, standings: [] }],
      }),
    );
    expect(error.code).toBe('OUT_OF_RANGE');
    expect(error.path).toEqual(['tournaments', 0, 'rounds']);
    expect(error.value).toBe(0);
  });

  it('an unknown kind', () => {
    const error = thrown(() =>
      seasonTotals({
        players: [member('anne')],
        tournaments: [{ id: 'x', kind: 'blitz' as never, startDate: '2025-01-11', rounds: 5 }],
      }),
    );
    expect(error.code).toBe('NOT_ONE_OF');
    expect(error.path).toEqual(['tournaments', 0, 'kind']);
    expect(error.value).toBe('blitz');
  });

  it('validateGrandPrixSeason reports every problem at once, each with its path', () => {
    const result = validateGrandPrixSeason({
      players: [
        member('anne'),
        member('anne'),
        { id: 'x', citizenOrResident: 'yes', memberships: [{ from: '2025-02-30' }] },
      ],
      tournaments: [
        {
          id: 't',
          kind: 'regular',
          startDate: '2025-13-01',
          rounds: 5,
          standings: [
            { player: 'nobody', place: 1 },
            { player: 'anne', place: 0 },
            { player: 'x', place: 2, roundsPlayed: 6 },
          ],
        },
        { id: 't', kind: 'lightning', startDate: '2025-01-01', rounds: 1.5 },
      ],
      ratingList: ['anne', 'anne'],
    } as never);
    expect(result.ok).toBe(false);
    expect(result.problems.map((problem) => [problem.code, problem.pointer])).toEqual([
      ['DUPLICATE_ID', '/players/1/id'],
      ['NOT_A_DATE', '/players/2/memberships/0/from'],
      ['NOT_A_BOOLEAN', '/players/2/citizenOrResident'],
      ['DUPLICATE_ID', '/ratingList/1'],
      ['NOT_A_DATE', '/tournaments/0/startDate'],
      ['UNKNOWN_ID', '/tournaments/0/standings/0/player'],
      ['OUT_OF_RANGE', '/tournaments/0/standings/1/place'],
      ['OUT_OF_RANGE', '/tournaments/0/standings/2/roundsPlayed'],
      ['NOT_AN_INTEGER', '/tournaments/1/rounds'],
      ['DUPLICATE_ID', '/tournaments/1/id'],
    ]);
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'players[1].id: "anne" is already the id of players[0]',
      'players[2].memberships[0].from: "2025-02-30" is not a date (YYYY-MM-DD)',
      'players[2].citizenOrResident: "yes" is not true or false',
      'ratingList[1]: "anne" is already on the rating list at 0',
      'tournaments[0].startDate: "2025-13-01" is not a date (YYYY-MM-DD)',
      `tournaments[0].standings[0].player: "nobody" is not a player's id`,
      'tournaments[0].standings[1].place: 0 is outside 1…∞',
      'tournaments[0].standings[2].roundsPlayed: 6 is outside 0…5',
      'tournaments[1].rounds: 1.5 is not a whole number',
      'tournaments[1].id: "t" is already the id of tournaments[0]',
    ]);
  });

  it('a place inside a range of shared places (1, 2, 2, 3)', () => {
    const result = validateGrandPrixSeason({
      players: ['a', 'b', 'c', 'd'].map(member),
      tournaments: [
        {
          id: 't',
          kind: 'regular',
          startDate: '2025-01-11',
          rounds: 5,
          standings: [
            { player: 'a', place: 1 },
            { player: 'b', place: 2 },
            { player: 'c', place: 2 },
            { player: 'd', place: 3 },
          ],
        },
      ],
    });
    expect(result.problems.map((problem) => [problem.code, problem.pointer])).toEqual([
      ['PLACE_INSIDE_SHARED_RANGE', '/tournaments/0/standings/3/place'],
    ]);
  });

  it('a membership that ends before it starts, an unknown live-table event, bad seats and rules', () => {
    const ends = validateGrandPrixSeason({
      players: [
        { id: 'a', citizenOrResident: true, memberships: [{ from: '2025-02-01', to: '2025-01-01' }] },
      ],
      tournaments: [],
    }).problems[0];
    expect([ends?.code, ends?.pointer, ends?.message]).toEqual([
      'MEMBERSHIP_ENDS_BEFORE_START',
      '/players/0/memberships/0/to',
      'players[0].memberships[0].to: "2025-01-01" is before the start "2025-02-01"',
    ]);
    const after = thrown(() => grandPrixStandings(season, NGP, { afterTournament: 'nope' }));
    expect([after.code, after.path, after.message]).toEqual([
      'UNKNOWN_ID',
      ['options', 'afterTournament'],
      `options.afterTournament: "nope" is not a tournament's id`,
    ]);
    expect(thrown(() => grandPrixSelection(season, NGP, { teamSize: -1 })).path).toEqual([
      'options',
      'teamSize',
    ]);
    expect(thrown(() => grandPrixSelection(season, NGP, { teamSize: 2, champion: 'zed' })).code).toBe(
      'UNKNOWN_ID',
    );
    expect(thrown(() => grandPrixOutlook(season, NGP, { playerId: 'zed' })).code).toBe('UNKNOWN_ID');
    expect(
      thrown(() => grandPrixNordicTeams({ players: [], tournaments: [], ratingList: ['a', 'b', 'a'] })).code,
    ).toBe('DUPLICATE_ID');
    const noTeams = thrown(() => grandPrixNordicTeams(season, { ...NGP, nordicTeamSize: 0 }));
    expect([noTeams.code, noTeams.path]).toEqual(['OUT_OF_RANGE', ['rules', 'nordicTeamSize']]);
    expect(thrown(() => placePoints('participationOnly' as never, 1, 1)).code).toBe('NOT_ONE_OF');
    const badRules = validateGrandPrixRules({
      ...NGP,
      multipliers: { ...NGP.multipliers, lightning: 'half' },
    });
    expect(badRules.problems[0]?.path).toEqual(['rules', 'multipliers', 'lightning']);
    expect(validateGrandPrixRules({ ...NGP, placePoints: [12, -1] }).problems[0]?.path).toEqual([
      'rules',
      'placePoints',
      1,
    ]);
  });

  it('never mutates its input', () => {
    const copy = structuredClone(season);
    grandPrixStandings(season);
    grandPrixSelection(season, NGP, { teamSize: 3 });
    grandPrixOutlook(season, NGP, { playerId: 'anne', afterTournament: 'lyn' });
    expect(season).toEqual(copy);
  });
});
