import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  discCounts,
  formatPosition,
  formatTranscript,
  parseGame,
  parseWthorGames,
  parseWthorNames,
  replayWthorGame,
  replayWthorGames,
  type WthorGame,
  type WthorReplay,
} from '../../src/othello/index.js';
import { errorLine, errorOf } from '../helpers/errors.js';

// Real WTHOR files from the FFO database. Three years and the name tables are kept in the
// repository (tests/fixtures/wthor/README.md); the ten-year sample in ../shared/data/wthor
// (its README for provenance) is replayed too when it is laid beside the clone, as in CI.
const fixtures = fileURLToPath(new URL('../fixtures/wthor/', import.meta.url));
const archive = fileURLToPath(new URL('../../../shared/data/wthor/', import.meta.url));
const archivePresent = existsSync(archive);
const read = (name: string, directory = fixtures) => new Uint8Array(readFileSync(`${directory}${name}`));

describe('WTHOR games kept in the repository (spec §1, KOA V.8 empties to the winner)', () => {
  // Games per file, from the data README (the header must say the same).
  const expected: Record<string, number> = { 'WTH_1977.wtb': 12, 'WTH_1980.wtb': 160, 'WTH_2018.wtb': 2322 };
  const databases = new Map(
    Object.keys(expected).map((name) => [name, parseWthorGames(read(name))] as const),
  );

  it('reads every game, with the header counts and years of the README', () => {
    for (const [name, database] of databases) {
      expect(database.header.gameCount).toBe(expected[name]);
      expect(database.games).toHaveLength(expected[name] as number);
      expect(database.header.gamesYear).toBe(Number(name.slice(4, 8)));
    }
  });

  it('every finished game has the recorded score, computed with empties to the winner', () => {
    const all = [...databases.values()].flatMap((database) => replayWthorGames(database));
    expect(all.filter((replay) => replay.status === 'mismatch' || replay.status === 'illegal')).toEqual([]);
    for (const replay of all.filter((each) => each.status === 'verified')) {
      expect(replay.computedScore).toBe(replay.recordedScore);
    }
    expect(all.filter((replay) => replay.status === 'verified').length).toBeGreaterThan(2400);
  });

  it('decodes game 0 of 2018 as documented (README example)', () => {
    const game = parseWthorGames(read('WTH_2018.wtb')).games[0]!;
    expect(game).toMatchObject({
      tournamentId: 283,
      blackPlayerId: 2362,
      whitePlayerId: 1916,
      blackScore: 26,
    });
    expect(game.theoreticalScore).toBe(22);
    expect(formatTranscript(game.moves)).toBe(
      'f5f6e6f4e3c5c6d6e7f7c3c7g3e8b5a4g5b4f8c4d8d3b3f3d2h3e2g4f2d7c8g6a3b6h6h5a7a6a5c2d1g2h7h8h1g8g7b8h2e1f1b2b7g1a1a2h4a8c1b1',
    );
    // The public immutable API agrees with the fast replay.
    expect(parseGame(game.moves).score).toEqual({ black: 26, white: 38, winner: 'white' });
  });

  it('reads the player and tournament names (Latin-1), every id in range', () => {
    const players = parseWthorNames(read('WTHOR.JOU'), 'players').names;
    const tournaments = parseWthorNames(read('WTHOR.TRN'), 'tournaments').names;
    expect(players).toHaveLength(3628);
    expect(tournaments).toHaveLength(425);
    expect([players[0], players[2362], players[1916], tournaments[283]]).toEqual([
      '???',
      'Zhao Jing',
      'Yamakawa Takashi',
      'Beijing Open',
    ]);
    for (const database of databases.values()) {
      for (const game of database.games) {
        expect(game.tournamentId).toBeLessThan(tournaments.length);
        expect(Math.max(game.blackPlayerId, game.whitePlayerId)).toBeLessThan(players.length);
      }
    }
  });
});

if (!archivePresent)
  console.info(`wthor.test.ts: ${archive} is not present; the archive-scale replay is skipped`);

describe.skipIf(!archivePresent)(
  'WTHOR archive replay, the ten-year sample in ../shared/data (spec §1)',
  () => {
    // describe.skipIf still runs this body to collect the tests: read nothing when skipped.
    const gameFiles = (archivePresent ? readdirSync(archive) : [])
      .filter((name) => name.endsWith('.wtb'))
      .sort();
    const databases = new Map(gameFiles.map((name) => [name, parseWthorGames(read(name, archive))] as const));
    const replays = new Map<string, WthorReplay[]>();
    for (const [name, database] of databases) replays.set(name, replayWthorGames(database));
    const all = [...replays.values()].flat();

    it('reads all 31,093 games of the shared sample, with header counts matching', () => {
      expect(gameFiles).toHaveLength(10);
      expect(all).toHaveLength(31_093);
      for (const [name, database] of databases) {
        expect(database.games).toHaveLength(database.header.gameCount);
        expect(database.header.gamesYear).toBe(Number(name.slice(4, 8)));
      }
    });

    it('every finished game has the recorded score, computed with empties to the winner', () => {
      const bad = all.filter((replay) => replay.status === 'mismatch' || replay.status === 'illegal');
      expect(bad.map((replay) => replay.problem)).toEqual([]);
      expect(all.filter((replay) => replay.status === 'verified')).toHaveLength(31_060);
      const verifiedButDifferent = all.filter(
        (replay) => replay.status === 'verified' && replay.computedScore !== replay.recordedScore,
      );
      expect(verifiedButDifferent).toEqual([]);
    });

    it('flags the 33 unfinished games (21 in 1990, 12 in 1998) instead of failing', () => {
      const unfinished = (name: string) =>
        replays.get(name)!.filter((replay) => replay.status === 'unfinished');
      expect(all.filter((replay) => replay.status === 'unfinished')).toHaveLength(33);
      expect(unfinished('WTH_1990.wtb')).toHaveLength(21);
      expect(unfinished('WTH_1998.wtb')).toHaveLength(12);
      const unfinishedMoves = all
        .filter((each) => each.status === 'unfinished')
        .map((each) => each.movesPlayed);
      expect(Math.min(...unfinishedMoves)).toBe(38);
      expect(Math.max(...unfinishedMoves)).toBe(59);
      expect(all.filter((each) => each.status === 'unfinished' && each.computedScore !== null)).toEqual([]);
    });

    it('the raw count would disagree: empties decide 1,331 games (spec §1 empty squares)', () => {
      const withEmpties = all.filter((replay) => replay.status === 'verified' && replay.movesPlayed < 60);
      expect(withEmpties).toHaveLength(1_331);
    });

    it('applies passes automatically (17,172 games contain one)', () => {
      expect(all.filter((replay) => replay.passes > 0)).toHaveLength(17_172);
    });
  },
);

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

describe('WTHOR game files: a 16-byte header, 68-byte records, moves as 10 × row + column (spec §1, WTHOR format)', () => {
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
    expect(errorLine(action)).toBe(expected);
  });

  it.each([5, 91, 80, 29, 255])(
    'move byte %i (row or column 0 or 9) is no square: game, ply, byte offset',
    (bad) => {
      const bytes = wtb([{ moves: [56, 64] }, { moves: [56, 64, bad] }]);
      expect(errorLine(() => parseWthorGames(bytes))).toBe(
        `BAD_MOVE_BYTE ["games",1,"moves",2] ${bad}: game 1, ply 3 (byte offset 94): move byte ${bad} is not a square (10 × row + column, 1–8)`,
      );
    },
  );

  it('trailing bytes after an empty database (N1 = 0) are "after the header" (it said "after game -1")', () => {
    expect(errorLine(() => parseWthorGames(new Uint8Array(20)))).toBe(
      'FILE_SIZE_MISMATCH ["games",0] 20: WTHOR game file has 4 bytes after the header (byte offset 16); the header says 0 games',
    );
    expect(errorLine(() => parseWthorNames(new Uint8Array(17), 'players'))).toBe(
      'FILE_SIZE_MISMATCH ["names",0] 17: WTHOR players file has 1 byte after the header (byte offset 16); the header says 0 records',
    );
  });
});

describe('WTHOR name files: 20-byte player and 26-byte tournament records (WTHOR format)', () => {
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
    expect(errorLine(action)).toBe(expected);
  });

  it('trailing bytes after zero records are FILE_SIZE_MISMATCH at record 0, with the file size as the value', () => {
    const error = errorOf(() => parseWthorNames(new Uint8Array(17), 'players'));
    expect([error.code, error.path, error.value]).toEqual(['FILE_SIZE_MISMATCH', ['names', 0], 17]);
  });
});

describe('replaying WTHOR games: passes are automatic, the score is verified with the empties to the winner (spec §1, KOA V.8)', () => {
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

describe('a replayed WTHOR record ends with the side to move named, unfinished while either side can move (spec §1, NOF §14)', () => {
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
});
