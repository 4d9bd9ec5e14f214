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
 * A library reader's result for the command: places as text, and a sheet the reader refuses
 * as an error of the file (its message already names the line and column).
 */
function fromSheet<T>(file: string, read: () => LibraryCsvImport<T>): CsvImport<T> {
  try {
    const imported = read();
    return {
      document: imported.document,
      locate: (path) => imported.locate(path)?.text,
      notes: imported.notes,
    };
  } catch (error) {
    if (error instanceof MindsportError) throw new InputError(file, error.message);
    throw error;
  }
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
  const sheet = new CsvSheet(text, OTHELLO_COLUMNS);
  const players = new CsvPlayers(sheet);
  interface Entry {
    readonly record: CsvRecord;
    readonly column: string;
  }
  interface RoundDraft {
    games: GameRecord[];
    gameRecords: CsvRecord[];
    byes: string[];
    byeEntries: Entry[];
    absent: string[];
    absentEntries: Entry[];
  }
  const rounds = new Map<number, RoundDraft>();
  const firstRound = new Map<string, number>();
  const withdrawn = new Map<string, { round: number; record: CsvRecord }>();
  const roundDraft = (round: number): RoundDraft => {
    const draft = rounds.get(round) ?? {
      games: [],
      gameRecords: [],
      byes: [],
      byeEntries: [],
      absent: [],
      absentEntries: [],
    };
    rounds.set(round, draft);
    return draft;
  };
  const marker = (value: string): OthelloMarker | undefined =>
    OTHELLO_MARKERS.find((word) => word === value.toLowerCase());
  for (const record of sheet.records) {
    const round = sheet.wholeNumber(record, 'round', 1);
    if (round === undefined) throw sheet.error('MISSING_FIELD', record, 'round', 'the round is missing');
    const black = sheet.field(record, 'black');
    const white = sheet.field(record, 'white');
    const seen = (name: string): void => {
      if (!firstRound.has(name) || (firstRound.get(name) ?? 0) > round) firstRound.set(name, round);
    };
    const blackMarker = marker(black);
    const whiteMarker = marker(white);
    if (blackMarker !== undefined || whiteMarker !== undefined) {
      const [word, column, playerColumn] =
        whiteMarker !== undefined
          ? [whiteMarker, 'white', 'black']
          : [blackMarker as OthelloMarker, 'black', 'white'];
      const name = sheet.field(record, playerColumn);
      if (name === '' || marker(name) !== undefined) {
        throw sheet.error(
          'MISSING_FIELD',
          record,
          playerColumn,
          `${word.toUpperCase()} needs a player's name in the other column`,
        );
      }
      for (const other of ['black_discs', 'white_discs', 'forfeit']) {
        if (sheet.field(record, other) !== '') {
          throw sheet.error(
            'CSV_MARKER_WITH_RESULT',
            record,
            other,
            `a ${word.toUpperCase()} row has no discs or forfeit`,
          );
        }
      }
      players.add(record, playerColumn, name);
      if (word === 'withdrawn') {
        const earlier = withdrawn.get(name);
        if (earlier !== undefined) {
          throw sheet.error(
            'CSV_WITHDRAWN_TWICE',
            record,
            column,
            `${JSON.stringify(name)} already withdrew on ${sheet.place(earlier.record).text}`,
          );
        }
        withdrawn.set(name, { round, record });
        continue;
      }
      seen(name);
      const draft = roundDraft(round);
      const [list, entries] =
        word === 'bye' ? [draft.byes, draft.byeEntries] : [draft.absent, draft.absentEntries];
      list.push(name);
      entries.push({ record, column: playerColumn });
      continue;
    }
    const blackName = players.add(record, 'black', sheet.required(record, 'black', "black's name"));
    const whiteName = players.add(record, 'white', sheet.required(record, 'white', "white's name"));
    seen(blackName);
    seen(whiteName);
    const forfeitText = sheet.field(record, 'forfeit').toLowerCase();
    if (forfeitText !== '' && !['black', 'white', 'both'].includes(forfeitText)) {
      throw sheet.error(
        'NOT_ONE_OF',
        record,
        'forfeit',
        `${JSON.stringify(forfeitText)} is not black, white or both (who did not show up)`,
      );
    }
    const forfeit = forfeitText === '' ? undefined : (forfeitText as 'black' | 'white' | 'both');
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
    const draft = roundDraft(round);
    draft.games.push({
      black: blackName,
      blackDiscs,
      white: whiteName,
      whiteDiscs,
      ...(forfeit === undefined ? {} : { forfeit }),
    });
    draft.gameRecords.push(record);
  }
  const last = Math.max(0, ...rounds.keys());
  for (let round = 1; round <= last; round++) {
    if (!rounds.has(round)) {
      throw new MindsportError(
        'CSV_ROUND_MISSING',
        `no row for round ${round} (the file has rounds up to ${last})`,
        { path: ['rounds', round - 1], value: round },
      );
    }
  }
  const notes: string[] = [];
  const tournamentPlayers = players.names.map((name): TournamentPlayer => {
    const entered = firstRound.get(name);
    const left = withdrawn.get(name);
    if (entered !== undefined && entered > 1) {
      const first = players.firstSeen.get(name);
      notes.push(
        `${name} first appears in round ${entered} (${first === undefined ? '' : sheet.place(first.record).text}): a late entry (NOF §18)`,
      );
    }
    return {
      id: name,
      name,
      ...(entered !== undefined && entered > 1 ? { enteredRound: entered } : {}),
      ...(left === undefined ? {} : { withdrawnFromRound: left.round }),
    };
  });
  const drafts = Array.from({ length: last }, (_, index) => rounds.get(index + 1) as RoundDraft);
  const document: OthelloTournament = {
    players: tournamentPlayers,
    rounds: drafts.map((draft) => ({
      games: draft.games,
      ...(draft.byes.length === 0 ? {} : { byes: draft.byes }),
      ...(draft.absent.length === 0 ? {} : { absent: draft.absent }),
    })),
  };
  const locate = (path: ErrorPath): CsvPlace | undefined => {
    const [top, first, kind, index, field] = path;
    if (top === 'players') {
      const name = typeof first === 'number' ? players.names[first] : undefined;
      const left = name === undefined ? undefined : withdrawn.get(name);
      return kind === 'withdrawnFromRound' && left !== undefined
        ? sheet.place(left.record)
        : players.locate(first);
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
  };
  return { document, locate, notes };
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
