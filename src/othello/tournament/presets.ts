/**
 * Standings rules: each federation's ranking rules as data — one list of criteria, plus
 * what a bye is worth and how the Brightwell constant is found (spec §5, NOF §20, KOA II–III).
 * {@link othelloStandings} turns the rules into core `rank` criteria. A custom rule set is a
 * spread copy of a preset with fields changed (`{ ...NOF_SWISS, brightwellConstant: 6 }`),
 * checked by {@link validateOthelloRules}.
 *
 * @module
 */
import { deepFreeze } from '../../core/freeze.js';
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
 * The criteria a standings rule set can list:
 * - `points`: game points (win 1, draw ½) plus bye points;
 * - `wins`: JOA's wins (no draws: a 32–32 game is won by the draw-win right holder);
 * - `discs`: the total of own discs (a bye counts the rules' `byeDiscValue`);
 * - `discDifference`: the sum of own minus opponent's discs per game (JOA);
 * - `mbq`: the Mixed Brightwell Quotient with the rules' policy (NOF §20b; KOA's MBS);
 * - `defeatedOpponentsPoints`: the points of every opponent beaten plus half of those of
 *   every opponent drawn, per game (NOF §20a.2);
 * - `headToHead`: a mini-table of the tied players' mutual games, only when every pair met,
 *   re-applied to sub-groups that stay equal (spec §8 decision 6);
 * - `coinToss`: KOA II.3's toss — the order is an input or drawn from a seeded source.
 *
 * @category Rules
 * @example
 * ```ts
 * import { OTHELLO_CRITERIA } from 'mindsport/othello';
 * console.log(OTHELLO_CRITERIA.includes('mbq')); // true
 * ```
 */
export const OTHELLO_CRITERIA = deepFreeze([
  'points',
  'wins',
  'discs',
  'discDifference',
  'mbq',
  'defeatedOpponentsPoints',
  'headToHead',
  'coinToss',
] as const);

/**
 * One of {@link OTHELLO_CRITERIA}.
 *
 * @category Rules
 */
export type OthelloCriterionKind = (typeof OTHELLO_CRITERIA)[number];

/**
 * One criterion of a rule set.
 *
 * @category Rules
 */
export interface OthelloCriterion {
  /** What is compared. */
  readonly kind: OthelloCriterionKind;
  /** The name used in standings rows (`values`, `decidedBy`); defaults to `kind`. */
  readonly name?: string;
  /** The rule it implements (seed and §); every preset's criteria have one. */
  readonly source?: string;
}

/**
 * The two tournament systems (NOF §20): `'roundRobin'` (everyone meets everyone, once or
 * twice) and `'swiss'`.
 *
 * @category Rules
 * @example
 * ```ts
 * import { TOURNAMENT_SYSTEMS } from 'mindsport/othello';
 * console.log(TOURNAMENT_SYSTEMS); // [ 'roundRobin', 'swiss' ]
 * ```
 */
export const TOURNAMENT_SYSTEMS = deepFreeze(['roundRobin', 'swiss'] as const);

/**
 * One of {@link TOURNAMENT_SYSTEMS}.
 *
 * @category Rules
 */
export type TournamentSystem = (typeof TOURNAMENT_SYSTEMS)[number];

/**
 * A federation's standings rules as data. Every field is required (copy a preset to change
 * one); `source` says which rule text the set implements.
 *
 * @category Rules
 */
export interface OthelloRules {
  /** Display name, such as `'NOF Swiss'`; the standings result carries it as `rules`. */
  readonly name: string;
  /** The rule text (seed and §). */
  readonly source?: string;
  /** Round robin or Swiss. */
  readonly system: TournamentSystem;
  /** Points for a bye (Swiss: 1, NOF §20b) or a round-robin sit-out (0, NOF §20a): 0, 0.5 or 1. */
  readonly byePoints: number;
  /** What a bye adds to the `discs` (or `discDifference`) key, 0…64 (spec §8 decision 7). */
  readonly byeDiscValue: number;
  /**
   * The Brightwell constant C (spec §3): a preset computing it from the planned number of
   * rounds (`NOF_BRIGHTWELL`, …), or the constant itself (`6`, `'7/2'`).
   */
  readonly brightwellConstant: BrightwellPreset | number | string;
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
  readonly criteria: readonly OthelloCriterion[];
}

/**
 * NOF round robin (NOF §20a, recommended up to 8 players): points, total discs, the points
 * of the opponents beaten (half for a draw), head-to-head, else shared; a sit-out gives no
 * points; every other player is credited 64–0 against a player who missed rounds.
 *
 * @category Rules
 * @example
 * ```ts
 * import { NOF_ROUND_ROBIN } from 'mindsport/othello';
 * console.log(NOF_ROUND_ROBIN.criteria.map((criterion) => criterion.kind).join(', '));
 * // points, discs, defeatedOpponentsPoints, headToHead
 * ```
 */
export const NOF_ROUND_ROBIN: OthelloRules = deepFreeze({
  name: 'NOF round robin',
  source: 'seed 000 §20a',
  system: 'roundRobin',
  byePoints: 0,
  byeDiscValue: 0,
  brightwellConstant: ROUND_ROBIN_BRIGHTWELL,
  mbqPolicy: 'nof',
  absentPlayerRule: true,
  drawWinRight: false,
  skipMbqWhenConstantIsZero: false,
  criteria: [
    { kind: 'points', source: 'seed 000 §14, §20a' },
    { kind: 'discs', source: 'seed 000 §20a.1' },
    { kind: 'defeatedOpponentsPoints', source: 'seed 000 §20a.2' },
    { kind: 'headToHead', source: 'seed 000 §20a.3' },
  ],
});

/**
 * NOF Swiss (NOF §20b, recommended from 9 players): points (a bye is 1 point), MBQ with the
 * `nof` policy and C = 64 / rounds rounded up to even, head-to-head, else shared.
 *
 * @category Rules
 * @example
 * ```ts
 * import { NOF_SWISS } from 'mindsport/othello';
 * console.log(NOF_SWISS.criteria.map((criterion) => criterion.kind).join(', ')); // points, mbq, headToHead
 * ```
 */
export const NOF_SWISS: OthelloRules = deepFreeze({
  name: 'NOF Swiss',
  source: 'seed 000 §20b',
  system: 'swiss',
  byePoints: 1,
  byeDiscValue: 0,
  brightwellConstant: NOF_BRIGHTWELL,
  mbqPolicy: 'nof',
  absentPlayerRule: false,
  drawWinRight: false,
  skipMbqWhenConstantIsZero: false,
  criteria: [
    { kind: 'points', source: 'seed 000 §14, §20b' },
    { kind: 'mbq', source: 'seed 000 §20b.1' },
    { kind: 'headToHead', source: 'seed 000 §20b.2' },
  ],
});

/**
 * KOA Swiss (KOA II.3, III.8): points, MBS (= MBQ, `papp` policy, spec §8 decision 5) with
 * the KOA table for C, total discs (a bye or walkover counts 33), then a coin toss.
 *
 * @category Rules
 * @example
 * ```ts
 * import { KOA } from 'mindsport/othello';
 * console.log(KOA.criteria.map((criterion) => criterion.name ?? criterion.kind).join(', ')); // points, mbs, discs, coinToss
 * ```
 */
export const KOA: OthelloRules = deepFreeze({
  name: 'KOA',
  source: 'seed 001 II.3, III.6, III.8',
  system: 'swiss',
  byePoints: 1,
  byeDiscValue: 33,
  brightwellConstant: KOA_BRIGHTWELL,
  mbqPolicy: 'papp',
  absentPlayerRule: false,
  drawWinRight: false,
  skipMbqWhenConstantIsZero: false,
  criteria: [
    { kind: 'points', source: 'seed 001 II.3' },
    { kind: 'mbq', name: 'mbs', source: 'seed 001 II.3; spec othello.md Decision 5' },
    { kind: 'discs', source: 'seed 001 II.3' },
    { kind: 'coinToss', source: 'seed 001 II.3; spec othello.md Decision 13' },
  ],
});

/**
 * KOA round robin and double round robin (KOA II.1): the KOA criteria with C = 0.
 *
 * @category Rules
 * @example
 * ```ts
 * import { KOA_ROUND_ROBIN, ROUND_ROBIN_BRIGHTWELL } from 'mindsport/othello';
 * console.log(KOA_ROUND_ROBIN.brightwellConstant === ROUND_ROBIN_BRIGHTWELL, ROUND_ROBIN_BRIGHTWELL.rule); // true { kind: 'fixed', constant: 0 }
 * ```
 */
export const KOA_ROUND_ROBIN: OthelloRules = deepFreeze({
  ...KOA,
  name: 'KOA round robin',
  source: 'seed 001 II.1, II.3',
  system: 'roundRobin',
  brightwellConstant: ROUND_ROBIN_BRIGHTWELL,
});

/**
 * PAPP (the pairing program, spec §5): points, Brightwell (`papp` policy; C = 0 below 8
 * rounds, else 6), total discs with a bye counting 40, else shared. With C = 0 the
 * Brightwell key is skipped and the raw disc total decides (spec §8 decision 3). A PAPP
 * workfile's own constant comes back with its import ({@link parsePappWorkfile}).
 *
 * @category Rules
 * @example
 * ```ts
 * import { PAPP } from 'mindsport/othello';
 * console.log(PAPP.byeDiscValue); // 40
 * ```
 */
export const PAPP: OthelloRules = deepFreeze({
  name: 'PAPP',
  source: 'spec othello.md §5 (PAPP 1.37)',
  system: 'swiss',
  byePoints: 1,
  byeDiscValue: 40,
  brightwellConstant: PAPP_BRIGHTWELL,
  mbqPolicy: 'papp',
  absentPlayerRule: false,
  drawWinRight: false,
  skipMbqWhenConstantIsZero: true,
  criteria: [
    { kind: 'points', source: 'spec othello.md §5' },
    { kind: 'mbq', name: 'brightwell', source: 'spec othello.md §4–§5, Decision 3' },
    { kind: 'discs', source: 'spec othello.md §5, Decision 7' },
  ],
});

/**
 * World Othello Championship (spec §3, §5): the PAPP criteria with C = 6.
 *
 * @category Rules
 * @example
 * ```ts
 * import { WOC, WOC_BRIGHTWELL } from 'mindsport/othello';
 * console.log(WOC.brightwellConstant === WOC_BRIGHTWELL, WOC_BRIGHTWELL.rule); // true { kind: 'fixed', constant: 6 }
 * ```
 */
export const WOC: OthelloRules = deepFreeze({
  ...PAPP,
  name: 'WOC',
  source: 'spec othello.md §3, §5 (World Othello Championship)',
  brightwellConstant: WOC_BRIGHTWELL,
});

/**
 * Japan Othello Association (spec §5): wins, then the sum of disc differences, else shared.
 * There are no draws: a 32–32 game is won by the player holding the draw-win right (each
 * such game must say who, `drawWinRight`). A bye is a win and adds `byeDiscValue` (0 in the
 * preset, spec §8 decision 7; copy the rules to change it) to the disc difference.
 *
 * @category Rules
 * @example
 * ```ts
 * import { JOA } from 'mindsport/othello';
 * console.log(JOA.criteria.map((criterion) => criterion.kind).join(', ')); // wins, discDifference
 * ```
 */
export const JOA: OthelloRules = deepFreeze({
  name: 'JOA',
  source: 'spec othello.md §5 (Japan Othello Association)',
  system: 'swiss',
  byePoints: 1,
  byeDiscValue: 0,
  brightwellConstant: ROUND_ROBIN_BRIGHTWELL,
  mbqPolicy: 'papp',
  absentPlayerRule: false,
  drawWinRight: true,
  skipMbqWhenConstantIsZero: false,
  criteria: [
    { kind: 'wins', source: 'spec othello.md §5 (JOA)' },
    { kind: 'discDifference', source: 'spec othello.md §5 (JOA), Decision 7' },
  ],
});

/**
 * Every standings preset by its export name, for pickers and the command line
 * (`OTHELLO_PRESETS.NOF_SWISS === NOF_SWISS`).
 *
 * @category Rules
 * @example
 * ```ts
 * import { NOF_SWISS, OTHELLO_PRESETS } from 'mindsport/othello';
 * console.log(Object.keys(OTHELLO_PRESETS).join(' ')); // NOF_ROUND_ROBIN NOF_SWISS KOA KOA_ROUND_ROBIN PAPP WOC JOA
 * console.log(OTHELLO_PRESETS.NOF_SWISS === NOF_SWISS); // true
 * ```
 */
export const OTHELLO_PRESETS: {
  /** {@link NOF_ROUND_ROBIN} */
  readonly NOF_ROUND_ROBIN: OthelloRules;
  /** {@link NOF_SWISS} */
  readonly NOF_SWISS: OthelloRules;
  /** {@link KOA} */
  readonly KOA: OthelloRules;
  /** {@link KOA_ROUND_ROBIN} */
  readonly KOA_ROUND_ROBIN: OthelloRules;
  /** {@link PAPP} */
  readonly PAPP: OthelloRules;
  /** {@link WOC} */
  readonly WOC: OthelloRules;
  /** {@link JOA} */
  readonly JOA: OthelloRules;
} = deepFreeze({ NOF_ROUND_ROBIN, NOF_SWISS, KOA, KOA_ROUND_ROBIN, PAPP, WOC, JOA });
