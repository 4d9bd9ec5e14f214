/**
 * The fast standings (round-major index, packed-key sort, core `rank` only inside tied
 * groups, rows built in player order) against a straightforward reference: points, MBQ,
 * discs and head-to-head computed from the game records with exact Fractions, ranked by core
 * `rank` over every player, shared places listed by name then id (spec §4–§5, §8 decision
 * 16; NOF §20b, PAPP/WOC). Random tournaments with byes, late entries, withdrawals,
 * absences, forfeits and few distinct results, so shared places and head-to-head are common.
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { createRandom, Fraction, type RankCriterion, rank } from '../../src/index.js';
import {
  brightwellConstant,
  NOF_SWISS,
  type OthelloGameRecord,
  type OthelloPlayer,
  type OthelloRound,
  type OthelloRules,
  type OthelloTournament,
  othelloStandings,
  PAPP,
  WOC,
} from '../../src/othello/index.js';

const RESULTS: readonly [number, number][] = [
  [64, 0],
  [40, 24],
  [33, 31],
  [32, 32],
  [31, 33],
  [24, 40],
  [20, 30],
];

function randomTournament(seed: number, maxPlayers: number, maxRounds: number): OthelloTournament {
  const random = createRandom(seed);
  const playerCount = 2 + random.int(maxPlayers - 1);
  const roundCount = 1 + random.int(maxRounds);
  const names = ['Ann', 'Bo', 'Cy'];
  const players: OthelloPlayer[] = Array.from({ length: playerCount }, (_, index) => {
    const player: { id: string; name: string; enteredRound?: number; withdrawnFromRound?: number } = {
      id: `p${(index * 37) % 101}`,
      name: names[random.int(names.length)] as string,
    };
    if (random.int(7) === 0) player.enteredRound = 1 + random.int(roundCount);
    if (random.int(7) === 0) {
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
      if (random.int(12) === 0) absent.push(player.id);
      else present.push(player.id);
    }
    const order = random.shuffle(present);
    const games: OthelloGameRecord[] = [];
    for (let index = 0; index + 1 < order.length; index += 2) {
      const black = order[index] as string;
      const white = order[index + 1] as string;
      const kind = random.int(15);
      if (kind === 0) games.push({ black, blackDiscs: 64, white, whiteDiscs: 0, forfeit: 'white' });
      else if (kind === 1) games.push({ black, blackDiscs: 0, white, whiteDiscs: 0, forfeit: 'both' });
      else {
        const [blackDiscs, whiteDiscs] = RESULTS[random.int(RESULTS.length)] as [number, number];
        games.push({ black, blackDiscs, white, whiteDiscs });
      }
    }
    const byes = order.length % 2 === 1 ? [order[order.length - 1] as string] : [];
    rounds.push({ games, byes, absent });
  }
  return { plannedRounds: roundCount + random.int(2), players, rounds };
}

interface ReferenceRow {
  readonly player: OthelloPlayer;
  readonly points: Fraction;
  readonly mbq: Fraction;
  readonly discs: Fraction;
}

/** OthelloStandings straight from the rules: exact sums over the game records and core `rank` on everyone. */
function referenceStandings(tournament: OthelloTournament, preset: OthelloRules): string[] {
  const half = Fraction.of(1, 2);
  const { players, rounds } = tournament;
  const gameOf = (id: string, round: OthelloRound): OthelloGameRecord | undefined =>
    round.games.find((game) => game.black === id || game.white === id);
  const hasBye = (id: string, round: OthelloRound) => (round.byes ?? []).includes(id);
  const scored = (game: OthelloGameRecord, id: string): Fraction => {
    if (game.forfeit === 'both') return Fraction.ZERO;
    const own = game.black === id ? game.blackDiscs : game.whiteDiscs;
    const other = game.black === id ? game.whiteDiscs : game.blackDiscs;
    return own > other ? Fraction.ONE : own === other ? half : Fraction.ZERO;
  };
  const officialDiscs = (game: OthelloGameRecord, id: string): number => {
    if (game.forfeit === 'both') return 0;
    const own = game.black === id ? game.blackDiscs : game.whiteDiscs;
    const other = game.black === id ? game.whiteDiscs : game.blackDiscs;
    return own > other ? 64 - other : own < other ? own : 32;
  };
  const points = new Map<string, Fraction>();
  const discs = new Map<string, Fraction>();
  for (const player of players) {
    let total = Fraction.ZERO;
    let discTotal = Fraction.ZERO;
    for (const round of rounds) {
      const game = gameOf(player.id, round);
      if (game !== undefined) {
        total = total.add(scored(game, player.id));
        discTotal = discTotal.add(officialDiscs(game, player.id));
      } else if (hasBye(player.id, round)) {
        total = total.add(preset.byePoints);
        discTotal = discTotal.add(preset.byeDiscValue);
      }
    }
    points.set(player.id, total);
    discs.set(player.id, discTotal);
  }
  const tookPart = (id: string, round: OthelloRound) => gameOf(id, round) !== undefined || hasBye(id, round);
  const excluded = (id: string): boolean => {
    if (preset.mbqPolicy === 'nof') {
      const player = players.find((candidate) => candidate.id === id) as OthelloPlayer;
      return player.withdrawnFromRound !== undefined || rounds.some((round) => !tookPart(id, round));
    }
    // papp: withdrawn when the standings are computed (spec §8 decision 2): off the next
    // round's roster by a recorded withdrawal (issue 23 §1), or absent in the last round
    // after taking part earlier.
    const player = players.find((candidate) => candidate.id === id) as OthelloPlayer;
    if (player.withdrawnFromRound !== undefined && player.withdrawnFromRound <= rounds.length + 1)
      return true;
    const last = rounds[rounds.length - 1];
    return (
      last !== undefined && !tookPart(id, last) && rounds.slice(0, -1).some((round) => tookPart(id, round))
    );
  };
  const constant = brightwellConstant(tournament.plannedRounds ?? rounds.length, preset.brightwellConstant);
  const rows: ReferenceRow[] = players.map((player) => {
    const own = points.get(player.id) as Fraction;
    let mbq = Fraction.ZERO;
    for (const round of rounds) {
      const game = gameOf(player.id, round);
      const opponent = game === undefined ? undefined : game.black === player.id ? game.white : game.black;
      mbq =
        game === undefined || opponent === undefined || excluded(opponent)
          ? mbq.add(constant.mul(own).add(32))
          : mbq.add(constant.mul(points.get(opponent) as Fraction).add(officialDiscs(game, player.id)));
    }
    return { player, points: own, mbq, discs: discs.get(player.id) as Fraction };
  });
  const criteria: RankCriterion<ReferenceRow>[] = [];
  for (const criterion of preset.criteria) {
    const name = criterion.name ?? criterion.kind;
    if (criterion.kind === 'points') criteria.push({ name, value: (row) => row.points });
    else if (criterion.kind === 'discs') criteria.push({ name, value: (row) => row.discs });
    else if (criterion.kind === 'mbq') {
      if (!(constant.isZero() && preset.skipMbqWhenConstantIsZero))
        criteria.push({ name, value: (row) => row.mbq });
    } else if (criterion.kind === 'headToHead') {
      criteria.push({
        name,
        headToHead: (a, b) => {
          let met = false;
          let total = Fraction.ZERO;
          for (const round of rounds) {
            const game = gameOf(a.player.id, round);
            if (game === undefined || (game.black !== b.player.id && game.white !== b.player.id)) continue;
            met = true;
            total = total.add(scored(game, a.player.id));
          }
          return met ? total : undefined;
        },
      });
    } else throw new Error(`reference has no ${criterion.kind}`);
  }
  const ranked = rank(rows, { id: (row) => row.player.id, criteria });
  // Inside a shared place: by name, then id; the group's decidedBy stays on its first row.
  const lines: string[] = [];
  let start = 0;
  while (start < ranked.length) {
    const first = ranked[start] as (typeof ranked)[number];
    const group = ranked.filter((entry) => entry.place === first.place);
    const sorted = [...group].sort(
      (a, b) =>
        ((a.row.player.name ?? a.id) < (b.row.player.name ?? b.id)
          ? -1
          : (a.row.player.name ?? a.id) > (b.row.player.name ?? b.id)
            ? 1
            : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    sorted.forEach((entry, position) => {
      const values = criteria.map((criterion) => `${criterion.name}=${entry.values[criterion.name]}`);
      lines.push(
        `${entry.placeLabel} ${entry.id} ${entry.lastPlace} ${entry.shared} ${position === 0 ? first.decidedBy : null} ${entry.row.points} ${values.join(' ')}`,
      );
    });
    start += group.length;
  }
  return lines;
}

function fastStandings(tournament: OthelloTournament, preset: OthelloRules): string[] {
  const standings = othelloStandings(tournament, preset);
  return standings.rows.map((row) => {
    const values = Object.entries(row.values).map(([name, value]) => `${name}=${value}`);
    return `${row.placeLabel} ${row.playerId} ${row.lastPlace} ${row.shared} ${row.decidedBy} ${row.points} ${values.join(' ')}`;
  });
}

test.prop(
  [
    fc.integer(),
    fc.integer({ min: 2, max: 30 }),
    fc.integer({ min: 1, max: 7 }),
    fc.constantFrom(NOF_SWISS, PAPP, WOC),
  ],
  { numRuns: 150 },
)(
  'fast standings equal the straightforward reference (NOF Swiss, PAPP, WOC)',
  (seed, players, rounds, preset) => {
    const tournament = randomTournament(seed, players, rounds);
    expect(fastStandings(tournament, preset)).toEqual(referenceStandings(tournament, preset));
  },
);
