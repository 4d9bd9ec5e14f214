import { type ChunkStream, isChunkStream, streamChunks } from '../../core/chunks.js';
import { deepFreeze } from '../../core/freeze.js';
import { checkList, checkOneOf, checkRecord, MindsportError, show, THROW } from '../../core/internal.js';
import { computeFlips, generateMoves } from '../board/bitboard.js';
import { makePosition, squareIndexAt } from '../board/internal.js';
import { discCounts, type Position, START_POSITION } from '../board/position.js';
import { SQUARE_NAMES, type SquareName } from '../board/square.js';
import { scoreDiscs } from '../tournament/score.js';

/**
 * The 16-byte header shared by WTHOR `.wtb`, `.JOU` and `.TRN` files (little-endian).
 *
 * @category Archives
 */
export interface WthorHeader {
  /** Year the file was created (century × 100 + year, bytes 0–1). */
  readonly createdYear: number;
  /** Month the file was created (byte 2). */
  readonly createdMonth: number;
  /** Day the file was created (byte 3). */
  readonly createdDay: number;
  /** N1: number of games (`.wtb`); 0 in name files (bytes 4–7). */
  readonly gameCount: number;
  /** N2: number of name records (`.JOU`, `.TRN`); 0 in `.wtb` (bytes 8–9). */
  readonly recordCount: number;
  /** Year the games were played (`.wtb`, bytes 10–11). */
  readonly gamesYear: number;
  /** P1: board size, 8 (stored as 0 or 8; byte 12). */
  readonly boardSize: number;
  /** P2: true for a file of solitaires rather than games (byte 13). */
  readonly solitaire: boolean;
  /** P3: depth in empty squares of the theoretical score (byte 14). */
  readonly theoreticalDepth: number;
}

/**
 * One game record of a `.wtb` file (68 bytes).
 *
 * @category Archives
 */
export interface WthorGame {
  /** 0-based index of the game in its file. */
  readonly index: number;
  /** Byte offset of the record in the file. */
  readonly offset: number;
  /** Index into the tournament names (`WTHOR.TRN`). */
  readonly tournamentId: number;
  /** Index into the player names (`WTHOR.JOU`) of black. */
  readonly blackPlayerId: number;
  /** Index into the player names of white. */
  readonly whitePlayerId: number;
  /** Recorded score: black's discs at the end, empty squares to the winner (KOA V.8). */
  readonly blackScore: number;
  /** Black's discs under perfect play from `theoreticalDepth` empty squares. */
  readonly theoreticalScore: number;
  /** The moves as recorded (passes are not recorded). */
  readonly moves: readonly SquareName[];
}

/**
 * A parsed `.wtb` file.
 *
 * @category Archives
 */
export interface WthorDatabase {
  /** The file header. */
  readonly header: WthorHeader;
  /** Its games, in file order. */
  readonly games: readonly WthorGame[];
}

/**
 * A parsed `.JOU` (players) or `.TRN` (tournaments) file.
 *
 * @category Archives
 */
export interface WthorNames {
  /** The file header. */
  readonly header: WthorHeader;
  /** The names; `names[id]` is the name of id `id`. */
  readonly names: readonly string[];
}

/**
 * Which name file: `'players'` (`.JOU`, 20-byte records) or `'tournaments'` (`.TRN`, 26 bytes).
 *
 * @category Archives
 */
export const WTHOR_NAME_KINDS = deepFreeze(['players', 'tournaments'] as const);
/**
 * One of {@link WTHOR_NAME_KINDS}.
 *
 * @category Archives
 */
export type WthorNameKind = (typeof WTHOR_NAME_KINDS)[number];

/**
 * How a WTHOR game replays: `'verified'` (finished, recorded score = computed score),
 * `'mismatch'` (finished, scores differ), `'unfinished'` (the record stops before the game
 * is over, e.g. after a loss on time: the score cannot be checked), `'illegal'` (a
 * recorded move is not legal).
 * @category Archives
 */
export const WTHOR_REPLAY_STATUSES = deepFreeze(['verified', 'mismatch', 'unfinished', 'illegal'] as const);
/**
 * One of {@link WTHOR_REPLAY_STATUSES}.
 *
 * @category Archives
 */
export type WthorReplayStatus = (typeof WTHOR_REPLAY_STATUSES)[number];

/**
 * The outcome of replaying one WTHOR game.
 *
 * @category Archives
 */
export interface WthorReplay {
  /** The game's index in its file. */
  readonly index: number;
  /** See {@link WTHOR_REPLAY_STATUSES}. */
  readonly status: WthorReplayStatus;
  /** The recorded black score. */
  readonly recordedScore: number;
  /** Black's discs with empties to the winner, when the game is finished; else `null`. */
  readonly computedScore: number | null;
  /** Moves played before the replay ended or stopped. */
  readonly movesPlayed: number;
  /** Passes applied automatically. */
  readonly passes: number;
  /** The last position reached. */
  readonly position: Position;
  /** For `'illegal'` and `'mismatch'`, what went wrong (names game, ply, move and byte offset); else `null`. */
  readonly problem: string | null;
}

const HEADER_SIZE = 16;
const GAME_SIZE = 68;
const NAME_SIZES: Readonly<Record<WthorNameKind, number>> = { players: 20, tournaments: 26 };

/** `1 byte`, `2 bytes`: a count with its noun. */
function count(amount: number, noun: string): string {
  return `${amount} ${noun}${amount === 1 ? '' : 's'}`;
}

/**
 * Checks that a file is exactly the header and `recordCount` records of `size` bytes, as the
 * header says: `TRUNCATED_FILE` naming the record cut off, or `FILE_SIZE_MISMATCH` for bytes
 * after the last record (path `[pathKey, index]`).
 */
function checkFileSize(
  length: number,
  file: string,
  record: 'game' | 'record',
  pathKey: 'games' | 'names',
  size: number,
  recordCount: number,
): void {
  const expected = HEADER_SIZE + size * recordCount;
  if (length === expected) return;
  const complete = Math.floor((length - HEADER_SIZE) / size);
  const truncated = length < expected;
  throw new MindsportError(
    truncated ? 'TRUNCATED_FILE' : 'FILE_SIZE_MISMATCH',
    truncated
      ? `WTHOR ${file} truncated: ${record} ${complete} (0-based) of ${recordCount} is cut off at byte offset ${length} (expected ${expected} bytes)`
      : `WTHOR ${file} has ${count(length - expected, 'byte')} after ${recordCount === 0 ? 'the header' : `${record} ${recordCount - 1}`} (byte offset ${expected}); the header says ${count(recordCount, record)}`,
    { path: [pathKey, truncated ? complete : recordCount], value: length },
  );
}

function requireBytes(bytes: Uint8Array): void {
  if (!(bytes instanceof Uint8Array)) {
    throw new MindsportError('NOT_BYTES', `${show(bytes)} is not a Uint8Array`, { value: bytes });
  }
}

function readHeader(bytes: Uint8Array): WthorHeader {
  if (bytes.length < HEADER_SIZE) {
    throw new MindsportError(
      'TRUNCATED_FILE',
      `WTHOR file of ${bytes.length} bytes is shorter than its 16-byte header (truncated at byte offset ${bytes.length})`,
      { path: ['header'], value: bytes.length },
    );
  }
  const u16 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8);
  const boardSize = bytes[12]! === 0 ? 8 : bytes[12]!;
  return {
    createdYear: bytes[0]! * 100 + bytes[1]!,
    createdMonth: bytes[2]!,
    createdDay: bytes[3]!,
    gameCount: (u16(4) | (u16(6) << 16)) >>> 0,
    recordCount: u16(8),
    gamesYear: u16(10),
    boardSize,
    solitaire: bytes[13]! === 1,
    theoreticalDepth: bytes[14]!,
  };
}

/**
 * Reads a WTHOR game file (`.wtb`, the FFO database format; `shared/data/wthor/README.md`):
 * the header and every 68-byte game record, moves decoded from `10 × row + column`.
 * Works on bytes, so it runs in browsers as well as Node.
 *
 * @category Archives
 * @param bytes - the whole file
 * @returns the header and the games
 * @throws {@link mindsport!MindsportError} `TRUNCATED_FILE` or `FILE_SIZE_MISMATCH` (the size does
 *   not match 16 + 68 × N1; names the byte offset and the game index), `BAD_MOVE_BYTE`
 *   (a move byte that is no square, or a move after the 0 that ends the list; names the
 *   game, the ply and the byte offset), `UNSUPPORTED_BOARD_SIZE` (10 × 10 board)
 * @example
 * ```ts
 * import { parseWthorGames } from 'mindsport/othello';
 * const bytes = new Uint8Array(16 + 68);
 * bytes[4] = 1; // one game
 * bytes[16 + 6] = 36; // black scored 36
 * bytes.set([56, 64, 33], 16 + 8); // f5 d6 c3
 * const database = parseWthorGames(bytes);
 * console.log(database.games[0]?.moves); // [ 'f5', 'd6', 'c3' ]
 * ```
 */
export function parseWthorGames(bytes: Uint8Array): WthorDatabase {
  const header = checkedGameHeader(bytes);
  const games: WthorGame[] = [];
  for (let index = 0; index < header.gameCount; index++) games.push(readGame(bytes, index));
  return { header, games };
}

/**
 * What {@link iterateWthorGames} takes: the bytes of a game file, or its bytes in chunks, in
 * order (a file read a block at a time; the chunks may cut the header or a record anywhere).
 *
 * @category Archives
 */
export type WthorInput = Uint8Array | Iterable<Uint8Array>;

/**
 * What {@link iterateWthorGamesAsync} takes: what `iterateWthorGames` takes, or chunks of
 * bytes that come one at a time (an async iterable, such as a Node stream, or a web stream).
 *
 * @category Archives
 */
export type WthorAsyncInput = WthorInput | AsyncIterable<Uint8Array> | ChunkStream;

/**
 * Reads the games of a WTHOR game file (`.wtb`) one at a time: each 68-byte record is
 * decoded only when the iteration reaches it, so memory stays flat however many games the
 * file holds. The games are those {@link parseWthorGames} returns, in the same order; a bad
 * record stops the iteration with the same `BAD_MOVE_BYTE` error when it is reached, after
 * the games before it.
 *
 * Given the whole file, the header and the file size are checked when it is called. Given
 * the file in chunks (any iterable of `Uint8Array`s, in order, cut anywhere), only the bytes
 * of a record cut by a chunk's end are kept, and each chunk is taken when the iteration
 * needs it: the header is checked once its 16 bytes have come, and the size at the end, so
 * that a file cut short or with bytes after its last game yields its complete games first and
 * then stops with the error `parseWthorGames` gives at once (`TRUNCATED_FILE`,
 * `FILE_SIZE_MISMATCH`).
 *
 * @category Archives
 * @param input - the whole file, or its bytes in chunks
 * @returns an iterator over the games, in file order
 * @throws {@link mindsport!MindsportError} when called: `NOT_BYTES` for an input that is
 *   neither bytes nor an iterable, and for the whole file `TRUNCATED_FILE`,
 *   `FILE_SIZE_MISMATCH`, `UNSUPPORTED_BOARD_SIZE`; while iterating: `BAD_MOVE_BYTE` (names
 *   the game, the ply and the byte offset), and for chunks those of the header and the size,
 *   and `NOT_BYTES` for a chunk that is not a `Uint8Array` (path `[chunk]`)
 * @example
 * ```ts
 * import { iterateWthorGames } from 'mindsport/othello';
 * const bytes = new Uint8Array(16 + 2 * 68);
 * bytes[4] = 2; // two games
 * bytes.set([56, 64], 16 + 8); // game 0: f5 d6
 * bytes.set([56, 66], 16 + 68 + 8); // game 1: f5 f6
 * const openings: string[] = [];
 * for (const game of iterateWthorGames(bytes)) openings.push(game.moves.join(' '));
 * console.log(openings); // [ 'f5 d6', 'f5 f6' ]
 * // The same file in chunks, cut anywhere (a file read a block at a time).
 * const chunks = [bytes.subarray(0, 10), bytes.subarray(10, 100), bytes.subarray(100)];
 * console.log([...iterateWthorGames(chunks)].length); // 2
 * ```
 */
export function iterateWthorGames(input: WthorInput): IterableIterator<WthorGame> {
  if (input instanceof Uint8Array) return gamesOf(input, checkedGameHeader(input).gameCount);
  if (typeof input === 'object' && input !== null && Symbol.iterator in input) {
    return chunkGames(input as Iterable<unknown>);
  }
  return notBytes(input);
}

/**
 * {@link iterateWthorGames} for chunks that come one at a time: an async iterable of
 * `Uint8Array` chunks (a Node stream), or a web `ReadableStream` (`fetch(url).body`,
 * `file.stream()` of an uploaded file), as well as everything `iterateWthorGames` takes.
 * Each chunk is awaited when the reading needs it, so a file of any size is read with flat
 * memory; the games and errors are those of `iterateWthorGames` on the same chunks. A web
 * stream is cancelled when the iteration stops before its end.
 *
 * @category Archives
 * @param input - chunks of the file's bytes, in order, or any input of `iterateWthorGames`
 * @returns an async iterator over the games, in file order
 * @throws {@link mindsport!MindsportError} `NOT_BYTES` at once for an input of none of these
 *   kinds; while iterating, the errors of {@link iterateWthorGames}
 * @example
 * ```ts
 * import { iterateWthorGamesAsync } from 'mindsport/othello';
 * const bytes = new Uint8Array(16 + 68);
 * bytes[4] = 1; // one game
 * bytes.set([56, 64, 33], 16 + 8); // f5 d6 c3
 * async function* download(): AsyncGenerator<Uint8Array> {
 *   yield bytes.subarray(0, 30);
 *   yield bytes.subarray(30);
 * }
 * const openings: string[] = [];
 * for await (const game of iterateWthorGamesAsync(download())) openings.push(game.moves.join(' '));
 * console.log(openings); // [ 'f5 d6 c3' ]
 * ```
 */
export function iterateWthorGamesAsync(input: WthorAsyncInput): AsyncIterableIterator<WthorGame> {
  if (typeof input === 'object' && input !== null && !(input instanceof Uint8Array)) {
    if (isChunkStream(input)) return asyncChunkGames(streamChunks(input));
    if (Symbol.asyncIterator in input) return asyncChunkGames(input as AsyncIterable<unknown>);
  }
  return syncGames(iterateWthorGames(input as WthorInput));
}

function notBytes(input: unknown): never {
  throw new MindsportError(
    'NOT_BYTES',
    `${show(input)} is not the bytes of a WTHOR file (a Uint8Array) or an iterable of chunks of them`,
    { value: input },
  );
}

function* gamesOf(bytes: Uint8Array, gameCount: number): Generator<WthorGame, undefined, undefined> {
  for (let index = 0; index < gameCount; index++) yield readGame(bytes, index);
  return undefined;
}

function* chunkGames(chunks: Iterable<unknown>): Generator<WthorGame, undefined, undefined> {
  const records = new GameRecords();
  for (const chunk of chunks) yield* records.add(chunk);
  records.end();
  return undefined;
}

async function* asyncChunkGames(
  chunks: AsyncIterable<unknown>,
): AsyncGenerator<WthorGame, undefined, undefined> {
  const records = new GameRecords();
  for await (const chunk of chunks) yield* records.add(chunk);
  records.end();
  return undefined;
}

async function* syncGames(games: Iterable<WthorGame>): AsyncGenerator<WthorGame, undefined, undefined> {
  yield* games;
  return undefined;
}

/**
 * The records of a game file given in chunks: the header once its 16 bytes have come, then
 * each record once its 68 bytes have. Only a header or a record cut by a chunk's end is
 * copied; the rest is read where it lies.
 */
class GameRecords {
  private header: WthorHeader | null = null;
  /** The start of a header or record cut by a chunk's end, and how many of its bytes have come. */
  private readonly cut = new Uint8Array(GAME_SIZE);
  private cutLength = 0;
  /** Bytes seen so far, and the chunks. */
  private length = 0;
  private chunks = 0;
  /** The next game's index. */
  private index = 0;

  /** The games completed by the next chunk; `NOT_BYTES` (path `[chunk]`) for a chunk that is not bytes. */
  *add(chunk: unknown): Generator<WthorGame, undefined, undefined> {
    if (!(chunk instanceof Uint8Array)) {
      throw new MindsportError('NOT_BYTES', `chunk ${this.chunks}: ${show(chunk)} is not a Uint8Array`, {
        path: [this.chunks],
        value: chunk,
      });
    }
    this.chunks++;
    this.length += chunk.length;
    let at = 0;
    while (at < chunk.length) {
      if (this.header !== null && this.index === this.header.gameCount) return undefined;
      const size = this.header === null ? HEADER_SIZE : GAME_SIZE;
      let game: WthorGame | undefined;
      if (this.cutLength === 0 && chunk.length - at >= size) {
        game = this.record(chunk, at);
        at += size;
      } else {
        const taken = Math.min(size - this.cutLength, chunk.length - at);
        this.cut.set(chunk.subarray(at, at + taken), this.cutLength);
        this.cutLength += taken;
        at += taken;
        if (this.cutLength < size) continue;
        this.cutLength = 0;
        game = this.record(this.cut, 0);
      }
      if (game !== undefined) yield game;
    }
    return undefined;
  }

  /** The header (then `undefined`), or the next game, from `start` of `bytes`. */
  private record(bytes: Uint8Array, start: number): WthorGame | undefined {
    if (this.header !== null) return readGame(bytes, this.index++, start);
    this.header = gameHeader(bytes.subarray(start, start + HEADER_SIZE));
    return undefined;
  }

  /** At the end of the file: `TRUNCATED_FILE` or `FILE_SIZE_MISMATCH` as for the whole file. */
  end(): void {
    // Fewer than 16 bytes came: readHeader throws its TRUNCATED_FILE.
    if (this.header === null) readHeader(this.cut.subarray(0, this.cutLength));
    else checkFileSize(this.length, 'game file', 'game', 'games', GAME_SIZE, this.header.gameCount);
  }
}

/** The header of a game file, once the board size and the file size are checked. */
function checkedGameHeader(bytes: Uint8Array): WthorHeader {
  requireBytes(bytes);
  const header = gameHeader(bytes);
  checkFileSize(bytes.length, 'game file', 'game', 'games', GAME_SIZE, header.gameCount);
  return header;
}

/** The header of a game file (its first 16 bytes at least), once the board size is checked. */
function gameHeader(bytes: Uint8Array): WthorHeader {
  const header = readHeader(bytes);
  if (header.boardSize !== 8) {
    throw new MindsportError(
      'UNSUPPORTED_BOARD_SIZE',
      `board size ${header.boardSize} at byte offset 12: only 8×8 is supported`,
      {
        path: ['header', 'boardSize'],
        value: header.boardSize,
      },
    );
  }
  return header;
}

/**
 * Game record `index` of a game file, its moves decoded from `10 × row + column`: the 68
 * bytes from `start` of `bytes` (the whole file, or the record alone when read in chunks).
 */
function readGame(bytes: Uint8Array, index: number, start = HEADER_SIZE + GAME_SIZE * index): WthorGame {
  const offset = HEADER_SIZE + GAME_SIZE * index;
  const moves: SquareName[] = [];
  let ended = false;
  for (let ply = 0; ply < 60; ply++) {
    const at = offset + 8 + ply;
    const code = bytes[start + 8 + ply]!;
    if (code === 0) {
      ended = true;
      continue;
    }
    const row = Math.floor(code / 10);
    const column = code % 10;
    if (ended || row < 1 || row > 8 || column < 1 || column > 8) {
      throw new MindsportError(
        'BAD_MOVE_BYTE',
        ended
          ? `game ${index}, ply ${ply + 1} (byte offset ${at}): move byte ${code} follows the 0 that ends the move list`
          : `game ${index}, ply ${ply + 1} (byte offset ${at}): move byte ${code} is not a square (10 × row + column, 1–8)`,
        { path: ['games', index, 'moves', ply], value: code },
      );
    }
    moves.push(SQUARE_NAMES[(row - 1) * 8 + (column - 1)]!);
  }
  return {
    index,
    offset,
    tournamentId: bytes[start]! | (bytes[start + 1]! << 8),
    blackPlayerId: bytes[start + 2]! | (bytes[start + 3]! << 8),
    whitePlayerId: bytes[start + 4]! | (bytes[start + 5]! << 8),
    blackScore: bytes[start + 6]!,
    theoreticalScore: bytes[start + 7]!,
    moves,
  };
}

/**
 * Reads a WTHOR name file: `WTHOR.JOU` (players, 20-byte records) or `WTHOR.TRN`
 * (tournaments, 26-byte records); each record is NUL-terminated 8-bit text, decoded as
 * Latin-1.
 *
 * @category Archives
 * @param bytes - the whole file
 * @param kind - `'players'` or `'tournaments'`
 * @returns the header and the names, indexed by id
 * @throws {@link mindsport!MindsportError} `TRUNCATED_FILE` / `FILE_SIZE_MISMATCH` naming the byte
 *   offset and the record index, `NOT_ONE_OF` for an unknown kind, `NOT_BYTES`
 * @example
 * ```ts
 * import { parseWthorNames } from 'mindsport/othello';
 * const bytes = new Uint8Array(16 + 2 * 20);
 * bytes[8] = 2; // two records
 * bytes.set([63, 63, 63], 16); // "???"
 * bytes.set([...'Zhao Jing'].map((c) => c.charCodeAt(0)), 36);
 * console.log(parseWthorNames(bytes, 'players').names); // [ '???', 'Zhao Jing' ]
 * ```
 */
export function parseWthorNames(bytes: Uint8Array, kind: WthorNameKind): WthorNames {
  requireBytes(bytes);
  checkOneOf(kind, WTHOR_NAME_KINDS, ['kind'], THROW);
  const header = readHeader(bytes);
  const size = NAME_SIZES[kind];
  checkFileSize(bytes.length, `${kind} file`, 'record', 'names', size, header.recordCount);
  const names: string[] = [];
  for (let index = 0; index < header.recordCount; index++) {
    const offset = HEADER_SIZE + size * index;
    let name = '';
    for (let at = offset; at < offset + size && bytes[at] !== 0; at++)
      name += String.fromCharCode(bytes[at]!);
    names.push(name);
  }
  return { header, names };
}

/** Where the kernels write a move set or a flip set (low and high 32 bits). */
const scratch = new Int32Array(2);

/**
 * A WTHOR game on bitboards as it is replayed: the side to move (`p…`) and the other side
 * (`o…`), each as the low and high 32 bits of a 64-square set.
 */
class WthorBoard {
  private pLo = START_POSITION.black.lo | 0;
  private pHi = START_POSITION.black.hi | 0;
  private oLo = START_POSITION.white.lo | 0;
  private oHi = START_POSITION.white.hi | 0;
  private blackToMove = true;
  passes = 0;
  movesPlayed = 0;

  /**
   * Plays move `ply` of the game, passing first when the side to move has no legal move;
   * returns why it cannot be played, or `null`.
   */
  play(game: WthorGame, ply: number): string | null {
    const name = game.moves[ply];
    // Games from parseWthorGames hold valid names; a hand-built one may not.
    const square = typeof name === 'string' && name.length === 2 ? squareIndexAt(name, 0) : -1;
    if (square < 0) return `game ${game.index}, ply ${ply + 1}: ${show(name)} is not a square name`;
    const at = () => `game ${game.index}, ply ${ply + 1} (byte offset ${game.offset + 8 + ply})`;
    if (!this.sideToMoveCanMove()) {
      if (!this.otherSideCanMove()) return `${at()}: ${name} is recorded after the game ended`;
      this.switchSides();
      this.passes++;
    }
    // `scratch` now holds the legal moves of the side to move (after a pass, of the other side).
    const bit = 1 << square;
    if (((square < 32 ? scratch[0]! : scratch[1]!) & bit) === 0) {
      const occupied = ((square < 32 ? this.pLo | this.oLo : this.pHi | this.oHi) & bit) !== 0;
      return `${at()}: ${name} ${occupied ? 'is already occupied' : `flips nothing for ${this.blackToMove ? 'black' : 'white'}`}`;
    }
    computeFlips(this.pLo, this.pHi, this.oLo, this.oHi, square, scratch);
    this.pLo |= scratch[0]! | (square < 32 ? bit : 0);
    this.pHi |= scratch[1]! | (square < 32 ? 0 : bit);
    this.oLo &= ~scratch[0]!;
    this.oHi &= ~scratch[1]!;
    this.switchSides();
    this.movesPlayed++;
    return null;
  }

  /** Neither side has a legal move. */
  finished(): boolean {
    return !this.sideToMoveCanMove() && !this.otherSideCanMove();
  }

  position(): Position {
    return this.blackToMove
      ? makePosition(this.pLo, this.pHi, this.oLo, this.oHi, 'black')
      : makePosition(this.oLo, this.oHi, this.pLo, this.pHi, 'white');
  }

  private sideToMoveCanMove(): boolean {
    generateMoves(this.pLo, this.pHi, this.oLo, this.oHi, scratch);
    return (scratch[0]! | scratch[1]!) !== 0;
  }

  private otherSideCanMove(): boolean {
    generateMoves(this.oLo, this.oHi, this.pLo, this.pHi, scratch);
    return (scratch[0]! | scratch[1]!) !== 0;
  }

  private switchSides(): void {
    const { pLo, pHi } = this;
    this.pLo = this.oLo;
    this.pHi = this.oHi;
    this.oLo = pLo;
    this.oHi = pHi;
    this.blackToMove = !this.blackToMove;
  }
}

/**
 * Replays one WTHOR game from the start position, passing automatically whenever the
 * side to move has no legal move (passes are not recorded), and checks the recorded score
 * against black's disc count with the empty squares to the winner (KOA V.8, the WOF rule
 * WTHOR uses). An unfinished record is flagged, not an error.
 *
 * @category Archives
 * @param game - a game from {@link parseWthorGames}
 * @returns the status, both scores, the passes and the final position
 * @example
 * ```ts
 * import { replayWthorGame } from 'mindsport/othello';
 * const replay = replayWthorGame({
 *   index: 0, offset: 16, tournamentId: 0, blackPlayerId: 0, whitePlayerId: 0,
 *   blackScore: 36, theoreticalScore: 0, moves: ['f5', 'd6', 'c3'],
 * });
 * console.log(replay.status, replay.movesPlayed); // unfinished 3
 * ```
 */
export function replayWthorGame(game: WthorGame): WthorReplay {
  checkRecord(game, [], THROW);
  checkList(game.moves, ['moves'], THROW);
  const board = new WthorBoard();
  let problem: string | null = null;
  for (let ply = 0; ply < game.moves.length && problem === null; ply++) problem = board.play(game, ply);
  const position = board.position();
  const replay = (
    status: WthorReplayStatus,
    computedScore: number | null,
    why: string | null,
  ): WthorReplay => ({
    index: game.index,
    status,
    recordedScore: game.blackScore,
    computedScore,
    movesPlayed: board.movesPlayed,
    passes: board.passes,
    position,
    problem: why,
  });
  if (problem !== null) return replay('illegal', null, problem);
  if (!board.finished()) return replay('unfinished', null, null);
  const { black, white } = discCounts(position);
  const computedScore = scoreDiscs(black, white).black;
  if (computedScore === game.blackScore) return replay('verified', computedScore, null);
  return replay(
    'mismatch',
    computedScore,
    `game ${game.index} (byte offset ${game.offset + 6}): recorded score ${game.blackScore}, computed ${computedScore}`,
  );
}

/**
 * Replays every game of a parsed `.wtb` file with {@link replayWthorGame}.
 *
 * @category Archives
 * @param database - from {@link parseWthorGames}
 * @returns one replay per game, in file order
 * @example
 * ```ts
 * import { parseWthorGames, replayWthorGames } from 'mindsport/othello';
 * const bytes = new Uint8Array(16 + 68);
 * bytes[4] = 1;
 * bytes.set([56, 64, 33], 16 + 8);
 * console.log(replayWthorGames(parseWthorGames(bytes)).map((replay) => replay.status)); // [ 'unfinished' ]
 * ```
 */
export function replayWthorGames(database: WthorDatabase): WthorReplay[] {
  checkRecord(database, [], THROW);
  checkList(database.games, ['games'], THROW);
  return database.games.map(replayWthorGame);
}
