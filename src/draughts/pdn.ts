import { show } from '../core/guards.js';
import { MindsportError } from '../core/internal.js';
import { decodeUtf8OrWindows1252 } from '../core/text.js';
import { formatFen, parseFen } from './fen.js';
import {
  applyLegalMove,
  type DraughtsMove,
  formatMove,
  matchNotation,
  movesWithPaths,
  parseMoveNotation,
} from './move.js';
import {
  DRAUGHTS_START,
  type DraughtsColour,
  type DraughtsPosition,
  validateDraughtsPosition,
} from './position.js';
import { formatPdnResult, needsPlusDrawFormat, type PdnResult, parsePdnResult } from './result.js';
import { squareAt } from './squares.js';

/**
 * The result scales found in PDN files: the legacy one point per game (`1-0`, `1/2-1/2`) or the
 * FMJD/KNDB two points (`2-0`, `1-1`, `1+ - 1-`), spec §2.
 *
 * @example
 * ```ts
 * import { parsePdn, PDN_RESULT_SCALES } from 'mindsport/draughts';
 * console.log(PDN_RESULT_SCALES, parsePdn('1. 32-28 1-1').resultScale); // [ 'one-point', 'two-point' ] two-point
 * ```
 */
export const PDN_RESULT_SCALES = Object.freeze(['one-point', 'two-point'] as const);

/** A result scale: `'one-point'` (`1-0`, `0-1`, `1/2-1/2`) or `'two-point'` (`2-0`, `1-1`, `1+ - 1-`, …). */
export type PdnResultScale = (typeof PDN_RESULT_SCALES)[number];

/** One move of a replayed PDN game. */
export interface PdnMove {
  /** Move number counted from the game's start (both sides' moves share a number). */
  readonly number: number;
  /** The side that played it. */
  readonly colour: DraughtsColour;
  /** The move as written in the file, such as `28x19` or `06-11`. */
  readonly text: string;
  /** The legal move it stands for. */
  readonly move: DraughtsMove;
  /** Comments `{…}` written after the move, joined by a space; absent when none. */
  readonly comment?: string;
}

/** A game read from PDN and replayed legally to its end. */
export interface PdnGame {
  /** Header tags in file order, such as `White`, `Black`, `Event`, `Result`. */
  readonly tags: Readonly<Record<string, string>>;
  /** The starting position: the `FEN` tag, else the standard start. */
  readonly start: DraughtsPosition;
  /** The moves of the main line (variations are checked for balance and skipped). */
  readonly moves: readonly PdnMove[];
  /** The position after the last move. */
  readonly end: DraughtsPosition;
  /**
   * The result in draughts points (legacy tokens mapped: `1-0` → `2-0`, `0-1` → `0-2`,
   * `1/2-1/2` → `1-1`; `*` → `'unfinished'`), from the game-termination marker or else the
   * `Result` tag; null when the game states none.
   */
  readonly result: PdnResult | null;
  /**
   * The `Result` tag's result, present only when it disagrees with the result written
   * after the moves (real files contain such slips; the result after the moves is used).
   */
  readonly tagResult?: PdnResult;
  /** The scale the game's result token is written in; null for `0-0`, `*` or no result. */
  readonly resultScale: PdnResultScale | null;
  /** Comments before the first move, joined by a space; absent when none. */
  readonly comment?: string;
}

/** A PDN file read by {@link parsePdn}. */
export interface PdnFile {
  /** The games in file order. */
  readonly games: readonly PdnGame[];
  /**
   * The result scale the file uses: one scale, `'mixed'` when games use both, null when no
   * game's result tells (only `0-0`, `*` or none).
   */
  readonly resultScale: PdnResultScale | 'mixed' | null;
  /**
   * Comments after the last game where no game follows (joined by a space); absent when none.
   * A comment between two games belongs to the next one (its `comment`).
   */
  readonly trailingComment?: string;
}

// Results, also spaced (`2 - 0`): no move can read like one, as no square is 0 and 1-1 is no move.
const RESULT_TOKEN =
  /(?:1\/2-1\/2|1\s*[+-]\s*-\s*1\s*[+-]|2\s*-\s*0|0\s*-\s*2|1\s*-\s*1|0\s*-\s*0|1\s*-\s*0|0\s*-\s*1|\*)(?!\d)/y;
const MOVE_NUMBER = /(\d+)\s*\.+/y;
const ELLIPSIS = /\.{2,}/y;
const MOVE = /\d+(?:\s*[-xX:]\s*\d+)+/y;
const ALPHANUMERIC_MOVE = /[a-j](?:10|[1-9])(?:(?:\s*[-xX:]\s*)?[a-j](?:10|[1-9]))+(?![0-9a-z])/y;
const ANNOTATION = /(?:[!?]+|\$\d+)/y;
const TAG = /\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\n]|\\.)*)"\s*\]/y;
/** A whole tag name as `TAG` reads it; `formatPdn` writes no other. */
const TAG_NAME = /^[A-Za-z0-9_]+$/;
const ONE_POINT_TOKENS = new Set(['1-0', '0-1', '1/2-1/2']);

function matchAt(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

/**
 * Decodes PDN bytes: UTF-8 when valid, otherwise Windows-1252 (older PDN files).
 *
 * @internal
 */
export function decodePdnBytes(bytes: Uint8Array): string {
  return decodeUtf8OrWindows1252(bytes);
}

interface GameBuilder {
  readonly index: number;
  readonly tags: Record<string, string>;
  start: DraughtsPosition | null;
  position: DraughtsPosition | null;
  readonly moves: PdnMove[];
  writtenNumber: number | null;
  terminator: string | null;
  comment: string[];
  moveComments: string[];
  turnUnknown: boolean;
}

function describeGame(builder: GameBuilder): string {
  const white = builder.tags.White;
  const black = builder.tags.Black;
  return white !== undefined && black !== undefined
    ? `game ${builder.index + 1} (${white} – ${black})`
    : `game ${builder.index + 1}`;
}

/**
 * Turns an alphanumeric move (`a3b4`, `c3xe5`: columns a–j from White's left, rows 1–10 from
 * White's side) into square numbers; numeric moves are returned as they are.
 */
function numericMove(written: string): string {
  if (!/^[a-j]/.test(written)) return written;
  const capture = /[xX:]/.test(written);
  const squares = [...written.matchAll(/([a-j])(10|[1-9])/g)].map((match) => {
    const column = match[1]!.charCodeAt(0) - 97;
    const row = 10 - Number(match[2]);
    const square = squareAt(row, column);
    if (square === 0) {
      throw new MindsportError('DRAUGHTS_MOVE_INVALID', `"${match[0]}" in ${written} is a light square`, {
        value: written,
      });
    }
    return square;
  });
  return squares.join(capture ? 'x' : '-');
}

function numberOf(start: DraughtsPosition, ply: number): { number: number; colour: DraughtsColour } {
  const offset = start.turn === 'black' ? 1 : 0;
  const colour: DraughtsColour = (ply + offset) % 2 === 0 ? 'white' : 'black';
  return { number: Math.floor((ply + offset) / 2) + 1, colour };
}

function snippet(text: string, index: number): string {
  const rest = text.slice(index, index + 40);
  const end = rest.search(/\s/);
  return end <= 0 ? rest : rest.slice(0, end);
}

/**
 * Reads a PDN file of international draughts games: several games, header tags, comments
 * `{…}` and `;…`, variations `(…)` (skipped), move numbers (`12.`, `12...`), moves `33-28`,
 * captures `28x19`, intermediate squares `28x17x6`, leading zeros `06-11`, spaces in moves
 * (`1- 7`), alphanumeric moves (`d4-e5`, a1 = square 46), annotations `!?` and `$n`, `%` escape
 * lines, a `FEN` tag (`?` to move: the first move decides), and results on both scales (`2-0`, `1-1`, `1+ - 1-` and
 * legacy `1-0`, `1/2-1/2`, `*`; spec §2, §6 decision 1). Each game's main line is replayed
 * from the `FEN` tag or the start position; the first illegal or ambiguous move stops the
 * reading with an error naming the game, the move number and the text. Move numbers written
 * in the file are not required to be right (real files contain slips); the reader counts.
 *
 * @param input - PDN text, or its bytes (UTF-8, else Windows-1252)
 * @returns the games, the result scale the file uses, and any comments after the last game
 *   (`trailingComment`; a comment between games belongs to the next game)
 * @throws {@link MindsportError} with path `['games', game, 'moves', ply]` (or `['games', game]`):
 *   `PDN_MOVE_ILLEGAL`, `PDN_MOVE_AMBIGUOUS`, `PDN_COMMENT_UNTERMINATED`,
 *   `PDN_VARIATION_UNTERMINATED`, `PDN_TOKEN_UNKNOWN`, `PDN_TAG_INVALID`, `PDN_FEN_INVALID`,
 *   `PDN_GAME_TYPE_UNSUPPORTED` (a `GameType` other than 20), `RESULT_UNKNOWN` (a result token
 *   that is none of the accepted ones). When the `Result` tag disagrees with the result after
 *   the moves, the latter is used and the tag's is kept in `tagResult`.
 * @example
 * ```ts
 * import { parsePdn } from 'mindsport/draughts';
 * const file = parsePdn('[White "A"]\n[Black "B"]\n1. 32-28 19-23 2. 28x19 14x23 {?} 1-0');
 * const game = file.games[0]!;
 * console.log(game.moves.length, game.moves[3]!.comment, game.result, file.resultScale); // 4 ? 2-0 one-point
 * ```
 */
export function parsePdn(input: string | Uint8Array): PdnFile {
  const text = typeof input === 'string' ? input : decodePdnBytes(input);
  const games: PdnGame[] = [];
  let builder: GameBuilder | null = null;

  const newBuilder = (): GameBuilder => ({
    index: games.length,
    tags: {},
    start: null,
    position: null,
    moves: [],
    writtenNumber: null,
    terminator: null,
    comment: [],
    moveComments: [],
    turnUnknown: false,
  });
  const where = (game: GameBuilder): string => {
    const count = game.moves.length;
    if (count === 0) return `${describeGame(game)}, before the first move`;
    const last = game.moves[count - 1]!;
    return `${describeGame(game)}, after move ${last.number} ${last.colour} (${last.text})`;
  };
  const ensureStart = (game: GameBuilder): DraughtsPosition => {
    if (game.position !== null) return game.position;
    const gameType = game.tags.GameType;
    if (gameType !== undefined && gameType.split(',')[0]!.trim() !== '20') {
      throw new MindsportError(
        'PDN_GAME_TYPE_UNSUPPORTED',
        `${describeGame(game)}: GameType "${gameType}" is not international draughts (20)`,
        { path: ['games', game.index, 'tags', 'GameType'], value: gameType },
      );
    }
    const fen = game.tags.FEN;
    let start: DraughtsPosition = DRAUGHTS_START;
    if (fen !== undefined) {
      try {
        // PDN allows "?" for an unknown side to move: the first move decides (White if none).
        const unknown = /^\s*\?/.test(fen);
        game.turnUnknown = unknown;
        start = parseFen(unknown ? fen.replace('?', 'W') : fen);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new MindsportError('PDN_FEN_INVALID', `${describeGame(game)}: ${message}`, {
          path: ['games', game.index, 'tags', 'FEN'],
          value: fen,
          cause: error,
        });
      }
    }
    game.start = start;
    game.position = start;
    return start;
  };
  const flushMoveComment = (game: GameBuilder): void => {
    if (game.moveComments.length === 0) return;
    const last = game.moves.length - 1;
    const comment = game.moveComments.join(' ');
    game.moveComments = [];
    if (last < 0) game.comment.push(comment);
    else game.moves[last] = { ...game.moves[last]!, comment };
  };
  const finish = (game: GameBuilder): void => {
    flushMoveComment(game);
    ensureStart(game);
    const start = game.start ?? DRAUGHTS_START;
    const path = ['games', game.index];
    const tagToken = game.tags.Result;
    const tagResult = tagToken === undefined ? null : parsePdnResult(tagToken, [...path, 'tags', 'Result']);
    const markResult = game.terminator === null ? null : parsePdnResult(game.terminator, [...path, 'result']);
    const token = game.terminator ?? tagToken ?? null;
    const result = markResult ?? tagResult;
    const compact = token === null ? '' : token.replace(/\s+/g, '');
    const resultScale: PdnResultScale | null =
      token === null || compact === '*' || compact === '0-0'
        ? null
        : ONE_POINT_TOKENS.has(compact)
          ? 'one-point'
          : 'two-point';
    games.push({
      tags: { ...game.tags },
      start,
      moves: game.moves,
      end: game.position ?? start,
      result,
      resultScale,
      ...(tagResult !== null && markResult !== null && tagResult !== markResult ? { tagResult } : {}),
      ...(game.comment.length > 0 ? { comment: game.comment.join(' ') } : {}),
    });
  };

  let index = 0;
  while (index < text.length) {
    const character = text[index]!;
    if (/\s/.test(character)) {
      index++;
      continue;
    }
    if (character === '[') {
      if (builder !== null && (builder.moves.length > 0 || builder.terminator !== null)) {
        finish(builder);
        builder = null;
      }
      builder ??= newBuilder();
      const tag = matchAt(TAG, text, index);
      if (tag === null) {
        throw new MindsportError(
          'PDN_TAG_INVALID',
          `${describeGame(builder)}: "${snippet(text, index)}" is not a tag like [White "Name"]`,
          {
            path: ['games', builder.index, 'tags'],
            value: snippet(text, index),
          },
        );
      }
      builder.tags[tag[1]!] = tag[2]!.replace(/\\(.)/g, '$1');
      index += tag[0].length;
      continue;
    }
    builder ??= newBuilder();
    const game = builder;
    if (character === '{') {
      const close = text.indexOf('}', index + 1);
      if (close < 0) {
        throw new MindsportError(
          'PDN_COMMENT_UNTERMINATED',
          `${where(game)}: the comment "${text.slice(index, index + 30)}" is never closed with }`,
          { path: ['games', game.index, 'moves', game.moves.length], value: text.slice(index, index + 30) },
        );
      }
      const comment = text.slice(index + 1, close).trim();
      if (comment !== '') game.moveComments.push(comment);
      index = close + 1;
      continue;
    }
    if (character === '%' && (index === 0 || text[index - 1] === '\n' || text[index - 1] === '\r')) {
      // PDN escape line: ignored to the end of the line.
      const close = text.indexOf('\n', index);
      index = close < 0 ? text.length : close;
      continue;
    }
    if (character === ';') {
      const close = text.indexOf('\n', index);
      const end = close < 0 ? text.length : close;
      const comment = text.slice(index + 1, end).trim();
      if (comment !== '') game.moveComments.push(comment);
      index = end;
      continue;
    }
    if (character === '(') {
      let depth = 0;
      let cursor = index;
      while (cursor < text.length) {
        const current = text[cursor]!;
        if (current === '{') {
          const close = text.indexOf('}', cursor + 1);
          if (close < 0) break;
          cursor = close + 1;
          continue;
        }
        if (current === ';') {
          // A ";" comment runs to the end of the line, and may hold a ")".
          const close = text.indexOf('\n', cursor);
          cursor = close < 0 ? text.length : close;
          continue;
        }
        if (current === '(') depth++;
        else if (current === ')') {
          depth--;
          if (depth === 0) break;
        }
        cursor++;
      }
      // The scan ends at the closing ) with depth 0; anything else left the variation open.
      if (depth !== 0) {
        throw new MindsportError(
          'PDN_VARIATION_UNTERMINATED',
          `${where(game)}: the variation "${text.slice(index, index + 30)}" is never closed with )`,
          { path: ['games', game.index, 'moves', game.moves.length], value: text.slice(index, index + 30) },
        );
      }
      index = cursor + 1;
      continue;
    }
    const result = matchAt(RESULT_TOKEN, text, index);
    if (result !== null) {
      flushMoveComment(game);
      game.terminator = result[0];
      index += result[0].length;
      finish(game);
      builder = null;
      continue;
    }
    const moveNumber = matchAt(MOVE_NUMBER, text, index);
    if (moveNumber !== null) {
      flushMoveComment(game);
      game.writtenNumber = Number(moveNumber[1]);
      index += moveNumber[0].length;
      continue;
    }
    const ellipsis = matchAt(ELLIPSIS, text, index) ?? matchAt(ANNOTATION, text, index);
    if (ellipsis !== null) {
      index += ellipsis[0].length;
      continue;
    }
    const move = matchAt(MOVE, text, index);
    if (move !== null) {
      flushMoveComment(game);
      ensureStart(game);
      playPdnMove(game, game.start!, move[0]);
      index += move[0].length;
      continue;
    }
    const alphanumeric = matchAt(ALPHANUMERIC_MOVE, text, index);
    if (alphanumeric !== null) {
      flushMoveComment(game);
      ensureStart(game);
      playPdnMove(game, game.start!, alphanumeric[0]);
      index += alphanumeric[0].length;
      continue;
    }
    const token = snippet(text, index);
    throw new MindsportError(
      'PDN_TOKEN_UNKNOWN',
      `${where(game)}: "${token}" is not a move, move number, comment or result`,
      {
        path: ['games', game.index, 'moves', game.moves.length],
        value: token,
      },
    );
  }
  // What is left after the last result: a game with tags or moves, else only comments (kept
  // as the file's trailing comment, not made into a game without moves).
  let trailing: string[] = [];
  if (builder !== null) {
    if (builder.moves.length > 0 || Object.keys(builder.tags).length > 0) finish(builder);
    else trailing = [...builder.comment, ...builder.moveComments];
  }
  const scales = new Set(games.map((game) => game.resultScale).filter((scale) => scale !== null));
  const resultScale = scales.size === 0 ? null : scales.size > 1 ? 'mixed' : [...scales][0]!;
  return { games, resultScale, ...(trailing.length > 0 ? { trailingComment: trailing.join(' ') } : {}) };

  function playPdnMove(game: GameBuilder, given: DraughtsPosition, written: string): void {
    let start = given;
    const ply = game.moves.length;
    if (game.turnUnknown && ply === 0) {
      // A FEN with "?" to move: Black moves first when the first move is Black's.
      game.turnUnknown = false;
      const asBlack: DraughtsPosition = { ...start, turn: 'black' };
      let blackMatches: DraughtsMove[] = [];
      try {
        blackMatches = matchNotation(movesWithPaths(asBlack), parseMoveNotation(numericMove(written)));
      } catch {
        blackMatches = [];
      }
      if (blackMatches.length > 0) {
        start = asBlack;
        game.start = asBlack;
        game.position = asBlack;
      }
    }
    const position = game.position!;
    const { number, colour } = numberOf(start, ply);
    const path = ['games', game.index, 'moves', ply];
    const numbering =
      game.writtenNumber !== null && game.writtenNumber !== number
        ? ` (numbered ${game.writtenNumber} in the file)`
        : '';
    const label = `${describeGame(game)}, move ${number} ${colour}${numbering}`;
    let matches: DraughtsMove[];
    try {
      matches = matchNotation(movesWithPaths(position), parseMoveNotation(numericMove(written)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new MindsportError('PDN_MOVE_ILLEGAL', `${label}: ${message}`, {
        path,
        value: written,
        cause: error,
      });
    }
    if (matches.length === 0) {
      throw new MindsportError(
        'PDN_MOVE_ILLEGAL',
        `${label}: ${written} is not a legal move (position ${formatFen(position)})`,
        {
          path,
          value: written,
        },
      );
    }
    if (matches.length > 1) {
      throw new MindsportError(
        'PDN_MOVE_AMBIGUOUS',
        `${label}: ${written} is ambiguous, it can be ${matches.map((candidate) => candidate.path.join('x')).join(' or ')}`,
        { path, value: written },
      );
    }
    const legal = matches[0]!;
    game.moves.push({ number, colour, text: written.replace(/\s+/g, ''), move: legal });
    game.position = applyLegalMove(position, legal);
  }
}

/** A game to write as PDN. A {@link PdnGame} is one. */
export interface PdnGameInput {
  /** Header tags; `Result`, `FEN` and `ResultFormat` are written from the other fields. */
  readonly tags?: Readonly<Record<string, string>>;
  /** Starting position; the standard start when absent (written as a `FEN` tag otherwise). */
  readonly start?: DraughtsPosition;
  /** The moves: notation, legal moves, or entries with a move and an optional comment. */
  readonly moves: readonly (
    | string
    | DraughtsMove
    | {
        /** The move. */
        readonly move: DraughtsMove;
        /** A comment written after it as `{…}`. */
        readonly comment?: string;
      }
  )[];
  /** The result; absent or null is written `*`. */
  readonly result?: PdnResult | null;
}

/** Options of {@link formatPdn}. */
export interface FormatPdnOptions {
  /** `'points'` (default) writes `2-0`, `1-1`, `1+ - 1-`; `'legacy'` writes `1-0`, `0-1`, `1/2-1/2`. */
  readonly resultStyle?: 'points' | 'legacy';
  /** Longest line of move text (default 80). */
  readonly lineWidth?: number;
}

const SPECIAL_TAGS = new Set(['Result', 'FEN', 'SetUp', 'ResultFormat']);

/**
 * Writes games as PDN: header tags, a `FEN` tag for a game not starting from the standard
 * position, `[ResultFormat "Plus draw"]` for a plus-remise (PDN 3.0, spec §2), numbered move
 * text with comments, and the result token. Every move is replayed, so only legal games are
 * written; captures get their landing squares when needed to be unambiguous.
 * {@link parsePdn} reads the text back to the same moves.
 *
 * @param games - the games
 * @param options - result token style and line width
 * @returns the PDN text
 * @throws {@link MindsportError} `PDN_MOVE_ILLEGAL` / `PDN_MOVE_AMBIGUOUS` naming game and move,
 *   `PDN_TAG_INVALID` for a tag {@link parsePdn} could not read back (a name other than letters,
 *   digits and `_`, a value that is not a string or holds a line break), or a result error
 * @example
 * ```ts
 * import { formatPdn } from 'mindsport/draughts';
 * console.log(formatPdn([{ tags: { White: 'A', Black: 'B' }, moves: ['32-28', '19-23', '28x19'], result: '1+-1-' }]));
 * // [White "A"]
 * // [Black "B"]
 * // [Result "1+ - 1-"]
 * // [ResultFormat "Plus draw"]
 * //
 * // 1. 32-28 19-23 2. 28x19 1+ - 1-
 * ```
 */
export function formatPdn(games: readonly PdnGameInput[], options: FormatPdnOptions = {}): string {
  const lineWidth = options.lineWidth ?? 80;
  return games
    .map((game, gameIndex) => {
      const result = game.result ?? 'unfinished';
      const resultToken = formatPdnResult(result, { style: options.resultStyle ?? 'points' });
      const start = game.start === undefined ? DRAUGHTS_START : validateDraughtsPosition(game.start);
      const lines: string[] = [];
      for (const [name, value] of Object.entries(game.tags ?? {})) {
        if (SPECIAL_TAGS.has(name)) continue;
        // Only what parsePdn reads back (TAG): a name of letters, digits and _, a value on one line.
        const badName = !TAG_NAME.test(name);
        if (badName || typeof value !== 'string' || value.includes('\n')) {
          throw new MindsportError(
            'PDN_TAG_INVALID',
            badName
              ? `game ${gameIndex + 1}: tag name ${show(name)} is not letters, digits and _ only`
              : `game ${gameIndex + 1}: tag ${name}: the value ${show(value)} is not text on one line`,
            { path: ['games', gameIndex, 'tags', name], value: badName ? name : value },
          );
        }
        lines.push(`[${name} "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`);
      }
      lines.push(`[Result "${resultToken}"]`);
      if (needsPlusDrawFormat(result)) lines.push('[ResultFormat "Plus draw"]');
      const startFen = formatFen(start);
      if (startFen !== formatFen(DRAUGHTS_START)) {
        lines.push('[SetUp "1"]');
        lines.push(`[FEN "${startFen}"]`);
      }
      lines.push('');
      const words: string[] = [];
      let position = start;
      game.moves.forEach((entry, ply) => {
        const { number, colour } = numberOf(start, ply);
        const label = `game ${gameIndex + 1}, move ${number} ${colour}`;
        const path = ['games', gameIndex, 'moves', ply];
        let legal: DraughtsMove;
        let comment: string | undefined;
        try {
          if (typeof entry === 'string') {
            const matches = matchNotation(movesWithPaths(position), parseMoveNotation(entry));
            if (matches.length !== 1) {
              throw new MindsportError(
                matches.length === 0 ? 'PDN_MOVE_ILLEGAL' : 'PDN_MOVE_AMBIGUOUS',
                `${entry} is ${matches.length === 0 ? 'not a legal move' : 'ambiguous'}`,
                { value: entry },
              );
            }
            legal = matches[0]!;
          } else {
            const move = 'move' in entry ? entry.move : entry;
            comment = 'move' in entry ? entry.comment : undefined;
            const key = [...move.captures].sort((a, b) => a - b).join(',');
            const found = movesWithPaths(position).find(
              (candidate) =>
                candidate.move.from === move.from &&
                candidate.move.to === move.to &&
                [...candidate.move.captures].sort((a, b) => a - b).join(',') === key,
            );
            if (found === undefined)
              throw new MindsportError('PDN_MOVE_ILLEGAL', `${move.path.join('-')} is not a legal move`, {
                value: move,
              });
            legal = found.move;
          }
        } catch (error) {
          const code =
            error instanceof MindsportError && error.code === 'PDN_MOVE_AMBIGUOUS'
              ? error.code
              : 'PDN_MOVE_ILLEGAL';
          const message = error instanceof Error ? error.message : String(error);
          throw new MindsportError(code, `${label}: ${message}`, { path, value: entry, cause: error });
        }
        if (colour === 'white') words.push(`${number}.`);
        else if (ply === 0) words.push(`${number}...`);
        words.push(formatMove(position, legal));
        if (comment !== undefined && comment !== '') {
          if (comment.includes('}')) {
            throw new MindsportError(
              'PDN_COMMENT_INVALID',
              `${label}: a PDN comment cannot contain "}": ${comment}`,
              {
                path: [...path, 'comment'],
                value: comment,
              },
            );
          }
          words.push(`{${comment}}`);
        }
        position = applyLegalMove(position, legal);
      });
      words.push(resultToken);
      const text: string[] = [];
      let line = '';
      for (const word of words) {
        if (line !== '' && line.length + 1 + word.length > lineWidth) {
          text.push(line);
          line = word;
        } else line = line === '' ? word : `${line} ${word}`;
      }
      text.push(line); // never empty: the result token is always written
      return `${[...lines, ...text].join('\n')}\n`;
    })
    .join('\n');
}
