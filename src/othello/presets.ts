/**
 * Standings presets: each federation's ranking rules as data — one list of criteria, plus
 * what a bye is worth and how the Brightwell constant is found (spec §5, NOF §20, KOA II–III).
 * {@link computeStandings} turns a preset into core `rank` criteria.
 *
 * @module
 */
import { deepFreeze } from '../core/freeze.js';
import {
  type BrightwellPreset,
  KOA_BRIGHTWELL,
  NOF_BRIGHTWELL,
  PAPP_BRIGHTWELL,
  ROUND_ROBIN_BRIGHTWELL,
  WOC_BRIGHTWELL,
} from './brightwell.js';
import type { MbqPolicy } from './mbq.js';

/**
 * The criteria a standings preset can list:
 * - `points`: game points (win 1, draw ½) plus bye points;
 * - `wins`: JOA's wins (no draws: a 32–32 game is won by the draw-win right holder);
 * - `discs`: the total of own discs (a bye counts the preset's `byeDiscValue`);
 * - `discDifference`: the sum of own minus opponent's discs per game (JOA);
 * - `mbq`: the Mixed Brightwell Quotient with the preset's policy (NOF §20b; KOA's MBS);
 * - `defeatedOpponentsPoints`: the points of every opponent beaten plus half of those of
 *   every opponent drawn, per game (NOF §20a.2);
 * - `headToHead`: a mini-table of the tied players' mutual games, only when every pair met,
 *   re-applied to sub-groups that stay equal (spec §8 decision 6);
 * - `coinToss`: KOA II.3's toss — the order is an input or drawn from a seeded source.
 *
 * @example
 * ```ts
 * import { STANDINGS_CRITERIA } from 'mindsport/othello';
 * console.log(STANDINGS_CRITERIA.includes('mbq')); // true
 * ```
 */
export const STANDINGS_CRITERIA = deepFreeze([
  'points',
  'wins',
  'discs',
  'discDifference',
  'mbq',
  'defeatedOpponentsPoints',
  'headToHead',
  'coinToss',
] as const);

/** One of {@link STANDINGS_CRITERIA}. */
export type StandingsCriterionKind = (typeof STANDINGS_CRITERIA)[number];

/** One criterion of a preset. */
export interface StandingsCriterion {
  /** What is compared. */
  readonly kind: StandingsCriterionKind;
  /** The name used in standings rows (`values`, `decidedBy`); defaults to `kind`. */
  readonly name?: string;
  /** The rule it implements (seed and §). */
  readonly source: string;
}

/**
 * The two tournament systems (NOF §20): `'roundRobin'` (everyone meets everyone, once or
 * twice) and `'swiss'`.
 *
 * @example
 * ```ts
 * import { TOURNAMENT_SYSTEMS } from 'mindsport/othello';
 * console.log(TOURNAMENT_SYSTEMS); // [ 'roundRobin', 'swiss' ]
 * ```
 */
export const TOURNAMENT_SYSTEMS = deepFreeze(['roundRobin', 'swiss'] as const);

/** One of {@link TOURNAMENT_SYSTEMS}. */
export type TournamentSystem = (typeof TOURNAMENT_SYSTEMS)[number];

/** A federation's standings rules as data. */
export interface StandingsPreset {
  /** Display name, such as `'NOF Swiss'`. */
  readonly name: string;
  /** The rule text (seed and §). */
  readonly source: string;
  /** Round robin or Swiss. */
  readonly system: TournamentSystem;
  /** Points for a bye (Swiss: 1, NOF §20b) or a round-robin sit-out (0, NOF §20a). */
  readonly byePoints: number;
  /** What a bye adds to the `discs` (or `discDifference`) key (spec §8 decision 7). */
  readonly byeDiscValue: number;
  /** How the Brightwell constant follows from the planned rounds, or the constant itself (`6`, `'7/2'`). */
  readonly brightwell: BrightwellPreset | number | string;
  /** Which opponents count 32 + C × own points in the MBQ (spec §4). */
  readonly mbqPolicy: MbqPolicy;
  /**
   * NOF §20a: every other player is credited 64–0 in every game against a player who
   * missed rounds (standings table only; the rating-list view keeps the played games).
   */
  readonly absentPlayerRule: boolean;
  /** JOA: there are no draws; a 32–32 game goes to the player holding the draw-win right. */
  readonly drawWinRight: boolean;
  /**
   * When C is 0, skip the `mbq` criterion so the `discs` key decides (PAPP, spec §8
   * decision 3); otherwise MBQ with C = 0 is used.
   */
  readonly skipMbqWhenConstantIsZero: boolean;
  /** The ranking criteria in order; a tie after the last one is a shared place. */
  readonly criteria: readonly StandingsCriterion[];
}

/**
 * NOF round robin (NOF §20a, recommended up to 8 players): points, total discs, the points
 * of the opponents beaten (half for a draw), head-to-head, else shared; a sit-out gives no
 * points; every other player is credited 64–0 against a player who missed rounds.
 *
 * @example
 * ```ts
 * import { NOF_ROUND_ROBIN } from 'mindsport/othello';
 * console.log(NOF_ROUND_ROBIN.criteria.map((criterion) => criterion.kind).join(', '));
 * // points, discs, defeatedOpponentsPoints, headToHead
 * ```
 */
export const NOF_ROUND_ROBIN: StandingsPreset = deepFreeze({
  name: 'NOF round robin',
  source: 'NOF §20a',
  system: 'roundRobin',
  byePoints: 0,
  byeDiscValue: 0,
  brightwell: ROUND_ROBIN_BRIGHTWELL,
  mbqPolicy: 'nof',
  absentPlayerRule: true,
  drawWinRight: false,
  skipMbqWhenConstantIsZero: false,
  criteria: [
    { kind: 'points', source: 'NOF §14, §20a' },
    { kind: 'discs', source: 'NOF §20a.1' },
    { kind: 'defeatedOpponentsPoints', source: 'NOF §20a.2' },
    { kind: 'headToHead', source: 'NOF §20a.3' },
  ],
});

/**
 * NOF Swiss (NOF §20b, recommended from 9 players): points (a bye is 1 point), MBQ with the
 * `nof` policy and C = 64 / rounds rounded up to even, head-to-head, else shared.
 *
 * @example
 * ```ts
 * import { NOF_SWISS } from 'mindsport/othello';
 * console.log(NOF_SWISS.criteria.map((criterion) => criterion.kind).join(', ')); // points, mbq, headToHead
 * ```
 */
export const NOF_SWISS: StandingsPreset = deepFreeze({
  name: 'NOF Swiss',
  source: 'NOF §20b',
  system: 'swiss',
  byePoints: 1,
  byeDiscValue: 0,
  brightwell: NOF_BRIGHTWELL,
  mbqPolicy: 'nof',
  absentPlayerRule: false,
  drawWinRight: false,
  skipMbqWhenConstantIsZero: false,
  criteria: [
    { kind: 'points', source: 'NOF §14, §20b' },
    { kind: 'mbq', source: 'NOF §20b.1' },
    { kind: 'headToHead', source: 'NOF §20b.2' },
  ],
});

/**
 * KOA Swiss (KOA II.3, III.8): points, MBS (= MBQ, `papp` policy, spec §8 decision 5) with
 * the KOA table for C, total discs (a bye or walkover counts 33), then a coin toss.
 *
 * @example
 * ```ts
 * import { KOA } from 'mindsport/othello';
 * console.log(KOA.criteria.map((criterion) => criterion.name ?? criterion.kind).join(', ')); // points, mbs, discs, coinToss
 * ```
 */
export const KOA: StandingsPreset = deepFreeze({
  name: 'KOA',
  source: 'KOA II.3, III.6, III.8',
  system: 'swiss',
  byePoints: 1,
  byeDiscValue: 33,
  brightwell: KOA_BRIGHTWELL,
  mbqPolicy: 'papp',
  absentPlayerRule: false,
  drawWinRight: false,
  skipMbqWhenConstantIsZero: false,
  criteria: [
    { kind: 'points', source: 'KOA II.3' },
    { kind: 'mbq', name: 'mbs', source: 'KOA II.3' },
    { kind: 'discs', source: 'KOA II.3' },
    { kind: 'coinToss', source: 'KOA II.3' },
  ],
});

/**
 * KOA round robin and double round robin (KOA II.1): the KOA criteria with C = 0.
 *
 * @example
 * ```ts
 * import { KOA_ROUND_ROBIN } from 'mindsport/othello';
 * console.log(KOA_ROUND_ROBIN.brightwell.rule); // { kind: 'fixed', constant: 0 }
 * ```
 */
export const KOA_ROUND_ROBIN: StandingsPreset = deepFreeze({
  ...KOA,
  name: 'KOA round robin',
  source: 'KOA II.1, II.3',
  system: 'roundRobin',
  brightwell: ROUND_ROBIN_BRIGHTWELL,
});

/**
 * PAPP (the pairing program, spec §5): points, Brightwell (`papp` policy; C = 0 below 8
 * rounds, else 6), total discs with a bye counting 40, else shared. With C = 0 the
 * Brightwell key is skipped and the raw disc total decides (spec §8 decision 3).
 *
 * @example
 * ```ts
 * import { PAPP } from 'mindsport/othello';
 * console.log(PAPP.byeDiscValue); // 40
 * ```
 */
export const PAPP: StandingsPreset = deepFreeze({
  name: 'PAPP',
  source: 'spec §5 (PAPP 1.37)',
  system: 'swiss',
  byePoints: 1,
  byeDiscValue: 40,
  brightwell: PAPP_BRIGHTWELL,
  mbqPolicy: 'papp',
  absentPlayerRule: false,
  drawWinRight: false,
  skipMbqWhenConstantIsZero: true,
  criteria: [
    { kind: 'points', source: 'spec §5' },
    { kind: 'mbq', name: 'brightwell', source: 'spec §4–§5' },
    { kind: 'discs', source: 'spec §5, §8 decision 7' },
  ],
});

/**
 * World Othello Championship (spec §3, §5): the PAPP criteria with C = 6.
 *
 * @example
 * ```ts
 * import { WOC } from 'mindsport/othello';
 * console.log(WOC.brightwell.rule); // { kind: 'fixed', constant: 6 }
 * ```
 */
export const WOC: StandingsPreset = deepFreeze({
  ...PAPP,
  name: 'WOC',
  source: 'spec §3, §5 (World Othello Championship)',
  brightwell: WOC_BRIGHTWELL,
});

/**
 * Japan Othello Association (spec §5): wins, then the sum of disc differences, else shared.
 * There are no draws: a 32–32 game is won by the player holding the draw-win right (each
 * such game must say who, `drawWinRight`). A bye is a win and adds `byeDiscValue` (0 by
 * default, spec §8 decision 7) to the disc difference.
 *
 * @example
 * ```ts
 * import { JOA } from 'mindsport/othello';
 * console.log(JOA.criteria.map((criterion) => criterion.kind).join(', ')); // wins, discDifference
 * ```
 */
export const JOA: StandingsPreset = deepFreeze({
  name: 'JOA',
  source: 'spec §5 (Japan Othello Association)',
  system: 'swiss',
  byePoints: 1,
  byeDiscValue: 0,
  brightwell: ROUND_ROBIN_BRIGHTWELL,
  mbqPolicy: 'papp',
  absentPlayerRule: false,
  drawWinRight: true,
  skipMbqWhenConstantIsZero: false,
  criteria: [
    { kind: 'wins', source: 'spec §5 (JOA)' },
    { kind: 'discDifference', source: 'spec §5 (JOA)' },
  ],
});

/**
 * Every named standings preset by key, for pickers and the CLI.
 *
 * @example
 * ```ts
 * import { STANDINGS_PRESETS } from 'mindsport/othello';
 * console.log(Object.keys(STANDINGS_PRESETS).join(' ')); // nofRoundRobin nofSwiss koa koaRoundRobin papp woc joa
 * ```
 */
export const STANDINGS_PRESETS: {
  /** {@link NOF_ROUND_ROBIN} */
  readonly nofRoundRobin: StandingsPreset;
  /** {@link NOF_SWISS} */
  readonly nofSwiss: StandingsPreset;
  /** {@link KOA} */
  readonly koa: StandingsPreset;
  /** {@link KOA_ROUND_ROBIN} */
  readonly koaRoundRobin: StandingsPreset;
  /** {@link PAPP} */
  readonly papp: StandingsPreset;
  /** {@link WOC} */
  readonly woc: StandingsPreset;
  /** {@link JOA} */
  readonly joa: StandingsPreset;
} = deepFreeze({
  nofRoundRobin: NOF_ROUND_ROBIN,
  nofSwiss: NOF_SWISS,
  koa: KOA,
  koaRoundRobin: KOA_ROUND_ROBIN,
  papp: PAPP,
  woc: WOC,
  joa: JOA,
});
