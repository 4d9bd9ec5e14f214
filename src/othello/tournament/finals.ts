/**
 * Finals and play-offs (NOF §21, §27; KOA IV; spec §6 and §8 decision 15): who qualifies
 * from the standings, and where a final in progress stands — decided or not, the winner,
 * and who chooses the colour next.
 *
 * @module
 */

import {
  checkFields,
  checkList,
  checkOneOf,
  checkRecord,
  checkString,
  deepFreeze,
  Fraction,
  fail,
  problemAt,
  show,
  THROW,
} from '../../core/internal.js';
import { reportScoreProblems } from './result.js';
import type { OthelloStandings } from './standings.js';
import type { PlayerId } from './tournament.js';

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
 * @category Rules
 * @example
 * ```ts
 * import { FINAL_FORMATS } from 'mindsport/othello';
 * console.log(FINAL_FORMATS); // [ 'gameByGame', 'lightningNm', 'koa' ]
 * ```
 */
export const FINAL_FORMATS = deepFreeze(['gameByGame', 'lightningNm', 'koa'] as const);

/**
 * One of {@link FINAL_FORMATS}.
 *
 * @category Rules
 */
export type FinalFormat = (typeof FINAL_FORMATS)[number];

/**
 * A final's rules: how it is played.
 *
 * @category Rules
 */
export interface FinalRules {
  /** Display name. */
  readonly name: string;
  /** The rule text (seed and §). */
  readonly source?: string;
  /** How it is played. */
  readonly format: FinalFormat;
}

/**
 * The NM final and the play-off (NOF §21, §27): game by game until one is won.
 *
 * @category Rules
 * @example
 * ```ts
 * import { NM_FINAL } from 'mindsport/othello';
 * console.log(NM_FINAL.format); // gameByGame
 * ```
 */
export const NM_FINAL: FinalRules = deepFreeze({
  name: 'NM final',
  source: 'seed 000 §21, §27',
  format: 'gameByGame',
});

/**
 * The Lightning-NM final (NOF §27): best of 3, then game by game.
 *
 * @category Rules
 * @example
 * ```ts
 * import { LIGHTNING_NM_FINAL } from 'mindsport/othello';
 * console.log(LIGHTNING_NM_FINAL.format); // lightningNm
 * ```
 */
export const LIGHTNING_NM_FINAL: FinalRules = deepFreeze({
  name: 'Lightning-NM final',
  source: 'seed 000 §27; spec othello.md Decision 15',
  format: 'lightningNm',
});

/**
 * The KOA final (KOA IV): best of 3.
 *
 * @category Rules
 * @example
 * ```ts
 * import { KOA_FINAL } from 'mindsport/othello';
 * console.log(KOA_FINAL.format); // koa
 * ```
 */
export const KOA_FINAL: FinalRules = deepFreeze({
  name: 'KOA final',
  source: 'seed 001 IV',
  format: 'koa',
});

/**
 * Every final preset by its export name.
 *
 * @category Rules
 * @example
 * ```ts
 * import { OTHELLO_FINAL_PRESETS } from 'mindsport/othello';
 * console.log(Object.keys(OTHELLO_FINAL_PRESETS).join(' ')); // NM_FINAL LIGHTNING_NM_FINAL KOA_FINAL
 * ```
 */
export const OTHELLO_FINAL_PRESETS: {
  /** {@link NM_FINAL} */
  readonly NM_FINAL: FinalRules;
  /** {@link LIGHTNING_NM_FINAL} */
  readonly LIGHTNING_NM_FINAL: FinalRules;
  /** {@link KOA_FINAL} */
  readonly KOA_FINAL: FinalRules;
} = deepFreeze({ NM_FINAL, LIGHTNING_NM_FINAL, KOA_FINAL });

/**
 * A final game with its disc counts.
 *
 * @category Documents
 */
export interface FinalGame {
  /** Black's player id. */
  readonly black: PlayerId;
  /** Black's discs. */
  readonly blackDiscs: number;
  /** White's player id. */
  readonly white: PlayerId;
  /** White's discs. */
  readonly whiteDiscs: number;
}

/**
 * A final (or play-off) in progress: the finalists and the games so far.
 *
 * @category Documents
 */
export interface FinalInput {
  /** The higher-ranked player after the preliminary rounds (NOF §20, KOA IV.2). */
  readonly higherRanked: PlayerId;
  /** The other finalist. */
  readonly lowerRanked: PlayerId;
  /** The final games so far, in order. */
  readonly games: readonly FinalGame[];
}

/**
 * Where a final stands.
 *
 * @category Standings
 */
export interface FinalState {
  /** The rules' name. */
  readonly rules: string;
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
  /** Discs of each finalist over the final games (empty squares to the winner). */
  readonly discs: Readonly<Record<PlayerId, number>>;
  /** Games played. */
  readonly gamesPlayed: number;
}

/** The running score of a final: index 0 the higher-ranked, 1 the other, in half-points and discs. */
interface Tally {
  readonly half: [number, number];
  readonly discs: [number, number];
  winner: 0 | 1 | null;
  previousBlack: 0 | 1 | null;
}

/**
 * Says where a final or play-off stands (NOF §21, §27; KOA IV; spec §6): decided or not,
 * the winner, and who chooses the colour next (or who must play black). Checks that each
 * game is between the finalists, that alternating colours were respected and that no game
 * follows the deciding one.
 *
 * @category Standings
 * @param final - the finalists and the games so far
 * @param rules - how the final is played: {@link NM_FINAL}, {@link LIGHTNING_NM_FINAL}, {@link KOA_FINAL}
 * @returns the state, frozen
 * @throws {@link mindsport!MindsportError} shape codes for a malformed final or rules, `NOT_A_FINALIST`, `FINAL_COLOUR_ORDER`, `GAME_AFTER_FINAL_DECIDED` and the disc-count codes
 * @example
 * ```ts
 * import { KOA_FINAL, finalState } from 'mindsport/othello';
 * const state = finalState(
 *   {
 *     higherRanked: 'kim',
 *     lowerRanked: 'lee',
 *     games: [{ black: 'kim', blackDiscs: 40, white: 'lee', whiteDiscs: 24 }, { black: 'lee', blackDiscs: 32, white: 'kim', whiteDiscs: 32 }],
 *   },
 *   KOA_FINAL,
 * );
 * console.log(state.decided, state.colourChoice); // false kim
 * ```
 */
export function finalState(final: FinalInput, rules: FinalRules): FinalState {
  const format = checkFinalRules(rules);
  const [high, low] = checkFinalists(final);
  const tally: Tally = { half: [0, 0], discs: [0, 0], winner: null, previousBlack: null };
  final.games.forEach((game, index) => {
    playFinalGame(tally, format, game, index, [high, low]);
  });
  const played = final.games.length;
  const ids = [high, low] as const;
  let colourChoice: PlayerId | null = null;
  let nextBlack: PlayerId | null = null;
  if (tally.winner === null) {
    if (played === 0) colourChoice = high;
    else if (format === 'koa' && played === 2) {
      // KOA IV.6: more discs over games 1–2 chooses, else the higher qualifier.
      colourChoice = tally.discs[1] > tally.discs[0] ? low : high;
    } else nextBlack = ids[1 - (tally.previousBlack as number)] as PlayerId;
  }
  return deepFreeze({
    rules: rules.name,
    decided: tally.winner !== null,
    winner: tally.winner === null ? null : ids[tally.winner],
    colourChoice,
    nextBlack,
    points: { [high]: frozenHalf(tally.half[0]), [low]: frozenHalf(tally.half[1]) },
    discs: { [high]: tally.discs[0], [low]: tally.discs[1] },
    gamesPlayed: played,
  });
}

function frozenHalf(half: number): Fraction {
  const value = Fraction.of(half, 2);
  Object.freeze(value);
  return value;
}

/** The final rules, checked: `{ name, source?, format }`. */
function checkFinalRules(given: unknown): FinalFormat {
  checkRecord(given, ['rules'], THROW);
  const rules = given as Record<string, unknown>;
  checkFields(rules, ['name', 'source', 'format'], ['rules'], THROW, ['name', 'format']);
  checkString(rules.name, ['rules', 'name'], THROW);
  if (rules.source !== undefined) checkString(rules.source, ['rules', 'source'], THROW, true);
  checkOneOf(rules.format, FINAL_FORMATS, ['rules', 'format'], THROW);
  return rules.format as FinalFormat;
}

/** The final's fields, checked: two different finalists and a list of games. */
function checkFinalists(given: unknown): readonly [PlayerId, PlayerId] {
  checkRecord(given, [], THROW);
  const final = given as Record<string, unknown>;
  checkFields(final, ['higherRanked', 'lowerRanked', 'games'], [], THROW, [
    'higherRanked',
    'lowerRanked',
    'games',
  ]);
  checkString(final.higherRanked, ['higherRanked'], THROW, true);
  checkString(final.lowerRanked, ['lowerRanked'], THROW, true);
  checkList(final.games, ['games'], THROW);
  if (final.higherRanked === final.lowerRanked) {
    fail(
      problemAt(
        'NOT_A_FINALIST',
        ['lowerRanked'],
        final.lowerRanked,
        `${show(final.lowerRanked)} is also the higher-ranked finalist`,
      ),
    );
  }
  return [final.higherRanked as PlayerId, final.lowerRanked as PlayerId];
}

/** One final game: checked (score, finalists, colour order, after the end), then counted. */
function playFinalGame(
  tally: Tally,
  format: FinalFormat,
  game: FinalGame,
  index: number,
  ids: readonly [PlayerId, PlayerId],
): void {
  const path = ['games', index];
  checkRecord(game, path, THROW);
  if (tally.winner !== null) {
    fail(problemAt('GAME_AFTER_FINAL_DECIDED', path, game, `comes after ${show(ids[tally.winner])} had won`));
  }
  checkFields(
    game as unknown as Record<string, unknown>,
    ['black', 'blackDiscs', 'white', 'whiteDiscs'],
    path,
    THROW,
    ['black', 'blackDiscs', 'white', 'whiteDiscs'],
  );
  reportScoreProblems(game as unknown as Record<string, unknown>, path, THROW);
  const black = roleOf(game.black, ids);
  const white = roleOf(game.white, ids);
  if (black === undefined || white === undefined || black === white) {
    fail(
      problemAt('NOT_A_FINALIST', path, game, `the game must be between ${show(ids[0])} and ${show(ids[1])}`),
    );
  }
  const fixed = expectedBlack(format, index, tally.previousBlack);
  if (fixed !== null && black !== fixed) {
    fail(
      problemAt(
        'FINAL_COLOUR_ORDER',
        [...path, 'black'],
        game.black,
        `colours swap every game, so ${show(ids[fixed])} plays black`,
      ),
    );
  }
  tally.previousBlack = black;
  const blackHalf = game.blackDiscs > game.whiteDiscs ? 2 : game.blackDiscs === game.whiteDiscs ? 1 : 0;
  tally.half[black] += blackHalf;
  tally.half[white] += 2 - blackHalf;
  const [blackDiscs, whiteDiscs] = withEmpties(game.blackDiscs, game.whiteDiscs);
  tally.discs[black] += blackDiscs;
  tally.discs[white] += whiteDiscs;
  const gameWinner = blackHalf === 1 ? null : blackHalf === 2 ? black : white;
  tally.winner = decide(format, index + 1, gameWinner, tally);
}

/** 0 for the higher-ranked finalist, 1 for the other, undefined for anyone else. */
function roleOf(id: unknown, ids: readonly [PlayerId, PlayerId]): 0 | 1 | undefined {
  return id === ids[0] ? 0 : id === ids[1] ? 1 : undefined;
}

/** The disc counts with the empty squares to the winner (KOA V.8). */
function withEmpties(black: number, white: number): [number, number] {
  if (black > white) return [64 - white, white];
  if (white > black) return [black, 64 - black];
  return [32, 32];
}

/** Who must play black in game `index` (0-based) because colours swap, or null when a player chooses. */
function expectedBlack(format: FinalFormat, index: number, previousBlack: 0 | 1 | null): 0 | 1 | null {
  if (index === 0 || previousBlack === null) return null;
  if (format === 'koa' && index >= 2) return null;
  return previousBlack === 0 ? 1 : 0;
}

/** The winner once the format says the final is decided (index 0 or 1), else null. */
function decide(format: FinalFormat, played: number, gameWinner: 0 | 1 | null, tally: Tally): 0 | 1 | null {
  const lead = tally.half[0] - tally.half[1];
  const leader = lead > 0 ? 0 : 1;
  if (format === 'gameByGame') return gameWinner;
  if (format === 'lightningNm') {
    if (played < 3) return Math.abs(lead) > 2 * (3 - played) ? leader : null;
    if (played === 3) return lead === 0 ? null : leader;
    return gameWinner;
  }
  // KOA IV: 2–0 after game 2 ends it; otherwise game 3 decides by points, discs, qualifier.
  if (played === 2) return Math.abs(lead) === 4 ? leader : null;
  if (played === 3) {
    if (lead !== 0) return leader;
    return tally.discs[0] - tally.discs[1] < 0 ? 1 : 0;
  }
  return null;
}

/**
 * The players who go on to the final, and a play-off when a shared place stands in the way.
 *
 * @category Standings
 */
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
 * @category Standings
 * @param standings - the standings after the preliminary rounds
 * @returns the qualified players and the play-off group, frozen
 * @throws {@link mindsport!MindsportError} `NOT_AN_OBJECT` or `NOT_A_LIST` when `standings` is not a standings result
 * @example
 * ```ts
 * import { NOF_SWISS, othelloStandings, selectFinalists } from 'mindsport/othello';
 * const standings = othelloStandings({
 *   players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }],
 *   rounds: [{ games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 }] }],
 * }, NOF_SWISS);
 * console.log(selectFinalists(standings)); // { qualified: [ 'a', 'b' ], playOff: [] }
 * ```
 */
export function selectFinalists(standings: OthelloStandings): FinalistSelection {
  checkRecord(standings, ['standings'], THROW);
  checkList(standings.rows, ['standings', 'rows'], THROW);
  standings.rows.forEach((row, index) => {
    checkRecord(row, ['standings', 'rows', index], THROW);
  });
  const rows = standings.rows.filter((row) => !row.withdrawn);
  const qualified: PlayerId[] = [];
  let index = 0;
  while (index < rows.length && qualified.length < 2) {
    const place = (rows[index] as OthelloStandings['rows'][number]).place;
    const group = rows.filter((row) => row.place === place).map((row) => row.playerId);
    if (qualified.length + group.length > 2) return deepFreeze({ qualified, playOff: group });
    qualified.push(...group);
    index += group.length;
  }
  return deepFreeze({ qualified, playOff: [] });
}
