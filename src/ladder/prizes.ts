/**
 * The prize list of the winter competition (seed 002 Art. V.1, VI.2, VII.4–5): the top
 * places, the group prizes, the period prizes; one prize per player.
 *
 * @module
 */
import { deepFreeze } from '../core/internal.js';
import type { CompiledSeason } from './compile.js';
import { finalRows } from './final-ranking.js';
import { periodTables } from './periods.js';
import { type LadderAfterRoundOption, readRoundOptions, readSeason } from './read.js';
import { CLUB_LADDER, type LadderGroup, type LadderRules } from './rules.js';
import type { LadderSeason } from './season.js';

/**
 * Kinds of prize, in the order they are awarded (spec decision 11).
 *
 * @category Standings
 * @example
 * ```ts
 * import { LADDER_PRIZE_KINDS } from 'mindsport/ladder';
 * console.log(LADDER_PRIZE_KINDS.join(', ')); // place, group, period
 * ```
 */
export const LADDER_PRIZE_KINDS = deepFreeze(['place', 'group', 'period'] as const);

/**
 * One of {@link LADDER_PRIZE_KINDS}.
 *
 * @category Standings
 */
export type LadderPrizeKind = (typeof LADDER_PRIZE_KINDS)[number];

/**
 * One prize of the final prize list.
 *
 * @category Standings
 */
export interface LadderPrize {
  /** Top place (Art. V.1), group prize (Art. VI.2) or period prize (Art. VII.4–5). */
  readonly kind: LadderPrizeKind;
  /** For a place prize: the place 1, 2, 3. */
  readonly place?: number;
  /** For a group prize: the group. */
  readonly group?: LadderGroup;
  /** For a period prize: the period. */
  readonly period?: number;
  /** The winner, or null when undecided (or nobody qualifies). */
  readonly playerId: string | null;
  /** The winner's name (the id when the season gives none), or null. */
  readonly name: string | null;
  /** Whether the winner is certain; false when it depends on a shared place (spec decision 8). */
  readonly decided: boolean;
  /** When undecided: the players it lies between. */
  readonly candidates: readonly string[];
  /** Players ranked higher in the relevant list who were passed over because they already had a prize. */
  readonly passedOver: readonly string[];
}

/**
 * The prize list.
 *
 * @category Standings
 */
export interface LadderPrizes {
  /** The rules' name. */
  readonly rules: string;
  /** The round the prize list stands after (the end of the season by default). */
  readonly afterRound: number;
  /** The prizes in the order they are decided. */
  readonly prizes: readonly LadderPrize[];
}

/**
 * Options of {@link ladderPrizes}.
 *
 * @category Standings
 */
export type LadderPrizesOptions = LadderAfterRoundOption;

interface Ranked {
  readonly playerId: string;
  readonly place: number;
  readonly lastPlace: number;
}

type Award = Omit<LadderPrize, 'kind' | 'place' | 'group' | 'period'>;

/**
 * Builds the final prize list: the top places of the final ranking, then a group prize
 * for the first player of each prize group not already among the top places, then the
 * period prizes in period order, each passing down its table past anyone who already has
 * a prize, so nobody gets two. A prize whose winner depends on a shared place is
 * reported undecided with its candidates.
 *
 * Rules: seed 002 Art. V.1, VI.2, VII.2, VII.4–5; spec decisions 8, 11.
 *
 * @category Standings
 * @param document - the season log (players need a `group` for group prizes)
 * @param rules - the club's rules (default {@link CLUB_LADDER})
 * @param options - `afterRound` for the list as it would stand after that round
 * @returns the prizes in the order they are decided
 * @throws `MindsportError` the first problem of the rules, the log or the options; `LEAGUE_RESULT_MISSING` (period prizes need every counting league result)
 * @example
 * ```ts
 * import { CLUB_LADDER, ladderPrizes } from 'mindsport/ladder';
 * const { prizes } = ladderPrizes(
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
export function ladderPrizes(
  document: LadderSeason,
  rules: LadderRules = CLUB_LADDER,
  options: LadderPrizesOptions = {},
): LadderPrizes {
  const { season, compiled } = readSeason(document, rules);
  const { afterRound } = readRoundOptions<LadderPrizesOptions>(
    options,
    ['afterRound'],
    compiled.rounds.length,
  );
  const ranking = finalRows(compiled, rules, afterRound);
  const awarder = new PrizeAwarder(compiled);
  const prizes: LadderPrize[] = [];
  for (let place = 1; place <= rules.topPrizeCount; place++) {
    prizes.push({ kind: 'place', place, ...awarder.topPlace(ranking, place, rules.topPrizeCount) });
  }
  for (const group of rules.groupPrizes) {
    prizes.push({ kind: 'group', group, ...awarder.award(ranking.filter((row) => row.group === group)) });
  }
  if (rules.periodPrizes) {
    for (const table of periodTables(season, compiled, rules, afterRound)) {
      prizes.push({ kind: 'period', period: table.period, ...awarder.award(table.rows) });
    }
  }
  return deepFreeze({ rules: rules.name, afterRound, prizes });
}

/** Hands out the prizes in order, one per player (Art. VII.5; spec decision 11). */
class PrizeAwarder {
  /** Players with a prize. */
  private readonly has = new Set<string>();
  /** Players who may have a prize: candidates of an undecided one. */
  private readonly maybe = new Set<string>();

  constructor(private readonly compiled: CompiledSeason) {}

  /**
   * A top place (Art. V.1): a group sharing places inside the top is decided, each gets a
   * top prize; a group across the boundary leaves the prize undecided among them.
   */
  topPlace(ranking: readonly Ranked[], place: number, topCount: number): Award {
    const row = ranking[place - 1];
    if (!row) return this.nobody([]);
    if (row.lastPlace <= topCount) return this.winner(row.playerId, []);
    const tied = ranking.filter((other) => other.place === row.place).map((other) => other.playerId);
    for (const id of tied) this.maybe.add(id);
    return { playerId: null, name: null, decided: false, candidates: tied, passedOver: [] };
  }

  /** The first player of a list without a prize (group list, period table), passing down past those with one. */
  award(list: readonly Ranked[]): Award {
    const passedOver: string[] = [];
    for (let index = 0; index < list.length; index++) {
      const row = list[index] as Ranked;
      if (this.has.has(row.playerId)) {
        passedOver.push(row.playerId);
        continue;
      }
      const tied = list.filter((other) => other.place === row.place && !this.has.has(other.playerId));
      if (tied.length === 1 && !this.maybe.has(row.playerId)) return this.winner(row.playerId, passedOver);
      // Undecided: the tied players, and if the first may already hold a prize, whoever follows.
      const candidates = tied.map((other) => other.playerId);
      if (tied.every((other) => this.maybe.has(other.playerId))) {
        const next = list
          .slice(index)
          .find((other) => other.place > row.place && !this.has.has(other.playerId));
        if (next) candidates.push(next.playerId);
      }
      for (const candidate of candidates) this.maybe.add(candidate);
      return { playerId: null, name: null, decided: false, candidates, passedOver };
    }
    return this.nobody(passedOver);
  }

  private winner(playerId: string, passedOver: string[]): Award {
    this.has.add(playerId);
    const name = this.compiled.names[this.compiled.index.get(playerId) as number] as string;
    return { playerId, name, decided: true, candidates: [], passedOver };
  }

  /** Nobody qualifies (a group with no eligible player): decided, no winner. */
  private nobody(passedOver: string[]): Award {
    return { playerId: null, name: null, decided: true, candidates: [], passedOver };
  }
}
