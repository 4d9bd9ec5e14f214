/** Bad input: every problem is a MindsportError with a stable code and the path to the bad field. */
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import {
  type GrandPrixSeason,
  grandPrixTable,
  NGP,
  nordicTeams,
  placeOutlook,
  placePoints,
  resolveConfig,
  seasonAfter,
  seasonTotals,
  selectWorldChampionshipTeam,
  validateSeason,
} from '../../src/grandprix/index.js';
import { season } from './fixture.js';

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
    expect(error.message).toContain('"anne"');
  });

  it('an event with no rounds', () => {
    const error = thrown(() =>
      grandPrixTable({
        players: [member('anne')],
        tournaments: [{ id: 'x', kind: 'regular', startDate: '2025-01-11', rounds: 0, standings: [] }],
      }),
    );
    expect(error.code).toBe('NO_ROUNDS');
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
    expect(error.code).toBe('UNKNOWN_KIND');
    expect(error.path).toEqual(['tournaments', 0, 'kind']);
    expect(error.value).toBe('blitz');
  });

  it('validateSeason reports every problem at once, each with its path', () => {
    const result = validateSeason({
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
      ['DUPLICATE_PLAYER', '/players/1/id'],
      ['BAD_PLAYER', '/players/2/citizenOrResident'],
      ['BAD_DATE', '/players/2/memberships/0/from'],
      ['DUPLICATE_RATING', '/ratingList/1'],
      ['BAD_DATE', '/tournaments/0/startDate'],
      ['UNKNOWN_PLAYER', '/tournaments/0/standings/0/player'],
      ['BAD_PLACE', '/tournaments/0/standings/1/place'],
      ['BAD_ROUNDS_PLAYED', '/tournaments/0/standings/2/roundsPlayed'],
      ['DUPLICATE_TOURNAMENT', '/tournaments/1/id'],
      ['NO_ROUNDS', '/tournaments/1/rounds'],
    ]);
  });

  it('a place inside a range of shared places (1, 2, 2, 3)', () => {
    const result = validateSeason({
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

  it('a membership that ends before it starts, an unknown live-table event, bad seats and configs', () => {
    expect(
      validateSeason({
        players: [
          { id: 'a', citizenOrResident: true, memberships: [{ from: '2025-02-01', to: '2025-01-01' }] },
        ],
        tournaments: [],
      }).problems[0]?.pointer,
    ).toBe('/players/0/memberships/0/to');
    expect(thrown(() => seasonAfter(season, 'nope')).code).toBe('UNKNOWN_TOURNAMENT');
    expect(thrown(() => grandPrixTable(season, { after: 'nope' })).code).toBe('UNKNOWN_TOURNAMENT');
    expect(thrown(() => selectWorldChampionshipTeam(season, { teamSize: -1 })).path).toEqual(['teamSize']);
    expect(thrown(() => selectWorldChampionshipTeam(season, { teamSize: 2, champion: 'zed' })).code).toBe(
      'UNKNOWN_PLAYER',
    );
    expect(thrown(() => placeOutlook(season, 'zed')).code).toBe('UNKNOWN_PLAYER');
    expect(thrown(() => nordicTeams(['a', 'b', 'a'])).code).toBe('DUPLICATE_RATING');
    expect(thrown(() => nordicTeams(['a'], { teamSize: 0 })).code).toBe('BAD_SEATS');
    expect(thrown(() => placePoints('participationOnly', 1, 1)).code).toBe('UNKNOWN_KIND');
    expect(
      thrown(() => resolveConfig({ ...NGP, multipliers: { ...NGP.multipliers, lightning: 'half' } })).path,
    ).toEqual(['multipliers', 'lightning']);
    expect(thrown(() => resolveConfig({ ...NGP, placePoints: [12, -1] })).path).toEqual(['placePoints', 1]);
  });

  it('never mutates its input', () => {
    const copy = structuredClone(season);
    grandPrixTable(season);
    selectWorldChampionshipTeam(season, { teamSize: 3 });
    placeOutlook(seasonAfter(season, 'lyn'), 'anne');
    expect(season).toEqual(copy);
  });
});
