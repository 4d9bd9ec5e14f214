/**
 * The world-championship selection (seed 000 §35–§38) and the Nordic teams (§39).
 *
 * @module
 */
import {
  checkFields,
  checkInteger,
  checkList,
  checkRecord,
  checkString,
  placeFields,
  problemAt,
  show,
  THROW,
} from '../core/internal.js';
import { checkArguments } from './arguments.js';
import { freezeResult } from './freeze.js';
import type { GrandPrixPlacedRow } from './row.js';
import { type GrandPrixRules, NGP } from './rules.js';
import { type GrandPrixSeason, seasonAfter, tournamentsInOrder } from './season.js';
import {
  buildStandings,
  type GrandPrixStandingsRow,
  readAfterTournament,
  readPlayerId,
} from './standings.js';

/**
 * A player named in a result: the id and the name (the id when the season gives none).
 *
 * @category Standings
 */
export interface GrandPrixPlayerRef {
  /** The player's id. */
  readonly playerId: string;
  /** The player's name, or the id when the season gives none. */
  readonly name: string;
}

/**
 * A special quota of §38 (gender, age, …), filled from the NGP table after the first team.
 *
 * @category Standings
 */
export interface Quota {
  /** Name shown in the output, such as `'women'` or `'youth'`. */
  readonly name: string;
  /** The player category that qualifies (matched against `GrandPrixPlayer.categories`). */
  readonly category: string;
  /** Number of seats. */
  readonly size: number;
}

/**
 * Options of {@link grandPrixSelection}.
 *
 * @category Standings
 */
export interface GrandPrixSelectionOptions {
  /** Seats on the first team, the champion included (required). */
  readonly teamSize: number;
  /**
   * The national champion (§36); default: the NM's winner — the unique first place of the
   * season's last NM in its own result list, among the citizens and residents §24 admits
   * (a non-member wins the title too: membership is a condition for points, not the title).
   */
  readonly champion?: string;
  /** Special quotas in the order they are filled (§38). */
  readonly quotas?: readonly Quota[];
  /** The selection as it stood right after this tournament (default: the season so far). */
  readonly afterTournament?: string;
}

/**
 * A seat of the first team.
 *
 * @category Standings
 */
export interface GrandPrixSeat extends GrandPrixPlayerRef {
  /** Seat number, 1 first. */
  readonly seat: number;
  /** `'champion'` (§36) or `'selection'` (the NGP selection order). */
  readonly selectedAs: 'champion' | 'selection';
}

/**
 * Seats the selection order cannot fill because players are still tied after every key (spec decision 8).
 *
 * @category Standings
 */
export interface UndecidedSeats {
  /** `'team'` or the quota's name. */
  readonly stage: string;
  /** Seats left to fill. */
  readonly seats: number;
  /** The tied players competing for them, in id order. */
  readonly candidates: readonly GrandPrixPlayerRef[];
}

/**
 * A line of the reserve list (§37): the common place fields — the place on the reserve list
 * (shared by players still tied after every key), the player, and what separated them from
 * the one above in the selection order (`selectionDecidedBy` of the standings row) — then
 * the place in the whole selection order.
 *
 * @category Standings
 */
export interface GrandPrixReserveRow extends GrandPrixPlacedRow {
  /** Place in the whole selection order. */
  readonly selectionPlace: number;
  /** `'5'` or `'5–6'` in the whole selection order. */
  readonly selectionPlaceLabel: string;
}

/**
 * A filled quota.
 *
 * @category Standings
 */
export interface FilledQuota {
  /** The quota's name. */
  readonly name: string;
  /** Its category. */
  readonly category: string;
  /** Its seats. */
  readonly size: number;
  /** The players picked, best first. */
  readonly players: readonly GrandPrixPlayerRef[];
}

/**
 * The world-championship selection (seed 000 §35–§38).
 *
 * @category Standings
 */
export interface GrandPrixSelection {
  /** The rules' name. */
  readonly rules: string;
  /** The last tournament counted, as in `GrandPrixStandings.afterTournament`. */
  readonly afterTournament: string | null;
  /** The national champion on seat 1, or `null` when there is none (no NM played, or its first place is shared). */
  readonly champion: GrandPrixPlayerRef | null;
  /** Where the champion came from. */
  readonly championSource: 'input' | 'nationalChampionship' | 'none';
  /** The first team in seat order (champion first), decided seats only. */
  readonly team: readonly GrandPrixSeat[];
  /** Each quota with its picks. */
  readonly quotas: readonly FilledQuota[];
  /** The reserve list (§37): the rest of the NGP selection order, best first. */
  readonly reserves: readonly GrandPrixReserveRow[];
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

/** The rows in groups of equal selection place, best first, each group in id order. */
function groupsBySelection(rows: readonly GrandPrixStandingsRow[]): GrandPrixStandingsRow[][] {
  const sorted = [...rows].sort(
    (a, b) =>
      a.selectionPlace - b.selectionPlace || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0),
  );
  const groups: GrandPrixStandingsRow[][] = [];
  for (const row of sorted) {
    const last = groups[groups.length - 1];
    if (last && (last[0] as GrandPrixStandingsRow).selectionPlace === row.selectionPlace) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/** Checks the quotas option: a list of `{ name, category, size }`, names used once. */
function readQuotas(value: unknown): readonly Quota[] {
  if (value === undefined) return [];
  const path = ['options', 'quotas'];
  if (!checkList(value, path, THROW)) return [];
  const names = new Set<string>();
  for (const [index, quota] of value.entries()) {
    const at = [...path, index];
    if (!checkRecord(quota, at, THROW)) continue;
    checkFields(quota, ['name', 'category', 'size'], at, THROW, ['name', 'category', 'size']);
    checkString(quota.name, [...at, 'name'], THROW);
    checkString(quota.category, [...at, 'category'], THROW);
    checkInteger(quota.size, [...at, 'size'], THROW, { min: 0 });
    if (names.has(quota.name as string)) {
      THROW(
        problemAt(
          'DUPLICATE_ID',
          [...at, 'name'],
          quota.name,
          `${show(quota.name)} is already a quota's name`,
        ),
      );
    }
    names.add(quota.name as string);
  }
  return value as readonly Quota[];
}

/** Fills seats stage by stage from the selection groups; ties at a boundary are undecided. */
class SeatFiller {
  readonly taken = new Set<string>();
  private readonly blocked = new Set<string>();
  readonly undecided: { stage: string; seats: number; candidates: string[] }[] = [];

  constructor(private readonly groups: readonly GrandPrixStandingsRow[][]) {}

  take(playerId: string): void {
    this.taken.add(playerId);
  }

  fill(stage: string, seats: number, accepts: (row: GrandPrixStandingsRow) => boolean): string[] {
    const picked: string[] = [];
    let left = seats;
    for (const group of this.groups) {
      if (left === 0) break;
      const members = group.filter(
        (row) => !this.taken.has(row.playerId) && !this.blocked.has(row.playerId) && accepts(row),
      );
      if (members.length === 0) continue;
      if (members.length <= left) {
        for (const row of members) {
          picked.push(row.playerId);
          this.taken.add(row.playerId);
        }
        left -= members.length;
      } else {
        this.undecided.push({ stage, seats: left, candidates: members.map((row) => row.playerId) });
        for (const row of members) this.blocked.add(row.playerId);
        left = 0;
      }
    }
    return picked;
  }
}

/** The reserve list: everyone not picked, in selection order, places counted along the list. */
function reserveRows(
  groups: readonly GrandPrixStandingsRow[][],
  taken: ReadonlySet<string>,
): GrandPrixReserveRow[] {
  const reserves: GrandPrixReserveRow[] = [];
  for (const group of groups) {
    const left = group.filter((row) => !taken.has(row.playerId));
    const place = reserves.length + 1;
    for (const [index, row] of left.entries()) {
      reserves.push({
        ...placeFields(place, place + left.length - 1),
        playerId: row.playerId,
        name: row.name,
        decidedBy: index === 0 && place > 1 ? row.selectionDecidedBy : null,
        selectionPlace: row.selectionPlace,
        selectionPlaceLabel: row.selectionPlaceLabel,
      });
    }
  }
  return reserves;
}

/**
 * Selects the world-championship team (seed 000 §35–§38, spec decision 8): the national
 * champion (the unique first place of the last NM among the citizens and residents §24
 * admits, member or not) takes seat 1 (§36), the best of the final NGP selection order
 * (§34 all keys) fill the rest, special quotas are then filled in order from the selection
 * order with the best not-yet-selected player of the category (§38), and everyone else
 * forms the reserve list in order (§37). Players still tied at a seat boundary after every
 * key are reported as undecided (and then left out of later quotas, but kept on the
 * reserve list).
 *
 * @category Standings
 * @param season - the season (validated first)
 * @param rules - the rules, default {@link NGP}
 * @param options - team size (required), champion, quotas, `afterTournament`
 * @returns the team, the quotas, the reserves and any undecided seats, frozen
 * @throws {@link mindsport!MindsportError} the problems of the season, the rules and the options (`MISSING_FIELD`, `NOT_AN_INTEGER`, `OUT_OF_RANGE` for sizes; `UNKNOWN_ID` for an unknown champion)
 * @example
 * ```ts
 * import { grandPrixSelection } from 'mindsport/grandprix';
 * const member = (id: string, categories: string[] = []) =>
 *   ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }], categories });
 * const selection = grandPrixSelection(
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
 *   undefined,
 *   { teamSize: 2, quotas: [{ name: 'women', category: 'women', size: 1 }] },
 * );
 * const ids = (players: readonly { playerId: string }[]) => players.map((player) => player.playerId);
 * console.log(ids(selection.team), ids(selection.quotas[0]?.players ?? []), ids(selection.reserves));
 * // [ 'dina', 'bjørn' ] [ 'anne' ] [ 'cato' ]
 * ```
 */
export function grandPrixSelection(
  season: GrandPrixSeason,
  rules: GrandPrixRules = NGP,
  options: GrandPrixSelectionOptions,
): GrandPrixSelection {
  const {
    season: checked,
    resolved,
    options: read,
  } = checkArguments<GrandPrixSelectionOptions>(season, rules, options, [
    'teamSize',
    'champion',
    'quotas',
    'afterTournament',
  ]);
  if (read.teamSize === undefined)
    THROW(problemAt('MISSING_FIELD', ['options', 'teamSize'], undefined, 'is missing'));
  checkInteger(read.teamSize, ['options', 'teamSize'], THROW, { min: 0 });
  const teamSize = read.teamSize as number;
  const quotas = readQuotas(read.quotas);
  const given =
    read.champion === undefined ? undefined : readPlayerId(checked, read.champion, ['options', 'champion']);
  const afterTournament = readAfterTournament(checked, read.afterTournament);
  const standings = buildStandings(checked, resolved, afterTournament);
  const players = new Map(checked.players.map((player) => [player.id, player]));
  const ref = (playerId: string): GrandPrixPlayerRef => ({
    playerId,
    name: players.get(playerId)?.name ?? playerId,
  });
  const champion =
    given ??
    nationalChampion(afterTournament === undefined ? checked : seasonAfter(checked, afterTournament));
  const filler = new SeatFiller(groupsBySelection(standings.rows));
  const team: GrandPrixSeat[] = [];
  if (champion !== null && teamSize > 0) {
    team.push({ seat: 1, ...ref(champion), selectedAs: 'champion' });
    filler.take(champion);
  }
  for (const playerId of filler.fill('team', Math.max(0, teamSize - team.length), () => true)) {
    team.push({ seat: team.length + 1, ...ref(playerId), selectedAs: 'selection' });
  }
  const filled = quotas.map((quota) => {
    const inCategory = (row: GrandPrixStandingsRow) =>
      players.get(row.playerId)?.categories?.includes(quota.category) ?? false;
    return {
      name: quota.name,
      category: quota.category,
      size: quota.size,
      players: filler.fill(quota.name, quota.size, inCategory).map(ref),
    };
  });
  return freezeResult({
    rules: standings.rules,
    afterTournament: standings.afterTournament,
    champion: champion === null ? null : ref(champion),
    championSource: given !== undefined ? 'input' : champion !== null ? 'nationalChampionship' : 'none',
    team,
    quotas: filled,
    reserves: reserveRows(groupsBySelection(standings.rows), filler.taken),
    undecided: filler.undecided.map((seats) => ({ ...seats, candidates: seats.candidates.map(ref) })),
  });
}

/**
 * Options of {@link grandPrixNordicTeams}.
 *
 * @category Standings
 */
export interface GrandPrixNordicTeamsOptions {
  /** The players who enter (ids); default: everyone on the season's rating list. */
  readonly entrants?: readonly string[];
}

/**
 * A player of a Nordic team.
 *
 * @category Standings
 */
export interface NordicTeamMember extends GrandPrixPlayerRef {
  /** Place on the Nordic rating list, 1 first; `null` for an unrated entrant. */
  readonly ratingPlace: number | null;
}

/**
 * One Nordic-championship team.
 *
 * @category Standings
 */
export interface NordicTeam {
  /** Team number, 1 first. */
  readonly team: number;
  /** False for an incomplete last team (spec decision 10). */
  readonly complete: boolean;
  /** The players, in rating-list order. */
  readonly players: readonly NordicTeamMember[];
}

/**
 * The Nordic-championship teams (seed 000 §39).
 *
 * @category Standings
 */
export interface GrandPrixNordicTeams {
  /** The rules' name. */
  readonly rules: string;
  /** Players per team (the rules' `nordicTeamSize`). */
  readonly teamSize: number;
  /** The teams, first team first. */
  readonly teams: readonly NordicTeam[];
}

/** Checks the entrants option: a list of ids, each once. */
function readEntrants(value: unknown): readonly string[] | undefined {
  if (value === undefined) return undefined;
  const path = ['options', 'entrants'];
  if (!checkList(value, path, THROW)) return undefined;
  const seen = new Map<string, number>();
  for (const [index, player] of value.entries()) {
    checkString(player, [...path, index], THROW);
    const before = seen.get(player as string);
    if (before !== undefined) {
      THROW(
        problemAt(
          'DUPLICATE_ID',
          [...path, index],
          player,
          `${show(player)} is already entered at ${before}`,
        ),
      );
    }
    seen.set(player as string, index);
  }
  return value as readonly string[];
}

/**
 * Nordic-championship teams (seed 000 §39 "tremannslag … plasseringen på Nordisk
 * ratingliste umiddelbart før mesterskapet"): the entrants in the order of the season's
 * Nordic rating list, cut into teams of the rules' size (NGP: three); one or two left over
 * form an incomplete last team (spec decision 10). Entrants not on the list come after the
 * rated ones, in the order given. Entrants may be players outside the season's players.
 *
 * @category Standings
 * @param season - the season (validated first); its `ratingList` is the list just before the event
 * @param rules - the rules, default {@link NGP}
 * @param options - `entrants`
 * @returns the teams, frozen
 * @throws {@link mindsport!MindsportError} the problems of the season, the rules and the options (`DUPLICATE_ID` for an entrant listed twice)
 * @example
 * ```ts
 * import { grandPrixNordicTeams } from 'mindsport/grandprix';
 * const season = { players: [], tournaments: [], ratingList: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] };
 * const { teams } = grandPrixNordicTeams(season, undefined, { entrants: ['g', 'b', 'a', 'x', 'c', 'e'] });
 * console.log(teams.map((team) => team.players.map((player) => player.playerId))); // [ [ 'a', 'b', 'c' ], [ 'e', 'g', 'x' ] ]
 * ```
 */
export function grandPrixNordicTeams(
  season: GrandPrixSeason,
  rules: GrandPrixRules = NGP,
  options: GrandPrixNordicTeamsOptions = {},
): GrandPrixNordicTeams {
  const {
    season: checked,
    resolved,
    options: read,
  } = checkArguments<GrandPrixNordicTeamsOptions>(season, rules, options, ['entrants']);
  const ratingList = checked.ratingList ?? [];
  const entrants = readEntrants(read.entrants) ?? ratingList;
  const position = new Map(ratingList.map((player, index) => [player, index]));
  const rated = entrants.filter((player) => position.has(player));
  rated.sort((a, b) => (position.get(a) as number) - (position.get(b) as number));
  const ordered = [...rated, ...entrants.filter((player) => !position.has(player))];
  const names = new Map(checked.players.map((player) => [player.id, player.name ?? player.id]));
  const teamSize = resolved.rules.nordicTeamSize;
  const teams: NordicTeam[] = [];
  for (let start = 0; start < ordered.length; start += teamSize) {
    const players = ordered.slice(start, start + teamSize).map((playerId) => {
      const at = position.get(playerId);
      return {
        playerId,
        name: names.get(playerId) ?? playerId,
        ratingPlace: at === undefined ? null : at + 1,
      };
    });
    teams.push({ team: teams.length + 1, complete: players.length === teamSize, players });
  }
  return freezeResult({ rules: resolved.rules.name, teamSize, teams });
}
