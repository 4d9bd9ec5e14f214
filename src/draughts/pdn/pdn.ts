import { checkList, checkRecord, MindsportError, readOptions, show, THROW } from '../../core/internal.js';
import { DRAUGHTS_START_FEN, formatFen } from '../board/fen.js';
import {
  applyLegalMove,
  causeMessage,
  clip,
  type DraughtsMove,
  findLegal,
  legalMoveNotation,
  matchingMoves,
  parseMoveNotation,
} from '../board/move.js';
import {
  assertDraughtsPosition,
  DRAUGHTS_START,
  type DraughtsColour,
  type DraughtsPosition,
} from '../board/position.js';
import { formatPdnResult, needsPlusDrawFormat, type PdnResult } from '../game/result.js';

/**
 * The result scales found in PDN files: the legacy one point per game (`1-0`, `1/2-1/2`) or the
 * FMJD/KNDB two points (`2-0`, `1-1`, `1+ - 1-`), spec §2.
 *
 * @category Archives
 * @example
 * ```ts
 * import { parsePdn, PDN_RESULT_SCALES } from 'mindsport/draughts';
 * console.log(PDN_RESULT_SCALES, parsePdn('1. 32-28 1-1').resultScale); // [ 'one-point', 'two-point' ] two-point
 * ```
 */
export const PDN_RESULT_SCALES = Object.freeze(['one-point', 'two-point'] as const);

/**
 * A result scale: `'one-point'` (`1-0`, `0-1`, `1/2-1/2`) or `'two-point'` (`2-0`, `1-1`, `1+ - 1-`, …).
 *
 * @category Archives
 */
export type PdnResultScale = (typeof PDN_RESULT_SCALES)[number];

/**
 * One move of a replayed PDN game.
 *
 * @category Archives
 */
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

/**
 * A game read from PDN and replayed legally to its end.
 *
 * @category Archives
 */
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

/**
 * A PDN file read by {@link parsePdn}.
 *
 * @category Archives
 */
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

/** A whole tag name as `parsePdn` reads it; `formatPdn` writes no other. */
const TAG_NAME = /^[A-Za-z0-9_]+$/;

/**
 * The number and side of the move at `ply` (0-based) of a game starting at `start`: both
 * sides' moves share a number.
 *
 * @category Archives
 * @internal
 */
export function numberOf(start: DraughtsPosition, ply: number): { number: number; colour: DraughtsColour } {
  const half = ply + (start.turn === 'black' ? 1 : 0);
  return { number: moveNumberOf(half), colour: moveColourOf(half) };
}

/**
 * The move number of half-move `half`, counted from a White move at 0 (a game Black starts
 * begins at 1).
 *
 * @internal
 */
export function moveNumberOf(half: number): number {
  return (half >> 1) + 1;
}

/**
 * The side that plays half-move `half`, counted as in {@link moveNumberOf}.
 *
 * @internal
 */
export function moveColourOf(half: number): DraughtsColour {
  return (half & 1) === 0 ? 'white' : 'black';
}

/**
 * A game to write as PDN. A {@link PdnGame} is one.
 *
 * @category Archives
 */
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

/**
 * Options of {@link formatPdn}.
 *
 * @category Archives
 */
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
 * @category Archives
 * @param games - the games
 * @param options - result token style and line width
 * @returns the PDN text
 * @throws `MindsportError` `ILLEGAL_MOVE` / `AMBIGUOUS_MOVE` naming game and move,
 *   `BAD_TAG` for a tag {@link parsePdn} could not read back (a name other than letters,
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
  const chosen = formatOptions(options);
  checkList(games, ['games'], THROW);
  return games.map((game, gameIndex) => formatGame(game, gameIndex, chosen)).join('\n');
}

/**
 * {@link formatPdn} one game at a time, for files too large for one string (a database of a
 * million games is larger than the longest string a JavaScript engine holds): yields the
 * text of each game, after a blank line from the second on, so that the pieces joined are
 * `formatPdn(games)`. The games may be any iterable, such as the games of
 * {@link iteratePdnGames} changed on the way; each is taken and written when its piece is
 * asked for, and a game that cannot be written stops the iteration with the error of
 * `formatPdn`, after the pieces of the games before it. The pieces are chunks that
 * `parsePdn` and `iteratePdnGames` read back.
 *
 * @category Archives
 * @param games - the games, in order
 * @param options - result token style and line width, as for `formatPdn`
 * @returns an iterator over the games' texts
 * @throws `MindsportError` `UNKNOWN_OPTION` or a bad option value, and `NOT_A_LIST` for games
 *   that are not iterable, at once; while iterating, the errors of `formatPdn`
 * @example
 * ```ts
 * import { formatPdnChunks, iteratePdnGames } from 'mindsport/draughts';
 * const file = '[White "A"]\n1. 32-28 19-23 2-0\n[White "B"]\n1. 33-29 1-1\n';
 * // Every game's White renamed, the file read and written a game at a time.
 * function* renamed() {
 *   for (const game of iteratePdnGames(file)) yield { ...game, tags: { ...game.tags, White: `Mr ${game.tags.White}` } };
 * }
 * const pieces = [...formatPdnChunks(renamed())];
 * console.log(pieces.length, pieces[1]!.startsWith('\n[White "Mr B"]')); // 2 true
 * ```
 */
export function formatPdnChunks(
  games: Iterable<PdnGameInput>,
  options: FormatPdnOptions = {},
): IterableIterator<string> {
  const chosen = formatOptions(options);
  if (typeof games !== 'object' || games === null || !(Symbol.iterator in games))
    checkList(games, ['games'], THROW);
  return gameTexts(games, chosen);
}

function* gameTexts(
  games: Iterable<PdnGameInput>,
  options: Required<FormatPdnOptions>,
): Generator<string, undefined, undefined> {
  let gameIndex = 0;
  for (const game of games) {
    const text = formatGame(game, gameIndex, options);
    yield gameIndex === 0 ? text : `\n${text}`;
    gameIndex++;
  }
  return undefined;
}

/** The options of formatPdn, checked, with their defaults. */
function formatOptions(options: FormatPdnOptions): Required<FormatPdnOptions> {
  const { resultStyle = 'points', lineWidth = 80 } = readOptions<FormatPdnOptions>(options, [
    'resultStyle',
    'lineWidth',
  ]);
  return { resultStyle, lineWidth };
}

/** One game's text: its tags, a blank line, its moves wrapped to the line width and its result. */
function formatGame(game: PdnGameInput, gameIndex: number, options: Required<FormatPdnOptions>): string {
  const path = ['games', gameIndex] as const;
  checkRecord(game, path, THROW);
  const result = game.result ?? 'unfinished';
  const resultToken = formatPdnResult(result, { style: options.resultStyle });
  const start = game.start === undefined ? DRAUGHTS_START : assertDraughtsPosition(game.start);
  const lines = [...formatTags(game.tags ?? {}, gameIndex), `[Result "${resultToken}"]`];
  if (needsPlusDrawFormat(result)) lines.push('[ResultFormat "Plus draw"]');
  const startFen = formatFen(start);
  if (startFen !== DRAUGHTS_START_FEN) lines.push('[SetUp "1"]', `[FEN "${startFen}"]`);
  lines.push('');
  checkList(game.moves, [...path, 'moves'], THROW);
  const words = [...moveWords(start, game.moves, gameIndex), resultToken];
  return `${[...lines, ...wrapWords(words, options.lineWidth)].join('\n')}\n`;
}

/** The header lines of a game's own tags (those {@link parsePdn} reads back). */
function formatTags(tags: Readonly<Record<string, string>>, gameIndex: number): string[] {
  checkRecord(tags, ['games', gameIndex, 'tags'], THROW);
  const lines: string[] = [];
  for (const [name, value] of Object.entries(tags)) {
    if (SPECIAL_TAGS.has(name)) continue;
    // Only what parsePdn reads back (TAG): a name of letters, digits and _, a value on one line.
    const badName = !TAG_NAME.test(name);
    if (badName || typeof value !== 'string' || value.includes('\n')) {
      throw new MindsportError(
        'BAD_TAG',
        badName
          ? `game ${gameIndex + 1}: tag name ${show(name)} is not letters, digits and _ only`
          : `game ${gameIndex + 1}: tag ${name}: the value ${show(value)} is not text on one line`,
        { path: ['games', gameIndex, 'tags', name], value: badName ? name : value },
      );
    }
    lines.push(`[${name} "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`);
  }
  return lines;
}

/** The numbered move text of a game: `1.`, each move, its comment `{…}`. */
function moveWords(start: DraughtsPosition, moves: PdnGameInput['moves'], gameIndex: number): string[] {
  const words: string[] = [];
  let position = start;
  moves.forEach((entry, ply) => {
    const { number, colour } = numberOf(start, ply);
    const label = `game ${gameIndex + 1}, move ${number} ${colour}`;
    const path = ['games', gameIndex, 'moves', ply];
    const { legal, comment } = resolveMoveEntry(position, entry, path, label);
    if (colour === 'white') words.push(`${number}.`);
    else if (ply === 0) words.push(`${number}...`);
    words.push(legalMoveNotation(position, legal));
    if (comment !== undefined && comment !== '') {
      if (typeof comment !== 'string' || comment.includes('}')) {
        throw new MindsportError(
          'BAD_COMMENT',
          typeof comment === 'string'
            ? `${label}: a PDN comment cannot contain "}": ${clip(comment)}`
            : `${label}: the comment ${show(comment)} is not text`,
          { path: [...path, 'comment'], value: comment },
        );
      }
      words.push(`{${comment}}`);
    }
    position = applyLegalMove(position, legal);
  });
  return words;
}

/**
 * The legal move a {@link PdnGameInput} entry stands for (notation, a move, or a move with a
 * comment) and its comment. A notation that fits no legal move, or several, and a move that
 * is not legal are `ILLEGAL_MOVE` / `AMBIGUOUS_MOVE` naming the game and move.
 */
function resolveMoveEntry(
  position: DraughtsPosition,
  entry: unknown,
  path: readonly (string | number)[],
  label: string,
): { legal: DraughtsMove; comment: unknown } {
  if (typeof entry !== 'string') checkRecord(entry, path, THROW);
  const withComment = typeof entry === 'object' && entry !== null && 'move' in entry;
  const move = withComment ? (entry as { move: unknown }).move : entry;
  const comment = withComment ? (entry as { comment?: unknown }).comment : undefined;
  try {
    if (typeof move !== 'string') return { legal: findLegal(position, move), comment };
    const matches = matchingMoves(position, parseMoveNotation(move));
    if (matches.length === 1) return { legal: matches[0]!, comment };
    throw new MindsportError(
      matches.length === 0 ? 'ILLEGAL_MOVE' : 'AMBIGUOUS_MOVE',
      `${clip(move)} is ${matches.length === 0 ? 'not a legal move' : 'ambiguous'}`,
      { value: move },
    );
  } catch (error) {
    const code =
      error instanceof MindsportError && error.code === 'AMBIGUOUS_MOVE' ? error.code : 'ILLEGAL_MOVE';
    const message = causeMessage(error);
    throw new MindsportError(code, `${label}: ${message}`, { path, value: entry, cause: error });
  }
}

/** Words joined into lines of at most `lineWidth` characters (a longer word stands alone). */
function wrapWords(words: readonly string[], lineWidth: number): string[] {
  const text: string[] = [];
  let line = '';
  for (const word of words) {
    if (line !== '' && line.length + 1 + word.length > lineWidth) {
      text.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  text.push(line); // never empty: the result token is always written
  return text;
}
