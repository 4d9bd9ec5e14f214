import { Fraction, MindsportError, shareByPlace, show } from '../core/internal.js';
import {
  type GrandPrixConfig,
  NGP,
  type ResolvedConfig,
  resolveConfig,
  type TournamentKind,
} from './config.js';
import { type Eligibility, eligibilityWith, type IneligibilityReason } from './eligibility.js';
import {
  assertSeason,
  type GrandPrixPlayer,
  type GrandPrixTournament,
  isNgpKind,
  type PlacedPlayer,
} from './season.js';

/** One player's line in a scored tournament. */
export interface TournamentResult {
  /** The player's id. */
  readonly player: string;
  /** The place as given in the standings (all players, eligible or not). */
  readonly place: number;
  /** True when the player earns points here (seed 000 §30). */
  readonly eligible: boolean;
  /** The failed §30 conditions (empty when eligible). */
  readonly reasons: readonly IneligibilityReason[];
  /**
   * First place among eligible players only (§31 "innbyrdes plassering mellom de spillerne
   * som er berettiget til poeng"); a shared place carries its first place. `null` when ineligible.
   */
  readonly eligiblePlace: number | null;
  /** Last place of the eligible group (equal to `eligiblePlace` unless shared); `null` when ineligible. */
  readonly eligibleLastPlace: number | null;
  /** Points earned here (§31 scale × multiplier, shared exactly; §32 participation points); 0 when ineligible. */
  readonly points: Fraction;
}

/** A scored tournament. */
export interface TournamentPoints {
  /** The tournament's id. */
  readonly tournament: string;
  /** Its kind. */
  readonly kind: TournamentKind;
  /** Its start date. */
  readonly startDate: string;
  /** One line per standings entry, best place first (ties in id order). */
  readonly results: readonly TournamentResult[];
}

interface ScaleCache {
  readonly unscaled: Fraction[];
  readonly scaled: Map<TournamentKind, Fraction[]>;
}

const scaleCaches = new WeakMap<ResolvedConfig, ScaleCache>();

function scaleCache(resolved: ResolvedConfig): ScaleCache {
  let cache = scaleCaches.get(resolved);
  if (!cache) {
    cache = { unscaled: [], scaled: new Map() };
    scaleCaches.set(resolved, cache);
  }
  return cache;
}

/** Unscaled value of place `index + 1`: the §31 scale, then the points below it. */
function unscaledScale(resolved: ResolvedConfig, length: number): Fraction[] {
  const cache = scaleCache(resolved);
  const { placePoints, belowScalePoints } = resolved.config;
  while (cache.unscaled.length < length) {
    cache.unscaled.push(Fraction.from(placePoints[cache.unscaled.length] ?? belowScalePoints));
  }
  return cache.unscaled;
}

/** @internal The §31 values of eligible places 1 … `length` for an NGP kind, scaled (the cached list; read only). */
export function scaledValues(
  resolved: ResolvedConfig,
  kind: TournamentKind,
  length: number,
): readonly Fraction[] {
  if (length > 0) scaledValue(resolved, kind, length - 1);
  return scaleCache(resolved).scaled.get(kind) ?? [];
}

/** @internal The §31 value of eligible place `index + 1` for an NGP kind, scaled by its multiplier (cached). */
export function scaledValue(resolved: ResolvedConfig, kind: TournamentKind, index: number): Fraction {
  const cache = scaleCache(resolved);
  let values = cache.scaled.get(kind);
  if (!values) cache.scaled.set(kind, (values = []));
  if (index < values.length) return values[index] as Fraction;
  const unscaled = unscaledScale(resolved, index + 1);
  const multiplier = resolved.multipliers[kind as keyof ResolvedConfig['multipliers']];
  while (values.length <= index) values.push((unscaled[values.length] as Fraction).mul(multiplier));
  return values[index] as Fraction;
}

/**
 * Points for a group of `count` eligible players sharing eligible places `place …
 * place + count − 1` in an NGP tournament (seed 000 §31; decision 6): the average of the
 * unscaled values of those places, times the kind's multiplier, exactly.
 *
 * @param kind - an NGP kind (regular, nationalChampionship, lightning)
 * @param place - first eligible place of the group, 1-based
 * @param count - number of tied eligible players, at least 1
 * @param config - the configuration, default {@link NGP}
 * @returns each tied player's points
 * @throws {@link MindsportError} `UNKNOWN_KIND` for a participation-only or unknown kind, `OUT_OF_RANGE` for bad places
 * @example
 * ```ts
 * import { placePoints } from 'mindsport/grandprix';
 * console.log(placePoints('regular', 4, 1).toString(), placePoints('nationalChampionship', 7, 3).toString()); // 7 4.5
 * ```
 */
export function placePoints(
  kind: TournamentKind,
  place: number,
  count: number,
  config: GrandPrixConfig = NGP,
): Fraction {
  const resolved = resolveConfig(config);
  if (!isNgpKind(kind) || !(kind in resolved.multipliers)) {
    throw new MindsportError('UNKNOWN_KIND', `kind ${show(kind)} has no place points`, {
      path: ['kind'],
      value: kind,
    });
  }
  if (!Number.isSafeInteger(place) || place < 1 || !Number.isSafeInteger(count) || count < 1) {
    throw new MindsportError(
      'OUT_OF_RANGE',
      `places ${show(place)} × ${show(count)} are not positive whole numbers`,
      {
        path: ['place'],
        value: [place, count],
      },
    );
  }
  if (count === 1) return scaledValue(resolved, kind, place - 1);
  const unscaled = unscaledScale(resolved, place + count - 1);
  return shareByPlace(unscaled, place, count).mul(resolved.multipliers[kind]);
}

/** @internal Scores one tournament against a player map (no validation). */
export function scoreTournament(
  tournament: GrandPrixTournament,
  players: ReadonlyMap<string, GrandPrixPlayer>,
  config: GrandPrixConfig,
): TournamentPoints {
  const resolved = resolveConfig(config);
  const standings = tournament.standings ?? [];
  const count = standings.length;
  // Best place first, ties in id order. Standings usually arrive sorted by place: then only
  // the runs of tied places need sorting by id.
  let byPlace = true;
  for (let index = 1; index < count && byPlace; index++)
    byPlace = standings[index - 1]!.place <= standings[index]!.place;
  const byId = (left: PlacedPlayer, right: PlacedPlayer): number =>
    left.player < right.player ? -1 : left.player > right.player ? 1 : 0;
  let ordered: readonly PlacedPlayer[];
  if (!byPlace) {
    ordered = [...standings].sort((left, right) => left.place - right.place || byId(left, right));
  } else {
    let copy: PlacedPlayer[] | undefined;
    let start = 0;
    while (start < count) {
      let end = start + 1;
      while (end < count && standings[end]!.place === standings[start]!.place) end++;
      if (end - start > 1) {
        let inOrder = true;
        for (let index = start + 1; index < end && inOrder; index++) {
          inOrder = byId(standings[index - 1]!, standings[index]!) <= 0;
        }
        if (!inOrder) {
          copy ??= [...standings];
          const run = copy.slice(start, end).sort(byId);
          for (let index = start; index < end; index++) copy[index] = run[index - start]!;
        }
      }
      start = end;
    }
    ordered = copy ?? standings;
  }
  const ngp = isNgpKind(tournament.kind);
  const participation = Fraction.from(config.participationOnlyPoints);
  const share = resolved.minimumRoundShare;
  const eligibilities: Eligibility[] = new Array(count);
  for (let position = 0; position < count; position++) {
    const entry = ordered[position]!;
    const player = players.get(entry.player);
    if (!player) {
      throw new MindsportError(
        'UNKNOWN_PLAYER',
        `player ${show(entry.player)} is not in the season's players`,
        {
          path: ['standings', standings.indexOf(entry), 'player'],
          value: entry.player,
        },
      );
    }
    eligibilities[position] = eligibilityWith(player, tournament, entry, config, share);
  }
  // Eligible players keep their order and ties; they close up over the ineligible (decision 6).
  const results: TournamentResult[] = new Array(count);
  let nextEligiblePlace = 1;
  let position = 0;
  while (position < count) {
    const place = ordered[position]!.place;
    let end = position;
    let eligibleInGroup = 0;
    while (end < count && ordered[end]!.place === place) {
      if (eligibilities[end]!.eligible) eligibleInGroup++;
      end++;
    }
    const first = nextEligiblePlace;
    const last = first + eligibleInGroup - 1;
    const points =
      eligibleInGroup === 0
        ? Fraction.ZERO
        : !ngp
          ? participation
          : eligibleInGroup === 1
            ? scaledValue(resolved, tournament.kind, first - 1)
            : placePoints(tournament.kind, first, eligibleInGroup, config);
    for (let index = position; index < end; index++) {
      const entry = ordered[index]!;
      const decided = eligibilities[index]!;
      results[index] = decided.eligible
        ? {
            player: entry.player,
            place: entry.place,
            eligible: true,
            reasons: decided.reasons,
            eligiblePlace: first,
            eligibleLastPlace: last,
            points,
          }
        : {
            player: entry.player,
            place: entry.place,
            eligible: false,
            reasons: decided.reasons,
            eligiblePlace: null,
            eligibleLastPlace: null,
            points: Fraction.ZERO,
          };
    }
    nextEligiblePlace += eligibleInGroup;
    position = end;
  }
  return { tournament: tournament.id, kind: tournament.kind, startDate: tournament.startDate, results };
}

/**
 * Scores one tournament (seed 000 §30–§32): decides each player's eligibility, places
 * the eligible players among themselves (ineligible players removed, the rest close up,
 * ties kept) and gives them the scale × multiplier, tied players sharing the points of
 * the places they occupy exactly; a participation-only tournament gives each eligible
 * player its participation points.
 *
 * @param tournament - the tournament with its standings (absent standings: no results)
 * @param players - the players (every player in the standings must be listed)
 * @param config - the configuration, default {@link NGP}
 * @returns one line per standings entry
 * @throws {@link MindsportError} `UNKNOWN_PLAYER` for a player not in `players`
 * @example
 * ```ts
 * import { tournamentPoints } from 'mindsport/grandprix';
 * const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });
 * const players = [member('anne'), member('bjørn'), { id: 'sven', citizenOrResident: false, memberships: [] }];
 * const scored = tournamentPoints(
 *   { id: 'oslo', kind: 'regular', startDate: '2025-01-11', rounds: 7, standings: [
 *     { player: 'sven', place: 1 }, { player: 'anne', place: 2 }, { player: 'bjørn', place: 2 },
 *   ] },
 *   players,
 * );
 * console.log(scored.results.map((r) => `${r.player} ${r.points}`)); // [ 'sven 0', 'anne 11', 'bjørn 11' ]
 * ```
 */
export function tournamentPoints(
  tournament: GrandPrixTournament,
  players: readonly GrandPrixPlayer[],
  config: GrandPrixConfig = NGP,
): TournamentPoints {
  // Checked as a season of one tournament: a bad line is reported at tournaments[0].standings[…].
  assertSeason({ players, tournaments: [tournament] });
  return scoreTournament(tournament, new Map(players.map((player) => [player.id, player])), config);
}
