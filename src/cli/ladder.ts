/**
 * The end of the ladder season on the command line (seed 002 Art. V–VII): the final
 * ranking, the period tables, the prize list and one player's points explained line by
 * line. Each command lays out what the library returns (`ladderFinalRanking`,
 * `ladderPeriodTables`, `ladderPrizes`, `ladderPointsExplanation`) as a table for the core
 * renderers, or writes the result itself with `--format json`.
 */
import type { StandingsTable } from '../core/internal.js';
import * as ladder from '../ladder/index.js';
import { integerOption, type ParsedArguments, UsageError } from './args.js';
import { outputFormat, render } from './commands.js';
import { InputError, type Locate, withFile } from './input.js';

/** The formats of the end-of-season tables (the first is the default). */
const TABLE_FORMATS = ['table', 'md', 'csv', 'json', 'html'] as const;

/** A season read from a file, with `--after-round`. */
interface SeasonRequest {
  /** The file, for messages. */
  readonly file: string;
  /** Runs a library call on the season and its options; its errors name the file (and the line, via `locate`). */
  compute<T>(call: (season: ladder.LadderSeason, options: { afterRound?: number }) => T): T;
}

function seasonRequest(
  parsed: ParsedArguments,
  command: string,
  season: unknown,
  locate: Locate | undefined,
): SeasonRequest {
  const [file] = parsed.positionals as [string];
  const afterRound = integerOption(parsed, 'after-round', command);
  const options = afterRound === undefined ? {} : { afterRound };
  return {
    file,
    compute: (call) => withFile(file, () => call(season as ladder.LadderSeason, options), locate),
  };
}

function output(result: unknown, format: string, tables: readonly StandingsTable[]): string {
  if (format === 'json') return `${JSON.stringify(result, null, 2)}\n`;
  return tables.map((table) => render(table, format)).join('\n');
}

/** `mindsport ladder final <season>`: the final ranking of Art. V (points, then V.2's tie-breaks). */
export function ladderFinal(parsed: ParsedArguments, season: unknown, locate?: Locate): string {
  const command = 'ladder final';
  const format = outputFormat(parsed, TABLE_FORMATS, command);
  const request = seasonRequest(parsed, command, season, locate);
  const ranking = request.compute((log, options) =>
    ladder.ladderFinalRanking(log, ladder.CLUB_LADDER, options),
  );
  const table: StandingsTable = {
    caption: `Final ranking after round ${ranking.afterRound} (Art. V)`,
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Points', align: 'right', key: 'points' },
      { header: 'Games', align: 'right', key: 'games' },
      { header: 'Wins', align: 'right', key: 'wins' },
      { header: 'Wins with black', align: 'right', key: 'winsWithBlack' },
      { header: 'Group', key: 'group' },
      { header: 'Ladder position', align: 'right', key: 'ladderPosition' },
      { header: 'Decided by', key: 'decidedBy' },
    ],
    rows: ranking.rows.map((row) => ({
      place: row.place,
      placeLabel: row.placeLabel,
      shared: row.shared,
      cells: [
        row.name,
        row.points.toString(),
        String(row.games),
        String(row.wins),
        String(row.winsWithBlack),
        row.group ?? '',
        String(row.ladderPosition),
        row.decidedBy ?? '',
      ],
    })),
  };
  return output(ranking, format, [table]);
}

/** `mindsport ladder periods <season> [--period N]`: the period tables of Art. VII (board points). */
export function ladderPeriods(parsed: ParsedArguments, season: unknown, locate?: Locate): string {
  const command = 'ladder periods';
  const format = outputFormat(parsed, TABLE_FORMATS, command);
  const request = seasonRequest(parsed, command, season, locate);
  const tables = request.compute((log, options) =>
    ladder.ladderPeriodTables(log, ladder.CLUB_LADDER, options),
  );
  const wanted = integerOption(parsed, 'period', command, 1);
  const periods = wanted === undefined ? tables.periods : tables.periods.filter((p) => p.period === wanted);
  if (periods.length === 0) {
    throw new InputError(
      'NOT_IN_FILE',
      request.file,
      `--period ${wanted}: the season has periods 1–${tables.periods.length}`,
    );
  }
  const result = wanted === undefined ? tables : { ...tables, periods };
  return output(
    result,
    format,
    periods.map((period) => ({
      caption:
        period.firstRound > period.lastRound
          ? `Period ${period.period}: no rounds yet (Art. VII)`
          : `Period ${period.period}, rounds ${period.firstRound}–${period.lastRound}, after round ${tables.afterRound} (Art. VII)`,
      columns: [
        { header: 'Player', key: 'player' },
        { header: 'Board points', align: 'right', key: 'boardPoints' },
        { header: 'Games', align: 'right', key: 'games' },
        { header: 'Wins', align: 'right', key: 'wins' },
        { header: 'With black', align: 'right', key: 'pointsWithBlack' },
        { header: 'Starting position', align: 'right', key: 'startingPosition' },
        { header: 'Decided by', key: 'decidedBy' },
      ],
      rows: period.rows.map((row) => ({
        place: row.place,
        placeLabel: row.placeLabel,
        shared: row.shared,
        cells: [
          row.name,
          row.boardPoints.toString(),
          String(row.games),
          String(row.wins),
          row.pointsWithBlack.toString(),
          String(row.startingPosition),
          row.decidedBy ?? '',
        ],
      })),
    })),
  );
}

/** What a prize is for: `place 1`, `group B`, `period 2`. */
function prizeLabel(prize: ladder.LadderPrize): string {
  if (prize.kind === 'place') return `place ${prize.place}`;
  if (prize.kind === 'group') return `group ${prize.group}`;
  return `period ${prize.period}`;
}

/** `mindsport ladder prizes <season>`: the prize list of Art. V.1, VI.2 and VII.4–5. */
export function ladderPrizesCommand(parsed: ParsedArguments, season: unknown, locate?: Locate): string {
  const command = 'ladder prizes';
  const format = outputFormat(parsed, TABLE_FORMATS, command);
  const request = seasonRequest(parsed, command, season, locate);
  const prizes = request.compute((log, options) => ladder.ladderPrizes(log, ladder.CLUB_LADDER, options));
  const table: StandingsTable = {
    caption: `Prizes after round ${prizes.afterRound} (Art. V.1, VI.2, VII.4–5; one prize per player)`,
    placeHeader: 'Prize',
    columns: [
      { header: 'Winner', key: 'winner' },
      { header: 'Passed over (a prize already)', key: 'passedOver' },
    ],
    rows: prizes.prizes.map((prize, index) => ({
      place: index + 1,
      placeLabel: prizeLabel(prize),
      shared: false,
      cells: [
        !prize.decided
          ? `undecided between ${prize.candidates.join(', ')}`
          : (prize.name ?? 'nobody qualifies'),
        prize.passedOver.join(', '),
      ],
    })),
  };
  return output(prizes, format, [table]);
}

/** `mindsport ladder explain <season> --player ID`: one player's points, rule by rule (Art. IV). */
export function ladderExplain(parsed: ParsedArguments, season: unknown, locate?: Locate): string {
  const command = 'ladder explain';
  const json = outputFormat(parsed, ['text', 'json'], command) === 'json';
  const request = seasonRequest(parsed, command, season, locate);
  const playerId = parsed.values.player;
  if (playerId === undefined) throw new UsageError('MISSING_ARGUMENT', 'missing --player ID', command);
  const account = request.compute((log, options) =>
    ladder.ladderPointsExplanation(log, ladder.CLUB_LADDER, { ...options, playerId }),
  );
  return json
    ? `${JSON.stringify(account, null, 2)}\n`
    : `${ladder.formatLadderPointsExplanation(account)}\n`;
}
