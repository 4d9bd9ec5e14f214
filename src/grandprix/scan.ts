import { MindsportError, unwrapValidation } from '../core/internal.js';
import { TOURNAMENT_KINDS } from './config.js';
import {
  type GrandPrixPlayer,
  type GrandPrixSeason,
  type GrandPrixTournament,
  isCalendarDate,
  isRecord,
  validateSeason,
} from './season.js';

/**
 * @internal A season checked in one pass that builds no error objects and no paths, with
 * the indexes the totals need: player positions, season order and each tournament's
 * standings in best-place-first order (ties by id).
 */
export interface SeasonScan {
  /** The season's players by position (holes of a sparse list stay `undefined`). */
  readonly players: readonly (GrandPrixPlayer | undefined)[];
  /** Player id → position in `players`. */
  readonly playerIndex: PlayerPositions;
  /** The tournaments in season order (start date, then id). */
  readonly ordered: readonly GrandPrixTournament[];
  /**
   * Per tournament of `ordered`: the player position of each standings line (in input
   * order), or `undefined` when the tournament has no standings.
   */
  readonly linePlayers: readonly (Int32Array | undefined)[];
  /**
   * Per tournament of `ordered`: the standings line numbers best place first, ties in id
   * order; `undefined` when the input order is already that order (the usual case).
   */
  readonly lineOrders: readonly (Int32Array | undefined)[];
}

const KINDS: ReadonlySet<unknown> = new Set(TOURNAMENT_KINDS);

function isRoundCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

function isPlace(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

/**
 * Whether standings (read best place first, through `order` when given) leave nobody
 * inside a shared range: k players on place p occupy p … p + k − 1.
 */
function sharedRangesClear(
  standings: readonly { readonly place: number }[],
  order: Int32Array | undefined,
): boolean {
  const count = standings.length;
  const placeAt = (line: number): number =>
    (standings[order === undefined ? line : (order[line] as number)] as { place: number }).place;
  let start = 0;
  while (start < count) {
    const place = placeAt(start);
    let end = start + 1;
    while (end < count && placeAt(end) === place) end++;
    if (end < count && placeAt(end) < place + (end - start)) return false;
    start = end;
  }
  return true;
}

/**
 * Player positions by id, in a prototype-less object used as a dictionary: V8 finds an id
 * in it faster than in a Map (about 2 % of `seasonTotals`, measured A/B). With no
 * prototype, ids such as `__proto__` or `toString` are ordinary keys.
 */
type PlayerPositions = { readonly [id: string]: number | undefined };

function playersValid(players: readonly GrandPrixPlayer[], playerIndex: Record<string, number>): boolean {
  for (let index = 0; index < players.length; index++) {
    const player = players[index];
    // `validateSeason` walks lists with forEach, which skips the holes of a sparse list.
    if (player === undefined && !(index in players)) continue;
    if (!isRecord(player)) return false;
    const id = player.id;
    if (typeof id !== 'string' || id === '' || playerIndex[id] !== undefined) return false;
    playerIndex[id] = index;
    if (player.name !== undefined && typeof player.name !== 'string') return false;
    const categories = player.categories;
    if (categories !== undefined) {
      if (!Array.isArray(categories)) return false;
      for (let categoryIndex = 0; categoryIndex < categories.length; categoryIndex++) {
        if (!(categoryIndex in categories)) continue;
        const category = categories[categoryIndex];
        if (typeof category !== 'string') return false;
      }
    }
    if (typeof player.citizenOrResident !== 'boolean') return false;
    const memberships = player.memberships;
    if (!Array.isArray(memberships)) return false;
    for (let periodIndex = 0; periodIndex < memberships.length; periodIndex++) {
      const period = memberships[periodIndex];
      if (period === undefined && !(periodIndex in memberships)) continue;
      if (!isRecord(period) || !isCalendarDate(period.from)) return false;
      const to = period.to;
      if (to !== undefined && (!isCalendarDate(to) || to < period.from)) return false;
    }
  }
  return true;
}

function ratingListValid(ratingList: unknown): boolean {
  if (ratingList === undefined) return true;
  if (!Array.isArray(ratingList)) return false;
  const rated = new Set<unknown>();
  for (let index = 0; index < ratingList.length; index++) {
    if (!(index in ratingList)) continue;
    const id = ratingList[index];
    if (typeof id !== 'string' || rated.has(id)) return false;
    rated.add(id);
  }
  return true;
}

/**
 * Checks one tournament's standings and returns the player position of each line, or
 * `undefined` on the first problem. `stamp` marks the players already placed (value `mark`).
 * Standings in place order (the usual case) are checked in this one pass, shared ranges
 * and the id order of ties included.
 */
function scanStandings(
  standings: readonly unknown[],
  rounds: number,
  playerIndex: PlayerPositions,
  stamp: Int32Array,
  mark: number,
): { players: Int32Array; sorted: boolean; tiesInIdOrder: boolean } | undefined {
  const count = standings.length;
  const players = new Int32Array(count);
  let sorted = true;
  let tiesInIdOrder = true;
  let previous = 0;
  let previousId = '';
  let runStart = 0;
  for (let line = 0; line < count; line++) {
    const entry = standings[line] as
      | { player?: unknown; place?: unknown; roundsPlayed?: unknown }
      | undefined;
    if (!isRecord(entry)) return undefined;
    const id = entry.player;
    if (typeof id !== 'string') return undefined;
    const position = playerIndex[id];
    if (position === undefined || stamp[position] === mark) return undefined;
    stamp[position] = mark;
    players[line] = position;
    const place = entry.place;
    if (!isPlace(place)) return undefined;
    if (place === previous) {
      if (id < previousId) tiesInIdOrder = false;
    } else if (place > previous) {
      // k players on place p occupy p … p + k − 1: the next place must lie beyond (also
      // a real problem when the list is unsorted, since a run can only grow).
      if (line > 0 && place < previous + (line - runStart)) return undefined;
      runStart = line;
    } else {
      sorted = false;
      runStart = line;
    }
    previous = place;
    previousId = id;
    const played = entry.roundsPlayed;
    if (
      played !== undefined &&
      (typeof played !== 'number' || !Number.isSafeInteger(played) || played < 0 || played > rounds)
    ) {
      return undefined;
    }
  }
  return { players, sorted, tiesInIdOrder };
}

/**
 * The standings line numbers best place first, ties in id order, or `undefined` when the
 * input is already in that order.
 */
function lineOrder(
  standings: readonly { readonly player: string; readonly place: number }[],
  sorted: boolean,
): Int32Array | undefined {
  const count = standings.length;
  const byPlaceThenId = (left: number, right: number): number => {
    const a = standings[left] as { player: string; place: number };
    const b = standings[right] as { player: string; place: number };
    return a.place - b.place || (a.player < b.player ? -1 : a.player > b.player ? 1 : 0);
  };
  if (!sorted) {
    const order = new Int32Array(count);
    for (let line = 0; line < count; line++) order[line] = line;
    return order.sort(byPlaceThenId);
  }
  let order: Int32Array | undefined;
  let start = 0;
  while (start < count) {
    const place = (standings[start] as { place: number }).place;
    let end = start + 1;
    let inOrder = true;
    while (end < count && (standings[end] as { place: number }).place === place) {
      if (inOrder && byPlaceThenId(end - 1, end) > 0) inOrder = false;
      end++;
    }
    if (!inOrder) {
      if (order === undefined) {
        order = new Int32Array(count);
        for (let line = 0; line < count; line++) order[line] = line;
      }
      if (end - start > 16) order.subarray(start, end).sort(byPlaceThenId);
      else {
        // Tie groups are short: an insertion sort, without a subarray and a sort call.
        for (let at = start + 1; at < end; at++) {
          const line = order[at] as number;
          let slot = at;
          while (slot > start && byPlaceThenId(order[slot - 1] as number, line) > 0) {
            order[slot] = order[slot - 1] as number;
            slot--;
          }
          order[slot] = line;
        }
      }
    }
    start = end;
  }
  return order;
}

/**
 * @internal Checks a season exactly as {@link validateSeason} does, without building
 * errors: returns the indexes when the season is valid, `undefined` when it has any
 * problem (then `validateSeason` reports them).
 */
export function scanSeason(season: GrandPrixSeason): SeasonScan | undefined {
  if (!isRecord(season)) return undefined;
  const players = season.players;
  if (!Array.isArray(players)) return undefined;
  const playerIndex: Record<string, number> = Object.create(null);
  if (!playersValid(players, playerIndex)) return undefined;
  if (!ratingListValid(season.ratingList)) return undefined;
  const tournaments = season.tournaments;
  if (!Array.isArray(tournaments)) return undefined;
  const present: GrandPrixTournament[] = [];
  const tournamentIds = new Set<string>();
  for (let index = 0; index < tournaments.length; index++) {
    const tournament = tournaments[index];
    if (tournament === undefined && !(index in tournaments)) continue;
    if (!isRecord(tournament)) return undefined;
    const id = tournament.id;
    if (typeof id !== 'string' || id === '' || tournamentIds.has(id)) return undefined;
    tournamentIds.add(id);
    if (tournament.name !== undefined && typeof tournament.name !== 'string') return undefined;
    if (!KINDS.has(tournament.kind) || !isCalendarDate(tournament.startDate)) return undefined;
    if (!isRoundCount(tournament.rounds)) return undefined;
    const standings = tournament.standings;
    if (standings !== undefined && !Array.isArray(standings)) return undefined;
    present.push(tournament);
  }
  const ordered = present.sort((a, b) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  const stamp = new Int32Array(players.length);
  const linePlayers: (Int32Array | undefined)[] = new Array(ordered.length);
  const lineOrders: (Int32Array | undefined)[] = new Array(ordered.length);
  for (let index = 0; index < ordered.length; index++) {
    const tournament = ordered[index] as GrandPrixTournament;
    const standings = tournament.standings;
    if (standings === undefined) {
      linePlayers[index] = undefined;
      lineOrders[index] = undefined;
      continue;
    }
    const scanned = scanStandings(standings, tournament.rounds, playerIndex, stamp, index + 1);
    if (scanned === undefined) return undefined;
    // Sorted input was checked in the scan; otherwise check the sorted order.
    const order = scanned.sorted && scanned.tiesInIdOrder ? undefined : lineOrder(standings, scanned.sorted);
    if (!scanned.sorted && !sharedRangesClear(standings, order)) return undefined;
    linePlayers[index] = scanned.players;
    lineOrders[index] = order;
  }
  return { players, playerIndex, ordered, linePlayers, lineOrders };
}

/**
 * @internal The scan of a season that must be valid: throws every problem
 * {@link validateSeason} finds when the scan finds one.
 */
export function requireSeason(season: GrandPrixSeason): SeasonScan {
  const scan = scanSeason(season);
  if (scan !== undefined) return scan;
  unwrapValidation(validateSeason(season));
  // The scan and validateSeason check the same rules (a property test holds them together).
  throw new MindsportError('INTERNAL', 'the season scan and validateSeason disagree', { value: season });
}
