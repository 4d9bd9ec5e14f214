import { deepFreeze, Fraction } from '../core/internal.js';
import { type Scratch, ScratchPool } from '../core/scratch.js';
import { enoughRounds, INELIGIBILITY_REASONS, type IneligibilityReason } from './eligibility.js';
import { scaledValues, sharedPlacePoints } from './points.js';
import { countedOf, type NgpKind, type ResolvedRules, type TournamentKind } from './rules.js';
import type { SeasonScan } from './scan.js';
import { type GrandPrixPlayer, type GrandPrixTournament, isNgpKind, type PlacedPlayer } from './season.js';

/**
 * What a result contributes to the season total (seed 000 §33, §32): `counted` (one of
 * the best results, in full), `extra` (a further NGP tournament: flat participation
 * points), `participation` (a participation-only tournament), `ineligible` (nothing,
 * and it takes no slot: spec decision 3).
 *
 * @category Standings
 * @example
 * ```ts
 * import { RESULT_STATUSES } from 'mindsport/grandprix';
 * console.log(RESULT_STATUSES.join(' ')); // counted extra participation ineligible
 * ```
 */
export const RESULT_STATUSES = deepFreeze(['counted', 'extra', 'participation', 'ineligible'] as const);

/**
 * One of {@link RESULT_STATUSES}.
 *
 * @category Standings
 */
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/**
 * One of a player's tournament results, marked counted or dropped.
 *
 * @category Standings
 */
export interface GrandPrixTournamentResult {
  /** The tournament's id. */
  readonly tournamentId: string;
  /** Its kind. */
  readonly kind: TournamentKind;
  /** Its start date. */
  readonly startDate: string;
  /** Position of the tournament in season order (0 = first). */
  readonly seasonIndex: number;
  /** Place as given in the standings. */
  readonly place: number;
  /** Place among eligible players (first of a shared group), `null` when ineligible. */
  readonly eligiblePlace: number | null;
  /** Last place of the eligible group, `null` when ineligible. */
  readonly eligibleLastPlace: number | null;
  /** The failed §30 conditions (empty when eligible). */
  readonly reasons: readonly IneligibilityReason[];
  /** Points the placing earned (§31/§32), whether or not they count. */
  readonly points: Fraction;
  /** How the result enters the total. */
  readonly status: ResultStatus;
  /** What it adds to the total: `points` when counted or participation, the extra points when extra, 0 when ineligible. */
  readonly awarded: Fraction;
}

/** @internal A player's season total with every result explained. */
export interface PlayerTotal {
  /** The player's id. */
  readonly playerId: string;
  /** Season total (§33): counted + extra + participation points. */
  readonly total: Fraction;
  /** Sum of the counted results. */
  readonly countedPoints: Fraction;
  /** Points from further NGP tournaments beyond the counted ones (§33). */
  readonly extraPoints: Fraction;
  /** Points from participation-only tournaments (§32). */
  readonly participationPoints: Fraction;
  /**
   * The §34 key: `countedPlaces[i]` is how many counted results have eligible place `i + 1`
   * (a shared 3rd–4th counts as a 3rd; decision 1). Trailing zeros are omitted.
   */
  readonly countedPlaces: readonly number[];
  /** Every result of the player, in season order. */
  readonly results: readonly GrandPrixTournamentResult[];
}

/** @internal Season totals of every player with at least one eligible result (spec decision 9). */
export interface SeasonTotals {
  /** NGP tournaments on the season's list, played or planned (decision 4). */
  readonly plannedNgpTournaments: number;
  /** How many NGP results count in full (§33: round(2/3 × planned)). */
  readonly countedTournaments: number;
  /** Ids of the tournaments with standings, in season order. */
  readonly playedTournaments: readonly string[];
  /** Ids of the tournaments still to be played, in season order. */
  readonly remainingTournaments: readonly string[];
  /** One total per player, in player-id order. */
  readonly totals: readonly PlayerTotal[];
}

/** @internal Where and what a result was: the tournament's facts. */
export interface TournamentMeta {
  readonly tournamentId: string;
  readonly kind: TournamentKind;
  readonly startDate: string;
  readonly seasonIndex: number;
}

/** @internal The placing facts of a result. */
export interface ResultFacts {
  readonly place: number;
  readonly eligiblePlace: number | null;
  readonly eligibleLastPlace: number | null;
  readonly reasons: readonly IneligibilityReason[];
  readonly points: Fraction;
}

/**
 * @internal Builds one player's total from parallel lists of tournament facts and results.
 * Counted results: best points first; equal points: the better eligible place, then the
 * earlier tournament (decision 2).
 */
export function totalFor(
  playerId: string,
  metas: readonly TournamentMeta[],
  facts: readonly ResultFacts[],
  countedTournaments: number,
  resolved: ResolvedRules,
): PlayerTotal {
  const count = metas.length;
  const candidates: number[] = [];
  for (let index = 0; index < count; index++) {
    if (facts[index]!.eligiblePlace !== null && isNgpKind(metas[index]!.kind)) candidates.push(index);
  }
  candidates.sort(
    (a, b) =>
      facts[b]!.points.compare(facts[a]!.points) ||
      (facts[a]!.eligiblePlace as number) - (facts[b]!.eligiblePlace as number) ||
      metas[a]!.seasonIndex - metas[b]!.seasonIndex,
  );
  const counted = new Uint8Array(count);
  for (let rank = 0; rank < candidates.length && rank < countedTournaments; rank++)
    counted[candidates[rank]!] = 1;
  const extra = Fraction.from(resolved.rules.extraEventPoints);
  let countedPoints = Fraction.ZERO;
  let extraPoints = Fraction.ZERO;
  let participationPoints = Fraction.ZERO;
  const countedPlaces: number[] = [];
  const results: GrandPrixTournamentResult[] = new Array(count);
  for (let index = 0; index < count; index++) {
    const meta = metas[index]!;
    const fact = facts[index]!;
    let status: ResultStatus;
    let awarded: Fraction;
    if (fact.eligiblePlace === null) {
      status = 'ineligible';
      awarded = Fraction.ZERO;
    } else if (!isNgpKind(meta.kind)) {
      status = 'participation';
      awarded = fact.points;
      participationPoints = participationPoints.add(awarded);
    } else if (counted[index] === 1) {
      status = 'counted';
      awarded = fact.points;
      countedPoints = countedPoints.add(awarded);
      const slot = fact.eligiblePlace - 1;
      while (countedPlaces.length <= slot) countedPlaces.push(0);
      countedPlaces[slot]! += 1;
    } else {
      status = 'extra';
      awarded = extra;
      extraPoints = extraPoints.add(extra);
    }
    results[index] = {
      tournamentId: meta.tournamentId,
      kind: meta.kind,
      startDate: meta.startDate,
      seasonIndex: meta.seasonIndex,
      place: fact.place,
      eligiblePlace: fact.eligiblePlace,
      eligibleLastPlace: fact.eligibleLastPlace,
      reasons: fact.reasons,
      points: fact.points,
      status,
      awarded,
    };
  }
  return {
    playerId,
    total: countedPoints.add(extraPoints).add(participationPoints),
    countedPoints,
    extraPoints,
    participationPoints,
    countedPlaces,
    results,
  };
}

/** The reasons of each combination of failed §30 conditions (bit 1 member, 2 rounds, 4 citizen), shared. */
const REASON_SETS: readonly (readonly IneligibilityReason[])[] = Array.from({ length: 8 }, (_, bits) =>
  Object.freeze(INELIGIBILITY_REASONS.filter((_, index) => (bits & (1 << index)) !== 0)),
);

const NOT_MEMBER = 1;
const TOO_FEW_ROUNDS = 2;
const NOT_CITIZEN_OR_RESIDENT = 4;

/** The day number of an open-ended membership's end: after every calendar date. */
const OPEN_END = 99_999_999;

/** A `YYYY-MM-DD` date (already checked) as the number yyyymmdd, which orders as the text does. */
function dayNumber(date: string): number {
  let day = 0;
  for (let index = 0; index < 10; index++)
    if (index !== 4 && index !== 7) day = day * 10 + date.charCodeAt(index) - 48;
  return day;
}

/** A list of zeros kept to copy from: `slice` copies a packed list faster than a loop fills one. */
let zeroTemplate: number[] = [];

/** A new list of `length` zeros. */
function zerosOfLength(length: number): number[] {
  if (zeroTemplate.length < length) {
    const grown: number[] = [];
    for (let slot = 0; slot < Math.max(length, 2 * zeroTemplate.length, 256); slot++) grown.push(0);
    zeroTemplate = grown;
  }
  return zeroTemplate.slice(0, length);
}

/**
 * Scratch columns kept between calls (see `src/core/scratch.ts`): allocating a dozen typed
 * arrays per season cost about 2 % of the run. Each column is filled before use and never
 * escapes into a result.
 */
const GRAND_PRIX_SCRATCH = new ScratchPool();

/** Largest common denominator of the season's points kept in plain integer units. */
const MAX_UNIT_DENOMINATOR = 2 ** 32;

function greatestCommonDivisor(a: number, b: number): number {
  while (b !== 0) {
    const rest = a % b;
    a = b;
    b = rest;
  }
  return a;
}

/**
 * @internal Season totals of a valid season, from its index. One pass scores every
 * tournament into columns (no object per line but the published
 * {@link GrandPrixTournamentResult}); points are added as integers over the common
 * denominator of the season's point values, or as Fractions when that would not be exact.
 */
export function computeTotals(scan: SeasonScan, resolved: ResolvedRules): SeasonTotals {
  return GRAND_PRIX_SCRATCH.use((scratch) => totalsWith(scratch, resolved, scan));
}

function totalsWith(scratch: Scratch, resolved: ResolvedRules, scan: SeasonScan): SeasonTotals {
  const config = resolved.rules;
  const zero = Fraction.ZERO;
  const { players, ordered, linePlayers, lineOrders } = scan;
  const tournamentCount = ordered.length;
  let plannedNgpTournaments = 0;
  let lineCount = 0;
  const playedTournaments: string[] = [];
  const remainingTournaments: string[] = [];
  const ngpAt = new Uint8Array(tournamentCount);
  for (let index = 0; index < tournamentCount; index++) {
    const tournament = ordered[index] as GrandPrixTournament;
    if (isNgpKind(tournament.kind)) {
      plannedNgpTournaments++;
      ngpAt[index] = 1;
    }
    if (tournament.standings === undefined) remainingTournaments.push(tournament.id);
    else {
      playedTournaments.push(tournament.id);
      lineCount += tournament.standings.length;
    }
  }
  const countedTournaments = countedOf(plannedNgpTournaments, resolved);
  const tournamentIds = ordered.map((tournament) => tournament.id);
  const tournamentKinds = ordered.map((tournament) => tournament.kind);
  const tournamentDates = ordered.map((tournament) => tournament.startDate);

  // Columns, one entry per standings line, tournaments in season order, best place first.
  const lineTournament = scratch.int32('lineTournament', lineCount);
  const linePlayer = scratch.int32('linePlayer', lineCount);
  const linePlace = scratch.float64('linePlace', lineCount);
  const lineReasons = scratch.uint8('lineReasons', lineCount);
  const lineEligiblePlace = scratch.int32('lineEligiblePlace', lineCount);
  const lineLastPlace = scratch.int32('lineLastPlace', lineCount);
  const linePoints: Fraction[] = new Array(lineCount);
  const playerLineCount = new Int32Array(players.length + 1);
  const playerEligible = new Uint8Array(players.length);

  const participation = Fraction.from(config.participationOnlyPoints);
  const extra = Fraction.from(config.extraEventPoints);
  let unitDenominator = 1;
  let inUnits = true;
  let lastNoted: Fraction | undefined;
  const note = (value: Fraction): void => {
    if (value === lastNoted || !inUnits) return;
    lastNoted = value;
    const denominator = value.denominator;
    if (typeof denominator !== 'number' || typeof value.numerator !== 'number') inUnits = false;
    else if (unitDenominator % denominator !== 0) {
      unitDenominator = (unitDenominator / greatestCommonDivisor(unitDenominator, denominator)) * denominator;
      if (unitDenominator > MAX_UNIT_DENOMINATOR) inUnits = false;
    }
  };
  note(participation);
  note(extra);

  // Points of shared groups, by kind, first place and size (the same groups recur).
  const sharedCache = new Map<string, Map<number, Fraction>>();
  const sharedPoints = (kind: TournamentKind, first: number, count: number): Fraction => {
    if (first >= 2 ** 26 || count >= 2 ** 26)
      return sharedPlacePoints(resolved, kind as NgpKind, first, count);
    let byGroup = sharedCache.get(kind);
    if (byGroup === undefined) sharedCache.set(kind, (byGroup = new Map()));
    const key = first * 2 ** 26 + count;
    let points = byGroup.get(key);
    if (points === undefined)
      byGroup.set(key, (points = sharedPlacePoints(resolved, kind as NgpKind, first, count)));
    return points;
  };
  const rules = config.eligibility;
  const requireMembership = rules.requireMembership;
  // Membership periods as day numbers (yyyymmdd: the scan checked every date), flattened
  // per player, so the check per standings line compares numbers, not strings.
  const periodStart = new Int32Array(players.length + 1);
  let periodBounds = new Int32Array(0);
  if (requireMembership) {
    for (let position = 0; position < players.length; position++)
      periodStart[position + 1] =
        (periodStart[position] as number) + (players[position]?.memberships.length ?? 0);
    periodBounds = new Int32Array(2 * (periodStart[players.length] as number));
    let at = 0;
    for (const player of players) {
      if (player === undefined) continue;
      const memberships = player.memberships;
      for (let index = 0; index < memberships.length; index++) {
        const period = memberships[index];
        if (period === undefined) {
          // A hole in a sparse list (skipped by the validation, as forEach skips it): no
          // period, so an interval that contains no day.
          periodBounds[at++] = OPEN_END;
          periodBounds[at++] = 0;
          continue;
        }
        periodBounds[at++] = dayNumber(period.from);
        periodBounds[at++] = period.to === undefined ? OPEN_END : dayNumber(period.to);
      }
    }
  }
  const isMemberOnDay = (position: number, day: number): boolean => {
    const end = 2 * (periodStart[position + 1] as number);
    for (let at = 2 * (periodStart[position] as number); at < end; at += 2)
      if ((periodBounds[at] as number) <= day && day <= (periodBounds[at + 1] as number)) return true;
    return false;
  };
  const requireCitizenOrResident = rules.requireCitizenOrResident;
  const share = resolved.minimumRoundShare;
  let line = 0;
  for (let seasonIndex = 0; seasonIndex < tournamentCount; seasonIndex++) {
    const tournament = ordered[seasonIndex] as GrandPrixTournament;
    const standings = tournament.standings;
    if (standings === undefined) continue;
    const positions = linePlayers[seasonIndex] as Int32Array;
    const order = lineOrders[seasonIndex];
    const { kind, startDate, rounds } = tournament;
    const scale = ngpAt[seasonIndex] === 1 ? scaledValues(resolved, kind, standings.length) : [];
    const everyRoundEnough = enoughRounds(rounds, rounds, share);
    const day = requireMembership ? dayNumber(startDate) : 0;
    const first = line;
    for (let rank = 0; rank < standings.length; rank++) {
      const input = order === undefined ? rank : (order[rank] as number);
      const entry = standings[input] as PlacedPlayer;
      const position = positions[input] as number;
      const player = players[position] as GrandPrixPlayer;
      let reasons = 0;
      if (requireMembership && !isMemberOnDay(position, day)) reasons |= NOT_MEMBER;
      const played = entry.roundsPlayed;
      if (played === undefined ? !everyRoundEnough : !enoughRounds(played, rounds, share))
        reasons |= TOO_FEW_ROUNDS;
      if (requireCitizenOrResident && !player.citizenOrResident) reasons |= NOT_CITIZEN_OR_RESIDENT;
      lineTournament[line] = seasonIndex;
      linePlayer[line] = position;
      linePlace[line] = entry.place;
      lineReasons[line] = reasons;
      playerLineCount[position + 1]! += 1;
      line++;
    }
    // Eligible players keep their order and ties; they close up over the ineligible (decision 6).
    const ngp = ngpAt[seasonIndex] === 1;
    let nextEligiblePlace = 1;
    let start = first;
    while (start < line) {
      const place = linePlace[start] as number;
      let end = start;
      let eligibleInGroup = 0;
      while (end < line && linePlace[end] === place) {
        if (lineReasons[end] === 0) eligibleInGroup++;
        end++;
      }
      let points = zero;
      if (eligibleInGroup > 0) {
        points = !ngp
          ? participation
          : eligibleInGroup === 1
            ? (scale[nextEligiblePlace - 1] as Fraction)
            : sharedPoints(kind, nextEligiblePlace, eligibleInGroup);
        note(points);
      }
      const lastPlace = nextEligiblePlace + eligibleInGroup - 1;
      for (let at = start; at < end; at++) {
        if (lineReasons[at] === 0) {
          lineEligiblePlace[at] = nextEligiblePlace;
          lineLastPlace[at] = lastPlace;
          linePoints[at] = points;
          playerEligible[linePlayer[at] as number] = 1;
        } else {
          linePoints[at] = zero;
        }
      }
      nextEligiblePlace += eligibleInGroup;
      start = end;
    }
  }

  // Each player's lines in season order (a counting sort by player keeps the season order).
  for (let position = 1; position <= players.length; position++)
    playerLineCount[position]! += playerLineCount[position - 1] as number;
  const playerStart = playerLineCount;
  const fill = playerStart.slice(0, players.length);
  const byPlayer = scratch.int32('byPlayer', lineCount);
  for (let at = 0; at < lineCount; at++) {
    const position = linePlayer[at] as number;
    byPlayer[fill[position]!++] = at;
  }

  // Integer units over the common denominator: exact while the sums stay safe integers.
  const units = scratch.float64('units', inUnits ? lineCount : 0);
  if (inUnits) {
    // Lines of one group share one Fraction: convert each run once.
    let last: Fraction | undefined;
    let lastUnits = 0;
    for (let at = 0; at < lineCount; at++) {
      const points = linePoints[at] as Fraction;
      if (points !== last) {
        last = points;
        lastUnits = (points.numerator as number) * (unitDenominator / (points.denominator as number));
      }
      units[at] = lastUnits;
    }
  }
  const extraUnits = inUnits
    ? (extra.numerator as number) * (unitDenominator / (extra.denominator as number))
    : 0;
  /** Counted-result order: more points, then the better eligible place, then the earlier tournament (decision 2). */
  const before = (a: number, b: number): number =>
    (inUnits
      ? (units[b] as number) - (units[a] as number)
      : (linePoints[b] as Fraction).compare(linePoints[a] as Fraction)) ||
    (lineEligiblePlace[a] as number) - (lineEligiblePlace[b] as number) ||
    (lineTournament[a] as number) - (lineTournament[b] as number);

  const eligiblePlayers: number[] = [];
  for (let position = 0; position < players.length; position++)
    if (playerEligible[position] === 1) eligiblePlayers.push(position);
  eligiblePlayers.sort((a, b) => {
    const left = (players[a] as GrandPrixPlayer).id;
    const right = (players[b] as GrandPrixPlayer).id;
    return left < right ? -1 : left > right ? 1 : 0;
  });

  // The same order as one number per line where that is exact: units, then the eligible
  // place, then the season index, packed as units × K − (place × T + index).
  let orderKeys: Float64Array | undefined;
  if (inUnits) {
    let maxUnits = 0;
    let maxPlace = 0;
    for (let at = 0; at < lineCount; at++) {
      if (Math.abs(units[at] as number) > maxUnits) maxUnits = Math.abs(units[at] as number);
      if ((lineEligiblePlace[at] as number) > maxPlace) maxPlace = lineEligiblePlace[at] as number;
    }
    const placeScale = tournamentCount;
    const unitScale = (maxPlace + 1) * placeScale;
    if ((maxUnits + 1) * unitScale <= Number.MAX_SAFE_INTEGER) {
      orderKeys = scratch.float64('orderKeys', lineCount);
      for (let at = 0; at < lineCount; at++)
        orderKeys[at] =
          (units[at] as number) * unitScale -
          ((lineEligiblePlace[at] as number) * placeScale + (lineTournament[at] as number));
    }
  }

  const counted = scratch.uint8('counted', lineCount);
  const candidates = new Int32Array(tournamentCount);
  const totals: PlayerTotal[] = new Array(eligiblePlayers.length);
  for (let row = 0; row < eligiblePlayers.length; row++) {
    const position = eligiblePlayers[row] as number;
    const from = playerStart[position] as number;
    const to = playerStart[position + 1] as number;
    let candidateCount = 0;
    for (let at = from; at < to; at++) {
      const lineIndex = byPlayer[at] as number;
      if (lineReasons[lineIndex] === 0 && ngpAt[lineTournament[lineIndex] as number] === 1) {
        // Insertion into the ordered candidates: a player has at most one line per tournament.
        let slot = candidateCount++;
        if (orderKeys !== undefined) {
          const key = orderKeys[lineIndex] as number;
          while (slot > 0 && (orderKeys[candidates[slot - 1] as number] as number) < key) {
            candidates[slot] = candidates[slot - 1] as number;
            slot--;
          }
        } else {
          while (slot > 0 && before(lineIndex, candidates[slot - 1] as number) < 0) {
            candidates[slot] = candidates[slot - 1] as number;
            slot--;
          }
        }
        candidates[slot] = lineIndex;
      }
    }
    let lastCountedPlace = 0;
    for (let rank = 0; rank < candidateCount && rank < countedTournaments; rank++) {
      const lineIndex = candidates[rank] as number;
      counted[lineIndex] = 1;
      if ((lineEligiblePlace[lineIndex] as number) > lastCountedPlace)
        lastCountedPlace = lineEligiblePlace[lineIndex] as number;
    }
    totals[row] = playerTotal((players[position] as GrandPrixPlayer).id, from, to, lastCountedPlace);
  }

  /** The exact value of a sum of units (whole numbers skip the gcd). */
  function fromUnits(sum: number): Fraction {
    if (sum === 0) return zero;
    return sum % unitDenominator === 0
      ? Fraction.from(sum / unitDenominator)
      : Fraction.of(sum, unitDenominator);
  }

  function playerTotal(playerId: string, from: number, to: number, lastCountedPlace: number): PlayerTotal {
    let countedUnits = 0;
    let extraCount = 0;
    let participationUnits = 0;
    // The §34 key, sized once (a low total's first counted place can be far down).
    const countedPlaces = zerosOfLength(lastCountedPlace);
    const results: GrandPrixTournamentResult[] = new Array(to - from);
    for (let at = from; at < to; at++) {
      const lineIndex = byPlayer[at] as number;
      const seasonIndex = lineTournament[lineIndex] as number;
      const reasons = lineReasons[lineIndex] as number;
      const points = linePoints[lineIndex] as Fraction;
      let status: ResultStatus;
      let awarded: Fraction;
      let eligiblePlace: number | null = null;
      let eligibleLastPlace: number | null = null;
      if (reasons !== 0) {
        status = 'ineligible';
        awarded = zero;
      } else {
        eligiblePlace = lineEligiblePlace[lineIndex] as number;
        eligibleLastPlace = lineLastPlace[lineIndex] as number;
        if (ngpAt[seasonIndex] === 0) {
          status = 'participation';
          awarded = points;
          participationUnits += units[lineIndex] as number;
        } else if (counted[lineIndex] === 1) {
          status = 'counted';
          awarded = points;
          countedUnits += units[lineIndex] as number;
          countedPlaces[eligiblePlace - 1]! += 1;
        } else {
          status = 'extra';
          awarded = extra;
          extraCount++;
        }
      }
      results[at - from] = {
        tournamentId: tournamentIds[seasonIndex] as string,
        kind: tournamentKinds[seasonIndex] as TournamentKind,
        startDate: tournamentDates[seasonIndex] as string,
        seasonIndex,
        place: linePlace[lineIndex] as number,
        eligiblePlace,
        eligibleLastPlace,
        reasons: REASON_SETS[reasons] as readonly IneligibilityReason[],
        points,
        status,
        awarded,
      };
    }
    const extraUnitsTotal = extraCount * extraUnits;
    const totalUnits = countedUnits + extraUnitsTotal + participationUnits;
    if (inUnits && Number.isSafeInteger(totalUnits)) {
      return {
        playerId,
        total: fromUnits(totalUnits),
        countedPoints: fromUnits(countedUnits),
        extraPoints: fromUnits(extraUnitsTotal),
        participationPoints: fromUnits(participationUnits),
        countedPlaces,
        results,
      };
    }
    // Beyond plain integers: the same sums as exact Fractions.
    let countedPoints = zero;
    let extraPoints = zero;
    let participationPoints = zero;
    for (const result of results) {
      if (result.status === 'counted') countedPoints = countedPoints.add(result.awarded);
      else if (result.status === 'extra') extraPoints = extraPoints.add(result.awarded);
      else if (result.status === 'participation')
        participationPoints = participationPoints.add(result.awarded);
    }
    return {
      playerId,
      total: countedPoints.add(extraPoints).add(participationPoints),
      countedPoints,
      extraPoints,
      participationPoints,
      countedPlaces,
      results,
    };
  }

  return {
    plannedNgpTournaments,
    countedTournaments,
    playedTournaments,
    remainingTournaments,
    totals,
  };
}
