/**
 * A ladder season from a spreadsheet (issue 26): one row per club-night game, plus rows
 * with one player for what is not a game (drawn out, absent with notice, a league game,
 * club duty, present only). Read with the core's sheet reader (`src/core/csv.ts`), so the
 * tokenizer, the column matching and the errors are the other sheets': a `MindsportError`
 * with a code of `CSV_ERROR_CODES` or a shape code at `['line', n, 'column', c]`; columns
 * in `docs/cli.md`.
 */
import {
  type CsvColumn,
  type CsvPlace,
  CsvPlayers,
  type CsvRecord,
  CsvSheet,
  csvError,
  csvRounds,
  type ErrorPath,
  type CsvImport as LibraryCsvImport,
} from '../core/internal.js';
import type { LadderEntry, LadderGameResult, LadderLeagueResult, LadderSeason } from '../ladder/index.js';
import { type CsvImport, fromSheet } from './csv-import.js';

const LADDER_COLUMNS: readonly CsvColumn[] = [
  { name: 'round', required: false },
  { name: 'date', required: false },
  { name: 'white', required: true },
  { name: 'black', required: true },
  { name: 'result', required: false },
  { name: 'present', required: false },
];

/** Words that stand in the opponent's place, and the entry each makes (seed 002). */
const MARKERS: Readonly<Record<string, 'drawnOut' | 'absent' | 'league' | 'representing' | 'present'>> = {
  drawnout: 'drawnOut',
  bye: 'drawnOut',
  absent: 'absent',
  league: 'league',
  representing: 'representing',
  present: 'present',
};

/** Club-night results as spreadsheets write them, to the library's. */
const GAME_RESULTS: Readonly<Record<string, LadderGameResult>> = {
  '1-0': '1-0',
  '0-1': '0-1',
  '1/2-1/2': '1/2-1/2',
  '½-½': '1/2-1/2',
  '0.5-0.5': '1/2-1/2',
  '0,5-0,5': '1/2-1/2',
  remise: '1/2-1/2',
};

/** A forfeit (the opponent did not show up): white won `+-`, black won `-+`. */
const FORFEITS: Readonly<Record<string, 'white' | 'black'>> = { '+-': 'white', '-+': 'black' };

const LEAGUE_RESULTS: readonly LadderLeagueResult[] = ['win', 'draw', 'loss'];

/** What a one-player row says of its player. */
type Marker = (typeof MARKERS)[string];

/** One club night being built, with the rows behind its entries and presence. */
interface NightDraft {
  readonly key: number | string;
  date: string | undefined;
  dateRecord: CsvRecord | undefined;
  readonly present: string[];
  readonly presentRecords: { record: CsvRecord; column: string }[];
  readonly entries: LadderEntry[];
  readonly entryRecords: CsvRecord[];
}

function markerKey(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, '');
}

/** Reads the sheet row by row into club nights. */
class LadderSheetReader {
  readonly sheet: CsvSheet;
  readonly players: CsvPlayers;
  readonly nights = new Map<number | string, NightDraft>();

  constructor(text: string) {
    this.sheet = new CsvSheet(text, LADDER_COLUMNS);
    this.players = new CsvPlayers(this.sheet);
    if (!this.sheet.has('round') && !this.sheet.has('date')) {
      throw csvError(
        'CSV_MISSING_COLUMN',
        this.sheet.headerLine,
        undefined,
        'the header needs a round or a date column (which club night each row belongs to)',
        'round, date',
      );
    }
  }

  /** The club night of a row: by `round`, or by `date` when the sheet has no round column. */
  night(record: CsvRecord): NightDraft {
    const { sheet } = this;
    const round = sheet.wholeNumber(record, 'round', 1);
    const date = sheet.field(record, 'date');
    if (date !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      throw sheet.error(
        'NOT_A_DATE',
        record,
        'date',
        `${JSON.stringify(date)} is not a date written YYYY-MM-DD`,
      );
    }
    const key = sheet.has('round') ? round : date === '' ? undefined : date;
    if (key === undefined) {
      const column = sheet.has('round') ? 'round' : 'date';
      throw sheet.error('MISSING_FIELD', record, column, `the ${column} is missing`);
    }
    let night = this.nights.get(key);
    if (night === undefined) {
      night = {
        key,
        date: undefined,
        dateRecord: undefined,
        present: [],
        presentRecords: [],
        entries: [],
        entryRecords: [],
      };
      this.nights.set(key, night);
    }
    if (date !== '') this.dated(night, record, date);
    return night;
  }

  /** A round's date, the same on every row that gives one. */
  dated(night: NightDraft, record: CsvRecord, date: string): void {
    if (night.date !== undefined && night.date !== date && night.dateRecord !== undefined) {
      const first = this.sheet.place(night.dateRecord, 'date').text;
      const text = `round ${night.key} is dated ${night.date} on ${first}, not ${date}`;
      throw this.sheet.error('CSV_ROUND_DATED_TWICE', record, 'date', text);
    }
    night.date = date;
    night.dateRecord = record;
  }

  /** Marks a player present (once per night). */
  present(night: NightDraft, name: string, record: CsvRecord, column: string): void {
    if (night.present.includes(name)) return;
    night.present.push(name);
    night.presentRecords.push({ record, column });
  }

  /** The `present` cell: true, false, or undefined when empty. */
  presence(record: CsvRecord): boolean | undefined {
    const value = this.sheet.field(record, 'present').toLowerCase();
    if (value === '') return undefined;
    if (['yes', 'y', 'x', '1', 'ja', 'j', 'true'].includes(value)) return true;
    if (['no', 'n', '0', 'nee', 'false'].includes(value)) return false;
    throw this.sheet.error('NOT_ONE_OF', record, 'present', `${JSON.stringify(value)} is not yes or no`);
  }

  /** Adds an entry and the row it came from. */
  entry(night: NightDraft, entry: LadderEntry, record: CsvRecord): void {
    night.entries.push(entry);
    night.entryRecords.push(record);
  }

  /** A row with two players: a game or a forfeit. */
  game(night: NightDraft, record: CsvRecord, white: string, black: string): void {
    const { sheet } = this;
    const text = sheet.field(record, 'result').toLowerCase().replace(/\s+/g, '');
    if (this.presence(record) === false) {
      throw sheet.error('CSV_GAME_MARKED_ABSENT', record, 'present', 'a game row has both players present');
    }
    const forfeit = FORFEITS[text];
    if (forfeit !== undefined) {
      // The winner was there; the one who did not show up is absent (spec decision 9).
      const [winner, absent] = forfeit === 'white' ? [white, black] : [black, white];
      this.present(night, winner, record, forfeit);
      this.entry(night, { rule: 'forfeit', winner, absent }, record);
      return;
    }
    const result = GAME_RESULTS[text];
    if (result === undefined) {
      throw text === ''
        ? sheet.error(
            'MISSING_FIELD',
            record,
            'result',
            'the result is missing (1-0, 1/2-1/2, 0-1, or +- / -+ for a forfeit)',
          )
        : sheet.error(
            'NOT_ONE_OF',
            record,
            'result',
            `${JSON.stringify(text)} is not a result: 1-0, 1/2-1/2, 0-1, or +- / -+ for a forfeit`,
          );
    }
    this.present(night, white, record, 'white');
    this.present(night, black, record, 'black');
    this.entry(night, { rule: 'game', white, black, result }, record);
  }

  /**
   * A row with one player: a marker in the other column (`word`, as written), or presence
   * alone (the other column empty).
   */
  single(night: NightDraft, record: CsvRecord, name: string, column: 'white' | 'black', word: string): void {
    const { sheet } = this;
    // The other column holds a marker or nothing: anything else is a name (a game row).
    const marker: Marker = word === '' ? 'present' : (MARKERS[markerKey(word)] as Marker);
    const other = column === 'white' ? 'black' : 'white';
    const result = sheet.field(record, 'result').toLowerCase();
    if (marker !== 'league' && result !== '') {
      const text = `a ${word === '' ? 'presence' : word.toUpperCase()} row has no result`;
      throw sheet.error('CSV_MARKER_WITH_RESULT', record, 'result', text);
    }
    const presence = this.presence(record);
    if (marker === 'present' && presence === false) return;
    if (marker === 'present' && word === '' && presence === undefined) {
      throw sheet.error(
        'MISSING_FIELD',
        record,
        other,
        'the opponent is missing (or write DRAWN OUT, ABSENT, LEAGUE, REPRESENTING or PRESENT)',
      );
    }
    // Drawn out: present and paired with nobody (Art. III.4); absent with notice: not present.
    if (marker === 'drawnOut' || marker === 'present' || presence === true)
      this.present(night, name, record, column);
    if (marker === 'drawnOut') this.entry(night, { rule: 'drawnOut', player: name }, record);
    if (marker === 'representing') this.entry(night, { rule: 'representing', player: name }, record);
    if (marker === 'league') this.entry(night, this.league(record, name, column, result), record);
  }

  /** A league game (Art. IV.2, IV.4): the colour is the column the name is in. */
  league(record: CsvRecord, player: string, colour: 'white' | 'black', result: string): LadderEntry {
    if (result !== '' && !LEAGUE_RESULTS.includes(result as LadderLeagueResult)) {
      throw this.sheet.error(
        'NOT_ONE_OF',
        record,
        'result',
        `${JSON.stringify(result)} is not win, draw or loss (the player's result)`,
      );
    }
    return result === ''
      ? { rule: 'league', player, colour }
      : { rule: 'league', player, colour, result: result as LadderLeagueResult };
  }

  /** Every row. */
  read(): void {
    const { sheet, players } = this;
    for (const record of sheet.records) {
      const night = this.night(record);
      const whiteText = sheet.field(record, 'white');
      const blackText = sheet.field(record, 'black');
      const whiteIsName = whiteText !== '' && MARKERS[markerKey(whiteText)] === undefined;
      const blackIsName = blackText !== '' && MARKERS[markerKey(blackText)] === undefined;
      if (whiteIsName && blackIsName) {
        const white = players.add(record, 'white', whiteText);
        const black = players.add(record, 'black', blackText);
        this.game(night, record, white, black);
      } else if (whiteIsName || blackIsName) {
        const column = whiteIsName ? 'white' : 'black';
        const name = players.add(record, column, whiteIsName ? whiteText : blackText);
        this.single(night, record, name, column, whiteIsName ? blackText : whiteText);
      } else {
        throw sheet.error('MISSING_FIELD', record, 'white', "a player's name is missing");
      }
    }
  }

  /** Where in the sheet the field at a season path came from. */
  locate(nights: readonly NightDraft[], path: ErrorPath): CsvPlace | undefined {
    const { sheet } = this;
    const [top, first, kind, index, field] = path;
    if (top === 'players') return this.players.locate(first);
    const night = top === 'rounds' && typeof first === 'number' ? nights[first] : undefined;
    if (night === undefined) return undefined;
    if (kind === 'date' && night.dateRecord !== undefined) return sheet.place(night.dateRecord, 'date');
    if (kind === 'present' && typeof index === 'number') {
      const entry = night.presentRecords[index];
      return entry === undefined ? undefined : sheet.place(entry.record, entry.column);
    }
    const record = kind === 'entries' && typeof index === 'number' ? night.entryRecords[index] : undefined;
    if (record === undefined) return undefined;
    const column = field === 'result' ? 'result' : field === 'white' || field === 'black' ? field : undefined;
    return sheet.place(record, column);
  }
}

/**
 * Reads a ladder results sheet into a `LadderSeason`: club nights by `round` (or `date`),
 * players in order of first appearance (the starting ladder, Art. III.2b).
 *
 * @param file - for messages
 * @param text - the file's text
 * @returns the season, where each field came from, and notes
 * @throws InputError naming line and column, with the sheet's `MindsportError`
 */
export function ladderFromCsv(file: string, text: string): CsvImport<LadderSeason> {
  return fromSheet(file, () => readLadderSheet(text));
}

function readLadderSheet(text: string): LibraryCsvImport<LadderSeason> {
  const reader = new LadderSheetReader(text);
  reader.read();
  const { players } = reader;
  const nights = orderedNights(reader).map((night) => presentInLadderOrder(night, players.names));
  const document: LadderSeason = {
    players: players.names.map((name) => ({ id: name, name })),
    rounds: nights.map((night) => ({
      ...(night.date === undefined ? {} : { date: night.date }),
      present: night.present,
      entries: night.entries,
    })),
  };
  const notes =
    players.names.length === 0
      ? []
      : [
          `the starting ladder (Art. III.2b) is the order in which the players first appear: ${players.names.join(', ')}`,
        ];
  return { document, locate: (path) => reader.locate(nights, path), notes };
}

/** The night with its presence list in starting-ladder order (the order of the players list). */
function presentInLadderOrder(night: NightDraft, names: readonly string[]): NightDraft {
  const order = night.present
    .map((name, index) => ({ name, index, rank: names.indexOf(name) }))
    .sort((a, b) => a.rank - b.rank);
  return {
    ...night,
    present: order.map((entry) => entry.name),
    presentRecords: order.map(
      (entry) => night.presentRecords[entry.index] as NightDraft['presentRecords'][number],
    ),
  };
}

/** The club nights in order: rounds 1 … the last, each with a row, or the dates in order. */
function orderedNights(reader: LadderSheetReader): NightDraft[] {
  const nights = [...reader.nights.values()];
  if (!reader.sheet.has('round')) return nights.sort((a, b) => String(a.key).localeCompare(String(b.key)));
  return csvRounds(new Map(nights.map((night) => [night.key as number, night])));
}
