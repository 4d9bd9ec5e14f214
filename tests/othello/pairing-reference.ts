/**
 * A naive reference for the Swiss pairing priorities (KOA III, NOF §20b), written
 * independently of the engine: per-pair costs straight from the tournament record, and an
 * exhaustive search over every pairing of a small field.
 */
import { createRandom } from '../../src/index.js';
import type { OthelloGameRecord, OthelloRound, OthelloTournament } from '../../src/othello/index.js';

export type CostVector = number[]; // in PAIRING_PRIORITIES order

export interface Record {
  halfPoints: number;
  colours: ('b' | 'w')[];
  byes: number;
  opponents: Set<string>;
}

/** Each player's record from the rounds played. */
export function records(tournament: OthelloTournament): Map<string, Record> {
  const result = new Map<string, Record>();
  for (const player of tournament.players) {
    result.set(player.id, { halfPoints: 0, colours: [], byes: 0, opponents: new Set() });
  }
  for (const round of tournament.rounds) {
    for (const game of round.games) {
      const black = result.get(game.black)!;
      const white = result.get(game.white)!;
      let blackHalf = game.blackDiscs > game.whiteDiscs ? 2 : game.blackDiscs === game.whiteDiscs ? 1 : 0;
      let whiteHalf = 2 - blackHalf;
      if (game.forfeit === 'black') [blackHalf, whiteHalf] = [0, 2];
      if (game.forfeit === 'white') [blackHalf, whiteHalf] = [2, 0];
      if (game.forfeit === 'both') [blackHalf, whiteHalf] = [0, 0];
      black.halfPoints += blackHalf;
      white.halfPoints += whiteHalf;
      black.colours.push('b');
      white.colours.push('w');
      black.opponents.add(game.white);
      white.opponents.add(game.black);
    }
    for (const id of round.byes ?? []) {
      const record = result.get(id)!;
      record.byes++;
      record.halfPoints += 2;
    }
  }
  return result;
}

/** Who plays the next round: entered, not withdrawn, not announced absent. */
export function presentIds(tournament: OthelloTournament, absent: readonly string[] = []): string[] {
  const round = tournament.rounds.length + 1;
  return tournament.players
    .filter(
      (player) =>
        (player.enteredRound ?? 1) <= round &&
        (player.withdrawnFromRound === undefined || player.withdrawnFromRound > round) &&
        !absent.includes(player.id),
    )
    .map((player) => player.id);
}

/** Colour cost of one player taking a colour: [balance, repeat] (KOA III.5, III.7). */
export function playerColourCost(record: Record, colour: 'b' | 'w'): [number, number] {
  const blacks = record.colours.filter((c) => c === 'b').length + (colour === 'b' ? 1 : 0);
  const whites = record.colours.filter((c) => c === 'w').length + (colour === 'w' ? 1 : 0);
  let streak = 0;
  for (let index = record.colours.length - 1; index >= 0 && record.colours[index] === colour; index--)
    streak++;
  return [Math.max(0, Math.abs(blacks - whites) - 1), Math.min(2, streak)];
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let index = 0; index < a.length; index++) {
    if (a[index]! !== b[index]!) return a[index]! < b[index]!;
  }
  return false;
}

/** The cost vector of a whole pairing given as (black, white) games and a bye. */
export function pairingCost(
  all: Map<string, Record>,
  present: readonly string[],
  games: readonly { black: string; white: string }[],
  bye: string | null,
): CostVector {
  let [secondBye, rematch, byeUpperHalf, scoreDifference, byePoints, colourBalance, colourRepeat] = [
    0, 0, 0, 0, 0, 0, 0,
  ];
  if (bye !== null) {
    const record = all.get(bye)!;
    const more = present.filter((id) => all.get(id)!.halfPoints > record.halfPoints).length;
    secondBye += record.byes > 0 ? 1 : 0;
    byeUpperHalf += more < Math.floor(present.length / 2) ? 1 : 0;
    byePoints += record.halfPoints;
  }
  for (const { black, white } of games) {
    const a = all.get(black)!;
    const b = all.get(white)!;
    rematch += a.opponents.has(white) ? 1 : 0;
    scoreDifference += (a.halfPoints - b.halfPoints) ** 2;
    const [balanceA, repeatA] = playerColourCost(a, 'b');
    const [balanceB, repeatB] = playerColourCost(b, 'w');
    colourBalance += balanceA + balanceB;
    colourRepeat += repeatA + repeatB;
  }
  return [secondBye, rematch, byeUpperHalf, scoreDifference, byePoints, colourBalance, colourRepeat];
}

/**
 * The lexicographically best cost over every possible pairing (and bye), colours chosen
 * per pair; `undefined` when `strict` leaves no pairing without a rematch.
 */
export function bestCostByExhaustiveSearch(
  tournament: OthelloTournament,
  present: readonly string[],
  strict: boolean,
): CostVector | undefined {
  const all = records(tournament);
  let best: CostVector | undefined;
  const search = (left: readonly string[], games: { black: string; white: string }[], bye: string | null) => {
    if (left.length === 0) {
      const cost = pairingCost(all, present, games, bye);
      if (best === undefined || lexLess(cost, best)) best = cost;
      return;
    }
    const [first, ...rest] = left as [string, ...string[]];
    if (left.length % 2 === 1 && bye === null) search(rest, games, first);
    for (const [index, other] of rest.entries()) {
      if (strict && all.get(first)!.opponents.has(other)) continue;
      const remaining = rest.filter((_, position) => position !== index);
      for (const game of [
        { black: first, white: other },
        { black: other, white: first },
      ]) {
        games.push(game);
        search(remaining, games, bye);
        games.pop();
      }
    }
  };
  search(present, [], null);
  return best;
}

/** A random history: `roundCount` rounds of random games, byes, forfeits, late entries and withdrawals. */
export function randomTournament(seed: number, playerCount: number, roundCount: number): OthelloTournament {
  const random = createRandom(seed);
  const players = Array.from({ length: playerCount }, (_, index) => {
    const entered = random.int(4) === 0 ? 1 + random.int(roundCount + 1) : undefined;
    // A withdrawal comes after the entry (the tournament validator requires it).
    const withdrawn =
      random.int(6) === 0 ? Math.max(2 + random.int(roundCount + 1), (entered ?? 1) + 1) : undefined;
    return {
      id: `p${index + 1}`,
      name: `Player ${index + 1}`,
      ...(entered === undefined ? {} : { enteredRound: entered }),
      ...(withdrawn === undefined ? {} : { withdrawnFromRound: withdrawn }),
    };
  });
  const rounds: OthelloRound[] = [];
  for (let round = 1; round <= roundCount; round++) {
    const present = random.shuffle(
      players.filter(
        (player) =>
          (player.enteredRound ?? 1) <= round &&
          (player.withdrawnFromRound === undefined || player.withdrawnFromRound > round),
      ),
    );
    const games: OthelloGameRecord[] = [];
    const byes: string[] = [];
    if (present.length % 2 === 1) byes.push(present.pop()!.id);
    for (let index = 0; index + 1 < present.length; index += 2) {
      const drawn = random.int(65);
      const forfeit = random.int(20) === 0 ? (['black', 'white', 'both'] as const)[random.int(3)] : undefined;
      // A forfeit is recorded 64–0 (0–0 for both), as the tournament validator requires (NOF §18).
      const blackDiscs = forfeit === undefined ? drawn : forfeit === 'white' ? 64 : 0;
      const whiteDiscs = forfeit === undefined ? 64 - drawn : forfeit === 'black' ? 64 : 0;
      games.push({
        black: present[index]!.id,
        white: present[index + 1]!.id,
        blackDiscs,
        whiteDiscs,
        ...(forfeit === undefined ? {} : { forfeit }),
      });
    }
    rounds.push({ games, byes });
  }
  return { players, rounds };
}
