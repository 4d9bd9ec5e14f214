/**
 * Structure-aware generators: random but well-formed games, positions and files that the
 * fuzzer then feeds as they are or lightly mutated, so that inputs reach deep into each
 * parser instead of failing on the first byte.
 */
import type { SeededRandom } from '../src/core/index.js';
import { applyLegalMove } from '../src/draughts/board/move.js';
import * as draughts from '../src/draughts/index.js';
import * as othello from '../src/othello/index.js';

/** Squares of a random Othello game from the start, stopped at a random ply or at the end. */
export function randomOthelloGame(random: SeededRandom, maxPlies = 64): othello.SquareName[] {
  let position = othello.START_POSITION;
  const moves: othello.SquareName[] = [];
  const stop = random.int(maxPlies + 1);
  while (moves.length < stop) {
    if (othello.isGameOver(position)) break;
    let legal = othello.legalMoves(position);
    if (legal.length === 0) {
      position = othello.pass(position);
      legal = othello.legalMoves(position);
      if (legal.length === 0) break;
    }
    const move = random.pick(legal);
    moves.push(move);
    position = othello.play(position, move);
  }
  return moves;
}

/** A random Othello position: reached by play, or squares drawn at random. */
export function randomOthelloPosition(random: SeededRandom): othello.Position {
  if (random.coin()) {
    let position = othello.START_POSITION;
    for (const move of randomOthelloGame(random)) {
      if (othello.legalMoves(position).length === 0) position = othello.pass(position);
      position = othello.play(position, move);
    }
    return position;
  }
  let text = '';
  for (let square = 0; square < 64; square++) text += random.pick(['X', 'O', '-', '-']);
  return othello.parsePosition(`${text} ${random.coin() ? 'X' : 'O'}`);
}

/** Writes a WTHOR game database (the reference layout: 16-byte header, 68-byte games). */
export function encodeWthorGames(database: othello.WthorDatabase): Uint8Array {
  const { header, games } = database;
  const bytes = new Uint8Array(16 + 68 * games.length);
  writeHeader(bytes, header, games.length, header.recordCount);
  games.forEach((game, index) => {
    const at = 16 + 68 * index;
    bytes[at] = game.tournamentId & 0xff;
    bytes[at + 1] = game.tournamentId >> 8;
    bytes[at + 2] = game.blackPlayerId & 0xff;
    bytes[at + 3] = game.blackPlayerId >> 8;
    bytes[at + 4] = game.whitePlayerId & 0xff;
    bytes[at + 5] = game.whitePlayerId >> 8;
    bytes[at + 6] = game.blackScore;
    bytes[at + 7] = game.theoreticalScore;
    game.moves.forEach((move, ply) => {
      const square = othello.parseSquare(move);
      bytes[at + 8 + ply] = 10 * ((square >> 3) + 1) + (square & 7) + 1;
    });
  });
  return bytes;
}

/** Writes a WTHOR names file (players: 20-byte records; tournaments: 26-byte records). */
export function encodeWthorNames(names: othello.WthorNames, kind: othello.WthorNameKind): Uint8Array {
  const size = kind === 'players' ? 20 : 26;
  const bytes = new Uint8Array(16 + size * names.names.length);
  writeHeader(bytes, names.header, names.header.gameCount, names.names.length);
  names.names.forEach((name, index) => {
    for (let at = 0; at < name.length && at < size; at++) bytes[16 + size * index + at] = name.charCodeAt(at);
  });
  return bytes;
}

function writeHeader(
  bytes: Uint8Array,
  header: othello.WthorHeader,
  gameCount: number,
  recordCount: number,
): void {
  // Century byte and year byte: the parser reads 100 × century + year, and real files may
  // hold a year byte above 99, so the century byte is capped and the rest goes in the year.
  bytes[0] = Math.min(255, Math.floor(header.createdYear / 100));
  bytes[1] = header.createdYear - 100 * bytes[0]!;
  bytes[2] = header.createdMonth;
  bytes[3] = header.createdDay;
  bytes[4] = gameCount & 0xff;
  bytes[5] = (gameCount >>> 8) & 0xff;
  bytes[6] = (gameCount >>> 16) & 0xff;
  bytes[7] = gameCount >>> 24;
  bytes[8] = recordCount & 0xff;
  bytes[9] = recordCount >> 8;
  bytes[10] = header.gamesYear & 0xff;
  bytes[11] = header.gamesYear >> 8;
  bytes[12] = header.boardSize;
  bytes[13] = header.solitaire ? 1 : 0;
  bytes[14] = header.theoreticalDepth;
}

function randomHeader(random: SeededRandom): othello.WthorHeader {
  return {
    createdYear: 1900 + random.int(200),
    createdMonth: random.int(13),
    createdDay: random.int(32),
    gameCount: 0,
    recordCount: 0,
    gamesYear: 1977 + random.int(60),
    boardSize: 8,
    solitaire: random.int(5) === 0,
    theoreticalDepth: random.int(25),
  };
}

/** A random WTHOR game file of up to four random games. */
export function randomWthorGames(random: SeededRandom): Uint8Array {
  const games: othello.WthorGame[] = Array.from({ length: random.int(5) }, (_, index) => ({
    index,
    offset: 16 + 68 * index,
    tournamentId: random.int(0x10000),
    blackPlayerId: random.int(0x10000),
    whitePlayerId: random.int(0x10000),
    blackScore: random.int(65),
    theoreticalScore: random.int(65),
    moves: randomOthelloGame(random, 60),
  }));
  return encodeWthorGames({ header: randomHeader(random), games });
}

/** A random WTHOR names file. */
export function randomWthorNames(random: SeededRandom, kind: othello.WthorNameKind): Uint8Array {
  const size = kind === 'players' ? 20 : 26;
  const names = Array.from({ length: random.int(6) }, () => {
    let name = '';
    const length = random.int(size + 1);
    for (let at = 0; at < length; at++) name += String.fromCharCode(1 + random.int(255));
    return name;
  });
  return encodeWthorNames({ header: randomHeader(random), names }, kind);
}

/** A random PAPP players file. */
export function randomPappPlayers(random: SeededRandom): string {
  const lines: string[] = [];
  let id = random.int(3);
  const count = random.int(12);
  for (let index = 0; index < count; index++) {
    if (random.int(4) === 0)
      lines.push(`${random.pick(['', '  '])}pays = ${random.pick(['NOR', 'FRA', 'SWE', 'GBR'])}`);
    id += 1 + random.int(3);
    const padded = random.coin() ? String(id).padStart(6, '0') : String(id);
    const name = `${random.pick(['HANSEN', 'BERG', 'ÅBERG', 'Lind', "O'Brien", 'de la Cruz'])}, ${random.pick(['Ola', 'Åsa', 'Per', 'J.'])}`;
    lines.push(`${random.pick(['', '  ', '\t'])}${padded} ${name}`);
    if (random.int(6) === 0) lines.push('');
  }
  return lines.join(random.pick(['\n', '\r\n', '\r']));
}

/** A random PAPP workfile: presence lines, games with legal disc counts, round ends. */
export function randomPappWorkfile(random: SeededRandom): string {
  const statements: string[] = [];
  const rounds = 1 + random.int(6);
  if (random.coin()) statements.push(`#_Nombre-Rondes = ${rounds + random.int(3) - 1}`);
  if (random.coin()) statements.push('#_BQ-double = 0');
  const count = 2 + random.int(8);
  const ids = Array.from({ length: count }, (_, index) => index + 1);
  const present = new Set<number>();
  const pad = (id: number): string => (random.coin() ? String(id).padStart(6, '0') : String(id));
  for (let round = 1; round <= rounds; round++) {
    const changes: string[] = [];
    for (const id of ids) {
      const roll = random.int(10);
      if (!present.has(id) && (round === 1 ? roll < 8 : roll < 2)) {
        present.add(id);
        changes.push(`+${pad(id)}`);
      } else if (present.has(id) && round > 1 && roll === 9) {
        present.delete(id);
        changes.push(`-${pad(id)}`);
      }
    }
    if (changes.length > 0) statements.push(`& ${changes.join(' ')} `);
    const playing = random.shuffle([...present]);
    for (let index = 0; index + 1 < playing.length; index += 2) {
      const black = random.int(65);
      const white = random.int(65 - black);
      statements.push(`(${pad(playing[index]!)} ${black} ${pad(playing[index + 1]!)} ${white})`);
    }
    if (random.int(8) === 0) statements.push('raz-couplage');
    if (round < rounds || random.coin()) statements.push('ronde-suivante');
  }
  return statements.map((statement) => `${statement};`).join(random.pick(['\n', '\r\n', ' ']));
}

/** A random draughts game from the start or from a random reached position. */
export function randomDraughtsGame(
  random: SeededRandom,
  maxPlies = 80,
): { start: draughts.DraughtsPosition; moves: draughts.DraughtsMove[] } {
  let position = draughts.DRAUGHTS_START;
  const playRandom = (plies: number, moves: draughts.DraughtsMove[]): void => {
    for (let ply = 0; ply < plies; ply++) {
      const legal = draughts.draughtsLegalMoves(position);
      if (legal.length === 0) return;
      const move = random.pick(legal);
      moves.push(move);
      // applyLegalMove: the move comes from legalMoves (playMove re-checks it, 8× slower).
      position = applyLegalMove(position, move);
    }
  };
  if (random.int(4) === 0) playRandom(random.int(maxPlies), []);
  const start = position;
  const moves: draughts.DraughtsMove[] = [];
  playRandom(random.int(maxPlies + 1), moves);
  return { start, moves };
}

/** A random draughts position: reached by play, or random pieces (men off their promotion row). */
export function randomDraughtsPosition(random: SeededRandom): draughts.DraughtsPosition {
  if (random.int(8) === 0) {
    const { start, moves } = randomDraughtsGame(random, 20);
    let position = start;
    for (const move of moves) position = applyLegalMove(position, move);
    return position;
  }
  const squares = random.shuffle(Array.from({ length: 50 }, (_, index) => index + 1));
  const lists = {
    whiteMen: [] as number[],
    whiteKings: [] as number[],
    blackMen: [] as number[],
    blackKings: [] as number[],
  };
  const count = random.int(41);
  for (let index = 0; index < count; index++) {
    const square = squares[index]!;
    const white = random.coin();
    const side = white
      ? lists.whiteMen.length + lists.whiteKings.length
      : lists.blackMen.length + lists.blackKings.length;
    if (side >= 20) continue;
    // A white man on 1–5 or a black man on 46–50 would have been crowned.
    const king = random.int(5) === 0 || (white ? square <= 5 : square >= 46);
    (white ? (king ? lists.whiteKings : lists.whiteMen) : king ? lists.blackKings : lists.blackMen).push(
      square,
    );
  }
  return draughts.assertDraughtsPosition({ turn: random.coin() ? 'white' : 'black', ...lists });
}

const PDN_NAMES = ['T. Sijbrands', 'Gantwarg', 'Anna de Vries', 'Ö "Q" \\ test', 'x'];

/** A random PDN file of one to three games written by formatPdn, with comments and tags. */
export function randomPdn(random: SeededRandom): string {
  const count = random.int(4) === 0 ? 2 : 1;
  const games: draughts.PdnGameInput[] = [];
  for (let index = 0; index < count; index++) {
    const { start, moves } = randomDraughtsGame(random, 30);
    const tags: Record<string, string> = {};
    if (random.coin()) tags.White = random.pick(PDN_NAMES);
    if (random.coin()) tags.Black = random.pick(PDN_NAMES);
    if (random.int(4) === 0) tags.Date = '1970.4.2';
    if (random.int(4) === 0) tags.GameType = '20';
    games.push({
      tags,
      start,
      moves: moves.map((move) =>
        random.int(8) === 0 ? { move, comment: random.pick(['?', 'good move', '!!']) } : move,
      ),
      result: random.pick([null, 'unfinished', ...draughts.DRAUGHTS_RESULTS]),
    });
  }
  const legacy = games.every(
    (game) => game.result === null || ['2-0', '0-2', '1-1', 'unfinished'].includes(game.result as string),
  );
  return draughts.formatPdn(games, {
    resultStyle: legacy && random.coin() ? 'legacy' : 'points',
    lineWidth: 20 + random.int(100),
  });
}
