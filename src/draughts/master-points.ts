import { MindsportError } from '../core/errors.js';
import { Fraction, type FractionInput } from '../core/fraction.js';
import { show } from '../core/guards.js';
import { checkList, readOptions, THROW } from '../core/internal.js';
import { rank } from '../core/ranking.js';
import { sharePlaceValues } from '../core/share.js';
import { readPlaceValues } from './place-values.js';
import { rowsOf, type StandingsRow } from './ranking.js';
import type { Standings } from './standings.js';

/**
 * Grandmaster points for places 1–3 (seed 004 "Meester- en grootmeesterpunten": "De plaatsen
 * 1 t/m 3 geven recht op respectievelijk 3, 2 en 1 grootmeesterpunten").
 *
 * @example
 * ```ts
 * import { GRANDMASTER_POINTS } from 'mindsport/draughts';
 * console.log(GRANDMASTER_POINTS); // [ 3, 2, 1 ]
 * ```
 */
export const GRANDMASTER_POINTS: readonly number[] = Object.freeze([3, 2, 1]);

/**
 * Master points for places 1–5 (seed 004 "Meester- en grootmeesterpunten": "De plaatsen
 * 1 t/m 5 geven recht op respectievelijk 5, 4, 3, 2 en 1 meesterpunten").
 *
 * @example
 * ```ts
 * import { MASTER_POINTS } from 'mindsport/draughts';
 * console.log(MASTER_POINTS); // [ 5, 4, 3, 2, 1 ]
 * ```
 */
export const MASTER_POINTS: readonly number[] = Object.freeze([5, 4, 3, 2, 1]);

/** The KNDB 2009 title-point rules as data (seed 004 "Meester- en grootmeesterpunten"). */
export interface TitlePointsPreset {
  /** Grandmaster points per place (3, 2, 1). */
  readonly grandmasterPoints: readonly number[];
  /** Master points per place (5, 4, 3, 2, 1). */
  readonly masterPoints: readonly number[];
  /**
   * Players whose place is left out when awarding the points ("Bij het toekennen van de
   * (groot-)meesterpunten blijft de door Alexander Baljakin bezette plaats buiten beschouwing").
   */
  readonly excluded: readonly string[];
}

/**
 * The KNDB Dutch championship 2009 preset: 3-2-1 grandmaster points, 5-4-3-2-1 master points,
 * and Alexander Baljakin's place left out (seed 004 "Meester- en grootmeesterpunten").
 *
 * @example
 * ```ts
 * import { KNDB_2009_TITLE_POINTS } from 'mindsport/draughts';
 * console.log(KNDB_2009_TITLE_POINTS.excluded); // [ 'Alexander Baljakin' ]
 * ```
 */
export const KNDB_2009_TITLE_POINTS: TitlePointsPreset = Object.freeze({
  grandmasterPoints: GRANDMASTER_POINTS,
  masterPoints: MASTER_POINTS,
  excluded: Object.freeze(['Alexander Baljakin']),
});

/** Options of {@link titlePoints}. */
export interface TitlePointsOptions {
  /** Players whose place is left out: the others are ranked as if they were not there (spec §4). */
  readonly exclude?: readonly string[];
}

/** A player's share of (grand)master points. */
export interface TitlePointsShare {
  /** The player. */
  readonly player: string;
  /** True for an excluded player (who gets nothing and occupies no place). */
  readonly excluded: boolean;
  /** `[first, last]` places among the counted players, equal on game points; null when excluded. */
  readonly places: readonly [number, number] | null;
  /** The exact share: the sum of the group's places' values divided by its size; 0 when excluded. */
  readonly points: Fraction;
}

/**
 * Shares place-based title points among players equal in game points (saldo ignored, the
 * literal text "Bij gelijk eindigen (evenveel wedstrijdpunten) worden de (groot-)meesterpunten
 * gedeeld"), with excluded players removed and the rest re-ranked (seed 004
 * "Meester- en grootmeesterpunten"; spec §4, §6 Decision 6). A group shares the sum of its
 * places' values across the boundary: 5th–6th share 1 master point (½ each).
 *
 * @param standings - the standings (or their rows)
 * @param values - the value of place 1, 2, … (e.g. {@link MASTER_POINTS})
 * @param options - the players to exclude
 * @returns one share per player, in standings order
 * @throws {@link MindsportError} `PLAYER_UNKNOWN` for an excluded name not in the standings
 *   (path `['exclude', index]`); `VALUE_INVALID` / `VALUE_NEGATIVE` for a bad value
 * @example
 * ```ts
 * import { MASTER_POINTS, standings, titlePoints } from 'mindsport/draughts';
 * const table = standings({
 *   players: ['Guest', 'Ann', 'Bo'],
 *   games: [
 *     { white: 'Guest', black: 'Ann', result: '2-0' },
 *     { white: 'Guest', black: 'Bo', result: '2-0' },
 *     { white: 'Ann', black: 'Bo', result: '1+-1-' },
 *   ],
 * });
 * const shares = titlePoints(table, MASTER_POINTS, { exclude: ['Guest'] });
 * console.log(shares.map((share) => `${share.player} ${share.points}`).join(', ')); // Guest 0, Ann 4.5, Bo 4.5
 * ```
 */
export function titlePoints(
  standings: Pick<Standings, 'rows'> | readonly StandingsRow[],
  values: readonly FractionInput[],
  options: TitlePointsOptions = {},
): TitlePointsShare[] {
  const rows = rowsOf(standings);
  const placeValues = readPlaceValues(values, 'values');
  const excluded = new Set<string>();
  const names = new Set(rows.map((row) => row.player));
  const { exclude = [] } = readOptions<TitlePointsOptions>(options, ['exclude']);
  checkList(exclude, ['options', 'exclude'], THROW);
  for (const [index, name] of exclude.entries()) {
    if (!names.has(name)) {
      throw new MindsportError('PLAYER_UNKNOWN', `exclude[${index}]: ${show(name)} is not in the standings`, {
        path: ['exclude', index],
        value: name,
      });
    }
    excluded.add(name);
  }
  const counted = rows.filter((row) => !excluded.has(row.player));
  const ranked = rank(counted, {
    id: (row) => row.player,
    criteria: [{ name: 'points', value: (row) => row.points }],
  });
  const shares = sharePlaceValues(ranked, placeValues);
  const byPlayer = new Map(
    ranked.map((entry, index) => [
      entry.id,
      { places: [entry.place, entry.lastPlace] as const, points: shares[index] as Fraction },
    ]),
  );
  return rows.map((row) => {
    const share = byPlayer.get(row.player);
    return share === undefined
      ? { player: row.player, excluded: true, places: null, points: Fraction.ZERO }
      : { player: row.player, excluded: false, places: share.places, points: share.points };
  });
}

/**
 * Grandmaster points (3, 2, 1) shared among players equal in game points, excluded players
 * left out (seed 004 "Meester- en grootmeesterpunten"; spec §4, §6 Decision 6).
 *
 * @param standings - the standings (or their rows)
 * @param options - the players to exclude
 * @returns one share per player, in standings order
 * @throws {@link MindsportError} `PLAYER_UNKNOWN` for an excluded name not in the standings
 * @example
 * ```ts
 * import { grandmasterPoints, standings } from 'mindsport/draughts';
 * const table = standings({ players: ['Ann', 'Bo'], games: [{ white: 'Ann', black: 'Bo', result: '1-1' }] });
 * console.log(grandmasterPoints(table).map((share) => `${share.points}`)); // [ '2.5', '2.5' ]
 * ```
 */
export function grandmasterPoints(
  standings: Pick<Standings, 'rows'> | readonly StandingsRow[],
  options: TitlePointsOptions = {},
): TitlePointsShare[] {
  return titlePoints(standings, GRANDMASTER_POINTS, options);
}

/**
 * Master points (5, 4, 3, 2, 1) shared among players equal in game points, excluded players
 * left out (seed 004 "Meester- en grootmeesterpunten"; spec §4, §6 Decision 6).
 *
 * @param standings - the standings (or their rows)
 * @param options - the players to exclude
 * @returns one share per player, in standings order
 * @throws {@link MindsportError} `PLAYER_UNKNOWN` for an excluded name not in the standings
 * @example
 * ```ts
 * import { masterPoints, standings } from 'mindsport/draughts';
 * const table = standings({ players: ['Ann', 'Bo'], games: [{ white: 'Ann', black: 'Bo', result: '2-0' }] });
 * console.log(masterPoints(table).map((share) => `${share.player} ${share.points}`)); // [ 'Ann 5', 'Bo 4' ]
 * ```
 */
export function masterPoints(
  standings: Pick<Standings, 'rows'> | readonly StandingsRow[],
  options: TitlePointsOptions = {},
): TitlePointsShare[] {
  return titlePoints(standings, MASTER_POINTS, options);
}
