/**
 * Championship formats: the NM / Junior-NM / Lightning-NM format by number of entrants,
 * first-round seeding from the rating list, finalists, and finals and play-offs as small
 * state machines (NOF §21, §26, §27; KOA IV; spec §6 and §8 decisions 14–15).
 *
 * @module
 */

import { checkList, checkOneOf, checkRecord, checkString, readOptions, THROW } from '../core/check.js';
import { MindsportError } from '../core/errors.js';
import { Fraction } from '../core/fraction.js';
import { deepFreeze } from '../core/freeze.js';
import { show } from '../core/guards.js';
import { NAME_COLLATIONS, type NameCollation } from './names.js';
import { checkRecordedScore } from './result.js';
import type { Standings } from './standings.js';
import type { PlayerId, TournamentPlayer, UnplayedGame } from './tournament.js';

/** A championship's format rule as data (NOF §26). */
export interface ChampionshipRule {
  /** Display name. */
  readonly name: string;
  /** The rule text (seed and §). */
  readonly source: string;
  /** Fewer entrants than this: double round robin. */
  readonly doubleRoundRobinBelow: number;
  /** Fewer entrants than this (and not double): single round robin. */
  readonly singleRoundRobinBelow: number;
  /** Otherwise a Swiss of this many rounds. */
  readonly swissRounds: number;
  /** How the final is played (NOF §27). */
  readonly final: FinalFormat;
}

/**
 * NM (NOF §26): under 5 entrants double round robin, under 9 single, otherwise 7 rounds;
 * the top two play a game-by-game final (§27).
 *
 * @example
 * ```ts
 * import { NM, championshipFormat } from 'mindsport/othello';
 * console.log(championshipFormat(NM, 12)); // { kind: 'swiss', rounds: 7 }
 * ```
 */
export const NM: ChampionshipRule = deepFreeze({
  name: 'NM',
  source: 'NOF §26, §27',
  doubleRoundRobinBelow: 5,
  singleRoundRobinBelow: 9,
  swissRounds: 7,
  final: 'gameByGame',
});

/**
 * Junior-NM (NOF §26): as NM with 6 Swiss rounds.
 *
 * @example
 * ```ts
 * import { JUNIOR_NM, championshipFormat } from 'mindsport/othello';
 * console.log(championshipFormat(JUNIOR_NM, 9).rounds); // 6
 * ```
 */
export const JUNIOR_NM: ChampionshipRule = deepFreeze({ ...NM, name: 'Junior-NM', swissRounds: 6 });

/**
 * Lightning-NM, *Lyn-NM* (NOF §26–§27): under 9 entrants double round robin, under 15
 * single, otherwise 11 rounds; a best-of-3 final, then game by game.
 *
 * @example
 * ```ts
 * import { LIGHTNING_NM, championshipFormat } from 'mindsport/othello';
 * console.log(championshipFormat(LIGHTNING_NM, 8)); // { kind: 'roundRobin', cycles: 2, rounds: 14 }
 * ```
 */
export const LIGHTNING_NM: ChampionshipRule = deepFreeze({
  name: 'Lightning-NM',
  source: 'NOF §26, §27',
  doubleRoundRobinBelow: 9,
  singleRoundRobinBelow: 15,
  swissRounds: 11,
  final: 'lightningNm',
});

/** The format for a number of entrants. */
export type ChampionshipFormat =
  | {
      /** A single entrant is champion without play. */
      readonly kind: 'walkover';
      /** No rounds. */
      readonly rounds: 0;
    }
  | {
      /** Everyone meets everyone, once or twice. */
      readonly kind: 'roundRobin';
      /** 1 for a single, 2 for a double round robin. */
      readonly cycles: 1 | 2;
      /** Rounds in all cycles together. */
      readonly rounds: number;
    }
  | {
      /** A Swiss tournament. */
      readonly kind: 'swiss';
      /** The number of Swiss rounds. */
      readonly rounds: number;
    };

/**
 * The tournament format for a number of entrants (NOF §26): one entrant is champion by
 * walkover; a round robin has `entrants − 1` rounds per cycle (even) or `entrants` (odd,
 * one sits out each round). The count is taken at the start (spec §8 decision 15).
 *
 * @param rule - {@link NM}, {@link JUNIOR_NM}, {@link LIGHTNING_NM} or your own
 * @param entrants - the number of entrants, ≥ 1
 * @returns the format
 * @throws {@link MindsportError} `BAD_ENTRANT_COUNT`
 * @example
 * ```ts
 * import { NM, championshipFormat } from 'mindsport/othello';
 * console.log(championshipFormat(NM, 1), championshipFormat(NM, 4)); // { kind: 'walkover', rounds: 0 } { kind: 'roundRobin', cycles: 2, rounds: 6 }
 * ```
 */
export function championshipFormat(rule: ChampionshipRule, entrants: number): ChampionshipFormat {
  checkRecord(rule, ['rule'], THROW);
  if (!Number.isSafeInteger(entrants) || entrants < 1) {
    throw new MindsportError('BAD_ENTRANT_COUNT', `entrants ${show(entrants)} must be a whole number ≥ 1`, {
      path: ['entrants'],
      value: entrants,
    });
  }
  if (entrants === 1) return { kind: 'walkover', rounds: 0 };
  const perCycle = entrants % 2 === 0 ? entrants - 1 : entrants;
  if (entrants < rule.doubleRoundRobinBelow) return { kind: 'roundRobin', cycles: 2, rounds: 2 * perCycle };
  if (entrants < rule.singleRoundRobinBelow) return { kind: 'roundRobin', cycles: 1, rounds: perCycle };
  return { kind: 'swiss', rounds: rule.swissRounds };
}

/** Options of {@link seedFirstRound}. */
export interface SeedingOptions {
  /** `'norwegian'` (default: a–z, then æ ø å; accents ignored) or `'codepoint'`. */
  readonly collation?: NameCollation;
}

/** The first round from the seeding (NOF §26). */
export interface FirstRoundSeeding {
  /** Every player, best seed first. */
  readonly order: readonly PlayerId[];
  /** Upper-half #k against lower-half #k, colours alternating down the boards. */
  readonly games: readonly UnplayedGame[];
  /** The lowest seed with an odd count (spec §6 decision), else empty. */
  readonly byes: readonly PlayerId[];
}

/**
 * Seeds the first round from the rating list (NOF §26): by rating-list position, else by
 * rating (ties by name), unrated players last in alphabetical order ("Surname, Given",
 * Norwegian collation). Upper-half #1 plays black against lower-half #1, upper #2 white
 * against lower #2, and so on, alternating; with an odd count the lowest seed has the bye.
 *
 * @param players - the entrants
 * @param options - the name collation
 * @returns the seeding order, the games and the bye
 * @throws {@link MindsportError} `DUPLICATE_PLAYER_ID`, `BAD_OPTION`
 * @example
 * ```ts
 * import { seedFirstRound } from 'mindsport/othello';
 * const seeding = seedFirstRound([
 *   { id: 'a', name: 'Øien, Per' }, { id: 'b', name: 'Berg, Ola', rating: 1900 },
 *   { id: 'c', name: 'Aas, Kari', rating: 2100 }, { id: 'd', name: 'Zahl, Eva' }, { id: 'e', name: 'Dahl, Jon' },
 * ]);
 * console.log(seeding.order.join(''), seeding.byes); // cbeda [ 'a' ]
 * console.log(seeding.games); // [ { black: 'c', white: 'e' }, { black: 'd', white: 'b' } ]
 * ```
 */
export function seedFirstRound(
  players: readonly TournamentPlayer[],
  options: SeedingOptions = {},
): FirstRoundSeeding {
  const collation = readOptions<SeedingOptions>(options, ['collation']).collation ?? 'norwegian';
  checkList(players, ['players'], THROW);
  players.forEach((player, index) => {
    checkRecord(player, ['players', index], THROW);
    checkString(player.id, ['players', index, 'id'], THROW, true);
  });
  if (!NAME_COLLATIONS.includes(collation)) {
    throw new MindsportError(
      'BAD_OPTION',
      `collation ${show(collation)} is not one of ${NAME_COLLATIONS.join(', ')}`,
      {
        path: ['collation'],
        value: collation,
      },
    );
  }
  const seen = new Set<string>();
  players.forEach((player, index) => {
    if (seen.has(player.id)) {
      throw new MindsportError(
        'DUPLICATE_PLAYER_ID',
        `player ${index + 1}: id ${show(player.id)} is used twice`,
        {
          path: [index, 'id'],
          value: player.id,
        },
      );
    }
    seen.add(player.id);
  });
  const byName = (a: TournamentPlayer, b: TournamentPlayer): number =>
    compareNames(a.name, b.name, collation) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const group = (player: TournamentPlayer): number =>
    player.ratingListPosition !== undefined ? 0 : player.rating !== undefined ? 1 : 2;
  const sorted = [...players].sort((a, b) => {
    const difference = group(a) - group(b);
    if (difference !== 0) return difference;
    if (group(a) === 0)
      return (a.ratingListPosition as number) - (b.ratingListPosition as number) || byName(a, b);
    if (group(a) === 1) return (b.rating as number) - (a.rating as number) || byName(a, b);
    return byName(a, b);
  });
  const order = sorted.map((player) => player.id);
  const byes = order.length % 2 === 1 ? [order[order.length - 1] as string] : [];
  const paired = order.slice(0, order.length - byes.length);
  const half = paired.length / 2;
  const games: UnplayedGame[] = [];
  for (let board = 0; board < half; board++) {
    const upper = paired[board] as string;
    const lower = paired[half + board] as string;
    games.push(board % 2 === 0 ? { black: upper, white: lower } : { black: lower, white: upper });
  }
  return { order, games, byes };
}

/**
 * Compares two names for seeding: `'norwegian'` orders a–z, then æ, ø, å (ä and ö sort as
 * æ and ø, other accents are ignored), case-insensitive; `'codepoint'` compares UTF-16 code units.
 *
 * @param a - a name
 * @param b - another name
 * @param collation - the collation; default `'norwegian'`
 * @returns negative, zero or positive
 * @example
 * ```ts
 * import { compareNames } from 'mindsport/othello';
 * console.log(['Øen', 'Aas', 'Zahl', 'Ås', 'Ærø'].sort((a, b) => compareNames(a, b)).join(' ')); // Aas Zahl Ærø Øen Ås
 * ```
 */
export function compareNames(a: string, b: string, collation: NameCollation = 'norwegian'): number {
  checkString(a, ['a'], THROW, true);
  checkString(b, ['b'], THROW, true);
  checkOneOf(collation, NAME_COLLATIONS, ['collation'], THROW);
  if (collation === 'codepoint') return a < b ? -1 : a > b ? 1 : 0;
  const left = collationKey(a);
  const right = collationKey(b);
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const difference = (left[index] as number) - (right[index] as number);
    if (difference !== 0) return difference;
  }
  return left.length - right.length || (a < b ? -1 : a > b ? 1 : 0);
}

const NORWEGIAN_LAST: Record<string, number> = { æ: 1, ä: 1, ø: 2, ö: 2, å: 3 };

function collationKey(name: string): number[] {
  const key: number[] = [];
  for (const character of name.toLowerCase()) {
    const special = NORWEGIAN_LAST[character];
    if (special !== undefined) {
      key.push(0x7a + special);
      continue;
    }
    const base = character.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    for (const unit of base) key.push(unit.codePointAt(0) as number);
  }
  return key;
}

/**
 * How a final or play-off is played:
 * - `'gameByGame'`: one game at a time until a game is won; the higher-ranked chooses the
 *   colour of game 1, then colours swap every game (NOF §21, §27);
 * - `'lightningNm'`: best of 3 with the same colour rule, stopping once decided; level
 *   after 3 games → game by game (NOF §27, spec §8 decision 15);
 * - `'koa'`: best of 3 (KOA IV): the higher qualifier chooses in game 1, colours swap in
 *   game 2, 2–0 ends it, game 3's choice goes to the player with more discs over games 1–2
 *   (else the higher qualifier); winner by points, then discs, then the higher qualifier.
 *
 * @example
 * ```ts
 * import { FINAL_FORMATS } from 'mindsport/othello';
 * console.log(FINAL_FORMATS); // [ 'gameByGame', 'lightningNm', 'koa' ]
 * ```
 */
export const FINAL_FORMATS = deepFreeze(['gameByGame', 'lightningNm', 'koa'] as const);

/** One of {@link FINAL_FORMATS}. */
export type FinalFormat = (typeof FINAL_FORMATS)[number];

/** A final (or play-off) in progress. */
export interface FinalInput {
  /** How it is played. */
  readonly format: FinalFormat;
  /** The higher-ranked player after the preliminary rounds (NOF §20, KOA IV.2). */
  readonly higherRanked: PlayerId;
  /** The other finalist. */
  readonly lowerRanked: PlayerId;
  /** The final games so far, in order, with their disc counts. */
  readonly games: readonly {
    /** Black's player id. */
    readonly black: PlayerId;
    /** Black's discs. */
    readonly blackDiscs: number;
    /** White's player id. */
    readonly white: PlayerId;
    /** White's discs. */
    readonly whiteDiscs: number;
  }[];
}

/** Where a final stands. */
export interface FinalState {
  /** True once a winner is known. */
  readonly decided: boolean;
  /** The winner, or `null` while undecided. */
  readonly winner: PlayerId | null;
  /** Who chooses the colour of the next game, or `null` when colours are fixed by alternation or the final is over. */
  readonly colourChoice: PlayerId | null;
  /** Who plays black in the next game when alternation fixes it, else `null`. */
  readonly nextBlack: PlayerId | null;
  /** Points of each finalist over the final games (win 1, draw ½), exactly. */
  readonly points: Readonly<Record<PlayerId, Fraction>>;
  /** Discs of each finalist over the final games. */
  readonly discs: Readonly<Record<PlayerId, number>>;
  /** Games played. */
  readonly gamesPlayed: number;
}

/**
 * Says where a final or play-off stands (NOF §21, §27; KOA IV; spec §6): decided or not,
 * the winner, and who chooses the colour next (or who must play black). Checks that each
 * game is between the finalists, that alternating colours were respected and that no game
 * follows the deciding one.
 *
 * @param final - the format, the finalists and the games so far
 * @returns the state
 * @throws {@link MindsportError} `BAD_FINAL`, `NOT_A_FINALIST`, `FINAL_COLOUR_ORDER`, `GAME_AFTER_FINAL_DECIDED` and the disc-count codes
 * @example
 * ```ts
 * import { finalState } from 'mindsport/othello';
 * const state = finalState({
 *   format: 'koa', higherRanked: 'kim', lowerRanked: 'lee',
 *   games: [{ black: 'kim', blackDiscs: 40, white: 'lee', whiteDiscs: 24 }, { black: 'lee', blackDiscs: 32, white: 'kim', whiteDiscs: 32 }],
 * });
 * console.log(state.decided, state.colourChoice); // false kim
 * ```
 */
export function finalState(final: FinalInput): FinalState {
  if (
    typeof final !== 'object' ||
    final === null ||
    !FINAL_FORMATS.includes(final.format) ||
    !Array.isArray(final.games)
  ) {
    throw new MindsportError(
      'BAD_FINAL',
      `final ${show(final)} needs a format (${FINAL_FORMATS.join(', ')}) and a list of games`,
      {
        value: final,
      },
    );
  }
  const high = final.higherRanked;
  const low = final.lowerRanked;
  if (typeof high !== 'string' || typeof low !== 'string' || high === low) {
    throw new MindsportError(
      'BAD_FINAL',
      `finalists ${show(high)} and ${show(low)} must be two different ids`,
      {
        path: ['lowerRanked'],
        value: low,
      },
    );
  }
  const half: Record<PlayerId, number> = { [high]: 0, [low]: 0 };
  const discs: Record<PlayerId, number> = { [high]: 0, [low]: 0 };
  let winner: PlayerId | null = null;
  let previousBlack: PlayerId | null = null;
  const other = (id: PlayerId): PlayerId => (id === high ? low : high);
  final.games.forEach((game, index) => {
    const path = ['games', index];
    checkRecord(game, path, THROW);
    if (winner !== null) {
      throw new MindsportError(
        'GAME_AFTER_FINAL_DECIDED',
        `final game ${index + 1} comes after ${winner} had won`,
        { path, value: game },
      );
    }
    const problems = checkRecordedScore(game, path, `final game ${index + 1}`);
    if (problems.length > 0) throw problems[0] as MindsportError;
    if (!((game.black === high && game.white === low) || (game.black === low && game.white === high))) {
      throw new MindsportError(
        'NOT_A_FINALIST',
        `final game ${index + 1} must be between ${show(high)} and ${show(low)}`,
        {
          path,
          value: game,
        },
      );
    }
    const fixedBlack = expectedBlack(final.format, index, previousBlack, other);
    if (fixedBlack !== null && game.black !== fixedBlack) {
      throw new MindsportError(
        'FINAL_COLOUR_ORDER',
        `final game ${index + 1}: colours swap every game, so ${show(fixedBlack)} plays black`,
        { path: [...path, 'black'], value: game.black },
      );
    }
    previousBlack = game.black;
    const blackHalf = game.blackDiscs > game.whiteDiscs ? 2 : game.blackDiscs === game.whiteDiscs ? 1 : 0;
    half[game.black] = (half[game.black] as number) + blackHalf;
    half[game.white] = (half[game.white] as number) + 2 - blackHalf;
    const scored = applyEmpties(game.blackDiscs, game.whiteDiscs);
    discs[game.black] = (discs[game.black] as number) + scored[0];
    discs[game.white] = (discs[game.white] as number) + scored[1];
    winner = decide(
      final.format,
      index + 1,
      blackHalf === 1 ? null : blackHalf === 2 ? game.black : game.white,
      half,
      discs,
      high,
      low,
    );
  });
  const played = final.games.length;
  const decided = winner !== null;
  let colourChoice: PlayerId | null = null;
  let nextBlack: PlayerId | null = null;
  if (!decided) {
    if (played === 0) colourChoice = high;
    else if (final.format === 'koa' && played === 2) {
      // KOA IV.6: more discs over games 1–2 chooses, else the higher qualifier.
      colourChoice = (discs[low] as number) > (discs[high] as number) ? low : high;
    } else nextBlack = other(previousBlack as unknown as PlayerId);
  }
  const points: Record<PlayerId, Fraction> = {
    [high]: Fraction.of(half[high] as number, 2),
    [low]: Fraction.of(half[low] as number, 2),
  };
  return { decided, winner, colourChoice, nextBlack, points, discs, gamesPlayed: played };
}

function applyEmpties(black: number, white: number): [number, number] {
  if (black > white) return [64 - white, white];
  if (white > black) return [black, 64 - black];
  return [32, 32];
}

/** Who must play black in game `index` (0-based) because colours swap, or null when a player chooses. */
function expectedBlack(
  format: FinalFormat,
  index: number,
  previousBlack: PlayerId | null,
  other: (id: PlayerId) => PlayerId,
): PlayerId | null {
  if (index === 0 || previousBlack === null) return null;
  if (format === 'koa' && index >= 2) return null;
  return other(previousBlack);
}

function decide(
  format: FinalFormat,
  played: number,
  gameWinner: PlayerId | null,
  half: Record<PlayerId, number>,
  discs: Record<PlayerId, number>,
  high: PlayerId,
  low: PlayerId,
): PlayerId | null {
  const lead = (half[high] as number) - (half[low] as number);
  if (format === 'gameByGame') return gameWinner;
  if (format === 'lightningNm') {
    if (played < 3) {
      const remaining = 2 * (3 - played);
      if (Math.abs(lead) > remaining) return lead > 0 ? high : low;
      return null;
    }
    if (played === 3) return lead === 0 ? null : lead > 0 ? high : low;
    return gameWinner;
  }
  // KOA IV: 2–0 after game 2 ends it; otherwise game 3 decides by points, discs, qualifier.
  if (played === 2) return Math.abs(lead) === 4 ? (lead > 0 ? high : low) : null;
  if (played === 3) {
    if (lead !== 0) return lead > 0 ? high : low;
    const discLead = (discs[high] as number) - (discs[low] as number);
    return discLead < 0 ? low : high;
  }
  return null;
}

/** The players who go on to the final, and a play-off when a shared place stands in the way. */
export interface FinalistSelection {
  /** Players qualified for the final, best first (two when no play-off is needed). */
  readonly qualified: readonly PlayerId[];
  /** Players who must play off (NOF §21) for the remaining final place(s); empty when none. */
  readonly playOff: readonly PlayerId[];
}

/**
 * Picks the two finalists from the standings of the preliminary rounds (NOF §27, KOA III.6,
 * spec §8 decision 15): withdrawn players are skipped (KOA: "불참자는 결승전의 자격은
 * 주어지지 않는다"); a place shared across the final cut is settled by a play-off (§21).
 *
 * @param standings - the standings after the preliminary rounds
 * @returns the qualified players and the play-off group
 * @example
 * ```ts
 * import { NOF_SWISS, computeStandings, selectFinalists } from 'mindsport/othello';
 * const standings = computeStandings({
 *   players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }],
 *   rounds: [{ games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 }] }],
 * }, NOF_SWISS);
 * console.log(selectFinalists(standings)); // { qualified: [ 'a', 'b' ], playOff: [] }
 * ```
 */
export function selectFinalists(standings: Standings): FinalistSelection {
  checkRecord(standings, ['standings'], THROW);
  checkList(standings.rows, ['standings', 'rows'], THROW);
  standings.rows.forEach((row, index) => {
    checkRecord(row, ['standings', 'rows', index], THROW);
  });
  const rows = standings.rows.filter((row) => !row.withdrawn);
  const qualified: PlayerId[] = [];
  let index = 0;
  while (index < rows.length && qualified.length < 2) {
    const place = (rows[index] as Standings['rows'][number]).place;
    const group = rows.filter((row) => row.place === place).map((row) => row.id);
    if (qualified.length + group.length <= 2) {
      qualified.push(...group);
      index += group.length;
      continue;
    }
    return { qualified, playOff: group };
  }
  return { qualified, playOff: [] };
}
