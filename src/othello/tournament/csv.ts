/**
 * The results sheet an Othello director keeps in a spreadsheet, one game per row, read into
 * an {@link OthelloTournament}: byes, absences and withdrawals written in place of the
 * opponent, forfeits, late entries.
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
  csvRounds,
  deepFreeze,
  type ErrorPath,
  show,
  spreadsheetText,
} from '../../core/internal.js';
import type { OthelloGameRecord, OthelloPlayer, OthelloTournament } from './tournament.js';

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
  readonly games: OthelloGameRecord[];
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
      const text = `${show(name)} already withdrew on ${this.sheet.place(earlier.record).text}`;
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
        `${show(text)} is not black, white or both (who did not show up)`,
      );
    }
    return text === '' ? undefined : (text as 'black' | 'white' | 'both');
  }

  /** The players with their late entry and withdrawal, and a note for each late entry. */
  tournamentPlayers(notes: string[]): OthelloPlayer[] {
    return this.players.names.map((name): OthelloPlayer => {
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
 * Reads an Othello results sheet, one game per row: `round`, `black`, `black_discs`, `white`,
 * `white_discs` and an optional `forfeit` (`black`, `white` or `both`: who did not show up);
 * a `note` column is ignored. Column names match ignoring case, spaces, `_` and `-`, in any
 * order. In place of the opponent a row may say `BYE` (the bye of that round), `ABSENT`
 * (the round's `absent`) or `WITHDRAWN` (`withdrawnFromRound`, KOA III.6), with the player's
 * name in the other column and no discs. A forfeit with both disc cells empty is scored 64–0
 * for the player who showed up, 0–0 for `both` (NOF §18). Players are named by the sheet
 * (ids = names, in order of first appearance); a player whose first row is after round 1
 * is a late entry from that round (`enteredRound`, NOF §18), said in `notes`. Rounds 1 … the
 * last must each have a row.
 *
 * The file is what a spreadsheet saves: `,`, `;` or tab between fields, quoted fields, CRLF,
 * a byte-order mark; bytes are UTF-8, else Windows-1252. The document is checked when it is
 * used ({@link othelloStandings}); `locate` turns the path of such an error back into the
 * line and column of the sheet.
 *
 * @category Documents
 * @param input - the file's text or bytes
 * @returns the tournament, where each of its values came from, and a note for each late entry
 * @throws {@link mindsport!MindsportError} with path `['line', n, 'column', c]`: the CSV codes
 *   (`CSV_UNKNOWN_COLUMN`, `CSV_MARKER_WITH_RESULT`, `CSV_WITHDRAWN_TWICE`, …),
 *   `MISSING_FIELD`, `NOT_AN_INTEGER`, `OUT_OF_RANGE`, `NOT_ONE_OF`; `CSV_ROUND_MISSING` at
 *   `['rounds', index]`; `NOT_A_STRING` for input that is neither text nor bytes
 * @example
 * ```ts
 * import { NOF_SWISS, othelloStandings, parseOthelloCsv } from 'mindsport/othello';
 * const sheet = [
 *   'Round;Black;Black discs;White;White discs',
 *   '1;Ann;40;Bjørn;24',
 *   '1;Cai;;BYE;',
 *   '2;Cai;30;Ann;34',
 *   '2;Bjørn;;BYE;',
 * ].join('\r\n');
 * const { document, locate } = parseOthelloCsv(sheet);
 * console.log(document.rounds[0]?.byes, othelloStandings(document, NOF_SWISS).rows[0]?.name); // [ 'Cai' ] Ann
 * console.log(locate(['rounds', 1, 'games', 0, 'whiteDiscs'])?.text); // line 4, column 5 (white_discs)
 * ```
 */
export function parseOthelloCsv(input: string | Uint8Array): CsvImport<OthelloTournament> {
  const reader = new OthelloSheetReader(spreadsheetText(input));
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
  const locate = (path: ErrorPath): CsvPlace | undefined => reader.locate(drafts, path);
  return Object.freeze({ document: deepFreeze(document), locate, notes: Object.freeze(notes) });
}
