import { CLUB_LADDER, type Group, type LadderConfig } from './config.js';
import { finalLadderRanking } from './final-ranking.js';
import { ladderPeriodTables } from './periods.js';
import type { LadderSeason } from './season.js';

/** Kinds of prize, in the order they are awarded (spec decision 11). */
export const PRIZE_KINDS = Object.freeze(['place', 'group', 'period'] as const);
/** One of {@link PRIZE_KINDS}. */
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/** One prize of the final prize list. */
export interface LadderPrize {
  /** Top place (Art. V.1), group prize (Art. VI.2) or period prize (Art. VII.4–5). */
  readonly kind: PrizeKind;
  /** For a place prize: the place 1, 2, 3. */
  readonly place?: number;
  /** For a group prize: the group. */
  readonly group?: Group;
  /** For a period prize: the period. */
  readonly period?: number;
  /** The winner, or null when undecided (or nobody qualifies). */
  readonly playerId: string | null;
  /** Whether the winner is certain; false when it depends on a shared place (spec decision 8). */
  readonly decided: boolean;
  /** When undecided: the players it lies between. */
  readonly candidates: readonly string[];
  /** Players ranked higher in the relevant list who were passed over because they already had a prize. */
  readonly passedOver: readonly string[];
}

interface Ranked {
  readonly playerId: string;
  readonly place: number;
}

/**
 * Builds the final prize list: the top places of the final ranking, then a group prize
 * for the first player of each prize group not already among the top places, then the
 * period prizes in period order, each passing down its table past anyone who already has
 * a prize, so nobody gets two. A prize whose winner depends on a shared place is
 * reported undecided with its candidates.
 *
 * Rules: seed 002 Art. V.1, VI.2, VII.2, VII.4–5; spec decisions 8, 11.
 *
 * @param season - the season log (players need a `group` for group prizes)
 * @param config - the club's rules (default {@link CLUB_LADDER})
 * @returns the prizes in the order they are decided
 * @throws {@link MindsportError} for any problem of the log; `LEAGUE_RESULT_MISSING` (period prizes need every counting league result)
 * @example
 * ```ts
 * import { CLUB_LADDER, ladderPrizes } from 'mindsport/ladder';
 * const prizes = ladderPrizes(
 *   {
 *     players: [{ id: 'ann', group: 'A' }, { id: 'bob', group: 'B' }, { id: 'cas', group: 'B' }, { id: 'dik', group: 'C' }],
 *     rounds: [
 *       {
 *         present: ['ann', 'bob', 'cas', 'dik'],
 *         entries: [
 *           { rule: 'game', white: 'cas', black: 'bob', result: '1-0' },
 *           { rule: 'game', white: 'ann', black: 'dik', result: '1/2-1/2' },
 *         ],
 *       },
 *     ],
 *   },
 *   { ...CLUB_LADDER, topPrizeCount: 1, groupPrizes: ['B'], periodCount: 1 },
 * );
 * // cas wins the ladder, so the B prize and cas's period title pass down
 * console.log(prizes.map((p) => `${p.kind}:${p.playerId}`).join(' ')); // place:cas group:bob period:dik
 * ```
 */
export function ladderPrizes(season: LadderSeason, config: LadderConfig = CLUB_LADDER): LadderPrize[] {
  const ranking = finalLadderRanking(season, config);
  const prizes: LadderPrize[] = [];
  const has = new Set<string>();
  const maybe = new Set<string>();

  // Top places (Art. V.1): a shared group inside the top is decided; across the boundary it is not.
  for (let place = 1; place <= config.topPrizeCount; place++) {
    const row = ranking[place - 1];
    if (!row) {
      prizes.push({ kind: 'place', place, playerId: null, decided: true, candidates: [], passedOver: [] });
      continue;
    }
    const tied = ranking.filter((other) => other.place === row.place);
    if (row.lastPlace <= config.topPrizeCount) {
      has.add(row.playerId);
      prizes.push({
        kind: 'place',
        place,
        playerId: row.playerId,
        decided: true,
        candidates: [],
        passedOver: [],
      });
    } else {
      for (const other of tied) maybe.add(other.playerId);
      prizes.push({
        kind: 'place',
        place,
        playerId: null,
        decided: false,
        candidates: tied.map((other) => other.playerId),
        passedOver: [],
      });
    }
  }

  const award = (list: readonly Ranked[]): Omit<LadderPrize, 'kind'> => {
    const passedOver: string[] = [];
    for (let index = 0; index < list.length; index++) {
      const row = list[index]!;
      if (has.has(row.playerId)) {
        passedOver.push(row.playerId);
        continue;
      }
      const tied = list.filter((other) => other.place === row.place && !has.has(other.playerId));
      if (tied.length === 1 && !maybe.has(row.playerId)) {
        has.add(row.playerId);
        return { playerId: row.playerId, decided: true, candidates: [], passedOver };
      }
      // Undecided: the tied players, and if the first may already hold a prize, whoever follows.
      const candidates = tied.map((other) => other.playerId);
      if (tied.every((other) => maybe.has(other.playerId))) {
        const next = list.slice(index).find((other) => other.place > row.place && !has.has(other.playerId));
        if (next) candidates.push(next.playerId);
      }
      for (const candidate of candidates) maybe.add(candidate);
      return { playerId: null, decided: false, candidates, passedOver };
    }
    return { playerId: null, decided: true, candidates: [], passedOver };
  };

  for (const group of config.groupPrizes) {
    const list = ranking.filter((row) => row.group === group);
    prizes.push({ kind: 'group', group, ...award(list) });
  }
  if (config.periodPrizes) {
    for (const table of ladderPeriodTables(season, config)) {
      prizes.push({ kind: 'period', period: table.period, ...award(table.table) });
    }
  }
  return prizes;
}
