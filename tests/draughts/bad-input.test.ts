/**
 * Issue 23 §3, for draughts: every class of hostile input gives a `MindsportError` with a
 * code, a path and the value (or a correct answer), never a bare JavaScript error and never
 * a silent wrong answer — deeply nested arrays, `null` in place of any argument or option,
 * keys that would land on a prototype, percentages where an amount is expected — and every
 * parser answers a megabyte of any content (parsed or refused) without re-scanning.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import * as draughts from '../../src/draughts/index.js';
import { errorOf } from '../helpers/errors.js';

/** `JSON.parse('['.repeat(1e4) + ']'.repeat(1e4))`: ten thousand nested lists (issue 23 §3). */
const DEEP = JSON.parse(`${'['.repeat(1e4)}${']'.repeat(1e4)}`) as unknown;

/** A small valid tournament, the standings built from it, and a valid position. */
const TOURNAMENT = {
  players: [
    { id: 'Ann', name: 'Ann de Vries' },
    { id: 'Bo', alreadyQualified: true },
    { id: 'Cor', guest: true },
  ],
  games: [
    { white: 'Ann', black: 'Bo', result: '1-1', round: 1, reason: 'agreed' },
    { white: 'Bo', black: 'Cor', result: '2-0', round: 2 },
    { white: 'Ann', black: 'Cor', result: '2-0', round: 3 },
  ],
  prizes: [100, '50'],
  barrages: [{ players: ['Ann', 'Bo'], games: [{ white: 'Ann', black: 'Bo', result: '1-1' }] }],
};
const TABLE = draughts.draughtsStandings(TOURNAMENT);
const START = draughts.DRAUGHTS_START;
const RULES = draughts.KNDB;

/**
 * Every public function that reads caller data, called with valid arguments: `args[i]` is
 * what position i takes. The property tests put a hostile value in each position in turn.
 */
const CALLS: readonly {
  readonly name: string;
  readonly call: (...args: never[]) => unknown;
  readonly args: readonly unknown[];
}[] = [
  { name: 'parsePdn', call: draughts.parsePdn, args: ['1. 32-28 *'] },
  { name: 'parseDraughtsCsv', call: draughts.parseDraughtsCsv, args: ['white,black,result\nAnn,Bo,1-1\n'] },
  { name: 'formatPdn', call: draughts.formatPdn, args: [[{ moves: ['32-28'] }], {}] },
  { name: 'parseFen', call: draughts.parseFen, args: ['W:W31-50:B1-20'] },
  { name: 'formatFen', call: draughts.formatFen, args: [START] },
  { name: 'parseResult', call: draughts.parseResult, args: ['1-1'] },
  { name: 'formatResult', call: draughts.formatResult, args: ['1-1', {}] },
  { name: 'parsePdnResult', call: draughts.parsePdnResult, args: ['1-0'] },
  { name: 'formatPdnResult', call: draughts.formatPdnResult, args: ['2-0', {}] },
  { name: 'formatSideScore', call: draughts.formatSideScore, args: ['2-0', 'white'] },
  { name: 'resultDetails', call: draughts.resultDetails, args: ['2-0'] },
  { name: 'agreedResult', call: draughts.agreedResult, args: ['1-1', { white: 40, black: 40 }] },
  { name: 'isEarlyAgreement', call: draughts.isEarlyAgreement, args: [40] },
  { name: 'movesFromPlies', call: draughts.movesFromPlies, args: [4, 'white'] },
  { name: 'parseMoveNotation', call: draughts.parseMoveNotation, args: ['32-28'] },
  { name: 'parseMove', call: draughts.parseMove, args: [START, '32-28'] },
  { name: 'playMove', call: draughts.playMove, args: [START, '32-28'] },
  { name: 'formatMove', call: draughts.formatMove, args: [START, draughts.draughtsLegalMoves(START)[0], {}] },
  { name: 'draughtsLegalMoves', call: draughts.draughtsLegalMoves, args: [START] },
  { name: 'draughtsPerft', call: draughts.draughtsPerft, args: [START, 1] },
  { name: 'positionKey', call: draughts.positionKey, args: [START] },
  { name: 'validateDraughtsPosition', call: draughts.validateDraughtsPosition, args: [START] },
  { name: 'assertDraughtsPosition', call: draughts.assertDraughtsPosition, args: [START] },
  { name: 'materialBalance', call: draughts.materialBalance, args: [START] },
  { name: 'drawCountSet', call: draughts.drawCountSet, args: [START] },
  { name: 'gamePositions', call: draughts.gamePositions, args: [{ start: START, moves: ['32-28'] }] },
  { name: 'arbiterReport', call: draughts.arbiterReport, args: [{ start: START, moves: ['32-28'] }, {}] },
  { name: 'draughtsDiagram', call: draughts.draughtsDiagram, args: [START, {}] },
  { name: 'proposalResult', call: draughts.proposalResult, args: ['white', 'draw'] },
  {
    name: 'proposalState',
    call: draughts.proposalState,
    args: [[{ type: 'propose', side: 'white', proposal: 'draw' }]],
  },
  { name: 'validateDraughtsTournament', call: draughts.validateDraughtsTournament, args: [TOURNAMENT] },
  { name: 'assertDraughtsTournament', call: draughts.assertDraughtsTournament, args: [TOURNAMENT] },
  { name: 'validateDraughtsRules', call: draughts.validateDraughtsRules, args: [RULES] },
  { name: 'draughtsStandings', call: draughts.draughtsStandings, args: [TOURNAMENT, RULES, {}] },
  { name: 'draughtsStandingsTable', call: draughts.draughtsStandingsTable, args: [TABLE] },
  { name: 'draughtsBarrages', call: draughts.draughtsBarrages, args: [TOURNAMENT, RULES, {}] },
  { name: 'draughtsFinalOrder', call: draughts.draughtsFinalOrder, args: [TOURNAMENT, RULES, {}] },
  { name: 'draughtsRights', call: draughts.draughtsRights, args: [TOURNAMENT, RULES, {}] },
  { name: 'draughtsPrizes', call: draughts.draughtsPrizes, args: [TOURNAMENT, RULES, {}] },
  { name: 'draughtsMasterPoints', call: draughts.draughtsMasterPoints, args: [TOURNAMENT, RULES, {}] },
  {
    name: 'draughtsCrosstable',
    call: draughts.draughtsCrosstable,
    args: [TOURNAMENT, RULES, { order: 'input' }],
  },
  {
    name: 'formatDraughtsCrosstable',
    call: draughts.formatDraughtsCrosstable,
    args: [draughts.draughtsCrosstable(TOURNAMENT)],
  },
];

/** What a call answers: its value, or the MindsportError it throws; any other error fails the test. */
function answer(action: () => unknown): { readonly value?: unknown; readonly error?: MindsportError } {
  try {
    const value = action();
    if (value !== null && typeof value === 'object' && 'problems' in value && 'ok' in value) {
      for (const problem of (value as { problems: readonly MindsportError[] }).problems) expectCoded(problem);
    }
    return { value };
  } catch (error) {
    if (!(error instanceof MindsportError)) throw error;
    expectCoded(error);
    return { error };
  }
}

/** A problem a caller can act on: a code, a path, a short message, and JSON that a web API can send. */
function expectCoded(error: MindsportError): void {
  expect(error.code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/);
  expect(Array.isArray(error.path)).toBe(true);
  expect(error.message.length).toBeLessThan(1000);
  expect(() => JSON.stringify(error)).not.toThrow();
}

/** `args` with `value` in position `index`. */
function withArgument(args: readonly unknown[], index: number, value: unknown): unknown[] {
  const copy = [...args];
  copy[index] = value;
  return copy;
}

describe('issue 23 §3: hostile arguments are MindsportErrors with code, path and value', () => {
  it('every call of the table answers its valid arguments', () => {
    for (const { name, call, args } of CALLS) {
      expect(answer(() => call(...(args as never[]))).error, name).toBeUndefined();
    }
  });

  test.prop([fc.constantFrom(...CALLS), fc.nat()], { numRuns: 300 })(
    'null in place of any argument (options included) is a MindsportError or an answer, never a TypeError',
    ({ call, args }, pick) => {
      answer(() => call(...(withArgument(args, pick % args.length, null) as never[])));
    },
  );

  test.prop([fc.constantFrom(...CALLS), fc.nat()], { numRuns: 300 })(
    'a list nested 10,000 levels deep in place of any argument is a MindsportError or an answer',
    ({ call, args }, pick) => {
      answer(() => call(...(withArgument(args, pick % args.length, DEEP) as never[])));
    },
  );

  test.prop([fc.constantFrom(...CALLS), fc.nat(), fc.constantFrom(null, DEEP, 'x', 7, [null])], {
    numRuns: 300,
  })(
    'a hostile value inside the first argument (a field, a list entry) is a MindsportError or an answer',
    ({ call, args }, pick, hostile) => {
      const first = args[0];
      if (first === null || typeof first !== 'object') return;
      const keys = Object.keys(first);
      if (keys.length === 0) return;
      const key = keys[pick % keys.length] as string;
      const copy = Array.isArray(first) ? [...first] : { ...(first as object) };
      (copy as Record<string, unknown>)[key] = hostile;
      answer(() => call(...(withArgument(args, 0, copy) as never[])));
    },
  );

  it('parsePdn(null) and every parser given neither text nor bytes is a MindsportError (issue 23)', () => {
    for (const input of [null, undefined, 7, {}, [], DEEP]) {
      if (!Array.isArray(input)) {
        const error = errorOf(() => draughts.parsePdn(input as never));
        expect([error.code, error.path, error.value]).toEqual(['NOT_A_STRING', [], input]);
      }
      for (const parse of [
        draughts.parseDraughtsCsv,
        draughts.parseFen,
        draughts.parseResult,
        draughts.parsePdnResult,
        draughts.parseMoveNotation,
      ]) {
        expect(errorOf(() => parse(input as never)).value).toBe(input);
      }
    }
    // parsePdn also reads a file in chunks (issue 29): a list is the chunks, each text or bytes.
    expect(draughts.parsePdn([]).games).toEqual([]);
    const error = errorOf(() => draughts.parsePdn(DEEP as never));
    expect([error.code, error.path, error.value]).toEqual(['NOT_A_STRING', [0], (DEEP as unknown[])[0]]);
  });

  it('deep nesting in the tournament validator: coded problems with the path of the field', () => {
    const problemAt = (tournament: unknown) => {
      const [first] = draughts.validateDraughtsTournament(tournament).problems;
      return [first?.code, first?.path];
    };
    expect(problemAt(DEEP)).toEqual(['NOT_AN_OBJECT', []]);
    expect(problemAt({ players: DEEP, games: [] })).toEqual(['NOT_AN_OBJECT', ['players', 0]]);
    expect(problemAt({ players: [{ id: 'Ann' }], games: [DEEP] })).toEqual(['NOT_AN_OBJECT', ['games', 0]]);
    const bo = [{ id: 'Ann' }, { id: 'Bo' }];
    expect(problemAt({ players: bo, games: [{ white: 'Ann', black: 'Bo', result: DEEP }] })).toEqual([
      'NOT_A_STRING',
      ['games', 0, 'result'],
    ]);
    expect(problemAt({ players: bo, games: [], prizes: [DEEP] })).toEqual(['BAD_AMOUNT', ['prizes', 0]]);
    // Under extra the caller's own data is never read, however deep.
    expect(problemAt({ players: bo, games: [], extra: DEEP })).toEqual([undefined, undefined]);
    const fen = errorOf(() => draughts.parseFen(DEEP as never));
    expect([fen.path, fen.value]).toEqual([['fen'], DEEP]);
  });
});

describe('issue 23 §3: a key that would land on a prototype is kept as an own key', () => {
  const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

  it('parsePdn(\'[__proto__ "x"]\\n1. 32-28 *\') keeps the tag (issue 23)', () => {
    const [game] = draughts.parsePdn('[__proto__ "x"]\n1. 32-28 *').games;
    expect(Object.hasOwn(game!.tags, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(game!.tags, '__proto__')?.value).toBe('x');
    expect(Object.getPrototypeOf(game!.tags)).toBe(Object.prototype);
    expect(JSON.stringify(game!.tags)).toBe('{"__proto__":"x"}');
  });

  test.prop([
    fc.constantFrom(...PROTOTYPE_KEYS),
    fc.string({ unit: fc.constantFrom('a', 'b', ' ', '1'), maxLength: 5 }),
  ])(
    'any tag name is an own key with its value, and survives formatPdn and parsePdn again',
    (name, value) => {
      const [game] = draughts.parsePdn(`[${name} "${value}"]\n[White "A"]\n1. 32-28 *`).games;
      expect(Object.getOwnPropertyDescriptor(game!.tags, name)?.value).toBe(value);
      expect(Object.keys(game!.tags)).toEqual([name, 'White']);
      const [again] = draughts.parsePdn(draughts.formatPdn([game!])).games;
      expect(Object.getOwnPropertyDescriptor(again!.tags, name)?.value).toBe(value);
    },
  );

  it('players with ids like prototype keys are ordinary players', () => {
    const table = draughts.draughtsStandings({
      players: PROTOTYPE_KEYS.map((id) => ({ id })),
      games: [{ white: '__proto__', black: 'constructor', result: '2-0' }],
    });
    expect(table.rows.map((row) => `${row.playerId} ${row.points}`).slice(0, 2)).toEqual([
      '__proto__ 2',
      'constructor 0',
    ]);
  });

  test.prop([fc.constantFrom(...PROTOTYPE_KEYS)])(
    'a document key named like a prototype key is an unknown field, never a change to the document',
    (key) => {
      const document = JSON.parse(
        `{"players": [{"id": "Ann", "${key}": 1}], "games": [], "${key}": 2}`,
      ) as unknown;
      const problems = draughts.validateDraughtsTournament(document).problems;
      expect(problems.map((problem) => [problem.code, problem.path])).toEqual([
        ['UNKNOWN_FIELD', [key]],
        ['UNKNOWN_FIELD', ['players', 0, key]],
      ]);
    },
  );
});

describe('issue 23 §3: an amount is never read as a percentage', () => {
  it('a prize of "150%" is refused, not read as 1.5 money units (the old splitPrizes(table, ["150%"]))', () => {
    const error = errorOf(() => draughts.draughtsPrizes({ ...TOURNAMENT, prizes: ['150%'] }));
    expect([error.code, error.path, error.value, error.message]).toEqual([
      'BAD_AMOUNT',
      ['prizes', 0],
      '150%',
      'prizes[0]: "150%" is a percentage, not an amount',
    ]);
  });

  test.prop([fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })])(
    'any text with a % sign is refused as a prize; a title-point value is a number, never a text',
    (before, after) => {
      const text = `${before}%${after}`;
      expect(errorOf(() => draughts.draughtsPrizes({ ...TOURNAMENT, prizes: [100, text] })).path).toEqual([
        'prizes',
        1,
      ]);
      const rules = {
        ...RULES,
        titlePoints: { ...RULES.titlePoints, master: { values: [text], source: 'x' } },
      };
      expect(errorOf(() => draughts.draughtsMasterPoints(TOURNAMENT, rules as never)).path).toEqual([
        'rules',
        'titlePoints',
        'master',
        'values',
        0,
      ]);
    },
  );
});

/** A megabyte of `unit`. */
const megabyte = (unit: string): string => unit.repeat(Math.ceil(1e6 / unit.length));

/** 1 MB inputs that make a backtracking pattern or a re-scanning loop take seconds or hours. */
const ADVERSARIAL: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      '[',
      '{',
      '(',
      ')',
      '}',
      ']',
      '1',
      '-',
      ' ',
      'x',
      ':',
      ',',
      '"',
      '\\',
      '%',
      ';',
      'K',
      'W',
      '.',
      'a',
      '\n',
    ].map((unit) => [JSON.stringify(unit), megabyte(unit)]),
  ),
  'squares and dashes': megabyte('1-'),
  'squares and dashes, then x': `${megabyte('1-')}x`,
  'an open tag value': `[a "${megabyte('x')}`,
  'many tags': megabyte('[a "x"]'),
  'a number, spaces, a letter': `1${megabyte(' ')}x`,
  'alphanumeric squares': megabyte('a1'),
  'move numbers': megabyte('1. '),
  'nested variations': `1. 32-28 ${megabyte('(')}`,
  'a comment never closed': `1. 32-28 {${megabyte('x')}`,
  'a FEN of one square many times': `W:W${megabyte('31,')}`,
  'a FEN range list': `W:B${megabyte('1-2,')}`,
  'spaced result': `1${megabyte(' ')}-`,
};

describe('issue 23 §3 / API.md: every draughts parser is linear (1 MB adversarial inputs)', () => {
  const PARSERS: Readonly<Record<string, (text: string) => unknown>> = {
    parsePdn: draughts.parsePdn,
    parseDraughtsCsv: draughts.parseDraughtsCsv,
    parseFen: draughts.parseFen,
    parseMoveNotation: draughts.parseMoveNotation,
    parseMove: (text) => draughts.parseMove(START, text),
    parseResult: draughts.parseResult,
    parsePdnResult: draughts.parsePdnResult,
  };

  for (const [name, parse] of Object.entries(PARSERS)) {
    it(`${name} answers every 1 MB input, refusals short and coded`, () => {
      for (const [label, text] of Object.entries(ADVERSARIAL)) {
        const { error } = answer(() => parse(text));
        if (error !== undefined) expect(error.message.length, label).toBeLessThan(400);
      }
    });
  }

  it('parsePdn reads a legal 1 MB game: kings shuffling, 119,000 moves', () => {
    let moves = '';
    for (let number = 1; moves.length < 1e6; number += 2) {
      moves += `${number}. 46-5 1-45 ${number + 1}. 5-46 45-1 `;
    }
    const [game] = draughts.parsePdn(`[FEN "W:WK46,K50,33:BK1,K3"]\n${moves}*`).games;
    expect(game!.moves.length % 4).toBe(0);
    expect(game!.moves.length).toBeGreaterThan(100_000);
    expect(draughts.formatFen(game!.end)).toBe('W:W33,K46,K50:BK1,K3');
  });

  it('parsePdn reads a megabyte of results as a million empty games', () => {
    console.log('heap before', process.memoryUsage());
    const t = performance.now();
    const empty = draughts.parsePdn(megabyte('*'));
    console.log('stars', performance.now() - t, process.memoryUsage());
    expect(empty.games.length).toBe(1e6);
    expect(empty.games[999_999]?.result).toBe('unfinished');
  });
});
