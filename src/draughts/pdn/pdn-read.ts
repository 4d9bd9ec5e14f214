/**
 * Reading PDN (spec draughts.md §2): the tokens of a file, one game after another, each
 * game's main line replayed legally.
 *
 * The reader walks the text once, left to right: every token is matched where it starts
 * (sticky patterns, or for move numbers and numeric moves a scan of the character codes,
 * dispatched on its first character) and never re-scanned, so a megabyte of any content is
 * read or refused in one pass (issue 23: linear parsers). Every game of a file is replayed
 * on one engine board (`MoveReplay`); plain positions are built only for a game's start and
 * end and for an error's message (issue 29: 20,000 games read in a third of the CPU time).
 *
 * @module
 */
import { MindsportError } from '../../core/internal.js';
import { formatFen, parseFen } from '../board/fen.js';
import {
  applyLegalMove,
  causeMessage,
  clip,
  type DraughtsMove,
  type MoveNotation,
  matchingMoves,
  parseMoveNotation,
} from '../board/move.js';
import { DRAUGHTS_START, type DraughtsPosition } from '../board/position.js';
import { MoveReplay } from '../board/replay.js';
import { squareAt } from '../board/squares.js';
import { type PdnResult, parsePdnResult } from '../game/result.js';
import {
  moveColourOf,
  moveNumberOf,
  type PdnFile,
  type PdnGame,
  type PdnMove,
  type PdnResultScale,
} from './pdn.js';
import {
  CODE,
  isSpace,
  type PdnAsyncInput,
  type PdnInput,
  pdnPieces,
  pdnPiecesAsync,
  StoppingPlaces,
} from './pdn-pieces.js';

// Results, also spaced (`2 - 0`): no move can read like one, as no square is 0 and 1-1 is no move.
const RESULT_TOKEN =
  /(?:1\/2-1\/2|1\s*[+-]\s*-\s*1\s*[+-]|2\s*-\s*0|0\s*-\s*2|1\s*-\s*1|0\s*-\s*0|1\s*-\s*0|0\s*-\s*1|\*)(?!\d)/y;
const ELLIPSIS = /\.{2,}/y;
const ALPHANUMERIC_MOVE = /[a-j](?:10|[1-9])(?:(?:\s*[-xX:]\s*)?[a-j](?:10|[1-9]))+(?![0-9a-z])/y;
const ANNOTATION = /(?:[!?]+|\$\d+)/y;
// The value's loop unrolled (`[^"\\\n]*(?:\\.[^"\\\n]*)*` for `(?:[^"\\\n]|\\.)*`): the same
// values, but the pattern engine does not keep a step per character, which overflowed its
// stack at ten million characters.
const TAG = /\[\s*([A-Za-z0-9_]+)\s*"([^"\\\n]*(?:\\.[^"\\\n]*)*)"\s*\]/y;
const ONE_POINT_TOKENS = new Set(['1-0', '0-1', '1/2-1/2']);

/**
 * Reads a PDN file of international draughts games: several games, header tags, comments
 * `{…}` and `;…`, variations `(…)` (skipped), move numbers (`12.`, `12...`), moves `33-28`,
 * captures `28x19`, intermediate squares `28x17x6`, leading zeros `06-11`, spaces in moves
 * (`1- 7`), alphanumeric moves (`d4-e5`, a1 = square 46), annotations `!?` and `$n`, `%` escape
 * lines, a `FEN` tag (`?` to move: the first move decides), and results on both scales (`2-0`, `1-1`, `1+ - 1-` and
 * legacy `1-0`, `1/2-1/2`, `*`; spec §2, §6 decision 1). Each game's main line is replayed
 * from the `FEN` tag or the start position; the first illegal or ambiguous move stops the
 * reading with an error naming the line of the file, the game, the move number and the text
 * (every error of the reading starts with its line: `line 3: game 1 (A – B), move 2 white: …`;
 * lines counted by line feeds). Move numbers written
 * in the file are not required to be right (real files contain slips); the reader counts.
 * Tags are kept under their own names, whatever they are (`__proto__` included).
 *
 * @category Archives
 * @param input - PDN text, or its bytes (UTF-8, else Windows-1252), or either in chunks (see
 *   {@link iteratePdnGames})
 * @returns the games, the result scale the file uses, and any comments after the last game
 *   (`trailingComment`; a comment between games belongs to the next game)
 * @throws `MindsportError` with path `['games', game, 'moves', ply]` (or `['games', game]`):
 *   `ILLEGAL_MOVE`, `AMBIGUOUS_MOVE`, `UNCLOSED_COMMENT`,
 *   `UNCLOSED_VARIATION`, `UNKNOWN_TOKEN`, `BAD_TAG`, `BAD_FEN`,
 *   `UNSUPPORTED_GAME_TYPE` (a `GameType` other than 20), `BAD_RESULT` (a result token
 *   that is none of the accepted ones); `NOT_A_STRING` for an input that is neither text nor
 *   bytes nor chunks of them, `NOT_A_STRING` or `NOT_BYTES` (path `[chunk]`) for a chunk that
 *   is neither or of the other kind than the chunks before it, `MIXED_ENCODING` for chunks of
 *   bytes that are UTF-8 at first and later are not. When the `Result` tag disagrees with the result after the moves, the latter is
 *   used and the tag's is kept in `tagResult`.
 * @example
 * ```ts
 * import { parsePdn } from 'mindsport/draughts';
 * const file = parsePdn('[White "A"]\n[Black "B"]\n1. 32-28 19-23 2. 28x19 14x23 {?} 1-0');
 * const game = file.games[0]!;
 * console.log(game.moves.length, game.moves[3]!.comment, game.result, file.resultScale); // 4 ? 2-0 one-point
 * ```
 */
export function parsePdn(input: PdnInput): PdnFile {
  const reader = new PdnReader();
  const games: PdnGame[] = [];
  for (const game of gamesOf(reader, pdnPieces(input))) games.push(game);
  const scales = new Set(games.map((each) => each.resultScale).filter((scale) => scale !== null));
  const resultScale = scales.size === 0 ? null : scales.size > 1 ? 'mixed' : [...scales][0]!;
  const file: { -readonly [K in keyof PdnFile]: PdnFile[K] } = { games, resultScale };
  if (reader.trailing.length > 0) file.trailingComment = reader.trailing.join(' ');
  return file;
}

/**
 * Reads the games of a PDN file one at a time, for archives too large to hold as one
 * result: each game is read, replayed and handed over before the next one is read. The games
 * are those {@link parsePdn} returns, in the same order, and a bad game stops the
 * iteration with the same error (naming the game and the move) when it is reached; the
 * games before it have been yielded. Comments after the last game are not yielded
 * (`parsePdn` returns them as `trailingComment`).
 *
 * A file larger than the longest string (about 512 MB in V8: a database of a million games)
 * is read in chunks: give an iterable of chunks of text or of bytes, in order, such as the
 * pieces of a file read a block at a time. The chunks may cut a game, a move or a
 * character's bytes anywhere; each is taken when the reading needs it, and memory stays
 * flat: the text is kept from a little before the place reached. The encoding of chunks
 * of bytes is chosen at the first non-ASCII character (UTF-8 when its bytes are UTF-8, else
 * Windows-1252 for the whole file), and chunks that are UTF-8 at first and later are not
 * stop the reading with `MIXED_ENCODING` (bytes given at once are read as Windows-1252 then).
 * Bytes given at once are decoded 16 MiB at a time. An error in a chunk itself stops the
 * iteration when the chunk is taken, which can be before the last game of the chunk before.
 *
 * @category Archives
 * @param input - PDN text, or its bytes (UTF-8, else Windows-1252), or either in chunks
 * @returns an iterator over the games, in file order
 * @throws `MindsportError` `NOT_A_STRING` at once for an input that is neither text nor
 *   bytes nor an iterable; while iterating, the errors of {@link parsePdn} (`ILLEGAL_MOVE`,
 *   `UNKNOWN_TOKEN`, …, and for chunks `NOT_A_STRING`, `NOT_BYTES`, `MIXED_ENCODING`)
 * @example
 * ```ts
 * import { iteratePdnGames } from 'mindsport/draughts';
 * const text = '[White "A"]\n1. 32-28 19-23 2-0\n[White "C"]\n1. 33-29 1-1';
 * const seen: string[] = [];
 * for (const game of iteratePdnGames(text)) seen.push(`${game.tags.White}: ${game.moves.length} moves, ${game.result}`);
 * console.log(seen); // [ 'A: 2 moves, 2-0', 'C: 1 moves, 1-1' ]
 * // The same file in chunks, cut anywhere (a file read a block at a time).
 * const chunks = [text.slice(0, 17), text.slice(17, 30), text.slice(30)];
 * console.log([...iteratePdnGames(chunks)].length); // 2
 * ```
 */
export function iteratePdnGames(input: PdnInput): IterableIterator<PdnGame> {
  return gamesOf(new PdnReader(), pdnPieces(input));
}

/**
 * {@link iteratePdnGames} for chunks that come one at a time: an async iterable of chunks
 * of text or bytes (a Node stream), or a web `ReadableStream` (`fetch(url).body`,
 * `file.stream()` of an uploaded file), as well as everything `iteratePdnGames` takes. Each
 * chunk is awaited when the reading needs it, so a file of any size is read with flat
 * memory; the games and errors are those of `iteratePdnGames` on the same chunks. A web
 * stream is cancelled when the iteration stops before its end.
 *
 * @category Archives
 * @param input - chunks of PDN text or bytes, in order, or any input of `iteratePdnGames`
 * @returns an async iterator over the games, in file order
 * @throws `MindsportError` `NOT_A_STRING` at once for an input of none of these kinds; while
 *   iterating, the errors of {@link iteratePdnGames}
 * @example
 * ```ts
 * import { iteratePdnGamesAsync } from 'mindsport/draughts';
 * async function* download(): AsyncGenerator<Uint8Array> {
 *   yield new TextEncoder().encode('[White "A"]\n1. 32-28 19');
 *   yield new TextEncoder().encode('-23 2-0\n[White "B"]\n1. 33-29 1-1\n');
 * }
 * const players: string[] = [];
 * for await (const game of iteratePdnGamesAsync(download())) players.push(game.tags.White!);
 * console.log(players); // [ 'A', 'B' ]
 * ```
 */
export function iteratePdnGamesAsync(input: PdnAsyncInput): AsyncIterableIterator<PdnGame> {
  return asyncGamesOf(new PdnReader(), pdnPiecesAsync(input));
}

/** {@link gamesOf} for pieces that come one at a time. */
async function* asyncGamesOf(
  reader: PdnReader,
  pieces: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<PdnGame, undefined, undefined> {
  if (Array.isArray(pieces)) {
    yield* gamesOf(reader, pieces);
    return undefined;
  }
  for await (const piece of pieces) {
    reader.add(piece, false);
    yield* reader.ready();
  }
  reader.add('', true);
  yield* reader.ready();
  return undefined;
}

/**
 * The games of a file given as pieces of text, each game handed over once it is read: the
 * reader is given each piece in turn, and the last one as the end of the text.
 */
function* gamesOf(reader: PdnReader, pieces: Iterable<string>): Generator<PdnGame, undefined, undefined> {
  if (Array.isArray(pieces) && pieces.length === 1) reader.add(pieces[0] as string, true);
  else {
    for (const piece of pieces) {
      reader.add(piece, false);
      yield* reader.ready();
    }
    reader.add('', true);
  }
  yield* reader.ready();
  return undefined;
}

/**
 * A copy of a piece of the text, for what the games keep (tags, comments, move texts): a
 * substring may keep the whole string it was cut from alive (V8 does for 13 characters or
 * more), and the reader's text is a window of up to a chunk. Without the copies, each game
 * kept from a file read in 1 MiB chunks kept about a megabyte (992 games kept of 99,180:
 * 210 MB of heap, against 25 MB for the games themselves).
 */
function detached(piece: string): string {
  // Joined to a character, the piece is copied into a new string; the slice is cut from that.
  return ` ${piece}`.slice(1);
}

/** The number of line feeds in `text[start … end)`. */
function lineFeeds(text: string, start: number, end: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', start); at >= 0 && at < end; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/** The token starting at `index`, for a message: up to the next space, at most 40 characters. */
function snippet(text: string, index: number): string {
  const rest = text.slice(index, index + 40);
  const end = rest.search(/\s/);
  return end <= 0 ? rest : rest.slice(0, end);
}

/** The separators of a move's squares, 0–3: `-`, `x`, `X`, `:`. */
function separatorIndex(code: number): number {
  return code === CODE.minus ? 0 : code === CODE.x ? 1 : code === CODE.capitalX ? 2 : 3;
}

/** Squares a move may list and still be read by the tokenizer itself. */
const MAX_SCANNED_SQUARES = 64;

function isDigitCode(code: number): boolean {
  return code >= CODE.zero && code <= CODE.nine;
}

/** A separator of a move's squares: `-`, `x`, `X` or `:`. */
function isSeparator(code: number): boolean {
  return code === CODE.minus || code === CODE.x || code === CODE.capitalX || code === CODE.colon;
}

/** The end of the run of digits starting at `index`. */
function digitsEnd(text: string, index: number): number {
  let cursor = index;
  while (isDigitCode(text.charCodeAt(cursor))) cursor++;
  return cursor;
}

/** The number written in `text[start … end)` (digits), as `Number` reads it. */
function numberAt(text: string, start: number, end: number): number {
  // Past 15 digits a sum of digits could round otherwise than Number does.
  if (end - start > 15) return Number(text.slice(start, end));
  let value = 0;
  for (let cursor = start; cursor < end; cursor++) value = value * 10 + text.charCodeAt(cursor) - CODE.zero;
  return value;
}

/**
 * Stores the square written in `text[start … end)` as `squares[at]`; false when it is not
 * 1–50 (or `at` is past the scratch), which leaves the move to `parseMoveNotation`.
 */
function storeSquare(text: string, start: number, end: number, squares: Int32Array, at: number): boolean {
  let square = 0;
  for (let cursor = start; cursor < end && square <= 50; cursor++) {
    square = square * 10 + text.charCodeAt(cursor) - CODE.zero;
  }
  if (square < 1 || square > 50 || at >= squares.length) return false;
  squares[at] = square;
  return true;
}

/**
 * Turns an alphanumeric move (`a3b4`, `c3xe5`: columns a–j from White's left, rows 1–10 from
 * White's side) into square numbers; numeric moves are returned as they are.
 */
function numericMove(written: string): string {
  if (!/^[a-j]/.test(written)) return written;
  const capture = /[xX:]/.test(written);
  const squares = [...written.matchAll(/([a-j])(10|[1-9])/g)].map((match) => {
    const column = match[1]!.charCodeAt(0) - CODE.a;
    const row = 10 - Number(match[2]);
    const square = squareAt(row, column);
    if (square === 0) {
      throw new MindsportError('BAD_MOVE_NOTATION', `"${match[0]}" in ${clip(written)} is a light square`, {
        value: written,
      });
    }
    return square;
  });
  return squares.join(capture ? 'x' : '-');
}

/** One game while it is read: its tags, the moves replayed so far, the comments waiting for a move. */
class GameReader {
  readonly tags: Record<string, string> = {};
  /** The starting position, once the first move (or the end) is reached. */
  start: DraughtsPosition | null = null;
  readonly moves: PdnMove[] = [];
  writtenNumber: number | null = null;
  terminator: string | null = null;
  /** Comments before the first move (created when one is found). */
  comments: string[] | null = null;
  /** Comments since the last move, waiting to be attached to it. */
  pending: string[] | null = null;
  turnUnknown = false;
  /** 1 when Black moves first: the plies are numbered one on. */
  private offset = 0;

  /** `replay` is the reader's board, loaded with this game's start at its first move. */
  constructor(
    readonly index: number,
    private readonly replay: MoveReplay,
  ) {}

  /** `game 2 (Meijer – Meurs)`, or `game 2` without both names. */
  describe(): string {
    const white = this.tags.White;
    const black = this.tags.Black;
    return white !== undefined && black !== undefined
      ? `game ${this.index + 1} (${white} – ${black})`
      : `game ${this.index + 1}`;
  }

  /** Where the reading stands, for a message: before the first move, or after the last one. */
  where(): string {
    const last = this.moves[this.moves.length - 1];
    if (last === undefined) return `${this.describe()}, before the first move`;
    return `${this.describe()}, after move ${last.number} ${last.colour} (${last.text})`;
  }

  /** The path of the next move. */
  nextMovePath(): (string | number)[] {
    return ['games', this.index, 'moves', this.moves.length];
  }

  /**
   * A tag, stored as an own property whatever its name: a plain assignment of `__proto__`
   * would set the record's prototype and lose the tag (issue 23). The record stays a plain
   * object, as `JSON.parse` builds one.
   */
  setTag(name: string, value: string): void {
    Object.defineProperty(this.tags, name, { value, writable: true, enumerable: true, configurable: true });
  }

  addComment(comment: string): void {
    if (comment === '') return;
    if (this.pending === null) this.pending = [comment];
    else this.pending.push(comment);
  }

  /** Attaches the waiting comments to the last move (or to the game, before the first move). */
  flushComments(): void {
    if (this.pending === null) return;
    const comment = this.pending.join(' ');
    this.pending = null;
    const last = this.moves.length - 1;
    if (last >= 0) this.moves[last] = { ...this.moves[last]!, comment };
    else if (this.comments === null) this.comments = [comment];
    else this.comments.push(comment);
  }

  /** The starting position: the `FEN` tag (checked once, at the first move or the end), else the start. */
  ensureStart(): DraughtsPosition {
    if (this.start !== null) return this.start;
    const gameType = this.tags.GameType;
    if (gameType !== undefined && gameType.split(',')[0]!.trim() !== '20') {
      throw new MindsportError(
        'UNSUPPORTED_GAME_TYPE',
        `${this.describe()}: GameType "${clip(gameType)}" is not international draughts (20)`,
        { path: ['games', this.index, 'tags', 'GameType'], value: gameType },
      );
    }
    const start = this.tags.FEN === undefined ? DRAUGHTS_START : this.startFromFen(this.tags.FEN);
    this.startAt(start);
    return start;
  }

  private startAt(start: DraughtsPosition): void {
    this.start = start;
    this.offset = start.turn === 'black' ? 1 : 0;
    this.replay.load(start);
  }

  private startFromFen(fen: string): DraughtsPosition {
    try {
      // PDN allows "?" for an unknown side to move: the first move decides (White if none).
      this.turnUnknown = /^\s*\?/.test(fen);
      return parseFen(this.turnUnknown ? fen.replace('?', 'W') : fen);
    } catch (error) {
      const message = causeMessage(error);
      throw new MindsportError('BAD_FEN', `${this.describe()}: ${message}`, {
        path: ['games', this.index, 'tags', 'FEN'],
        value: fen,
        cause: error,
      });
    }
  }

  /**
   * Replays one written move: `ILLEGAL_MOVE` / `AMBIGUOUS_MOVE` unless exactly one legal move
   * fits. `squares` holds its `length` squares when the reader has read them (each 1–50),
   * else null and the text is read here. `text` is the move as the game keeps it.
   */
  play(written: string, text: string, squares: ArrayLike<number> | null, length: number): void {
    this.flushComments();
    this.ensureStart();
    if (this.turnUnknown && this.moves.length === 0) this.decideFirstMover(written);
    let legal: DraughtsMove | null;
    if (squares !== null) legal = this.replay.play(squares, length);
    else {
      const notation = this.notation(written);
      legal = this.replay.play(notation.squares, notation.squares.length);
    }
    legal ??= this.refuse(written);
    const half = this.moves.length + this.offset;
    this.moves.push({
      number: moveNumberOf(half),
      colour: moveColourOf(half),
      text,
      move: legal,
    });
  }

  /** `game 3 (A – B), move 12 black`, with the number written in the file when it differs. */
  private label(): string {
    const half = this.moves.length + this.offset;
    const number = moveNumberOf(half);
    const numbering =
      this.writtenNumber !== null && this.writtenNumber !== number
        ? ` (numbered ${this.writtenNumber} in the file)`
        : '';
    return `${this.describe()}, move ${number} ${moveColourOf(half)}${numbering}`;
  }

  /** The squares of a written move; a malformed one is `ILLEGAL_MOVE` naming the move. */
  private notation(written: string): MoveNotation {
    try {
      return parseMoveNotation(numericMove(written));
    } catch (error) {
      const message = causeMessage(error);
      throw new MindsportError('ILLEGAL_MOVE', `${this.label()}: ${message}`, {
        path: this.nextMovePath(),
        value: written,
        cause: error,
      });
    }
  }

  /**
   * A move the board found no single legal move for: the matches on the position as plain
   * data name the candidates in the error (`ILLEGAL_MOVE` for none, `AMBIGUOUS_MOVE` for
   * several). Should the two ways ever disagree, the single match is played.
   */
  private refuse(written: string): DraughtsMove {
    const position = this.replay.position();
    const matches = matchingMoves(position, this.notation(written));
    if (matches.length === 1) {
      this.replay.load(applyLegalMove(position, matches[0]!));
      return matches[0]!;
    }
    const path = this.nextMovePath();
    if (matches.length === 0) {
      throw new MindsportError(
        'ILLEGAL_MOVE',
        `${this.label()}: ${clip(written)} is not a legal move (position ${formatFen(position)})`,
        { path, value: written },
      );
    }
    throw new MindsportError(
      'AMBIGUOUS_MOVE',
      `${this.label()}: ${clip(written)} is ambiguous, it can be ${matches.map((candidate) => candidate.path.join('x')).join(' or ')}`,
      { path, value: written },
    );
  }

  /** A FEN with "?" to move: Black moves first when the first move is Black's. */
  private decideFirstMover(written: string): void {
    this.turnUnknown = false;
    const asBlack: DraughtsPosition = { ...this.start!, turn: 'black' };
    let blackMatches: DraughtsMove[] = [];
    try {
      blackMatches = matchingMoves(asBlack, parseMoveNotation(numericMove(written)));
    } catch {
      blackMatches = [];
    }
    if (blackMatches.length > 0) this.startAt(asBlack);
  }

  /** The game as read: the result from the marker after the moves, else from the `Result` tag. */
  finish(): PdnGame {
    this.flushComments();
    const start = this.ensureStart();
    const tagToken = this.tags.Result;
    const tagResult = tagToken === undefined ? null : this.result(tagToken, ['tags', 'Result']);
    const markResult = this.terminator === null ? null : this.result(this.terminator, ['result']);
    // The reader's own records are handed over: it is dropped after this game.
    const game: { -readonly [K in keyof PdnGame]: PdnGame[K] } = {
      tags: this.tags,
      start,
      moves: this.moves,
      end: this.moves.length === 0 ? start : this.replay.position(),
      result: markResult ?? tagResult,
      resultScale: scaleOf(this.terminator ?? tagToken ?? null),
    };
    if (tagResult !== null && markResult !== null && tagResult !== markResult) game.tagResult = tagResult;
    if (this.comments !== null) game.comment = this.comments.join(' ');
    return game;
  }

  /** A result token's meaning; the path (below the game) is built only for an error. */
  private result(token: string, below: readonly string[]): PdnResult {
    return RESULT_OF_TOKEN.get(token) ?? parsePdnResult(token, ['games', this.index, ...below]);
  }

  /** True when the game has tags or moves: a game, not only comments. */
  hasContent(): boolean {
    return this.moves.length > 0 || Object.keys(this.tags).length > 0;
  }
}

/**
 * The result tokens written without spaces, read once: most files hold only these, and a game
 * then needs no error path built for its result (1 MB of `*`, a million empty games, built
 * `dist/`: 534 against 681 ms CPU, median of 7 interleaved runs).
 */
const RESULT_OF_TOKEN: ReadonlyMap<string, PdnResult> = new Map(
  ['*', '2-0', '0-2', '1-1', '0-0', '1-0', '0-1', '1/2-1/2', '1+-1-', '1--1+'].map((token) => [
    token,
    parsePdnResult(token),
  ]),
);

/** The scale a result token is written in; null for `0-0`, `*` or none. */
function scaleOf(token: string | null): PdnResultScale | null {
  if (token === null) return null;
  const compact = RESULT_OF_TOKEN.has(token) ? token : token.replace(/\s+/g, '');
  if (compact === '*' || compact === '0-0') return null;
  return ONE_POINT_TOKENS.has(compact) ? 'one-point' : 'two-point';
}

/**
 * The reading of a file, one game at a time: the number of games read, the game being read,
 * the game finished and not yet handed over, the place in the text.
 */
class PdnReader {
  private count = 0;
  private game: GameReader | null = null;
  private finished: PdnGame | null = null;
  private index = 0;
  /** Comments after the last game, once the text is read to its end. */
  trailing: string[] = [];
  /** The board every game of the file is replayed on. */
  private readonly replay = new MoveReplay();
  /** The squares of the move being read (scratch: a longer move is read by `parseMoveNotation`). */
  private readonly squares = new Int32Array(MAX_SCANNED_SQUARES);
  /** The plain two-square move texts read so far, by separator, origin and destination. */
  private readonly moveTexts: (string | undefined)[] = [];

  /** The text given and not yet read, with the character before the place reached. */
  private text = '';
  /** Where the reading may go to in `text`: its end once the last piece is in, else a stopping place. */
  private limit = 0;
  private ended = false;
  /** The stopping places of the text given so far. */
  private readonly places = new StoppingPlaces();
  /** Pieces given but not yet joined to `text`: they hold no new stopping place. */
  private waiting: string[] = [];
  /** Where `text` starts in the whole text. */
  private base = 0;
  /** The line feeds of the whole text before `text`. */
  private linesBefore = 0;

  /**
   * The next piece of the file's text; `last` when it ends the text. A piece is joined to
   * the text once it lets the reading go further; the text already read is dropped.
   */
  add(piece: string, last: boolean): void {
    this.waiting.push(piece);
    let place = 0;
    if (!last) {
      place = this.places.scan(piece) - this.base;
      if (place <= this.limit) return;
    }
    // One character before the place reached is kept: a `%` starts an escape line only at a line start.
    const keep = Math.max(0, this.index - 1);
    this.linesBefore += lineFeeds(this.text, 0, keep);
    this.text = this.text.slice(keep) + this.waiting.join('');
    this.waiting = [];
    this.base += keep;
    this.index -= keep;
    this.limit = last ? this.text.length : place - keep;
    this.ended = last;
  }

  /** The games the text given so far holds, each read when it is asked for (see {@link next}). */
  *ready(): Generator<PdnGame, undefined, undefined> {
    for (let game = this.next(); game !== null; game = this.next()) yield game;
    return undefined;
  }

  /**
   * The next game of the file; null when the text given so far ends before the next game
   * does (the next piece is needed), and after the last game once the last piece is in.
   */
  next(): PdnGame | null {
    const text = this.text;
    try {
      // A token that finishes a game may also start the next one (a tag): the loop stops
      // after the token, with the next game's state kept in `game`.
      while (this.finished === null && this.index < this.limit) {
        const code = text.charCodeAt(this.index);
        if (isSpace(code)) this.index++;
        else if (code === CODE.openBracket) this.readTag();
        else this.readMoveText(code);
      }
      if (this.finished === null && this.ended) this.endOfText();
    } catch (error) {
      throw this.located(error);
    }
    const game = this.finished;
    this.finished = null;
    return game;
  }

  /**
   * An error of the reading with the line of the file it stopped on in front of its message
   * (line feeds counted, so `\r\n` and `\n` files alike): a game of a large file is found
   * by its line. Code, path and value stay as they are.
   */
  private located(error: unknown): unknown {
    if (!(error instanceof MindsportError)) return error;
    const line = 1 + this.linesBefore + lineFeeds(this.text, 0, this.index);
    return new MindsportError(error.code, `line ${line}: ${error.message}`, {
      path: error.path,
      value: error.value,
      ...(error.cause === undefined ? {} : { cause: error.cause }),
    });
  }

  /** The game being read, started when its first token is found. */
  private current(): GameReader {
    this.game ??= new GameReader(this.count, this.replay);
    return this.game;
  }

  private finishGame(game: GameReader): void {
    this.finished = game.finish();
    this.count++;
    this.game = null;
  }

  /** A tag `[Name "value"]`; a tag after moves or a result starts the next game. */
  private readTag(): void {
    if (this.game !== null && (this.game.moves.length > 0 || this.game.terminator !== null)) {
      this.finishGame(this.game);
    }
    const game = this.current();
    TAG.lastIndex = this.index;
    const tag = TAG.exec(this.text);
    if (tag === null) {
      const token = snippet(this.text, this.index);
      throw new MindsportError('BAD_TAG', `${game.describe()}: "${token}" is not a tag like [White "Name"]`, {
        path: ['games', game.index, 'tags'],
        value: token,
      });
    }
    game.setTag(detached(tag[1]!), detached(tag[2]!.replace(/\\(.)/g, '$1')));
    this.index += tag[0].length;
  }

  /** Anything after the tags: comments, escape lines, variations, numbers, moves, results. */
  private readMoveText(code: number): void {
    const game = this.current();
    if (code === CODE.openBrace) this.readBraceComment(game);
    else if (code === CODE.percent && this.atLineStart()) this.skipLine();
    else if (code === CODE.semicolon) this.readLineComment(game);
    else if (code === CODE.openParen) this.skipVariation(game);
    else this.readToken(game, code);
  }

  private atLineStart(): boolean {
    const before = this.index === 0 ? CODE.lineFeed : this.text.charCodeAt(this.index - 1);
    return before === CODE.lineFeed || before === CODE.carriageReturn;
  }

  /** A comment `{…}`: attached to the move before it (or to the game before the first move). */
  private readBraceComment(game: GameReader): void {
    const close = this.text.indexOf('}', this.index + 1);
    if (close < 0) {
      const opening = this.text.slice(this.index, this.index + 30);
      throw new MindsportError(
        'UNCLOSED_COMMENT',
        `${game.where()}: the comment "${opening}" is never closed with }`,
        { path: game.nextMovePath(), value: opening },
      );
    }
    game.addComment(detached(this.text.slice(this.index + 1, close).trim()));
    this.index = close + 1;
  }

  /** A PDN escape line `%…`: ignored to the end of the line. */
  private skipLine(): void {
    const close = this.text.indexOf('\n', this.index);
    this.index = close < 0 ? this.text.length : close;
  }

  /** A comment `; …` to the end of the line. */
  private readLineComment(game: GameReader): void {
    const close = this.text.indexOf('\n', this.index);
    const end = close < 0 ? this.text.length : close;
    game.addComment(detached(this.text.slice(this.index + 1, end).trim()));
    this.index = end;
  }

  /**
   * A variation `( … )`, nested ones included, checked for balance and skipped; comments
   * inside it (`{…}`, `; …` to the end of the line) may hold a `)`.
   */
  private skipVariation(game: GameReader): void {
    const text = this.text;
    let depth = 0;
    let cursor = this.index;
    while (cursor < text.length) {
      const code = text.charCodeAt(cursor);
      if (code === CODE.openBrace || code === CODE.semicolon) {
        const close = text.indexOf(code === CODE.openBrace ? '}' : '\n', cursor + 1);
        if (close < 0) {
          cursor = text.length;
          break;
        }
        cursor = code === CODE.openBrace ? close + 1 : close;
        continue;
      }
      if (code === CODE.openParen) depth++;
      else if (code === CODE.closeParen && --depth === 0) break;
      cursor++;
    }
    // The scan ends at the closing ) with depth 0; anything else left the variation open.
    if (depth !== 0 || cursor >= text.length) {
      const opening = text.slice(this.index, this.index + 30);
      throw new MindsportError(
        'UNCLOSED_VARIATION',
        `${game.where()}: the variation "${opening}" is never closed with )`,
        { path: game.nextMovePath(), value: opening },
      );
    }
    this.index = cursor + 1;
  }

  /** A result, a move number, an ellipsis or annotation, or a move; anything else is refused. */
  private readToken(game: GameReader, code: number): void {
    const isDigit = code >= CODE.zero && code <= CODE.nine;
    // A result is one digit (or *) and no digit after it: a move such as 32-28 is not tried.
    if (code === CODE.star || (isDigit && !isDigitCode(this.text.charCodeAt(this.index + 1)))) {
      const result = this.match(RESULT_TOKEN);
      if (result !== null) {
        game.flushComments();
        game.terminator = result;
        this.finishGame(game);
        return;
      }
    }
    if (isDigit) {
      if (this.readMoveNumber(game)) return;
      if (this.readNumericMove(game)) return;
    }
    if (code === CODE.dot && this.match(ELLIPSIS) !== null) return;
    if (
      (code === CODE.exclamation || code === CODE.question || code === CODE.dollar) &&
      this.match(ANNOTATION) !== null
    )
      return;
    if (code >= CODE.a && code <= CODE.j) {
      const move = this.match(ALPHANUMERIC_MOVE);
      if (move !== null) {
        game.play(move, detached(move.replace(/\s+/g, '')), null, 0);
        return;
      }
    }
    const token = snippet(this.text, this.index);
    throw new MindsportError(
      'UNKNOWN_TOKEN',
      `${game.where()}: "${token}" is not a move, move number, comment or result`,
      { path: game.nextMovePath(), value: token },
    );
  }

  /** A move number `12.` or `12...` (spaces allowed before the dots), as `/(\d+)\s*\.+/` reads it. */
  private readMoveNumber(game: GameReader): boolean {
    const text = this.text;
    const digits = digitsEnd(text, this.index);
    let cursor = digits;
    while (cursor < text.length && isSpace(text.charCodeAt(cursor))) cursor++;
    if (text.charCodeAt(cursor) !== CODE.dot) return false;
    while (text.charCodeAt(cursor) === CODE.dot) cursor++;
    game.flushComments();
    game.writtenNumber = numberAt(text, this.index, digits);
    this.index = cursor;
    return true;
  }

  /**
   * A numeric move, as `/\d+(?:\s*[-xX:]\s*\d+)+/` reads it: squares joined by `-`, `x`,
   * `X` or `:`, spaces allowed around them. Its squares are read on the way; a move with a
   * square outside 1–50 or with many squares is left to `parseMoveNotation` (and its error).
   */
  private readNumericMove(game: GameReader): boolean {
    const text = this.text;
    const squares = this.squares;
    let end = digitsEnd(text, this.index);
    let count = 0;
    let valid = storeSquare(text, this.index, end, squares, count++);
    let spaced = false;
    for (;;) {
      let cursor = end;
      while (cursor < text.length && isSpace(text.charCodeAt(cursor))) cursor++;
      if (!isSeparator(text.charCodeAt(cursor))) break;
      cursor++;
      while (cursor < text.length && isSpace(text.charCodeAt(cursor))) cursor++;
      if (!isDigitCode(text.charCodeAt(cursor))) break;
      spaced ||= cursor - end > 1;
      const digits = digitsEnd(text, cursor);
      if (valid) valid = storeSquare(text, cursor, digits, squares, count);
      count++;
      end = digits;
    }
    if (count < 2) return false;
    const written = spaced
      ? text.slice(this.index, end)
      : this.moveText(this.index, end, squares, count, valid);
    this.index = end;
    const compact = spaced ? detached(written.replace(/\s+/g, '')) : written;
    game.play(written, compact, valid ? squares : null, count);
    return true;
  }

  /**
   * The text of a move `text[start … end)`. A move of two squares written plainly (`32-28`,
   * `19x28`: no spaces, no leading zeros) is kept once per file, as a few hundred such moves
   * make most of an archive; `squares` holds its squares when `valid`.
   */
  private moveText(start: number, end: number, squares: Int32Array, count: number, valid: boolean): string {
    const text = this.text;
    if (!valid || count !== 2) return detached(text.slice(start, end));
    const from = squares[0]!;
    const to = squares[1]!;
    const separator = start + (from < 10 ? 1 : 2);
    if (end - separator !== (to < 10 ? 2 : 3)) return detached(text.slice(start, end));
    const key = (separatorIndex(text.charCodeAt(separator)) * 51 + from) * 51 + to;
    let shared = this.moveTexts[key];
    if (shared === undefined) {
      shared = detached(text.slice(start, end));
      this.moveTexts[key] = shared;
    }
    return shared;
  }

  /** The text a sticky pattern matches at the current place (and the place moved past it), or null. */
  private match(pattern: RegExp): string | null {
    pattern.lastIndex = this.index;
    const found = pattern.exec(this.text);
    if (found === null) return null;
    this.index += found[0].length;
    return found[0];
  }

  /**
   * The end of the text: what is left after the last result is a game when it has tags or
   * moves, else only comments, kept as the file's trailing comment (not made into a game
   * without moves).
   */
  private endOfText(): void {
    const game = this.game;
    if (game === null) return;
    if (game.hasContent()) this.finishGame(game);
    else {
      this.trailing = [...(game.comments ?? []), ...(game.pending ?? [])];
      this.game = null;
    }
  }
}
