import { checkList, checkRecord, MindsportError, readOptions, show, THROW } from '../core/internal.js';
import type { OthelloStandings } from '../othello/index.js';
import type { TournamentKind } from './rules.js';
import type { GrandPrixTournament, PlacedPlayer } from './season.js';

/**
 * Options of {@link tournamentFromOthelloStandings}.
 *
 * @category Documents
 */
export interface FromOthelloStandingsOptions {
  /** The Grand Prix tournament id. */
  readonly id: string;
  /** Display name; default the id. */
  readonly name?: string;
  /** The tournament's kind in the Grand Prix (§31, §32). */
  readonly kind: TournamentKind;
  /** Start date `YYYY-MM-DD` (membership is checked on it, §30). */
  readonly startDate: string;
  /**
   * Maps Othello player ids to season player ids when they differ; players mapped to
   * `null` are left out (only when they cannot be in the season at all).
   */
  readonly playerIds?: Readonly<Record<string, string | null>>;
}

/**
 * Turns the final standings of an Othello tournament (`othelloStandings` of
 * `mindsport/othello`) into a Grand Prix tournament: places as ranked there (shared places
 * kept), rounds = the rounds evaluated, and each player's rounds played = rounds evaluated
 * minus rounds missed (byes count as played; seed 000 §30, decision 5). Finals and
 * play-offs are not part of those standings, as decision 5 requires.
 *
 * @category Documents
 * @param standings - standings of `mindsport/othello`, normally the final ones
 * @param options - id, kind, start date and an optional id mapping
 * @returns a Grand Prix tournament with standings
 * @throws {@link mindsport!MindsportError} `OUT_OF_RANGE` when the standings cover no round, `UNKNOWN_ID` when the mapping lacks a player
 * @example
 * ```ts
 * import { NOF_SWISS, othelloStandings } from 'mindsport/othello';
 * import { tournamentFromOthelloStandings } from 'mindsport/grandprix';
 * const standings = othelloStandings({
 *   plannedRounds: 2,
 *   players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }, { id: 'c', name: 'Cy' }],
 *   rounds: [
 *     { games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 }], byes: ['c'] },
 *     { games: [{ black: 'c', blackDiscs: 30, white: 'a', whiteDiscs: 34 }], byes: ['b'] },
 *   ],
 * }, NOF_SWISS);
 * const tournament = tournamentFromOthelloStandings(standings, { id: 'oslo', kind: 'regular', startDate: '2025-01-11' });
 * const lines = tournament.standings?.map((line) => `${line.place} ${line.player} ${line.roundsPlayed}`);
 * console.log(tournament.rounds, lines); // 2 [ '1 a 2', '2 c 2', '3 b 2' ]
 * ```
 */
export function tournamentFromOthelloStandings(
  standings: OthelloStandings,
  options: FromOthelloStandingsOptions,
): GrandPrixTournament {
  checkRecord(standings, ['standings'], THROW);
  checkList(standings.rows, ['standings', 'rows'], THROW);
  readOptions<FromOthelloStandingsOptions>(options, ['id', 'name', 'kind', 'startDate', 'playerIds']);
  if (options.playerIds !== undefined) checkRecord(options.playerIds, ['options', 'playerIds'], THROW);
  const rounds = standings.afterRound;
  if (!Number.isSafeInteger(rounds) || rounds < 1) {
    throw new MindsportError(
      'OUT_OF_RANGE',
      `afterRound: Othello standings cover ${show(rounds)} rounds; at least 1 is needed`,
      {
        path: ['afterRound'],
        value: rounds,
      },
    );
  }
  const lines: PlacedPlayer[] = [];
  standings.rows.forEach((row, index) => {
    let player: string | null = row.playerId;
    if (options.playerIds !== undefined) {
      const mapped = options.playerIds[row.playerId];
      if (mapped === undefined) {
        throw new MindsportError(
          'UNKNOWN_ID',
          `rows[${index}].playerId: Othello player ${show(row.playerId)} has no season player id`,
          {
            path: ['rows', index, 'playerId'],
            value: row.playerId,
          },
        );
      }
      player = mapped;
    }
    if (player === null) return;
    lines.push({ player, place: row.place, roundsPlayed: Math.max(0, rounds - row.roundsMissed) });
  });
  return {
    id: options.id,
    name: options.name ?? options.id,
    kind: options.kind,
    startDate: options.startDate,
    rounds,
    standings: lines,
  };
}
