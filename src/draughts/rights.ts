import { MindsportError } from '../core/errors.js';
import { show } from '../core/guards.js';
import { checkList, checkRecord, readOptions, THROW } from '../core/internal.js';
import type { BarrageStatus } from './barrage.js';
import { placeGroups, rowsOf, type StandingsRow } from './ranking.js';
import type { Standings } from './standings.js';

/** One right a final standing gives (seed 004 "Rechten"). */
export interface RightRule {
  /** A stable key: `'title'`, `'worldChampionship'`, `'nextFinal'`, … */
  readonly key: string;
  /**
   * `'topPlaces'`: the best `count` players; `'bestNotQualified'`: the best `count` players
   * not yet qualified (the qualified players are skipped).
   */
  readonly kind: 'topPlaces' | 'bestNotQualified';
  /** How many players get it. */
  readonly count: number;
  /** The seed's wording. */
  readonly rule: string;
}

/**
 * The rights of the KNDB Dutch championship 2009 as data (seed 004 "Rechten"): the title for
 * number one, the WK place for the best player not yet qualified, and the next final for
 * the top three.
 *
 * @example
 * ```ts
 * import { KNDB_2009_RIGHTS } from 'mindsport/draughts';
 * console.log(KNDB_2009_RIGHTS.map((right) => `${right.key}:${right.count}`).join(' ')); // title:1 worldChampionship:1 nextFinal:3
 * ```
 */
export const KNDB_2009_RIGHTS: readonly RightRule[] = Object.freeze([
  Object.freeze({
    key: 'title',
    kind: 'topPlaces',
    count: 1,
    rule: 'seed 004 "Rechten": De nummer één verwerft de titel \'Kampioen van Nederland 2009\'',
  }),
  Object.freeze({
    key: 'worldChampionship',
    kind: 'bestNotQualified',
    count: 1,
    rule: 'seed 004 "Rechten": De hoogst geëindigde, nog niet voor het wereldkampioenschap gekwalificeerde speler plaatst zich voor het WK',
  }),
  Object.freeze({
    key: 'nextFinal',
    kind: 'topPlaces',
    count: 3,
    rule: 'seed 004 "Rechten": De drie hoogst geklasseerde spelers plaatsen zich voor de finale van het NK 2010',
  }),
] as const);

/** Who gets a right, and who is still tied for it. */
export interface RightOutcome {
  /** The rule's key. */
  readonly key: string;
  /** Players who certainly get the right, best first. */
  readonly awarded: readonly string[];
  /**
   * Players still tied across the cut and how many of them get it (a barrage, or below
   * place 3 the director, decides); null when decided.
   */
  readonly pending: {
    /** The players tied for the right. */
    readonly players: readonly string[];
    /** How many of them get it. */
    readonly spots: number;
  } | null;
}

/** Options of {@link awardRights}. */
export interface RightsOptions {
  /** Players already qualified for the world championship (skipped by `'bestNotQualified'`). */
  readonly qualified?: readonly string[];
  /**
   * Decided barrages: each splits its tie into the players ahead of the cut and those
   * behind it. Undecided ones are ignored.
   */
  readonly barrages?: readonly Pick<BarrageStatus, 'decided' | 'ahead' | 'behind'>[];
}

/**
 * The final order as groups of players not (yet) separated: the standings' place groups,
 * each decided barrage splitting its group into the players ahead and behind (seed 004
 * "Eindstand" 2; spec §6 Decision 4).
 *
 * @param standings - the standings (or their rows)
 * @param barrages - decided barrage statuses (undecided ones are ignored)
 * @returns groups of players, best first
 * @throws {@link MindsportError} `BARRAGE_NOT_A_TIE` when a barrage's players are not exactly one group
 * @example
 * ```ts
 * import { barrageStatus, finalOrder, standings } from 'mindsport/draughts';
 * const table = standings({ players: ['Ann', 'Bo'], games: [{ white: 'Ann', black: 'Bo', result: '1-1' }] });
 * const barrage = barrageStatus({ players: ['Ann', 'Bo'] }, [
 *   { white: 'Ann', black: 'Bo', result: '0-2' },
 *   { white: 'Bo', black: 'Ann', result: '1-1' },
 * ]);
 * console.log(finalOrder(table, [barrage])); // [ [ 'Bo' ], [ 'Ann' ] ]
 * ```
 */
export function finalOrder(
  standings: Pick<Standings, 'rows'> | readonly StandingsRow[],
  barrages: readonly Pick<BarrageStatus, 'decided' | 'ahead' | 'behind'>[] = [],
): string[][] {
  const rows = rowsOf(standings);
  let tiers = placeGroups(rows).map((group) => [...group.players]);
  checkList(barrages, ['barrages'], THROW);
  for (const [index, barrage] of barrages.entries()) {
    checkRecord(barrage, ['barrages', index], THROW);
    if (!barrage.decided) continue;
    checkList(barrage.ahead, ['barrages', index, 'ahead'], THROW);
    checkList(barrage.behind, ['barrages', index, 'behind'], THROW);
    const members = new Set([...barrage.ahead, ...barrage.behind]);
    const at = tiers.findIndex(
      (tier) => tier.length === members.size && tier.every((player) => members.has(player)),
    );
    if (at === -1) {
      throw new MindsportError(
        'BARRAGE_NOT_A_TIE',
        `barrages[${index}]: ${show([...members])} are not exactly one group of tied players`,
        { path: ['barrages', index], value: [...members] },
      );
    }
    const tier = tiers[at] as string[];
    const split = [
      tier.filter((player) => barrage.ahead.includes(player)),
      tier.filter((player) => barrage.behind.includes(player)),
    ];
    tiers = [...tiers.slice(0, at), ...split.filter((part) => part.length > 0), ...tiers.slice(at + 1)];
  }
  return tiers;
}

/**
 * Awards the rights of a final standing, rule by rule (seed 004 "Rechten"; spec §3): the
 * best `count` players, or the best `count` not yet qualified, with a group still tied
 * across the cut reported as pending.
 *
 * @param standings - the standings (or their rows)
 * @param rules - the rights, default {@link KNDB_2009_RIGHTS}
 * @param options - already qualified players and decided barrages
 * @returns one outcome per rule
 * @throws {@link MindsportError} `PLAYER_UNKNOWN` for a qualified name not in the standings,
 *   `BARRAGE_NOT_A_TIE`, `OUT_OF_RANGE` for a count below 1
 * @example
 * ```ts
 * import { awardRights, standings } from 'mindsport/draughts';
 * const table = standings({
 *   players: ['Ann', 'Bo', 'Cor'],
 *   games: [
 *     { white: 'Ann', black: 'Bo', result: '2-0' },
 *     { white: 'Ann', black: 'Cor', result: '2-0' },
 *     { white: 'Bo', black: 'Cor', result: '1-1' },
 *   ],
 * });
 * const [title, worldChampionship] = awardRights(table, undefined, { qualified: ['Ann'] });
 * console.log(title?.awarded, worldChampionship?.pending); // [ 'Ann' ] { players: [ 'Bo', 'Cor' ], spots: 1 }
 * ```
 */
export function awardRights(
  standings: Pick<Standings, 'rows'> | readonly StandingsRow[],
  rules: readonly RightRule[] = KNDB_2009_RIGHTS,
  options: RightsOptions = {},
): RightOutcome[] {
  const rows = rowsOf(standings);
  const names = new Set(rows.map((row) => row.player));
  const qualified = new Set<string>();
  const { qualified: qualifiedList = [], barrages } = readOptions<RightsOptions>(options, [
    'qualified',
    'barrages',
  ]);
  checkList(qualifiedList, ['options', 'qualified'], THROW);
  for (const [index, name] of qualifiedList.entries()) {
    if (!names.has(name)) {
      throw new MindsportError(
        'PLAYER_UNKNOWN',
        `qualified[${index}]: ${show(name)} is not in the standings`,
        {
          path: ['qualified', index],
          value: name,
        },
      );
    }
    qualified.add(name);
  }
  const tiers = finalOrder(rows, barrages);
  checkList(rules, ['rules'], THROW);
  return rules.map((rule, index) => {
    checkRecord(rule, ['rules', index], THROW);
    if (!Number.isSafeInteger(rule.count) || rule.count < 1) {
      throw new MindsportError(
        'OUT_OF_RANGE',
        `rules[${index}].count: ${show(rule.count)} is not a whole number ≥ 1`,
        {
          path: ['rules', index, 'count'],
          value: rule.count,
        },
      );
    }
    const eligible = tiers
      .map((tier) =>
        rule.kind === 'bestNotQualified' ? tier.filter((player) => !qualified.has(player)) : tier,
      )
      .filter((tier) => tier.length > 0);
    const awarded: string[] = [];
    for (const tier of eligible) {
      const spots = rule.count - awarded.length;
      if (spots <= 0) break;
      if (tier.length <= spots) awarded.push(...tier);
      else return { key: rule.key, awarded, pending: { players: tier, spots } };
    }
    return { key: rule.key, awarded, pending: null };
  });
}
