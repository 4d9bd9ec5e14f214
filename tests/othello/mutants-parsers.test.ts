// Mutation testing (issue #13): Othello wthor.ts and papp.ts — every error's code, message, path and value, and whole parses compared literally.
/**
 * Expected values are worked out from the formats: WTHOR (`tests/fixtures/wthor/README.md` and its source's README: 16-byte
 * header, 68-byte game records, moves as 10 × row + column, 20/26-byte name records) and PAPP
 * (docs/othello.md "PAPP import", spec §4–§5). Scores use the empties-to-the-winner rule (KOA V.8).
 * An error is compared as one string holding all four fields: `CODE path value: message`.
 */
import { describe, expect, it } from 'vitest';
import {
  discCounts,
  formatPosition,
  PAPP,
  parsePappPlayers,
  parsePappWorkfile,
  parseWthorGames,
  parseWthorNames,
  replayWthorGame,
  replayWthorGames,
  type WthorGame,
} from '../../src/othello/index.js';
import { errorOf } from '../helpers/errors.js';

/** `CODE ["path",1] value: message` of the MindsportError that `action` throws (path and value as JSON). */
function thrown(action: () => unknown): string {
  const error = errorOf(action);
  return `${error.code} ${JSON.stringify(error.path)} ${JSON.stringify(error.value)}: ${error.message}`;
}

// ---------- WTHOR byte builders (README "Format", all integers little-endian) ----------

type HeaderSpec = Partial<
  Record<'century' | 'year' | 'month' | 'day' | 'n1' | 'n2' | 'gamesYear' | 'p1' | 'p2' | 'p3', number>
>;
type GameSpec = Partial<Record<'tournament' | 'black' | 'white' | 'score' | 'theoretical', number>> & {
  moves?: readonly number[];
};

function writeHeader(view: DataView, h: HeaderSpec): void {
  [h.century, h.year, h.month, h.day].forEach((byte, at) => {
    view.setUint8(at, byte ?? 0);
  });
  view.setUint32(4, h.n1 ?? 0, true);
  view.setUint16(8, h.n2 ?? 0, true);
  view.setUint16(10, h.gamesYear ?? 0, true);
  [h.p1, h.p2, h.p3, 99].forEach((byte, at) => {
    view.setUint8(12 + at, byte ?? 0); // byte 15 is reserved: any value
  });
}

/** A `.wtb` file: header (N1 = number of games unless given) and 68-byte records; `extra` bytes appended. */
function wtb(games: readonly GameSpec[], h: HeaderSpec = {}, extra = 0): Uint8Array {
  const bytes = new Uint8Array(16 + 68 * games.length + extra);
  const view = new DataView(bytes.buffer);
  writeHeader(view, { n1: games.length, ...h });
  games.forEach((game, index) => {
    const at = 16 + 68 * index;
    view.setUint16(at, game.tournament ?? 0, true);
    view.setUint16(at + 2, game.black ?? 0, true);
    view.setUint16(at + 4, game.white ?? 0, true);
    view.setUint8(at + 6, game.score ?? 0);
    view.setUint8(at + 7, game.theoretical ?? 0);
    bytes.set(game.moves ?? [], at + 8);
  });
  return bytes;
}

/** A `.JOU` (20) or `.TRN` (26) file: N2 = number of records unless given. */
function nameFile(size: number, records: readonly (readonly number[])[], h: HeaderSpec = {}): Uint8Array {
  const bytes = new Uint8Array(16 + size * records.length);
  writeHeader(new DataView(bytes.buffer), { n2: records.length, ...h });
  records.forEach((record, index) => {
    bytes.set(record, 16 + size * index);
  });
  return bytes;
}
const latin1 = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** Move byte of a square name: 10 × row + column, column 1 = a. */
const codes = (text: string) => text.split(' ').map((name) => 10 * Number(name[1]) + name.charCodeAt(0) - 96);

const ZERO_HEADER = {
  createdYear: 0,
  createdMonth: 0,
  createdDay: 0,
  gameCount: 0,
  recordCount: 0,
  gamesYear: 0,
  boardSize: 8,
  solitaire: false,
  theoreticalDepth: 0,
};
// Game 0 of WTH_2018.wtb (README example): 60 moves, no pass, black 26 on a full board.
const GAME_2018 =
  'f5 f6 e6 f4 e3 c5 c6 d6 e7 f7 c3 c7 g3 e8 b5 a4 g5 b4 f8 c4 d8 d3 b3 f3 d2 h3 e2 g4 f2 d7 c8 g6 a3 b6 h6 h5 a7 a6 a5 c2 d1 g2 h7 h8 h1 g8 g7 b8 h2 e1 f1 b2 b7 g1 a1 a2 h4 a8 c1 b1';
// A 9-ply black wipe-out: 13–0 on the board, 51 empties to the winner → 64.
const WIPEOUT = 'd3 c3 b3 d2 e1 d6 d7 e3 f4';
const WIPEOUT_BOARD = `----X------X-----XXXX------XXX-----XX------X-------X${'-'.repeat(12)} O`;
// After these 8 plies black (to move) has no move but white has: a pass is due.
const BEFORE_PASS = 'd3 c3 b3 b2 f5 a3 a1 c1';
const BEFORE_PASS_BOARD = `X-O------O------OOXX-------XX------XXX--${'-'.repeat(24)}`;
const START = `${'-'.repeat(24)}---OX------XO---${'-'.repeat(24)} X`;

describe('parseWthorGames', () => {
  it('a 16-byte file with N1 = 0 is an empty database; board size 0 means 8', () => {
    expect(parseWthorGames(new Uint8Array(16))).toEqual({ header: ZERO_HEADER, games: [] });
  });

  it('decodes every header field and a 60-move record (README example game)', () => {
    const header = {
      century: 20,
      year: 18,
      month: 12,
      day: 31,
      n2: 515,
      gamesYear: 2018,
      p1: 8,
      p2: 1,
      p3: 24,
    };
    const game = {
      tournament: 283,
      black: 2362,
      white: 1916,
      score: 26,
      theoretical: 22,
      moves: codes(GAME_2018),
    };
    expect(parseWthorGames(wtb([game], header))).toEqual({
      header: {
        createdYear: 2018,
        createdMonth: 12,
        createdDay: 31,
        gameCount: 1,
        recordCount: 515,
        gamesYear: 2018,
        boardSize: 8,
        solitaire: true,
        theoreticalDepth: 24,
      },
      games: [
        {
          index: 0,
          offset: 16,
          tournamentId: 283,
          blackPlayerId: 2362,
          whitePlayerId: 1916,
          blackScore: 26,
          theoreticalScore: 22,
          moves: GAME_2018.split(' '),
        },
      ],
    });
  });

  it('reads both bytes of each id, each record at 16 + 68 × index; corner codes 11, 18, 81, 88; a 0 ends the list', () => {
    const first = { tournament: 0x0102, black: 0x0304, white: 0x0506, score: 64, theoretical: 33 };
    const bytes = wtb([
      { ...first, moves: [11, 18, 81, 88, 0, 0] },
      { tournament: 1, black: 2, white: 3, score: 13, theoretical: 64, moves: [] },
    ]);
    expect(parseWthorGames(bytes).games).toEqual([
      {
        ...{ index: 0, offset: 16, tournamentId: 258, blackPlayerId: 772, whitePlayerId: 1286 },
        ...{ blackScore: 64, theoreticalScore: 33, moves: ['a1', 'h1', 'a8', 'h8'] },
      },
      {
        ...{ index: 1, offset: 84, tournamentId: 1, blackPlayerId: 2, whitePlayerId: 3 },
        ...{ blackScore: 13, theoreticalScore: 64, moves: [] },
      },
    ]);
  });

  const sixty = [...new Array<number>(59).fill(56), 99];
  it.each([
    [() => parseWthorGames([1, 2] as never), 'NOT_BYTES [] [1,2]: [1,2] is not a Uint8Array'],
    [() => parseWthorGames(null as never), 'NOT_BYTES [] null: null is not a Uint8Array'],
    [
      () => parseWthorGames(new Uint8Array(15)),
      'TRUNCATED_FILE ["header"] 15: WTHOR file of 15 bytes is shorter than its 16-byte header (truncated at byte offset 15)',
    ],
    [
      () => parseWthorGames(wtb([], { p1: 10, n1: 5 })),
      'UNSUPPORTED_BOARD_SIZE ["header","boardSize"] 10: board size 10 at byte offset 12: only 8×8 is supported',
    ],
    [
      () => parseWthorGames(wtb([{}], {}, 1)),
      'FILE_SIZE_MISMATCH ["games",1] 85: WTHOR game file has 1 byte after game 0 (byte offset 84); the header says 1 game',
    ],
    [
      () => parseWthorGames(wtb([{}, {}], {}, 68)),
      'FILE_SIZE_MISMATCH ["games",2] 220: WTHOR game file has 68 bytes after game 1 (byte offset 152); the header says 2 games',
    ],
    [
      () => parseWthorGames(wtb([{}, {}]).subarray(0, 151)),
      'TRUNCATED_FILE ["games",1] 151: WTHOR game file truncated: game 1 (0-based) of 2 is cut off at byte offset 151 (expected 152 bytes)',
    ],
    [
      () => parseWthorGames(wtb([{}]).subarray(0, 83)),
      'TRUNCATED_FILE ["games",0] 83: WTHOR game file truncated: game 0 (0-based) of 1 is cut off at byte offset 83 (expected 84 bytes)',
    ],
    [
      () => parseWthorGames(wtb([], { n1: 1 })),
      'TRUNCATED_FILE ["games",0] 16: WTHOR game file truncated: game 0 (0-based) of 1 is cut off at byte offset 16 (expected 84 bytes)',
    ],
    [
      // N1 is unsigned 32-bit: 2^31 games expected, 16 + 68 × 2^31 bytes.
      () => parseWthorGames(wtb([], { n1: 0x80000000 })),
      'TRUNCATED_FILE ["games",0] 16: WTHOR game file truncated: game 0 (0-based) of 2147483648 is cut off at byte offset 16 (expected 146028888080 bytes)',
    ],
    [
      () => parseWthorGames(wtb([{ moves: sixty }])),
      'BAD_MOVE_BYTE ["games",0,"moves",59] 99: game 0, ply 60 (byte offset 83): move byte 99 is not a square (10 × row + column, 1–8)',
    ],
    [
      () => parseWthorGames(wtb([{ moves: [56, 0, 0, 64] }])),
      'BAD_MOVE_BYTE ["games",0,"moves",3] 64: game 0, ply 4 (byte offset 27): move byte 64 follows the 0 that ends the move list',
    ],
    [
      () => parseWthorGames(wtb([{ moves: [0, 99] }])),
      'BAD_MOVE_BYTE ["games",0,"moves",1] 99: game 0, ply 2 (byte offset 25): move byte 99 follows the 0 that ends the move list',
    ],
  ])('error %#', (action, expected) => {
    expect(thrown(action)).toBe(expected);
  });

  it.each([5, 91, 80, 29, 255])(
    'move byte %i (row or column 0 or 9) is no square: game, ply, byte offset',
    (bad) => {
      const bytes = wtb([{ moves: [56, 64] }, { moves: [56, 64, bad] }]);
      expect(thrown(() => parseWthorGames(bytes))).toBe(
        `BAD_MOVE_BYTE ["games",1,"moves",2] ${bad}: game 1, ply 3 (byte offset 94): move byte ${bad} is not a square (10 × row + column, 1–8)`,
      );
    },
  );

  it('trailing bytes after an empty database (N1 = 0) are "after the header" (it said "after game -1")', () => {
    expect(thrown(() => parseWthorGames(new Uint8Array(20)))).toBe(
      'FILE_SIZE_MISMATCH ["games",0] 20: WTHOR game file has 4 bytes after the header (byte offset 16); the header says 0 games',
    );
    expect(thrown(() => parseWthorNames(new Uint8Array(17), 'players'))).toBe(
      'FILE_SIZE_MISMATCH ["names",0] 17: WTHOR players file has 1 byte after the header (byte offset 16); the header says 0 records',
    );
  });
});

describe('parseWthorNames', () => {
  it('players: 20-byte NUL-terminated Latin-1 records; a full record has no NUL; header fields', () => {
    const records = [latin1('???'), latin1('ABCDEFGHIJKLMNOPQRST'), [0x5a, 0x68, 0xe9, 0, 0x78, 0x79], []];
    const header = {
      century: 19,
      year: 99,
      month: 1,
      day: 2,
      n1: 0x84030201,
      gamesYear: 0x0102,
      p1: 8,
      p2: 2,
      p3: 20,
    };
    expect(parseWthorNames(nameFile(20, records, header), 'players')).toEqual({
      header: {
        createdYear: 1999,
        createdMonth: 1,
        createdDay: 2,
        gameCount: 2214789633,
        recordCount: 4,
        gamesYear: 258,
        boardSize: 8,
        solitaire: false,
        theoreticalDepth: 20,
      },
      names: ['???', 'ABCDEFGHIJKLMNOPQRST', 'Zhé', ''],
    });
  });

  it('tournaments: 26-byte records, the last one full', () => {
    const bytes = nameFile(26, [latin1('Beijing Open'), latin1('abcdefghijklmnopqrstuvwxyz')]);
    expect(parseWthorNames(bytes, 'tournaments')).toEqual({
      header: { ...ZERO_HEADER, recordCount: 2 },
      names: ['Beijing Open', 'abcdefghijklmnopqrstuvwxyz'],
    });
  });

  it.each([
    [() => parseWthorNames('abc' as never, 'nope' as never), 'NOT_BYTES [] "abc": "abc" is not a Uint8Array'],
    [
      () => parseWthorNames(new Uint8Array(0), 'tournaments'),
      'TRUNCATED_FILE ["header"] 0: WTHOR file of 0 bytes is shorter than its 16-byte header (truncated at byte offset 0)',
    ],
    [
      () => parseWthorNames(new Uint8Array(16), 'games' as never),
      'NOT_ONE_OF ["kind"] "games": kind: "games" is not one of players, tournaments',
    ],
    [
      () => parseWthorNames(new Uint8Array(3), undefined as never),
      'NOT_ONE_OF ["kind"] undefined: kind: undefined is not one of players, tournaments',
    ],
    [
      () => parseWthorNames(nameFile(26, [[], []]), 'players'),
      'FILE_SIZE_MISMATCH ["names",2] 68: WTHOR players file has 12 bytes after record 1 (byte offset 56); the header says 2 records',
    ],
    [
      () => parseWthorNames(nameFile(20, [[], []]), 'tournaments'),
      'TRUNCATED_FILE ["names",1] 56: WTHOR tournaments file truncated: record 1 (0-based) of 2 is cut off at byte offset 56 (expected 68 bytes)',
    ],
    [
      () => parseWthorNames(nameFile(20, [], { n2: 258 }), 'players'),
      'TRUNCATED_FILE ["names",0] 16: WTHOR players file truncated: record 0 (0-based) of 258 is cut off at byte offset 16 (expected 5176 bytes)',
    ],
  ])('error %#', (action, expected) => {
    expect(thrown(action)).toBe(expected);
  });

  it('trailing bytes after zero records: code, path and value (message not pinned, see report)', () => {
    const error = errorOf(() => parseWthorNames(new Uint8Array(17), 'players'));
    expect([error.code, error.path, error.value]).toEqual(['FILE_SIZE_MISMATCH', ['names', 0], 17]);
  });
});

describe('replayWthorGame / replayWthorGames', () => {
  const replay = (moves: readonly unknown[], extra: Partial<WthorGame> = {}) => {
    const game = { index: 0, offset: 16, tournamentId: 0, blackPlayerId: 0, whitePlayerId: 0 };
    const input = {
      ...game,
      blackScore: 0,
      theoreticalScore: 0,
      moves: moves as WthorGame['moves'],
      ...extra,
    };
    const { position, ...rest } = replayWthorGame(input);
    return { ...rest, board: formatPosition(position) };
  };
  const split = (text: string) => text.split(' ');
  const base = { index: 0, recordedScore: 0, computedScore: null, passes: 0, problem: null };

  it('an unfinished record (f5 d6 c3) keeps its index and recorded score, white to move', () => {
    expect(replay(split('f5 d6 c3'), { index: 4, offset: 288, blackScore: 36 })).toEqual({
      ...{
        index: 4,
        status: 'unfinished',
        recordedScore: 36,
        computedScore: null,
        movesPlayed: 3,
        passes: 0,
      },
      problem: null,
      board: `${'-'.repeat(18)}X--------XX------OXX-----O${'-'.repeat(20)} O`,
    });
  });

  it('the README game is verified at 26 on a full board', () => {
    const result = replayWthorGame({
      ...parseWthorGames(wtb([{ moves: codes(GAME_2018) }])).games[0]!,
      blackScore: 26,
    });
    expect({ ...result, position: discCounts(result.position), turn: result.position.turn }).toEqual({
      ...{ index: 0, status: 'verified', recordedScore: 26, computedScore: 26, movesPlayed: 60, passes: 0 },
      ...{ position: { black: 26, white: 38, empty: 0 }, turn: 'black', problem: null },
    });
  });

  it('a wipe-out is verified with the empties to the winner (13 discs → 64)', () => {
    expect(replay(split(WIPEOUT), { blackScore: 64 })).toEqual({
      ...{ index: 0, status: 'verified', recordedScore: 64, computedScore: 64, movesPlayed: 9, passes: 0 },
      ...{ problem: null, board: WIPEOUT_BOARD },
    });
  });

  it('a raw count recorded instead is a mismatch naming the score byte offset', () => {
    expect(replay(split(WIPEOUT), { index: 2, offset: 152, blackScore: 13 })).toEqual({
      ...{ index: 2, status: 'mismatch', recordedScore: 13, computedScore: 64, movesPlayed: 9, passes: 0 },
      ...{ problem: 'game 2 (byte offset 158): recorded score 13, computed 64', board: WIPEOUT_BOARD },
    });
  });

  it('a move after the end of the game is illegal', () => {
    expect(replay([...split(WIPEOUT), 'a1'], { blackScore: 64 })).toEqual({
      ...{ index: 0, status: 'illegal', recordedScore: 64, computedScore: null, movesPlayed: 9, passes: 0 },
      ...{
        problem: 'game 0, ply 10 (byte offset 33): a1 is recorded after the game ended',
        board: WIPEOUT_BOARD,
      },
    });
  });

  it('a record stopping where a pass is due is unfinished (the other side can still move)', () => {
    expect(replay(split(BEFORE_PASS))).toEqual({
      ...base,
      ...{ status: 'unfinished', movesPlayed: 8, board: `${BEFORE_PASS_BOARD} X` },
    });
  });

  it('passes automatically: black passes, white plays e3 (flipping c3, d3)', () => {
    expect(replay([...split(BEFORE_PASS), 'e3'])).toEqual({
      ...{ ...base, status: 'unfinished', movesPlayed: 9, passes: 1 },
      board: `X-O------O------OOOOO------XX------XXX--${'-'.repeat(24)} X`,
    });
  });

  it.each([
    // After the pass, moves are checked for white; a5 (square 32) must not be confused with a1 (occupied).
    [[...split(BEFORE_PASS), 'h8'], 'game 0, ply 9 (byte offset 32): h8 flips nothing for white', 8, 1],
    [[...split(BEFORE_PASS), 'a5'], 'game 0, ply 9 (byte offset 32): a5 flips nothing for white', 8, 1],
  ])('illegal after a pass: %j', (moves, problem, movesPlayed, passes) => {
    expect(replay(moves)).toEqual({
      ...{ ...base, status: 'illegal', movesPlayed, passes, problem },
      board: `${BEFORE_PASS_BOARD} O`,
    });
  });

  const D3 = `${'-'.repeat(19)}X-------XX------XO${'-'.repeat(27)} O`;
  it.each([
    [['d4'], 'game 0, ply 1 (byte offset 24): d4 is already occupied', 0, START],
    [['e5'], 'game 0, ply 1 (byte offset 24): e5 is already occupied', 0, START],
    [['a1'], 'game 0, ply 1 (byte offset 24): a1 flips nothing for black', 0, START],
    [['h8'], 'game 0, ply 1 (byte offset 24): h8 flips nothing for black', 0, START],
    [['d3', 'a1'], 'game 0, ply 2 (byte offset 25): a1 flips nothing for white', 1, D3],
    [['z9'], 'game 0, ply 1: "z9" is not a square name', 0, START],
    [['f5x'], 'game 0, ply 1: "f5x" is not a square name', 0, START],
    [[42], 'game 0, ply 1: 42 is not a square name', 0, START],
    [[['f', '5']], 'game 0, ply 1: ["f","5"] is not a square name', 0, START],
  ])('illegal %j: %s', (moves, problem, movesPlayed, board) => {
    expect(replay(moves)).toEqual({ ...base, status: 'illegal', movesPlayed, problem, board });
  });

  it('replayWthorGames replays each game of a parsed file, in order', () => {
    const database = parseWthorGames(
      wtb([
        { moves: codes('f5 d6 c3'), score: 36 },
        { moves: codes(WIPEOUT), score: 64 },
      ]),
    );
    const rows = replayWthorGames(database).map((r) => [
      r.index,
      r.status,
      r.recordedScore,
      r.computedScore,
      r.movesPlayed,
    ]);
    expect(rows).toEqual([
      [0, 'unfinished', 36, null, 3],
      [1, 'verified', 64, 64, 9],
    ]);
  });
});

// ---------------------------------------------- PAPP ----------------------------------------------

describe('parsePappPlayers', () => {
  it('sections, ids without leading zeros, names trimmed, no country before the first section', () => {
    const text =
      '  000001 HANSEN, Ola  \r\n\r pays=nor\n100\tBERG,  Kari\n   \nPAYS = SWE ;  \n000 NULL, Nils\n0010 TEN, Tia';
    expect(parsePappPlayers(text)).toStrictEqual([
      { id: '1', name: 'HANSEN, Ola' },
      // A name's words count one space apart (PAPP's src/pap.y joins them with one space).
      { id: '100', name: 'BERG, Kari', country: 'nor' },
      { id: '0', name: 'NULL, Nils', country: 'SWE' },
      { id: '10', name: 'TEN, Tia', country: 'SWE' },
    ]);
  });

  it('bytes: UTF-8 when valid, else Latin-1', () => {
    const utf8 = new TextEncoder().encode('pays = NOR\n7 ÅBERG, Åsa');
    expect(parsePappPlayers(utf8)).toStrictEqual([{ id: '7', name: 'ÅBERG, Åsa', country: 'NOR' }]);
    const bytes = Uint8Array.from([...latin1('7 '), 0xc5, 0x73, 0x61]);
    expect(parsePappPlayers(bytes)).toStrictEqual([{ id: '7', name: 'Åsa' }]);
  });

  it.each([
    ['pays = NOR\n  1 A, B\n  x C, D\n', 3, '  x C, D'],
    ['1 A\r\n2 B\r3 C\rbad', 4, 'bad'],
    ['1 ', 1, '1 '],
    ['1A, B', 1, '1A, B'],
    ['-1 A, B', 1, '-1 A, B'],
    ['pays = NOR SWE', 1, 'pays = NOR SWE'],
    ['xpays = NOR', 1, 'xpays = NOR'],
    ['pays =', 1, 'pays ='],
  ])('bad line %j', (text, line, value) => {
    const json = JSON.stringify(value);
    expect(thrown(() => parsePappPlayers(text))).toBe(
      `BAD_PAPP_LINE ["line",${line}] ${json}: players file line ${line}: ${json} is not "pays = XXX" or "id NAME, Given"`,
    );
  });

  it.each([
    [
      () => parsePappPlayers(42 as never),
      'NOT_BYTES [] 42: a PAPP file must be a string or a Uint8Array, not 42',
    ],
    [
      () => parsePappPlayers('  001 A, B\n\n  01 C, D'),
      'DUPLICATE_ID ["line",3] "01": players file line 3: player 1 is already on line 1',
    ],
  ])('error %#', (action, expected) => {
    expect(thrown(action)).toBe(expected);
  });
});

describe('parsePappWorkfile', () => {
  const game = (black: string, blackDiscs: number, white: string, whiteDiscs: number) => ({
    ...{ black, blackDiscs },
    ...{ white, whiteDiscs },
  });
  const R = 'ronde-suivante;';

  it('a whole journal: headers, late entry, absence, withdrawal, raz-couplage, open round', () => {
    const players = [
      { id: '1', name: 'HANSEN, Ola', country: 'NOR' },
      { id: '2', name: 'BERG, Kari' },
      { id: '3', name: 'ÅBERG, Åsa', country: 'SWE' },
      { id: '4', name: 'LIND, Per', country: 'SWE' },
      { id: '5', name: 'SUND, Eva', country: 'SWE' },
      { id: '6', name: 'EXTRA, Ed', country: 'DEN' },
    ];
    const text = [
      '#_Nom du tournoi = Open = 2026 ;\n#_Nombre-Rondes = 5 ;\n#_Nombre-Rondes = 3 ;\n#_Vide = ;',
      '& +000001 +2 +03 +4 ;\n( 1  040  2  24 );\n(3 33\n 4 31);\nronde-suivante;',
      '& -4 +5;\n(2 30 3 34);\nRAZ-COUPLAGE;\n(3 34 2 30);;\nRonde-Suivante;',
      '& +4 -2 ;(1 20 4 44);\nronde-suivante;\n(5 10 1 54);\n',
    ].join('\n');
    expect(parsePappWorkfile(text, { players })).toStrictEqual({
      tournament: {
        players: [
          { id: '1', name: 'HANSEN, Ola', country: 'NOR' },
          { id: '2', name: 'BERG, Kari', withdrawnFromRound: 3 },
          { id: '3', name: 'ÅBERG, Åsa', country: 'SWE' },
          { id: '4', name: 'LIND, Per', country: 'SWE' },
          { id: '5', name: 'SUND, Eva', country: 'SWE', enteredRound: 2 },
        ],
        rounds: [
          { games: [game('1', 40, '2', 24), game('3', 33, '4', 31)], byes: [] },
          { games: [game('3', 34, '2', 30)], byes: ['1', '5'], absent: ['4'] },
          { games: [game('1', 20, '4', 44)], byes: ['3', '5'] },
        ],
        plannedRounds: 3,
      },
      rules: PAPP,
      headers: { 'Nom du tournoi': 'Open = 2026', 'Nombre-Rondes': '3', Vide: '' },
      openRoundGames: [game('5', 10, '1', 54)],
    });
  });

  it('without a players file names are the ids; bytes are decoded; an empty presence is fine', () => {
    const expected = {
      tournament: { players: [{ id: '7', name: '7' }], rounds: [{ games: [], byes: ['7'] }] },
      rules: PAPP,
      headers: { Lieu: 'Trondheim Åpen' },
      openRoundGames: [],
    };
    const text = '#_Lieu =   Trondheim Åpen ;\n&;\n& +7 ;\nronde-suivante;\n(7 40 7 24);\nraz-couplage;\n';
    expect(parsePappWorkfile(text)).toStrictEqual(expected);
    expect(parsePappWorkfile(new TextEncoder().encode(text))).toStrictEqual(expected);
    expect(parsePappWorkfile(Uint8Array.from(latin1(text)))).toStrictEqual(expected);
    const empty = { tournament: { players: [], rounds: [] }, rules: PAPP, headers: {}, openRoundGames: [] };
    expect(parsePappWorkfile('')).toStrictEqual(empty);
  });

  it.each([
    ['1', undefined],
    ['2', 2],
    ['007', 7],
    ['abc', undefined],
    ['3 rondes', undefined],
    ['', undefined],
    ['0x10', undefined],
    ['+3', undefined],
    ['1e1', undefined],
  ])('#_Nombre-Rondes = %j with 2 rounds: plannedRounds %s', (value, planned) => {
    const { tournament } = parsePappWorkfile(
      `#_Nombre-Rondes = ${value} ;\n#_Rondes = 5 ;\n& +1 ;\n${R}${R}`,
    );
    expect(tournament).toStrictEqual({
      players: [{ id: '1', name: '1' }],
      rounds: [
        { games: [], byes: ['1'] },
        { games: [], byes: ['1'] },
      ],
      ...(planned === undefined ? {} : { plannedRounds: planned }),
    });
  });

  it.each([
    // Absent from round 2 to the end: withdrawn from round 2, no absent entries.
    [
      `& +1 +2 +3 ;(1 40 2 24);${R}& -2 ;(1 40 3 24);${R}(3 40 1 24);${R}`,
      [{ withdrawnFromRound: 2 }],
      [null, null, null],
    ],
    // Absent in 2, back in 3, absent in 4 for good: absent in 2, withdrawn from 4.
    [`& +1 +2 ;${R}& -2 ;${R}& +2 ;${R}& -2 ;${R}`, [{ withdrawnFromRound: 4 }], [null, ['2'], null, null]],
    // Absent in the last round but present again in the open round: not withdrawn.
    [`& +1 +3 +2 ;(1 40 3 24);${R}& -2 ;(1 40 3 24);${R}& +2 ;`, [{}], [null, ['2']]],
    // Entered in the last round and absent in it, never back: late entry, absent, and withdrawn
    // from the next round (a "-" never undone is a withdrawal, issue 23 §1).
    [
      `& +1 +3 ;(1 40 3 24);${R}& +2 -2 ;(1 40 3 24);${R}`,
      [{ enteredRound: 2, withdrawnFromRound: 3 }],
      [null, ['2']],
    ],
    // Present then absent in round 1 for good: withdrawn from round 2 (it must follow entry), absent in 1.
    [`& +2 -2 ;${R}${R}`, [{ withdrawnFromRound: 2 }], [['2'], null]],
  ])('presence %s', (text, [extra], absent) => {
    const { tournament } = parsePappWorkfile(text);
    expect(tournament.players.find((player) => player.id === '2')).toStrictEqual({
      id: '2',
      name: '2',
      ...extra,
    });
    expect(tournament.players.filter((player) => player.id !== '2')).toStrictEqual(
      tournament.players.filter((player) => player.id !== '2').map(({ id }) => ({ id, name: id })),
    );
    expect(tournament.rounds.map((round) => round.absent ?? null)).toStrictEqual(absent);
  });

  it.each([
    ['& +1 +2 ;\nbonjour;', 2, 'bonjour'],
    ['& +1 ; bonjour;', 1, 'bonjour'],
    ['\n\n  raz-couplage now ;', 3, 'raz-couplage now'],
    ['xraz-couplage;', 1, 'xraz-couplage'],
    ['ronde-suivante 2;', 1, 'ronde-suivante 2'],
    ['xronde-suivante;', 1, 'xronde-suivante'],
    ['& +1 +2;(1 40 2 24 5);', 1, '(1 40 2 24 5)'],
    ['& +1 +2;x(1 40 2 24);', 1, 'x(1 40 2 24)'],
    ['& +1 +2;(1 40 2 24)x;', 1, '(1 40 2 24)x'],
    ['#_=5;', 1, '#_=5'],
    ['x#_A = 1;', 1, 'x#_A = 1'],
  ])('not a statement: %j', (text, line, value) => {
    const json = JSON.stringify(value);
    expect(thrown(() => parsePappWorkfile(text))).toBe(
      `BAD_PAPP_LINE ["line",${line}] ${json}: line ${line}: ${json} is not a PAPP statement`,
    );
  });

  it.each([
    ['& +1 x ;', 'x'],
    ['&\n1 ;', '1'],
    ['& +1 +-2 ;', '+-2'],
    ['& +1a ;', '+1a'],
  ])('bad presence: %j', (text, value) => {
    const json = JSON.stringify(value);
    expect(thrown(() => parsePappWorkfile(text))).toBe(
      `BAD_PAPP_LINE ["line",1] ${json}: line 1: presence ${json} is not +id or -id`,
    );
  });

  const one = [{ id: '1', name: 'A' }];
  it.each([
    [null, undefined, 'NOT_BYTES [] null: a PAPP file must be a string or a Uint8Array, not null'],
    [
      '& +1 +2 ;\n\n(1 40 2 24)',
      undefined,
      'BAD_PAPP_LINE ["line",3] "(1 40 2 24)": line 3: "(1 40 2 24)" does not end with ";"',
    ],
    [
      '& +1 ;\n  foo\nbar',
      undefined,
      'BAD_PAPP_LINE ["line",2] "foo\\nbar": line 2: "foo\\nbar" does not end with ";"',
    ],
    [
      // A player listed "-" is registered (issue 26: PAPP lists late entrants so) but plays only after a "+".
      '& +1 ;\n& -000002 ;\n(1 40 2 24);',
      undefined,
      'UNKNOWN_ID ["line",3] "(1 40 2 24)": line 3: player 2 plays but was never marked present',
    ],
    [
      '& +1 +2 ;\n(1 40 3 24);',
      undefined,
      'UNKNOWN_ID ["line",2] "(1 40 3 24)": line 2: player 3 plays but was never marked present',
    ],
    [
      '& +1 ;\n(0003 40 1 24);',
      undefined,
      'UNKNOWN_ID ["line",2] "(0003 40 1 24)": line 2: player 3 plays but was never marked present',
    ],
    ['& +1 +000003 ;', one, 'UNKNOWN_ID ["line",1] "+000003": line 1: player 3 is not in the players file'],
    ['\n& -3 ;', one, 'UNKNOWN_ID ["line",2] "-3": line 2: player 3 is not in the players file'],
    ['& +1 ;', [], 'UNKNOWN_ID ["line",1] "+1": line 1: player 1 is not in the players file'],
    [
      // Game lines restart with each round.
      `& +1 +2 ;\n(1 40 2 24);\n${R}\n(2 40 1 30);\n${R}`,
      undefined,
      'DISC_TOTAL_OVER_64 ["line",4] [40,30]: line 4: rounds[1].games[0]: discs 40 + 30 are more than 64',
    ],
    [
      '& +1 +2 ;\n& -2 ;\n(1 40 2 24);\nronde-suivante;',
      undefined,
      'GAME_WITH_ABSENT_PLAYER ["line",3] "2": line 3: rounds[0].games[0].white: "2" is listed absent in round 1',
    ],
    [
      // A problem outside the games keeps the validator's message and path.
      `& +1 ;\n${R}`,
      [{ id: '1', name: 42 as never }],
      'NOT_A_STRING ["players",0,"name"] 42: players[0].name: 42 is not text',
    ],
  ])('error %#', (text, players, expected) => {
    expect(thrown(() => parsePappWorkfile(text as never, players === undefined ? {} : { players }))).toBe(
      expected,
    );
  });

  it('a validation problem in a game names the line of that game (after raz-couplage, in round 2)', () => {
    const text = `& +1 +2 +3 +4 ;\n(1 40 2 24);\n(3 40 4 24);\n${R}\n(1 40 3 24);\nraz-couplage;\n(2 24 4 24);\n(1 40\n 3 30);\n${R}`;
    const error = errorOf(() => parsePappWorkfile(text));
    expect(thrown(() => parsePappWorkfile(text))).toBe(
      'DISC_TOTAL_OVER_64 ["line",8] [40,30]: line 8: rounds[1].games[1]: discs 40 + 30 are more than 64',
    );
    expect(error.problems.map((problem) => [problem.code, problem.path])).toEqual([
      ['DISC_TOTAL_OVER_64', ['rounds', 1, 'games', 1]],
    ]);
  });

  it('every validation problem is attached; the first is thrown with its line', () => {
    const text = '& +1 +2 +3 +4;\n(1 40 2 30);\n(3 50 4 20);ronde-suivante;';
    expect(thrown(() => parsePappWorkfile(text))).toBe(
      'DISC_TOTAL_OVER_64 ["line",2] [40,30]: line 2: rounds[0].games[0]: discs 40 + 30 are more than 64',
    );
    expect(errorOf(() => parsePappWorkfile(text)).problems.map((p) => [p.code, p.path, p.value])).toEqual([
      ['DISC_TOTAL_OVER_64', ['rounds', 0, 'games', 0], [40, 30]],
      ['DISC_TOTAL_OVER_64', ['rounds', 0, 'games', 1], [50, 20]],
    ]);
  });
});

describe('PAPP workfile line numbers', () => {
  it('a lone CR ends a line, as in the players file (it was counted only at LF); CRLF counts once', () => {
    for (const end of ['\n', '\r\n', '\r']) {
      expect(thrown(() => parsePappWorkfile(`& +1 ;${end}${end}bonjour;`))).toBe(
        'BAD_PAPP_LINE ["line",3] "bonjour": line 3: "bonjour" is not a PAPP statement',
      );
    }
  });
});

describe('survivors of the first Stryker run (2026-11-30)', () => {
  const replayMoves = (moves: string) =>
    replayWthorGame({
      ...{ index: 0, offset: 16, tournamentId: 0, blackPlayerId: 0, whitePlayerId: 0 },
      ...{ blackScore: 0, theoreticalScore: 0, moves: moves.split(' ') as WthorGame['moves'] },
    });

  it('the final position names white as the side to move', () => {
    expect(replayMoves('f5 d6 c3').position.turn).toBe('white');
    expect(replayMoves('f5 d6').position.turn).toBe('black');
  });

  it('a record where the side to move can play but the other side could not is unfinished, not ended', () => {
    // After these 15 plies white is to move and has moves; black would have none.
    const result = replayMoves('d3 c3 b3 b2 b1 e3 d2 a1 f2 c2 d1 c1 f3 e1 f6');
    expect([result.status, result.computedScore, result.position.turn]).toEqual([
      'unfinished',
      null,
      'white',
    ]);
  });

  it('players file: any run of spaces between the number and the name', () => {
    expect(parsePappPlayers('  000007   HANSEN, Ola')).toStrictEqual([{ id: '7', name: 'HANSEN, Ola' }]);
  });

  it('headers: no space needed around "=", and a header may not run over two lines', () => {
    expect(parsePappWorkfile('#_Nombre-Rondes=7 ;').headers).toStrictEqual({ 'Nombre-Rondes': '7' });
    expect(parsePappWorkfile('#_Nombre-Rondes =7;').headers).toStrictEqual({ 'Nombre-Rondes': '7' });
    expect(thrown(() => parsePappWorkfile('#_Nom = a\nb ;'))).toBe(
      'BAD_PAPP_LINE ["line",1] "#_Nom = a\\nb": line 1: "#_Nom = a\\nb" is not a PAPP statement',
    );
  });
});
