/**
 * The draughts results sheet (`parseDraughtsCsv`): one game per row, as a director keeps it
 * in a spreadsheet and saves it as CSV (issue 28: the reader runs in a browser too). The
 * command line's messages for the same sheets are pinned in `tests/cli/csv.test.ts`; the
 * tokenizer in `tests/core/csv.test.ts`.
 */
import { readFileSync } from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/index.js';
import {
  DRAUGHTS_ERROR_CODES,
  DRAUGHTS_RESULTS,
  type DraughtsGame,
  type DraughtsStandings,
  type DraughtsTournament,
  draughtsStandings,
  parseDraughtsCsv,
} from '../../src/draughts/index.js';
import { errorOf } from '../helpers/errors.js';

const root = new URL('../../', import.meta.url);

/** Each row's place, player, points and saldo, in order of the player's name. */
const byName = (standings: DraughtsStandings): string[] =>
  standings.rows.map((row) => `${row.playerId}: ${row.placeLabel} ${row.points} ${row.saldo}`).sort();

describe('parseDraughtsCsv: the columns', () => {
  it('the example sheet is the example event: the same standings', () => {
    const bytes = new Uint8Array(readFileSync(new URL('examples/draughts-results.csv', root)));
    const { document, notes } = parseDraughtsCsv(bytes);
    expect(notes).toEqual([]);
    const json = JSON.parse(readFileSync(new URL('examples/draughts-event.json', root), 'utf8'));
    expect(JSON.stringify(draughtsStandings(document))).toBe(JSON.stringify(draughtsStandings(json)));
  });

  it('column names match ignoring case, spaces, _ and -, in any order; round and reason are optional, a note column ignored', () => {
    const { document } = parseDraughtsCsv(
      'Result;BLACK;Comment;White\r\n2-0;Bo;first board;Ann\r\n1-1;Cor;;Bo\r\n',
    );
    expect(document).toEqual({
      // White is read before black on a row, wherever the columns stand.
      players: [{ id: 'Ann' }, { id: 'Bo' }, { id: 'Cor' }],
      games: [
        { white: 'Ann', black: 'Bo', result: '2-0' },
        { white: 'Bo', black: 'Cor', result: '1-1' },
      ],
    });
  });

  it('spec §6 Decision 1: a reason is kept as written and the result is left for the standings to read', () => {
    const { document } = parseDraughtsCsv(
      'round,white,black,result,reason\n2,Ann,Bo,1+ - 1-,"forfeit, no show"\n',
    );
    expect(document.games).toEqual([
      { round: 2, white: 'Ann', black: 'Bo', result: '1+ - 1-', reason: 'forfeit, no show' },
    ]);
  });

  it('an unknown column is refused (a typo would lose data), naming the columns there are', () => {
    const error = errorOf(() => parseDraughtsCsv('white,black,reslut\n'));
    expect([error.code, error.path, error.value, error.message]).toEqual([
      'CSV_UNKNOWN_COLUMN',
      ['line', 1, 'column', 3],
      'reslut',
      'line 1, column 3: unknown column "reslut"; the columns are round, white, black, result, reason, note',
    ]);
  });
});

describe('parseDraughtsCsv: errors at their line and column', () => {
  it('every refusal is a MindsportError at [line, n, column, c] with a code of DRAUGHTS_ERROR_CODES', () => {
    const header = 'round,white,black,result';
    const cases: [string, string, readonly (string | number)[], string][] = [
      [`${header}\n1,Ann,Bo,\n`, 'MISSING_FIELD', ['line', 2, 'column', 4], 'the result is missing'],
      [`${header}\n1,,Bo,2-0\n`, 'MISSING_FIELD', ['line', 2, 'column', 2], "white's name is missing"],
      [
        `${header}\nx,Ann,Bo,2-0\n`,
        'NOT_AN_INTEGER',
        ['line', 2, 'column', 1],
        '"x" is not a whole number ≥ 1',
      ],
      [
        `${header}\n0,Ann,Bo,2-0\n`,
        'OUT_OF_RANGE',
        ['line', 2, 'column', 1],
        '"0" is not a whole number ≥ 1',
      ],
      [
        `${header}\n1,Ann,Bo,2-0\n2,Bo,ANN,1-1\n`,
        'CSV_NAME_VARIANT',
        ['line', 3, 'column', 3],
        '"ANN" differs from "Ann" (line 2, column 2 (white)) only in case or spaces',
      ],
      ['white,black\n', 'CSV_MISSING_COLUMN', ['line', 1], 'the header lacks the column result'],
      ['white,black,result,White\n', 'CSV_REPEATED_COLUMN', ['line', 1, 'column', 4], 'repeats column 1'],
      [
        `${header}\n1,Ann,Bo,2-0,x\n`,
        'CSV_TOO_MANY_FIELDS',
        ['line', 2],
        '5 fields, but the header has 4 columns',
      ],
      [
        `${header}\n1,Ann,B"o,2-0\n`,
        'CSV_STRAY_QUOTE',
        ['line', 2, 'column', 8],
        'a quote inside an unquoted field',
      ],
      ['\n \n', 'CSV_NO_HEADER', ['line', 1, 'column', 1], 'the file is empty'],
    ];
    for (const [text, code, path, message] of cases) {
      const error = errorOf(() => parseDraughtsCsv(text));
      expect([error.code, error.path], message).toEqual([code, path]);
      const place = `line ${path[1]}${path.length > 2 ? `, column ${path[3]}` : ''}`;
      expect(error.message.startsWith(place) && error.message.includes(message), error.message).toBe(true);
      expect(DRAUGHTS_ERROR_CODES).toContain(code);
    }
    expect(errorOf(() => parseDraughtsCsv(null as never)).code).toBe('NOT_A_STRING');
  });

  it('locate traces an error of the standings back to the row and cell of the sheet; the result is frozen', () => {
    const imported = parseDraughtsCsv('white,black,result,reason\nAnn,Bo,2-0,\nBo,Cor,3-0,late\n');
    const error = errorOf(() => draughtsStandings(imported.document));
    expect(error.code).toBe('BAD_RESULT');
    expect(imported.locate(error.path)).toEqual({
      line: 3,
      column: 3,
      header: 'result',
      text: 'line 3, column 3 (result)',
    });
    expect(imported.locate(['games', 1])?.text).toBe('line 3');
    // A field the sheet has no column for (the round, here) names the row.
    expect(imported.locate(['games', 0, 'round'])?.text).toBe('line 2');
    expect(imported.locate(['players', 2])?.text).toBe('line 3, column 2 (black)');
    expect(imported.locate(['games', 5])).toBeUndefined();
    expect(imported.locate(['prizes', 0])).toBeUndefined();
    expect(Object.isFrozen(imported) && Object.isFrozen(imported.document.games[0])).toBe(true);
  });

  it('Windows-1252 bytes (Excel on Western European Windows) keep é and ï', () => {
    const text = 'white;black;result\r\nRen\u00e9;Lo\u00efs;1-1\r\n';
    const bytes = Uint8Array.from([...text].map((character) => character.charCodeAt(0)));
    expect(parseDraughtsCsv(bytes).document.players).toEqual([{ id: 'René' }, { id: 'Loïs' }]);
  });
});

/**
 * A valid event with names as ids, as a sheet gives it: each pair meets at most once, in its
 * own round or without rounds; reasons with the delimiter and quotes in them.
 */
function randomEvent(seed: number, playerCount: number, rounds: boolean): DraughtsTournament {
  const random = createRandom(seed);
  const names = Array.from(
    { length: playerCount },
    (_, index) => `${random.pick(['Anna', 'Bram', 'René'])} ${index}`,
  );
  const pairs = names.flatMap((white, i) => names.slice(i + 1).map((black) => [white, black] as const));
  const games: DraughtsGame[] = random
    .shuffle(pairs)
    .slice(0, 1 + random.int(pairs.length))
    .map(([a, b], index) => {
      const [white, black] = random.coin() ? [a, b] : [b, a];
      const reason = random.pick(['', '', 'forfeit, no show', 'agreed "draw"', 'time']);
      return {
        ...(rounds ? { round: index + 1 } : {}),
        white,
        black,
        result: random.pick(DRAUGHTS_RESULTS),
        ...(reason === '' ? {} : { reason }),
      };
    });
  const players = [...new Set(games.flatMap((game) => [game.white, game.black]))].map((id) => ({ id }));
  return { players, games };
}

/** An event written as a results sheet, quoting fields as a spreadsheet does. */
function sheetOf(event: DraughtsTournament, delimiter: string, newline: string, rows = event.games): string {
  const quote = (field: string) =>
    /["\r\n]/.test(field) || field.includes(delimiter) ? `"${field.replaceAll('"', '""')}"` : field;
  const header = ['round', 'white', 'black', 'result', 'reason'];
  const lines = rows.map((game) => [
    game.round === undefined ? '' : String(game.round),
    game.white,
    game.black,
    String(game.result),
    game.reason ?? '',
  ]);
  return [header, ...lines].map((line) => line.map(quote).join(delimiter)).join(newline);
}

const events = fc
  .tuple(fc.integer(), fc.integer({ min: 2, max: 8 }), fc.boolean())
  .map(([seed, players, rounds]) => randomEvent(seed, players, rounds));

describe('parseDraughtsCsv: properties', () => {
  test.prop(
    [events, fc.constantFrom(',', ';', '\t'), fc.constantFrom('\n', '\r\n'), fc.boolean(), fc.boolean()],
    { numRuns: 80 },
  )(
    'any event written as a sheet (any delimiter, line end, byte-order mark, text or bytes) reads back to the same document',
    (event, delimiter, newline, bom, bytes) => {
      const text = (bom ? '\uFEFF' : '') + sheetOf(event, delimiter, newline);
      const { document } = parseDraughtsCsv(bytes ? new TextEncoder().encode(text) : text);
      expect(document).toEqual(event);
      expect(() => draughtsStandings(document)).not.toThrow();
    },
  );

  test.prop([events, fc.integer()], { numRuns: 80 })(
    'the order of the rows does not change any player’s place, points or saldo',
    (event, seed) => {
      const shuffled = parseDraughtsCsv(sheetOf(event, ',', '\n', createRandom(seed).shuffle(event.games)));
      expect(byName(draughtsStandings(shuffled.document))).toEqual(byName(draughtsStandings(event)));
    },
  );
});
