/**
 * The log of the summer competition (seed 002, *Zomercompetitie reglement*): its types,
 * its check, and the tally of points it gives (summer rules 4–5; spec decision 12).
 *
 * @module
 */
import {
  checkFields,
  checkInteger,
  checkList,
  checkOneOf,
  checkRecord,
  checkString,
  collectProblems,
  problemAt,
  type Report,
  show,
  unwrapValidation,
  type Validation,
} from '../core/internal.js';
import { LADDER_GAME_RESULTS, type LadderGameResult } from './season.js';
import { assertLadderSummerRules, type LadderSummerRules, SUMMER_COMPETITION } from './summer-rules.js';

/**
 * A participant (members and non-members alike, summer rule 2).
 *
 * @category Documents
 */
export interface LadderSummerPlayer {
  /** Unique id. */
  readonly id: string;
  /** Display name; rows show the id when there is none. */
  readonly name?: string;
  /** First evening (1-based) for a late entrant; earlier evenings do not count for them. */
  readonly joinRound?: number;
  /** The caller's own data; ignored. */
  readonly extra?: unknown;
}

/**
 * One evening's match: the same two players play `gamesPerEvening` games, alternating colours.
 *
 * @category Documents
 */
export interface LadderSummerMatch {
  /** The player with white in the first game. */
  readonly first: string;
  /** The player with black in the first game (white in the second). */
  readonly second: string;
  /** Results game by game, each with that game's white player first (`'1-0'` = white won). */
  readonly results: readonly LadderGameResult[];
  /** The caller's own data; ignored. */
  readonly extra?: unknown;
}

/**
 * One summer evening.
 *
 * @category Documents
 */
export interface LadderSummerRound {
  /** Ids of the participants present. */
  readonly present: readonly string[];
  /** The matches played. */
  readonly matches: readonly LadderSummerMatch[];
  /** The odd player out, if the number present was odd. */
  readonly oddPlayer?: string;
  /** The caller's own data; ignored. */
  readonly extra?: unknown;
}

/**
 * A summer competition log.
 *
 * @category Documents
 */
export interface LadderSummerSeason {
  /** The JSON Schema the file follows; ignored. */
  readonly $schema?: string;
  /** The participants, in order of entry. */
  readonly players: readonly LadderSummerPlayer[];
  /** The evenings played. */
  readonly rounds: readonly LadderSummerRound[];
  /** The caller's own data; ignored. */
  readonly extra?: unknown;
}

/** One participant's tally. */
export interface SummerTally {
  readonly player: number;
  id: string;
  name: string;
  points: number;
  games: number;
  wins: number;
  readonly winsWithBlack: 0;
  readonly blackHalves: 0;
  readonly startingPosition: 0;
  absences: number;
  absencesScored: number;
  oddEvenings: number;
}

/** A summer log read: every participant's tally and the mutual results. */
export interface SummerState {
  readonly tallies: SummerTally[];
  readonly index: Map<string, number>;
  readonly joinRound: number[];
  /** Mutual points of a against b, keyed `a * count + b`. */
  readonly mutual: Map<number, number>;
  /** Pairs who met, keyed by the smaller index × count + larger. */
  readonly met: Set<number>;
}

const SEASON_FIELDS = ['$schema', 'players', 'rounds'];
const PLAYER_FIELDS = ['id', 'name', 'joinRound'];
const ROUND_FIELDS = ['present', 'matches', 'oddPlayer'];
const MATCH_FIELDS = ['first', 'second', 'results'];

/** White's and black's score of a result, in half points. */
const RESULT_HALVES: Readonly<Record<string, readonly [number, number]>> = {
  '1-0': [2, 0],
  '1/2-1/2': [1, 1],
  '0-1': [0, 2],
};

/**
 * Checks a summer competition log and reports every problem at once: its shape, unknown
 * players, players listed twice, results for absent players, two results for one player.
 *
 * @category Documents
 * @param document - the summer log
 * @param rules - the rules (default {@link SUMMER_COMPETITION})
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { validateLadderSummerSeason } from 'mindsport/ladder';
 * const check = validateLadderSummerSeason({ players: [{ id: 'ann' }], rounds: [{ present: [], matches: [], oddPlayer: 'ann' }] });
 * console.log(check.ok, check.problems[0]?.code); // false PLAYER_NOT_PRESENT
 * ```
 */
export function validateLadderSummerSeason(
  document: LadderSummerSeason,
  rules: LadderSummerRules = SUMMER_COMPETITION,
): Validation<LadderSummerSeason> {
  assertLadderSummerRules(rules);
  return collectProblems((report) => {
    runSummer(document, rules, report, Number.POSITIVE_INFINITY);
    return document;
  });
}

/**
 * Checks a summer log like {@link validateLadderSummerSeason} and returns it, or throws
 * its first problem with every problem attached.
 *
 * @category Documents
 * @param document - the summer log
 * @param rules - the rules (default {@link SUMMER_COMPETITION})
 * @returns the same log
 * @throws `MindsportError` the first problem, with all of them in `problems`
 * @example
 * ```ts
 * import { assertLadderSummerSeason } from 'mindsport/ladder';
 * console.log(assertLadderSummerSeason({ players: [{ id: 'ann' }], rounds: [] }).players.length); // 1
 * ```
 */
export function assertLadderSummerSeason(
  document: LadderSummerSeason,
  rules: LadderSummerRules = SUMMER_COMPETITION,
): LadderSummerSeason {
  return unwrapValidation(validateLadderSummerSeason(document, rules));
}

/** Internal: checks the log (reporting every problem) and tallies the evenings up to `afterRound`. */
export function runSummer(
  season: unknown,
  rules: LadderSummerRules,
  report: Report,
  afterRound: number,
): SummerState {
  const state: SummerState = {
    tallies: [],
    index: new Map(),
    joinRound: [],
    mutual: new Map(),
    met: new Set(),
  };
  if (!checkRecord(season, [], report)) return state;
  checkFields(season, SEASON_FIELDS, [], report, ['players', 'rounds']);
  if (season.$schema !== undefined) checkString(season.$schema, ['$schema'], report);
  const players = season.players;
  const rounds = season.rounds;
  const playersOk = players !== undefined && checkList(players, ['players'], report);
  const roundsOk = rounds !== undefined && checkList(rounds, ['rounds'], report);
  if (!playersOk || !roundsOk) return state;
  (players as readonly unknown[]).forEach((player, at) => {
    addSummerPlayer(state, player, at, report);
  });
  (rounds as readonly unknown[]).forEach((round, r) => {
    new SummerEvening(state, rules, report, r, r < afterRound).read(round);
  });
  return state;
}

/** One participant: id (unique), name, first evening. */
function addSummerPlayer(state: SummerState, player: unknown, at: number, report: Report): void {
  const path = ['players', at];
  const tally: SummerTally = {
    player: at,
    id: `#${at}`,
    name: `#${at}`,
    points: 0,
    games: 0,
    wins: 0,
    winsWithBlack: 0,
    blackHalves: 0,
    startingPosition: 0,
    absences: 0,
    absencesScored: 0,
    oddEvenings: 0,
  };
  state.tallies.push(tally);
  state.joinRound.push(1);
  if (!checkRecord(player, path, report)) return;
  checkFields(player, PLAYER_FIELDS, path, report, ['id']);
  const { id, name, joinRound } = player;
  if (id !== undefined && checkString(id, [...path, 'id'], report)) {
    if (state.index.has(id))
      report(problemAt('DUPLICATE_ID', [...path, 'id'], id, `${show(id)} is used twice`));
    else {
      state.index.set(id, at);
      tally.id = id;
      tally.name = id;
    }
  }
  if (name !== undefined && checkString(name, [...path, 'name'], report, true)) tally.name = name;
  // Only a round number is kept to compare with evenings: comparing another value turns it
  // into text, and a list nested ten thousand levels deep overflows the stack (issue 23 §3).
  if (joinRound !== undefined && checkInteger(joinRound, [...path, 'joinRound'], report, { min: 1 })) {
    state.joinRound[at] = joinRound;
  }
}

/** One evening: attendance, the matches (summer rules 4–5), the odd player, the absences. */
class SummerEvening {
  private readonly present = new Set<number>();
  private readonly busy = new Set<number>();
  private readonly number: number;

  constructor(
    private readonly state: SummerState,
    private readonly rules: LadderSummerRules,
    private readonly report: Report,
    private readonly r: number,
    private readonly counting: boolean,
  ) {
    this.number = r + 1;
  }

  read(round: unknown): void {
    const path = ['rounds', this.r];
    if (!checkRecord(round, path, this.report)) return;
    checkFields(round, ROUND_FIELDS, path, this.report, ['present', 'matches']);
    const presentOk =
      round.present !== undefined && checkList(round.present, [...path, 'present'], this.report);
    const matchesOk =
      round.matches !== undefined && checkList(round.matches, [...path, 'matches'], this.report);
    if (!presentOk || !matchesOk) return;
    (round.present as readonly unknown[]).forEach((id, i) => {
      this.markPresent(id, [...path, 'present', i]);
    });
    (round.matches as readonly unknown[]).forEach((match, m) => {
      this.match(match, [...path, 'matches', m]);
    });
    if (round.oddPlayer !== undefined) this.oddPlayer(round.oddPlayer, [...path, 'oddPlayer']);
    if (this.counting) this.absences();
  }

  private markPresent(id: unknown, path: (string | number)[]): void {
    const at = this.lookup(id, path);
    if (at < 0) return;
    const join = this.state.joinRound[at] as number;
    if (join > this.number) {
      this.report(problemAt('PLAYER_NOT_YET_JOINED', path, id, `${show(id)} joins only on evening ${join}`));
    } else if (this.present.has(at)) {
      this.report(
        problemAt(
          'DUPLICATE_PRESENT',
          path,
          id,
          `${show(id)} is listed present twice on evening ${this.number}`,
        ),
      );
    } else this.present.add(at);
  }

  /** A match of `gamesPerEvening` games with alternating colours: `first` has white in games 1, 3, … */
  private match(match: unknown, path: (string | number)[]): void {
    if (!checkRecord(match, path, this.report)) return;
    checkFields(match, MATCH_FIELDS, path, this.report, MATCH_FIELDS);
    const first = match.first === undefined ? -1 : this.lookup(match.first, [...path, 'first']);
    const second = match.second === undefined ? -1 : this.lookup(match.second, [...path, 'second']);
    const results = this.results(match.results, [...path, 'results']);
    if (first < 0 || second < 0 || results === undefined) return;
    if (first === second) {
      this.report(problemAt('SAME_PLAYER', path, match.first, `${show(match.first)} plays themself`));
      return;
    }
    const okFirst = this.claim(first, [...path, 'first']);
    const okSecond = this.claim(second, [...path, 'second']);
    if (!okFirst || !okSecond || !this.counting) return;
    const count = this.state.tallies.length;
    this.state.met.add(Math.min(first, second) * count + Math.max(first, second));
    results.forEach((halves, g) => {
      const [white, black] = g % 2 === 0 ? [first, second] : [second, first];
      this.score(white, black, halves[0]);
      this.score(black, white, halves[1]);
    });
  }

  /** The match's results: `gamesPerEvening` of them (`WRONG_RESULT_COUNT`), each a known result. */
  private results(results: unknown, path: (string | number)[]): (readonly [number, number])[] | undefined {
    if (results === undefined || !checkList(results, path, this.report)) return undefined;
    if (results.length !== this.rules.gamesPerEvening) {
      const text = `${results.length} results, but a match is ${this.rules.gamesPerEvening} games (summer rule 4)`;
      this.report(problemAt('WRONG_RESULT_COUNT', path, results.length, text));
      return undefined;
    }
    let ok = true;
    results.forEach((result, g) => {
      if (!checkOneOf(result, LADDER_GAME_RESULTS, [...path, g], this.report)) ok = false;
    });
    return ok
      ? results.map((result) => RESULT_HALVES[result as string] as readonly [number, number])
      : undefined;
  }

  /** Win 2, draw 1, loss 0 by default (summer rule 5); mutual points for head-to-head. */
  private score(player: number, opponent: number, halves: number): void {
    const points =
      halves === 2 ? this.rules.winPoints : halves === 1 ? this.rules.drawPoints : this.rules.lossPoints;
    const tally = this.state.tallies[player] as SummerTally;
    tally.points += points;
    tally.games += 1;
    if (halves === 2) tally.wins += 1;
    const key = player * this.state.tallies.length + opponent;
    this.state.mutual.set(key, (this.state.mutual.get(key) ?? 0) + points);
  }

  /** The odd player out gets `oddPlayerPoints`; not a game, no cap (spec decision 12). */
  private oddPlayer(id: unknown, path: (string | number)[]): void {
    const at = this.lookup(id, path);
    if (at < 0 || !this.claim(at, path) || !this.counting) return;
    const tally = this.state.tallies[at] as SummerTally;
    tally.points += this.rules.oddPlayerPoints;
    tally.oddEvenings += 1;
  }

  /** Every participant who has joined and has no result is absent: the first few score (summer rule 5). */
  private absences(): void {
    for (const tally of this.state.tallies) {
      if (this.busy.has(tally.player) || (this.state.joinRound[tally.player] as number) > this.number)
        continue;
      tally.absences += 1;
      if (tally.absencesScored < this.rules.absenceCap) {
        tally.absencesScored += 1;
        tally.points += this.rules.absencePoints;
      }
    }
  }

  private lookup(id: unknown, path: (string | number)[]): number {
    if (!checkString(id, path, this.report, true)) return -1;
    const at = this.state.index.get(id);
    if (at !== undefined) return at;
    this.report(problemAt('UNKNOWN_ID', path, id, `${show(id)} is not a participant`));
    return -1;
  }

  /** A result only for a present participant, and one per evening. */
  private claim(at: number, path: (string | number)[]): boolean {
    const id = (this.state.tallies[at] as SummerTally).id;
    if (!this.present.has(at)) {
      this.report(
        problemAt('PLAYER_NOT_PRESENT', path, id, `${show(id)} is not present on evening ${this.number}`),
      );
      return false;
    }
    if (this.busy.has(at)) {
      this.report(
        problemAt('DUPLICATE_ENTRY', path, id, `${show(id)} has two results on evening ${this.number}`),
      );
      return false;
    }
    this.busy.add(at);
    return true;
  }
}
