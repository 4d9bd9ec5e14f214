/**
 * Hostile input to every public function of `mindsport/othello` (issue 23 §1 and §3): a list
 * nested ten thousand levels deep, `null` or any JSON value in place of any argument or of any
 * object inside a document, and megabyte strings for every parser. Each call is answered: a
 * value, a validation with problems, or a `MindsportError` — never a `TypeError`, a
 * `RangeError` or a hang.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/index.js';
import * as othello from '../../src/othello/index.js';
import {
  iterateWthorGames,
  KOA,
  KOA_FINAL,
  KOA_MODIFIED_SWISS_PAIRING,
  mixedBrightwellQuotients,
  NOF_ROUND_ROBIN,
  NOF_SWISS,
  othelloStandings,
  PAPP,
  pairOthelloRound,
  parseGame,
  parsePappPlayers,
  parsePappWorkfile,
  parsePosition,
  parseScore,
  parseSquare,
  parseTranscript,
  parseWthorGames,
  parseWthorNames,
  replayGame,
  START_POSITION,
  validateOthelloTournament,
} from '../../src/othello/index.js';

/** `JSON.parse('['.repeat(1e4) + ']'.repeat(1e4))`: a list ten thousand levels deep. */
const DEEP: unknown = JSON.parse(`${'['.repeat(1e4)}${']'.repeat(1e4)}`);

/** A valid tournament that uses every field of the model. */
function tournament() {
  return {
    name: 'Open',
    plannedRounds: 3,
    players: [
      { id: 'a', name: 'Ann', rating: 2000, ratingListPosition: 1, country: 'NOR', flags: ['junior'] },
      { id: 'b', name: 'Bo' },
      { id: 'c', name: 'Cy', enteredRound: 2 },
      { id: 'd', name: 'Di', withdrawnFromRound: 3 },
    ],
    rounds: [
      {
        games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 }],
        byes: ['d'],
        absent: ['c'],
      },
      {
        games: [
          { black: 'c', blackDiscs: 32, white: 'a', whiteDiscs: 32, drawWinRight: 'black' },
          { black: 'b', blackDiscs: 64, white: 'd', whiteDiscs: 0, forfeit: 'white' },
        ],
        unplayed: [],
      },
    ],
  };
}

/** Every path to a value inside a JSON document (object fields and list items), the root excluded. */
function pathsIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...path, key], ...pathsIn(item, [...path, key])]);
}

/** A copy of `document` with the value at `path` replaced. */
function replacedAt(document: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(document) as Record<string | number, unknown>;
  let target = copy;
  for (const part of path.slice(0, -1)) target = target[part] as Record<string | number, unknown>;
  target[path[path.length - 1] as string | number] = replacement;
  return copy;
}

/** Runs `call`: its value, or the MindsportError it throws; any other error fails the test. */
function answer(call: () => unknown): { error?: MindsportError; value?: unknown } {
  try {
    return { value: call() };
  } catch (error) {
    if (error instanceof MindsportError) {
      expect(() => JSON.stringify(error)).not.toThrow();
      return { error };
    }
    throw error;
  }
}

/**
 * True when the answer refuses the input: a MindsportError, a failed validation, a list of
 * problems or a reported failure.
 */
function refused(result: { error?: MindsportError; value?: unknown }): boolean {
  if (result.error !== undefined) return true;
  if (Array.isArray(result.value))
    return result.value.length > 0 && result.value[0] instanceof MindsportError;
  const value = result.value as { ok?: boolean; failure?: unknown; status?: string } | undefined;
  return value?.ok === false || (value?.failure ?? null) !== null || value?.status === 'illegal';
}

/**
 * The answer once read: the readers that yield games one at a time (`iterateWthorGames`,
 * `iterateWthorGamesAsync`) refuse bad chunks when the iteration reaches them.
 */
async function read(result: {
  error?: MindsportError;
  value?: unknown;
}): Promise<{ error?: MindsportError; value?: unknown }> {
  const value = result.value as { next?: unknown } | undefined;
  if (value === undefined || value === null || typeof value.next !== 'function') return result;
  try {
    if (Symbol.asyncIterator in value) for await (const _ of value as AsyncIterable<unknown>);
    else for (const _ of value as Iterable<unknown>);
    return result;
  } catch (error) {
    if (error instanceof MindsportError) return { error };
    throw error;
  }
}

const standingsOf = () => othelloStandings(tournament() as never, NOF_SWISS);
const wthorBytes = () => {
  const bytes = new Uint8Array(16 + 68);
  bytes[4] = 1;
  bytes.set([56, 64, 33], 16 + 8);
  return bytes;
};
const wthorGame = () => parseWthorGames(wthorBytes()).games[0];
const final = () => ({
  higherRanked: 'a',
  lowerRanked: 'b',
  games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 }],
});

/** Valid arguments for every function the module exports (one list each; a new export must be added). */

/** A tournament the PAPP and WOF writers take: PAPP numbers, names and countries. */
function pappTournament() {
  return {
    name: 'T',
    players: [
      { id: '1', name: 'A', country: 'NOR' },
      { id: '2', name: 'B', country: 'NOR' },
    ],
    rounds: [{ games: [{ black: '1', blackDiscs: 40, white: '2', whiteDiscs: 24 }] }],
  };
}

const CALLS: Readonly<Record<string, () => unknown[]>> = {
  adjudicateLossOnTime: () => [{ flagFalls: ['white'], board: { blackDiscs: 20, whiteDiscs: 40 } }],
  applyEmptySquares: () => [40, 20],
  assertOthelloTournament: () => [tournament()],
  assertPosition: () => [START_POSITION],
  brightwellConstant: () => [7, othello.NOF_BRIGHTWELL],
  championshipFormat: () => [12, othello.NM],
  compareNames: () => ['Aas', 'Øen', 'norwegian'],
  discCounts: () => [START_POSITION],
  finalScore: () => [parsePosition(`${'X'.repeat(13)}${'-'.repeat(51)} O`), {}],
  finalState: () => [final(), KOA_FINAL],
  flips: () => [START_POSITION, 'f5'],
  forfeitResult: () => ['white'],
  formatGame: () => [parseGame('f5d6')],
  formatPosition: () => [START_POSITION],
  formatPappPlayers: () => [{ players: [{ id: '1', name: 'HANSEN, Ola' }], rounds: [] }],
  formatPappWorkfile: () => [pappTournament(), { date: '12/04/2025' }],
  formatWofResults: () => [pappTournament(), { country: 'NOR', date: '12/04/2025', sender: 'S' }],
  formatScore: () => [{ blackDiscs: 33, whiteDiscs: 31 }],
  formatSquare: () => [37],
  formatTranscript: () => [['f5', 'd6']],
  gamePoints: () => [othello.scoreGame({ blackDiscs: 40, whiteDiscs: 24 }), 'black'],
  hasLegalMove: () => [START_POSITION],
  isGameOver: () => [START_POSITION],
  legalMoves: () => [START_POSITION],
  mixedBrightwellQuotients: () => [tournament(), { ...PAPP, brightwellConstant: 10 }, { afterRound: 2 }],
  opponent: () => ['black'],
  othelloDiagram: () => [START_POSITION, { legalMoves: true }],
  othelloPlayedGames: () => [tournament(), { afterRound: 2 }],
  othelloStandings: () => [tournament(), NOF_SWISS, { afterRound: 2 }],
  othelloStandingsTable: () => [standingsOf()],
  pairOthelloRound: () => [tournament(), KOA_MODIFIED_SWISS_PAIRING, {}],
  parseGame: () => ['f5d6c3', {}],
  parseOthelloCsv: () => ['round,black,black_discs,white,white_discs\n1,Ann,40,Bo,24\n'],
  parsePappPlayers: () => ['pays = NOR\n  1 HANSEN, Ola\n'],
  parsePappWorkfile: () => ['& +1 +2 ;\n(1 40 2 24);\nronde-suivante;\n', {}],
  parsePosition: () => [othello.formatPosition(START_POSITION)],
  parseScore: () => ['33-31'],
  parseSquare: () => ['f5'],
  parseTranscript: () => ['f5d6'],
  iterateWthorGames: () => [wthorBytes()],
  iterateWthorGamesAsync: () => [wthorBytes()],
  parseWthorGames: () => [wthorBytes()],
  parseWthorNames: () => [new Uint8Array(16), 'players'],
  pass: () => [parsePosition(`XXXXXXO-${'X'.repeat(56)} O`)],
  perft: () => [START_POSITION, 3, {}],
  play: () => [START_POSITION, 'f5'],
  replayGame: () => ['f5d6', {}],
  replayWthorGame: () => [wthorGame()],
  replayWthorGames: () => [parseWthorGames(wthorBytes())],
  resignationResult: () => ['black'],
  scoreDiscs: () => [40, 20, {}],
  scoreGame: () => [{ blackDiscs: 40, whiteDiscs: 20 }, {}],
  seedFirstRound: () => [tournament().players, {}],
  selectFinalists: () => [standingsOf()],
  transformPosition: () => [START_POSITION, 'rotate90'],
  transformSquare: () => ['f5', 'rotate90'],
  transformTranscript: () => ['f5d6', 'rotate90'],
  validateOthelloPairingRules: () => [KOA_MODIFIED_SWISS_PAIRING],
  validateOthelloRules: () => [NOF_SWISS],
  validateOthelloTournament: () => [tournament()],
  validatePosition: () => [START_POSITION],
  validateRecordedScore: () => [{ blackDiscs: 33, whiteDiscs: 31 }],
};

const FUNCTIONS = Object.entries(othello).filter(
  ([name, value]) => typeof value === 'function' && name !== 'MindsportError',
) as [string, (...args: unknown[]) => unknown][];

describe('every export is covered', () => {
  it('each exported function has valid arguments in the table, and answers them', () => {
    expect(FUNCTIONS.map(([name]) => name).sort()).toEqual(Object.keys(CALLS).sort());
    for (const [name, call] of FUNCTIONS) {
      const result = answer(() => call(...(CALLS[name] as () => unknown[])()));
      expect(result.error, name).toBeUndefined();
    }
  });
});

describe('issue 23 §3: null, a deeply nested list or a wrong type in place of any argument', () => {
  for (const [label, bad] of [
    ['null', null],
    ['a list 10,000 deep', DEEP],
  ] as const) {
    it(`${label} in place of any argument is refused with a MindsportError (validators: problems)`, async () => {
      const accepted: string[] = [];
      for (const [name, call] of FUNCTIONS) {
        const args = (CALLS[name] as () => unknown[])();
        for (let position = 0; position < args.length; position++) {
          const changed = [...args];
          changed[position] = bad;
          if (!refused(await read(answer(() => call(...changed)))))
            accepted.push(`${name} argument ${position + 1}`);
        }
      }
      expect(accepted).toEqual([]);
    });
  }

  it('property: any JSON value in place of any argument is answered (a value or a MindsportError)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FUNCTIONS),
        fc.nat(),
        fc.oneof(fc.jsonValue(), fc.constant(DEEP), fc.anything()),
        ([name, call], pick, bad) => {
          const args = (CALLS[name] as () => unknown[])();
          if (args.length === 0) return;
          args[pick % args.length] = bad;
          answer(() => call(...args));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('issue 23 §3: null, a deeply nested list or any value anywhere inside a tournament', () => {
  const paths = pathsIn(tournament());
  const entryPoints: [string, (document: unknown) => unknown][] = [
    ['validateOthelloTournament', (document) => validateOthelloTournament(document)],
    ['othelloStandings NOF Swiss', (document) => othelloStandings(document as never, NOF_SWISS)],
    ['othelloStandings NOF round robin', (document) => othelloStandings(document as never, NOF_ROUND_ROBIN)],
    [
      'othelloStandings KOA',
      (document) =>
        othelloStandings(document as never, { ...KOA, brightwellConstant: 6 }, { coinToss: { seed: 1 } }),
    ],
    ['pairOthelloRound', (document) => pairOthelloRound(document as never, KOA_MODIFIED_SWISS_PAIRING)],
    [
      'mixedBrightwellQuotients',
      (document) => mixedBrightwellQuotients(document as never, { ...NOF_SWISS, brightwellConstant: 6 }),
    ],
  ];

  it('null or a deep list at any path is a problem of the validator and a MindsportError of every entry point', () => {
    const accepted: string[] = [];
    for (const bad of [null, DEEP]) {
      for (const path of paths) {
        const document = replacedAt(tournament(), path, bad);
        for (const [name, call] of entryPoints) {
          if (!refused(answer(() => call(document)))) accepted.push(`${name} at ${JSON.stringify(path)}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('property: any value at any path is answered by every entry point', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        fc.oneof(fc.jsonValue(), fc.constant(DEEP), fc.constant(null)),
        (path, bad) => {
          const document = replacedAt(tournament(), path, bad);
          for (const [, call] of entryPoints) answer(() => call(document));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the shapes the issue names: players that is not a list, a null player, null options', () => {
    for (const document of [
      { players: 'x', rounds: [] },
      { players: [null], rounds: [] },
    ]) {
      expect(validateOthelloTournament(document).ok).toBe(false);
      for (const [name, call] of entryPoints) expect(refused(answer(() => call(document))), name).toBe(true);
    }
    const codes = [
      answer(() => othelloStandings(tournament() as never, NOF_SWISS, null as never)).error?.code,
      answer(() => pairOthelloRound(tournament() as never, KOA_MODIFIED_SWISS_PAIRING, null as never)).error
        ?.code,
      answer(() => parsePappWorkfile('& +1 ;', null as never)).error?.code,
      answer(() => mixedBrightwellQuotients(tournament() as never, NOF_SWISS, null as never)).error?.code,
      answer(() => othelloStandings(tournament() as never, null as never)).error?.code,
      answer(() => pairOthelloRound(tournament() as never, null as never)).error?.code,
    ];
    expect(codes).toEqual(Array(6).fill('NOT_AN_OBJECT'));
  });

  it('a document with more player-rounds than the index holds is refused, not allocated', () => {
    const players = Array.from({ length: 2_001 }, (_, index) => ({ id: `p${index}`, name: `P${index}` }));
    const rounds = Array.from({ length: 1_000 }, () => ({ games: [] }));
    const validation = validateOthelloTournament({ players, rounds });
    expect(validation.ok).toBe(false);
    expect(validation.problems.map((problem) => problem.code)).toEqual(['TOURNAMENT_TOO_LARGE']);
  });

  it('a document with a million problems lists the first thousand and counts the rest', () => {
    const players = Array.from({ length: 1_000 }, (_, index) => ({ id: `p${index}`, name: `P${index}` }));
    const rounds = Array.from({ length: 1_000 }, () => ({ games: [] }));
    const validation = validateOthelloTournament({ players, rounds });
    expect(validation.problems).toHaveLength(1_001);
    expect(validation.problems[1_000]?.code).toBe('TOO_MANY_PROBLEMS');
    expect(validation.problems[1_000]?.value).toBe(999_000);
  });
});

describe('issue 23 §1: every parser answers a megabyte of any content', () => {
  const MB = 1_000_000;
  const parsers: [string, (text: string) => unknown][] = [
    ['parseTranscript', parseTranscript],
    ['parseGame', (text) => parseGame(text)],
    ['replayGame', (text) => replayGame(text)],
    ['parsePosition', parsePosition],
    ['parseScore', parseScore],
    ['parseSquare', (text) => parseSquare(text)],
    ['transformTranscript', (text) => othello.transformTranscript(text, 'rotate90')],
    ['parsePappPlayers', parsePappPlayers],
    ['parsePappWorkfile', (text) => parsePappWorkfile(text)],
    ['parseOthelloCsv', (text) => othello.parseOthelloCsv(text)],
    ['parseWthorGames', (text) => parseWthorGames(new TextEncoder().encode(text))],
    ['iterateWthorGames', (text) => [...iterateWthorGames(new TextEncoder().encode(text))]],
    ['parseWthorNames', (text) => parseWthorNames(new TextEncoder().encode(text), 'players')],
  ];

  it('property: a short pattern repeated to a megabyte, with a prefix and a suffix', () => {
    const piece = fc.string({
      unit: fc.constantFrom(
        ' ',
        '\n',
        '\r',
        '\t',
        ';',
        '1',
        '0',
        'a',
        'f',
        '5',
        '-',
        '(',
        ')',
        '&',
        '+',
        '#',
        '_',
        '=',
        'x',
        'X',
        'O',
        ':',
        '–',
      ),
      maxLength: 6,
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...parsers),
        piece,
        piece.filter((text) => text.length > 0),
        piece,
        ([, parse], prefix, unit, suffix) => {
          const text = prefix + unit.repeat(Math.ceil(MB / unit.length)) + suffix;
          answer(() => parse(text));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the patterns that backtrack or re-scan in naive parsers', () => {
    const spaces = ' '.repeat(MB);
    expect(parseTranscript(`f5${spaces}d6`)).toEqual(['f5', 'd6']);
    expect(answer(() => parseTranscript(`${'f5'.repeat(MB / 2)}x`)).error?.code).toBe('BAD_TRANSCRIPT');
    expect(answer(() => parseGame('f5'.repeat(MB / 2))).error?.code).toBe('ILLEGAL_MOVE');
    expect(answer(() => parsePosition(`${'-'.repeat(64)}${spaces}Q`)).error?.code).toBe('BAD_POSITION_TEXT');
    expect(answer(() => parseScore(`33${spaces}-31x`)).error?.code).toBe('BAD_SCORE');
    expect(answer(() => parseScore(`${spaces}33-31${spaces}`)).value).toEqual({
      blackDiscs: 33,
      whiteDiscs: 31,
    });
    expect(answer(() => parseSquare(`f5${spaces}`)).error?.code).toBe('BAD_SQUARE');
    expect(othello.transformTranscript(`f5${spaces}d6`, 'identity')).toEqual(['f5', 'd6']);
    expect(answer(() => parseWthorGames(new Uint8Array(MB))).error?.code).toBe('FILE_SIZE_MISMATCH');
  });
});

describe('issue 23 §3: the PAPP rules returned with an import are usable as they are', () => {
  it('othelloStandings takes { ...PAPP, brightwellConstant: 6 }', () => {
    const standings = othelloStandings(tournament() as never, { ...PAPP, brightwellConstant: 6 });
    expect(standings.brightwellConstant?.toString()).toBe('6');
  });
});
