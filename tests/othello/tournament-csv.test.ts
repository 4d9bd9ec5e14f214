/**
 * The Othello results sheet (`parseOthelloCsv`): one game per row, as a director keeps it in
 * a spreadsheet and saves it as CSV, with `BYE`, `ABSENT` and `WITHDRAWN` in place of the
 * opponent (issue 28: the reader runs in a browser too). The command line's messages for the
 * same sheets are pinned in `tests/cli/csv.test.ts`; the tokenizer in `tests/core/csv.test.ts`.
 */
import { readFileSync } from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/index.js';
import {
  NOF_SWISS,
  OTHELLO_ERROR_CODES,
  type OthelloGameRecord,
  type OthelloPlayer,
  type OthelloRound,
  type OthelloStandings,
  type OthelloTournament,
  othelloStandings,
  parseOthelloCsv,
} from '../../src/othello/index.js';
import { errorOf } from '../helpers/errors.js';

const root = new URL('../../', import.meta.url);
const HEADER = 'round,black,black_discs,white,white_discs';

/** The standings as a director reads them: place, name, points and the tie-break values of each row. */
const published = (standings: OthelloStandings): string[][] =>
  standings.rows.map((row) => [row.placeLabel, row.name, row.points.toString(), JSON.stringify(row.values)]);

/** The same, in order of name: for sheets whose row order (and so player order) differs. */
const byName = (standings: OthelloStandings): string[][] =>
  published(standings).sort((a, b) => (a[1]! < b[1]! ? -1 : 1));

describe('parseOthelloCsv: the columns', () => {
  it('the example sheet is the example tournament: the same standings (players named by the sheet)', () => {
    const bytes = new Uint8Array(readFileSync(new URL('examples/othello-results.csv', root)));
    const { document, notes } = parseOthelloCsv(bytes);
    expect(notes).toEqual([]);
    const json = JSON.parse(readFileSync(new URL('examples/othello-tournament.json', root), 'utf8'));
    expect(published(othelloStandings(document, NOF_SWISS))).toEqual(
      published(othelloStandings(json, NOF_SWISS)),
    );
  });

  it('column names match ignoring case, spaces, _ and -, in any order; a note column is ignored', () => {
    const { document } = parseOthelloCsv(
      'WHITE-DISCS;White;Note;Black Discs;black;ROUND\r\n24;Bo;first board;40;Ann;1\r\n',
    );
    expect(document).toEqual({
      // Black is read before white on a row, wherever the columns stand.
      players: [
        { id: 'Ann', name: 'Ann' },
        { id: 'Bo', name: 'Bo' },
      ],
      rounds: [{ games: [{ black: 'Ann', blackDiscs: 40, white: 'Bo', whiteDiscs: 24 }] }],
    });
  });

  it('an unknown column is refused (a typo would lose data), naming the columns there are', () => {
    const error = errorOf(() => parseOthelloCsv('round,black,blak_discs,white,white_discs\n'));
    expect([error.code, error.path, error.value]).toEqual([
      'CSV_UNKNOWN_COLUMN',
      ['line', 1, 'column', 3],
      'blak_discs',
    ]);
    expect(error.message).toBe(
      'line 1, column 3: unknown column "blak_discs"; the columns are round, black, black_discs, white, white_discs, forfeit, note',
    );
  });
});

describe('parseOthelloCsv: words in place of the opponent', () => {
  const sheet = [
    HEADER,
    '1,Ann,40,Bo,24',
    '1,Cy,,bye,',
    '1,Dan,,ABSENT,',
    '2,Cy,30,Ann,34',
    '2,WITHDRAWN,,Bo,',
    '2,Absent,,Dan,',
  ].join('\n');

  it('BYE is the bye of the round, ABSENT the round absence, WITHDRAWN the withdrawal from that round (any case, either colour)', () => {
    const { document } = parseOthelloCsv(sheet);
    expect(document.rounds).toEqual([
      {
        games: [{ black: 'Ann', blackDiscs: 40, white: 'Bo', whiteDiscs: 24 }],
        byes: ['Cy'],
        absent: ['Dan'],
      },
      { games: [{ black: 'Cy', blackDiscs: 30, white: 'Ann', whiteDiscs: 34 }], absent: ['Dan'] },
    ]);
    expect(document.players.find((player) => player.id === 'Bo')).toEqual({
      id: 'Bo',
      name: 'Bo',
      withdrawnFromRound: 2,
    });
    // NOF §20b: the bye is worth a point under NOF Swiss.
    const cy = othelloStandings(document, NOF_SWISS).rows.find((row) => row.name === 'Cy');
    expect(cy?.points.toString()).toBe('1');
  });

  it('a marker row has no discs or forfeit, and names a player in the other column', () => {
    const withDiscs = errorOf(() => parseOthelloCsv(`${HEADER}\n1,Ann,40,BYE,\n`));
    expect([withDiscs.code, withDiscs.path, withDiscs.message]).toEqual([
      'CSV_MARKER_WITH_RESULT',
      ['line', 2, 'column', 3],
      'line 2, column 3 (black_discs): a BYE row has no discs or forfeit',
    ]);
    const noName = errorOf(() => parseOthelloCsv(`${HEADER}\n1,,,ABSENT,\n`));
    expect([noName.code, noName.path, noName.message]).toEqual([
      'MISSING_FIELD',
      ['line', 2, 'column', 2],
      "line 2, column 2 (black): ABSENT needs a player's name in the other column",
    ]);
    const twoMarkers = errorOf(() => parseOthelloCsv(`${HEADER}\n1,BYE,,BYE,\n`));
    expect(twoMarkers.code).toBe('MISSING_FIELD');
  });

  it('a player withdraws once: a second WITHDRAWN names the first', () => {
    const error = errorOf(() =>
      parseOthelloCsv(`${HEADER}\n1,Ann,40,Bo,24\n2,Ann,,WITHDRAWN,\n3,WITHDRAWN,,Ann,\n`),
    );
    expect([error.code, error.path, error.message]).toEqual([
      'CSV_WITHDRAWN_TWICE',
      ['line', 4, 'column', 2],
      'line 4, column 2 (black): "Ann" already withdrew on line 3',
    ]);
  });

  it('NOF §18: a forfeit with empty disc cells is 64–0 for the player who came, 0–0 for both; discs given are kept', () => {
    const { document } = parseOthelloCsv(
      `${HEADER},forfeit\n1,Ann,,Bo,,WHITE\n1,Cy,,Dan,,both\n2,Ann,40,Cy,20,black\n2,Bo,,Dan,,black\n`,
    );
    expect(document.rounds.map((round) => round.games)).toEqual([
      [
        { black: 'Ann', blackDiscs: 64, white: 'Bo', whiteDiscs: 0, forfeit: 'white' },
        { black: 'Cy', blackDiscs: 0, white: 'Dan', whiteDiscs: 0, forfeit: 'both' },
      ],
      [
        { black: 'Ann', blackDiscs: 40, white: 'Cy', whiteDiscs: 20, forfeit: 'black' },
        { black: 'Bo', blackDiscs: 0, white: 'Dan', whiteDiscs: 64, forfeit: 'black' },
      ],
    ]);
    const error = errorOf(() => parseOthelloCsv(`${HEADER},forfeit\n1,Ann,,Bo,,nobody\n`));
    expect([error.code, error.path]).toEqual(['NOT_ONE_OF', ['line', 2, 'column', 6]]);
  });

  it('NOF §18: a first row after round 1 is a late entry from that round, said in the notes', () => {
    const { document, notes } = parseOthelloCsv(`${HEADER}\n1,Ann,40,Bo,24\n2,Ann,30,Cy,34\n2,Bo,,BYE,\n`);
    expect(document.players.find((player) => player.id === 'Cy')?.enteredRound).toBe(2);
    expect(notes).toEqual(['Cy first appears in round 2 (line 3): a late entry (NOF §18)']);
    expect(Object.isFrozen(notes)).toBe(true);
  });
});

describe('parseOthelloCsv: errors at their line and column', () => {
  it('every refusal is a MindsportError at [line, n, column, c] with a code of OTHELLO_ERROR_CODES', () => {
    const cases: [string, string, readonly (string | number)[], string][] = [
      [
        `${HEADER}\n1,Ann,4x,Bo,30\n`,
        'NOT_AN_INTEGER',
        ['line', 2, 'column', 3],
        '"4x" is not a whole number ≥ 0',
      ],
      [
        `${HEADER}\n0,Ann,40,Bo,24\n`,
        'OUT_OF_RANGE',
        ['line', 2, 'column', 1],
        '"0" is not a whole number ≥ 1',
      ],
      [`${HEADER}\n,Ann,40,Bo,24\n`, 'MISSING_FIELD', ['line', 2, 'column', 1], 'the round is missing'],
      [`${HEADER}\n1,Ann,40,,24\n`, 'MISSING_FIELD', ['line', 2, 'column', 4], "white's name is missing"],
      [
        `${HEADER}\n1,Ann,40,Bo,\n`,
        'MISSING_FIELD',
        ['line', 2, 'column', 5],
        "white's disc count is missing",
      ],
      [
        `${HEADER}\n1,Ann,40,Bo,24\n2,Bo,40,ann,24\n`,
        'CSV_NAME_VARIANT',
        ['line', 3, 'column', 4],
        '"ann" differs from "Ann" (line 2, column 2 (black)) only in case or spaces',
      ],
      [
        'round,black,white\n',
        'CSV_MISSING_COLUMN',
        ['line', 1],
        'the header lacks the columns black_discs, white_discs',
      ],
      [
        `${HEADER}\n1,Ann,40,Bo,24,7\n`,
        'CSV_TOO_MANY_FIELDS',
        ['line', 2],
        '6 fields, but the header has 5 columns',
      ],
      [
        `${HEADER}\n1,Ann,40,Bo,"24\n`,
        'CSV_UNCLOSED_QUOTE',
        ['line', 2, 'column', 13],
        'quoted field not closed',
      ],
      [
        `${HEADER}\n1,Ann,40,Bo,24\n3,Ann,40,Bo,24\n`,
        'CSV_ROUND_MISSING',
        ['rounds', 1],
        'no row for round 2',
      ],
      [
        `${HEADER}\n1,Ann,40,Bo,24\n4294967296,Ann,40,Bo,24\n`,
        'CSV_ROUND_MISSING',
        ['rounds', 1],
        'no row for round 2 (the file has rounds up to 4294967296)',
      ],
    ];
    for (const [text, code, path, message] of cases) {
      const error = errorOf(() => parseOthelloCsv(text));
      expect([error.code, error.path], message).toEqual([code, path]);
      const place =
        path[0] === 'line' ? `line ${path[1]}${path.length > 2 ? `, column ${path[3]}` : ''}` : '';
      expect(error.message.startsWith(place) && error.message.includes(message), error.message).toBe(true);
      expect(OTHELLO_ERROR_CODES).toContain(code);
    }
    expect(errorOf(() => parseOthelloCsv(42 as never)).code).toBe('NOT_A_STRING');
  });

  it('locate traces an error of the standings back to the row and cell of the sheet; the result is frozen', () => {
    const imported = parseOthelloCsv(
      `${HEADER}\n1,Ann,40,Bo,30\n1,Cy,,BYE,\n2,Ann,33,Cy,31\n2,Bo,,WITHDRAWN,\n`,
    );
    const error = errorOf(() => othelloStandings(imported.document, NOF_SWISS));
    expect(error.code).toBe('DISC_TOTAL_OVER_64');
    expect(imported.locate(error.path)).toEqual({ line: 2, text: 'line 2' });
    expect(imported.locate(['rounds', 0, 'games', 0, 'whiteDiscs'])).toEqual({
      line: 2,
      column: 5,
      header: 'white_discs',
      text: 'line 2, column 5 (white_discs)',
    });
    expect(imported.locate(['rounds', 0, 'byes', 0])?.text).toBe('line 3, column 2 (black)');
    expect(imported.locate(['players', 2])?.text).toBe('line 3, column 2 (black)');
    expect(imported.locate(['players', 1, 'withdrawnFromRound'])?.text).toBe('line 5');
    expect(imported.locate(['rounds', 1])).toBeUndefined();
    expect(imported.locate(['elsewhere'])).toBeUndefined();
    expect(Object.isFrozen(imported) && Object.isFrozen(imported.document.rounds[0]?.games)).toBe(true);
  });

  it('Windows-1252 bytes (Excel on Western European Windows) keep ø and Å', () => {
    const text = `${HEADER}\r\n1,Bj\u00f8rn,40,\u00c5sa,24\r\n`;
    const bytes = Uint8Array.from([...text].map((character) => character.charCodeAt(0)));
    expect(parseOthelloCsv(bytes).document.players.map((player) => player.name)).toEqual(['Bjørn', 'Åsa']);
  });
});

/**
 * A valid tournament with names as ids, as a sheet gives it: late entries, withdrawals,
 * absences, byes, forfeits (discs written or left to the reader), draws.
 */
function randomTournament(seed: number, playerCount: number, roundCount: number): OthelloTournament {
  const random = createRandom(seed);
  const names = Array.from(
    { length: playerCount },
    (_, index) => `${random.pick(['Ann', 'Bjørn', 'Cai'])} ${index}`,
  );
  // The first player plays every round: a round has a row besides its withdrawals (a round
  // with WITHDRAWN rows only is CSV_ROUND_MISSING, as a lost block of rows would be).
  const late = (index: number) => index > 0 && random.int(5) === 0;
  const entered = new Map(names.map((name, index) => [name, late(index) ? 1 + random.int(roundCount) : 1]));
  const withdrawn = new Map<string, number>();
  for (const [index, name] of names.entries()) {
    const from = (entered.get(name) ?? 1) + 1 + random.int(roundCount);
    if (index > 0 && random.int(5) === 0 && from <= roundCount) withdrawn.set(name, from);
  }
  const rounds: OthelloRound[] = [];
  for (let round = 1; round <= roundCount; round++) {
    const playing = names.filter(
      (name) =>
        (entered.get(name) ?? 1) <= round && round < (withdrawn.get(name) ?? Number.POSITIVE_INFINITY),
    );
    const absent = playing.filter(() => random.int(8) === 0);
    const order = random.shuffle(playing.filter((name) => !absent.includes(name)));
    const games: OthelloGameRecord[] = [];
    for (let index = 0; index + 1 < order.length; index += 2) {
      const [black, white] = [order[index]!, order[index + 1]!];
      const kind = random.int(11);
      if (kind === 0) games.push({ black, blackDiscs: 0, white, whiteDiscs: 64, forfeit: 'black' });
      else if (kind === 1) games.push({ black, blackDiscs: 0, white, whiteDiscs: 0, forfeit: 'both' });
      else if (kind === 2) games.push({ black, blackDiscs: 64, white, whiteDiscs: 0, forfeit: 'white' });
      else {
        const blackDiscs = random.int(65);
        games.push({ black, blackDiscs, white, whiteDiscs: random.int(65 - blackDiscs) });
      }
    }
    const byes = order.length % 2 === 1 ? [order[order.length - 1]!] : [];
    rounds.push({
      games,
      ...(byes.length === 0 ? {} : { byes }),
      ...(absent.length === 0 ? {} : { absent }),
    });
  }
  // Players in order of first appearance on the sheet (black before white on a row).
  const seen = sheetRows(rounds, [...withdrawn]).flatMap((row) => [row[1]!, row[3]!]);
  const players: OthelloPlayer[] = [...new Set(seen)]
    .filter((name) => names.includes(name))
    .map((name) => ({
      id: name,
      name,
      ...((entered.get(name) ?? 1) > 1 ? { enteredRound: entered.get(name) } : {}),
      ...(withdrawn.has(name) ? { withdrawnFromRound: withdrawn.get(name) } : {}),
    }));
  return { players, rounds };
}

/**
 * The rows of a sheet (round, black, black_discs, white, white_discs, forfeit), round by
 * round: the games, the byes, the absences, the withdrawals from that round.
 */
function sheetRows(
  rounds: readonly OthelloRound[],
  withdrawals: readonly (readonly [string, number])[],
): string[][] {
  return rounds.flatMap((round, index) => {
    const number = String(index + 1);
    return [
      ...round.games.map((game, at) => {
        // A forfeit's discs left empty half the time: the reader scores them (NOF §18).
        const empty = game.forfeit !== undefined && (index + at) % 2 === 0;
        const discs = (count: number) => (empty ? '' : String(count));
        return [
          number,
          game.black,
          discs(game.blackDiscs),
          game.white,
          discs(game.whiteDiscs),
          game.forfeit ?? '',
        ];
      }),
      ...(round.byes ?? []).map((name) => [number, name, '', 'BYE', '', '']),
      ...(round.absent ?? []).map((name) => [number, 'ABSENT', '', name, '', '']),
      ...withdrawals
        .filter(([, from]) => from === index + 1)
        .map(([name]) => [number, name, '', 'withdrawn', '', '']),
    ];
  });
}

/** The sheet rows of a tournament. */
const rowsOf = (tournament: OthelloTournament): string[][] =>
  sheetRows(
    tournament.rounds,
    tournament.players.flatMap((player) =>
      player.withdrawnFromRound === undefined ? [] : [[player.id, player.withdrawnFromRound] as const],
    ),
  );

/** A tournament written as a results sheet. */
function sheetOf(rows: readonly (readonly string[])[], delimiter: string, newline: string): string {
  const quote = (field: string) => (field.includes(delimiter) ? `"${field}"` : field);
  return [[...HEADER.split(','), 'forfeit'], ...rows]
    .map((row) => row.map(quote).join(delimiter))
    .join(newline);
}

const tournaments = fc
  .tuple(fc.integer(), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 5 }))
  .map(([seed, players, rounds]) => randomTournament(seed, players, rounds));

describe('parseOthelloCsv: properties', () => {
  test.prop(
    [tournaments, fc.constantFrom(',', ';', '\t'), fc.constantFrom('\n', '\r\n'), fc.boolean(), fc.boolean()],
    { numRuns: 60 },
  )(
    'any tournament written as a sheet (any delimiter, line end, byte-order mark, text or bytes) reads back to the same document',
    (tournament, delimiter, newline, bom, bytes) => {
      const text = (bom ? '\uFEFF' : '') + sheetOf(rowsOf(tournament), delimiter, newline);
      const { document } = parseOthelloCsv(bytes ? new TextEncoder().encode(text) : text);
      expect(document).toEqual(tournament);
      expect(() => othelloStandings(document, NOF_SWISS)).not.toThrow();
    },
  );

  test.prop([tournaments, fc.integer()], { numRuns: 60 })(
    'the order of the rows does not change the standings (rows of a round, and rounds, in any order)',
    (tournament, seed) => {
      const rows = rowsOf(tournament);
      const shuffled = createRandom(seed).shuffle(rows);
      const sorted = parseOthelloCsv(sheetOf(rows, ',', '\n')).document;
      const mixed = parseOthelloCsv(sheetOf(shuffled, ',', '\n')).document;
      expect(byName(othelloStandings(mixed, NOF_SWISS))).toEqual(byName(othelloStandings(sorted, NOF_SWISS)));
    },
  );
});
