import {
  checkList,
  checkRecord,
  checkString,
  MindsportError,
  readOptions,
  show,
  THROW,
} from '../core/internal.js';
import { type GrandPrixConfig, NGP } from './config.js';
import { assertSeason, type GrandPrixSeason, tournamentsInOrder } from './season.js';
import { buildTable, type TableRow } from './table.js';

/** A special quota of §38 (gender, age, …), filled from the NGP table after the first team. */
export interface Quota {
  /** Name shown in the output, such as `'women'` or `'youth'`. */
  readonly name: string;
  /** The player category that qualifies (matched against `GrandPrixPlayer.categories`). */
  readonly category: string;
  /** Number of seats. */
  readonly size: number;
}

/** Options of {@link selectWorldChampionshipTeam}. */
export interface WorldChampionshipOptions {
  /** Seats on the first team (the champion included). */
  readonly teamSize: number;
  /**
   * The national champion (§36); default: the unique winner of the season's last NM, the
   * first place of its result list among the citizens and residents §24 admits (a
   * non-member wins the title too: membership is a condition for points, not the title).
   */
  readonly champion?: string;
  /** Special quotas in the order they are filled (§38). */
  readonly quotas?: readonly Quota[];
  /** The configuration, default {@link NGP}. */
  readonly config?: GrandPrixConfig;
}

/** Seats that the selection order cannot fill because players are still tied after every key (decision 8). */
export interface UndecidedSeats {
  /** `'team'` or the quota's name. */
  readonly stage: string;
  /** Seats left to fill. */
  readonly seats: number;
  /** The tied players competing for them, in id order. */
  readonly candidates: readonly string[];
}

/** A line of the reserve list. */
export interface ReserveEntry {
  /** The player's id. */
  readonly player: string;
  /** Place in the selection order, `'5'` or `'5–6'` when tied after every key. */
  readonly selectionPlaceLabel: string;
}

/** A filled quota. */
export interface FilledQuota {
  /** The quota's name. */
  readonly name: string;
  /** Its category. */
  readonly category: string;
  /** The players picked, best first. */
  readonly players: readonly string[];
}

/** The world-championship selection (seed 000 §35–§38). */
export interface WorldChampionshipSelection {
  /** The national champion on seat 1, or `null` when there is none (no NM played, or its first place is shared). */
  readonly champion: string | null;
  /** Where the champion came from. */
  readonly championSource: 'input' | 'nationalChampionship' | 'none';
  /** The first team in seat order (champion first), decided seats only. */
  readonly team: readonly string[];
  /** Each quota with its picks. */
  readonly quotas: readonly FilledQuota[];
  /** The reserve list (§37): the rest of the NGP selection order, best first. */
  readonly reserves: readonly ReserveEntry[];
  /** Seats left undecided by ties after every key. */
  readonly undecided: readonly UndecidedSeats[];
}

/**
 * The national champion of seed 000 §36 (spec decision 8): the unique first place of the
 * season's last NM, taken from the NM's own result list. §24 admits Norwegian citizens and
 * residents to the NM, so a player without that flag (a guest listed in the standings)
 * cannot hold the title and is passed over; NOF membership and the §30 share of rounds are
 * conditions for Grand Prix points, not for the title, so they are not asked.
 */
function nationalChampion(season: GrandPrixSeason): string | null {
  const nms = tournamentsInOrder(season).filter(
    (tournament) => tournament.kind === 'nationalChampionship' && tournament.standings !== undefined,
  );
  const last = nms[nms.length - 1];
  if (!last) return null;
  const admitted = new Set(
    season.players.filter((player) => player.citizenOrResident).map((player) => player.id),
  );
  const entries = (last.standings ?? []).filter((entry) => admitted.has(entry.player));
  let first = Number.POSITIVE_INFINITY;
  for (const entry of entries) if (entry.place < first) first = entry.place;
  const winners = entries.filter((entry) => entry.place === first);
  return winners.length === 1 ? (winners[0]?.player ?? null) : null;
}

function groupsBySelection(rows: readonly TableRow[]): TableRow[][] {
  const sorted = [...rows].sort(
    (a, b) => a.selectionPlace - b.selectionPlace || (a.player < b.player ? -1 : a.player > b.player ? 1 : 0),
  );
  const groups: TableRow[][] = [];
  for (const row of sorted) {
    const last = groups[groups.length - 1];
    if (last && (last[0] as TableRow).selectionPlace === row.selectionPlace) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

function requireSeats(value: unknown, path: (string | number)[]): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new MindsportError(
      'BAD_SEATS',
      `${path.join('.')}: ${show(value)} is not a whole number of seats`,
      {
        path,
        value,
      },
    );
  }
  return value;
}

/**
 * Selects the world-championship team (seed 000 §35–§38, decision 8): the national
 * champion (the unique first place of the last NM among the citizens and residents §24
 * admits, member or not: spec decision 8) takes seat 1 (§36), the best of the final NGP selection order (§34 all keys)
 * fill the rest, special quotas are then filled in order from the selection order with
 * the best not-yet-selected player of the category (§38), and everyone else forms the
 * reserve list in order (§37). Players still tied at a seat boundary after every key are
 * reported as undecided (and then left out of later quotas, but kept on the reserve list).
 *
 * @param season - the season (validated first)
 * @param options - team size, champion, quotas, configuration
 * @returns the team, the quotas, the reserves and any undecided seats
 * @throws {@link MindsportError} validation problems of the season; `BAD_SEATS` for a bad size; `UNKNOWN_PLAYER` for an unknown champion
 * @example
 * ```ts
 * import { selectWorldChampionshipTeam } from 'mindsport/grandprix';
 * const member = (id: string, categories: string[] = []) =>
 *   ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }], categories });
 * const selection = selectWorldChampionshipTeam(
 *   {
 *     players: [member('anne', ['women']), member('bjørn'), member('cato'), member('dina', ['women'])],
 *     tournaments: [
 *       { id: 'oslo', kind: 'regular', startDate: '2025-01-11', rounds: 7, standings: [
 *         { player: 'bjørn', place: 1 }, { player: 'cato', place: 2 }, { player: 'anne', place: 3 }, { player: 'dina', place: 4 },
 *       ] },
 *       { id: 'nm', kind: 'nationalChampionship', startDate: '2025-05-20', rounds: 11, standings: [
 *         { player: 'dina', place: 1 }, { player: 'bjørn', place: 2 }, { player: 'cato', place: 3 }, { player: 'anne', place: 4 },
 *       ] },
 *     ],
 *   },
 *   { teamSize: 2, quotas: [{ name: 'women', category: 'women', size: 1 }] },
 * );
 * console.log(selection.team, selection.quotas[0]?.players, selection.reserves.map((r) => r.player));
 * // [ 'dina', 'bjørn' ] [ 'anne' ] [ 'cato' ]
 * ```
 */
export function selectWorldChampionshipTeam(
  season: GrandPrixSeason,
  options: WorldChampionshipOptions,
): WorldChampionshipSelection {
  readOptions<WorldChampionshipOptions>(options, ['teamSize', 'champion', 'quotas', 'config']);
  const config = options.config ?? NGP;
  assertSeason(season);
  const teamSize = requireSeats(options.teamSize, ['teamSize']);
  const quotas = options.quotas === undefined ? [] : options.quotas;
  checkList(quotas, ['options', 'quotas'], THROW);
  quotas.forEach((quota, index) => {
    checkRecord(quota, ['options', 'quotas', index], THROW);
    checkString(quota.name, ['options', 'quotas', index, 'name'], THROW);
    checkString(quota.category, ['options', 'quotas', index, 'category'], THROW);
    requireSeats(quota.size, ['quotas', index, 'size']);
  });
  if (options.champion !== undefined) checkString(options.champion, ['options', 'champion'], THROW, true);
  const players = new Map(season.players.map((player) => [player.id, player]));
  if (options.champion !== undefined && !players.has(options.champion)) {
    throw new MindsportError(
      'UNKNOWN_PLAYER',
      `champion ${show(options.champion)} is not in the season's players`,
      {
        path: ['champion'],
        value: options.champion,
      },
    );
  }
  const champion = options.champion ?? nationalChampion(season);
  const championSource =
    options.champion !== undefined ? 'input' : champion !== null ? 'nationalChampionship' : 'none';
  const table = buildTable(season, config);
  const groups = groupsBySelection(table.rows);
  const taken = new Set<string>();
  const blocked = new Set<string>();
  const undecided: UndecidedSeats[] = [];

  const fill = (stage: string, seats: number, accepts: (row: TableRow) => boolean): string[] => {
    const picked: string[] = [];
    let left = seats;
    for (const group of groups) {
      if (left === 0) break;
      const members = group.filter(
        (row) => !taken.has(row.player) && !blocked.has(row.player) && accepts(row),
      );
      if (members.length === 0) continue;
      if (members.length <= left) {
        for (const row of members) {
          picked.push(row.player);
          taken.add(row.player);
        }
        left -= members.length;
      } else {
        undecided.push({ stage, seats: left, candidates: members.map((row) => row.player) });
        for (const row of members) blocked.add(row.player);
        left = 0;
      }
    }
    return picked;
  };

  const team: string[] = [];
  if (champion !== null && teamSize > 0) {
    team.push(champion);
    taken.add(champion);
  }
  team.push(...fill('team', Math.max(0, teamSize - team.length), () => true));
  const filledQuotas: FilledQuota[] = quotas.map((quota) => ({
    name: quota.name,
    category: quota.category,
    players: fill(
      quota.name,
      quota.size,
      (row) => players.get(row.player)?.categories?.includes(quota.category) ?? false,
    ),
  }));
  const reserves: ReserveEntry[] = [];
  for (const group of groups) {
    for (const row of group) {
      if (!taken.has(row.player))
        reserves.push({ player: row.player, selectionPlaceLabel: row.selectionPlaceLabel });
    }
  }
  return { champion, championSource, team, quotas: filledQuotas, reserves, undecided };
}

/** Options of {@link nordicTeams}. */
export interface NordicTeamOptions {
  /** The players who enter; default: everyone on the rating list. */
  readonly entrants?: readonly string[];
  /** Players per team, default `config.nordicTeamSize` (3). */
  readonly teamSize?: number;
  /** The configuration, default {@link NGP}. */
  readonly config?: GrandPrixConfig;
}

/**
 * Nordic-championship teams (seed 000 §39 "tremannslag … plasseringen på Nordisk
 * ratingliste umiddelbart før mesterskapet"): the entrants in rating-list order, cut into
 * teams of three; one or two left over form an incomplete last team (decision 10).
 * Entrants not on the list come after the rated ones, in the order given.
 *
 * @param ratingList - the Nordic rating list just before the event, best first (player ids)
 * @param options - entrants, team size, configuration
 * @returns the teams, first team first
 * @throws {@link MindsportError} `DUPLICATE_RATING` / `DUPLICATE_PLAYER` for a player listed twice; `BAD_SEATS` for a bad team size
 * @example
 * ```ts
 * import { nordicTeams } from 'mindsport/grandprix';
 * console.log(nordicTeams(['a', 'b', 'c', 'd', 'e', 'f', 'g'], { entrants: ['g', 'b', 'a', 'x', 'c', 'e'] }));
 * // [ [ 'a', 'b', 'c' ], [ 'e', 'g', 'x' ] ]
 * ```
 */
export function nordicTeams(ratingList: readonly string[], options: NordicTeamOptions = {}): string[][] {
  checkList(ratingList, ['ratingList'], THROW);
  for (const [index, player] of ratingList.entries()) checkString(player, ['ratingList', index], THROW, true);
  readOptions<NordicTeamOptions>(options, ['entrants', 'teamSize', 'config']);
  if (options.entrants !== undefined) {
    checkList(options.entrants, ['options', 'entrants'], THROW);
    for (const [index, player] of options.entrants.entries())
      checkString(player, ['options', 'entrants', index], THROW, true);
  }
  const config = options.config ?? NGP;
  const teamSize = requireSeats(options.teamSize ?? config.nordicTeamSize, ['teamSize']);
  if (teamSize === 0) {
    throw new MindsportError('BAD_SEATS', 'teamSize: a team needs at least one player', {
      path: ['teamSize'],
      value: 0,
    });
  }
  const position = new Map<string, number>();
  ratingList.forEach((player, index) => {
    if (position.has(player)) {
      throw new MindsportError('DUPLICATE_RATING', `${show(player)} is on the rating list twice`, {
        path: ['ratingList', index],
        value: player,
      });
    }
    position.set(player, index);
  });
  const entrants = options.entrants ?? ratingList;
  const seen = new Set<string>();
  entrants.forEach((player, index) => {
    if (seen.has(player)) {
      throw new MindsportError('DUPLICATE_PLAYER', `${show(player)} is entered twice`, {
        path: ['entrants', index],
        value: player,
      });
    }
    seen.add(player);
  });
  const rated = entrants.filter((player) => position.has(player));
  rated.sort((a, b) => (position.get(a) as number) - (position.get(b) as number));
  const ordered = [...rated, ...entrants.filter((player) => !position.has(player))];
  const teams: string[][] = [];
  for (let start = 0; start < ordered.length; start += teamSize)
    teams.push(ordered.slice(start, start + teamSize));
  return teams;
}
