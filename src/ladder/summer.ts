import { checkList, checkOneOf, checkRecord, checkString, problemAt, THROW } from '../core/check.js';
import {
  collectProblems,
  type ErrorPath,
  MindsportError,
  type Problem,
  type Report,
  unwrapValidation,
  type Validation,
} from '../core/errors.js';
import { Fraction } from '../core/fraction.js';
import { requireInteger, show } from '../core/guards.js';
import { createRandom } from '../core/random.js';
import { type RankCriterion, rank } from '../core/ranking.js';
import { nearestPairs } from './nearest-pairs.js';
import type { GameResult } from './season.js';

/** Keys deciding equal points in the summer competition (summer rules 7). */
export const SUMMER_TIE_BREAKS = Object.freeze(['fewerGames', 'headToHead', 'moreWins'] as const);
/** One of {@link SUMMER_TIE_BREAKS}. */
export type SummerTieBreak = (typeof SUMMER_TIE_BREAKS)[number];

/** The rules of the summer competition as data. */
export interface SummerConfig {
  /** Games per evening against the same opponent, alternating colours (summer rules 4: 2). */
  readonly gamesPerEvening: number;
  /** Points for a win (summer rules 5: 2). */
  readonly winPoints: number;
  /** Points for a draw (summer rules 5: 1). */
  readonly drawPoints: number;
  /** Points for a loss (summer rules 5: 0). */
  readonly lossPoints: number;
  /** Points for an evening absent (summer rules 5: 1). */
  readonly absencePoints: number;
  /** How many absent evenings score (summer rules 5: 3). */
  readonly absenceCap: number;
  /** Points for the odd player out of an evening; not a game, no cap (spec decision 12: 2). */
  readonly oddPlayerPoints: number;
  /** Keys deciding equal points, in order (summer rules 7). */
  readonly tieBreaks: readonly SummerTieBreak[];
}

/**
 * The seed club's summer competition.
 *
 * @example
 * ```ts
 * import { SUMMER_COMPETITION } from 'mindsport/ladder';
 * console.log(SUMMER_COMPETITION.winPoints, SUMMER_COMPETITION.gamesPerEvening); // 2 2
 * ```
 */
export const SUMMER_COMPETITION: SummerConfig = Object.freeze({
  gamesPerEvening: 2,
  winPoints: 2,
  drawPoints: 1,
  lossPoints: 0,
  absencePoints: 1,
  absenceCap: 3,
  oddPlayerPoints: 2,
  tieBreaks: Object.freeze(['fewerGames', 'headToHead', 'moreWins'] as const),
});

/** A participant (members and non-members alike, summer rules 2). */
export interface SummerPlayer {
  /** Unique id. */
  readonly id: string;
  /** Display name. */
  readonly name?: string;
  /** First evening (1-based) for a late entrant; earlier evenings do not count for them. */
  readonly joinRound?: number;
}

/** One evening's match: the same two players play `gamesPerEvening` games, alternating colours. */
export interface SummerMatch {
  /** The player with white in the first game. */
  readonly first: string;
  /** The player with black in the first game (white in the second). */
  readonly second: string;
  /** Results game by game, each with that game's white player first (`'1-0'` = white won). */
  readonly results: readonly GameResult[];
}

/** One summer evening. */
export interface SummerRound {
  /** Ids of the participants present. */
  readonly present: readonly string[];
  /** The matches played. */
  readonly matches: readonly SummerMatch[];
  /** The odd player out, if the number present was odd. */
  readonly oddPlayer?: string;
}

/** A summer competition log. */
export interface SummerSeason {
  /** The participants, in order of entry. */
  readonly players: readonly SummerPlayer[];
  /** The evenings played. */
  readonly rounds: readonly SummerRound[];
}

/** One row of the summer standings. */
export interface SummerStanding {
  /** The player's id. */
  readonly playerId: string;
  /** Place, 1-based; shared places carry the first place of the group. */
  readonly place: number;
  /** Last place of a shared group. */
  readonly lastPlace: number;
  /** Whether the place is shared after every key. */
  readonly shared: boolean;
  /** `'3'` or `'3–4'`. */
  readonly placeLabel: string;
  /** Points (summer rules 5; spec decision 12). */
  readonly points: Fraction;
  /** Games played. */
  readonly games: number;
  /** Games won. */
  readonly wins: number;
  /** Absent evenings (scored or not). */
  readonly absences: number;
  /** Evenings as the odd player out. */
  readonly oddEvenings: number;
  /** The key that separated this player from the one above. */
  readonly decidedBy: string | null;
}

interface Tally {
  readonly player: number;
  readonly id: string;
  points: number;
  games: number;
  wins: number;
  absences: number;
  absencesScored: number;
  oddEvenings: number;
}

const RESULT_SCORE: Record<string, [number, number]> = { '1-0': [2, 0], '1/2-1/2': [1, 1], '0-1': [0, 2] };

interface SummerState {
  readonly tallies: Tally[];
  readonly index: Map<string, number>;
  /** Mutual points of a against b, keyed `a * count + b`. */
  readonly mutual: Map<number, number>;
  /** Pairs who met, keyed by the smaller index × count + larger. */
  readonly met: Set<number>;
}

/** A problem of the log as plain data (the validation lists at most 1,000 of them). */
function problem(code: string, message: string, options: { path?: ErrorPath; value?: unknown }): Problem {
  return { code, message, path: options.path ?? [], value: options.value };
}

function runSummer(season: SummerSeason, config: SummerConfig, report: Report): SummerState {
  const players: readonly SummerPlayer[] = Array.isArray(season?.players) ? season.players : [];
  const rounds: readonly SummerRound[] = Array.isArray(season?.rounds) ? season.rounds : [];
  if (!Array.isArray(season?.players) || !Array.isArray(season?.rounds)) {
    report(
      problem('BAD_SEASON', `summer season: needs a list "players" and a list "rounds"`, {
        value: season,
      }),
    );
  }
  const count = players.length;
  const index = new Map<string, number>();
  const joinRound: number[] = [];
  players.forEach((player, at) => {
    if (typeof player?.id !== 'string' || player.id === '' || index.has(player.id)) {
      report(
        problem('BAD_ID', `players[${at}]: id ${show(player?.id)} is missing or used twice`, {
          path: ['players', at, 'id'],
          value: player?.id,
        }),
      );
    }
    if (typeof player?.id === 'string') index.set(player.id, at);
    // A display name that is not text was kept as it was (issue 23 §3: silently accepted).
    if (player?.name !== undefined) checkString(player.name, ['players', at, 'name'], report, true);
    const join = player?.joinRound ?? 1;
    if (!Number.isSafeInteger(join) || join < 1) {
      report(
        problem('BAD_JOIN_ROUND', `players[${at}]: joinRound ${show(join)} is not an evening`, {
          path: ['players', at, 'joinRound'],
          value: join,
        }),
      );
      // Only a round number is compared with rounds later: comparing another value turns it
      // into text, and a list nested ten thousand levels deep overflows the stack (issue 23 §3).
      joinRound.push(1);
      return;
    }
    joinRound.push(join);
  });
  const tallies: Tally[] = players.map((player, at) => ({
    player: at,
    id: typeof player?.id === 'string' ? player.id : `#${at}`,
    points: 0,
    games: 0,
    wins: 0,
    absences: 0,
    absencesScored: 0,
    oddEvenings: 0,
  }));
  const mutual = new Map<number, number>();
  const met = new Set<number>();
  const points = { win: config.winPoints, draw: config.drawPoints, loss: config.lossPoints };
  const value = (score: number) => (score === 2 ? points.win : score === 1 ? points.draw : points.loss);
  rounds.forEach((round, r) => {
    const roundNumber = r + 1;
    if (
      round === null ||
      typeof round !== 'object' ||
      !Array.isArray(round.present) ||
      !Array.isArray(round.matches)
    ) {
      report(
        problem('BAD_ROUND', `evening ${roundNumber}: needs a list "present" and a list "matches"`, {
          path: ['rounds', r],
          value: round,
        }),
      );
      return;
    }
    const present = new Set<number>();
    const busy = new Set<number>();
    const lookup = (id: unknown, path: (string | number)[]): number => {
      const at = typeof id === 'string' ? index.get(id) : undefined;
      if (at === undefined) {
        report(
          problem('UNKNOWN_PLAYER', `evening ${roundNumber}: unknown player ${show(id)}`, {
            path,
            value: id,
          }),
        );
        return -1;
      }
      return at;
    };
    round.present.forEach((id, i) => {
      const at = lookup(id, ['rounds', r, 'present', i]);
      if (at < 0) return;
      if (joinRound[at]! > roundNumber) {
        report(
          problem(
            'PLAYER_NOT_YET_JOINED',
            `evening ${roundNumber}: ${show(id)} joins only on evening ${joinRound[at]}`,
            {
              path: ['rounds', r, 'present', i],
              value: id,
            },
          ),
        );
        return;
      }
      if (present.has(at)) {
        report(
          problem('DUPLICATE_PRESENT', `evening ${roundNumber}: ${show(id)} is listed present twice`, {
            path: ['rounds', r, 'present', i],
            value: id,
          }),
        );
        return;
      }
      present.add(at);
    });
    const claim = (at: number, path: (string | number)[]): boolean => {
      if (!present.has(at)) {
        report(
          problem(
            'PLAYER_NOT_PRESENT',
            `evening ${roundNumber}: result for ${show(tallies[at]!.id)}, who is not present`,
            {
              path,
              value: tallies[at]!.id,
            },
          ),
        );
        return false;
      }
      if (busy.has(at)) {
        report(
          problem(
            'DUPLICATE_ENTRY',
            `evening ${roundNumber}: player ${show(tallies[at]!.id)} has two results`,
            {
              path,
              value: tallies[at]!.id,
            },
          ),
        );
        return false;
      }
      busy.add(at);
      return true;
    };
    round.matches.forEach((match: SummerMatch, m: number) => {
      const path = ['rounds', r, 'matches', m];
      if (match === null || typeof match !== 'object') {
        report(
          problem('BAD_ENTRY', `evening ${roundNumber}: match ${m + 1} ${show(match)} is not an object`, {
            path,
            value: match,
          }),
        );
        return;
      }
      const first = lookup(match.first, [...path, 'first']);
      const second = lookup(match.second, [...path, 'second']);
      if (first < 0 || second < 0) return;
      if (first === second) {
        report(
          problem('SAME_PLAYER', `evening ${roundNumber}: ${show(match.first)} plays themself`, {
            path,
            value: match.first,
          }),
        );
        return;
      }
      if (!Array.isArray(match.results) || match.results.length !== config.gamesPerEvening) {
        report(
          problem(
            'BAD_RESULT',
            `evening ${roundNumber}: match ${show(match.first)}–${show(match.second)} needs ${config.gamesPerEvening} results, got ${show(match.results)}`,
            { path: [...path, 'results'], value: match.results },
          ),
        );
        return;
      }
      const okFirst = claim(first, [...path, 'first']);
      const okSecond = claim(second, [...path, 'second']);
      if (!okFirst || !okSecond) return;
      met.add(Math.min(first, second) * count + Math.max(first, second));
      match.results.forEach((result: GameResult, g: number) => {
        // Only text is looked up: a key that is not text would be turned into text first, and a
        // list nested ten thousand levels deep overflows the stack doing so (issue 23 §3).
        const scores = typeof result === 'string' ? RESULT_SCORE[result] : undefined;
        if (!scores) {
          report(
            problem(
              'BAD_RESULT',
              `evening ${roundNumber}: game ${g + 1} of ${show(match.first)}–${show(match.second)}: result ${show(result)}`,
              {
                path: [...path, 'results', g],
                value: result,
              },
            ),
          );
          return;
        }
        // Colours alternate: `first` has white in games 1, 3, …
        const [white, black] = g % 2 === 0 ? [first, second] : [second, first];
        for (const [player, opponent, score] of [
          [white, black, scores[0]],
          [black, white, scores[1]],
        ] as const) {
          const tally = tallies[player]!;
          tally.points += value(score);
          tally.games += 1;
          if (score === 2) tally.wins += 1;
          const key = player * count + opponent;
          mutual.set(key, (mutual.get(key) ?? 0) + value(score));
        }
      });
    });
    if (round.oddPlayer !== undefined) {
      const at = lookup(round.oddPlayer, ['rounds', r, 'oddPlayer']);
      if (at >= 0 && claim(at, ['rounds', r, 'oddPlayer'])) {
        tallies[at]!.points += config.oddPlayerPoints;
        tallies[at]!.oddEvenings += 1;
      }
    }
    for (const tally of tallies) {
      if (busy.has(tally.player) || joinRound[tally.player]! > roundNumber) continue;
      tally.absences += 1;
      if (tally.absencesScored < config.absenceCap) {
        tally.absencesScored += 1;
        tally.points += config.absencePoints;
      }
    }
  });
  return { tallies, index, mutual, met };
}

function rankSummer(state: SummerState, config: SummerConfig, count: number): SummerStanding[] {
  const criterion = (key: SummerTieBreak): RankCriterion<Tally> => {
    switch (key) {
      case 'fewerGames':
        return { name: key, value: (row) => row.games, order: 'asc' };
      case 'headToHead':
        return {
          name: key,
          headToHead: (a, b) => state.mutual.get(a.player * count + b.player),
          requireAllMet: true,
          reapply: false,
        };
      case 'moreWins':
        return { name: key, value: (row) => row.wins };
    }
  };
  return rank(state.tallies, {
    id: (row) => row.id,
    criteria: [{ name: 'points', value: (row) => row.points }, ...config.tieBreaks.map(criterion)],
  }).map((entry) => ({
    playerId: entry.id,
    place: entry.place,
    lastPlace: entry.lastPlace,
    shared: entry.shared,
    placeLabel: entry.placeLabel,
    points: Fraction.of(entry.row.points),
    games: entry.row.games,
    wins: entry.row.wins,
    absences: entry.row.absences,
    oddEvenings: entry.row.oddEvenings,
    decidedBy: entry.decidedBy,
  }));
}

function checkSummerConfig(config: SummerConfig): void {
  // null where the rules belong is a MindsportError, not a TypeError (issue 23 §3).
  checkRecord(config, ['config'], THROW);
  requireInteger(config.gamesPerEvening, ['gamesPerEvening'], { min: 1 });
  for (const key of [
    'winPoints',
    'drawPoints',
    'lossPoints',
    'absencePoints',
    'absenceCap',
    'oddPlayerPoints',
  ] as const) {
    requireInteger(config[key], [key], { min: 0 });
  }
  // The tie-breaks were not checked at all: a bad key reached the ranking (issue 23 §3).
  checkList(config.tieBreaks, ['tieBreaks'], THROW);
  const seen = new Set<string>();
  config.tieBreaks.forEach((key, index) => {
    checkOneOf(key, SUMMER_TIE_BREAKS, ['tieBreaks', index], THROW);
    if (seen.has(key)) {
      THROW(problemAt('DUPLICATE_KEY', ['tieBreaks', index], key, `${show(key)} appears twice`));
    }
    seen.add(key);
  });
}

/**
 * Checks a summer competition log and reports every problem at once.
 *
 * @param season - the summer log
 * @param config - the rules (default {@link SUMMER_COMPETITION})
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { validateSummerSeason } from 'mindsport/ladder';
 * const check = validateSummerSeason({ players: [{ id: 'ann' }], rounds: [{ present: [], matches: [], oddPlayer: 'ann' }] });
 * console.log(check.ok, check.problems[0]?.code); // false PLAYER_NOT_PRESENT
 * ```
 */
export function validateSummerSeason(
  season: SummerSeason,
  config: SummerConfig = SUMMER_COMPETITION,
): Validation<SummerSeason> {
  checkSummerConfig(config);
  return collectProblems((report) => {
    runSummer(season, config, report);
    return season;
  });
}

/**
 * Standings of the summer competition: per game win 2, draw 1, loss 0; an absent evening
 * 1 point (at most 3 times); the odd player out 2 points (not a game); ties decided by
 * fewer games, then the mutual results (only when every tied pair met, once per group),
 * then more wins; still tied → shared place.
 *
 * Rules: seed 002 summer rules 4, 5, 7; spec decisions 8, 12.
 *
 * @param season - the summer log
 * @param config - the rules (default {@link SUMMER_COMPETITION})
 * @returns every participant, best first
 * @throws {@link MindsportError} the first problem of {@link validateSummerSeason}
 * @example
 * ```ts
 * import { summerStandings } from 'mindsport/ladder';
 * const standings = summerStandings({
 *   players: [{ id: 'ann' }, { id: 'bob' }, { id: 'cas' }],
 *   rounds: [{ present: ['ann', 'bob', 'cas'], matches: [{ first: 'ann', second: 'bob', results: ['1-0', '1/2-1/2'] }], oddPlayer: 'cas' }],
 * });
 * console.log(standings.map((row) => `${row.playerId} ${row.points}`).join(', ')); // ann 3, cas 2, bob 1
 * ```
 */
export function summerStandings(
  season: SummerSeason,
  config: SummerConfig = SUMMER_COMPETITION,
): SummerStanding[] {
  unwrapValidation(validateSummerSeason(season, config));
  const state = runSummer(season, config, () => {});
  return rankSummer(state, config, season.players.length);
}

/** A proposed summer match. */
export interface SummerPairing {
  /** White in the first game. */
  readonly first: string;
  /** Black in the first game, white in the second. */
  readonly second: string;
  /** Whether they met before (only when unavoidable). */
  readonly repeat: boolean;
}

/** The proposal for the next summer evening. */
export interface SummerPairingProposal {
  /** The evening being paired (1-based). */
  readonly round: number;
  /** The matches. */
  readonly matches: readonly SummerPairing[];
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
 * @param season - the summer so far
 * @param present - ids of the players present
 * @param seed - seed of the lot
 * @param config - the rules (default {@link SUMMER_COMPETITION})
 * @returns the matches and the odd player
 * @throws {@link MindsportError} `UNKNOWN_PLAYER`, `DUPLICATE_PRESENT`, `PLAYER_NOT_YET_JOINED`, or a problem of the log
 * @example
 * ```ts
 * import { pairSummerRound } from 'mindsport/ladder';
 * const next = pairSummerRound({ players: [{ id: 'ann' }, { id: 'bob' }], rounds: [] }, ['ann', 'bob'], 'june-1');
 * console.log(next.matches.length, next.oddPlayer); // 1 null
 * ```
 */
export function pairSummerRound(
  season: SummerSeason,
  present: readonly string[],
  seed: number | string,
  config: SummerConfig = SUMMER_COMPETITION,
): SummerPairingProposal {
  unwrapValidation(validateSummerSeason(season, config));
  const state = runSummer(season, config, () => {});
  const count = season.players.length;
  const roundNumber = season.rounds.length + 1;
  checkList(present, ['present'], THROW);
  const seen = new Set<number>();
  const players: number[] = [];
  present.forEach((id, i) => {
    const at = state.index.get(id);
    if (at === undefined) {
      throw new MindsportError('UNKNOWN_PLAYER', `evening ${roundNumber}: unknown player ${show(id)}`, {
        path: ['present', i],
        value: id,
      });
    }
    if (seen.has(at)) {
      throw new MindsportError('DUPLICATE_PRESENT', `evening ${roundNumber}: ${show(id)} is listed twice`, {
        path: ['present', i],
        value: id,
      });
    }
    const join = season.players[at]?.joinRound ?? 1;
    if (join > roundNumber) {
      throw new MindsportError(
        'PLAYER_NOT_YET_JOINED',
        `evening ${roundNumber}: ${show(id)} joins only on evening ${join}`,
        { path: ['present', i], value: id },
      );
    }
    seen.add(at);
    players.push(at);
  });
  const random = createRandom(seed);
  let order: number[];
  if (season.rounds.length === 0) {
    order = random.shuffle(players);
  } else {
    const position = new Map(
      rankSummer(state, config, count).map((row, at) => [state.index.get(row.playerId)!, at]),
    );
    order = [...players].sort((a, b) => position.get(a)! - position.get(b)!);
  }
  let odd = -1;
  if (order.length % 2 === 1) {
    const fresh = order.filter((player) => state.tallies[player]!.oddEvenings === 0);
    odd = random.pick(fresh.length > 0 ? fresh : order);
    order = order.filter((player) => player !== odd);
  }
  const key = (a: number, b: number) => Math.min(a, b) * count + Math.max(a, b);
  const { pairs } = nearestPairs({
    count: order.length,
    allowed: () => true,
    repeat: (i, j) => state.met.has(key(order[i]!, order[j]!)),
    distance: (i, j) => Math.abs(i - j),
  });
  return {
    round: roundNumber,
    matches: pairs.map(([i, j]) => ({
      first: state.tallies[order[i]!]!.id,
      second: state.tallies[order[j]!]!.id,
      repeat: state.met.has(key(order[i]!, order[j]!)),
    })),
    oddPlayer: odd < 0 ? null : state.tallies[odd]!.id,
  };
}
