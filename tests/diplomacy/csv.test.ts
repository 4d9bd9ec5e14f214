/**
 * The Diplomacy results sheet (`parseDiplomacyCsv`): one board per row, as a director keeps
 * it in a spreadsheet and saves it as CSV (issue 28: the reader runs in a browser too).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import {
  DIPLOMACY_ERROR_CODES,
  type DiplomacyTournament,
  diplomacyStandings,
  POWERS,
  parseDiplomacyCsv,
} from '../../src/diplomacy/index.js';
import { tournamentArbitrary } from './arbitraries.js';

const root = new URL('../../', import.meta.url);
const HEADER = ['round', 'board', ...POWERS.flatMap((power) => [power, `${power}_centres`]), 'end_year'];

function errorOf(work: () => unknown): MindsportError {
  try {
    work();
  } catch (error) {
    if (error instanceof MindsportError) return error;
    throw error;
  }
  throw new Error('no error');
}

/** A tournament written as a results sheet, one board per row. */
function sheetOf(tournament: DiplomacyTournament, delimiter: string, newline: string): string {
  const rows = tournament.rounds.flatMap((round) =>
    round.boards.map((board) => [
      String(round.round),
      String(board.board),
      ...POWERS.flatMap((power) => [
        board.game.powers[power].player ?? '',
        String(board.game.powers[power].supplyCentres),
      ]),
      String(board.game.endYear ?? ''),
    ]),
  );
  return [HEADER, ...rows].map((row) => row.join(delimiter)).join(newline) + newline;
}

describe('parseDiplomacyCsv', () => {
  it('the example sheet gives the standings of the example event (players named by the sheet)', () => {
    const bytes = new Uint8Array(readFileSync(new URL('examples/diplomacy-results.csv', root)));
    const { document, notes } = parseDiplomacyCsv(bytes);
    expect(notes).toEqual([]);
    const event = JSON.parse(readFileSync(new URL('examples/diplomacy-event.json', root), 'utf8'));
    const names = new Map<string, string>(
      event.players.map((player: { id: string; name: string }) => [player.id, player.name]),
    );
    const fromSheet = diplomacyStandings(document).rows.map((row) => [
      row.placeLabel,
      row.name,
      row.score.toString(),
    ]);
    const fromJson = diplomacyStandings(event).rows.map((row) => [
      row.placeLabel,
      names.get(row.playerId),
      row.score.toString(),
    ]);
    expect(fromSheet).toEqual(fromJson);
  });

  it('property: any tournament written as a sheet (any delimiter, line end, byte-order mark, bytes or text) reads back', () => {
    fc.assert(
      fc.property(
        tournamentArbitrary(),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.boolean(),
        (tournament, delimiter, newline, bom, bytes) => {
          const text = (bom ? '\uFEFF' : '') + sheetOf(tournament, delimiter, newline);
          const { document } = parseDiplomacyCsv(bytes ? new TextEncoder().encode(text) : text);
          expect(document.rounds.map((round) => round.round)).toEqual(
            tournament.rounds.map((round) => round.round),
          );
          document.rounds.forEach((round, index) => {
            const expected = tournament.rounds[index]!;
            expect(round.boards.map((board) => board.board)).toEqual(
              expected.boards.map((board) => board.board),
            );
            round.boards.forEach((board, at) => {
              const given = expected.boards[at]!.game;
              expect(board.game.endYear).toBe(given.endYear);
              for (const power of POWERS) {
                expect(board.game.powers[power]).toEqual({
                  player: given.powers[power].player,
                  supplyCentres: given.powers[power].supplyCentres,
                });
              }
            });
          });
          expect(new Set(document.players.map((player) => player.id)).size).toBe(document.players.length);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('Windows-1252 bytes (Excel on Western European Windows) keep ø and Å', () => {
    const text = `${HEADER.join(';')}\r\n1;1;Bj\u00f8rn;4;\u00c5se;9;C;8;D;5;E;3;F;3;G;2;1905\r\n`;
    const bytes = Uint8Array.from([...text].map((character) => character.charCodeAt(0)));
    const { document } = parseDiplomacyCsv(bytes);
    expect(document.players.slice(0, 2).map((player) => player.name)).toEqual(['Bjørn', 'Åse']);
  });

  it('errors are MindsportErrors naming line and column (path [line, n, column, c]), codes in the list', () => {
    const header = HEADER.slice(0, -1).join(',');
    const cases: [string, string, string, readonly (string | number)[]][] = [
      [
        `${header}\n1,1,A,3,B,x,C,8,D,8,E,3,F,1,G,9\n`,
        'NOT_AN_INTEGER',
        'line 2, column 6 (england_centres): "x" is not a whole number ≥ 0',
        ['line', 2, 'column', 6],
      ],
      [
        `${header}\n1,0,A,3,B,1,C,8,D,8,E,3,F,1,G,9\n`,
        'OUT_OF_RANGE',
        'line 2, column 2 (board): "0" is not a whole number ≥ 1',
        ['line', 2, 'column', 2],
      ],
      [
        `${header}\n1,1,,3,B,1,C,8,D,8,E,3,F,1,G,9\n`,
        'MISSING_FIELD',
        "line 2, column 3 (austria): austria's player is missing",
        ['line', 2, 'column', 3],
      ],
      [
        `${header}\n1,1,Ann,3,B,1,C,8,D,8,E,3,F,1,G,9\n2,1,ann,3,B,1,C,8,D,8,E,3,F,1,G,9\n`,
        'CSV_NAME_VARIANT',
        'line 3, column 3 (austria): "ann" differs from "Ann" (line 2, column 3 (austria)) only in case or spaces; write a player\'s name the same way on every row',
        ['line', 3, 'column', 3],
      ],
      [
        `round,bord\n`,
        'CSV_UNKNOWN_COLUMN',
        'line 1, column 2: unknown column "bord"',
        ['line', 1, 'column', 2],
      ],
      [`round,board\n`, 'CSV_MISSING_COLUMN', 'line 1: the header lacks the columns austria', ['line', 1]],
      [
        '\n\n',
        'CSV_NO_HEADER',
        'line 1, column 1: the file is empty (a header row is needed)',
        ['line', 1, 'column', 1],
      ],
    ];
    for (const [text, code, message, path] of cases) {
      const error = errorOf(() => parseDiplomacyCsv(text));
      expect(error.code, message).toBe(code);
      expect(error.message.startsWith(message), error.message).toBe(true);
      expect(error.path).toEqual(path);
      expect(DIPLOMACY_ERROR_CODES).toContain(code);
    }
    expect(errorOf(() => parseDiplomacyCsv(42 as never)).code).toBe('NOT_A_STRING');
  });

  it('locate traces a standings error back to the sheet; the result is frozen', () => {
    const header = HEADER.slice(0, -1).join(',');
    const imported = parseDiplomacyCsv(`${header}\n1,1,A,3,B,11,C,8,D,8,E,3,F,1,G,9\n`);
    const error = errorOf(() => diplomacyStandings(imported.document));
    expect(error.code).toBe('SUPPLY_CENTRE_TOTAL_OVER_34');
    expect(imported.locate(error.path)).toEqual({ line: 2, text: 'line 2' });
    expect(imported.locate(['rounds', 0, 'boards', 0, 'game', 'powers', 'england', 'supplyCentres'])).toEqual(
      {
        line: 2,
        column: 6,
        header: 'england_centres',
        text: 'line 2, column 6 (england_centres)',
      },
    );
    expect(imported.locate(['players', 1])?.text).toBe('line 2, column 5 (england)');
    expect(imported.locate(['elsewhere'])).toBeUndefined();
    expect(Object.isFrozen(imported) && Object.isFrozen(imported.document.rounds[0])).toBe(true);
  });
});
