import { Fraction, MindsportError, rank, show } from '../core/internal.js';
import { orderGames, splitByCountback } from './countback.js';
import {
  NDF_2007,
  type PlayedGame,
  playedGames,
  readTournamentOptions,
  requireTournament,
  scoringOf,
  type Tournament,
  type TournamentOptions,
} from './tournament.js';

/** One row of the team ranking. */
export interface TeamStanding {
  /** Team name. */
  readonly team: string;
  /** Place, 1-based. */
  readonly place: number;
  /** Last place of a shared place. */
  readonly lastPlace: number;
  /** True when shared after every tie-break. */
  readonly shared: boolean;
  /** `'2'` or `'2–3'`. */
  readonly placeLabel: string;
  /** Sum of the members' unmodified scores in the team round (seed §4a). */
  readonly score: Fraction;
  /** The members' team-round scores, best first (a member who did not play counts 0). */
  readonly memberScores: readonly Fraction[];
  /** What separated the team from the one above (`'score'`, `'member n'`, `'count-back game n'`), or null. */
  readonly decidedBy: string | null;
}

/**
 * Ranks the team event (seed §4a: "disse spillernes poengsum (umodifisert med tanke på 3.
 * resultat) legges sammen"; decision 13): team score = the sum of its members' scores in the
 * team round, not reduced by the 50 % rule (49 + 5 + 12 + 1 = 67); ties by the members'
 * team-round scores best first, then the reversed count-back on those games; a missing
 * member counts 0.
 *
 * @param tournament - the tournament with `teams` and `teamRound` (validated)
 * @param options - rules ({@link NDF_2007}: teams of 4) and scoring system (C-Diplo 100)
 * @returns one row per team, best first
 * @throws {@link MindsportError} invalid tournament, `TEAM_SIZE` for a team without the rules' team size
 * @example
 * ```ts
 * import { rankTeams } from 'mindsport/diplomacy';
 * const players = ['kari', 'ola', 'per', 'siri'].map((id) => ({ id }));
 * const rows = rankTeams({ players, rounds: [], teams: [{ name: 'Oslo', members: ['kari', 'ola', 'per', 'siri'] }], teamRound: 2 });
 * console.log(rows[0]?.score.toString()); // 0
 * ```
 */
export function rankTeams(tournament: Tournament, options: TournamentOptions = {}): TeamStanding[] {
  requireTournament(tournament);
  options = readTournamentOptions(options);
  const rules = options.rules ?? NDF_2007;
  const teams = tournament.teams ?? [];
  teams.forEach((team, index) => {
    if (team.members.length !== rules.teamSize) {
      throw new MindsportError(
        'TEAM_SIZE',
        `teams[${index}]: team ${show(team.name)} has ${team.members.length} members, not ${rules.teamSize}`,
        { path: ['teams', index, 'members'], value: team.members },
      );
    }
  });
  const games = playedGames(tournament, scoringOf(options));
  const rows = teams.map((team) => {
    const played: PlayedGame[] = [];
    for (const member of team.members) {
      const game = games.get(member)!.find((candidate) => candidate.round === tournament.teamRound);
      if (game !== undefined) played.push(game);
    }
    const ordered = orderGames(played);
    return { team: team.name, games: ordered, score: Fraction.sum(ordered.map((game) => game.score)) };
  });
  const memberCriteria = Array.from({ length: rules.teamSize }, (_, index) => ({
    name: `member ${index + 1}`,
    value: (row: (typeof rows)[number]) => row.games[index]?.score ?? Fraction.ZERO,
  }));
  const ranked = rank(rows, {
    id: (row) => row.team,
    criteria: [{ name: 'score', value: (row) => row.score }, ...memberCriteria],
  });
  const result: TeamStanding[] = [];
  for (let start = 0; start < ranked.length; ) {
    let end = start + 1;
    while (end < ranked.length && ranked[end]!.place === ranked[start]!.place) end++;
    const members = ranked.slice(start, end).map((row) => row.row);
    const parts =
      members.length > 1 ? splitByCountback(members, (row) => row.games) : [{ members, decidedBy: null }];
    let place = ranked[start]!.place;
    parts.forEach((part, partIndex) => {
      const lastPlace = place + part.members.length - 1;
      part.members.forEach((row, memberIndex) => {
        result.push({
          team: row.team,
          place,
          lastPlace,
          shared: lastPlace > place,
          placeLabel: lastPlace > place ? `${place}–${lastPlace}` : `${place}`,
          score: row.score,
          memberScores: [
            ...row.games.map((game) => game.score),
            ...Array<Fraction>(Math.max(0, rules.teamSize - row.games.length)).fill(Fraction.ZERO),
          ],
          decidedBy: memberIndex > 0 ? null : partIndex === 0 ? ranked[start]!.decidedBy : part.decidedBy,
        });
      });
      place = lastPlace + 1;
    });
    start = end;
  }
  return result;
}
