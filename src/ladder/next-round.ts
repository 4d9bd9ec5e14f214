/**
 * Internal: what the pairing and the colours of the next round read from the season so
 * far: the ladder before the round (late joiners of the round at the bottom), the colour
 * saldos, every earlier meeting of each pair over the season (Art. III.5d) and the pairs
 * who met in the round's period (Art. III.3a).
 *
 * @module
 */
import { type ErrorPath, problemAt, show, THROW } from '../core/internal.js';
import type { EarlierMeeting } from './colours.js';
import type { CompiledSeason } from './compile.js';
import { type EngineState, runLadder } from './engine.js';
import { splitPeriods } from './period-split.js';
import { optionId } from './read.js';
import type { LadderRules } from './rules.js';
import type { LadderSeason } from './season.js';

/** The season as the next round's pairing sees it. */
export interface NextRound {
  /** The round being paired (1-based). */
  readonly round: number;
  /** The ladder after the last round played. */
  readonly state: EngineState;
  /** Ladder position before the round (0 = top), −1 for guests and members not joined yet. */
  readonly position: Int32Array;
  /** Earlier meetings of a pair over the season, in order, by {@link NextRound.pairKey}. */
  readonly meetings: ReadonlyMap<number, readonly EarlierMeeting[]>;
  /** Pairs who met in the round's period, by {@link NextRound.pairKey}. */
  readonly inPeriod: ReadonlySet<number>;
  /** The key of an unordered pair of player (or guest) indices. */
  readonly pairKey: (a: number, b: number) => number;
}

/** The next round of a checked season. */
export function nextRound(season: LadderSeason, compiled: CompiledSeason, rules: LadderRules): NextRound {
  const round = compiled.rounds.length + 1;
  const state = runLadder(compiled, rules, compiled.rounds.length);
  const count = compiled.playerCount;
  const position = new Int32Array(count + compiled.guestCount).fill(-1);
  const ladder = [...state.order];
  for (let player = 0; player < count; player++)
    if (compiled.joinRound[player] === round) ladder.push(player);
  ladder.forEach((player, at) => {
    position[player] = at;
  });
  const total = count + compiled.guestCount;
  const pairKey = (a: number, b: number) => Math.min(a, b) * total + Math.max(a, b);
  const periodStart = periodOf(season, round, rules);
  const meetings = new Map<number, EarlierMeeting[]>();
  const inPeriod = new Set<number>();
  compiled.rounds.forEach((played, r) => {
    for (let g = played.gameStart, end = g + played.gameCount; g < end; g++) {
      const white = played.gameWhite[g] as number;
      const black = played.gameBlack[g] as number;
      const key = pairKey(white, black);
      const meeting = { white: compiled.ids[white] as string, black: compiled.ids[black] as string };
      const list = meetings.get(key);
      if (list) list.push(meeting);
      else meetings.set(key, [meeting]);
      if (r + 1 >= periodStart) inPeriod.add(key);
    }
  });
  return { round, state, position, meetings, inPeriod, pairKey };
}

/**
 * The first round of the period the round falls in. Periods are split over the planned
 * rounds, or at least the rules' `minimumRounds` (Art. I.4) while the season does not say.
 */
function periodOf(season: LadderSeason, round: number, rules: LadderRules): number {
  const planned = Math.max(season.plannedRounds ?? rules.minimumRounds, round);
  const periods = splitPeriods(planned, season.periodStarts, round - 1, rules, true, THROW) ?? [];
  return periods.find((period) => period.firstRound <= round && round <= period.lastRound)?.firstRound ?? 1;
}

/**
 * A player or guest named in the options of a next-round call: a known id
 * (`UNKNOWN_ID`) of a member who has joined the ladder by the round (`PLAYER_NOT_YET_JOINED`).
 */
export function nextRoundPlayer(
  id: unknown,
  path: ErrorPath,
  compiled: CompiledSeason,
  next: NextRound,
): number {
  const at = optionId(id, path, compiled.index, 'a player or a guest of the season');
  if (at < compiled.playerCount && (next.position[at] as number) < 0) {
    const text = `${show(id)} joins only in round ${compiled.joinRound[at]}, not round ${next.round}`;
    THROW(problemAt('PLAYER_NOT_YET_JOINED', path, id, text));
  }
  return at;
}
