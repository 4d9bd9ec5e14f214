/**
 * Issue 23 §3: bad input that escaped as a JavaScript error (deeply nested lists, `null` in
 * place of an object or an option, a long event) must be a `MindsportError` with a code, a
 * path and a value, or a correct answer; every parser is linear. A property test per class.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import {
  allocateDiplomacyRound,
  C_DIPLO_100,
  CARNAGE,
  type DiplomacyTournament,
  diplomacyBestPowers,
  diplomacyFinalBoards,
  diplomacyQualification,
  diplomacyStandings,
  diplomacyStandingsTable,
  diplomacyTeams,
  diplomacyTopBoard,
  formatGameResult,
  gameEndYear,
  MANORCON,
  NDF_2007,
  POWERS,
  parseDiplomacyCsv,
  parseGameResult,
  powerChoiceOrder,
  qualificationScore,
  scoreCarnage,
  scoreCDiplo,
  scoreDrawSize,
  scoreManorCon,
  scoreMaxonian,
  scoreTributeCounts,
  scoreWorldClassic,
  soloist,
  validateDiplomacyAllocationRequest,
  validateDiplomacyGameResult,
  validateDiplomacyRules,
  validateDiplomacyTournament,
} from '../../src/diplomacy/index.js';
import {
  board,
  deepList,
  deepObject,
  pathsIn,
  qualificationRows,
  replacedAt,
  richTournament,
} from './helpers.js';

/** The call's answer: `'ok'`, or the MindsportError's code; anything else thrown fails the test. */
function answer(call: () => unknown): string {
  try {
    call();
    return 'ok';
  } catch (error) {
    if (!(error instanceof MindsportError)) throw error;
    expect(typeof error.code).toBe('string');
    expect(() => JSON.stringify(error)).not.toThrow();
    return error.code;
  }
}

/** A validation that returned (never threw) with well-formed problems. */
function validated(validation: { ok: boolean; problems: readonly MindsportError[] }): boolean {
  for (const problem of validation.problems) {
    expect(problem).toBeInstanceOf(MindsportError);
    expect(() => JSON.stringify(problem)).not.toThrow();
  }
  return validation.ok;
}

const hostile = fc.constantFrom<[string, () => unknown]>(
  ['a list nested 10,000 deep', deepList],
  ['an object nested 10,000 deep', deepObject],
  ['null', () => null],
  ['a list holding null', () => [null]],
  ['text', () => 'x'],
);

const tournament = richTournament();
const tournamentPaths = pathsIn(tournament);
type Call = (document: DiplomacyTournament, rules?: unknown, options?: unknown) => unknown;
const qualifyingOnly = (document: DiplomacyTournament): DiplomacyTournament => ({
  ...document,
  rounds: Array.isArray(document.rounds) ? document.rounds.slice(0, 3) : document.rounds,
});
const tournamentFunctions: [string, Call][] = [
  [
    'diplomacyStandings',
    (document, rules, options) => diplomacyStandings(document, rules as never, options as never),
  ],
  [
    'diplomacyQualification',
    (document, rules, options) => diplomacyQualification(document, rules as never, options as never),
  ],
  [
    'diplomacyFinalBoards',
    (document, rules, options) =>
      diplomacyFinalBoards(qualifyingOnly(document), rules as never, options as never),
  ],
  [
    'diplomacyTopBoard',
    (document, rules, options) => diplomacyTopBoard(document, rules as never, options as never),
  ],
  [
    'diplomacyTeams',
    (document, rules, options) => diplomacyTeams(document, rules as never, options as never),
  ],
  [
    'diplomacyBestPowers',
    (document, rules, options) => diplomacyBestPowers(document, rules as never, options as never),
  ],
];

describe('issue 23 §3: hostile values anywhere in a tournament', () => {
  it('the rich tournament is valid and ranks (the base of the properties below)', () => {
    expect(validateDiplomacyTournament(tournament).ok).toBe(true);
    for (const [name, run] of tournamentFunctions)
      expect(
        answer(() => run(tournament)),
        name,
      ).toBe('ok');
  });

  test.prop([fc.constantFrom(...tournamentPaths), hostile], { numRuns: 300 })(
    'a deep list, a deep object, null or text in any field: the validator reports, every function answers or throws a MindsportError',
    (path, [, make]) => {
      const bad = replacedAt(tournament, path, make()) as DiplomacyTournament;
      validated(validateDiplomacyTournament(bad));
      for (const [, run] of tournamentFunctions) answer(() => run(bad));
    },
  );

  it('a deep list as the whole tournament, its players or its rounds is refused with a code and a path', () => {
    expect(validateDiplomacyTournament(deepList()).problems[0]?.code).toBe('NOT_AN_OBJECT');
    expect(validateDiplomacyTournament({ ...tournament, players: deepList() }).ok).toBe(false);
    expect(answer(() => diplomacyStandings({ ...tournament, rounds: deepList() } as never))).not.toBe('ok');
  });

  it('{ players: "x" } and { players: [null] } are MindsportErrors with the path', () => {
    const error = (input: unknown) => {
      try {
        diplomacyStandings(input as DiplomacyTournament);
      } catch (caught) {
        return caught as MindsportError;
      }
      throw new Error('expected an error');
    };
    expect([error({ players: 'x', rounds: [] }).code, error({ players: 'x', rounds: [] }).path]).toEqual([
      'NOT_A_LIST',
      ['players'],
    ]);
    expect(error({ players: [null], rounds: [] }).path).toEqual(['players', 0]);
  });
});

const rulesPaths = pathsIn(NDF_2007);

describe('issue 23 §3: hostile values anywhere in the rules', () => {
  test.prop([fc.constantFrom(...rulesPaths), hostile.filter(([what]) => what !== 'text')], { numRuns: 200 })(
    'in any field of the rules: validateDiplomacyRules reports it, every function throws a MindsportError',
    (path, [, make]) => {
      const bad = replacedAt(NDF_2007, path, make());
      expect(validated(validateDiplomacyRules(bad))).toBe(false);
      for (const [, run] of tournamentFunctions) expect(answer(() => run(tournament, bad))).not.toBe('ok');
    },
  );
});

describe('issue 23 §3: null options and arguments', () => {
  test.prop([fc.constantFrom(...tournamentFunctions), fc.constantFrom(null, 'x', 7, [])])(
    'options or rules that are not an object are NOT_AN_OBJECT for every tournament function',
    ([, run], value) => {
      expect(answer(() => run(tournament, NDF_2007, value))).toBe('NOT_AN_OBJECT');
      expect(answer(() => run(tournament, value))).toBe('NOT_AN_OBJECT');
    },
  );

  it('null in place of an allocation request, its parts, its options; of the table arguments; of the helpers', () => {
    const players = Array.from({ length: 7 }, (_, index) => ({ id: `p${index}` }));
    const allocate = (request: unknown, options: unknown = { seed: 1 }) =>
      answer(() => allocateDiplomacyRound(request as never, NDF_2007, options as never));
    expect(allocate(null)).toBe('NOT_AN_OBJECT');
    expect(allocate({ players: null })).toBe('NOT_A_LIST');
    expect(allocate({ players: [null] })).toBe('NOT_AN_OBJECT');
    expect(allocate({ players, history: null })).toBe('NOT_A_LIST');
    expect(allocate({ players, history: [null] })).toBe('NOT_AN_OBJECT');
    expect(allocate({ players, relatives: [null] })).toBe('NOT_A_LIST');
    expect(allocate({ players }, null)).toBe('NOT_AN_OBJECT');
    expect(allocate({ players }, { seed: 1, stage: 'finale' })).toBe('NOT_ONE_OF');
    expect(answer(() => diplomacyStandingsTable(null as never))).toBe('NOT_AN_OBJECT');
    expect(answer(() => diplomacyStandingsTable({ rows: [null] } as never))).toBe('NOT_AN_OBJECT');
    expect(answer(() => diplomacyStandingsTable(diplomacyStandings(tournament), null as never))).toBe(
      'NOT_AN_OBJECT',
    );
    expect(answer(() => powerChoiceOrder(null as never, []))).toBe('NOT_A_LIST');
    expect(answer(() => powerChoiceOrder([], null as never))).toBe('NOT_A_LIST');
    expect(answer(() => qualificationScore(null as never))).toBe('NOT_A_LIST');
    expect(answer(() => scoreTributeCounts(null as never))).toBe('NOT_A_LIST');
  });

  test.prop(
    [
      fc.constantFrom(
        ...pathsIn({
          players: [{ id: 'p', travel: 'abroad', paidAt: 1 }],
          history: [{ player: 'p', power: 'austria', round: 1, board: 1 }],
          relatives: [['p', 'q']],
          qualificationOrder: ['p'],
        }),
      ),
      hostile,
    ],
    { numRuns: 100 },
  )(
    'a hostile value anywhere in an allocation request: reported with a code, never thrown by the validator',
    (path, [, make]) => {
      const request = {
        players: [{ id: 'p', travel: 'abroad', paidAt: 1 }],
        history: [{ player: 'p', power: 'austria', round: 1, board: 1 }],
        relatives: [['p', 'q']],
        qualificationOrder: ['p'],
      };
      validated(validateDiplomacyAllocationRequest(replacedAt(request, path, make())));
      answer(() => allocateDiplomacyRound(replacedAt(request, path, make()) as never, NDF_2007, { seed: 1 }));
    },
  );
});

const game = parseGameResult('A0@1904 E5 F4 G8 I4 R5 T8 end:1908');
const gamePaths = pathsIn(game);
const scorings: [string, (input: unknown) => unknown][] = [
  ['scoreCDiplo', (input) => scoreCDiplo(input as never)],
  ['scoreCarnage', (input) => scoreCarnage(input as never)],
  ['scoreManorCon', (input) => scoreManorCon(input as never)],
  ['scoreDrawSize', (input) => scoreDrawSize(input as never)],
  ['scoreMaxonian', (input) => scoreMaxonian(input as never)],
  ['scoreWorldClassic', (input) => scoreWorldClassic(input as never)],
  ['formatGameResult', (input) => formatGameResult(input as never)],
  ['soloist', (input) => soloist(input as never)],
  ['gameEndYear', (input) => gameEndYear(input as never)],
];

describe('issue 23 §3: hostile values in a game result and in scoring presets', () => {
  test.prop([fc.constantFrom<(string | number)[]>([], ...gamePaths), hostile], { numRuns: 300 })(
    'in any field of a game (or as the game): the validator reports, every scoring system answers or throws a MindsportError',
    (path, [, make]) => {
      const bad = path.length === 0 ? make() : replacedAt(game, path, make());
      expect(validated(validateDiplomacyGameResult(bad))).toBe(false);
      for (const [, run] of scorings) answer(() => run(bad));
    },
  );

  const presets: [string, object, (preset: never) => unknown][] = [
    ['C-Diplo', C_DIPLO_100, (preset) => scoreCDiplo(game, preset)],
    ['Carnage', CARNAGE, (preset) => scoreCarnage(game, preset)],
    ['ManorCon', MANORCON, (preset) => scoreManorCon(game, preset)],
  ];
  const presetCases = presets.flatMap(([name, preset, run]) =>
    [[] as (string | number)[], ...pathsIn(preset)].map((path) => ({ name, preset, run, path })),
  );
  // Text is a good name, so only the values no preset field takes.
  const notText = hostile.filter(([what]) => what !== 'text');
  test.prop([fc.constantFrom(...presetCases), notText], { numRuns: 200 })(
    'in any field of a scoring preset (or as the preset): a MindsportError naming the preset field',
    ({ preset, run, path }, [, make]) => {
      const bad = path.length === 0 ? make() : replacedAt(preset, path, make());
      expect(answer(() => run(bad as never))).not.toBe('ok');
    },
  );
});

describe('issue 23 §3: parseGameResult is linear and refuses what is not text', () => {
  it('parseGameResult(null) and other non-text are NOT_A_STRING, never a TypeError', () => {
    for (const value of [null, undefined, 7, {}, deepList()]) {
      expect(answer(() => parseGameResult(value as never))).toBe('NOT_A_STRING');
    }
  });

  // 1 MB built from pieces of the notation and of its near misses (answer asserted, not time).
  const piece = fc.constantFrom(
    'A',
    'E5',
    'A0@1904',
    '@',
    'end:',
    'end:1908',
    'draw:',
    'AEGR',
    '1',
    ' ',
    '\n',
    '\t',
    'x',
    'é',
  );
  test.prop([fc.array(piece, { minLength: 1, maxLength: 8 })], { numRuns: 40 })(
    'a 1 MB input of any of these pieces, repeated, is parsed or refused with a MindsportError',
    (pieces) => {
      const unit = pieces.join('');
      const text = unit.repeat(Math.ceil(1e6 / unit.length));
      const code = answer(() => parseGameResult(text));
      expect(['ok', 'BAD_RESULT_NOTATION', 'MISSING_POWER']).toContain(code);
    },
  );

  it('a 1 MB draw token or a 1 MB run of blanks is answered', () => {
    expect(answer(() => parseGameResult(`A5 E5 F5 G5 I5 R5 T4 draw:${'A'.repeat(1e6)}`))).toBe('ok');
    expect(answer(() => parseGameResult(' '.repeat(1e6)))).toBe('MISSING_POWER');
  });
});

describe('issue 23 §3: parseDiplomacyCsv is linear and refuses what is not a sheet', () => {
  it('null and other non-text are MindsportErrors, never a TypeError', () => {
    for (const value of [null, undefined, 7, {}, deepList()]) {
      expect(answer(() => parseDiplomacyCsv(value as never))).not.toBe('ok');
    }
  });

  // 1 MB built from pieces of a sheet and its near misses; each answer is a code (or a sheet
  // read), and the message stays short whatever the size of a cell.
  const header = `round,board,${POWERS.map((power) => `${power},${power}_centres`).join(',')}\n`;
  const row = `1,1,${POWERS.map((_, index) => `P${index},${index === 0 ? 34 : 0}`).join(',')}\n`;
  const sheet = fc.constantFrom(header, row, ',', ';', '"', '""', '\r\n', '\n', ' ', 'x', 'é');
  test.prop([fc.array(sheet, { minLength: 1, maxLength: 8 })], { numRuns: 30 })(
    'a 1 MB input of any of these pieces, repeated, is read or refused with a MindsportError and a short message',
    (pieces) => {
      const unit = pieces.join('');
      const text = unit.repeat(Math.ceil(1e6 / unit.length));
      try {
        parseDiplomacyCsv(text);
      } catch (error) {
        if (!(error instanceof MindsportError)) throw error;
        expect(error.message.length).toBeLessThan(1000);
      }
    },
  );
});

describe('issue 23 §3: a long event does not overflow the stack', () => {
  it('3,000 qualifying rounds of the same seven players: the count-back walks every game and answers', () => {
    const players = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const histories = POWERS.map((_, index) => (index < 2 ? [5, 5, 5] : [4, 4, 4]));
    const rounds = Array.from({ length: 3000 }, (_, index) => ({
      round: index + 1,
      boards: [board(1, 'A5 E5 F4 G4 I4 R4 T4', players, histories)],
    }));
    const table = qualificationRows(
      { players: players.map((id) => ({ id })), rounds },
      allRoundsQualify(rounds.length),
    );
    expect(table.map((row) => row.placeLabel)).toEqual(['1–2', '1–2', '3–7', '3–7', '3–7', '3–7', '3–7']);
  });
});

/** NDF 2007 with every round of a long event qualifying, the best game counting. */
function allRoundsQualify(rounds: number) {
  return {
    ...NDF_2007,
    finalRound: { ...NDF_2007.finalRound, round: rounds + 1 },
    qualification: {
      ...NDF_2007.qualification,
      rounds: Array.from({ length: rounds }, (_, index) => index + 1),
      weights: ['1'],
    },
  };
}
