/**
 * The colours of a game (seed 002 Art. III.5, issue 10's saldo limit): the rule itself on
 * two players' saldos and earlier meetings (internal), and {@link ladderColours}, the
 * colours of a game of the next round read from the season.
 *
 * @module
 */
import {
  checkList,
  checkRecord,
  checkString,
  deepFreeze,
  MindsportError,
  problemAt,
  readOptions,
  requireInteger,
  show,
  THROW,
} from '../core/internal.js';
import type { CompiledSeason } from './compile.js';

import { type NextRound, nextRound, nextRoundPlayer } from './next-round.js';
import { readSeason, requireOption } from './read.js';
import { CLUB_LADDER, type LadderRules } from './rules.js';
import type { LadderSeason } from './season.js';

/**
 * Why a pair got its colours (Art. III.5): `'saldo'` the higher saldo black (III.5b),
 * `'equalSaldo'` the higher-ranked black on equal saldo (III.5c), `'swapSecondMeeting'` the
 * colours of the first meeting swapped (III.5d), `'saldoLimit'` by saldo instead of the swap,
 * because the swap would take a player beyond the saldo limit (issue 10).
 *
 * @category Pairing
 * @example
 * ```ts
 * import { LADDER_COLOUR_REASONS } from 'mindsport/ladder';
 * console.log(LADDER_COLOUR_REASONS.length); // 4
 * ```
 */
export const LADDER_COLOUR_REASONS = Object.freeze([
  'saldo',
  'equalSaldo',
  'swapSecondMeeting',
  'saldoLimit',
] as const);
/**
 * One of {@link LADDER_COLOUR_REASONS}.
 *
 * @category Pairing
 */
export type LadderColourReason = (typeof LADDER_COLOUR_REASONS)[number];

/** Internal: one side of a pairing as the colour rule sees it. */
export interface ColourCandidate {
  /** The player's (or guest's) id. */
  readonly id: string;
  /** Colour saldo so far: white +1, black −1 per club-night game (Art. III.5a). */
  readonly saldo: number;
}

/** Internal: an earlier club-night game between the same two players. */
export interface EarlierMeeting {
  /** Id of the player who had white. */
  readonly white: string;
  /** Id of the player who had black. */
  readonly black: string;
}

/** Internal: colours for one game. */
export interface ColourAssignment {
  /** Id of the player with white. */
  readonly white: string;
  /** Id of the player with black. */
  readonly black: string;
  /** Which part of Art. III.5 decided. */
  readonly reason: LadderColourReason;
  /** This is their n-th meeting of the season (1 = first). */
  readonly meeting: number;
  /**
   * Id of the player this game takes beyond the saldo limit (white at saldo ≥ +limit or
   * black at ≤ −limit), or null. Only when both players need the same colour, so no
   * colours could avoid it.
   */
  readonly beyondSaldoLimit: string | null;
}

/**
 * Internal: whether a game between players with these saldos must take one of them beyond ±limit
 * whatever the colours: both need black (saldo ≥ +limit) or both need white (≤ −limit).
 * Issue 10's saldo limit on Art. III.5b.
 *
 * @param first - colour saldo of one player
 * @param second - colour saldo of the other
 * @param limit - the saldo limit ({@link LadderRules.colourSaldoLimit}); null = none
 * @returns true when no colours keep both players within the limit
 */
export function coloursClash(first: number, second: number, limit: number | null): boolean {
  if (limit === null) return false;
  return (first >= limit && second >= limit) || (first <= -limit && second <= -limit);
}

/**
 * Internal: gives colours to a pair: on a second meeting the colours of the first are swapped;
 * otherwise (first, third, … meeting) the player with the higher colour saldo gets
 * black so both move towards 0, and on equal saldo the higher-ranked player gets black.
 * Only the second meeting swaps; the third and any later meeting go by saldo (Art. III.5e
 * "net als bij de eerste partij", with saldo as the general aim of III.5b).
 *
 * The saldo limit (issue 10, default ±2) overrides the swap: when the swapped colours
 * would give white to a player at saldo ≥ +limit or black to one at ≤ −limit, the colours
 * go by saldo instead (reason `'saldoLimit'`), which keeps both within the limit unless
 * both need the same colour ({@link coloursClash}); then `beyondSaldoLimit` names the
 * player who crosses it.
 *
 * Rules: seed 002 Art. III.5a–e; spec decision 13 (meetings count over the season);
 * issue 10 (saldo within ±2 overrides the swap of decision 13).
 *
 * @param higher - the higher-ranked player on the ladder before the round (a member facing a guest counts as higher)
 * @param lower - the other player
 * @param earlier - their earlier club-night games this season, in order
 * @param saldoLimit - the saldo limit (default {@link CLUB_LADDER}`.colourSaldoLimit`, 2); null = Art. III.5 alone
 * @returns who has white, why, and who (if anyone) goes beyond the saldo limit
 * @throws `MindsportError` `NOT_AN_INTEGER` for a bad saldo or limit, `OUT_OF_RANGE` for a limit below 1, `BAD_MEETING` for an earlier game of other players
 */
export function assignColours(
  higher: ColourCandidate,
  lower: ColourCandidate,
  earlier: readonly EarlierMeeting[],
  saldoLimit: number | null = CLUB_LADDER.colourSaldoLimit,
): ColourAssignment {
  // null where a player or a list belongs is a MindsportError, not a TypeError (issue 23 §3).
  for (const [side, candidate] of [
    ['higher', higher],
    ['lower', lower],
  ] as const) {
    checkRecord(candidate, [side], THROW);
    checkString(candidate.id, [side, 'id'], THROW);
  }
  checkList(earlier, ['earlier'], THROW);
  for (const [index, game] of earlier.entries()) checkRecord(game, ['earlier', index], THROW);
  requireInteger(higher.saldo, ['higher', 'saldo']);
  requireInteger(lower.saldo, ['lower', 'saldo']);
  if (saldoLimit !== null) requireInteger(saldoLimit, ['saldoLimit'], { min: 1 });
  for (const [index, game] of earlier.entries()) {
    const same =
      (game.white === higher.id && game.black === lower.id) ||
      (game.white === lower.id && game.black === higher.id);
    if (!same) {
      throw new MindsportError(
        'BAD_MEETING',
        `earlier[${index}]: the game ${show(game.white)}–${show(game.black)} is not between ${show(higher.id)} and ${show(lower.id)}`,
        { path: ['earlier', index], value: game },
      );
    }
  }
  const meeting = earlier.length + 1;
  const last = earlier[earlier.length - 1];
  const saldoOf = (id: string) => (id === higher.id ? higher.saldo : lower.saldo);
  // The player crossing the limit with these colours, if any.
  const crossing = (white: string, black: string): string | null => {
    if (saldoLimit === null) return null;
    if (saldoOf(white) >= saldoLimit) return white;
    if (saldoOf(black) <= -saldoLimit) return black;
    return null;
  };
  let swapCrosses = false;
  if (meeting === 2 && last) {
    if (crossing(last.black, last.white) === null) {
      return {
        white: last.black,
        black: last.white,
        reason: 'swapSecondMeeting',
        meeting,
        beyondSaldoLimit: null,
      };
    }
    swapCrosses = true;
  }
  const [white, black, reason]: [string, string, LadderColourReason] =
    higher.saldo > lower.saldo
      ? [lower.id, higher.id, 'saldo']
      : lower.saldo > higher.saldo
        ? [higher.id, lower.id, 'saldo']
        : [lower.id, higher.id, 'equalSaldo'];
  return {
    white,
    black,
    reason: swapCrosses ? 'saldoLimit' : reason,
    meeting,
    beyondSaldoLimit: crossing(white, black),
  };
}

/**
 * Options of {@link ladderColours}.
 *
 * @category Pairing
 */
export interface LadderColoursOptions {
  /** The two players (or a member and a guest) who are to play in the next round. */
  readonly players: readonly [string, string];
}

/**
 * The colours of one game of the next round.
 *
 * @category Pairing
 */
export interface LadderColours {
  /** The rules' name. */
  readonly rules: string;
  /** The round the game is played in (1-based: the round after the last one of the log). */
  readonly round: number;
  /** Id of the player with white. */
  readonly white: string;
  /** Id of the player with black. */
  readonly black: string;
  /** Which part of Art. III.5 gave the colours. */
  readonly colourReason: LadderColourReason;
  /** Their n-th club-night meeting of the season (1 = first). */
  readonly meeting: number;
  /** Id of the player this game takes beyond the colour saldo limit, or null (issue 10). */
  readonly beyondSaldoLimit: string | null;
}

/**
 * The colours of a game of the next round between two players the competition leader
 * pairs by hand, as {@link pairLadderRound} would give them: on a second meeting the
 * colours of the first are swapped; otherwise the player with the higher colour saldo has
 * black, and on equal saldo the higher-ranked player (the ladder before the round; a member
 * facing a guest counts as higher). The saldo limit overrides the swap.
 *
 * Rules: seed 002 Art. III.5a–e; spec decision 13; issue 10.
 *
 * @category Pairing
 * @param document - the season so far
 * @param rules - the club's rules (default {@link CLUB_LADDER}; `colourSaldoLimit`)
 * @param options - `players`: the two ids
 * @returns who has white, why, and who (if anyone) goes beyond the saldo limit
 * @throws `MindsportError` a problem of the rules or the log; `MISSING_FIELD`, `UNKNOWN_ID`, `PLAYER_NOT_YET_JOINED`, `SAME_PLAYER`, `GUEST_GAME_WITHOUT_MEMBER` for the players
 * @example
 * ```ts
 * import { CLUB_LADDER, ladderColours } from 'mindsport/ladder';
 * const season = {
 *   players: [{ id: 'ann' }, { id: 'bob' }],
 *   rounds: [{ present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'bob', black: 'ann', result: '1/2-1/2' }] }],
 * } as const;
 * const colours = ladderColours(season, CLUB_LADDER, { players: ['ann', 'bob'] });
 * console.log(colours.white, colours.colourReason, colours.meeting); // ann swapSecondMeeting 2
 * ```
 */
export function ladderColours(
  document: LadderSeason,
  rules: LadderRules = CLUB_LADDER,
  options: LadderColoursOptions,
): LadderColours {
  const { season, compiled } = readSeason(document, rules);
  const next = nextRound(season, compiled, rules);
  const [higher, lower] = gamePlayers(options, compiled, next);
  const colours = coloursFor(higher, lower, compiled, next, rules);
  return deepFreeze({
    rules: rules.name,
    round: next.round,
    white: colours.white,
    black: colours.black,
    colourReason: colours.reason,
    meeting: colours.meeting,
    beyondSaldoLimit: colours.beyondSaldoLimit,
  });
}

/** The two players of `options.players`, the higher-ranked first (a member before a guest). */
function gamePlayers(options: unknown, compiled: CompiledSeason, next: NextRound): [number, number] {
  const { players } = readOptions<LadderColoursOptions>(options, ['players']);
  const path = ['options', 'players'];
  requireOption({ players }, 'players');
  checkList(players, path, THROW);
  if ((players as readonly unknown[]).length !== 2) {
    THROW(problemAt('BAD_OPTION', path, players, `${show(players)} is not two players`));
  }
  const [a, b] = (players as readonly unknown[]).map((id, index) =>
    nextRoundPlayer(id, [...path, index], compiled, next),
  ) as [number, number];
  const count = compiled.playerCount;
  if (a === b)
    THROW(problemAt('SAME_PLAYER', path, players, `${show(compiled.ids[a])} cannot play themself`));
  if (a >= count && b >= count) {
    THROW(
      problemAt(
        'GUEST_GAME_WITHOUT_MEMBER',
        path,
        players,
        'two guests do not play each other (Art. III.3b)',
      ),
    );
  }
  if (a >= count) return [b, a];
  if (b >= count) return [a, b];
  return (next.position[a] as number) < (next.position[b] as number) ? [a, b] : [b, a];
}

/** Internal: the colours of a game between two players (or a member and a guest) of the next round. */
export function coloursFor(
  higher: number,
  lower: number,
  compiled: CompiledSeason,
  next: NextRound,
  rules: LadderRules,
): ColourAssignment {
  const saldo = next.state.colourSaldo;
  return assignColours(
    { id: compiled.ids[higher] as string, saldo: saldo[higher] as number },
    { id: compiled.ids[lower] as string, saldo: saldo[lower] as number },
    next.meetings.get(next.pairKey(higher, lower)) ?? [],
    rules.colourSaldoLimit,
  );
}
