/**
 * Internal: which of a player's entries counts in a week, when there are several (seed 002
 * Art. IV.2b "het vrijdagresultaat telt", IV.7; spec decision 9): the club night (on
 * Friday) over a league game, the league game on the counting weekday over the others of
 * the week, a league game over representing the club. Not exported from the package.
 *
 * @module
 */
import { type ErrorPath, problemAt, type Report, show } from '../core/internal.js';
import type { CompiledSpecial, SupersededBy } from './compile.js';
import type { LadderRules } from './rules.js';

/** What the rule needs to name a problem. */
export interface FridayRuleContext {
  /** Ids by player index. */
  readonly ids: readonly string[];
  /** Path of the round: `['rounds', r]`. */
  readonly path: ErrorPath;
  readonly report: Report;
}

/**
 * Representing the club is for members who cannot play on the club night (Art. IV.7): a
 * member who represents the club and has a club-night result is `CONFLICTING_ENTRIES`.
 */
export function checkRepresenting(
  specials: readonly CompiledSpecial[],
  clubStamp: Int32Array,
  roundNumber: number,
  context: FridayRuleContext,
): void {
  for (const special of specials) {
    if (special.kind !== 'representing' || clubStamp[special.player] !== roundNumber) continue;
    const id = context.ids[special.player];
    const text = `${show(id)} represents the club in round ${roundNumber} but also has a club-night result (Art. IV.7)`;
    context.report(problemAt('CONFLICTING_ENTRIES', [...context.path, 'entries', special.entry], id, text));
  }
}

/**
 * The Friday rule (Art. IV.2b): marks, in `specials`, every entry that does not count this
 * week and why, and returns the players whose club-night result does not count because
 * their league game does (`clubNightSupersedesLeague: false`).
 *
 * - A club-night result (game, forfeit win, draw-out) supersedes the week's league games
 *   when `clubNightSupersedesLeague` (the seed: the club plays on Friday); otherwise the
 *   league game counts and the club-night result scores 0.
 * - Of several league games, the one on `countingWeekday` counts; none or several on that
 *   day is `FRIDAY_RULE_UNDECIDED` (Art. VIII: the board decides).
 * - A league game supersedes representing the club that week (Art. IV.7).
 */
export function applyFridayRule(
  specials: CompiledSpecial[],
  clubStamp: Int32Array,
  roundNumber: number,
  rules: LadderRules,
  context: FridayRuleContext,
): ReadonlySet<number> {
  const leagueByPlayer = leagueGamesByPlayer(specials);
  if (leagueByPlayer.size === 0) return NOBODY;
  const superseded = new Map<number, SupersededBy>();
  const clubLoses = new Set<number>();
  for (const [player, games] of leagueByPlayer) {
    const hasClub = clubStamp[player] === roundNumber;
    if (hasClub && rules.clubNightSupersedesLeague) {
      for (const at of games) superseded.set(at, 'clubNight');
      continue;
    }
    if (games.length > 1 && !countingDayGame(specials, games, superseded, rules, context, player)) continue;
    if (hasClub) clubLoses.add(player);
  }
  for (let s = 0; s < specials.length; s++) {
    const special = specials[s] as CompiledSpecial;
    let reason = superseded.get(s) ?? null;
    if (special.kind === 'representing' && leagueByPlayer.has(special.player)) reason = 'league';
    if ((special.kind === 'forfeit' || special.kind === 'drawnOut') && clubLoses.has(special.player)) {
      reason = 'league';
    }
    if (reason !== null) specials[s] = { ...special, superseded: reason };
  }
  return clubLoses;
}

const NOBODY: ReadonlySet<number> = new Set();

/** The indices (in `specials`) of each player's league games this week. */
function leagueGamesByPlayer(specials: readonly CompiledSpecial[]): Map<number, number[]> {
  const byPlayer = new Map<number, number[]>();
  specials.forEach((special, at) => {
    if (special.kind !== 'league') return;
    const list = byPlayer.get(special.player);
    if (list) list.push(at);
    else byPlayer.set(special.player, [at]);
  });
  return byPlayer;
}

/**
 * Of a player's several league games, the one dated on the counting weekday counts and
 * the others are marked `'fridayRule'`; false after reporting `FRIDAY_RULE_UNDECIDED`.
 */
function countingDayGame(
  specials: readonly CompiledSpecial[],
  games: readonly number[],
  superseded: Map<number, SupersededBy>,
  rules: LadderRules,
  context: FridayRuleContext,
  player: number,
): boolean {
  const onDay = games.filter((at) => specials[at]?.weekday === rules.countingWeekday);
  if (onDay.length !== 1) {
    const first = specials[games[0] as number] as CompiledSpecial;
    const id = context.ids[player];
    const text = `${show(id)} has ${games.length} league games this week and ${onDay.length} on the counting day (Art. IV.2b); remove the ones that do not count`;
    context.report(problemAt('FRIDAY_RULE_UNDECIDED', [...context.path, 'entries', first.entry], id, text));
    return false;
  }
  for (const at of games) if (at !== onDay[0]) superseded.set(at, 'fridayRule');
  return true;
}
