/**
 * Small views of the public API the Grand Prix tests share: a season's totals listed by
 * player id (the standings rows, re-sorted), a tournament scored on its own, the ids of a
 * list of players.
 */
import {
  type GrandPrixPlayer,
  type GrandPrixRules,
  type GrandPrixSeason,
  type GrandPrixStandings,
  type GrandPrixStandingsRow,
  type GrandPrixTournament,
  type GrandPrixTournamentPoints,
  grandPrixStandings,
  grandPrixTournamentPoints,
  NGP,
} from '../../src/grandprix/index.js';

/** A player's season total, as the standings rows hold it (§33), without the places. */
export interface SeasonTotal {
  readonly playerId: string;
  readonly total: GrandPrixStandingsRow['total'];
  readonly countedPoints: GrandPrixStandingsRow['countedPoints'];
  readonly extraPoints: GrandPrixStandingsRow['extraPoints'];
  readonly participationPoints: GrandPrixStandingsRow['participationPoints'];
  readonly countedPlaces: GrandPrixStandingsRow['countedPlaces'];
  readonly results: GrandPrixStandingsRow['results'];
}

/**
 * The §30–§33 part of the standings: the counted number, the played and remaining
 * tournaments, and each player's total listed by player id (`totals`).
 */
export function seasonTotals(season: GrandPrixSeason, rules: GrandPrixRules = NGP) {
  const standings: GrandPrixStandings = grandPrixStandings(season, rules);
  const totals: SeasonTotal[] = [...standings.rows]
    .sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0))
    .map(({ playerId, total, countedPoints, extraPoints, participationPoints, countedPlaces, results }) => ({
      playerId,
      total,
      countedPoints,
      extraPoints,
      participationPoints,
      countedPlaces,
      results,
    }));
  const { plannedNgpTournaments, countedTournaments, playedTournaments, remainingTournaments } = standings;
  return { plannedNgpTournaments, countedTournaments, playedTournaments, remainingTournaments, totals };
}

/** One tournament scored with the season's players (`grandPrixTournamentPoints` of a one-tournament season). */
export function tournamentPoints(
  tournament: GrandPrixTournament,
  players: readonly GrandPrixPlayer[],
  rules: GrandPrixRules = NGP,
): GrandPrixTournamentPoints {
  return grandPrixTournamentPoints({ players, tournaments: [tournament] }, rules, {
    tournamentId: tournament.id,
  });
}

/** The ids of players in a result (`team`, `quotas[i].players`, `reserves`, …). */
export const ids = (players: readonly { readonly playerId: string }[] | undefined): string[] =>
  (players ?? []).map((player) => player.playerId);

/** A tie-break criterion of test rules. */
export const tieBreak = (kind: 'countedPlaces' | 'lastCommonEvent' | 'ratingList') => ({
  kind,
  source: 'test',
});
