/**
 * Browser check of the board diagrams (issue #12 "Pictures"): Othello and draughts positions
 * drawn by `othelloDiagram` and `draughtsDiagram`, rendered by headless Chromium, read back
 * from what the browser shows and compared with the positions.
 *
 * Othello (spec §1): columns a–h left to right, rows 1–8 top to bottom. Draughts (spec §2,
 * PDN numbering): the 50 dark squares numbered 1–50 from Black's side at the top, square 1
 * in the top row's second column. Real positions: a WTHOR game at ply 20 and PDN games;
 * random positions from fast-check (one page holds every case, so Chromium starts once).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DRAUGHTS_START,
  type DraughtsDiagramOptions,
  type DraughtsPosition,
  draughtsDiagram,
  parsePdn,
  playMove,
} from '../../src/draughts/index.js';
import {
  FILES,
  formatPosition,
  isGameOver,
  legalMoves,
  type OthelloDiagramOptions,
  othelloDiagram,
  type Position,
  parseWthorGames,
  pass,
  play,
  RANKS,
  replayGame,
  START_POSITION,
} from '../../src/othello/index.js';
import { type CaseReport, type PageCase, renderCases } from './chromium.js';

// Real games kept in the repository (tests/fixtures: WTHOR years and the PDN files).
const shared = new URL('../fixtures/', import.meta.url);
const seed = Number(process.env.MINDSPORT_FC_SEED || Date.now() % 2 ** 31);

interface Hit {
  readonly tag: string | null;
  readonly outside?: boolean;
  readonly classes?: string[] | null;
  readonly square?: string | null;
  readonly text?: string | null;
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

interface DiagramReport {
  readonly svgCount: number;
  readonly standalone: { parseError: string | null; root: string; namespace: string };
  readonly title: string | null;
  readonly viewBox: number[];
  readonly widthAttribute: string | null;
  readonly heightAttribute: string | null;
  readonly rendered: { left: number; top: number; width: number; height: number };
  readonly board: Box;
  readonly squareSize: number;
  readonly hits: readonly { row: number; column: number; centre: Hit; side: Hit; crown?: Hit }[];
  readonly shapes: readonly { classes: string[]; square: string | null; box: Box; visible: boolean }[];
  readonly texts: readonly {
    classes: string[];
    text: string;
    box: Box;
    hits: readonly Hit[];
    visible: boolean;
  }[];
  readonly pixels: {
    readonly error?: string;
    readonly naturalWidth: number;
    readonly naturalHeight: number;
    readonly samples: readonly (readonly number[])[];
  };
}

type Rgba = readonly number[];

const isDark = ([r, g, b]: Rgba) => r! < 70 && g! < 70 && b! < 70;
const isLight = ([r, g, b]: Rgba) => r! > 235 && g! > 235 && b! > 235;
/** The Othello board's green. */
const isGreen = ([r, g, b]: Rgba) => g! > r! + 50 && g! > b! + 30;
/** The red last-move dot. */
const isRed = ([r, g, b]: Rgba) => r! > 180 && g! < 90 && b! < 90;
/** Draughts: a dark (brown) square and a light (beige) square. */
const isBrown = ([r, g, b]: Rgba) => r! > 100 && r! < 180 && g! > 60 && g! < 120 && b! < 80;
const isBeige = ([r, g, b]: Rgba) => r! > 220 && g! > 200 && b! > 150 && b! < 210;
const distance = (one: Rgba, two: Rgba) =>
  one.slice(0, 3).reduce((sum, value, i) => sum + Math.abs(value - two[i]!), 0);

/** `a <= b` allowing for the sub-pixel rounding of rendered boxes. */
const within = (inner: Box, outer: Box, slack = 0.01) =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.width <= outer.x + outer.width + slack &&
  inner.y + inner.height <= outer.y + outer.height + slack;

/**
 * A label is readable: the middle of its box shows the label itself, and nothing drawn later
 * (a disc, a piece, a mark: all circles) covers its left or right part. Between glyphs the
 * browser finds what lies beneath, which is fine.
 */
function expectUncovered(id: string, label: DiagramReport['texts'][number]): void {
  expect(label.hits[1], `${id}: middle of label ${label.text}`).toMatchObject({
    tag: 'text',
    text: label.text,
  });
  for (const hit of label.hits) {
    expect(hit.tag, `${id}: label ${label.text} is covered by ${JSON.stringify(hit)}`).not.toBe('circle');
  }
}

// ---------------------------------------------------------------- Othello

interface OthelloCase {
  readonly id: string;
  readonly position: Position;
  readonly options: OthelloDiagramOptions;
  /** CSS width the page gives the drawing (it must scale by its viewBox). */
  readonly cssWidth?: number;
}

/** Discs by square name, read from the position's text form (a1 … h8, `X` black, `O` white). */
function discsOf(position: Position): Map<string, 'black' | 'white'> {
  const text = formatPosition(position);
  const discs = new Map<string, 'black' | 'white'>();
  for (let index = 0; index < 64; index++) {
    const name = `${FILES[index % 8]}${RANKS[Math.floor(index / 8)]}`;
    if (text[index] === 'X') discs.set(name, 'black');
    if (text[index] === 'O') discs.set(name, 'white');
  }
  return discs;
}

/** A random game from the start: `plies` moves (passes when forced), the last move kept. */
function randomGame(plies: number, picks: readonly number[]): { position: Position; last?: string } {
  let position = START_POSITION;
  let last: string | undefined;
  for (let ply = 0; ply < plies && !isGameOver(position); ply++) {
    const moves = legalMoves(position);
    if (moves.length === 0) {
      position = pass(position);
      continue;
    }
    last = moves[picks[ply % picks.length]! % moves.length]!;
    position = play(position, last);
  }
  return last === undefined ? { position } : { position, last };
}

function othelloCases(): OthelloCase[] {
  const cases: OthelloCase[] = [
    { id: 'othello start', position: START_POSITION, options: { legalMoves: true } },
    {
      id: 'othello start, no coordinates, small squares, marks given',
      position: START_POSITION,
      options: { coordinates: false, squareSize: 25, legalMoves: ['d3', 'f5'], lastMove: 'e4' },
    },
  ];
  // Real games: the first game of three WTHOR files, at ply 20 (spec §1 moves, NOF §12).
  for (const file of ['WTH_1977.wtb', 'WTH_1980.wtb', 'WTH_2018.wtb']) {
    const game = parseWthorGames(new Uint8Array(readFileSync(new URL(`wthor/${file}`, shared)))).games[0]!;
    const replay = replayGame(game.moves.slice(0, 20));
    expect(replay.failure).toBeNull();
    cases.push({
      id: `othello ${file} game 1 ply 20`,
      position: replay.position,
      options: { lastMove: game.moves[19]!, legalMoves: true },
    });
    cases.push({
      id: `othello ${file} game 1 ply 20, drawn 200 px wide`,
      position: replay.position,
      options: { lastMove: game.moves[19]!, legalMoves: true },
      cssWidth: 200,
    });
  }
  const random = fc.record({
    plies: fc.integer({ min: 0, max: 64 }),
    picks: fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
    coordinates: fc.boolean(),
    squareSize: fc.constantFrom(20, 33, 40, 47.5),
    legal: fc.constantFrom('all', 'none', 'some'),
  });
  fc.sample(random, { numRuns: 14, seed }).forEach((sample, index) => {
    const { position, last } = randomGame(sample.plies, sample.picks);
    const moves = legalMoves(position);
    const legal =
      sample.legal === 'all' ? true : sample.legal === 'none' ? false : moves.filter((_, i) => i % 2 === 0);
    cases.push({
      id: `othello random ${index} (seed ${seed})`,
      position,
      options: {
        coordinates: sample.coordinates,
        squareSize: sample.squareSize,
        legalMoves: legal,
        ...(last === undefined ? {} : { lastMove: last }),
      },
    });
  });
  return cases;
}

function checkOthello(entry: OthelloCase, report: DiagramReport): void {
  const size = entry.options.squareSize ?? 40;
  const coordinates = entry.options.coordinates ?? true;
  const margin = coordinates ? size / 2 : 0;
  const total = 8 * size + margin;
  const discs = discsOf(entry.position);
  const legal =
    entry.options.legalMoves === true
      ? new Set<string>(legalMoves(entry.position))
      : new Set<string>(Array.isArray(entry.options.legalMoves) ? entry.options.legalMoves : []);
  const last = entry.options.lastMove;

  // A standalone SVG document that parses, and one drawing in the page.
  expect(report.standalone).toEqual({
    parseError: null,
    root: 'svg',
    namespace: 'http://www.w3.org/2000/svg',
  });
  expect(report.svgCount).toBe(1);
  expect(report.viewBox).toEqual([0, 0, total, total]);
  expect([Number(report.widthAttribute), Number(report.heightAttribute)]).toEqual([total, total]);
  const shownWidth = entry.cssWidth ?? total;
  expect(report.rendered.width).toBeCloseTo(shownWidth, 1);
  expect(report.rendered.height).toBeCloseTo(shownWidth, 1);
  expect(report.board).toEqual({ x: margin, y: margin, width: 8 * size, height: 8 * size });
  const counts = { black: 0, white: 0 };
  for (const colour of discs.values()) counts[colour]++;
  expect(report.title).toBe(
    `Othello position, ${entry.position.turn} to move, black ${counts.black} white ${counts.white}`,
  );

  // What the browser shows on each square, found by elementFromPoint.
  expect(report.hits).toHaveLength(64);
  for (const { row, column, centre, side } of report.hits) {
    const name = `${FILES[column]}${RANKS[row]}`;
    const disc = discs.get(name);
    const where = `${entry.id}: square ${name}`;
    if (disc === undefined) expect(side, where).toMatchObject({ tag: 'rect', classes: ['board'] });
    else expect(side, where).toMatchObject({ tag: 'circle', classes: ['disc', disc], square: name });
    if (name === last) expect(centre, where).toMatchObject({ classes: ['last-move'], square: name });
    else if (legal.has(name)) expect(centre, where).toMatchObject({ classes: ['legal-move'], square: name });
    else expect(centre, where).toEqual(side);
  }

  // Disc shapes: one per disc, inside its own square.
  const discShapes = report.shapes.filter((shape) => shape.classes[0] === 'disc');
  expect(discShapes).toHaveLength(discs.size);
  for (const shape of discShapes) {
    const index = [...FILES].indexOf(shape.square![0] as (typeof FILES)[number]);
    const rowIndex = Number(shape.square![1]) - 1;
    const cell = { x: margin + index * size, y: margin + rowIndex * size, width: size, height: size };
    expect(within(shape.box, cell), `${entry.id}: disc ${shape.square}`).toBe(true);
    expect(shape.box.width).toBeGreaterThan(size * 0.7);
    expect(shape.visible).toBe(true);
  }

  // Coordinates: a–h over the columns above the board, 1–8 beside the rows left of it.
  const labels = report.texts.filter((text) => text.classes.includes('coordinate'));
  expect(report.texts).toHaveLength(labels.length);
  if (!coordinates) expect(labels).toEqual([]);
  else {
    expect(labels.map((label) => label.text).sort()).toEqual([...FILES, ...RANKS].sort());
    for (const label of labels) {
      const middleX = label.box.x + label.box.width / 2;
      const middleY = label.box.y + label.box.height / 2;
      const file = FILES.indexOf(label.text as (typeof FILES)[number]);
      if (file >= 0) {
        expect(Math.floor((middleX - margin) / size), `label ${label.text}`).toBe(file);
        expect(label.box.y + label.box.height).toBeLessThanOrEqual(margin + 0.5);
      } else {
        expect(Math.floor((middleY - margin) / size), `label ${label.text}`).toBe(Number(label.text) - 1);
        expect(label.box.x + label.box.width).toBeLessThanOrEqual(margin + 0.5);
      }
      expect(label.visible).toBe(true);
      expectUncovered(entry.id, label);
    }
  }

  // The standalone document drawn as an image: the colours at each square.
  expect(report.pixels.error).toBeUndefined();
  expect([report.pixels.naturalWidth, report.pixels.naturalHeight]).toEqual([
    Math.round(total),
    Math.round(total),
  ]);
  report.hits.forEach(({ row, column }, index) => {
    const name = `${FILES[column]}${RANKS[row]}`;
    const centre = report.pixels.samples[2 * index]!;
    const side = report.pixels.samples[2 * index + 1]!;
    const disc = discs.get(name);
    const where = `${entry.id}: pixels of ${name}`;
    const sideColour = disc === 'black' ? isDark(side) : disc === 'white' ? isLight(side) : isGreen(side);
    expect(sideColour, `${where}: ${side}`).toBe(true);
    if (name === last) expect(isRed(centre), `${where}: ${centre}`).toBe(true);
    else if (legal.has(name) && disc === undefined)
      expect(distance(centre, side), `${where}: ${centre}`).toBeGreaterThan(40);
    else if (!legal.has(name)) expect(distance(centre, side), `${where}: ${centre}`).toBeLessThan(30);
  });
}

// ---------------------------------------------------------------- draughts

interface DraughtsCase {
  readonly id: string;
  readonly position: DraughtsPosition;
  readonly options: DraughtsDiagramOptions;
  readonly cssWidth?: number;
}

/** The square number of a dark cell (row 0 at the top), counted independently of the library. */
function numberAt(row: number, column: number): number | null {
  return (row + column) % 2 === 1 ? row * 5 + Math.floor(column / 2) + 1 : null;
}

function piecesOf(position: DraughtsPosition): Map<number, readonly [string, string]> {
  const pieces = new Map<number, readonly [string, string]>();
  for (const square of position.whiteMen) pieces.set(square, ['white', 'man']);
  for (const square of position.whiteKings) pieces.set(square, ['white', 'king']);
  for (const square of position.blackMen) pieces.set(square, ['black', 'man']);
  for (const square of position.blackKings) pieces.set(square, ['black', 'king']);
  return pieces;
}

function pdnPositions(): DraughtsCase[] {
  const cases: DraughtsCase[] = [];
  const file = parsePdn(new Uint8Array(readFileSync(new URL('pdn/nk2009-ronde12.pdn', shared))));
  const game = file.games[0]!;
  let position = game.start;
  for (const move of game.moves.slice(0, 20)) position = playMove(position, move.move);
  const names = `${game.tags.White} - ${game.tags.Black}`;
  cases.push({ id: `draughts nk2009 round 12 ${names}, after 20 half-moves`, position, options: {} });
  // A real game that ends with kings on the board.
  for (const name of ['nk2009-ronde12.pdn', 'rk-ronde12.pdn', 'prof2.pdn', 'candidate95.pdn']) {
    const games = parsePdn(new Uint8Array(readFileSync(new URL(`pdn/${name}`, shared)))).games;
    const crowned = games.find((entry) => entry.end.whiteKings.length + entry.end.blackKings.length > 0);
    if (crowned !== undefined) {
      cases.push({
        id: `draughts ${name} ${crowned.tags.White} - ${crowned.tags.Black}, final position with kings`,
        position: crowned.end,
        options: {},
      });
      break;
    }
  }
  return cases;
}

function draughtsCases(): DraughtsCase[] {
  const cases: DraughtsCase[] = [
    { id: 'draughts start', position: DRAUGHTS_START, options: {} },
    {
      id: 'draughts start, no numbers, 30 units',
      position: DRAUGHTS_START,
      options: { numbers: false, squareSize: 30 },
    },
    { id: 'draughts start, drawn 250 px wide', position: DRAUGHTS_START, options: {}, cssWidth: 250 },
    ...pdnPositions(),
  ];
  const random = fc
    .tuple(
      fc.shuffledSubarray(
        Array.from({ length: 50 }, (_, index) => index + 1),
        { maxLength: 40 },
      ),
      fc.array(fc.constantFrom('whiteMen', 'whiteKings', 'blackMen', 'blackKings'), {
        minLength: 50,
        maxLength: 50,
      }),
      fc.constantFrom('white', 'black'),
      fc.boolean(),
      fc.constantFrom(24, 40, 52.5),
    )
    .map(([squares, kinds, turn, numbers, squareSize]) => {
      const lists = {
        whiteMen: [] as number[],
        whiteKings: [] as number[],
        blackMen: [] as number[],
        blackKings: [] as number[],
      };
      squares.forEach((square, index) => {
        let kind = kinds[index]!;
        // Men never stand on their own promotion row (White: 1–5, Black: 46–50).
        if (kind === 'whiteMen' && square <= 5) kind = 'whiteKings';
        if (kind === 'blackMen' && square >= 46) kind = 'blackKings';
        lists[kind].push(square);
      });
      for (const list of Object.values(lists)) list.sort((a, b) => a - b);
      return { position: { turn, ...lists } as DraughtsPosition, options: { numbers, squareSize } };
    });
  fc.sample(random, { numRuns: 12, seed }).forEach((sample, index) => {
    cases.push({ id: `draughts random ${index} (seed ${seed})`, ...sample });
  });
  return cases;
}

function checkDraughts(entry: DraughtsCase, report: DiagramReport): void {
  const size = entry.options.squareSize ?? 40;
  const numbers = entry.options.numbers ?? true;
  const total = 10 * size;
  const pieces = piecesOf(entry.position);

  expect(report.standalone).toEqual({
    parseError: null,
    root: 'svg',
    namespace: 'http://www.w3.org/2000/svg',
  });
  expect(report.svgCount).toBe(1);
  expect(report.viewBox).toEqual([0, 0, total, total]);
  expect([Number(report.widthAttribute), Number(report.heightAttribute)]).toEqual([total, total]);
  const shownWidth = entry.cssWidth ?? total;
  expect(report.rendered.width).toBeCloseTo(shownWidth, 1);
  expect(report.rendered.height).toBeCloseTo(shownWidth, 1);
  expect(report.board).toEqual({ x: 0, y: 0, width: total, height: total });
  const count = (colour: string) => [...pieces.values()].filter(([c]) => c === colour).length;
  expect(report.title).toBe(
    `Draughts position, ${entry.position.turn} to move, white ${count('white')} black ${count('black')}`,
  );

  expect(report.hits).toHaveLength(100);
  for (const { row, column, centre, side, crown } of report.hits) {
    const number = numberAt(row, column);
    const where = `${entry.id}: row ${row} column ${column} (square ${number ?? 'light'})`;
    if (number === null) {
      // Light squares stay empty: the bare board shows.
      expect(centre, where).toMatchObject({ tag: 'rect', classes: ['board'] });
      continue;
    }
    const piece = pieces.get(number);
    if (piece === undefined) {
      expect(centre, where).toMatchObject({ tag: 'rect', classes: ['dark-square'], square: String(number) });
      expect(side, where).toEqual(centre);
    } else {
      const shape = { tag: 'circle', classes: ['piece', ...piece], square: String(number) };
      expect(centre, where).toMatchObject(shape);
      expect(side, where).toMatchObject(shape);
      if (piece[1] === 'king')
        expect(crown, where).toMatchObject({ classes: ['crown'], square: String(number) });
      else expect(crown, where).toMatchObject(shape);
    }
  }

  // The numbers 1–50 as rendered text, each inside its own dark square, in reading order.
  const labels = report.texts.filter((text) => text.classes.includes('square-number'));
  expect(report.texts).toHaveLength(labels.length);
  if (!numbers) expect(labels).toEqual([]);
  else {
    expect(labels.map((label) => label.text).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 50 }, (_, index) => String(index + 1)),
    );
    const readingOrder = [...labels].sort(
      (one, two) => Math.floor(one.box.y / size) - Math.floor(two.box.y / size) || one.box.x - two.box.x,
    );
    expect(readingOrder.map((label) => label.text)).toEqual(
      Array.from({ length: 50 }, (_, index) => String(index + 1)),
    );
    for (const label of labels) {
      const row = Math.floor(label.box.y / size);
      const column = Math.floor(label.box.x / size);
      expect(numberAt(row, column), `label ${label.text}`).toBe(Number(label.text));
      const cell = { x: column * size, y: row * size, width: size, height: size };
      expect(within(label.box, cell), `label ${label.text} inside its square`).toBe(true);
      expect(label.visible).toBe(true);
      expectUncovered(entry.id, label);
    }
  }

  expect(report.pixels.error).toBeUndefined();
  expect([report.pixels.naturalWidth, report.pixels.naturalHeight]).toEqual([
    Math.round(total),
    Math.round(total),
  ]);
  report.hits.forEach(({ row, column }, index) => {
    const number = numberAt(row, column);
    const side = report.pixels.samples[2 * index + 1]!;
    const where = `${entry.id}: pixels of row ${row} column ${column}: ${side}`;
    if (number === null) {
      expect(isBeige(side), where).toBe(true);
      return;
    }
    const piece = pieces.get(number);
    const shown = piece === undefined ? isBrown(side) : piece[0] === 'white' ? isLight(side) : isDark(side);
    expect(shown, where).toBe(true);
  });
}

// ---------------------------------------------------------------- the page

const othello = othelloCases();
const draughts = draughtsCases();
let reports: Map<string, CaseReport<DiagramReport>>;
let userAgent = '';

const CSS = [
  ...othello.filter((entry) => entry.cssWidth !== undefined),
  ...draughts.filter((entry) => entry.cssWidth !== undefined),
]
  .map((entry, index) => `section.scaled-${index} svg { width: ${entry.cssWidth}px; height: auto; }`)
  .join('\n');

beforeAll(async () => {
  let scaled = 0;
  const page: PageCase[] = [
    ...othello.map(
      (entry): PageCase => ({
        id: entry.id,
        kind: 'othello',
        markup: othelloDiagram(entry.position, entry.options),
        ...(entry.cssWidth === undefined ? {} : { classes: [`scaled-${scaled++}`] }),
      }),
    ),
    ...draughts.map(
      (entry): PageCase => ({
        id: entry.id,
        kind: 'draughts',
        markup: draughtsDiagram(entry.position, entry.options),
        ...(entry.cssWidth === undefined ? {} : { classes: [`scaled-${scaled++}`] }),
      }),
    ),
  ];
  const summary = await renderCases<DiagramReport>('diagrams', page, CSS);
  userAgent = summary.userAgent;
  reports = new Map(summary.cases.map((entry) => [entry.id, entry]));
}, 180_000);

function reportOf(id: string): DiagramReport {
  const entry = reports.get(id);
  expect(entry, `no report for ${id}`).toBeDefined();
  expect(entry!.error, `${id}: the page script failed`).toBeUndefined();
  return entry!.report!;
}

describe('board diagrams in headless Chromium', () => {
  it('ran in Chromium', () => {
    expect(userAgent).toMatch(/HeadlessChrome|Chrome/);
  });

  describe('othelloDiagram (spec §1: a–h left to right, 1–8 top to bottom)', () => {
    for (const entry of othello) {
      it(`${entry.id}: shows exactly the discs, marks and coordinates of the position`, () => {
        checkOthello(entry, reportOf(entry.id));
      });
    }
  });

  describe('draughtsDiagram (spec §2: dark squares numbered 1–50, PDN)', () => {
    for (const entry of draughts) {
      it(`${entry.id}: numbers 1–50 on the dark squares and the pieces on theirs`, () => {
        checkDraughts(entry, reportOf(entry.id));
      });
    }
  });
});
