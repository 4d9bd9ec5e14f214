/**
 * CSV import for `mindsport <module> standings file.csv`: one game per row, as directors
 * keep results in a spreadsheet (columns documented in `docs/cli.md`). The library's readers
 * (`parseDiplomacyCsv`, …) build the module's JSON document and a `locate` function that
 * turns the path of a library error (`rounds[1].games[0].blackDiscs`) back into the CSV line
 * and column; here their errors become errors of the file.
 */
import {
  type CsvColumn,
  type CsvPlace,
  CsvPlayers,
  type CsvRecord,
  CsvSheet,
  csvRounds,
  type ErrorPath,
  type CsvImport as LibraryCsvImport,
  MindsportError,
} from '../core/internal.js';
import { type DiplomacyTournament, parseDiplomacyCsv } from '../diplomacy/index.js';
import type { DraughtsGame, DraughtsTournament } from '../draughts/index.js';
import type {
  OthelloGameRecord as GameRecord,
  OthelloTournament,
  OthelloPlayer as TournamentPlayer,
} from '../othello/index.js';
import { InputError } from './input.js';

/** A document built from a CSV file. */
export interface CsvImport<T> {
  /** The module's input document. */
  readonly document: T;
  /** Where in the CSV file the field at a document path came from (`line 7, column 3 (black_discs)`). */
  readonly locate: (path: ErrorPath) => string | undefined;
  /** Notes for stderr: readings the file implies that a director should see (late entries). */
  readonly notes: readonly string[];
}

/**
 * A sheet reader's result for the command: places as text, and a sheet the reader refuses
 * as an error of the file. The error is the reader's `MindsportError` (its code from
 * `CSV_ERROR_CODES` or the shape codes, printed as for any library error), its message
 * already naming the line and column.
 *
 * @param file - for messages
 * @param read - the reader (a library `parse…Csv`, or a reader of the command line's own)
 * @returns the document, where each of its fields came from, and notes
 * @throws InputError `LIBRARY_ERROR` with the reader's error
 */
export function fromSheet<T>(file: string, read: () => LibraryCsvImport<T>): CsvImport<T> {
  try {
    const imported = read();
    return {
      document: imported.document,
      locate: (path) => imported.locate(path)?.text,
      notes: imported.notes,
    };
  } catch (error) {
    if (error instanceof MindsportError) {
      throw new InputError('LIBRARY_ERROR', file, error.message, error, undefined, sheetPlace);
    }
    throw error;
  }
}

/** The place a sheet error's path (`['line', n, 'column', c]`) names. */
function sheetPlace(path: ErrorPath): string | undefined {
  if (path[0] !== 'line') return undefined;
  return path.length > 2 ? `line ${path[1]}, column ${path[3]}` : `line ${path[1]}`;
}

/** Words of the Othello CSV that stand in the opponent's place. */
const OTHELLO_MARKERS = ['bye', 'absent', 'withdrawn'] as const;
type OthelloMarker = (typeof OTHELLO_MARKERS)[number];

const OTHELLO_COLUMNS: readonly CsvColumn[] = [
  { name: 'round', required: true },
  { name: 'black', required: true },
  { name: 'black_discs', required: true },
  { name: 'white', required: true },
  { name: 'white_discs', required: true },
  { name: 'forfeit', required: false },
];

const OTHELLO_GAME_COLUMNS: Readonly<Record<string, string>> = {
  black: 'black',
  blackDiscs: 'black_discs',
  white: 'white',
  whiteDiscs: 'white_discs',
  forfeit: 'forfeit',
};

/** A row's place in the sheet: the record and the column of the player it names. */
interface Entry {
  readonly record: CsvRecord;
  readonly column: string;
}

/** One round of the Othello sheet being built, with the rows behind it. */
interface RoundDraft {
  readonly games: GameRecord[];
  readonly gameRecords: CsvRecord[];
  readonly byes: string[];
  readonly byeEntries: Entry[];
  readonly absent: string[];
  readonly absentEntries: Entry[];
}

function othelloMarker(value: string): OthelloMarker | undefined {
  return OTHELLO_MARKERS.find((word) => word === value.toLowerCase());
}

/** Reads the Othello sheet row by row into rounds. */
class OthelloSheetReader {
  readonly sheet: CsvSheet;
  readonly players: CsvPlayers;
  readonly rounds = new Map<number, RoundDraft>();
  readonly firstRound = new Map<string, number>();
  readonly withdrawn = new Map<string, { round: number; record: CsvRecord }>();

  constructor(text: string) {
    this.sheet = new CsvSheet(text, OTHELLO_COLUMNS);
    this.players = new CsvPlayers(this.sheet);
  }

  /** The draft of a round, made on first use. */
  roundDraft(round: number): RoundDraft {
    const draft = this.rounds.get(round) ?? {
      games: [],
      gameRecords: [],
      byes: [],
      byeEntries: [],
      absent: [],
      absentEntries: [],
    };
    this.rounds.set(round, draft);
    return draft;
  }

  /** Notes the earliest round a player appears in (a late entry when after round 1). */
  seen(name: string, round: number): void {
    if (!this.firstRound.has(name) || (this.firstRound.get(name) ?? 0) > round)
      this.firstRound.set(name, round);
  }

  /** Every row. */
  read(): void {
    const { sheet } = this;
    for (const record of sheet.records) {
      const round = sheet.wholeNumber(record, 'round', 1);
      if (round === undefined) throw sheet.error('MISSING_FIELD', record, 'round', 'the round is missing');
      const blackMarker = othelloMarker(sheet.field(record, 'black'));
      const whiteMarker = othelloMarker(sheet.field(record, 'white'));
      if (whiteMarker !== undefined) this.markerRow(record, round, whiteMarker, 'white', 'black');
      else if (blackMarker !== undefined) this.markerRow(record, round, blackMarker, 'black', 'white');
      else this.gameRow(record, round);
    }
  }

  /** A row with `BYE`, `ABSENT` or `WITHDRAWN` in place of the opponent. */
  markerRow(
    record: CsvRecord,
    round: number,
    word: OthelloMarker,
    column: string,
    playerColumn: string,
  ): void {
    const { sheet } = this;
    const name = sheet.field(record, playerColumn);
    if (name === '' || othelloMarker(name) !== undefined) {
      throw sheet.error(
        'MISSING_FIELD',
        record,
        playerColumn,
        `${word.toUpperCase()} needs a player's name in the other column`,
      );
    }
    for (const other of ['black_discs', 'white_discs', 'forfeit']) {
      if (sheet.field(record, other) !== '') {
        const text = `a ${word.toUpperCase()} row has no discs or forfeit`;
        throw sheet.error('CSV_MARKER_WITH_RESULT', record, other, text);
      }
    }
    this.players.add(record, playerColumn, name);
    if (word === 'withdrawn') {
      this.withdraw(record, round, column, name);
      return;
    }
    this.seen(name, round);
    const draft = this.roundDraft(round);
    const [list, entries] =
      word === 'bye' ? [draft.byes, draft.byeEntries] : [draft.absent, draft.absentEntries];
    list.push(name);
    entries.push({ record, column: playerColumn });
  }

  /** A `WITHDRAWN` row: the player leaves from this round on (once). */
  withdraw(record: CsvRecord, round: number, column: string, name: string): void {
    const earlier = this.withdrawn.get(name);
    if (earlier !== undefined) {
      const text = `${JSON.stringify(name)} already withdrew on ${this.sheet.place(earlier.record).text}`;
      throw this.sheet.error('CSV_WITHDRAWN_TWICE', record, column, text);
    }
    this.withdrawn.set(name, { round, record });
  }

  /** A game row: two players and their discs, or a forfeit. */
  gameRow(record: CsvRecord, round: number): void {
    const { sheet, players } = this;
    const blackName = players.add(record, 'black', sheet.required(record, 'black', "black's name"));
    const whiteName = players.add(record, 'white', sheet.required(record, 'white', "white's name"));
    this.seen(blackName, round);
    this.seen(whiteName, round);
    const forfeit = this.forfeit(record);
    let blackDiscs = sheet.wholeNumber(record, 'black_discs', 0);
    let whiteDiscs = sheet.wholeNumber(record, 'white_discs', 0);
    if (forfeit !== undefined && blackDiscs === undefined && whiteDiscs === undefined) {
      // A forfeit is scored 64–0 for the player who showed up, 0–0 when neither did (NOF §18).
      blackDiscs = forfeit === 'white' ? 64 : 0;
      whiteDiscs = forfeit === 'black' ? 64 : 0;
    }
    if (blackDiscs === undefined)
      throw sheet.error('MISSING_FIELD', record, 'black_discs', "black's disc count is missing");
    if (whiteDiscs === undefined)
      throw sheet.error('MISSING_FIELD', record, 'white_discs', "white's disc count is missing");
    const draft = this.roundDraft(round);
    draft.games.push({
      black: blackName,
      blackDiscs,
      white: whiteName,
      whiteDiscs,
      ...(forfeit === undefined ? {} : { forfeit }),
    });
    draft.gameRecords.push(record);
  }

  /** The `forfeit` cell: who did not show up, or undefined. */
  forfeit(record: CsvRecord): 'black' | 'white' | 'both' | undefined {
    const text = this.sheet.field(record, 'forfeit').toLowerCase();
    if (text !== '' && !['black', 'white', 'both'].includes(text)) {
      throw this.sheet.error(
        'NOT_ONE_OF',
        record,
        'forfeit',
        `${JSON.stringify(text)} is not black, white or both (who did not show up)`,
      );
    }
    return text === '' ? undefined : (text as 'black' | 'white' | 'both');
  }

  /** The players with their late entry and withdrawal, and a note for each late entry. */
  tournamentPlayers(notes: string[]): TournamentPlayer[] {
    return this.players.names.map((name): TournamentPlayer => {
      const entered = this.firstRound.get(name);
      const left = this.withdrawn.get(name);
      if (entered !== undefined && entered > 1) {
        const first = this.players.firstSeen.get(name);
        notes.push(
          `${name} first appears in round ${entered} (${first === undefined ? '' : this.sheet.place(first.record).text}): a late entry (NOF §18)`,
        );
      }
      return {
        id: name,
        name,
        ...(entered !== undefined && entered > 1 ? { enteredRound: entered } : {}),
        ...(left === undefined ? {} : { withdrawnFromRound: left.round }),
      };
    });
  }

  /** Where in the sheet the field at a tournament path came from. */
  locate(drafts: readonly RoundDraft[], path: ErrorPath): CsvPlace | undefined {
    const { sheet } = this;
    const [top, first, kind, index, field] = path;
    if (top === 'players') {
      const name = typeof first === 'number' ? this.players.names[first] : undefined;
      const left = name === undefined ? undefined : this.withdrawn.get(name);
      return kind === 'withdrawnFromRound' && left !== undefined
        ? sheet.place(left.record)
        : this.players.locate(first);
    }
    if (top !== 'rounds' || typeof first !== 'number') return undefined;
    const draft = drafts[first];
    if (draft === undefined) return undefined;
    if (kind === 'games' && typeof index === 'number') {
      const record = draft.gameRecords[index];
      if (record === undefined) return undefined;
      return sheet.place(record, typeof field === 'string' ? OTHELLO_GAME_COLUMNS[field] : undefined);
    }
    if ((kind === 'byes' || kind === 'absent') && typeof index === 'number') {
      const entry = (kind === 'byes' ? draft.byeEntries : draft.absentEntries)[index];
      return entry === undefined ? undefined : sheet.place(entry.record, entry.column);
    }
    // A problem of a whole round (a player missing from it) names the round itself.
    return undefined;
  }
}

/**
 * Reads an Othello results sheet: `round, black, black_discs, white, white_discs[, forfeit]`,
 * one game per row; `BYE`, `ABSENT` or `WITHDRAWN` in place of the opponent.
 *
 * @param file - for messages
 * @param text - the file's text
 * @returns the tournament, where each field came from, and notes
 * @throws InputError naming line and column
 */
export function othelloFromCsv(file: string, text: string): CsvImport<OthelloTournament> {
  return fromSheet(file, () => readOthelloSheet(text));
}

function readOthelloSheet(text: string): LibraryCsvImport<OthelloTournament> {
  const reader = new OthelloSheetReader(text);
  reader.read();
  const drafts = csvRounds(reader.rounds);
  const notes: string[] = [];
  const document: OthelloTournament = {
    players: reader.tournamentPlayers(notes),
    rounds: drafts.map((draft) => ({
      games: draft.games,
      ...(draft.byes.length === 0 ? {} : { byes: draft.byes }),
      ...(draft.absent.length === 0 ? {} : { absent: draft.absent }),
    })),
  };
  return { document, locate: (path) => reader.locate(drafts, path), notes };
}

const DRAUGHTS_COLUMNS: readonly CsvColumn[] = [
  { name: 'round', required: false },
  { name: 'white', required: true },
  { name: 'black', required: true },
  { name: 'result', required: true },
  { name: 'reason', required: false },
];

/**
 * Reads a draughts results sheet: `[round,] white, black, result[, reason]`, one game per
 * row; players in order of first appearance.
 *
 * @param file - for messages
 * @param text - the file's text
 * @returns the tournament and where each field came from
 * @throws InputError naming line and column
 */
export function draughtsFromCsv(file: string, text: string): CsvImport<DraughtsTournament> {
  return fromSheet(file, () => readDraughtsSheet(text));
}

function readDraughtsSheet(text: string): LibraryCsvImport<DraughtsTournament> {
  const sheet = new CsvSheet(text, DRAUGHTS_COLUMNS);
  const players = new CsvPlayers(sheet);
  const games: DraughtsGame[] = [];
  for (const record of sheet.records) {
    const round = sheet.wholeNumber(record, 'round', 1);
    const white = players.add(record, 'white', sheet.required(record, 'white', "white's name"));
    const black = players.add(record, 'black', sheet.required(record, 'black', "black's name"));
    const result = sheet.required(record, 'result', 'the result');
    const reason = sheet.field(record, 'reason');
    games.push({
      ...(round === undefined ? {} : { round }),
      white,
      black,
      result,
      ...(reason === '' ? {} : { reason }),
    });
  }
  const locate = (path: ErrorPath): CsvPlace | undefined => {
    const [top, index, field] = path;
    if (top === 'players') return players.locate(index);
    if (top !== 'games' || typeof index !== 'number') return undefined;
    const record = sheet.records[index];
    if (record === undefined) return undefined;
    return sheet.place(record, typeof field === 'string' && sheet.has(field) ? field : undefined);
  };
  return { document: { players: players.names.map((id) => ({ id })), games }, locate, notes: [] };
}

/**
 * Reads a Diplomacy results sheet (the library's `parseDiplomacyCsv`): `round, board`, then
 * each power's player and centres, `[end_year]`; one board per row.
 *
 * @param file - for messages
 * @param text - the file's text
 * @returns the tournament and where each field came from
 * @throws InputError naming line and column
 */
export function diplomacyFromCsv(file: string, text: string): CsvImport<DiplomacyTournament> {
  return fromSheet(file, () => parseDiplomacyCsv(text));
}
