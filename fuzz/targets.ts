/**
 * The parsers under fuzz. Each target makes an input (generated from structure, or a
 * mutation of a real seed), parses it — a {@link MindsportError} there means "invalid",
 * anything else thrown is a crash — and checks a valid result: `parse(format(parse(x)))`
 * equals `parse(x)` and `format` is stable, and documents accepted by a validator go
 * through the module's standings without any other error.
 */
import { isDeepStrictEqual } from 'node:util';
import { Fraction, MindsportError, type SeededRandom } from '../src/core/index.js';
import * as diplomacy from '../src/diplomacy/index.js';
import * as draughts from '../src/draughts/index.js';
import * as grandprix from '../src/grandprix/index.js';
import * as ladder from '../src/ladder/index.js';
import * as othello from '../src/othello/index.js';
import {
  encodeWthorGames,
  encodeWthorNames,
  randomDraughtsPosition,
  randomOthelloGame,
  randomOthelloPosition,
  randomPappPlayers,
  randomPappWorkfile,
  randomPdn,
  randomWthorGames,
  randomWthorNames,
} from './generate.js';
import { mutateBytes, mutateJson, mutateText, randomText, TEXT_DICTIONARY } from './mutate.js';
import type { Seeds } from './seeds.js';

/** An input: text or bytes. */
export type FuzzInput = string | Uint8Array;

/** A broken invariant on a valid input (round trip, consistency): always a failure. */
export class InvariantFailure extends Error {
  override readonly name = 'InvariantFailure';
}

/** A coded refusal after validation that the rules allow, counted but not a failure. */
export class Refusal extends Error {
  override readonly name = 'Refusal';
}

/** Thrown by `parse` when a mutated JSON text is no JSON at all: counted as invalid. */
export class NotJson extends Error {
  override readonly name = 'NotJson';
}

/** One parser under fuzz. */
export interface Target {
  /** Name for `--only`. */
  readonly name: string;
  /** What is called. */
  readonly calls: string;
  /** A structure-aware input (well-formed, sometimes lightly mutated). */
  generate(random: SeededRandom, seeds: Seeds): FuzzInput;
  /** A mutation of a seed input. */
  mutate(random: SeededRandom, seeds: Seeds): FuzzInput;
  /** Parses; a MindsportError means the input is invalid. */
  parse(input: FuzzInput): unknown;
  /**
   * Checks a parsed value; any throw is a failure except a {@link Refusal} (such as a preset
   * refusing a tournament the validator accepted), which is counted with the refusal codes.
   */
  check(value: unknown, input: FuzzInput): void;
}

/**
 * Deep equality that survives any depth, with an explicit stack: node's isDeepStrictEqual
 * recurses, and overflows a worker's stack (slowly) on the 10,000-deep lists the fuzzer puts
 * in `extra` fields, which the library accepts as the caller's data. Prototypes, own keys and
 * values are compared; a Map or a Set, which the results never hold deeply, goes to node's.
 */
function deepEqual(actual: unknown, expected: unknown): boolean {
  const pending: [unknown, unknown][] = [[actual, expected]];
  while (pending.length > 0) {
    const [a, b] = pending.pop() as [unknown, unknown];
    if (Object.is(a, b)) continue;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
    if (a instanceof Map || a instanceof Set) {
      if (!isDeepStrictEqual(a, b)) return false;
      continue;
    }
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(b, key)) return false;
      pending.push([(a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]]);
    }
  }
  return true;
}

function same(label: string, actual: unknown, expected: unknown): void {
  if (!deepEqual(actual, expected)) {
    throw new InvariantFailure(`${label}: ${preview(actual)} ≠ ${preview(expected)}`);
  }
}

function preview(value: unknown): string {
  let text: string;
  try {
    text =
      JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? `${item}n` : item)) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function text(input: FuzzInput): string {
  if (typeof input !== 'string') throw new TypeError('text target given bytes');
  return input;
}

function bytes(input: FuzzInput): Uint8Array {
  if (typeof input === 'string') throw new TypeError('bytes target given text');
  return input;
}

/** Sometimes lightly mutates a generated text, so near-valid inputs are common. */
function maybeMutate(random: SeededRandom, input: string): string {
  return random.int(3) === 0 ? mutateText(random, input) : input;
}

function maybeMutateBytes(random: SeededRandom, input: Uint8Array): Uint8Array {
  return random.int(3) === 0 ? mutateBytes(random, input) : input;
}

/** Random case and whitespace between two-character tokens of a transcript. */
function spacedTranscript(random: SeededRandom, moves: readonly string[]): string {
  const separator = random.pick(['', '', ' ', '\n', '\r\n', '\t']);
  const upper = random.int(3);
  return moves
    .map((move) =>
      upper === 0 ? move.toUpperCase() : upper === 1 && random.coin() ? move.toUpperCase() : move,
    )
    .join(separator);
}

const othelloTranscriptSeeds = (seeds: Seeds): string[] => [
  ...seeds.othelloTranscripts,
  'f5d6c3d3c4f4f6f3e6e7',
  'F5 D6 C3 D3 C4',
];

const squareTarget: Target = {
  name: 'othello-square',
  calls: 'parseSquare / formatSquare',
  generate: (random) =>
    random.coin()
      ? maybeMutate(random, random.pick(othello.SQUARE_NAMES))
      : randomText(random, random.int(4)),
  mutate: (random) => mutateText(random, random.pick(othello.SQUARE_NAMES)),
  parse: (input) => othello.parseSquare(text(input)),
  check: (value) => {
    const formatted = othello.formatSquare(value as number);
    same('parseSquare(formatSquare(v))', othello.parseSquare(formatted), value);
    same('formatSquare stable', othello.formatSquare(othello.parseSquare(formatted)), formatted);
  },
};

const transcriptTarget: Target = {
  name: 'othello-transcript',
  calls: 'parseTranscript / formatTranscript',
  generate: (random) => maybeMutate(random, spacedTranscript(random, randomOthelloGame(random))),
  mutate: (random, seeds) =>
    mutateText(random, random.pick(othelloTranscriptSeeds(seeds)), othelloTranscriptSeeds(seeds)),
  parse: (input) => othello.parseTranscript(text(input)),
  check: (value) => {
    const formatted = othello.formatTranscript(value as string[]);
    same('parseTranscript(formatTranscript(v))', othello.parseTranscript(formatted), value);
    same('formatTranscript stable', othello.formatTranscript(othello.parseTranscript(formatted)), formatted);
  },
};

const gameTarget: Target = {
  name: 'othello-game',
  calls: 'parseGame / formatGame (legal-move replay)',
  generate: transcriptTarget.generate,
  mutate: transcriptTarget.mutate,
  parse: (input) => othello.parseGame(text(input)),
  check: (value) => {
    const game = value as othello.Game;
    const formatted = othello.formatGame(game);
    const again = othello.parseGame(formatted);
    same('parseGame(formatGame(g))', again, game);
    same('formatGame stable', othello.formatGame(again), formatted);
  },
};

const positionTarget: Target = {
  name: 'othello-position',
  calls: 'parsePosition / formatPosition',
  generate: (random) => {
    const formatted = othello.formatPosition(randomOthelloPosition(random));
    const variant = random.int(3) === 0 ? formatted.replace(/X/g, 'x').replace(/O/g, 'o') : formatted;
    return maybeMutate(
      random,
      random.coin() ? variant : variant.replace(' ', random.pick(['', '  ', '\t', '\n'])),
    );
  },
  mutate: (random) => mutateText(random, othello.formatPosition(othello.START_POSITION)),
  parse: (input) => othello.parsePosition(text(input)),
  check: (value) => {
    const formatted = othello.formatPosition(value as othello.Position);
    same('parsePosition(formatPosition(p))', othello.parsePosition(formatted), value);
    same('formatPosition stable', othello.formatPosition(othello.parsePosition(formatted)), formatted);
  },
};

const scoreTarget: Target = {
  name: 'othello-score',
  calls: 'parseScore / formatScore (game result on a sheet)',
  generate: (random) => {
    const black = random.int(70);
    const white = random.int(70);
    const space = () => random.pick(['', '', ' ', '\t']);
    return maybeMutate(
      random,
      `${space()}${black}${space()}${random.pick(['-', '–', ':', '—'])}${space()}${white}${space()}`,
    );
  },
  mutate: (random) => mutateText(random, random.pick(['33-31', '32–32', '64:0', '0-0'])),
  parse: (input) => othello.parseScore(text(input)),
  check: (value) => {
    const formatted = othello.formatScore(value as othello.GameScore);
    same('parseScore(formatScore(s))', othello.parseScore(formatted), value);
    same('formatScore stable', othello.formatScore(othello.parseScore(formatted)), formatted);
  },
};

const wthorGamesTarget: Target = {
  name: 'wthor-games',
  calls: 'parseWthorGames + replayWthorGames (.wtb)',
  generate: (random) => maybeMutateBytes(random, randomWthorGames(random)),
  mutate: (random, seeds) => mutateBytes(random, random.pick(seeds.wthorGames), seeds.wthorGames),
  parse: (input) => othello.parseWthorGames(bytes(input)),
  check: (value) => {
    const database = value as othello.WthorDatabase;
    const replays = othello.replayWthorGames(database);
    if (replays.length !== database.games.length) throw new InvariantFailure('one replay per game');
    const again = othello.parseWthorGames(encodeWthorGames(database));
    same('parseWthorGames(encode(db))', again, database);
  },
};

function wthorNamesTarget(kind: othello.WthorNameKind): Target {
  const seedsOf = (seeds: Seeds): readonly Uint8Array[] =>
    kind === 'players' ? seeds.wthorPlayers : seeds.wthorTournaments;
  return {
    name: kind === 'players' ? 'wthor-players' : 'wthor-tournaments',
    calls: `parseWthorNames(bytes, '${kind}') (${kind === 'players' ? '.JOU' : '.TRN'})`,
    generate: (random) => maybeMutateBytes(random, randomWthorNames(random, kind)),
    mutate: (random, seeds) => {
      const list = seedsOf(seeds);
      return list.length > 0
        ? mutateBytes(random, random.pick(list), list)
        : mutateBytes(random, randomWthorNames(random, kind));
    },
    parse: (input) => othello.parseWthorNames(bytes(input), kind),
    check: (value) => {
      const names = value as othello.WthorNames;
      same(
        'parseWthorNames(encode(names))',
        othello.parseWthorNames(encodeWthorNames(names, kind), kind),
        names,
      );
    },
  };
}

const PAPP_PLAYER_SEEDS = [
  'pays = NOR\n  000001 HANSEN, Ola\n  000002 BERG, Kari\n\npays = SWE\n  3 ÅBERG, Åsa\n  4 LIND, Per\n  5 SUND, Eva',
  '1 A, B\r\n2 C, D\r\n',
];

/** Writes players the way a PAPP players file lists them (for the round trip). */
function formatPappPlayers(players: readonly othello.PappPlayer[]): string {
  const lines: string[] = [];
  let country: string | undefined;
  for (const player of players) {
    if (player.country !== country) {
      country = player.country;
      lines.push(`pays = ${country}`);
    }
    lines.push(`${player.id} ${player.name}`);
  }
  return lines.join('\n');
}

function pappInput(random: SeededRandom, value: string): FuzzInput {
  return random.int(4) === 0 ? new TextEncoder().encode(value) : value;
}

const pappPlayersTarget: Target = {
  name: 'papp-players',
  calls: 'parsePappPlayers',
  generate: (random) => pappInput(random, maybeMutate(random, randomPappPlayers(random))),
  mutate: (random) =>
    pappInput(random, mutateText(random, random.pick(PAPP_PLAYER_SEEDS), PAPP_PLAYER_SEEDS)),
  parse: (input) => othello.parsePappPlayers(input),
  check: (value) => {
    const players = value as othello.PappPlayer[];
    const formatted = formatPappPlayers(players);
    same('parsePappPlayers(format(players))', othello.parsePappPlayers(formatted), players);
  },
};

const PAPP_WORKFILE_SEEDS = [
  `#_Nombre-Rondes = 4 ;
#_BQ-double = 0 ;
& +000001 +000002 +000003 +000004 ;
(000001 40 000002 24);
(000003 33 000004 31);
ronde-suivante;
& +000005 ;
(000002 30 000003 34);
(000001 20 000004 44);
raz-couplage;
(000001 20 000005 44);
(000002 30 000003 34);
ronde-suivante;
& -000004 ;
(000005 32 000003 32);
(000002 64 000001 0);
ronde-suivante;
(000001 50 000003 14);
ronde-suivante;
(000005 10 000002 54);
`,
  '& +1 +2 ;\n(1 33 2 31);\nronde-suivante;',
];

const pappWorkfileTarget: Target = {
  name: 'papp-workfile',
  calls:
    'parsePappWorkfile (with and without a players list) + othelloStandings(tournament, rules) + formatPappWorkfile',
  generate: (random) => pappInput(random, maybeMutate(random, randomPappWorkfile(random))),
  mutate: (random) =>
    pappInput(random, mutateText(random, random.pick(PAPP_WORKFILE_SEEDS), PAPP_WORKFILE_SEEDS)),
  parse: (input) => {
    // Every third input also names its players: ids 1–5 known.
    const withPlayers = (typeof input === 'string' ? input.length : input.length) % 3 === 0;
    return othello.parsePappWorkfile(
      input,
      withPlayers ? { players: othello.parsePappPlayers(PAPP_PLAYER_SEEDS[0]!) } : {},
    );
  },
  check: (value) => {
    const imported = value as othello.PappImport;
    const validation = othello.validateOthelloTournament(imported.tournament);
    if (!validation.ok)
      throw new InvariantFailure(`imported tournament does not validate: ${validation.problems[0]?.message}`);
    try {
      othello.othelloStandings(imported.tournament, imported.rules);
    } catch (error) {
      if (!(error instanceof MindsportError)) throw error;
      throw new InvariantFailure(`standings of an imported tournament fail: ${error.code} ${error.message}`);
    }
    // The writer refuses what PAPP cannot record; what it writes reads back and writes the same.
    let written: string;
    try {
      written = othello.formatPappWorkfile(imported.tournament);
    } catch (error) {
      if (error instanceof MindsportError) return;
      throw error;
    }
    const again = othello.parsePappWorkfile(written);
    same(
      'formatPappWorkfile(parsePappWorkfile(written))',
      othello.formatPappWorkfile(again.tournament),
      written,
    );
  },
};

const FEN_SEEDS = [
  draughts.DRAUGHTS_START_FEN,
  'B:W18,24,27,28,K10,K15:B12,16,20,K22,K23.',
  'W:WK46:B5',
  '?:W31-50:B1-20',
  'W:W:B',
];

const fenTarget: Target = {
  name: 'draughts-fen',
  calls: 'parseFen / formatFen',
  generate: (random) => {
    const formatted = draughts.formatFen(randomDraughtsPosition(random));
    const spaced = random.coin()
      ? formatted
      : formatted.replace(/,/g, random.pick([', ', ' ,'])).replace(/:/g, ' : ');
    return maybeMutate(random, random.int(4) === 0 ? `${spaced.toLowerCase()}.` : spaced);
  },
  mutate: (random) => mutateText(random, random.pick(FEN_SEEDS), FEN_SEEDS),
  parse: (input) => draughts.parseFen(text(input)),
  check: (value) => {
    const formatted = draughts.formatFen(value as draughts.DraughtsPosition);
    const again = draughts.parseFen(formatted);
    same('parseFen(formatFen(p))', again, value);
    same('formatFen stable', draughts.formatFen(again), formatted);
  },
};

const SPECIAL_PDN_TAGS = new Set(['Result', 'FEN', 'SetUp', 'ResultFormat']);

/** What formatPdn can carry of a parsed game: the game's own comment and special tags are out. */
function pdnProjection(file: draughts.PdnFile): unknown {
  return file.games.map((game) => ({
    tags: Object.fromEntries(Object.entries(game.tags).filter(([name]) => !SPECIAL_PDN_TAGS.has(name))),
    start: game.start,
    moves: game.moves.map((move) => ({
      move: move.move,
      comment: move.comment,
      number: move.number,
      colour: move.colour,
    })),
    end: game.end,
    result: game.result ?? 'unfinished',
  }));
}

function pdnInputs(file: draughts.PdnFile): draughts.PdnGameInput[] {
  return file.games.map((game) => ({
    tags: game.tags,
    start: game.start,
    moves: game.moves.map((move) =>
      move.comment === undefined ? move.move : { move: move.move, comment: move.comment },
    ),
    result: game.result,
  }));
}

const pdnTarget: Target = {
  name: 'draughts-pdn',
  calls: 'parsePdn / formatPdn (text and bytes)',
  generate: (random) => {
    const generated = maybeMutate(random, randomPdn(random));
    return random.int(5) === 0 ? new TextEncoder().encode(generated) : generated;
  },
  mutate: (random, seeds) => {
    const pool = random.int(8) === 0 ? seeds.pdn : seeds.pdnShort;
    const mutated = mutateText(random, random.pick(pool), seeds.pdnShort);
    return random.int(5) === 0 ? new TextEncoder().encode(mutated) : mutated;
  },
  parse: (input) => draughts.parsePdn(input),
  check: (value) => {
    const file = value as draughts.PdnFile;
    const formatted = draughts.formatPdn(pdnInputs(file));
    const again = draughts.parsePdn(formatted);
    same('parsePdn(formatPdn(games))', pdnProjection(again), pdnProjection(file));
    same('formatPdn stable', draughts.formatPdn(pdnInputs(again)), formatted);
  },
};

/** Chunk lengths cycled through when an input is cut (from 1 to more than the reader's 64-character margin). */
const CHUNK_LENGTHS = [1, 3, 17, 64, 65, 129, 500, 4096] as const;

/** The input cut into chunks whose lengths cycle through CHUNK_LENGTHS, from a start given by its length. */
function chunksOf<T extends string | Uint8Array>(input: T): T[] {
  const chunks: T[] = [];
  let turn = input.length % CHUNK_LENGTHS.length;
  for (let at = 0; at < input.length; turn++) {
    const end = at + CHUNK_LENGTHS[turn % CHUNK_LENGTHS.length]!;
    chunks.push(input.slice(at, end) as T);
    at = end;
  }
  return chunks;
}

/** What parsePdn gives: the file, or the MindsportError it throws (anything else is thrown on). */
function pdnOutcome(input: draughts.PdnInput): draughts.PdnFile | MindsportError {
  try {
    return draughts.parsePdn(input);
  } catch (error) {
    if (error instanceof MindsportError) return error;
    throw error;
  }
}

/** An outcome to compare: the file, or the error's code, message and path. */
function comparable(outcome: draughts.PdnFile | MindsportError): unknown {
  return outcome instanceof MindsportError
    ? { code: outcome.code, message: outcome.message, path: outcome.path }
    : outcome;
}

/**
 * The same inputs as `draughts-pdn`, also read in chunks (issue 29): whatever the input, the
 * chunks give what the whole input gives, the same file or the same error. Only chunks of
 * bytes may differ, by refusing with MIXED_ENCODING what the whole bytes read as Windows-1252.
 */
const pdnChunksTarget: Target = {
  name: 'draughts-pdn-chunks',
  calls: 'parsePdn of the input whole and in chunks (text and bytes)',
  generate: pdnTarget.generate,
  mutate: pdnTarget.mutate,
  parse: (input) => {
    const whole = pdnOutcome(input);
    const chunked = pdnOutcome(chunksOf(input));
    const refused = chunked instanceof MindsportError && chunked.code === 'MIXED_ENCODING';
    if (!(refused && typeof input !== 'string')) {
      same('parsePdn(chunks) = parsePdn(whole)', comparable(chunked), comparable(whole));
    }
    if (whole instanceof MindsportError) throw whole;
    return whole;
  },
  check: () => {},
};

/** What reading a WTHOR game file in chunks gives: the games, and the error that stopped it. */
function wthorChunksOutcome(input: Uint8Array): { games: othello.WthorGame[]; error?: MindsportError } {
  const games: othello.WthorGame[] = [];
  try {
    for (const game of othello.iterateWthorGames(chunksOf(input))) games.push(game);
    return { games };
  } catch (error) {
    if (error instanceof MindsportError) return { games, error };
    throw error;
  }
}

/**
 * The inputs of `wthor-games`, also read in chunks (issue 29): a file that reads whole gives
 * the same games in chunks; one that does not stops with the same error, or earlier with a bad
 * record's (in chunks the size is checked at the end, after the complete games).
 */
const wthorChunksTarget: Target = {
  name: 'wthor-chunks',
  calls: 'iterateWthorGames of the input in chunks against parseWthorGames of it whole',
  generate: wthorGamesTarget.generate,
  mutate: wthorGamesTarget.mutate,
  parse: (input) => {
    const whole = bytes(input);
    const chunked = wthorChunksOutcome(whole);
    let database: othello.WthorDatabase;
    try {
      database = othello.parseWthorGames(whole);
    } catch (error) {
      if (!(error instanceof MindsportError)) throw error;
      const stopped = chunked.error;
      if (stopped === undefined)
        throw new InvariantFailure(`chunks read a file that fails whole: ${error.code}`);
      if (stopped.code === error.code) same('the error in chunks', comparable(stopped), comparable(error));
      else if (stopped.code !== 'BAD_MOVE_BYTE' || error.code === 'BAD_MOVE_BYTE')
        throw new InvariantFailure(`chunks stop with ${stopped.code}, the whole file with ${error.code}`);
      throw error;
    }
    same('iterateWthorGames(chunks) = parseWthorGames(whole)', chunked, { games: database.games });
    return database;
  },
  check: () => {},
};

/** Splits a `FEN|move` input. */
function fenAndMove(input: FuzzInput): [draughts.DraughtsPosition, string] {
  const value = text(input);
  const bar = value.indexOf('|');
  const position = draughts.parseFen(bar < 0 ? draughts.DRAUGHTS_START_FEN : value.slice(0, bar));
  return [position, bar < 0 ? value : value.slice(bar + 1)];
}

const MOVE_SEEDS = [
  `${draughts.DRAUGHTS_START_FEN}|32-28`,
  `${draughts.DRAUGHTS_START_FEN}|31 - 26`,
  'W:W28,K46:B23,19,9|28x19',
  'W:W28:B23,12|28x17',
  'B:WK46,28:B17,K10|10x37',
];

const draughtsMoveTarget: Target = {
  name: 'draughts-move',
  calls: 'parseMove (FEN|move) / formatMove',
  generate: (random) => {
    const position = randomDraughtsPosition(random);
    const legal = draughts.draughtsLegalMoves(position);
    const fen = draughts.formatFen(position);
    if (legal.length === 0) return `${fen}|${randomText(random, 5)}`;
    const move = random.pick(legal);
    const written = random.coin()
      ? draughts.formatMove(position, move, { full: true })
      : draughts.formatMove(position, move);
    const spaced = random.coin()
      ? written
      : written.replace(/[-x]/g, (mark) => random.pick([` ${mark} `, mark.toUpperCase(), ':']));
    return maybeMutate(random, `${fen}|${spaced}`);
  },
  mutate: (random) => mutateText(random, random.pick(MOVE_SEEDS), MOVE_SEEDS),
  parse: (input) => {
    const [position, move] = fenAndMove(input);
    return { position, move: draughts.parseMove(position, move) };
  },
  check: (value) => {
    const { position, move } = value as { position: draughts.DraughtsPosition; move: draughts.DraughtsMove };
    for (const full of [false, true]) {
      const written = draughts.formatMove(position, move, { full });
      same(`parseMove(formatMove(m, full ${full}))`, draughts.parseMove(position, written), move);
    }
    draughts.playMove(position, move);
  },
};

const RESULT_TOKENS = [
  ...draughts.DRAUGHTS_RESULTS,
  '1+ - 1-',
  '1- - 1+',
  '2 - 0',
  '1-0',
  '0-1',
  '1/2-1/2',
  '*',
];

const draughtsResultTarget: Target = {
  name: 'draughts-result',
  calls: 'parseResult / formatResult, parsePdnResult / formatPdnResult',
  generate: (random) => {
    const token = random.pick(RESULT_TOKENS);
    return maybeMutate(
      random,
      random.coin() ? token : token.replace(/-/g, random.pick([' - ', '\t-', '-\n'])),
    );
  },
  mutate: (random) => mutateText(random, random.pick(RESULT_TOKENS), RESULT_TOKENS),
  parse: (input) => draughts.parsePdnResult(text(input)),
  check: (value, input) => {
    const result = value as draughts.PdnResult;
    same(
      'parsePdnResult(formatPdnResult(r))',
      draughts.parsePdnResult(draughts.formatPdnResult(result)),
      result,
    );
    if (result !== 'unfinished') {
      for (const style of ['compact', 'pdn'] as const) {
        same(
          `parseResult(formatResult(r, ${style}))`,
          draughts.parseResult(draughts.formatResult(result, { style })),
          result,
        );
      }
      if (['2-0', '0-2', '1-1'].includes(result)) {
        same(
          'legacy round trip',
          draughts.parsePdnResult(draughts.formatPdnResult(result, { style: 'legacy' })),
          result,
        );
      }
      // parseResult reads the two-point notation only: it must agree where it accepts.
      let direct: draughts.DraughtsGameResult | undefined;
      try {
        direct = draughts.parseResult(text(input));
      } catch (error) {
        if (!(error instanceof MindsportError)) throw error;
      }
      if (direct !== undefined) same('parseResult agrees with parsePdnResult', direct, result);
    }
  },
};

const DIPLOMACY_SEEDS = [
  'A5 E4 F6 G5 I4 R6 T4 end:1908',
  'A0@1903 E11 F8 G0@1905 I3 R7 T5 end:1910 draw:EFRT',
  'A18 E4 F3 G3 I2 R2 T2',
];

const diplomacyResultTarget: Target = {
  name: 'diplomacy-result',
  calls: 'parseGameResult / formatGameResult + validateDiplomacyGameResult',
  generate: (random) => {
    const tokens: string[] = diplomacy.POWERS.map((power) => {
      const letter = diplomacy.POWER_LETTERS[power];
      const count = random.int(19);
      return `${random.coin() ? letter : letter.toLowerCase()}${count}${count === 0 && random.coin() ? `@${1901 + random.int(10)}` : ''}`;
    });
    if (random.coin()) tokens.push(`end:${1901 + random.int(15)}`);
    if (random.coin())
      tokens.push(
        `draw:${random
          .shuffle(['A', 'E', 'F', 'G', 'I', 'R', 'T'])
          .slice(0, 1 + random.int(4))
          .join('')}`,
      );
    return maybeMutate(random, random.shuffle(tokens).join(random.pick([' ', '  ', '\n', '\t'])));
  },
  mutate: (random) => mutateText(random, random.pick(DIPLOMACY_SEEDS), DIPLOMACY_SEEDS),
  parse: (input) => diplomacy.parseGameResult(text(input)),
  check: (value) => {
    const game = value as diplomacy.DiplomacyGameResult;
    const validation = diplomacy.validateDiplomacyGameResult(game);
    checkValidation(validation);
    // The notation reads any counts; formatGameResult writes valid games only (a total over
    // 34 centres is refused, never written), so the round trip is checked on those.
    if (!validation.ok) return;
    const formatted = diplomacy.formatGameResult(game);
    const again = diplomacy.parseGameResult(formatted);
    same('parseGameResult(formatGameResult(g))', again, game);
    same('formatGameResult stable', diplomacy.formatGameResult(again), formatted);
  },
};

const CSV_HEADER = [
  'round',
  'board',
  ...diplomacy.POWERS.flatMap((power) => [power, `${power}_centres`]),
  'end_year',
];

/** A Diplomacy results sheet: rounds of boards, seven players a board, as a spreadsheet saves it. */
function randomDiplomacySheet(random: SeededRandom): string {
  const delimiter = random.pick([',', ';', '\t']);
  const newline = random.pick(['\n', '\r\n']);
  const names = Array.from(
    { length: 7 + random.int(14) },
    (_, i) => `${random.pick(['Ann', 'Bjørn', 'Cai', 'Dag D.', 'Eli'])}${i}`,
  );
  const rows = [CSV_HEADER.join(delimiter)];
  for (let round = 1; round <= 1 + random.int(3); round += 1) {
    for (let board = 1; board <= 1 + random.int(2); board += 1) {
      const seated = random.shuffle([...names]).slice(0, 7);
      let left = 34;
      const cells = seated.flatMap((name, i) => {
        const centres = i === 6 ? left : random.int(Math.min(left, 18) + 1);
        left -= centres;
        return [name, String(centres)];
      });
      rows.push([String(round), String(board), ...cells, String(1901 + random.int(12))].join(delimiter));
    }
  }
  return (random.coin() ? '\ufeff' : '') + rows.join(newline) + (random.coin() ? newline : '');
}

const DIPLOMACY_CSV_SEEDS = [
  `${CSV_HEADER.join(',')}\n1,1,Kari,3,Ola,11,Per,8,Siri,8,Tor,3,Una,1,Vidar,0,1908\n2,1,Siri,6,Tor,5,Una,9,Vidar,2,Kari,7,Ola,5,Per,0,1908\n`,
  `${CSV_HEADER.slice(0, -1).join(';')}\r\n1;1;A;4;"B; b";9;C;8;D;5;E;3;F;3;G;2\r\n`,
];

const diplomacyCsvTarget: Target = {
  name: 'diplomacy-csv',
  calls: 'parseDiplomacyCsv (text and bytes) + validateDiplomacyTournament + locate',
  generate: (random) => {
    const sheet = maybeMutate(random, randomDiplomacySheet(random));
    return random.int(4) === 0 ? new TextEncoder().encode(sheet) : sheet;
  },
  mutate: (random) => mutateText(random, random.pick(DIPLOMACY_CSV_SEEDS), DIPLOMACY_CSV_SEEDS),
  parse: (input) => diplomacy.parseDiplomacyCsv(input),
  check: (value) => {
    const sheet = value as ReturnType<typeof diplomacy.parseDiplomacyCsv>;
    checkValidation(diplomacy.validateDiplomacyTournament(sheet.document));
    const first = sheet.document.rounds[0]?.boards[0];
    if (first !== undefined && sheet.locate(['rounds', 0, 'boards', 0]) === undefined)
      throw new InvariantFailure('locate finds no line for the first board');
  },
};

const OTHELLO_CSV_HEADER = ['round', 'black', 'black_discs', 'white', 'white_discs', 'forfeit'];

/** One field quoted as a spreadsheet may write it (always, so any text survives). */
const quoted = (field: string): string => `"${field.replaceAll('"', '""')}"`;

/**
 * An Othello results sheet: rounds of games, byes, absences, withdrawals, forfeits with or
 * without discs, late entries, as a spreadsheet saves it.
 */
function randomOthelloSheet(random: SeededRandom): string {
  const delimiter = random.pick([',', ';', '\t']);
  const newline = random.pick(['\n', '\r\n']);
  const names = Array.from(
    { length: 2 + random.int(9) },
    (_, i) => `${random.pick(['Ann', 'Bjørn', 'Cai', 'Berg, Dag', 'Eli "E"'])}${i}`,
  );
  const cell = (field: string) => (random.int(4) === 0 || /[",;\t]/.test(field) ? quoted(field) : field);
  const header = random.coin()
    ? OTHELLO_CSV_HEADER
    : ['Round', 'Black', 'Black discs', 'White', 'White discs', 'Forfeit'];
  const rows = [header.join(delimiter)];
  const gone = new Set<string>();
  for (let round = 1; round <= 1 + random.int(4); round += 1) {
    const order = random.shuffle(names.filter((name) => !gone.has(name)));
    const row = (...fields: string[]) => rows.push([String(round), ...fields].map(cell).join(delimiter));
    for (let index = 0; index + 1 < order.length; index += 2) {
      const [black, white] = [order[index]!, order[index + 1]!];
      const kind = random.int(12);
      if (kind === 0) row(black, '', white, '', random.pick(['black', 'WHITE', 'both']));
      else if (kind === 1) row(black, '', 'ABSENT', '', '');
      else {
        const discs = random.int(65);
        row(black, String(discs), white, String(random.int(65 - discs)), '');
      }
    }
    if (order.length % 2 === 1) row(order[order.length - 1]!, '', 'BYE', '', '');
    if (order.length > 2 && random.int(5) === 0) {
      const leaving = random.pick(order);
      gone.add(leaving);
      rows.push([String(round + 1), 'WITHDRAWN', '', leaving, '', ''].map(cell).join(delimiter));
    }
  }
  return (random.coin() ? '\ufeff' : '') + rows.join(newline) + (random.coin() ? newline : '');
}

/** An Othello tournament written back as a sheet: every round's games, byes and absences, then the withdrawals. */
function othelloSheetOf(tournament: othello.OthelloTournament): string {
  const rows = tournament.rounds.flatMap((round, index) => {
    const number = String(index + 1);
    return [
      ...round.games.map((game) => [
        number,
        game.black,
        String(game.blackDiscs),
        game.white,
        String(game.whiteDiscs),
        game.forfeit ?? '',
      ]),
      ...(round.byes ?? []).map((name) => [number, name, '', 'BYE', '', '']),
      ...(round.absent ?? []).map((name) => [number, name, '', 'ABSENT', '', '']),
    ];
  });
  const withdrawals = tournament.players.flatMap((player) =>
    player.withdrawnFromRound === undefined
      ? []
      : [[String(player.withdrawnFromRound), player.id, '', 'WITHDRAWN', '', '']],
  );
  return [OTHELLO_CSV_HEADER, ...rows, ...withdrawals].map((row) => row.map(quoted).join(',')).join('\n');
}

/** A tournament with its players in order of id: sheets of one tournament list them as first seen. */
function playersById<T extends { readonly players: readonly { readonly id: string }[] }>(document: T): T {
  return {
    ...document,
    players: [...document.players].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  };
}

const OTHELLO_CSV_SEEDS = [
  'round,black,black_discs,white,white_discs\n1,Ann Berg,40,Bjørn Lie,24\n1,Cai Nyhus,30,Dina Haug,34\n1,Emil Dahl,,BYE,\n2,Dina Haug,32,Ann Berg,32\n2,Emil Dahl,41,Cai Nyhus,23\n2,Bjørn Lie,,BYE,\n',
  'Round;Black;Black discs;White;White discs;Forfeit\r\n1;Ann;;Bo;;white\r\n1;Cy;;ABSENT;;\r\n2;"Berg; Dag";33;Cy;31;\r\n2;Ann;;WITHDRAWN;;\r\n2;Bo;;bye;;\r\n',
];

const othelloCsvTarget: Target = {
  name: 'othello-csv',
  calls: 'parseOthelloCsv (text and bytes) + validateOthelloTournament + othelloStandings + locate',
  generate: (random) => {
    const sheet = maybeMutate(random, randomOthelloSheet(random));
    return random.int(4) === 0 ? new TextEncoder().encode(sheet) : sheet;
  },
  mutate: (random) => mutateText(random, random.pick(OTHELLO_CSV_SEEDS), OTHELLO_CSV_SEEDS),
  parse: (input) => othello.parseOthelloCsv(input),
  check: (value) => {
    const sheet = value as ReturnType<typeof othello.parseOthelloCsv>;
    const { document } = sheet;
    if (document.rounds[0]?.games[0] !== undefined && sheet.locate(['rounds', 0, 'games', 0]) === undefined)
      throw new InvariantFailure('locate finds no line for the first game');
    // The document written back as a sheet reads back the same (players in any order).
    same(
      'parseOthelloCsv(sheet of its document)',
      playersById(othello.parseOthelloCsv(othelloSheetOf(document)).document),
      playersById(document),
    );
    const validation = othello.validateOthelloTournament(document);
    checkValidation(validation);
    if (!validation.ok) return;
    // Every preset, even after one refuses: a preset may refuse a valid tournament (KOA's
    // Brightwell constant needs 5–13 rounds), a coded refusal counted as such.
    let refused: MindsportError | undefined;
    for (const preset of Object.values(othello.OTHELLO_PRESETS)) {
      try {
        othello.othelloStandings(document, preset);
      } catch (error) {
        if (!(error instanceof MindsportError)) throw error;
        checkError(error);
        refused ??= error;
      }
    }
    if (refused !== undefined) throw new Refusal(`(standings) ${refused.code}`);
  },
};

const DRAUGHTS_CSV_HEADER = ['round', 'white', 'black', 'result', 'reason'];

/** A draughts results sheet: rounds of games in any result spelling, reasons, as a spreadsheet saves it. */
function randomDraughtsSheet(random: SeededRandom): string {
  const delimiter = random.pick([',', ';', '\t']);
  const newline = random.pick(['\n', '\r\n']);
  const names = Array.from(
    { length: 2 + random.int(9) },
    (_, i) => `${random.pick(['Anna de Vries', 'Bram', 'René', 'Smit, Dirk'])}${i}`,
  );
  const rounds = random.int(4) !== 0;
  const cell = (field: string) => (random.int(4) === 0 || /[",;\t]/.test(field) ? quoted(field) : field);
  const header = rounds ? DRAUGHTS_CSV_HEADER : DRAUGHTS_CSV_HEADER.slice(1);
  const rows = [header.join(delimiter)];
  for (let round = 1; round <= 1 + random.int(4); round += 1) {
    const order = random.shuffle(names);
    for (let index = 0; index + 1 < order.length; index += 2) {
      const result = random.pick([...draughts.DRAUGHTS_RESULTS, '1 - 1', '2 - 0', '1+ - 1-']);
      const reason = random.pick(['', '', '', 'forfeit, no show', 'agreed "draw"']);
      const fields = [String(round), order[index]!, order[index + 1]!, result, reason];
      rows.push((rounds ? fields : fields.slice(1)).map(cell).join(delimiter));
    }
  }
  return (random.coin() ? '\ufeff' : '') + rows.join(newline) + (random.coin() ? newline : '');
}

/** A draughts event written back as a sheet, one game per row. */
function draughtsSheetOf(tournament: draughts.DraughtsTournament): string {
  const rows = tournament.games.map((game) => [
    game.round === undefined ? '' : String(game.round),
    game.white,
    game.black,
    String(game.result),
    game.reason ?? '',
  ]);
  return [DRAUGHTS_CSV_HEADER, ...rows].map((row) => row.map(quoted).join(',')).join('\n');
}

const DRAUGHTS_CSV_SEEDS = [
  'round,white,black,result\n1,Anna de Vries,Dirk Smit,2-0\n1,Bram Jansen,Cees Bakker,1-1\n2,Dirk Smit,Cees Bakker,0-2\n2,Anna de Vries,Bram Jansen,1-1\n',
  'White;Black;Result;Reason\r\nAnn;Bo;1+ - 1-;\r\nBo;Cor;2-0;"forfeit; no show"\r\n',
];

const draughtsCsvTarget: Target = {
  name: 'draughts-csv',
  calls: 'parseDraughtsCsv (text and bytes) + validateDraughtsTournament + draughtsStandings + locate',
  generate: (random) => {
    const sheet = maybeMutate(random, randomDraughtsSheet(random));
    return random.int(4) === 0 ? new TextEncoder().encode(sheet) : sheet;
  },
  mutate: (random) => mutateText(random, random.pick(DRAUGHTS_CSV_SEEDS), DRAUGHTS_CSV_SEEDS),
  parse: (input) => draughts.parseDraughtsCsv(input),
  check: (value) => {
    const sheet = value as ReturnType<typeof draughts.parseDraughtsCsv>;
    const { document } = sheet;
    if (document.games[0] !== undefined && sheet.locate(['games', 0, 'result']) === undefined)
      throw new InvariantFailure('locate finds no cell for the first result');
    same(
      'parseDraughtsCsv(sheet of its document)',
      draughts.parseDraughtsCsv(draughtsSheetOf(document)).document,
      document,
    );
    const validation = draughts.validateDraughtsTournament(document);
    checkValidation(validation);
    if (!validation.ok) return;
    try {
      draughts.draughtsStandings(document);
    } catch (error) {
      if (!(error instanceof MindsportError)) throw error;
      checkError(error);
      throw new Refusal(`(standings) ${error.code}`);
    }
  },
};

const FRACTION_SEEDS = ['19', '-19.5', '59/3', '1e3', '150%', '12.5 %', '.5', '0', '-0', '+7/-14', '1.25e-3'];

const fractionTarget: Target = {
  name: 'fraction',
  calls: 'Fraction.parse / toString',
  generate: (random) => {
    const digits = (max: number): string => {
      let text = String(random.int(10));
      for (let length = random.int(max); length > 0; length--) text += String(random.int(10));
      return text;
    };
    const sign = () => random.pick(['', '', '-', '+']);
    const kind = random.int(4);
    const generated =
      kind === 0
        ? `${sign()}${digits(12)}/${sign()}${digits(12)}`
        : kind === 1
          ? `${sign()}${digits(15)}.${digits(15)}${random.coin() ? `e${sign()}${random.int(40)}` : ''}`
          : kind === 2
            ? `${sign()}${digits(4)}${random.pick(['%', ' %', '.5%'])}`
            : `${sign()}${digits(18)}`;
    return maybeMutate(random, generated);
  },
  mutate: (random) => mutateText(random, random.pick(FRACTION_SEEDS), FRACTION_SEEDS),
  parse: (input) => Fraction.parse(text(input)),
  check: (value) => {
    const fraction = value as Fraction;
    const formatted = fraction.toString();
    const again = Fraction.parse(formatted);
    if (!again.equals(fraction)) throw new InvariantFailure(`Fraction.parse(${formatted}) ≠ ${formatted}`);
    same('toString stable', again.toString(), formatted);
    same(
      'numerator/denominator identical',
      [again.numerator, again.denominator],
      [fraction.numerator, fraction.denominator],
    );
    same('toJSON is toString', fraction.toJSON(), formatted);
  },
};

/** A validator's problems must all be coded MindsportErrors with a path. */
function checkValidation(validation: { ok: boolean; problems?: readonly unknown[] }): void {
  if (validation.ok) return;
  if (!validation.problems || validation.problems.length === 0) {
    throw new InvariantFailure('a failed validation lists no problem');
  }
  for (const problem of validation.problems) {
    if (!(problem instanceof MindsportError))
      throw new InvariantFailure(`problem ${preview(problem)} is no MindsportError`);
    checkError(problem);
  }
}

/** The code is UPPER_SNAKE and the path an array of keys and indices. */
export function checkError(error: MindsportError): void {
  if (typeof error.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(error.code)) {
    throw new InvariantFailure(`error code ${preview(error.code)} is not UPPER_SNAKE (${error.message})`);
  }
  if (
    !Array.isArray(error.path) ||
    !error.path.every((key) => typeof key === 'string' || typeof key === 'number')
  ) {
    throw new InvariantFailure(`error ${error.code} has path ${preview(error.path)}`);
  }
}

function parseJson(input: FuzzInput): unknown {
  try {
    return JSON.parse(text(input));
  } catch {
    throw new NotJson('not JSON');
  }
}

/** A JSON document target: validator first, then the module's standings on accepted documents. */
function jsonTarget(
  name: string,
  seedName: string,
  calls: string,
  generate: (random: SeededRandom, seed: unknown) => unknown,
  validate: (document: unknown) => { ok: boolean; problems?: readonly unknown[]; value?: unknown },
  compute: (document: unknown) => unknown,
): Target {
  const seedOf = (seeds: Seeds): unknown => {
    const seed = seeds.json[seedName];
    if (seed === undefined) throw new Error(`examples/${seedName}.json is missing`);
    return seed;
  };
  return {
    name,
    calls,
    generate: (random, seeds) => {
      const document = generate(random, structuredClone(seedOf(seeds)));
      return random.int(3) === 0 ? mutateJson(random, document, [seedOf(seeds)]) : JSON.stringify(document);
    },
    mutate: (random, seeds) => mutateJson(random, seedOf(seeds), Object.values(seeds.json)),
    parse: (input) => {
      const document = parseJson(input);
      const validation = validate(document);
      checkValidation(validation);
      if (!validation.ok) throw (validation.problems as MindsportError[])[0]!;
      return document;
    },
    check: (document) => {
      try {
        compute(document);
      } catch (error) {
        // A preset may refuse a valid tournament (KOA's Brightwell constant needs 5–13
        // rounds): a coded refusal is allowed, and counted.
        if (!(error instanceof MindsportError)) throw error;
        checkError(error);
        throw new Refusal(`(standings) ${error.code}`);
      }
    },
  };
}

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };

const othelloJson = jsonTarget(
  'json-othello-tournament',
  'othello-tournament',
  'othello validateOthelloTournament + othelloStandings (every preset)',
  (random, seed) => {
    // Random disc counts and pairings on the example's players.
    const tournament = seed as Mutable<othello.OthelloTournament>;
    const ids = tournament.players.map((player) => player.id);
    tournament.rounds = Array.from({ length: 1 + random.int(4) }, () => {
      const order = random.shuffle(ids);
      const games = [];
      for (let index = 0; index + 1 < order.length; index += 2) {
        const blackDiscs = random.int(65);
        games.push({
          black: order[index]!,
          blackDiscs,
          white: order[index + 1]!,
          whiteDiscs: random.int(65 - blackDiscs),
        });
      }
      return { games, byes: order.length % 2 === 1 ? [order[order.length - 1]!] : [] };
    });
    tournament.plannedRounds = tournament.rounds.length + random.int(3);
    return tournament;
  },
  (document) => othello.validateOthelloTournament(document),
  (document) => {
    for (const preset of Object.values(othello.OTHELLO_PRESETS)) {
      othello.othelloStandings(document as othello.OthelloTournament, preset);
    }
  },
);

const diplomacyJson = jsonTarget(
  'json-diplomacy-tournament',
  'diplomacy-event',
  'diplomacy validateDiplomacyTournament + diplomacyStandings',
  (random, seed) => {
    // The example with reseated players and random centre counts.
    const tournament = seed as Mutable<diplomacy.DiplomacyTournament>;
    const ids = tournament.players.map((player) => player.id);
    for (const round of tournament.rounds) {
      for (const board of round.boards) {
        const seating = random.shuffle(ids);
        let left = 34;
        diplomacy.POWERS.forEach((power, index) => {
          const entry = (
            board.game.powers as unknown as Record<
              string,
              Mutable<diplomacy.DiplomacyPowerResult> & { player?: string }
            >
          )[power];
          if (entry === undefined) return;
          const centres = index === 6 ? random.int(left + 1) : random.int(Math.min(left, 12) + 1);
          left -= centres;
          entry.supplyCentres = centres;
          if (centres === 0) entry.eliminatedIn = 1901 + random.int(7);
          else delete entry.eliminatedIn;
          if (entry.player !== undefined) entry.player = seating[index]!;
        });
      }
    }
    return tournament;
  },
  (document) => diplomacy.validateDiplomacyTournament(document),
  (document) => diplomacy.diplomacyStandings(document as diplomacy.DiplomacyTournament),
);

const draughtsJson = jsonTarget(
  'json-draughts-tournament',
  'draughts-event',
  'draughts validateDraughtsTournament + draughtsStandings',
  (random, seed) => {
    const tournament = seed as Mutable<draughts.DraughtsTournament>;
    const players = tournament.players.map((player) => player.id);
    const games = [];
    for (let round = 1; round <= 1 + random.int(3); round++) {
      const order = random.shuffle(players);
      for (let index = 0; index + 1 < order.length; index += 2) {
        games.push({
          round,
          white: order[index]!,
          black: order[index + 1]!,
          result: random.pick(draughts.DRAUGHTS_RESULTS),
        });
      }
    }
    (tournament as { games: unknown[] }).games = games;
    return tournament;
  },
  (document) => draughts.validateDraughtsTournament(document),
  (document) => draughts.draughtsStandings(document),
);

const ladderJson: Target = {
  name: 'json-ladder-season',
  calls: 'parseLadderSeason / formatLadderSeason + ladderStandings',
  generate: (random, seeds) => {
    const season = structuredClone(seeds.json['ladder-season']) as Mutable<ladder.LadderSeason>;
    // Reorder the players and replay a random subset of rounds.
    season.players = random.shuffle(season.players);
    season.rounds = season.rounds.slice(0, random.int(season.rounds.length + 1));
    return random.int(3) === 0 ? mutateJson(random, season, []) : JSON.stringify(season);
  },
  mutate: (random, seeds) => mutateJson(random, seeds.json['ladder-season'], Object.values(seeds.json)),
  parse: (input) => ladder.parseLadderSeason(text(input)),
  check: (value) => {
    const season = value as ladder.LadderSeason;
    try {
      ladder.ladderStandings(season);
    } catch (error) {
      if (!(error instanceof MindsportError)) throw error;
      throw new InvariantFailure(
        `accepted by parseLadderSeason, refused by ladderStandings: ${error.code} ${error.message}`,
      );
    }
    let formatted: string;
    try {
      formatted = ladder.formatLadderSeason(season);
    } catch (error) {
      // Documented: a season nested deeper than 1000 levels (in the caller's `extra` data)
      // is refused by the writer, NOT_JSON, and counted as such.
      if (error instanceof MindsportError && error.code === 'NOT_JSON')
        throw new Refusal('(format) NOT_JSON');
      throw error;
    }
    same('parseLadderSeason(formatLadderSeason(s))', ladder.parseLadderSeason(formatted), season);
  },
};

const grandPrixJson = jsonTarget(
  'json-grandprix-season',
  'grandprix-season',
  'grandprix validateGrandPrixSeason + grandPrixStandings',
  (random, seed) => {
    const season = seed as Mutable<grandprix.GrandPrixSeason>;
    season.players = random.shuffle(season.players);
    for (const tournament of season.tournaments) {
      if (tournament.standings === undefined) continue;
      const places = tournament.standings.map((_, index) => index + 1);
      // Shared places: sometimes two players get the same place.
      tournament.standings = random.shuffle(tournament.standings).map((entry, index) => ({
        ...entry,
        place: index > 0 && random.int(4) === 0 ? places[index - 1]! : places[index]!,
      }));
    }
    return season;
  },
  (document) => grandprix.validateGrandPrixSeason(document as grandprix.GrandPrixSeason),
  (document) => grandprix.grandPrixStandings(document as grandprix.GrandPrixSeason),
);

/** Every target, in run order. */
export const TARGETS: readonly Target[] = [
  squareTarget,
  transcriptTarget,
  gameTarget,
  positionTarget,
  scoreTarget,
  wthorGamesTarget,
  wthorChunksTarget,
  wthorNamesTarget('players'),
  wthorNamesTarget('tournaments'),
  pappPlayersTarget,
  pappWorkfileTarget,
  fenTarget,
  pdnTarget,
  pdnChunksTarget,
  draughtsMoveTarget,
  draughtsResultTarget,
  diplomacyResultTarget,
  diplomacyCsvTarget,
  othelloCsvTarget,
  draughtsCsvTarget,
  fractionTarget,
  othelloJson,
  diplomacyJson,
  draughtsJson,
  ladderJson,
  grandPrixJson,
];

/** Dictionary exported for the report. */
export const DICTIONARY_SIZE = TEXT_DICTIONARY.length;
