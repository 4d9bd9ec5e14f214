/**
 * Barrages (seed 004 "Eindstand" 2, 2a, 2b; spec §5, §6 Decision 4): which ties play one and
 * for which place, and a barrage followed stage by stage from the games a document records.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type BarrageFormat,
  DRAUGHTS_RESULTS,
  type DraughtsBarrageGame,
  draughtsBarrages,
  KNDB,
} from '../../src/draughts/index.js';
import { errorOf } from '../helpers/errors.js';
import { barrageEvent, barrageRules, barrageStatus, game, requirement, tiedEvent } from './events.js';

type BarrageGame = DraughtsBarrageGame;
const KNDB_BARRAGE_PLACE_1 = KNDB.barrages[0]!.format;
const KNDB_BARRAGE_PLACES_2_3 = KNDB.barrages[1]!.format;

/** The status of the barrage of `group` in {@link tiedEvent}, with `games` recorded. */
function statusIn(
  above: readonly string[],
  group: readonly string[],
  qualified: readonly string[],
  games: readonly BarrageGame[],
) {
  const event = { ...tiedEvent(above, group, qualified), barrages: [{ players: group, games }] };
  return draughtsBarrages(event).barrages.find((barrage) => barrage.players.join() === group.join());
}

describe('the schedules as data (seed 004 "Eindstand" 2a and 2b)', () => {
  it('place 1 (2a): 2 games 5+2, then 15 min sudden death; round robins 5+2, 10, 5', () => {
    expect(
      KNDB_BARRAGE_PLACE_1.twoPlayers.map((stage) => [stage.gamesPerPairing, stage.timeControl]),
    ).toEqual([
      [2, { minutes: 5, incrementSeconds: 2 }],
      ['untilDecisive', { minutes: 15, incrementSeconds: 0 }],
    ]);
    expect(
      KNDB_BARRAGE_PLACE_1.moreThanTwo.map((stage) => [stage.gamesPerPairing, stage.timeControl]),
    ).toEqual([
      [1, { minutes: 5, incrementSeconds: 2 }],
      ['untilDecisive', { minutes: 10, incrementSeconds: 0 }],
      ['untilDecisive', { minutes: 5, incrementSeconds: 0 }],
    ]);
    expect(KNDB_BARRAGE_PLACE_1.afterLastStage).toBe('repeatByDirectorsDecision');
  });

  it('places 2 and 3 (2b): 2 games 20+5, then 10+5 sudden death; round robins 20+5, 10+5, 5+5 until ranked', () => {
    expect(
      KNDB_BARRAGE_PLACES_2_3.twoPlayers.map((stage) => [stage.gamesPerPairing, stage.timeControl]),
    ).toEqual([
      [2, { minutes: 20, incrementSeconds: 5 }],
      ['untilDecisive', { minutes: 10, incrementSeconds: 5 }],
    ]);
    expect(
      KNDB_BARRAGE_PLACES_2_3.moreThanTwo.map((stage) => [stage.gamesPerPairing, stage.timeControl]),
    ).toEqual([
      [1, { minutes: 20, incrementSeconds: 5 }],
      [1, { minutes: 10, incrementSeconds: 5 }],
      [1, { minutes: 5, incrementSeconds: 5 }],
    ]);
    expect(KNDB_BARRAGE_PLACES_2_3.afterLastStage).toBe('repeat');
  });
});

describe('two players for place 1 (2a)', () => {
  it('starts with two games at 5 min + 2 s', () => {
    const status = barrageStatus({ players: ['A', 'B'] }, []);
    expect(status.decided).toBe(false);
    expect(status.next?.stage.timeControl).toEqual({ minutes: 5, incrementSeconds: 2 });
    expect(status.next?.pairings).toEqual([{ players: ['A', 'B'], gamesPlayed: 0, gamesToPlay: 2 }]);
  });

  it('a plus-remise and a remise decide it: the saldo counts ("punten en het saldo")', () => {
    const status = barrageStatus({ players: ['A', 'B'] }, [game('A', 'B', '1-1'), game('B', 'A', '1--1+')]);
    expect([status.decided, status.ahead, status.behind]).toEqual([true, ['A'], ['B']]);
    expect(status.stages[0]?.table).toEqual([
      { playerId: 'A', points: 2, saldo: 1 },
      { playerId: 'B', points: 2, saldo: -1 },
    ]);
  });

  it('a win each is undecided: then 15-minute games, the first win or plus-remise decides', () => {
    let status = barrageStatus({ players: ['A', 'B'] }, [game('A', 'B', '2-0'), game('B', 'A', '2-0')]);
    expect(status.decided).toBe(false);
    expect(status.next).toMatchObject({
      list: 'twoPlayers',
      index: 1,
      stage: { gamesPerPairing: 'untilDecisive' },
    });
    const played = [
      game('A', 'B', '2-0'),
      game('B', 'A', '2-0'),
      game('A', 'B', '1-1'),
      game('B', 'A', '0-0'),
    ];
    status = barrageStatus({ players: ['A', 'B'] }, played);
    expect(status.decided).toBe(false);
    expect(status.next?.pairings).toEqual([
      { players: ['A', 'B'], gamesPlayed: 2, gamesToPlay: 'untilDecisive' },
    ]);
    status = barrageStatus({ players: ['A', 'B'] }, [...played, game('A', 'B', '1--1+')]);
    expect([status.decided, status.ahead, status.next]).toEqual([true, ['B'], null]);
    expect(status.stages[1]?.countedGames).toEqual([4]);
  });
});

describe('three players for place 1 (2a)', () => {
  it('a round robin at 5+2 with a clear winner decides', () => {
    const status = barrageStatus({ players: ['A', 'B', 'C'] }, [
      game('A', 'B', '2-0'),
      game('A', 'C', '1-1'),
      game('B', 'C', '1-1'),
    ]);
    expect([status.decided, status.ahead]).toEqual([true, ['A']]);
    expect(status.order).toEqual([['A'], ['C'], ['B']]);
  });

  it('two still equal at the top play the two-player format (spec §6 Decision 4)', () => {
    const status = barrageStatus({ players: ['A', 'B', 'C'] }, [
      game('A', 'B', '1-1'),
      game('A', 'C', '2-0'),
      game('C', 'B', '0-2'),
    ]);
    expect(status.decided).toBe(false);
    expect(status.behind).toEqual(['C']);
    expect(status.next).toMatchObject({ list: 'twoPlayers', index: 0, players: ['A', 'B'], topCount: 1 });
    expect(status.next?.stage.timeControl).toEqual({ minutes: 5, incrementSeconds: 2 });
  });

  it('all three still equal: 10-minute round robin, each pairing until a win or plus-remise, then 5 minutes, then repeat', () => {
    const start = [game('A', 'B', '1-1'), game('A', 'C', '1-1'), game('B', 'C', '1-1')];
    let status = barrageStatus({ players: ['A', 'B', 'C'] }, start);
    expect(status.next).toMatchObject({
      list: 'moreThanTwo',
      index: 1,
      stage: { timeControl: { minutes: 10 } },
    });
    // a cycle: A beats B, B beats C, C beats A (draws in between do not count)
    const cycle = [
      game('A', 'B', '1-1'),
      game('A', 'B', '2-0'),
      game('B', 'C', '2-0'),
      game('C', 'A', '2-0'),
    ];
    status = barrageStatus({ players: ['A', 'B', 'C'] }, [...start, ...cycle]);
    expect(status.stages[1]?.countedGames).toEqual([4, 5, 6]);
    expect(status.next).toMatchObject({ list: 'moreThanTwo', index: 2, directorsDecision: false });
    expect(status.next?.stage.timeControl).toEqual({ minutes: 5, incrementSeconds: 0 });
    status = barrageStatus({ players: ['A', 'B', 'C'] }, [...start, ...cycle, ...cycle]);
    expect(status.next).toMatchObject({
      list: 'moreThanTwo',
      index: 2,
      repetition: 1,
      directorsDecision: true,
    });
    status = barrageStatus({ players: ['A', 'B', 'C'] }, [
      ...start,
      ...cycle,
      ...cycle,
      game('A', 'B', '2-0'),
      game('A', 'C', '2-0'),
    ]);
    expect(status.next?.pairings).toEqual([
      { players: ['B', 'C'], gamesPlayed: 0, gamesToPlay: 'untilDecisive' },
    ]);
    status = barrageStatus({ players: ['A', 'B', 'C'] }, [
      ...start,
      ...cycle,
      ...cycle,
      game('A', 'B', '2-0'),
      game('A', 'C', '2-0'),
      game('B', 'C', '0-2'),
    ]);
    expect([status.decided, status.ahead]).toEqual([true, ['A']]);
  });
});

describe('places 2 and 3 (2b)', () => {
  it('two players for place 2: 2 games 20+5, then 10+5 until the first win or plus-remise', () => {
    const requirement = { players: ['B', 'C'], place: 2 as const };
    let status = barrageStatus(requirement, []);
    expect(status.next?.stage.timeControl).toEqual({ minutes: 20, incrementSeconds: 5 });
    status = barrageStatus(requirement, [game('B', 'C', '1-1'), game('C', 'B', '1-1')]);
    expect(status.next?.stage).toMatchObject({
      gamesPerPairing: 'untilDecisive',
      timeControl: { minutes: 10, incrementSeconds: 5 },
    });
    status = barrageStatus(requirement, [
      game('B', 'C', '1-1'),
      game('C', 'B', '1-1'),
      game('B', 'C', '0-2'),
    ]);
    expect([status.decided, status.ahead, status.behind]).toEqual([true, ['C'], ['B']]);
  });

  it('three players for place 3: round robins 20+5, 10+5, then 5+5 repeated without a director flag', () => {
    const requirement = { players: ['C', 'D', 'E'], place: 3 as const };
    const draws = [game('C', 'D', '1-1'), game('C', 'E', '1-1'), game('D', 'E', '1-1')];
    let status = barrageStatus(requirement, draws);
    expect(status.next).toMatchObject({
      index: 1,
      stage: { gamesPerPairing: 1, timeControl: { minutes: 10, incrementSeconds: 5 } },
    });
    status = barrageStatus(requirement, [...draws, ...draws]);
    expect(status.next).toMatchObject({
      index: 2,
      repetition: 0,
      stage: { timeControl: { minutes: 5, incrementSeconds: 5 } },
    });
    status = barrageStatus(requirement, [...draws, ...draws, ...draws]);
    expect(status.next).toMatchObject({ index: 2, repetition: 1, directorsDecision: false });
    status = barrageStatus(requirement, [
      ...draws,
      ...draws,
      ...draws,
      game('C', 'D', '0-2'),
      game('C', 'E', '0-2'),
      game('D', 'E', '1+-1-'),
    ]);
    expect([status.decided, status.ahead]).toEqual([true, ['D']]);
  });

  it('three players on places 2–4 playing for place 3: two must finish above the cut', () => {
    expect(requirement(['A'], ['B', 'C', 'D'])).toMatchObject({
      forPlace: 3,
      topCount: 2,
      source: expect.stringContaining('2b'),
    });
    const play = (games: readonly BarrageGame[]) => statusIn(['A'], ['B', 'C', 'D'], [], games)!;
    const status = play([game('B', 'C', '2-0'), game('B', 'D', '2-0'), game('C', 'D', '1-1')]);
    expect([status.decided, status.ahead, status.behind]).toEqual([false, ['B'], []]);
    expect(status.next).toMatchObject({ list: 'twoPlayers', players: ['C', 'D'], topCount: 1 });
    const after = play([
      game('B', 'C', '2-0'),
      game('B', 'D', '2-0'),
      game('C', 'D', '1-1'),
      game('C', 'D', '2-0'),
      game('D', 'C', '1-1'),
    ]);
    expect([after.decided, after.ahead, after.behind]).toEqual([true, ['B', 'C'], ['D']]);
  });
});

describe('the remaining 2b cases: two players for place 3, three for place 2', () => {
  it('two players for place 3 (the last final place): 2 games 20+5, decided by the saldo', () => {
    expect(requirement(['A', 'B'], ['C', 'D'])).toMatchObject({
      forPlace: 3,
      source: expect.stringContaining('2b'),
      topCount: 1,
    });
    const status = statusIn(['A', 'B'], ['C', 'D'], [], [game('C', 'D', '1-1'), game('D', 'C', '1+-1-')])!;
    expect(status.stages[0]?.stage.timeControl).toEqual({ minutes: 20, incrementSeconds: 5 });
    expect([status.decided, status.ahead, status.behind]).toEqual([true, ['D'], ['C']]);
  });

  it('three players for place 2 with the WK place at stake: round robin at 20+5, two left go to the 2b match', () => {
    expect(requirement(['A'], ['B', 'C', 'D'], ['A'])).toMatchObject({
      forPlaces: [2, 3],
      forPlace: 2,
      topCount: 1,
      worldChampionshipAtStake: true,
    });
    const games = [game('B', 'C', '1-1'), game('B', 'D', '2-0'), game('C', 'D', '2-0')];
    const status = statusIn(['A'], ['B', 'C', 'D'], ['A'], games)!;
    expect(status.stages[0]?.stage.timeControl).toEqual({ minutes: 20, incrementSeconds: 5 });
    expect(status.next).toMatchObject({ list: 'twoPlayers', index: 0, players: ['B', 'C'] });
    expect(status.next?.stage.timeControl).toEqual({ minutes: 20, incrementSeconds: 5 });
    const decidedGames = [...games, game('B', 'C', '0-2'), game('C', 'B', '1-1')];
    const decided = statusIn(['A'], ['B', 'C', 'D'], ['A'], decidedGames)!;
    expect([decided.decided, decided.ahead]).toEqual([true, ['C']]);
    // then B and D are on places 3–4: place 3 is played for next
    const event = {
      ...tiedEvent(['A'], ['B', 'C', 'D'], ['A']),
      barrages: [{ players: ['B', 'C', 'D'], games: decidedGames }],
    };
    const next = draughtsBarrages(event).barrages[1];
    expect(next).toMatchObject({
      players: ['B', 'D'],
      place: 3,
      lastPlace: 4,
      forPlace: 3,
      worldChampionshipAtStake: false,
    });
  });
});

describe('which ties play a barrage (spec §6 Decision 4)', () => {
  it.each([
    [['A', 'B'], [1, 2], [], [], [1]],
    [['A', 'B', 'C'], [1, 3], [], [], [1, 2]],
    [['A', 'B', 'C'], [1, 3], [], ['A', 'B'], [1]],
    [['A', 'B', 'C', 'D'], [1, 4], [], ['A'], [1, 2, 3]],
    [['B', 'C'], [2, 3], ['A'], [], null],
    [['B', 'C'], [2, 3], ['A'], ['A'], [2]],
    [['B', 'C', 'D'], [2, 4], ['A'], [], [3]],
    [['C', 'D'], [3, 4], ['A', 'B'], ['A', 'B'], [3]],
    [['C', 'D'], [3, 4], ['A', 'B'], [], [3]],
    [['D', 'E'], [4, 5], ['A', 'B', 'C'], ['A', 'B', 'C'], null],
  ] as const)(
    '%j on places %j (above %j, qualified %j) → %j',
    (players, places, above, qualified, expected) => {
      const need = requirement(above, players, qualified, ['Y']);
      expect(need === null ? null : [need.place, need.lastPlace]).toEqual(need === null ? null : places);
      expect(need === null ? null : need.forPlaces).toEqual(expected);
    },
  );
});

describe('bad barrage input', () => {
  it('reports a game after the decision, a player not in the stage, a finished pairing and a self-pairing with the path', () => {
    const decided = [game('A', 'B', '2-0'), game('B', 'A', '0-2')];
    const after = errorOf(() => barrageStatus({ players: ['A', 'B'] }, [...decided, game('A', 'B', '1-1')]));
    expect([after.code, after.path]).toEqual(['GAME_AFTER_BARRAGE_DECIDED', ['barrages', 0, 'games', 2]]);
    // Z is a player of the event, not of the barrage
    const stranger = errorOf(() => barrageStatus({ players: ['A', 'B'] }, [game('A', 'Z', '1-1')]));
    expect([stranger.code, stranger.path]).toEqual([
      'NOT_IN_BARRAGE_STAGE',
      ['barrages', 0, 'games', 0, 'black'],
    ]);
    const twice = errorOf(() =>
      barrageStatus({ players: ['A', 'B', 'C'] }, [game('A', 'B', '1-1'), game('B', 'A', '1-1')]),
    );
    expect([twice.code, twice.path]).toEqual(['EXTRA_BARRAGE_GAME', ['barrages', 0, 'games', 1]]);
    const self = errorOf(() => barrageStatus({ players: ['A', 'B'] }, [game('A', 'A', '1-1')]));
    expect([self.code, self.path]).toEqual(['SELF_PAIRING', ['barrages', 0, 'games', 0, 'black']]);
    const result = errorOf(() => barrageStatus({ players: ['A', 'B'] }, [game('A', 'B', '1-0')]));
    expect([result.code, result.path]).toEqual(['BAD_RESULT', ['barrages', 0, 'games', 0, 'result']]);
    const unknown = errorOf(() => barrageStatus({ players: ['A', 'B'] }, [game('A', 'Q', '1-1')]));
    expect([unknown.code, unknown.path]).toEqual(['UNKNOWN_ID', ['barrages', 0, 'games', 0, 'black']]);
    // the loser of a round robin no longer plays
    const out = errorOf(() =>
      barrageStatus({ players: ['A', 'B', 'C'] }, [
        game('A', 'B', '1-1'),
        game('A', 'C', '2-0'),
        game('B', 'C', '2-0'),
        game('A', 'C', '2-0'),
      ]),
    );
    expect([out.code, out.path]).toEqual(['NOT_IN_BARRAGE_STAGE', ['barrages', 0, 'games', 3, 'black']]);
  });

  it('rejects a barrage of one player, a player listed twice, and a barrage no tie needs', () => {
    const one = errorOf(() => barrageStatus({ players: ['A'] }, []));
    expect([one.code, one.path]).toEqual(['NOT_A_TIE', ['barrages', 0, 'players']]);
    const twice = errorOf(() => barrageStatus({ players: ['A', 'A'] }, []));
    expect([twice.code, twice.path]).toEqual(['DUPLICATE_ID', ['barrages', 0, 'players', 1]]);
    // two players cannot put two above the cut: no barrage rule applies to their tie
    const unneeded = errorOf(() => barrageStatus({ players: ['A', 'B'], topCount: 2 }, []));
    expect([unneeded.code, unneeded.path]).toEqual(['UNNEEDED_BARRAGE', ['barrages', 0, 'players']]);
    // players that are not one tied group
    const split = errorOf(() =>
      draughtsBarrages(
        { ...barrageEvent({ players: ['A', 'B'] }, []), barrages: [{ players: ['A', 'Z'], games: [] }] },
        barrageRules({}),
      ),
    );
    expect([split.code, split.path]).toEqual(['NOT_A_TIE', ['barrages', 0, 'players']]);
  });
});

// Play a barrage by following `next`, with random results, until decided (or a cap).
function playOut(players: string[], topCount: number, results: string[], format: BarrageFormat) {
  const games: BarrageGame[] = [];
  let status = barrageStatus({ players, topCount }, games, format);
  let cursor = 0;
  while (!status.decided && cursor < results.length) {
    const pairing = status.next?.pairings[0];
    if (!pairing) throw new Error('undecided barrage without a pairing');
    const [a, b] = pairing.players;
    games.push(game(cursor % 2 === 0 ? a : b, cursor % 2 === 0 ? b : a, results[cursor] as string));
    cursor++;
    status = barrageStatus({ players, topCount }, games, format);
  }
  return status;
}

describe('properties', () => {
  test.prop(
    [
      fc.integer({ min: 2, max: 5 }),
      fc.integer({ min: 1, max: 4 }),
      fc.array(fc.constantFrom(...DRAUGHTS_RESULTS), { minLength: 200, maxLength: 200 }),
      fc.constantFrom(KNDB_BARRAGE_PLACE_1, KNDB_BARRAGE_PLACES_2_3),
    ],
    { numRuns: 60 },
  )(
    'the barrage partitions the players; when decided exactly topCount are ahead',
    (count, top, results, format) => {
      const players = Array.from({ length: count }, (_, index) => `P${index}`);
      const topCount = Math.min(top, count - 1);
      const status = playOut(players, topCount, results, format);
      expect([...status.order.flat()].sort()).toEqual(players);
      if (status.decided) {
        expect(status.ahead).toHaveLength(topCount);
        expect([...status.ahead, ...status.behind].sort()).toEqual(players);
      } else {
        expect(status.ahead.length).toBeLessThan(topCount);
        expect(status.next?.players.length).toBeGreaterThanOrEqual(2);
      }
    },
  );

  test.prop([fc.array(fc.constantFrom(...DRAUGHTS_RESULTS), { minLength: 2, maxLength: 30 })], {
    numRuns: 150,
  })(
    'naive reference for two players (2a): the 2-game match by points then saldo, else the first win or plus-remise',
    (results) => {
      const games = results.map((result, index) =>
        index % 2 === 0 ? game('A', 'B', result) : game('B', 'A', result),
      );
      // A's points and saldo minus B's for one game
      const edge = (result: string, aIsWhite: boolean): [number, number] => {
        const table: Record<string, [number, number]> = {
          '2-0': [2, 0],
          '0-2': [-2, 0],
          '1-1': [0, 0],
          '1+-1-': [0, 2],
          '1--1+': [0, -2],
          '0-0': [0, 0],
        };
        const [points, saldo] = table[result] as [number, number];
        return aIsWhite ? [points, saldo] : [-points, -saldo];
      };
      const [p1, s1] = edge(results[0] as string, true);
      const [p2, s2] = edge(results[1] as string, false);
      let expected: string | null = null;
      let decidedAt = 1;
      if (p1 + p2 !== 0) expected = p1 + p2 > 0 ? 'A' : 'B';
      else if (s1 + s2 !== 0) expected = s1 + s2 > 0 ? 'A' : 'B';
      else {
        for (let index = 2; index < results.length && expected === null; index++) {
          const [points, saldo] = edge(results[index] as string, index % 2 === 0);
          if (points !== 0 || saldo !== 0) {
            expected = points > 0 || saldo > 0 ? 'A' : 'B';
            decidedAt = index;
          }
        }
      }
      if (expected !== null && decidedAt < results.length - 1) {
        // games after the decision are refused
        expect(errorOf(() => barrageStatus({ players: ['A', 'B'] }, games)).code).toBe(
          'GAME_AFTER_BARRAGE_DECIDED',
        );
        return;
      }
      const status = barrageStatus({ players: ['A', 'B'] }, games);
      expect(status.decided).toBe(expected !== null);
      if (expected !== null) expect(status.ahead).toEqual([expected]);
    },
  );

  test.prop([fc.array(fc.constantFrom('2-0', '0-2', '1+-1-', '1--1+'), { minLength: 60, maxLength: 60 })], {
    numRuns: 60,
  })('with only decisive games, a two-player barrage always ends by its sudden death', (results) => {
    const status = playOut(['A', 'B'], 1, results, KNDB_BARRAGE_PLACE_1);
    expect(status.decided).toBe(true);
    expect(status.stages.length).toBeLessThanOrEqual(2);
  });
});
