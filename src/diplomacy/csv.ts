/**
 * The results sheet a Diplomacy director keeps in a spreadsheet, one board per row, read
 * into a {@link DiplomacyTournament}.
 *
 * @module
 */
import {
  type CsvColumn,
  type CsvImport,
  type CsvPlace,
  CsvPlayers,
  type CsvRecord,
  CsvSheet,
  deepFreeze,
  type ErrorPath,
  spreadsheetText,
} from '../core/internal.js';
import type { DiplomacyGameResult } from './game.js';
import { POWERS } from './powers.js';
import type { DiplomacyTournament } from './tournament.js';

/** Other names of a power's centre column: `austria_centers`, `austria_sc`. */
const CENTRE_SUFFIXES = ['centres', 'centers', 'sc'] as const;

const DIPLOMACY_COLUMNS: readonly CsvColumn[] = [
  { name: 'round', required: true },
  { name: 'board', required: true },
  ...POWERS.flatMap((power) => [
    { name: power, required: true },
    {
      name: `${power}_centres`,
      required: true,
      aliases: CENTRE_SUFFIXES.slice(1).map((suffix) => `${power}_${suffix}`),
    },
  ]),
  { name: 'end_year', required: false },
];

/** One board as read, with the row it came from. */
interface Board {
  readonly record: CsvRecord;
  readonly board: number;
  readonly game: DiplomacyGameResult;
}

function readBoard(sheet: CsvSheet, players: CsvPlayers, record: CsvRecord): Board {
  const board = sheet.wholeNumber(record, 'board', 1);
  if (board === undefined) throw sheet.error('MISSING_FIELD', record, 'board', 'the board is missing');
  const powers = Object.fromEntries(
    POWERS.map((power) => {
      const player = players.add(record, power, sheet.required(record, power, `${power}'s player`));
      const supplyCentres = sheet.wholeNumber(record, `${power}_centres`, 0);
      if (supplyCentres === undefined) {
        throw sheet.error(
          'MISSING_FIELD',
          record,
          `${power}_centres`,
          `${power}'s supply centres are missing`,
        );
      }
      return [power, { player, supplyCentres }];
    }),
  ) as DiplomacyGameResult['powers'];
  const endYear = sheet.wholeNumber(record, 'end_year', 0);
  return { record, board, game: endYear === undefined ? { powers } : { powers, endYear } };
}

/** The place of a path of the document: the row of its board, the cell of its field. */
function locator(
  sheet: CsvSheet,
  players: CsvPlayers,
  ordered: readonly (readonly [number, readonly Board[]])[],
): (path: ErrorPath) => CsvPlace | undefined {
  return (path) => {
    const [top, first, , boardIndex, , , power, field] = path;
    if (top === 'players') return players.locate(first);
    if (top !== 'rounds' || typeof first !== 'number') return undefined;
    const entry = ordered[first];
    if (entry === undefined) return undefined;
    const board = typeof boardIndex === 'number' ? entry[1][boardIndex] : undefined;
    if (board === undefined) return { text: `round ${entry[0]}` };
    if (path[2] === 'boards' && path[4] === undefined) return sheet.place(board.record);
    if (path[4] === 'board') return sheet.place(board.record, 'board');
    if (path[5] === 'endYear') return sheet.place(board.record, 'end_year');
    if (typeof power === 'string' && sheet.has(power)) {
      return sheet.place(board.record, field === 'supplyCentres' ? `${power}_centres` : power);
    }
    return sheet.place(board.record);
  };
}

/**
 * Reads a Diplomacy results sheet, one board per row: `round`, `board`, then each power's
 * player and supply centres (`austria`, `austria_centres`, …, `turkey`, `turkey_centres`;
 * also `_centers` or `_sc`), and an optional `end_year`; a `note` column is ignored. Column
 * names match ignoring case, spaces, `_` and `-`, in any order. Players are named by the
 * sheet (ids = names, in order of first appearance); rounds are sorted by number.
 *
 * The file is what a spreadsheet saves: `,`, `;` or tab between fields, quoted fields, CRLF,
 * a byte-order mark; bytes are UTF-8, else Windows-1252. The document is checked when it is
 * used ({@link diplomacyStandings}); `locate` turns the path of such an error back into the
 * line and column of the sheet.
 *
 * @category Documents
 * @param input - the file's text or bytes
 * @returns the tournament, where each of its values came from, and notes (none here)
 * @throws {@link mindsport!MindsportError} with path `['line', n, 'column', c]`: the CSV codes
 *   (`CSV_UNKNOWN_COLUMN`, `CSV_MISSING_COLUMN`, …), `MISSING_FIELD`, `NOT_AN_INTEGER`,
 *   `OUT_OF_RANGE`; `NOT_A_STRING` for input that is neither text nor bytes
 * @example
 * ```ts
 * import { diplomacyStandings, parseDiplomacyCsv } from 'mindsport/diplomacy';
 * const sheet = [
 *   'round;board;austria;austria_centres;england;england_centres;france;france_centres;germany;germany_centres;italy;italy_centres;russia;russia_centres;turkey;turkey_centres',
 *   '1;1;Ann;4;Bjørn;9;Cai;8;Dag;5;Eli;3;Fia;3;Gro;2',
 * ].join('\r\n');
 * const { document, locate } = parseDiplomacyCsv(sheet);
 * console.log(document.players.length, diplomacyStandings(document).rows[0]?.name); // 7 Bjørn
 * console.log(locate(['rounds', 0, 'boards', 0, 'game', 'powers', 'england', 'supplyCentres'])?.text); // line 2, column 6 (england_centres)
 * ```
 */
export function parseDiplomacyCsv(input: string | Uint8Array): CsvImport<DiplomacyTournament> {
  const sheet = new CsvSheet(spreadsheetText(input), DIPLOMACY_COLUMNS);
  const players = new CsvPlayers(sheet);
  const rounds = new Map<number, Board[]>();
  for (const record of sheet.records) {
    const round = sheet.wholeNumber(record, 'round', 1);
    if (round === undefined) throw sheet.error('MISSING_FIELD', record, 'round', 'the round is missing');
    const list = rounds.get(round) ?? [];
    rounds.set(round, list);
    list.push(readBoard(sheet, players, record));
  }
  const ordered = [...rounds.entries()].sort(([a], [b]) => a - b);
  const document: DiplomacyTournament = {
    players: players.names.map((name) => ({ id: name, name })),
    rounds: ordered.map(([round, boards]) => ({
      round,
      boards: boards.map(({ board, game }) => ({ board, game })),
    })),
  };
  const locate = locator(sheet, players, ordered);
  return Object.freeze({ document: deepFreeze(document), locate, notes: Object.freeze([]) });
}
