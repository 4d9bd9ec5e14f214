/**
 * CSV import for `mindsport <module> standings file.csv`: one game per row, as directors
 * keep results in a spreadsheet (columns documented in `docs/cli.md`). Each reader builds
 * the module's JSON document and a `locate` function that turns the path of a library error
 * (`rounds[1].games[0].blackDiscs`) back into the CSV line and column.
 */
import type { ErrorPath } from '../core/internal.js';
import type { DiplomacyTournament } from '../diplomacy/index.js';
import { POWERS } from '../diplomacy/index.js';
import type { DraughtsGame, DraughtsTournament } from '../draughts/index.js';
import type {
  OthelloGameRecord as GameRecord,
  OthelloTournament,
  OthelloPlayer as TournamentPlayer,
} from '../othello/index.js';
import { type CsvRecord, CsvSyntaxError, headerKey, parseCsv } from './csv.js';
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

/** A column a CSV reader accepts. */
export interface ColumnSpec {
  /** The name as documented (`black_discs`). */
  readonly name: string;
  /** Must the header have it? */
  readonly required: boolean;
  /** Other names accepted (compared as {@link headerKey}). */
  readonly aliases?: readonly string[];
}

/** Columns every reader accepts and ignores: free notes for people. */
const NOTE_COLUMNS: readonly ColumnSpec[] = [
  { name: 'note', required: false, aliases: ['notes', 'comment'] },
];

/** A CSV file checked against its columns: field access by column name, and places. */
export class Sheet {
  readonly records: readonly CsvRecord[];
  private readonly index = new Map<string, number>();

  constructor(
    readonly file: string,
    text: string,
    columns: readonly ColumnSpec[],
  ) {
    let table: ReturnType<typeof parseCsv>;
    try {
      table = parseCsv(text);
    } catch (error) {
      if (error instanceof CsvSyntaxError) throw new InputError('CSV_SYNTAX', file, error.message);
      throw error;
    }
    const all = [...columns, ...NOTE_COLUMNS];
    const byKey = new Map<string, ColumnSpec>();
    for (const spec of all)
      for (const name of [spec.name, ...(spec.aliases ?? [])]) byKey.set(headerKey(name), spec);
    const { header } = table;
    header.fields.forEach((name, position) => {
      const spec = byKey.get(headerKey(name));
      const where = `line ${header.line}, column ${position + 1}`;
      if (spec === undefined) {
        throw new InputError(
          'CSV_UNKNOWN_COLUMN',
          file,
          `${where}: unknown column ${JSON.stringify(name)}; the columns are ${all.map((column) => column.name).join(', ')}`,
        );
      }
      if (this.index.has(spec.name)) {
        throw new InputError(
          'CSV_REPEATED_COLUMN',
          file,
          `${where}: column ${JSON.stringify(name)} repeats column ${(this.index.get(spec.name) ?? 0) + 1} (${spec.name})`,
        );
      }
      this.index.set(spec.name, position);
    });
    const missing = columns.filter((column) => column.required && !this.index.has(column.name));
    if (missing.length > 0) {
      throw new InputError(
        'CSV_MISSING_COLUMN',
        file,
        `line ${header.line}: the header lacks the column${missing.length > 1 ? 's' : ''} ${missing.map((column) => column.name).join(', ')} (it has ${header.fields.join(', ')})`,
      );
    }
    for (const record of table.records) {
      if (
        record.fields.length > header.fields.length &&
        record.fields.slice(header.fields.length).some(Boolean)
      ) {
        throw new InputError(
          'CSV_TOO_MANY_FIELDS',
          file,
          `line ${record.line}: ${record.fields.length} fields, but the header has ${header.fields.length} columns`,
        );
      }
    }
    this.records = table.records;
  }

  /** Whether the header has a column. */
  has(column: string): boolean {
    return this.index.has(column);
  }

  /** A field by column name: trimmed text, `''` when the column or the field is missing. */
  field(record: CsvRecord, column: string): string {
    const position = this.index.get(column);
    return position === undefined ? '' : (record.fields[position] ?? '').trim();
  }

  /** `line 7, column 3 (black_discs)`. */
  where(record: CsvRecord, column?: string): string {
    const position = column === undefined ? undefined : this.index.get(column);
    return position === undefined
      ? `line ${record.line}`
      : `line ${record.line}, column ${position + 1} (${column})`;
  }

  /** An error at a field. */
  error(record: CsvRecord, column: string | undefined, message: string): InputError {
    return new InputError('CSV_BAD_FIELD', this.file, `${this.where(record, column)}: ${message}`);
  }

  /** A non-empty field. */
  required(record: CsvRecord, column: string, what: string): string {
    const value = this.field(record, column);
    if (value === '') throw this.error(record, column, `${what} is missing`);
    return value;
  }

  /** A whole number ≥ `least` (`''` → undefined). */
  wholeNumber(record: CsvRecord, column: string, least: number): number | undefined {
    const value = this.field(record, column);
    if (value === '') return undefined;
    if (!/^\d+$/.test(value) || Number(value) < least) {
      throw this.error(record, column, `${JSON.stringify(value)} is not a whole number ≥ ${least}`);
    }
    return Number(value);
  }
}

/**
 * Player names as ids, in order of first appearance; two spellings differing only in case
 * or spaces are refused rather than taken for two players.
 */
export class Players {
  readonly names: string[] = [];
  readonly firstSeen = new Map<string, { record: CsvRecord; column: string }>();
  private readonly byKey = new Map<string, string>();

  constructor(private readonly sheet: Sheet) {}

  add(record: CsvRecord, column: string, name: string): string {
    const key = name.toLowerCase().replace(/\s+/g, ' ');
    const known = this.byKey.get(key);
    if (known !== undefined && known !== name) {
      const first = this.firstSeen.get(known);
      throw this.sheet.error(
        record,
        column,
        `${JSON.stringify(name)} differs from ${JSON.stringify(known)} (${first === undefined ? '' : this.sheet.where(first.record, first.column)}) only in case or spaces; write a player's name the same way on every row`,
      );
    }
    if (known === undefined) {
      this.byKey.set(key, name);
      this.names.push(name);
      this.firstSeen.set(name, { record, column });
    }
    return name;
  }

  /** Where player `index` first appears. */
  locate(index: unknown): string | undefined {
    const name = typeof index === 'number' ? this.names[index] : undefined;
    const first = name === undefined ? undefined : this.firstSeen.get(name);
    return first === undefined ? undefined : this.sheet.where(first.record, first.column);
  }
}

/** Words of the Othello CSV that stand in the opponent's place. */
const OTHELLO_MARKERS = ['bye', 'absent', 'withdrawn'] as const;
type OthelloMarker = (typeof OTHELLO_MARKERS)[number];

const OTHELLO_COLUMNS: readonly ColumnSpec[] = [
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
  games: GameRecord[];
  gameRecords: CsvRecord[];
  byes: string[];
  byeEntries: Entry[];
  absent: string[];
  absentEntries: Entry[];
}

function othelloMarker(value: string): OthelloMarker | undefined {
  return OTHELLO_MARKERS.find((word) => word === value.toLowerCase());
}

/** Reads the Othello sheet row by row into rounds. */
class OthelloSheetReader {
  readonly sheet: Sheet;
  readonly players: Players;
  readonly rounds = new Map<number, RoundDraft>();
  readonly firstRound = new Map<string, number>();
  readonly withdrawn = new Map<string, { round: number; record: CsvRecord }>();

  constructor(file: string, text: string) {
    this.sheet = new Sheet(file, text, OTHELLO_COLUMNS);
    this.players = new Players(this.sheet);
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
    for (const record of this.sheet.records) {
      const round = this.sheet.wholeNumber(record, 'round', 1);
      if (round === undefined) throw this.sheet.error(record, 'round', 'the round is missing');
      const blackMarker = othelloMarker(this.sheet.field(record, 'black'));
      const whiteMarker = othelloMarker(this.sheet.field(record, 'white'));
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
        record,
        playerColumn,
        `${word.toUpperCase()} needs a player's name in the other column`,
      );
    }
    for (const other of ['black_discs', 'white_discs', 'forfeit']) {
      if (sheet.field(record, other) !== '') {
        throw sheet.error(record, other, `a ${word.toUpperCase()} row has no discs or forfeit`);
      }
    }
    this.players.add(record, playerColumn, name);
    if (word === 'withdrawn') {
      const earlier = this.withdrawn.get(name);
      if (earlier !== undefined) {
        throw sheet.error(
          record,
          column,
          `${JSON.stringify(name)} already withdrew on ${sheet.where(earlier.record)}`,
        );
      }
      this.withdrawn.set(name, { round, record });
      return;
    }
    this.seen(name, round);
    const draft = this.roundDraft(round);
    const [list, entries] =
      word === 'bye' ? [draft.byes, draft.byeEntries] : [draft.absent, draft.absentEntries];
    list.push(name);
    entries.push({ record, column: playerColumn });
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
    if (blackDiscs === undefined) throw sheet.error(record, 'black_discs', "black's disc count is missing");
    if (whiteDiscs === undefined) throw sheet.error(record, 'white_discs', "white's disc count is missing");
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
        record,
        'forfeit',
        `${JSON.stringify(text)} is not black, white or both (who did not show up)`,
      );
    }
    return text === '' ? undefined : (text as 'black' | 'white' | 'both');
  }

  /** The rounds 1 … the last, each with a row. */
  drafts(file: string): RoundDraft[] {
    const last = Math.max(0, ...this.rounds.keys());
    for (let round = 1; round <= last; round++) {
      if (!this.rounds.has(round)) {
        throw new InputError(
          'CSV_MISSING_ROUND',
          file,
          `no row for round ${round} (the file has rounds up to ${last})`,
        );
      }
    }
    return Array.from({ length: last }, (_, index) => this.rounds.get(index + 1) as RoundDraft);
  }

  /** The players with their late entry and withdrawal, and a note for each late entry. */
  tournamentPlayers(notes: string[]): TournamentPlayer[] {
    return this.players.names.map((name): TournamentPlayer => {
      const entered = this.firstRound.get(name);
      const left = this.withdrawn.get(name);
      if (entered !== undefined && entered > 1) {
        const first = this.players.firstSeen.get(name);
        notes.push(
          `${name} first appears in round ${entered} (${first === undefined ? '' : this.sheet.where(first.record)}): a late entry (NOF §18)`,
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
  locate(drafts: readonly RoundDraft[], path: ErrorPath): string | undefined {
    const { sheet } = this;
    const [top, first, kind, index, field] = path;
    if (top === 'players') {
      const name = typeof first === 'number' ? this.players.names[first] : undefined;
      const left = name === undefined ? undefined : this.withdrawn.get(name);
      return kind === 'withdrawnFromRound' && left !== undefined
        ? sheet.where(left.record)
        : this.players.locate(first);
    }
    if (top !== 'rounds' || typeof first !== 'number') return undefined;
    const draft = drafts[first];
    if (draft === undefined) return undefined;
    if (kind === 'games' && typeof index === 'number') {
      const record = draft.gameRecords[index];
      if (record === undefined) return undefined;
      return sheet.where(record, typeof field === 'string' ? OTHELLO_GAME_COLUMNS[field] : undefined);
    }
    if ((kind === 'byes' || kind === 'absent') && typeof index === 'number') {
      const entry = (kind === 'byes' ? draft.byeEntries : draft.absentEntries)[index];
      return entry === undefined ? undefined : sheet.where(entry.record, entry.column);
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
  const reader = new OthelloSheetReader(file, text);
  reader.read();
  const drafts = reader.drafts(file);
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

const DRAUGHTS_COLUMNS: readonly ColumnSpec[] = [
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
  const sheet = new Sheet(file, text, DRAUGHTS_COLUMNS);
  const players = new Players(sheet);
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
  const locate = (path: ErrorPath): string | undefined => {
    const [top, index, field] = path;
    if (top === 'players') return players.locate(index);
    if (top !== 'games' || typeof index !== 'number') return undefined;
    const record = sheet.records[index];
    if (record === undefined) return undefined;
    return sheet.where(record, typeof field === 'string' && sheet.has(field) ? field : undefined);
  };
  return { document: { players: players.names.map((id) => ({ id })), games }, locate, notes: [] };
}

const CENTRE_SUFFIXES = ['centres', 'centers', 'sc'] as const;

const DIPLOMACY_COLUMNS: readonly ColumnSpec[] = [
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

/**
 * Reads a Diplomacy results sheet: `round, board`, then each power's player and centres
 * (`austria, austria_centres, …, turkey, turkey_centres`), `[end_year]`; one board per row.
 *
 * @param file - for messages
 * @param text - the file's text
 * @returns the tournament and where each field came from
 * @throws InputError naming line and column
 */
export function diplomacyFromCsv(file: string, text: string): CsvImport<DiplomacyTournament> {
  const sheet = new Sheet(file, text, DIPLOMACY_COLUMNS);
  const players = new Players(sheet);
  interface Board {
    readonly record: CsvRecord;
    readonly board: number;
    readonly game: DiplomacyTournament['rounds'][number]['boards'][number]['game'];
  }
  const rounds = new Map<number, Board[]>();
  for (const record of sheet.records) {
    const round = sheet.wholeNumber(record, 'round', 1);
    if (round === undefined) throw sheet.error(record, 'round', 'the round is missing');
    const board = sheet.wholeNumber(record, 'board', 1);
    if (board === undefined) throw sheet.error(record, 'board', 'the board is missing');
    const powers = Object.fromEntries(
      POWERS.map((power) => {
        const player = players.add(record, power, sheet.required(record, power, `${power}'s player`));
        const supplyCentres = sheet.wholeNumber(record, `${power}_centres`, 0);
        if (supplyCentres === undefined) {
          throw sheet.error(record, `${power}_centres`, `${power}'s supply centres are missing`);
        }
        return [power, { player, supplyCentres }];
      }),
    ) as Board['game']['powers'];
    const endYear = sheet.wholeNumber(record, 'end_year', 0);
    const list = rounds.get(round) ?? [];
    rounds.set(round, list);
    list.push({ record, board, game: endYear === undefined ? { powers } : { powers, endYear } });
  }
  const ordered = [...rounds.entries()].sort(([a], [b]) => a - b);
  const document: DiplomacyTournament = {
    players: players.names.map((name) => ({ id: name, name })),
    rounds: ordered.map(([round, boards]) => ({
      round,
      boards: boards.map(({ board, game }) => ({ board, game })),
    })),
  };
  const locate = (path: ErrorPath): string | undefined => {
    const [top, first, , boardIndex, , , power, field] = path;
    if (top === 'players') return players.locate(first);
    if (top !== 'rounds' || typeof first !== 'number') return undefined;
    const entry = ordered[first];
    if (entry === undefined) return undefined;
    const board = typeof boardIndex === 'number' ? entry[1][boardIndex] : undefined;
    if (board === undefined) return `round ${entry[0]}`;
    if (path[2] === 'boards' && path[4] === undefined) return sheet.where(board.record);
    if (path[4] === 'board') return sheet.where(board.record, 'board');
    if (path[5] === 'endYear') return sheet.where(board.record, 'end_year');
    if (typeof power === 'string' && sheet.has(power)) {
      return sheet.where(board.record, field === 'supplyCentres' ? `${power}_centres` : power);
    }
    return sheet.where(board.record);
  };
  return { document, locate, notes: [] };
}
