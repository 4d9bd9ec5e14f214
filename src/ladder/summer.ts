/**
 * The summer competition (seed 002, *Zomercompetitie reglement*): its standings (summer
 * rules 5, 7) and the next evening's pairing (summer rules 3–4).
 *
 * @module
 */
import {
  checkList,
  collectProblems,
  createRandom,
  deepFreeze,
  Fraction,
  problemAt,
  rank,
  readOptions,
  show,
  THROW,
  unwrapValidation,
} from '../core/internal.js';

import { nearestPairs } from './nearest-pairs.js';
import { type LadderAfterRoundOption, optionId, readRoundOptions, readSeed, requireOption } from './read.js';
import type { LadderRankedRow } from './rows.js';
import { assertLadderSummerRules, type LadderSummerRules, SUMMER_COMPETITION } from './summer-rules.js';
import { type LadderSummerSeason, runSummer, type SummerState, type SummerTally } from './summer-season.js';
import { tieBreakCriteria } from './tie-breaks.js';

/**
 * One row of the summer standings.
 *
 * @category Standings
 */
export interface LadderSummerStandingsRow extends LadderRankedRow {
  /** Points (summer rule 5; spec decision 12). */
  readonly points: Fraction;
  /** Games played. */
  readonly games: number;
  /** Games won. */
  readonly wins: number;
  /** Absent evenings (scored or not). */
  readonly absences: number;
  /** Evenings as the odd player out. */
  readonly oddEvenings: number;
}

/**
 * The summer standings.
 *
 * @category Standings
 */
export interface LadderSummerStandings {
  /** The rules' name. */
  readonly rules: string;
  /** The evening the standings stand after. */
  readonly afterRound: number;
  /** Every participant, best first. */
  readonly rows: readonly LadderSummerStandingsRow[];
}

/**
 * Options of {@link ladderSummerStandings}.
 *
 * @category Standings
 */
export type LadderSummerStandingsOptions = LadderAfterRoundOption;

/**
 * Standings of the summer competition: per game win 2, draw 1, loss 0; an absent evening
 * 1 point (at most 3 times); the odd player out 2 points (not a game); ties decided by
 * fewer games, then the mutual results (only when every tied pair met, once per group),
 * then more wins; still tied → shared place.
 *
 * Rules: seed 002 summer rules 4, 5, 7; spec decisions 8, 12.
 *
 * @category Standings
 * @param document - the summer log
 * @param rules - the rules (default {@link SUMMER_COMPETITION})
 * @param options - `afterRound` for the standings after that evening
 * @returns every participant, best first
 * @throws `MindsportError` the first problem of the rules, the log or the options, with all attached
 * @example
 * ```ts
 * import { ladderSummerStandings } from 'mindsport/ladder';
 * const { rows } = ladderSummerStandings({
 *   players: [{ id: 'ann' }, { id: 'bob' }, { id: 'cas' }],
 *   rounds: [{ present: ['ann', 'bob', 'cas'], matches: [{ first: 'ann', second: 'bob', results: ['1-0', '1/2-1/2'] }], oddPlayer: 'cas' }],
 * });
 * console.log(rows.map((row) => `${row.playerId} ${row.points}`).join(', ')); // ann 3, cas 2, bob 1
 * ```
 */
export function ladderSummerStandings(
  document: LadderSummerSeason,
  rules: LadderSummerRules = SUMMER_COMPETITION,
  options: LadderSummerStandingsOptions = {},
): LadderSummerStandings {
  const complete = readSummer(document, rules, Number.POSITIVE_INFINITY);
  const played = document.rounds.length;
  const { afterRound } = readRoundOptions<LadderSummerStandingsOptions>(options, ['afterRound'], played);
  const state = afterRound === played ? complete : runSummer(document, rules, THROW, afterRound);
  return deepFreeze({ rules: rules.name, afterRound, rows: summerRows(state, rules) });
}

/** Checks the rules and the log, throwing the first problem with all attached; tallies up to `afterRound`. */
function readSummer(document: LadderSummerSeason, rules: LadderSummerRules, afterRound: number): SummerState {
  assertLadderSummerRules(rules);
  return unwrapValidation(collectProblems((report) => runSummer(document, rules, report, afterRound)));
}

/** The standings rows of a tally: points, then the rules' tie-breaks (summer rule 7). */
function summerRows(state: SummerState, rules: LadderSummerRules): LadderSummerStandingsRow[] {
  const count = state.tallies.length;
  const mutual = (a: number, b: number) => state.mutual.get(a * count + b);
  return rank(state.tallies, {
    id: (row) => row.id,
    criteria: [
      { name: 'points', value: (row: SummerTally) => row.points },
      ...tieBreakCriteria<SummerTally>(rules.tieBreaks, mutual),
    ],
  }).map((entry) => ({
    place: entry.place,
    lastPlace: entry.lastPlace,
    placeLabel: entry.placeLabel,
    shared: entry.shared,
    playerId: entry.id,
    name: entry.row.name,
    decidedBy: entry.decidedBy,
    points: Fraction.of(entry.row.points),
    games: entry.row.games,
    wins: entry.row.wins,
    absences: entry.row.absences,
    oddEvenings: entry.row.oddEvenings,
  }));
}

/**
 * Options of {@link pairLadderSummerRound}.
 *
 * @category Pairing
 */
export interface LadderSummerPairingOptions {
  /** Ids of the players present (required). */
  readonly present: readonly string[];
  /** Seed of the lot (required): a whole number or text. */
  readonly seed: number | string;
}

/**
 * A proposed summer match.
 *
 * @category Pairing
 */
export interface LadderSummerPairing {
  /** White in the first game. */
  readonly first: string;
  /** Black in the first game, white in the second. */
  readonly second: string;
  /** Whether they met before (only when unavoidable). */
  readonly repeat: boolean;
}

/**
 * The proposal for the next summer evening.
 *
 * @category Pairing
 */
export interface LadderSummerPairingProposal {
  /** The rules' name. */
  readonly rules: string;
  /** The evening being paired (1-based). */
  readonly round: number;
  /** The matches. */
  readonly matches: readonly LadderSummerPairing[];
  /** The odd player out, chosen by lot among those not yet odd when possible, or null. */
  readonly oddPlayer: string | null;
}

/**
 * Proposes the next summer evening: the first by lot, later ones against the nearest on
 * the current standings, repeats avoided when possible (optimal matching); with an odd
 * number present one player sits out by lot, preferring those who have not sat out yet.
 *
 * Rules: seed 002 summer rules 3–4; spec decisions 12–13 (the lot for the odd player is a
 * documented choice: the summer rules say nothing).
 *
 * @category Pairing
 * @param document - the summer so far
 * @param rules - the rules (default {@link SUMMER_COMPETITION})
 * @param options - `present` and the `seed` of the lot
 * @returns the matches and the odd player
 * @throws `MindsportError` a problem of the rules or the log; `MISSING_FIELD`, `UNKNOWN_ID`, `DUPLICATE_PRESENT`, `PLAYER_NOT_YET_JOINED`, `BAD_OPTION` in the options
 * @example
 * ```ts
 * import { pairLadderSummerRound, SUMMER_COMPETITION } from 'mindsport/ladder';
 * const next = pairLadderSummerRound({ players: [{ id: 'ann' }, { id: 'bob' }], rounds: [] }, SUMMER_COMPETITION, {
 *   present: ['ann', 'bob'],
 *   seed: 'june-1',
 * });
 * console.log(next.matches.length, next.oddPlayer); // 1 null
 * ```
 */
export function pairLadderSummerRound(
  document: LadderSummerSeason,
  rules: LadderSummerRules = SUMMER_COMPETITION,
  options: LadderSummerPairingOptions,
): LadderSummerPairingProposal {
  const state = readSummer(document, rules, Number.POSITIVE_INFINITY);
  const round = document.rounds.length + 1;
  const { present, seed } = readSummerPairingOptions(options, state, round);
  const random = createRandom(seed);
  let order: number[];
  if (round === 1) order = random.shuffle(present);
  else {
    const position = new Map(
      summerRows(state, rules).map((row, at) => [state.index.get(row.playerId) as number, at]),
    );
    order = [...present].sort((a, b) => (position.get(a) as number) - (position.get(b) as number));
  }
  let odd = -1;
  if (order.length % 2 === 1) {
    const fresh = order.filter((player) => (state.tallies[player] as SummerTally).oddEvenings === 0);
    odd = random.pick(fresh.length > 0 ? fresh : order);
    order = order.filter((player) => player !== odd);
  }
  const count = state.tallies.length;
  const met = (a: number, b: number) => state.met.has(Math.min(a, b) * count + Math.max(a, b));
  const { pairs } = nearestPairs({
    count: order.length,
    allowed: () => true,
    repeat: (i, j) => met(order[i] as number, order[j] as number),
    distance: (i, j) => Math.abs(i - j),
  });
  const idOf = (player: number) => (state.tallies[player] as SummerTally).id;
  return deepFreeze({
    rules: rules.name,
    round,
    matches: pairs.map(([i, j]) => ({
      first: idOf(order[i] as number),
      second: idOf(order[j] as number),
      repeat: met(order[i] as number, order[j] as number),
    })),
    oddPlayer: odd < 0 ? null : idOf(odd),
  });
}

/** `present` (known ids, each once, joined by the evening) and `seed` (a whole number or text). */
function readSummerPairingOptions(
  options: unknown,
  state: SummerState,
  round: number,
): { present: number[]; seed: number | string } {
  const read = readOptions<LadderSummerPairingOptions>(options, ['present', 'seed']);
  requireOption(read, 'present');
  requireOption(read, 'seed');
  const seed = readSeed(read.seed);
  checkList(read.present, ['options', 'present'], THROW);
  const present: number[] = [];
  const seen = new Set<number>();
  for (const [index, id] of (read.present as readonly unknown[]).entries()) {
    const path = ['options', 'present', index];
    const at = optionId(id, path, state.index, 'a participant');
    if (seen.has(at as number))
      THROW(problemAt('DUPLICATE_PRESENT', path, id, `${show(id)} is listed twice`));
    seen.add(at as number);
    const join = state.joinRound[at as number] as number;
    if (join > round)
      THROW(problemAt('PLAYER_NOT_YET_JOINED', path, id, `${show(id)} joins only on evening ${join}`));
    present.push(at as number);
  }
  return { present, seed };
}
