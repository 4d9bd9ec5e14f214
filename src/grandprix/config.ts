import { checkList, checkRecord, Fraction, MindsportError, show, THROW } from '../core/internal.js';

/**
 * Kinds of Grand Prix tournament (seed 000 §29–§32): a regular NGP tournament, the
 * national championship (*Norgesmesterskapet*, NM), a lightning tournament
 * (*lyn-turnering*) and a participation-only tournament (EGP and others the general
 * assembly names, §32).
 *
 * @example
 * ```ts
 * import { TOURNAMENT_KINDS } from 'mindsport/grandprix';
 * console.log(TOURNAMENT_KINDS.join(' ')); // regular nationalChampionship lightning participationOnly
 * ```
 */
export const TOURNAMENT_KINDS = Object.freeze([
  'regular',
  'nationalChampionship',
  'lightning',
  'participationOnly',
] as const);

/** One of {@link TOURNAMENT_KINDS}. */
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];

/**
 * The kinds that are NGP tournaments proper (seed 000 §31, §33): they give points by
 * placing and make up the list whose 2/3 count.
 *
 * @example
 * ```ts
 * import { NGP_KINDS } from 'mindsport/grandprix';
 * console.log(NGP_KINDS.includes('lightning')); // true
 * ```
 */
export const NGP_KINDS = Object.freeze(['regular', 'nationalChampionship', 'lightning'] as const);

/** One of {@link NGP_KINDS}. */
export type NgpKind = (typeof NGP_KINDS)[number];

/**
 * Tie-break keys of the season table (seed 000 §34), in the order a configuration lists
 * them: `countedPlaces` (more counting 1st places, then 2nd places, …),
 * `lastCommonEvent` (better placing in the last NGP tournament all tied players played),
 * `ratingList` (higher on the Nordic rating list).
 *
 * @example
 * ```ts
 * import { TIE_BREAKS } from 'mindsport/grandprix';
 * console.log(TIE_BREAKS.length); // 3
 * ```
 */
export const TIE_BREAKS = Object.freeze(['countedPlaces', 'lastCommonEvent', 'ratingList'] as const);

/** One of {@link TIE_BREAKS}. */
export type TieBreak = (typeof TIE_BREAKS)[number];

/**
 * How the counted number of tournaments is rounded (seed 000 §33 "avrundet til nærmeste
 * hele": `'halfUp'`, halves upward), or always down/up for other federations.
 *
 * @example
 * ```ts
 * import { COUNT_ROUNDINGS } from 'mindsport/grandprix';
 * console.log(COUNT_ROUNDINGS[0]); // halfUp
 * ```
 */
export const COUNT_ROUNDINGS = Object.freeze(['halfUp', 'floor', 'ceil'] as const);

/** One of {@link COUNT_ROUNDINGS}. */
export type CountRounding = (typeof COUNT_ROUNDINGS)[number];

/** The eligibility rules of seed 000 §30 as switches (all on in the NGP). */
export interface EligibilityRules {
  /** §30 first bullet: a federation member on the tournament's start date (inclusive). */
  readonly requireMembership: boolean;
  /**
   * §30 second bullet: the least share of the tournament's rounds a player must have
   * played, as exact text (`'2/3'`; decision 5: 3 × played ≥ 2 × rounds, so 3 of 5 fails).
   */
  readonly minimumRoundShare: string;
  /** §30 third bullet: a Norwegian citizen or resident (one flag per player). */
  readonly requireCitizenOrResident: boolean;
}

/**
 * A Grand Prix configuration: every number of seed 000 Part IV–VI as data. {@link NGP}
 * is the Norwegian preset; other federations copy and change fields.
 */
export interface GrandPrixConfig {
  /** Name of the preset, for display. */
  readonly name: string;
  /** §31: points for places 1, 2, 3, … among eligible players (NGP: 12, 10, 8, 7, 6, 5, 4, 3). */
  readonly placePoints: readonly number[];
  /**
   * §31: points for every place below {@link GrandPrixConfig.placePoints} ("fra og med
   * nr. 9 gir 2 deltakerpoeng"). Part of the scale, so multiplied like it (spec §3 decision).
   */
  readonly belowScalePoints: number;
  /**
   * §31: multiplier of the scale per NGP kind, as exact text (`'150%'` for the NM,
   * `'50%'` for a lightning tournament, `'100%'` for regular tournaments).
   */
  readonly multipliers: Readonly<Record<NgpKind, string>>;
  /** §32: points an eligible player gets for taking part in a participation-only tournament (2). */
  readonly participationOnlyPoints: number;
  /** §33: share of the planned NGP tournaments whose best results count, as exact text (`'2/3'`). */
  readonly countedShare: string;
  /** §33: how the counted number is rounded (`'halfUp'`: to the nearest whole number). */
  readonly countedRounding: CountRounding;
  /**
   * §33: points for each NGP tournament a player took part in beyond the counted ones
   * (2, flat: not multiplied, decision 3).
   */
  readonly extraEventPoints: number;
  /** §30: who earns points in a tournament. */
  readonly eligibility: EligibilityRules;
  /** §34 / decision 7: tie-breaks of the published table (NGP: counted places only; the rest share). */
  readonly tableTieBreaks: readonly TieBreak[];
  /** §34 / decision 7: tie-breaks of the selection order used for §36–§38 (all three in the NGP). */
  readonly selectionTieBreaks: readonly TieBreak[];
  /** §39: players per Nordic-championship team (3, *tremannslag*). */
  readonly nordicTeamSize: number;
}

/**
 * The Norwegian Grand Prix (NOF, seed 000 §29–§39) as a configuration object.
 *
 * @example
 * ```ts
 * import { NGP } from 'mindsport/grandprix';
 * console.log(NGP.placePoints.join(','), NGP.multipliers.nationalChampionship); // 12,10,8,7,6,5,4,3 150%
 * ```
 */
export const NGP: GrandPrixConfig = Object.freeze({
  name: 'Norsk Grand Prix (NOF)',
  placePoints: Object.freeze([12, 10, 8, 7, 6, 5, 4, 3]),
  belowScalePoints: 2,
  multipliers: Object.freeze({ regular: '100%', nationalChampionship: '150%', lightning: '50%' }),
  participationOnlyPoints: 2,
  countedShare: '2/3',
  countedRounding: 'halfUp',
  extraEventPoints: 2,
  eligibility: Object.freeze({
    requireMembership: true,
    minimumRoundShare: '2/3',
    requireCitizenOrResident: true,
  }),
  tableTieBreaks: Object.freeze(['countedPlaces'] as const),
  selectionTieBreaks: Object.freeze(['countedPlaces', 'lastCommonEvent', 'ratingList'] as const),
  nordicTeamSize: 3,
});

/** A configuration with its exact numbers parsed once, for the computations. */
export interface ResolvedConfig {
  /** The configuration as given. */
  readonly config: GrandPrixConfig;
  /** Multiplier per NGP kind. */
  readonly multipliers: Readonly<Record<NgpKind, Fraction>>;
  /** Least share of rounds played. */
  readonly minimumRoundShare: Fraction;
  /** Share of counted tournaments. */
  readonly countedShare: Fraction;
}

const resolvedCache = new WeakMap<GrandPrixConfig, ResolvedConfig>();

function parseExact(text: unknown, path: (string | number)[]): Fraction {
  if (typeof text !== 'string' && typeof text !== 'number') {
    throw new MindsportError('BAD_CONFIG', `config ${path.join('.')}: ${show(text)} is not an exact number`, {
      path,
      value: text,
    });
  }
  try {
    const value = typeof text === 'number' ? Fraction.from(text) : Fraction.parse(text);
    if (value.sign() < 0) throw new Error('negative');
    return value;
  } catch (cause) {
    throw new MindsportError(
      'BAD_CONFIG',
      `config ${path.join('.')}: ${show(text)} is not a non-negative number`,
      {
        path,
        value: text,
        cause,
      },
    );
  }
}

function checkPoints(value: unknown, path: (string | number)[]): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new MindsportError(
      'BAD_CONFIG',
      `config ${path.join('.')}: ${show(value)} is not a non-negative number`,
      {
        path,
        value,
      },
    );
  }
}

/**
 * Checks a configuration and parses its exact numbers (cached per object).
 *
 * @param config - the configuration
 * @returns the parsed numbers
 * @throws {@link MindsportError} `BAD_CONFIG` naming the bad field
 * @example
 * ```ts
 * import { NGP, resolveConfig } from 'mindsport/grandprix';
 * console.log(resolveConfig(NGP).multipliers.lightning.toString()); // 0.5
 * ```
 */
export function resolveConfig(config: GrandPrixConfig): ResolvedConfig {
  checkRecord(config, ['config'], THROW);
  const cached = resolvedCache.get(config);
  if (cached) return cached;
  checkRecord(config.multipliers, ['config', 'multipliers'], THROW);
  checkRecord(config.eligibility, ['config', 'eligibility'], THROW);
  checkList(config.tableTieBreaks, ['config', 'tableTieBreaks'], THROW);
  checkList(config.selectionTieBreaks, ['config', 'selectionTieBreaks'], THROW);
  if (!Array.isArray(config.placePoints) || config.placePoints.length === 0) {
    throw new MindsportError('BAD_CONFIG', 'config placePoints: needs at least one place', {
      path: ['placePoints'],
      value: config.placePoints,
    });
  }
  config.placePoints.forEach((points, index) => {
    checkPoints(points, ['placePoints', index]);
  });
  checkPoints(config.belowScalePoints, ['belowScalePoints']);
  checkPoints(config.participationOnlyPoints, ['participationOnlyPoints']);
  checkPoints(config.extraEventPoints, ['extraEventPoints']);
  if (!COUNT_ROUNDINGS.includes(config.countedRounding)) {
    throw new MindsportError(
      'BAD_CONFIG',
      `config countedRounding: ${show(config.countedRounding)} is unknown`,
      {
        path: ['countedRounding'],
        value: config.countedRounding,
      },
    );
  }
  for (const key of ['tableTieBreaks', 'selectionTieBreaks'] as const) {
    config[key].forEach((tieBreak, index) => {
      if (!TIE_BREAKS.includes(tieBreak)) {
        throw new MindsportError('BAD_CONFIG', `config ${key}[${index}]: ${show(tieBreak)} is unknown`, {
          path: [key, index],
          value: tieBreak,
        });
      }
    });
  }
  if (!Number.isSafeInteger(config.nordicTeamSize) || config.nordicTeamSize < 1) {
    throw new MindsportError(
      'BAD_CONFIG',
      `config nordicTeamSize: ${show(config.nordicTeamSize)} is not a positive whole number`,
      {
        path: ['nordicTeamSize'],
        value: config.nordicTeamSize,
      },
    );
  }
  const resolved: ResolvedConfig = {
    config,
    multipliers: {
      regular: parseExact(config.multipliers?.regular, ['multipliers', 'regular']),
      nationalChampionship: parseExact(config.multipliers?.nationalChampionship, [
        'multipliers',
        'nationalChampionship',
      ]),
      lightning: parseExact(config.multipliers?.lightning, ['multipliers', 'lightning']),
    },
    minimumRoundShare: parseExact(config.eligibility?.minimumRoundShare, [
      'eligibility',
      'minimumRoundShare',
    ]),
    countedShare: parseExact(config.countedShare, ['countedShare']),
  };
  resolvedCache.set(config, resolved);
  return resolved;
}

/**
 * The number of NGP tournaments whose results count in full (seed 000 §33): the counted
 * share of the planned NGP tournaments, rounded as configured (NGP: 2/3, to the nearest
 * whole number; 7 tournaments → 5, 5 → 3, 6 → 4).
 *
 * @param plannedNgpTournaments - the number of NGP tournaments on the season's list (decision 4)
 * @param config - the configuration, default {@link NGP}
 * @returns how many results count
 * @throws {@link MindsportError} `NOT_AN_INTEGER` / `OUT_OF_RANGE` for a bad count, `BAD_CONFIG`
 * @example
 * ```ts
 * import { countedTournamentCount } from 'mindsport/grandprix';
 * console.log([4, 5, 6, 7].map((n) => countedTournamentCount(n))); // [ 3, 3, 4, 5 ]
 * ```
 */
export function countedTournamentCount(plannedNgpTournaments: number, config: GrandPrixConfig = NGP): number {
  if (!Number.isSafeInteger(plannedNgpTournaments) || plannedNgpTournaments < 0) {
    throw new MindsportError(
      'OUT_OF_RANGE',
      `planned NGP tournaments ${show(plannedNgpTournaments)} is not a whole number ≥ 0`,
      { path: [], value: plannedNgpTournaments },
    );
  }
  const resolved = resolveConfig(config);
  const exact = resolved.countedShare.mul(plannedNgpTournaments);
  const rounded = exact.round(config.countedRounding === 'halfUp' ? 'halfUp' : config.countedRounding);
  return Math.min(plannedNgpTournaments, Number(rounded.numerator));
}
