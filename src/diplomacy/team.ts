/**
 * The team event (seed 003 §4a; decision 13).
 *
 * @module
 */
import { Fraction, fail, problemAt, rank, show } from '../core/internal.js';
import { countbackCriterion, orderGames } from './countback.js';
import { type DiplomacyRules, NDF_2007, ruleBook } from './rules.js';
import {
  assertDiplomacyTournament,
  type DiplomacyTeam,
  type DiplomacyTournament,
  freezeResult,
  type PlayedGame,
  playedGames,
  readNoOptions,
} from './tournament.js';

/**
 * One row of the team ranking.
 *
 * @category Standings
 */
export interface DiplomacyTeamRow {
  /** Place, 1-based. */
  readonly place: number;
  /** Last place of a shared place. */
  readonly lastPlace: number;
  /** `'2'` or `'2–3'`. */
  readonly placeLabel: string;
  /** True when shared after every tie-break. */
  readonly shared: boolean;
  /** The team's name. */
  readonly team: string;
  /** What separated the team from the one above (`'score'`, `'member n'`, `'count-back game n'`), or null. */
  readonly decidedBy: string | null;
  /** Sum of the members' unmodified scores in the team round (seed §4a). */
  readonly score: Fraction;
  /** The members' team-round scores, best first (a member who did not play counts 0). */
  readonly memberScores: readonly Fraction[];
}

/**
 * The team ranking (a result of {@link diplomacyTeams}).
 *
 * @category Standings
 */
export interface DiplomacyTeams {
  /** The name of the rules. */
  readonly rules: string;
  /** The round whose games count, or null for a tournament without teams. */
  readonly teamRound: number | null;
  /** One row per team, best first. */
  readonly rows: readonly DiplomacyTeamRow[];
}

/**
 * Ranks the team event (seed §4a: "disse spillernes poengsum (umodifisert med tanke på 3.
 * resultat) legges sammen"; decision 13): team score = the sum of its members' scores in the
 * team round, not reduced by the 50 % rule (49 + 5 + 12 + 1 = 67); ties by the members'
 * team-round scores best first, then the reversed count-back on those games; a missing
 * member counts 0.
 *
 * @category Standings
 * @param document - the tournament with `teams` and `teamRound`
 * @param rules - the tournament format ({@link NDF_2007}: teams of 4) by default
 * @param options - none (an unknown one is `UNKNOWN_OPTION`)
 * @returns the rules' name, the team round and one row per team, best first (frozen)
 * @throws {@link mindsport!MindsportError} an invalid tournament, rules or options; `WRONG_TEAM_SIZE`
 *   for a team without the rules' team size
 * @example
 * ```ts
 * import { diplomacyTeams } from 'mindsport/diplomacy';
 * const players = ['kari', 'ola', 'per', 'siri'].map((id) => ({ id }));
 * const { rows } = diplomacyTeams({ players, rounds: [], teams: [{ name: 'Oslo', members: ['kari', 'ola', 'per', 'siri'] }], teamRound: 2 });
 * console.log(rows[0]?.team, rows[0]?.score.toString()); // Oslo 0
 * ```
 */
export function diplomacyTeams(
  document: DiplomacyTournament,
  rules: DiplomacyRules = NDF_2007,
  options: Record<string, never> = {},
): DiplomacyTeams {
  const tournament = assertDiplomacyTournament(document);
  const book = ruleBook(rules);
  readNoOptions(options);
  const size = book.rules.teamEvent.size;
  const teams = tournament.teams ?? [];
  for (const [index, team] of teams.entries()) {
    if (team.members.length !== size) {
      fail(
        problemAt(
          'WRONG_TEAM_SIZE',
          ['teams', index, 'members'],
          team.members,
          `team ${show(team.name)} has ${team.members.length} members, not ${size}`,
        ),
      );
    }
  }
  const games = playedGames(tournament, book.scorer);
  const rows = teams.map((team) => teamEntry(team, games, tournament.teamRound));
  return freezeResult({
    rules: book.rules.name,
    teamRound: tournament.teamRound ?? null,
    rows: rankTeams(rows, size),
  });
}

interface TeamEntry {
  readonly team: string;
  readonly games: readonly PlayedGame[];
  readonly score: Fraction;
}

function teamEntry(
  team: DiplomacyTeam,
  games: ReadonlyMap<string, readonly PlayedGame[]>,
  round: number | undefined,
): TeamEntry {
  const played: PlayedGame[] = [];
  for (const member of team.members) {
    const game = (games.get(member) ?? []).find((candidate) => candidate.round === round);
    if (game !== undefined) played.push(game);
  }
  const ordered = orderGames(played);
  return { team: team.name, games: ordered, score: Fraction.sum(ordered.map((game) => game.score)) };
}

/**
 * The team table by core `rank` (decision 13): the team score, the members' team-round scores
 * best first (a missing member counts 0), then the reversed count-back on those games.
 */
function rankTeams(entries: readonly TeamEntry[], size: number): DiplomacyTeamRow[] {
  const memberCriteria = Array.from({ length: size }, (_, index) => ({
    name: `member ${index + 1}`,
    value: (entry: TeamEntry) => entry.games[index]?.score ?? Fraction.ZERO,
  }));
  const countback = countbackCriterion<TeamEntry>((entry) => entry.games);
  const ranked = rank(entries, {
    id: (entry) => entry.team,
    criteria: [{ name: 'score', value: (entry) => entry.score }, ...memberCriteria, countback.criterion],
  });
  return ranked.map(({ row, place, lastPlace, placeLabel, shared, decidedBy }) => ({
    place,
    lastPlace,
    placeLabel,
    shared,
    team: row.team,
    decidedBy: countback.label(row, decidedBy),
    score: row.score,
    memberScores: [
      ...row.games.map((game) => game.score),
      ...Array<Fraction>(Math.max(0, size - row.games.length)).fill(Fraction.ZERO),
    ],
  }));
}
