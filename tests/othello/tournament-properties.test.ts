/**
 * Properties of standings and MBQ on random tournaments (spec §4–§5), and a naive
 * reference implementation of points and MBQ (both policies) cross-checking the fast one.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { createRandom, Fraction } from '../../src/index.js';
import {
  KOA_ROUND_ROBIN,
  type MbqPolicy,
  mixedBrightwellQuotients,
  NOF_ROUND_ROBIN,
  NOF_SWISS,
  type OthelloGameRecord,
  type OthelloPlayer,
  type OthelloRound,
  type OthelloRules,
  type OthelloStandings,
  type OthelloTournament,
  othelloStandings,
  PAPP,
  WOC,
} from '../../src/othello/index.js';

/** A random Swiss-like tournament: late entries, withdrawals, absences, byes, forfeits, draws. */
function randomTournament(seed: number, maxPlayers: number, maxRounds: number): OthelloTournament {
  const random = createRandom(seed);
  const playerCount = 2 + random.int(maxPlayers - 1);
  const roundCount = 1 + random.int(maxRounds);
  const names = ['Ann', 'Bo', 'Cy', 'Dan', 'Eva'];
  const players: OthelloPlayer[] = Array.from({ length: playerCount }, (_, index) => {
    const player: { id: string; name: string; enteredRound?: number; withdrawnFromRound?: number } = {
      id: `p${index}`,
      name: names[random.int(names.length)] as string,
    };
    if (random.int(6) === 0) player.enteredRound = 1 + random.int(Math.max(1, roundCount));
    if (random.int(6) === 0) {
      const from = (player.enteredRound ?? 1) + 1 + random.int(roundCount);
      if (from <= roundCount) player.withdrawnFromRound = from;
    }
    return player;
  });
  const rounds: OthelloRound[] = [];
  for (let round = 1; round <= roundCount; round++) {
    const present: string[] = [];
    const absent: string[] = [];
    for (const player of players) {
      if (
        round < (player.enteredRound ?? 1) ||
        round >= (player.withdrawnFromRound ?? Number.POSITIVE_INFINITY)
      )
        continue;
      if (random.int(10) === 0) absent.push(player.id);
      else present.push(player.id);
    }
    const order = random.shuffle(present);
    const games: OthelloGameRecord[] = [];
    for (let index = 0; index + 1 < order.length; index += 2) {
      const kind = random.int(12);
      const black = order[index] as string;
      const white = order[index + 1] as string;
      if (kind === 0) games.push({ black, blackDiscs: 64, white, whiteDiscs: 0, forfeit: 'white' });
      else if (kind === 1) games.push({ black, blackDiscs: 32, white, whiteDiscs: 32 });
      else {
        const blackDiscs = random.int(65);
        games.push({ black, blackDiscs, white, whiteDiscs: random.int(65 - blackDiscs) });
      }
    }
    const byes = order.length % 2 === 1 ? [order[order.length - 1] as string] : [];
    rounds.push({ games, byes, absent });
  }
  return { plannedRounds: roundCount, players, rounds };
}

const tournaments = fc
  .tuple(fc.integer(), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 6 }))
  .map(([seed, maxPlayers, maxRounds]) => randomTournament(seed, maxPlayers, maxRounds));

const presets: OthelloRules[] = [NOF_SWISS, NOF_ROUND_ROBIN, PAPP, WOC, KOA_ROUND_ROBIN];
const presetArbitrary = fc.constantFrom(...presets);

function summary(standings: OthelloStandings): string[] {
  return standings.rows.map(
    (row) =>
      `${row.placeLabel} ${row.playerId} ${Object.entries(row.values)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ')}`,
  );
}

function permute<T>(items: readonly T[], seed: number): T[] {
  return createRandom(seed).shuffle(items);
}

describe('standings properties (spec §5)', () => {
  test.prop([tournaments, presetArbitrary, fc.integer()], { numRuns: 150 })(
    'invariant under reordering players and the games of each round',
    (tournament, preset, seed) => {
      const reordered: OthelloTournament = {
        ...tournament,
        players: permute(tournament.players, seed),
        rounds: tournament.rounds.map((round, index) => ({
          ...round,
          games: permute(round.games, seed + index),
          byes: permute(round.byes ?? [], seed - index),
        })),
      };
      expect(summary(othelloStandings(reordered, preset))).toEqual(
        summary(othelloStandings(tournament, preset)),
      );
    },
  );
  test.prop([tournaments, presetArbitrary], { numRuns: 150 })(
    'invariant under swapping the colour order of a game record',
    (tournament, preset) => {
      const swapped: OthelloTournament = {
        ...tournament,
        rounds: tournament.rounds.map((round) => ({
          ...round,
          games: round.games.map((game) => ({
            black: game.white,
            blackDiscs: game.whiteDiscs,
            white: game.black,
            whiteDiscs: game.blackDiscs,
            ...(game.forfeit === undefined
              ? {}
              : {
                  forfeit:
                    game.forfeit === 'both'
                      ? ('both' as const)
                      : game.forfeit === 'black'
                        ? ('white' as const)
                        : ('black' as const),
                }),
          })),
        })),
      };
      expect(summary(othelloStandings(swapped, preset))).toEqual(
        summary(othelloStandings(tournament, preset)),
      );
    },
  );
  test.prop([tournaments, presetArbitrary, fc.nat()], { numRuns: 150 })(
    'more points always ranks higher; one player per place unless shared; places consecutive',
    (tournament, preset, cut) => {
      const standings = othelloStandings(tournament, preset, {
        afterRound: cut % (tournament.rounds.length + 1),
      });
      const rows = standings.rows;
      expect(rows).toHaveLength(tournament.players.length);
      for (let index = 1; index < rows.length; index++) {
        const above = rows[index - 1]!;
        const below = rows[index]!;
        expect(above.points.compare(below.points)).toBeGreaterThanOrEqual(0);
        if (above.points.gt(below.points)) expect(above.place).toBeLessThan(below.place);
      }
      let position = 1;
      let index = 0;
      while (index < rows.length) {
        const group = rows.filter((row) => row.place === rows[index]!.place);
        expect(group[0]!.place).toBe(position);
        for (const row of group) {
          expect(row.shared).toBe(group.length > 1);
          expect(row.lastPlace).toBe(position + group.length - 1);
          expect(row.placeLabel).toBe(
            group.length > 1 ? `${position}–${position + group.length - 1}` : `${position}`,
          );
        }
        position += group.length;
        index += group.length;
      }
    },
  );
});

/** Naive reference: points and MBQ straight from the rules with Fractions, no index. */
function referenceMbq(
  tournament: OthelloTournament,
  constant: Fraction,
  policy: MbqPolicy,
): Map<string, Fraction> {
  const rounds = tournament.rounds.length;
  const half = Fraction.of(1, 2);
  const points = new Map<string, Fraction>(tournament.players.map((player) => [player.id, Fraction.ZERO]));
  const official = (own: number, other: number, forfeit: OthelloGameRecord['forfeit']) =>
    forfeit === 'both' ? 0 : own > other ? 64 - other : own < other ? own : 32;
  for (const round of tournament.rounds) {
    for (const game of round.games) {
      if (game.forfeit === 'both') continue;
      const b = game.blackDiscs;
      const w = game.whiteDiscs;
      points.set(game.black, points.get(game.black)!.add(b > w ? 1 : b === w ? half : 0));
      points.set(game.white, points.get(game.white)!.add(w > b ? 1 : b === w ? half : 0));
    }
    for (const id of round.byes ?? []) points.set(id, points.get(id)!.add(1));
  }
  const playedIn = (id: string, round: OthelloRound) =>
    round.games.some((game) => game.black === id || game.white === id) || (round.byes ?? []).includes(id);
  const missedAny = (id: string) => {
    const player = tournament.players.find((candidate) => candidate.id === id)!;
    return player.withdrawnFromRound !== undefined || tournament.rounds.some((round) => !playedIn(id, round));
  };
  const withdrawnAtEnd = (id: string) => {
    const last = tournament.rounds[rounds - 1];
    return (
      last !== undefined &&
      !playedIn(id, last) &&
      tournament.rounds.slice(0, -1).some((round) => playedIn(id, round))
    );
  };
  const excluded = (id: string) => (policy === 'nof' ? missedAny(id) : withdrawnAtEnd(id));
  const result = new Map<string, Fraction>();
  for (const player of tournament.players) {
    const own = points.get(player.id)!;
    let sum = Fraction.ZERO;
    for (const round of tournament.rounds) {
      const game = round.games.find(
        (candidate) => candidate.black === player.id || candidate.white === player.id,
      );
      if (game === undefined) {
        sum = sum.add(constant.mul(own).add(32));
        continue;
      }
      const isBlack = game.black === player.id;
      const opponent = isBlack ? game.white : game.black;
      if (excluded(opponent)) {
        sum = sum.add(constant.mul(own).add(32));
        continue;
      }
      const discs = isBlack
        ? official(game.blackDiscs, game.whiteDiscs, game.forfeit)
        : official(game.whiteDiscs, game.blackDiscs, game.forfeit);
      sum = sum.add(constant.mul(points.get(opponent)!).add(discs));
    }
    result.set(player.id, sum);
  }
  return result;
}

/** The MBQ rows with a constant and a policy (NOF Swiss's rules otherwise). */
function mbqRows(tournament: OthelloTournament, constant: number | string, policy: MbqPolicy) {
  return mixedBrightwellQuotients(tournament, {
    ...NOF_SWISS,
    brightwellConstant: constant,
    mbqPolicy: policy,
  }).rows;
}

describe('MBQ properties (spec §4)', () => {
  test.prop([tournaments, fc.constantFrom<MbqPolicy>('nof', 'papp'), fc.constantFrom(0, 6, 10, '7/2')], {
    numRuns: 200,
  })('matches the naive reference implementation', (tournament, policy, constant) => {
    const reference = referenceMbq(tournament, Fraction.from(constant), policy);
    for (const row of mbqRows(tournament, constant, policy)) {
      expect(row.mbq.toString(), row.playerId).toBe(reference.get(row.playerId)!.toString());
    }
  });
  test.prop([tournaments, fc.constantFrom<MbqPolicy>('nof', 'papp')], { numRuns: 150 })(
    'a bye always scores 32 + C × own points',
    (tournament, policy) => {
      const rows = mbqRows(tournament, 10, policy);
      tournament.rounds.forEach((round, number) => {
        for (const id of round.byes ?? []) {
          const row = rows.find((candidate) => candidate.playerId === id)!;
          expect(row.terms[number]!.equals(row.points.mul(10).add(32))).toBe(true);
        }
      });
    },
  );
  test.prop(
    [
      tournaments,
      fc.nat(),
      fc.boolean(),
      fc.integer({ min: 1, max: 20 }),
      fc.constantFrom<MbqPolicy>('nof', 'papp'),
    ],
    {
      numRuns: 200,
    },
  )(
    'MBQ never decreases when a player has more discs in a game with the same result',
    (tournament, pick, side, extra, policy) => {
      const games = tournament.rounds.flatMap((round, roundIndex) =>
        round.games.map((game, gameIndex) => ({ game, roundIndex, gameIndex })),
      );
      const chosen = games[pick % Math.max(1, games.length)];
      if (chosen === undefined || chosen.game.forfeit !== undefined) return;
      const { game } = chosen;
      const own = side ? game.blackDiscs : game.whiteDiscs;
      const other = side ? game.whiteDiscs : game.blackDiscs;
      const newOwn = Math.min(64, own + extra);
      const newOther = Math.min(other, 64 - newOwn);
      if (Math.sign(newOwn - newOther) !== Math.sign(own - other)) return;
      const changed: OthelloGameRecord = side
        ? { ...game, blackDiscs: newOwn, whiteDiscs: newOther }
        : { ...game, blackDiscs: newOther, whiteDiscs: newOwn };
      const after: OthelloTournament = {
        ...tournament,
        rounds: tournament.rounds.map((round, roundIndex) =>
          roundIndex !== chosen.roundIndex
            ? round
            : {
                ...round,
                games: round.games.map((candidate, gameIndex) =>
                  gameIndex === chosen.gameIndex ? changed : candidate,
                ),
              },
        ),
      };
      const id = side ? game.black : game.white;
      const before = mbqRows(tournament, 10, policy).find((row) => row.playerId === id)!;
      const later = mbqRows(after, 10, policy).find((row) => row.playerId === id)!;
      expect(later.mbq.compare(before.mbq)).toBeGreaterThanOrEqual(0);
    },
  );
});

describe('scratch columns reused between calls (docs/othello.md, "Speed of the standings")', () => {
  const json = (standings: OthelloStandings): string => JSON.stringify(standings);

  test.prop([tournaments, tournaments, fc.constantFrom(...presets)])(
    'standings are not changed by a later call on another tournament (property)',
    (first, second, preset) => {
      const before = othelloStandings(first, preset);
      const text = json(before);
      othelloStandings(second, preset);
      mbqRows(second, 4, 'nof');
      expect(json(before)).toBe(text);
      expect(json(othelloStandings(first, preset))).toBe(text);
    },
  );

  test.prop([tournaments, tournaments, fc.constantFrom(...presets)])(
    'a call made from inside another (an option getter) leaves the outer one right (property)',
    (outer, inner, preset) => {
      const expected = json(othelloStandings(outer, preset));
      let nested = '';
      const options = {
        get emptySquares(): undefined {
          nested = json(othelloStandings(inner, preset));
          return undefined;
        },
      };
      expect(json(othelloStandings(outer, preset, options))).toBe(expected);
      expect(nested).toBe(json(othelloStandings(inner, preset)));
    },
  );
});
