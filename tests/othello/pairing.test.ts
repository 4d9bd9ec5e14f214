import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/index.js';
import {
  KOA_SWISS_PAIRING,
  type OthelloPairing,
  type OthelloPairingOptions,
  type OthelloPairingRules,
  type OthelloPlayer,
  type OthelloTournament,
  PAIRING_PRIORITIES,
  pairOthelloRound,
} from '../../src/othello/index.js';
import {
  bestCostByExhaustiveSearch,
  pairingCost,
  playerColourCost,
  presentIds,
  randomTournament,
  records,
} from './pairing-reference.js';

/**
 * `pairOthelloRound` with KOA Swiss pairing rules whose `mode` and `firstRound` the call
 * gives beside its options (the tests vary them case by case).
 */
function pair(
  tournament: OthelloTournament,
  options: OthelloPairingOptions & Partial<Pick<OthelloPairingRules, 'mode' | 'firstRound'>> = {},
): OthelloPairing {
  const { mode = 'strict', firstRound = 'random', ...rest } = options;
  return pairOthelloRound(tournament, { ...KOA_SWISS_PAIRING, mode, firstRound }, rest);
}

const costVector = (pairing: OthelloPairing) => PAIRING_PRIORITIES.map((priority) => pairing.cost[priority]);

function expectError(run: () => unknown, code: string): MindsportError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(MindsportError);
    expect((error as MindsportError).code).toBe(code);
    return error as MindsportError;
  }
  throw new Error(`expected ${code}`);
}

/** Every present player exactly once, in a game or as the bye; nobody else. */
function expectCompletePairing(pairing: OthelloPairing, present: readonly string[]) {
  const seen = pairing.games.flatMap((game) => [game.black, game.white]);
  if (pairing.bye !== null) seen.push(pairing.bye);
  expect([...seen].sort()).toEqual([...present].sort());
  expect(pairing.bye === null).toBe(present.length % 2 === 0);
}

describe('optimal against exhaustive search over all pairings (≤ 10 players, KOA III.2–7, NOF §20b)', () => {
  for (const mode of ['strict', 'modified'] as const) {
    it(`${mode} mode: the engine's pairing has the best cost on the priorities, lexicographically`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 2 ** 31 }),
          fc.integer({ min: 2, max: 10 }),
          fc.integer({ min: 1, max: 6 }),
          (seed, playerCount, roundCount) => {
            const tournament = randomTournament(seed, playerCount, roundCount);
            const present = presentIds(tournament);
            const best = bestCostByExhaustiveSearch(tournament, present, mode === 'strict');
            if (best === undefined) {
              // Strict mode and every pairing repeats a game (KOA III.2): the engine says so.
              const error = expectError(() => pair(tournament, { mode }), 'PAIRING_IMPOSSIBLE');
              expect(error.message).toMatch(/rematch/);
              return;
            }
            const pairing = pair(tournament, { mode });
            expectCompletePairing(pairing, present);
            // The reported cost is the real cost of the games returned …
            expect(pairingCost(records(tournament), present, pairing.games, pairing.bye)).toEqual(
              costVector(pairing),
            );
            // … and no pairing at all does better.
            expect(costVector(pairing)).toEqual(best);
            if (mode === 'strict') expect(pairing.cost.rematch).toBe(0);
          },
        ),
        { numRuns: 120 },
      );
    });
  }
});

/** Plays a whole tournament with the engine and random results; calls `check` before each round is recorded. */
function simulate(
  seed: number,
  playerCount: number,
  roundCount: number,
  mode: 'strict' | 'modified',
  check: (tournament: OthelloTournament, pairing: OthelloPairing) => void,
): OthelloTournament {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
  const players: OthelloPlayer[] = Array.from({ length: playerCount }, (_, index) => ({
    id: `p${index + 1}`,
    name: `Player ${index + 1}`,
    rating: 1000 + (next() % 1000),
    ...(next() % 25 === 0 ? { withdrawnFromRound: 2 + (next() % roundCount) } : {}),
  }));
  let tournament: OthelloTournament = { players, rounds: [] };
  for (let round = 1; round <= roundCount; round++) {
    const pairing = pair(tournament, { mode, seed, firstRound: seed % 2 === 0 ? 'random' : 'rating' });
    check(tournament, pairing);
    const games = pairing.games.map((game) => {
      const blackDiscs = next() % 65;
      return { ...game, blackDiscs, whiteDiscs: 64 - blackDiscs };
    });
    tournament = {
      ...tournament,
      rounds: [...tournament.rounds, { games, byes: pairing.bye === null ? [] : [pairing.bye] }],
    };
  }
  return tournament;
}

describe('properties over simulated tournaments (9–200 players, 5–13 rounds)', () => {
  it('every present player is paired once or has the bye; withdrawn players never (KOA III.6); no second bye while a player without one is eligible (NOF §20b); colours stay balanced (KOA III.5)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 9, max: 200 }),
        fc.integer({ min: 5, max: 13 }),
        (seed, playerCount, roundCount) => {
          const final = simulate(seed, playerCount, roundCount, 'modified', (tournament, pairing) => {
            const present = presentIds(tournament);
            expectCompletePairing(pairing, present);
            if (pairing.bye !== null) {
              const all = records(tournament);
              if (all.get(pairing.bye)!.byes > 0) {
                // A second bye only when every present player already had one.
                for (const id of present) expect(all.get(id)!.byes).toBeGreaterThan(0);
              }
            }
            // Each game's colours are the better way round (KOA III.5 then III.7).
            const all = records(tournament);
            for (const { black, white } of pairing.games) {
              const chosen = [playerColourCost(all.get(black)!, 'b'), playerColourCost(all.get(white)!, 'w')];
              const swapped = [
                playerColourCost(all.get(black)!, 'w'),
                playerColourCost(all.get(white)!, 'b'),
              ];
              const balance = chosen[0]![0] + chosen[1]![0] - swapped[0]![0] - swapped[1]![0];
              const repeat = chosen[0]![1] + chosen[1]![1] - swapped[0]![1] - swapped[1]![1];
              expect(balance < 0 || (balance === 0 && repeat <= 0)).toBe(true);
            }
            // Rematches only when unavoidable: with at least 2r + 3 players after r rounds, every
            // player has so many new opponents that a rematch-free pairing exists (Dirac).
            if (present.length >= 2 * tournament.rounds.length + 3) expect(pairing.cost.rematch).toBe(0);
          });
          // Colour counts stay close (score differences rank higher, so 3 can happen in
          // principle; the simulation report shows how rare even 2 is).
          for (const [, record] of records(final)) {
            const blacks = record.colours.filter((colour) => colour === 'b').length;
            expect(Math.abs(2 * blacks - record.colours.length)).toBeLessThanOrEqual(3);
          }
        },
      ),
      { numRuns: 6, seed: 20261129 },
    );
  });

  it('strict mode never repeats a game while it can be avoided', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 16, max: 40 }),
        (seed, playerCount) => {
          simulate(seed, playerCount, 7, 'strict', (tournament, pairing) => {
            const all = records(tournament);
            for (const game of pairing.games)
              expect(all.get(game.black)!.opponents.has(game.white)).toBe(false);
          });
        },
      ),
      { numRuns: 4 },
    );
  });
});

describe('round 1', () => {
  const players: OthelloPlayer[] = [
    { id: 'a', name: 'Berg, Anne', rating: 1500 },
    { id: 'b', name: 'Øvre, Per' },
    { id: 'c', name: 'Aas, Kari', ratingListPosition: 2 },
    { id: 'd', name: 'Zahl, Ole' },
    { id: 'e', name: 'Dahl, Eva', ratingListPosition: 1 },
    { id: 'f', name: 'Ås, Lise' },
    { id: 'g', name: 'Lie, Tor', rating: 1700 },
    { id: 'h', name: 'Eng, Siv', rating: 1500 },
    { id: 'i', name: 'Moe, Jan' },
  ];

  it('by rating (NOF §26): upper #k meets lower #k, upper #1 black, #2 white, alternating; lowest seed has the bye', () => {
    // Seeding: list positions (e, c), ratings (g 1700, then a/h 1500 by name), unrated by
    // Norwegian name order (Moe, Zahl, Øvre, Ås): e c g a h i d b f.
    const pairing = pair({ players, rounds: [] }, { firstRound: 'rating' });
    expect(pairing.bye).toBe('f');
    expect(pairing.games).toEqual([
      { black: 'e', white: 'h' },
      { black: 'i', white: 'c' },
      { black: 'g', white: 'd' },
      { black: 'b', white: 'a' },
    ]);
  });

  it('code point collation puts Ø and Å after plain letters in Unicode order (spec §8 decision 14)', () => {
    const unrated = players.filter(
      (player) => player.rating === undefined && player.ratingListPosition === undefined,
    );
    const pairing = pair({ players: unrated, rounds: [] }, { firstRound: 'rating', collation: 'codepoint' });
    // Moe, Zahl, Ås (U+00C5), Øvre (U+00D8): Moe–Ås, Øvre–Zahl.
    expect(pairing.games).toEqual([
      { black: 'i', white: 'f' },
      { black: 'b', white: 'd' },
    ]);
    expect(pairing.bye).toBeNull();
  });

  it('random (KOA III.1): a draw from the seed — reproducible, complete, different for another seed', () => {
    const tournament = { players, rounds: [] };
    const first = pair(tournament, { seed: 'NM 2026' });
    expect(pair(tournament, { seed: 'NM 2026' })).toEqual(first);
    expectCompletePairing(
      first,
      players.map((player) => player.id),
    );
    const draws = new Set([1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(pair(tournament, { seed }))));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('a random first round needs a seed', () => {
    expectError(() => pair({ players, rounds: [] }), 'SEED_REQUIRED');
  });
});

describe('later rounds', () => {
  const four: OthelloPlayer[] = ['1', '2', '3', '4'].map((id) => ({ id, name: `Player ${id}` }));
  const roundRobin: OthelloTournament = {
    players: four,
    rounds: [
      {
        games: [
          { black: '1', blackDiscs: 40, white: '2', whiteDiscs: 24 },
          { black: '3', blackDiscs: 40, white: '4', whiteDiscs: 24 },
        ],
      },
      {
        games: [
          { black: '4', blackDiscs: 40, white: '1', whiteDiscs: 24 },
          { black: '2', blackDiscs: 40, white: '3', whiteDiscs: 24 },
        ],
      },
      {
        games: [
          { black: '1', blackDiscs: 40, white: '3', whiteDiscs: 24 },
          { black: '4', blackDiscs: 40, white: '2', whiteDiscs: 24 },
        ],
      },
    ],
  };

  it('strict mode (KOA III.2) refuses when every pairing repeats a game; modified (III.3) explains the rematches', () => {
    const error = expectError(() => pair(roundRobin), 'PAIRING_IMPOSSIBLE');
    expect(error.message).toContain("mode 'modified'");
    const pairing = pair(roundRobin, { mode: 'modified' });
    expect(pairing.cost.rematch).toBe(2);
    expect(pairing.notes.filter((note) => note.kind === 'rematch').map((note) => note.message)).toEqual([
      expect.stringMatching(/^rematch unavoidable for players \d and \d \(met in round \d\)$/),
      expect.stringMatching(/^rematch unavoidable for players \d and \d \(met in round \d\)$/),
    ]);
  });

  it('equal points first (KOA III.4), colours alternate (III.7)', () => {
    // After round 1: 1 and 3 won with black, 2 and 4 lost with white.
    const tournament: OthelloTournament = { players: four, rounds: roundRobin.rounds.slice(0, 1) };
    const pairing = pair(tournament);
    // 1 and 3 both had black, 2 and 4 white: in each game one player repeats his colour
    // (2–0 in colours). With both ways equal, the better-placed player has black on board 1
    // and white on board 2.
    expect(pairing.games).toEqual([
      { black: '1', white: '3' },
      { black: '4', white: '2' },
    ]);
    expect(pairing.cost.scoreDifference).toBe(0);
    expect(pairing.cost.colourBalance).toBe(2);
    expect(pairing.cost.colourRepeat).toBe(2);
  });

  it('the bye goes to the lower half and never twice (NOF §20b); withdrawn, late and absent players are left out (KOA III.6)', () => {
    const players: OthelloPlayer[] = [
      ...['1', '2', '3', '4', '5'].map((id) => ({ id, name: `Player ${id}` })),
      { id: '6', name: 'Player 6', withdrawnFromRound: 2 },
      { id: '7', name: 'Player 7', enteredRound: 3 },
      { id: '8', name: 'Player 8' },
    ];
    const tournament: OthelloTournament = {
      players,
      rounds: [
        {
          games: [
            { black: '1', blackDiscs: 40, white: '2', whiteDiscs: 24 },
            { black: '3', blackDiscs: 40, white: '4', whiteDiscs: 24 },
            { black: '6', blackDiscs: 40, white: '8', whiteDiscs: 24 },
          ],
          byes: ['5'],
        },
      ],
    };
    const pairing = pair(tournament, { absent: ['8'] });
    expectCompletePairing(pairing, ['1', '2', '3', '4', '5']);
    // 2 and 4 (0 points) are the lower half; 5 had a bye already.
    expect(['2', '4']).toContain(pairing.bye);
    expect(pairing.cost.secondBye + pairing.cost.byeUpperHalf).toBe(0);
  });

  it('a lone present player has the bye (a second one, with a note; a field of one is its own lower half); an empty field pairs nobody', () => {
    const players: OthelloPlayer[] = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B', withdrawnFromRound: 2 },
      { id: 'c', name: 'C', withdrawnFromRound: 2 },
    ];
    const rounds = [{ games: [{ black: 'b', blackDiscs: 40, white: 'c', whiteDiscs: 24 }], byes: ['a'] }];
    const lone = pair({ players, rounds });
    expect(lone.games).toEqual([]);
    expect(lone.bye).toBe('a');
    expect(lone.notes.map((note) => note.message)).toEqual([
      'second bye for player a: every player who could take the bye has had one',
    ]);
    const empty = pair({ players: players.slice(1), rounds: [{ games: rounds[0]!.games }] });
    expect(empty).toMatchObject({ round: 2, games: [], bye: null, notes: [] });
  });

  it('does not depend on the order of the players list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 3, max: 24 }), (seed, count) => {
        const tournament = randomTournament(seed, count, 3);
        const reversed = { ...tournament, players: [...tournament.players].reverse() };
        for (const mode of ['modified'] as const) {
          expect(pair(reversed, { mode })).toEqual(pair(tournament, { mode }));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('never mutates its input', () => {
    const tournament = randomTournament(7, 11, 4);
    const copy = structuredClone(tournament);
    pair(tournament, { mode: 'modified' });
    expect(tournament).toEqual(copy);
  });
});

describe('bad input', () => {
  const players: OthelloPlayer[] = [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ];
  it('names the bad field', () => {
    const mode = expectError(
      () => pairOthelloRound({ players, rounds: [] }, { ...KOA_SWISS_PAIRING, mode: 'swiss' as 'strict' }),
      'NOT_ONE_OF',
    );
    expect(mode.path).toEqual(['rules', 'mode']);
    expectError(
      () =>
        pairOthelloRound({ players, rounds: [] }, { ...KOA_SWISS_PAIRING, firstRound: 'lot' as 'random' }),
      'NOT_ONE_OF',
    );
    expectError(
      () => pairOthelloRound({ players, rounds: [] }, KOA_SWISS_PAIRING, { mode: 'modified' } as never),
      'UNKNOWN_OPTION',
    );
    expectError(() => pair({ players, rounds: [] }, { collation: 'sv' as 'codepoint' }), 'NOT_ONE_OF');
    expectError(() => pair({ players, rounds: [] }, { seed: 1, absent: ['z'] }), 'UNKNOWN_ID');
    expectError(
      () => pair({ players: [...players, { id: 'a', name: 'A2' }], rounds: [] }, { seed: 1 }),
      'DUPLICATE_ID',
    );
    const error = expectError(
      () =>
        pair({
          players,
          rounds: [{ games: [{ black: 'a', blackDiscs: 40, white: 'x', whiteDiscs: 24 }] }],
        }),
      'UNKNOWN_ID',
    );
    expect(error.path).toEqual(['rounds', 0, 'games', 0, 'white']);
    expectError(
      () =>
        pair({
          players,
          rounds: [{ games: [{ black: 'a', blackDiscs: 70, white: 'b', whiteDiscs: 24 }] }],
        }),
      // The document is checked by the tournament validator, as for the standings.
      'OUT_OF_RANGE',
    );
    expectError(
      () =>
        pair({
          players,
          rounds: [{ games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 }], byes: ['a'] }],
        }),
      'PLAYER_TWICE_IN_ROUND',
    );
  });
});
