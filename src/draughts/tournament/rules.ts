/**
 * The rules of a draughts event as data (API.md §1, Decision 5 of the brief): game points,
 * the ranking criteria, the barrages and their schedules, how prizes and (grand)master
 * points are shared, and the rights the final standings give. `KNDB` is the seed's
 * federation (seed 004, the KNDB conditions of the Dutch championship 2009).
 *
 * @module
 */
import {
  type Bounds,
  checkFields,
  checkInteger,
  checkList,
  checkNumber,
  checkOneOf,
  checkRecord,
  checkString,
  collectProblems,
  deepFreeze,
  type ErrorPath,
  problemAt,
  type Report,
  show,
  type Validation,
} from '../../core/internal.js';

/**
 * The criteria a draughts ranking can use (seed 004 "Eindstand"): game points, then the
 * plus/min saldo (plus-remises minus min-remises).
 *
 * @category Rules
 * @example
 * ```ts
 * import { DRAUGHTS_CRITERIA } from 'mindsport/draughts';
 * console.log(DRAUGHTS_CRITERIA); // [ 'points', 'saldo' ]
 * ```
 */
export const DRAUGHTS_CRITERIA = deepFreeze(['points', 'saldo'] as const);

/**
 * One of {@link DRAUGHTS_CRITERIA}.
 *
 * @category Rules
 */
export type DraughtsCriterionKind = (typeof DRAUGHTS_CRITERIA)[number];

/**
 * A ranking criterion of the rules.
 *
 * @category Rules
 */
export interface DraughtsCriterion {
  /** What is compared: `points` or `saldo` (higher is better). */
  readonly kind: DraughtsCriterionKind;
  /** The rule it implements (seed and section). */
  readonly source: string;
}

/**
 * Game points for a win, any draw (remise, plus-remise, min-remise) and a loss; a game lost
 * for both (`0-0`) gives each the loss points (seed 004 "Algemeen").
 *
 * @category Rules
 */
export interface DraughtsGamePoints {
  /** Points for a win. */
  readonly win: number;
  /** Points for a remise, a plus-remise and a min-remise. */
  readonly draw: number;
  /** Points for a loss, and for each side of a `0-0`. */
  readonly loss: number;
  /** The rule it implements. */
  readonly source: string;
}

/**
 * Thinking time per player per game in a barrage.
 *
 * @category Rules
 */
export interface BarrageTimeControl {
  /** Base time in minutes. */
  readonly minutes: number;
  /** Seconds added per move (0 for none). */
  readonly incrementSeconds: number;
}

/**
 * One stage of a barrage: every pair of the players still tied meets, at one time control.
 *
 * @category Rules
 */
export interface BarrageStage {
  /**
   * Games each pair plays: a number (2 for the two-player match, 1 for a round robin), or
   * `'untilDecisive'`: the pair plays on until a win or plus-remise, which alone counts
   * ("voor een onbeperkt aantal partijen; de eerste winstpartij of plusremise is beslissend").
   */
  readonly gamesPerPairing: number | 'untilDecisive';
  /** The time control. */
  readonly timeControl: BarrageTimeControl;
  /** The rule it implements. */
  readonly source: string;
}

/**
 * A barrage schedule (spec §5): the stages for two players, the stages for more, and what
 * follows the last stage.
 *
 * @category Rules
 */
export interface BarrageFormat {
  /** Stages when exactly two players are tied, played in order. */
  readonly twoPlayers: readonly BarrageStage[];
  /** Stages when more than two are tied: round robins, played in order. */
  readonly moreThanTwo: readonly BarrageStage[];
  /**
   * What follows the last stage when players are still tied: `'repeat'` it as the rule
   * says, or `'repeatByDirectorsDecision'` (the seed is silent; spec §6 Decision 4: repeat
   * and flag it as the tournament director's decision, seed "Slotbepalingen").
   */
  readonly afterLastStage: 'repeat' | 'repeatByDirectorsDecision';
}

/**
 * A place a tie is broken for by a barrage, and how.
 *
 * @category Rules
 */
export interface DraughtsBarrageRule {
  /** The place played for: a tie on places first…last plays for it when first ≤ place < last. */
  readonly place: number;
  /**
   * `'always'`, or `'worldChampionshipAtStake'`: only when the world-championship place is
   * at stake inside the tie (every player above it already qualified, at least two of the
   * tied players not).
   */
  readonly when: 'always' | 'worldChampionshipAtStake';
  /** The schedule. */
  readonly format: BarrageFormat;
  /** The rule it implements. */
  readonly source: string;
}

/**
 * How prize money is shared: players equal on the first criteria of the ranking share the
 * sum of the prizes of the places they occupy.
 *
 * @category Rules
 */
export interface DraughtsPrizeRule {
  /** The criteria players must be equal on to share: the first one or more of `criteria`. */
  readonly sharedBy: readonly DraughtsCriterionKind[];
  /** The rule it implements. */
  readonly source: string;
}

/**
 * Place values of one kind of title point.
 *
 * @category Rules
 */
export interface DraughtsPlaceValues {
  /** The value of place 1, 2, … (places beyond the list are worth 0). */
  readonly values: readonly number[];
  /** The rule it implements. */
  readonly source: string;
}

/**
 * Grandmaster and master points by place, and who shares them.
 *
 * @category Rules
 */
export interface DraughtsTitlePointRules {
  /** Grandmaster points by place. */
  readonly grandmaster: DraughtsPlaceValues;
  /** Master points by place. */
  readonly master: DraughtsPlaceValues;
  /** The criteria players must be equal on to share: the first one or more of `criteria`. */
  readonly sharedBy: readonly DraughtsCriterionKind[];
  /** The rule it implements (sharing and the guest's place left out). */
  readonly source: string;
}

/**
 * One right a final standing gives.
 *
 * @category Rules
 */
export interface DraughtsRight {
  /** A stable key: `'title'`, `'worldChampionship'`, `'nextFinal'`, … */
  readonly key: string;
  /**
   * `'topPlaces'`: the best `count` players; `'bestNotQualified'`: the best `count` players
   * not yet qualified (players marked `alreadyQualified` are skipped).
   */
  readonly kind: 'topPlaces' | 'bestNotQualified';
  /** How many players get it. */
  readonly count: number;
  /** The rule it implements. */
  readonly source: string;
}

/**
 * The rules of a draughts event: everything a federation decides, as plain data. A custom
 * rule set is a copy of a preset with fields changed (`{ ...KNDB, rights: [...] }`).
 *
 * @category Rules
 */
export interface DraughtsRules {
  /** The rules' name, shown on every result (`'KNDB'`). */
  readonly name: string;
  /** The text the rules come from. */
  readonly source: string;
  /** Game points per result. */
  readonly gamePoints: DraughtsGamePoints;
  /** The ranking criteria in order; players equal on all of them share a place. */
  readonly criteria: readonly DraughtsCriterion[];
  /** The places a tie is broken for by a barrage, each with its schedule. */
  readonly barrages: readonly DraughtsBarrageRule[];
  /** How prize money is shared. */
  readonly prizes: DraughtsPrizeRule;
  /** Grandmaster and master points. */
  readonly titlePoints: DraughtsTitlePointRules;
  /** The rights of the final standings. */
  readonly rights: readonly DraughtsRight[];
}

const PLACE_1_FORMAT: BarrageFormat = {
  twoPlayers: [
    {
      gamesPerPairing: 2,
      timeControl: { minutes: 5, incrementSeconds: 2 },
      source: 'seed 004 "Eindstand" 2a: 2 partijen, 5 minuten plus 2 seconden per zet',
    },
    {
      gamesPerPairing: 'untilDecisive',
      timeControl: { minutes: 15, incrementSeconds: 0 },
      source:
        'seed 004 "Eindstand" 2a: 15 minuten, onbeperkt aantal partijen, eerste winstpartij of plusremise beslissend',
    },
  ],
  moreThanTwo: [
    {
      gamesPerPairing: 1,
      timeControl: { minutes: 5, incrementSeconds: 2 },
      source: 'seed 004 "Eindstand" 2a: enkelvoudig toernooi, 5 minuten plus 2 seconden per zet',
    },
    {
      gamesPerPairing: 'untilDecisive',
      timeControl: { minutes: 10, incrementSeconds: 0 },
      source:
        'seed 004 "Eindstand" 2a: enkelvoudig toernooi, 10 minuten, eerste winstpartij of plusremise telkens beslissend',
    },
    {
      gamesPerPairing: 'untilDecisive',
      timeControl: { minutes: 5, incrementSeconds: 0 },
      source:
        'seed 004 "Eindstand" 2a: enkelvoudig toernooi, 5 minuten, eerste winstpartij of plusremise telkens beslissend',
    },
  ],
  afterLastStage: 'repeatByDirectorsDecision',
};

const PLACES_2_3_FORMAT: BarrageFormat = {
  twoPlayers: [
    {
      gamesPerPairing: 2,
      timeControl: { minutes: 20, incrementSeconds: 5 },
      source: 'seed 004 "Eindstand" 2b: 2 partijen, 20 minuten plus 5 seconden per zet',
    },
    {
      gamesPerPairing: 'untilDecisive',
      timeControl: { minutes: 10, incrementSeconds: 5 },
      source:
        'seed 004 "Eindstand" 2b: 10 minuten plus 5 seconden per zet, eerste winstpartij of plusremise beslissend',
    },
  ],
  moreThanTwo: [
    {
      gamesPerPairing: 1,
      timeControl: { minutes: 20, incrementSeconds: 5 },
      source: 'seed 004 "Eindstand" 2b: enkelvoudig toernooi, 20 minuten plus 5 seconden per zet',
    },
    {
      gamesPerPairing: 1,
      timeControl: { minutes: 10, incrementSeconds: 5 },
      source: 'seed 004 "Eindstand" 2b: enkelvoudig toernooi, 10 minuten plus 5 seconden per zet',
    },
    {
      gamesPerPairing: 1,
      timeControl: { minutes: 5, incrementSeconds: 5 },
      source:
        'seed 004 "Eindstand" 2b: enkelvoudige toernooien, 5 minuten plus 5 seconden per zet, tot er een eindrangschikking is',
    },
  ],
  afterLastStage: 'repeat',
};

/**
 * The KNDB rules of the Dutch championship (seed 004, after the federation council
 * decision of 24 June 2006): 2 points for a win and 1 for any draw; ranked by points, then
 * the plus/min saldo; barrages for places 1 (section 2a), 2 (2b, only with the WK place at
 * stake) and 3 (2b); prizes shared by players equal in points and saldo; 3-2-1 grandmaster
 * and 5-4-3-2-1 master points shared by players equal in points; the title, the WK place
 * and the next final as rights.
 *
 * @category Rules
 * @example
 * ```ts
 * import { KNDB } from 'mindsport/draughts';
 * console.log(KNDB.name, KNDB.criteria.map((criterion) => criterion.kind)); // KNDB [ 'points', 'saldo' ]
 * console.log(KNDB.barrages.map((barrage) => `${barrage.place}:${barrage.when}`)); // [ '1:always', '2:worldChampionshipAtStake', '3:always' ]
 * console.log(KNDB.titlePoints.master.values); // [ 5, 4, 3, 2, 1 ]
 * ```
 */
export const KNDB: DraughtsRules = deepFreeze({
  name: 'KNDB',
  source:
    'seed 004: KNDB conditions of the Dutch championship 2009 (federation council decision of 24 June 2006)',
  gamePoints: {
    win: 2,
    draw: 1,
    loss: 0,
    source:
      'seed 004 "Algemeen": remise één punt, plusremise een voordeelpunt, de speler die wint twee punten, verlies geen punten',
  },
  criteria: [
    {
      kind: 'points',
      source: 'seed 004 "Eindstand": de eindstand wordt bepaald door het behaalde aantal punten',
    },
    { kind: 'saldo', source: 'seed 004 "Eindstand" 1: het beste saldo van plusremises en minremises' },
  ],
  barrages: [
    {
      place: 1,
      when: 'always',
      format: PLACE_1_FORMAT,
      source:
        'seed 004 "Eindstand" 2, 2a: is de eerste plaats in het geding, dan wordt de barrage direct gespeeld',
    },
    {
      place: 2,
      when: 'worldChampionshipAtStake',
      format: PLACES_2_3_FORMAT,
      source:
        'seed 004 "Eindstand" 2b: een barrage om de tweede plaats wordt alleen gespeeld als deelname aan het WK op het spel staat',
    },
    {
      place: 3,
      when: 'always',
      format: PLACES_2_3_FORMAT,
      source:
        'seed 004 "Eindstand" 2, 2b: plaats 3 in het geding (de drie hoogst geklasseerden naar de finale)',
    },
  ],
  prizes: {
    sharedBy: ['points', 'saldo'],
    source:
      'seed 004 "Rechten": spelers met evenveel punten en hetzelfde saldo plus-/minremises delen hun prijzen',
  },
  titlePoints: {
    grandmaster: {
      values: [3, 2, 1],
      source:
        'seed 004 "Meester- en grootmeesterpunten": de plaatsen 1 t/m 3 geven 3, 2 en 1 grootmeesterpunten',
    },
    master: {
      values: [5, 4, 3, 2, 1],
      source:
        'seed 004 "Meester- en grootmeesterpunten": de plaatsen 1 t/m 5 geven 5, 4, 3, 2 en 1 meesterpunten',
    },
    sharedBy: ['points'],
    source:
      'seed 004 "Meester- en grootmeesterpunten": bij gelijk eindigen (evenveel wedstrijdpunten) gedeeld; de plaats van een gast blijft buiten beschouwing',
  },
  rights: [
    {
      key: 'title',
      kind: 'topPlaces',
      count: 1,
      source: 'seed 004 "Rechten": de nummer één verwerft de titel \'Kampioen van Nederland\'',
    },
    {
      key: 'worldChampionship',
      kind: 'bestNotQualified',
      count: 1,
      source:
        'seed 004 "Rechten": de hoogst geëindigde, nog niet voor het wereldkampioenschap gekwalificeerde speler plaatst zich voor het WK',
    },
    {
      key: 'nextFinal',
      kind: 'topPlaces',
      count: 3,
      source:
        'seed 004 "Rechten": de drie hoogst geklasseerde spelers plaatsen zich voor de finale van het volgende NK',
    },
  ],
} satisfies DraughtsRules);

/**
 * The draughts rules presets by export name: `DRAUGHTS_PRESETS.KNDB === KNDB`.
 *
 * @category Rules
 * @example
 * ```ts
 * import { DRAUGHTS_PRESETS, KNDB } from 'mindsport/draughts';
 * console.log(Object.keys(DRAUGHTS_PRESETS), DRAUGHTS_PRESETS.KNDB === KNDB); // [ 'KNDB' ] true
 * ```
 */
export const DRAUGHTS_PRESETS: Readonly<Record<'KNDB', DraughtsRules>> = Object.freeze({ KNDB });

const RULE_FIELDS = [
  'name',
  'source',
  'gamePoints',
  'criteria',
  'barrages',
  'prizes',
  'titlePoints',
  'rights',
];

/**
 * Checks a rules object like a document (paths start with `'rules'`): every field present
 * and of the right shape, no unknown field, criteria known and listed once, points ordered
 * win ≥ draw ≥ loss, barrage places listed once with at least one stage per schedule, the
 * sharing criteria the first ones of `criteria`, rights with a count ≥ 1 and distinct keys.
 *
 * @category Rules
 * @param rules - the rules to check (a preset, or a copy with fields changed)
 * @returns the rules, or every problem
 * @example
 * ```ts
 * import { KNDB, validateDraughtsRules } from 'mindsport/draughts';
 * console.log(validateDraughtsRules(KNDB).ok); // true
 * const bad = validateDraughtsRules({ ...KNDB, criteria: [{ kind: 'wins', source: 'ours' }] });
 * console.log(bad.problems.map((problem) => `${problem.code} ${problem.pointer}`)); // [ 'NOT_ONE_OF /rules/criteria/0/kind' ]
 * ```
 */
export function validateDraughtsRules(rules: unknown): Validation<DraughtsRules> {
  return collectProblems((report) => {
    checkRules(rules, report);
    return rules as DraughtsRules;
  });
}

/** The shape and consistency of a rules object, reported problem by problem. */
export function checkRules(rules: unknown, report: Report): void {
  const path = ['rules'];
  if (!checkRecord(rules, path, report)) return;
  checkFields(rules, RULE_FIELDS, path, report, RULE_FIELDS);
  checkText(rules.name, [...path, 'name'], report);
  checkText(rules.source, [...path, 'source'], report);
  checkGamePoints(rules.gamePoints, report);
  const kinds = checkCriteria(rules.criteria, report);
  checkBarrageRules(rules.barrages, report);
  checkPrizeRule(rules.prizes, kinds, report);
  checkTitlePoints(rules.titlePoints, kinds, report);
  checkRights(rules.rights, report);
}

function checkText(value: unknown, path: ErrorPath, report: Report): void {
  if (value !== undefined) checkString(value, path, report);
}

function checkSourced(value: unknown, path: ErrorPath, fields: readonly string[], report: Report): boolean {
  if (value === undefined || !checkRecord(value, path, report)) return false;
  checkFields(value, [...fields, 'source'], path, report, [...fields, 'source']);
  checkText(value.source, [...path, 'source'], report);
  return true;
}

function checkGamePoints(points: unknown, report: Report): void {
  const path = ['rules', 'gamePoints'];
  if (!checkSourced(points, path, ['win', 'draw', 'loss'], report)) return;
  const { win, draw, loss } = points as Record<string, unknown>;
  const whole = (value: unknown, key: string) =>
    value !== undefined && checkInteger(value, [...path, key], report, { min: 0 });
  if (whole(win, 'win') && whole(draw, 'draw') && whole(loss, 'loss')) {
    if (!((win as number) >= (draw as number) && (draw as number) >= (loss as number))) {
      report(
        problemAt(
          'POINTS_OUT_OF_ORDER',
          path,
          points,
          `win ${show(win)}, draw ${show(draw)}, loss ${show(loss)} are not in the order win ≥ draw ≥ loss`,
        ),
      );
    }
  }
}

/** The criteria's kinds, in order; null when a criterion is not one of them (its problem is reported). */
function checkCriteria(criteria: unknown, report: Report): DraughtsCriterionKind[] | null {
  const path = ['rules', 'criteria'];
  if (criteria === undefined || !checkList(criteria, path, report)) return null;
  if (criteria.length === 0) {
    report(problemAt('EMPTY_CRITERIA', path, criteria, 'a ranking needs at least one criterion'));
    return null;
  }
  const kinds: DraughtsCriterionKind[] = [];
  let valid = true;
  criteria.forEach((criterion, index) => {
    const at = [...path, index];
    const kind = checkSourced(criterion, at, ['kind'], report)
      ? (criterion as Record<string, unknown>).kind
      : undefined;
    if (kind === undefined || !checkOneOf(kind, DRAUGHTS_CRITERIA, [...at, 'kind'], report)) return;
    if (kinds.includes(kind)) {
      valid = false;
      report(problemAt('DUPLICATE_CRITERION', [...at, 'kind'], kind, `${show(kind)} is already a criterion`));
    }
    kinds.push(kind);
  });
  return valid && kinds.length === criteria.length ? kinds : null;
}

function checkBarrageRules(barrages: unknown, report: Report): void {
  const path = ['rules', 'barrages'];
  if (barrages === undefined || !checkList(barrages, path, report)) return;
  const places = new Set<number>();
  barrages.forEach((barrage, index) => {
    const at = [...path, index];
    if (!checkSourced(barrage, at, ['place', 'when', 'format'], report)) return;
    const { place, when, format } = barrage as Record<string, unknown>;
    if (place !== undefined && checkInteger(place, [...at, 'place'], report, { min: 1 })) {
      if (places.has(place)) {
        report(
          problemAt(
            'DUPLICATE_BARRAGE_PLACE',
            [...at, 'place'],
            place,
            `place ${place} already has a barrage`,
          ),
        );
      }
      places.add(place);
    }
    if (when !== undefined) checkOneOf(when, ['always', 'worldChampionshipAtStake'], [...at, 'when'], report);
    checkBarrageFormat(format, [...at, 'format'], report);
  });
}

function checkBarrageFormat(format: unknown, path: ErrorPath, report: Report): void {
  if (format === undefined || !checkRecord(format, path, report)) return;
  const fields = ['twoPlayers', 'moreThanTwo', 'afterLastStage'];
  checkFields(format, fields, path, report, fields);
  for (const list of ['twoPlayers', 'moreThanTwo'] as const) {
    const stages = format[list];
    const at = [...path, list];
    if (stages === undefined || !checkList(stages, at, report)) continue;
    if (stages.length === 0)
      report(problemAt('NO_BARRAGE_STAGE', at, stages, 'a barrage schedule needs a stage'));
    stages.forEach((stage, index) => {
      checkBarrageStage(stage, [...at, index], report);
    });
  }
  if (format.afterLastStage !== undefined) {
    checkOneOf(
      format.afterLastStage,
      ['repeat', 'repeatByDirectorsDecision'],
      [...path, 'afterLastStage'],
      report,
    );
  }
}

function checkBarrageStage(stage: unknown, path: ErrorPath, report: Report): void {
  if (!checkSourced(stage, path, ['gamesPerPairing', 'timeControl'], report)) return;
  const { gamesPerPairing, timeControl } = stage as Record<string, unknown>;
  if (gamesPerPairing !== undefined && gamesPerPairing !== 'untilDecisive') {
    checkInteger(gamesPerPairing, [...path, 'gamesPerPairing'], report, { min: 1 });
  }
  const at = [...path, 'timeControl'];
  if (timeControl === undefined || !checkRecord(timeControl, at, report)) return;
  checkFields(timeControl, ['minutes', 'incrementSeconds'], at, report, ['minutes', 'incrementSeconds']);
  const atLeastZero: Bounds = { min: 0 };
  if (timeControl.minutes !== undefined)
    checkNumber(timeControl.minutes, [...at, 'minutes'], report, atLeastZero);
  if (timeControl.incrementSeconds !== undefined) {
    checkNumber(timeControl.incrementSeconds, [...at, 'incrementSeconds'], report, atLeastZero);
  }
}

/**
 * A `sharedBy` list: known criteria, the first ones of the ranking's criteria (compared
 * only when the criteria themselves are valid, `kinds` not null).
 */
function checkSharedBy(
  sharedBy: unknown,
  kinds: readonly DraughtsCriterionKind[] | null,
  path: ErrorPath,
  report: Report,
): void {
  if (sharedBy === undefined || !checkList(sharedBy, path, report)) return;
  const known = sharedBy.every((kind, index) =>
    checkOneOf(kind, DRAUGHTS_CRITERIA, [...path, index], report),
  );
  if (!known || kinds === null) return;
  const prefix = sharedBy.length > 0 && sharedBy.every((kind, index) => kinds[index] === kind);
  if (!prefix) {
    report(
      problemAt(
        'BAD_SHARING',
        path,
        sharedBy,
        `${show(sharedBy)} is not the first of the ranking criteria (${kinds.join(', ')})`,
      ),
    );
  }
}

function checkPrizeRule(
  prizes: unknown,
  kinds: readonly DraughtsCriterionKind[] | null,
  report: Report,
): void {
  const path = ['rules', 'prizes'];
  if (!checkSourced(prizes, path, ['sharedBy'], report)) return;
  checkSharedBy((prizes as Record<string, unknown>).sharedBy, kinds, [...path, 'sharedBy'], report);
}

function checkTitlePoints(
  titlePoints: unknown,
  kinds: readonly DraughtsCriterionKind[] | null,
  report: Report,
): void {
  const path = ['rules', 'titlePoints'];
  if (!checkSourced(titlePoints, path, ['grandmaster', 'master', 'sharedBy'], report)) return;
  const { grandmaster, master, sharedBy } = titlePoints as Record<string, unknown>;
  for (const [key, values] of [
    ['grandmaster', grandmaster],
    ['master', master],
  ] as const) {
    const at = [...path, key];
    if (!checkSourced(values, at, ['values'], report)) continue;
    const list = (values as Record<string, unknown>).values;
    if (list === undefined || !checkList(list, [...at, 'values'], report)) continue;
    list.forEach((value, index) => {
      checkNumber(value, [...at, 'values', index], report, { min: 0 });
    });
  }
  checkSharedBy(sharedBy, kinds, [...path, 'sharedBy'], report);
}

function checkRights(rights: unknown, report: Report): void {
  const path = ['rules', 'rights'];
  if (rights === undefined || !checkList(rights, path, report)) return;
  const keys = new Map<string, number>();
  rights.forEach((right, index) => {
    const at = [...path, index];
    if (!checkSourced(right, at, ['key', 'kind', 'count'], report)) return;
    const { key, kind, count } = right as Record<string, unknown>;
    if (key !== undefined && checkString(key, [...at, 'key'], report)) {
      const other = keys.get(key);
      if (other !== undefined) {
        report(
          problemAt(
            'DUPLICATE_ID',
            [...at, 'key'],
            key,
            `${show(key)} is already the key of rules.rights[${other}]`,
          ),
        );
      } else keys.set(key, index);
    }
    if (kind !== undefined) checkOneOf(kind, ['topPlaces', 'bestNotQualified'], [...at, 'kind'], report);
    if (count !== undefined) checkInteger(count, [...at, 'count'], report, { min: 1 });
  });
}
