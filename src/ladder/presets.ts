/**
 * The ladder's rules presets by export name, for a command line or a form that lets a
 * director choose one (`--rules CLUB_LADDER`).
 *
 * @module
 */
import { deepFreeze } from '../core/internal.js';
import { CLUB_LADDER, type LadderRules } from './rules.js';
import { type LadderSummerRules, SUMMER_COMPETITION } from './summer-rules.js';

/**
 * The ladder's presets by export name.
 *
 * @category Rules
 */
export interface LadderPresets {
  /** The seed club's winter competition. */
  readonly CLUB_LADDER: LadderRules;
  /** The seed club's summer competition. */
  readonly SUMMER_COMPETITION: LadderSummerRules;
}

/**
 * Every rules preset of the module by its export name: {@link CLUB_LADDER} (winter
 * competition, read by `ladderStandings` and the other winter functions) and
 * {@link SUMMER_COMPETITION} (read by `ladderSummerStandings` and `pairLadderSummerRound`).
 *
 * @category Rules
 * @example
 * ```ts
 * import { CLUB_LADDER, LADDER_PRESETS } from 'mindsport/ladder';
 * console.log(LADDER_PRESETS.CLUB_LADDER === CLUB_LADDER, Object.keys(LADDER_PRESETS).join(' ')); // true CLUB_LADDER SUMMER_COMPETITION
 * ```
 */
export const LADDER_PRESETS: LadderPresets = deepFreeze({ CLUB_LADDER, SUMMER_COMPETITION });
