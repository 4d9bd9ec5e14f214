/**
 * The standings (seed 004 "Eindstand"; spec §3, §6 Decisions 3–4): points, then the plus/min
 * saldo, ties shared in input order, and the barrages the ties need.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  assertDraughtsTournament,
  DRAUGHTS_RESULTS,
  type DraughtsGame,
  type DraughtsGameResult,
  draughtsStandings,
  KNDB,
  resultDetails,
  validateDraughtsTournament,
} from '../../src/draughts/index.js';
import { errorOf, errorSummary } from '../helpers/errors.js';
import { tournament as event, POINTS_APART, SINK, scoredEvent } from './events.js';

/** The KNDB standings of a tournament whose players are given by id; `qualified` hold a WK place. */
function standings(
  input: { readonly players: readonly string[]; readonly games: readonly DraughtsGame[] },
  options: { readonly qualified?: readonly string[] } = {},
) {
  return draughtsStandings(event(input.players, input.games, options));
}

/** A single round robin among `players` where `results[i][j]` (i < j) is the result with player i white. */
function roundRobin(
  players: readonly string[],
  result: (white: string, black: string) => DraughtsGameResult,
): DraughtsGame[] {
  const games: DraughtsGame[] = [];
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) {
      games.push({
        white: players[i] as string,
        black: players[j] as string,
        result: result(players[i] as string, players[j] as string),
      });
    }
  }
  return games;
}

const summary = (table: ReturnType<typeof standings>) =>
  table.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.points}/${row.saldo}`);

describe('seed 004 "Eindstand": points, then plus/min saldo, then shared', () => {
  it('orders by points ("de speler die de meeste punten behaalt, is kampioen")', () => {
    const table = standings({
      players: ['A', 'B', 'C'],
      games: [
        { white: 'A', black: 'B', result: '2-0' },
        { white: 'B', black: 'C', result: '2-0' },
        { white: 'C', black: 'A', result: '0-2' },
      ],
    });
    expect(summary(table)).toEqual(['1 A 4/0', '2 B 2/0', '3 C 0/0']);
    expect(table.ties).toEqual([]);
    expect(table.barrages).toEqual([]);
  });

  it('breaks equal points by the saldo of plus- and min-remises (Eindstand 1)', () => {
    // A: 1+ against C, 1- against D (2 points, saldo 0); B: 1+ and 1 (saldo +1); C: two 1- (saldo −2); D: 1+ and 1 (saldo +1)
    const table = standings({
      players: ['A', 'B', 'C', 'D'],
      games: [
        { white: 'A', black: 'C', result: '1+-1-' },
        { white: 'D', black: 'A', result: '1+-1-' },
        { white: 'B', black: 'C', result: '1+-1-' },
        { white: 'B', black: 'D', result: '1-1' },
      ],
    });
    expect(summary(table)).toEqual(['1–2 B 2/1', '1–2 D 2/1', '3 A 2/0', '4 C 2/-2']);
    expect(table.ties).toEqual([{ players: ['B', 'D'], place: 1, lastPlace: 2 }]);
  });

  it('keeps input order inside a tie and reports places [first, last] (spec §6 Decision 3)', () => {
    const games = roundRobin(['P', 'Q', 'R', 'S'], () => '1-1');
    const table = standings({ players: ['S', 'Q', 'R', 'P'], games });
    expect(table.rows.map((row) => row.playerId)).toEqual(['S', 'Q', 'R', 'P']);
    expect(table.rows.every((row) => row.place === 1 && row.lastPlace === 4 && row.shared)).toBe(true);
    expect(table.ties).toEqual([{ players: ['S', 'Q', 'R', 'P'], place: 1, lastPlace: 4 }]);
  });

  it('a reason beside a result never changes points (spec §6 Decision 1)', () => {
    const table = standings({
      players: ['A', 'B'],
      games: [{ white: 'A', black: 'B', result: '0-0', reason: 'remise before move 40' }],
    });
    expect(table.rows.map((row) => [row.points, row.doubleForfeits, row.games])).toEqual([
      [0, 1, 1],
      [0, 1, 1],
    ]);
  });
});

describe('barrage named in the standings (seed "Eindstand" 2, spec §6 Decision 4)', () => {
  it('two players equal on place 1: barrage for place 1, section 2a', () => {
    const table = standings({
      players: ['A', 'B', 'C'],
      games: [
        { white: 'A', black: 'B', result: '1-1' },
        { white: 'A', black: 'C', result: '2-0' },
        { white: 'B', black: 'C', result: '2-0' },
      ],
    });
    expect(table.barrages).toEqual([
      {
        players: ['A', 'B'],
        place: 1,
        lastPlace: 2,
        forPlaces: [1],
        forPlace: 1,
        topCount: 1,
        worldChampionshipAtStake: true,
        source: expect.stringContaining('2a'),
      },
    ]);
  });

  it('three players equal on places 1–3: place 1, and place 2 only when the WK place is at stake', () => {
    const players = ['A', 'B', 'C', 'D'];
    const games = roundRobin(players, (white, black) =>
      black === 'D' ? '2-0' : white === 'D' ? '0-2' : '1-1',
    );
    expect(standings({ players, games }).barrages[0]?.forPlaces).toEqual([1, 2]);
    expect(standings({ players, games }, { qualified: ['A', 'B'] }).barrages[0]?.forPlaces).toEqual([1]);
  });

  // Issue 23 §4: standings without a list of qualified players mean nobody is qualified yet, so
  // the WK place goes to the player on place 1 and a tie on places 2–3 plays no barrage.
  it('places 2–3: no barrage unless the WK place is at stake (2b); no qualified list = nobody qualified yet', () => {
    const players = ['A', 'B', 'C', 'D'];
    const games = roundRobin(players, (white, black) =>
      white === 'A' ? '2-0' : black === 'D' ? '2-0' : '1-1',
    );
    expect(standings({ players, games }).ties).toEqual([{ players: ['B', 'C'], place: 2, lastPlace: 3 }]);
    expect(standings({ players, games }).barrages).toEqual([]);
    const withWk = standings({ players, games }, { qualified: ['A'] });
    expect(withWk.barrages).toEqual([
      {
        players: ['B', 'C'],
        place: 2,
        lastPlace: 3,
        forPlaces: [2],
        forPlace: 2,
        topCount: 1,
        worldChampionshipAtStake: true,
        source: expect.stringContaining('2b'),
      },
    ]);
    // one of the two already qualified: the other is the best not-yet-qualified player, nothing at stake
    expect(standings({ players, games }, { qualified: ['A', 'B'] }).barrages).toEqual([]);
  });

  it('places 3–4: barrage for place 3 (the top three go to the next final)', () => {
    const players = ['A', 'B', 'C', 'D', 'E'];
    const scores: Record<string, number> = { A: 4, B: 3, C: 2, D: 2, E: 0 };
    const games = roundRobin(players, (white, black) =>
      (scores[white] as number) > (scores[black] as number)
        ? '2-0'
        : (scores[white] as number) < (scores[black] as number)
          ? '0-2'
          : '1-1',
    );
    const table = standings({ players, games });
    expect(table.ties).toEqual([{ players: ['C', 'D'], place: 3, lastPlace: 4 }]);
    expect(table.barrages).toEqual([
      {
        players: ['C', 'D'],
        place: 3,
        lastPlace: 4,
        forPlaces: [3],
        forPlace: 3,
        topCount: 1,
        worldChampionshipAtStake: false,
        source: expect.stringContaining('2b'),
      },
    ]);
  });

  it('places 2–4: barrage for place 3 with two of three above the cut', () => {
    const players = ['A', 'B', 'C', 'D', 'E'];
    const games = roundRobin(players, (white, black) =>
      white === 'A' ? '2-0' : black === 'E' ? '2-0' : '1-1',
    );
    const [barrage] = standings({ players, games }).barrages;
    expect(barrage).toMatchObject({
      players: ['B', 'C', 'D'],
      place: 2,
      lastPlace: 4,
      forPlaces: [3],
      forPlace: 3,
      topCount: 2,
    });
  });

  it('no barrage below place 3', () => {
    const players = ['A', 'B', 'C', 'D', 'E'];
    const games = roundRobin(players, (white, black) =>
      white < black && !(white === 'D' && black === 'E') ? '2-0' : '1-1',
    );
    const table = standings({ players, games });
    expect(table.ties).toEqual([{ players: ['D', 'E'], place: 4, lastPlace: 5 }]);
    expect(table.barrages).toEqual([]);
  });
});

describe('bad input: MindsportError with the path', () => {
  it('unknown result string', () => {
    const error = errorOf(() =>
      standings({ players: ['A', 'B'], games: [{ white: 'A', black: 'B', result: '1-0' }] }),
    );
    expect([error.code, error.path]).toEqual(['BAD_RESULT', ['games', 0, 'result']]);
  });

  it('a game listed twice (single round robin), or twice in one round', () => {
    const game = { white: 'A', black: 'B', result: '2-0' };
    const error = errorOf(() =>
      standings({ players: ['A', 'B'], games: [game, { ...game, white: 'B', black: 'A' }] }),
    );
    expect([error.code, error.path]).toEqual(['DUPLICATE_GAME', ['games', 1]]);
    // a double round robin allows two meetings, but not in the same round
    const double = event(['A', 'B'], [game, game], { meetingsPerPair: 2 });
    expect(assertDraughtsTournament(double)).toBe(double);
    expect(draughtsStandings(double).rows.map((row) => row.games)).toEqual([2, 2]);
    const sameRound = errorOf(() =>
      assertDraughtsTournament(
        event(
          ['A', 'B'],
          [
            { ...game, round: 1 },
            { ...game, round: 1 },
          ],
          { meetingsPerPair: 2 },
        ),
      ),
    );
    expect([sameRound.code, sameRound.path]).toEqual(['DUPLICATE_GAME', ['games', 1]]);
  });

  it('a player against themself', () => {
    const error = errorOf(() =>
      standings({ players: ['A', 'B'], games: [{ white: 'B', black: 'B', result: '1-1' }] }),
    );
    expect([error.code, error.path]).toEqual(['SELF_PAIRING', ['games', 0, 'black']]);
  });

  it('unknown and duplicate players, a player twice in a round, a qualified flag that is not true or false', () => {
    expect(
      errorOf(() => standings({ players: ['A'], games: [{ white: 'A', black: 'Z', result: '2-0' }] })).path,
    ).toEqual(['games', 0, 'black']);
    expect(errorOf(() => standings({ players: ['A', 'A'], games: [] })).code).toBe('DUPLICATE_ID');
    const twice = errorOf(() =>
      standings({
        players: ['A', 'B', 'C'],
        games: [
          { white: 'A', black: 'B', result: '2-0', round: 1 },
          { white: 'C', black: 'A', result: '2-0', round: 1 },
        ],
      }),
    );
    expect([twice.code, twice.path]).toEqual(['PLAYER_TWICE_IN_ROUND', ['games', 1]]);
    const flag = errorOf(() =>
      draughtsStandings({ players: [{ id: 'A', alreadyQualified: 'yes' }], games: [] }),
    );
    expect([flag.code, flag.path]).toEqual(['NOT_A_BOOLEAN', ['players', 0, 'alreadyQualified']]);
  });

  it('validateDraughtsTournament reports every problem at once', () => {
    const check = validateDraughtsTournament(
      event(
        ['A', 'B', 'C'],
        [
          { white: 'A', black: 'A', result: '2-0' },
          { white: 'A', black: 'B', result: '½-½' },
          { white: 'A', black: 'C', result: '2-0' },
          { white: 'C', black: 'A', result: '0-2' },
        ],
      ),
    );
    expect(check.ok).toBe(false);
    expect(check.problems.map((problem) => [problem.code, problem.path])).toEqual([
      ['SELF_PAIRING', ['games', 0, 'black']],
      ['BAD_RESULT', ['games', 1, 'result']],
      ['DUPLICATE_GAME', ['games', 3]],
    ]);
  });
});

// Random single round robins: some games may be missing.
const tournamentArbitrary = fc.integer({ min: 2, max: 8 }).chain((count) => {
  const players = Array.from({ length: count }, (_, index) => `P${index + 1}`);
  const pairs: [string, string][] = [];
  for (let i = 0; i < count; i++)
    for (let j = i + 1; j < count; j++) pairs.push([players[i] as string, players[j] as string]);
  return fc
    .tuple(
      ...pairs.map(([a, b]) =>
        fc
          .option(fc.tuple(fc.boolean(), fc.constantFrom(...DRAUGHTS_RESULTS)), { freq: 6 })
          .map((entry) =>
            entry === null
              ? null
              : ({ white: entry[0] ? a : b, black: entry[0] ? b : a, result: entry[1] } as DraughtsGame),
          ),
      ),
    )
    .map((games) => ({ players, games: games.filter((game): game is DraughtsGame => game !== null) }));
});

describe('properties', () => {
  test.prop([tournamentArbitrary], { numRuns: 150 })(
    'plus and minus marks balance; points total 2 per game except 0-0',
    (tournament) => {
      const table = standings(tournament);
      const plus = table.rows.reduce((sum, row) => sum + row.plus, 0);
      const minus = table.rows.reduce((sum, row) => sum + row.minus, 0);
      const saldo = table.rows.reduce((sum, row) => sum + row.saldo, 0);
      expect(plus).toBe(minus);
      expect(saldo).toBe(0);
      const points = table.rows.reduce((sum, row) => sum + row.points, 0);
      expect(points).toBe(2 * tournament.games.filter((game) => game.result !== '0-0').length);
      for (const game of tournament.games) {
        const { white, black } = resultDetails(game.result as DraughtsGameResult);
        expect(white.points + black.points).toBe(game.result === '0-0' ? 0 : 2);
      }
    },
  );

  test.prop(
    [
      tournamentArbitrary.chain((t) =>
        fc.tuple(fc.constant(t), fc.shuffledSubarray(t.games, { minLength: t.games.length })),
      ),
    ],
    {
      numRuns: 100,
    },
  )('standings do not depend on the order of the games', ([tournament, shuffled]) => {
    expect(standings({ players: tournament.players, games: shuffled })).toEqual(standings(tournament));
  });

  test.prop(
    [
      tournamentArbitrary.chain((t) =>
        fc.tuple(fc.constant(t), fc.shuffledSubarray(t.players, { minLength: t.players.length })),
      ),
    ],
    { numRuns: 100 },
  )('reordering players changes only the order inside a tie', ([tournament, shuffled]) => {
    const a = standings(tournament);
    const b = standings({ players: shuffled, games: tournament.games });
    const key = (table: typeof a) =>
      table.rows.map((row) => `${row.playerId}:${row.placeLabel}:${row.points}:${row.saldo}`).sort();
    expect(key(b)).toEqual(key(a));
    for (const row of b.rows) {
      const mates = b.rows.filter((other) => other.place === row.place).map((other) => other.playerId);
      expect(mates).toEqual(shuffled.filter((player) => mates.includes(player)));
    }
  });

  test.prop([tournamentArbitrary], { numRuns: 150 })(
    'naive reference: place = 1 + players strictly better',
    (tournament) => {
      const table = standings(tournament);
      for (const row of table.rows) {
        const better = table.rows.filter(
          (other) => other.points > row.points || (other.points === row.points && other.saldo > row.saldo),
        ).length;
        const equal = table.rows.filter(
          (other) => other.points === row.points && other.saldo === row.saldo,
        ).length;
        expect(row.place).toBe(better + 1);
        expect([row.place, row.lastPlace]).toEqual([better + 1, better + equal]);
      }
      for (const barrage of table.barrages) {
        expect(barrage.place).toBeLessThanOrEqual(3);
        expect(barrage.players.length).toBeGreaterThanOrEqual(2);
      }
    },
  );
});

describe('WK candidates (seed "Rechten", spec §6 Decision 4)', () => {
  const players = ['A', 'B', 'C', 'D', 'E'];
  const strength: Record<string, number> = { A: 5, B: 4, C: 3, D: 2, E: 2 };
  const games = roundRobin(players, (white, black) =>
    (strength[white] as number) > (strength[black] as number)
      ? '2-0'
      : (strength[white] as number) < (strength[black] as number)
        ? '0-2'
        : '1-1',
  );

  it('the best not-yet-qualified player, or the tied candidates when no barrage decides', () => {
    expect(standings({ players, games }).worldChampionshipCandidates).toEqual(['A']);
    expect(standings({ players, games }, { qualified: ['A', 'C'] }).worldChampionshipCandidates).toEqual([
      'B',
    ]);
    const below = standings({ players, games }, { qualified: ['A', 'B', 'C'] });
    expect(below.worldChampionshipCandidates).toEqual(['D', 'E']);
    expect(below.barrages).toEqual([]);
    expect(standings({ players, games }, { qualified: players }).worldChampionshipCandidates).toEqual([]);
  });
});

describe('monotonicity', () => {
  // A better result for one player (along 0-2 → 1--1+ → 1-1 → 1+-1- → 2-0 from White's side)
  // never lowers that player's place.
  const ladder: readonly DraughtsGameResult[] = ['0-2', '1--1+', '1-1', '1+-1-', '2-0'];
  test.prop([tournamentArbitrary, fc.nat(), fc.boolean()], { numRuns: 150 })(
    'improving one game for one player never lowers their place',
    (tournament, pick, forWhite) => {
      const candidates = tournament.games
        .map((game, index) => ({ game, index }))
        .filter(
          ({ game }) =>
            ladder.indexOf(game.result as DraughtsGameResult) !== (forWhite ? 4 : 0) && game.result !== '0-0',
        );
      const chosen = candidates[pick % Math.max(candidates.length, 1)];
      if (chosen === undefined) return;
      const step = ladder.indexOf(chosen.game.result as DraughtsGameResult) + (forWhite ? 1 : -1);
      const improved = tournament.games.map((game, index) =>
        index === chosen.index ? { ...game, result: ladder[step] as DraughtsGameResult } : game,
      );
      const player = forWhite ? chosen.game.white : chosen.game.black;
      const before = standings(tournament).rows.find((row) => row.playerId === player)!;
      const after = standings({ players: tournament.players, games: improved }).rows.find(
        (row) => row.playerId === player,
      )!;
      expect(after.place).toBeLessThanOrEqual(before.place);
    },
  );
});

/** The standings rows of the entries, the sink left out. */
function rankScores(entries: readonly (readonly [string, number, number])[]) {
  const standings = draughtsStandings(scoredEvent(entries), POINTS_APART);
  return { rows: standings.rows.filter((row) => row.playerId !== SINK), ties: standings.ties };
}

describe('the standings order (seed 004 "Eindstand" 1)', () => {
  it('points first, saldo second; equal on both share, in input order (not by name)', () => {
    const { rows } = rankScores([
      ['zoe', 4, 0],
      ['bob', 6, -1],
      ['yan', 4, 0],
      ['amy', 6, 1],
      ['kim', 4, 1],
      ['eve', 2, 0],
    ]);
    expect(
      rows.map((row) => [row.playerId, row.place, [row.place, row.lastPlace], row.shared, row.placeLabel]),
    ).toEqual([
      ['amy', 1, [1, 1], false, '1'],
      ['bob', 2, [2, 2], false, '2'],
      ['kim', 3, [3, 3], false, '3'],
      ['zoe', 4, [4, 5], true, '4–5'],
      ['yan', 4, [4, 5], true, '4–5'],
      ['eve', 6, [6, 6], false, '6'],
    ]);
    expect(rows.map((row) => row.decidedBy)).toEqual([null, 'saldo', 'points', 'saldo', null, 'points']);
    expect(rows[0]).toMatchObject({ points: 7, saldo: 1, plus: 1, minus: 0, games: 8 });
    expect(Object.isFrozen(rows[0])).toBe(true);
  });

  it('a three-way tie keeps input order whatever the names', () => {
    const { rows } = rankScores([
      ['c', 3, 0],
      ['a', 3, 0],
      ['b', 3, 0],
    ]);
    expect(rows.map((row) => row.playerId)).toEqual(['c', 'a', 'b']);
    expect(rows.every((row) => row.placeLabel === '1–3' && row.shared)).toBe(true);
  });

  it('the ties list only the shared places', () => {
    const { rows, ties } = rankScores([
      ['d', 1, 0],
      ['c', 5, 0],
      ['b', 5, 0],
      ['a', 3, 0],
      ['e', 1, 0],
      ['f', 1, 0],
    ]);
    expect(rows.map((row) => `${row.placeLabel} ${row.playerId}`)).toEqual([
      '1–2 c',
      '1–2 b',
      '3 a',
      '4–6 d',
      '4–6 e',
      '4–6 f',
    ]);
    expect(ties).toEqual([
      { players: ['c', 'b'], place: 1, lastPlace: 2 },
      { players: ['d', 'e', 'f'], place: 4, lastPlace: 6 },
    ]);
    expect(rankScores([]).rows).toEqual([]);
    expect(rankScores([['solo', 2, 0]]).ties).toEqual([]);
  });
});

const twoPlayers = {
  players: [{ id: 'Ann' }, { id: 'Bo' }],
  games: [{ white: 'Ann', black: 'Bo', result: '2-0' }],
};
const flagged = (alreadyQualified: unknown) => ({
  ...twoPlayers,
  players: [{ id: 'Ann', alreadyQualified }, { id: 'Bo' }],
});

describe('standings: who is already qualified', () => {
  it('a flag that is not true or false is NOT_A_BOOLEAN at the flag', () => {
    expect(errorSummary(errorOf(() => draughtsStandings(flagged('Ann'))))).toEqual({
      code: 'NOT_A_BOOLEAN',
      message: 'players[0].alreadyQualified: "Ann" is not true or false',
      path: ['players', 0, 'alreadyQualified'],
      value: 'Ann',
    });
    // A BigInt is named too, never a TypeError from turning it into JSON.
    expect(errorOf(() => draughtsStandings(flagged(10n))).message).toBe(
      'players[0].alreadyQualified: 10 is not true or false',
    );
  });

  it('the old qualified option is UNKNOWN_OPTION, not silently ignored', () => {
    expect(
      errorSummary(errorOf(() => draughtsStandings(twoPlayers, KNDB, { qualified: ['Ann'] } as never))),
    ).toEqual({
      code: 'UNKNOWN_OPTION',
      message: 'options.qualified: unknown option',
      path: ['options', 'qualified'],
      value: ['Ann'],
    });
  });

  it('a qualified winner passes the WK place to the best player not yet qualified', () => {
    expect(draughtsStandings(flagged(true)).worldChampionshipCandidates).toEqual(['Bo']);
    expect(draughtsStandings(twoPlayers).worldChampionshipCandidates).toEqual(['Ann']);
  });
});
