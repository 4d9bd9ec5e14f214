/**
 * The CSV reader behind `mindsport <module> standings file.csv` (RFC 4180 plus what
 * spreadsheets write: BOM, CRLF, `;` delimiters, blank trailing lines) and the three
 * one-game-per-row imports (Othello, draughts, Diplomacy), in process.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, headerKey, parseCsv } from '../../src/cli/csv.js';
import { diplomacyFromCsv, draughtsFromCsv, othelloFromCsv } from '../../src/cli/csv-import.js';
import { InputError } from '../../src/cli/input.js';
import { run } from '../../src/cli/run.js';
import type { MindsportError } from '../../src/core/index.js';
import { diplomacyStandings } from '../../src/diplomacy/index.js';
import { draughtsStandings } from '../../src/draughts/index.js';
import { NOF_SWISS, othelloStandings } from '../../src/othello/index.js';

function syntaxError(text: string): CsvSyntaxError {
  try {
    parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return error;
    throw error;
  }
  throw new Error(`no error for ${JSON.stringify(text)}`);
}

function inputError(work: () => unknown): InputError {
  try {
    work();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('no error');
}

function mindsport(...args: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = run(args, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

describe('parseCsv', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks; CRLF; BOM; skips blank lines', () => {
    const table = parseCsv(
      '\uFEFFRound,Black\r\n1,"Berg, Ann"\r\n\r\n2,"say ""hi"""\r\n3,"two\nlines"\r\n,,\r\n\r\n',
    );
    expect(table.delimiter).toBe(',');
    expect(table.header).toEqual({ line: 1, fields: ['Round', 'Black'] });
    expect(table.records).toEqual([
      { line: 2, fields: ['1', 'Berg, Ann'] },
      { line: 4, fields: ['2', 'say "hi"'] },
      { line: 5, fields: ['3', 'two\nlines'] },
    ]);
  });

  it('finds ; or tab as the delimiter on the header line (Norwegian and Dutch spreadsheets)', () => {
    expect(parseCsv('a;b\n1;2,5\n').records[0]?.fields).toEqual(['1', '2,5']);
    expect(parseCsv('a\tb\n1\t2\n').records[0]?.fields).toEqual(['1', '2']);
    expect(parseCsv('"a,b";c\n1;2\n').delimiter).toBe(';');
    expect(parseCsv('a\n1\n').records).toEqual([{ line: 2, fields: ['1'] }]);
  });

  it('trims unquoted fields, keeps quoted ones as written; a trailing delimiter is an empty field', () => {
    expect(parseCsv('a,b,c\n 1 , " x " ,\n').records[0]?.fields).toEqual(['1', ' x ', '']);
  });

  it('names line and column of syntax errors', () => {
    expect(syntaxError('a,b\n1,"x"y\n').message).toBe(
      'line 2, column 6: "y" after the closing quote of a field (a quote inside a quoted field is written "")',
    );
    expect(syntaxError('a,b\n1,x"y\n').message).toMatch(
      /^line 2, column 4: a quote inside an unquoted field/,
    );
    expect(syntaxError('a,b\n1,"x\ny,2\n').message).toBe(
      'line 2, column 3: quoted field not closed (a " is missing)',
    );
    expect(syntaxError('\r\n\r\n').message).toBe(
      'line 1, column 1: the file is empty (a header row is needed)',
    );
    // A line break inside a quoted field counts: the error after it is on line 3.
    expect(syntaxError('a,b\n"1\n2",x"\n').line).toBe(3);
  });

  it('header names match ignoring case, spaces, _ and -', () => {
    expect(headerKey('Black discs')).toBe(headerKey('black_discs'));
    expect(headerKey('BLACK-DISCS')).toBe('blackdiscs');
  });

  it('property: any table written with RFC 4180 quoting (any delimiter, CRLF, LF or CR, BOM or not) reads back with its line numbers', () => {
    const field = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('', ',', ';', '"', ' a ', '\r\n', '\n', 'Bjørn, "B"'),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.boolean(),
        fc.boolean(),
        (rows, delimiter, newline, bom, quoteAll) => {
          const header = ['round', 'black', 'white'];
          const quote = (value: string): string =>
            quoteAll || /[",;\t\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
          let text = bom ? '\uFEFF' : '';
          let line = 1;
          const expected: { line: number; fields: string[] }[] = [];
          for (const row of [header, ...rows]) {
            const written = row.map(quote).join(delimiter);
            if (row.some((value) => value !== '')) expected.push({ line, fields: row });
            text += written + newline;
            line += written.split(/\r\n|\n|\r/).length;
          }
          const table = parseCsv(text);
          expect(table.delimiter).toBe(delimiter);
          expect([table.header, ...table.records]).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('Othello CSV (round, black, black_discs, white, white_discs[, forfeit])', () => {
  const sheet = [
    'Round;Black;Black discs;White;White discs',
    '1;Ann;40;Bo;24',
    '1;Cy;;BYE;',
    '2;Cy;30;Ann;34',
    '2;ABSENT;;Bo;',
  ].join('\r\n');

  it('builds the tournament: players in order of appearance, byes and absences by round', () => {
    const { document, notes } = othelloFromCsv('r.csv', sheet);
    expect(document).toEqual({
      players: [
        { id: 'Ann', name: 'Ann' },
        { id: 'Bo', name: 'Bo' },
        { id: 'Cy', name: 'Cy' },
      ],
      rounds: [
        { games: [{ black: 'Ann', blackDiscs: 40, white: 'Bo', whiteDiscs: 24 }], byes: ['Cy'] },
        { games: [{ black: 'Cy', blackDiscs: 30, white: 'Ann', whiteDiscs: 34 }], absent: ['Bo'] },
      ],
    });
    expect(notes).toEqual([]);
    // NOF Swiss (NOF §20b): the bye is worth a point.
    const rows = othelloStandings(document, NOF_SWISS).rows;
    expect(rows.map((row) => [row.name, row.points.toString()])).toEqual([
      ['Ann', '2'],
      ['Cy', '1'],
      ['Bo', '0'],
    ]);
  });

  it('a forfeit without discs is scored 64–0 (0–0 for both), NOF §18; WITHDRAWN and late entries', () => {
    const { document, notes } = othelloFromCsv(
      'r.csv',
      [
        'round,black,black_discs,white,white_discs,forfeit',
        '1,Ann,,Bo,,white',
        '1,Cy,,Dan,,both',
        '2,Ann,33,Cy,31',
        '2,Bo,,WITHDRAWN,',
        '2,Dan,,bye,',
        '3,Ann,20,Eva,44',
        '3,Cy,40,Dan,24',
      ].join('\n'),
    );
    expect(document.rounds[0]?.games).toEqual([
      { black: 'Ann', blackDiscs: 64, white: 'Bo', whiteDiscs: 0, forfeit: 'white' },
      { black: 'Cy', blackDiscs: 0, white: 'Dan', whiteDiscs: 0, forfeit: 'both' },
    ]);
    expect(document.players.find((player) => player.id === 'Bo')?.withdrawnFromRound).toBe(2);
    expect(document.players.find((player) => player.id === 'Eva')?.enteredRound).toBe(3);
    expect(notes).toEqual(['Eva first appears in round 3 (line 7): a late entry (NOF §18)']);
    expect(() => othelloStandings(document, NOF_SWISS)).not.toThrow();
  });

  it('names file, line and column of every mistake', () => {
    const header = 'round,black,black_discs,white,white_discs\n';
    const cases: [string, string][] = [
      [`${header}1,Ann,4x,Bo,30\n`, 'line 2, column 3 (black_discs): "4x" is not a whole number ≥ 0'],
      [`${header}0,Ann,40,Bo,24\n`, 'line 2, column 1 (round): "0" is not a whole number ≥ 1'],
      [`${header}1,Ann,40,,24\n`, "line 2, column 4 (white): white's name is missing"],
      [`${header}1,Ann,,Bo,24\n`, "line 2, column 3 (black_discs): black's disc count is missing"],
      [`${header}1,Ann,40,BYE,\n`, 'line 2, column 3 (black_discs): a BYE row has no discs or forfeit'],
      [`${header}1,Ann,40,Bo,24\n3,Ann,40,Bo,24\n`, 'no row for round 2 (the file has rounds up to 3)'],
      [
        `${header}1,Ann,40,Bo,24\n2,Bo,40,ann,24\n`,
        'line 3, column 4 (white): "ann" differs from "Ann" (line 2, column 2 (black)) only in case or spaces; write a player\'s name the same way on every row',
      ],
      [
        'round,black,blak_discs,white,white_discs\n',
        'line 1, column 3: unknown column "blak_discs"; the columns are round, black, black_discs, white, white_discs, forfeit, note',
      ],
      [
        'round,black,white\n',
        'line 1: the header lacks the columns black_discs, white_discs (it has round, black, white)',
      ],
      [`${header}1,Ann,40,Bo,24,7\n`, 'line 2: 6 fields, but the header has 5 columns'],
      [`${header}1,Ann,40,Bo,"24\n`, 'line 2, column 13: quoted field not closed (a " is missing)'],
    ];
    for (const [text, message] of cases) {
      const error = inputError(() => othelloFromCsv('r.csv', text));
      expect(error.file).toBe('r.csv');
      expect(error.message).toBe(message);
    }
  });

  it('library errors are traced back to the CSV line and column', () => {
    const text = 'round,black,black_discs,white,white_discs\n1,Ann,40,Bo,30\n1,Cy,,BYE,\n2,Ann,33,Cy,31\n';
    const { document, locate } = othelloFromCsv('r.csv', text);
    let problem: MindsportError | undefined;
    try {
      othelloStandings(document, NOF_SWISS);
    } catch (error) {
      problem = error as MindsportError;
    }
    expect(problem?.code).toBe('DISC_TOTAL_OVER_64');
    expect(locate(problem?.path ?? [])).toBe('line 2');
    expect(locate(['rounds', 0, 'games', 0, 'whiteDiscs'])).toBe('line 2, column 5 (white_discs)');
    expect(locate(['rounds', 0, 'byes', 0])).toBe('line 3, column 2 (black)');
    expect(locate(['players', 2])).toBe('line 3, column 2 (black)');
    // Through the command: the message starts with the file and the line, and lists every problem.
    const runResult = mindsport('othello', 'standings', 'examples/othello-results.csv');
    expect(runResult.code).toBe(0);
  });
});

describe('draughts CSV ([round,] white, black, result[, reason])', () => {
  it('builds the event in order of first appearance and ranks like the JSON example', () => {
    const { document } = draughtsFromCsv(
      'd.csv',
      'White,Black,Result,Reason\nAnn,Bo,1-1,\nBo,Cor,2-0,\nCor,Ann,0-2,"forfeit, no show"\n',
    );
    expect(document.players).toEqual([{ id: 'Ann' }, { id: 'Bo' }, { id: 'Cor' }]);
    expect(document.games[2]).toEqual({
      white: 'Cor',
      black: 'Ann',
      result: '0-2',
      reason: 'forfeit, no show',
    });
    // KNDB: Ann and Bo 3 points each, equal saldo: shared 1–2 (seed 004 "Eindstand").
    expect(draughtsStandings(document).rows.map((row) => row.placeLabel)).toEqual(['1–2', '1–2', '3']);
    const csv = mindsport('draughts', 'standings', 'examples/draughts-results.csv', '--format', 'json');
    const json = mindsport('draughts', 'standings', 'examples/draughts-event.json', '--format', 'json');
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout).toBe(json.stdout);
  });

  it('a bad result names line and column; --after-round needs the round column', () => {
    const bad = inputError(() => draughtsFromCsv('d.csv', 'white,black,result\nAnn,Bo,\n'));
    expect(bad.message).toBe('line 2, column 3 (result): the result is missing');
    const { document, locate } = draughtsFromCsv('d.csv', 'white,black,result\nAnn,Bo,3-0\n');
    let problem: MindsportError | undefined;
    try {
      draughtsStandings(document);
    } catch (error) {
      problem = error as MindsportError;
    }
    expect(problem?.code).toBe('BAD_RESULT');
    expect(locate(problem?.path ?? [])).toBe('line 2, column 3 (result)');
  });
});

describe('Diplomacy CSV (round, board, each power and its centres[, end_year])', () => {
  it('ranks like the JSON example (players named instead of ids)', () => {
    const csv = mindsport('diplomacy', 'standings', 'examples/diplomacy-results.csv', '--format', 'csv');
    const json = mindsport('diplomacy', 'standings', 'examples/diplomacy-event.json', '--format', 'csv');
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout).toBe(json.stdout);
  });

  it('a centre total over 34 names the row; a bad centre count names the column', () => {
    const header =
      'round,board,austria,austria_centres,england,england_centres,france,france_centres,germany,germany_centres,italy,italy_centres,russia,russia_centres,turkey,turkey_sc';
    const { document, locate } = diplomacyFromCsv('p.csv', `${header}\n1,1,A,3,B,11,C,8,D,8,E,3,F,1,G,9\n`);
    let problem: MindsportError | undefined;
    try {
      diplomacyStandings(document);
    } catch (error) {
      problem = error as MindsportError;
    }
    expect(problem?.code).toBe('SUPPLY_CENTRE_TOTAL_OVER_34');
    expect(locate(problem?.path ?? [])).toBe('line 2');
    expect(locate(['rounds', 0, 'boards', 0, 'game', 'powers', 'england', 'supplyCentres'])).toBe(
      'line 2, column 6 (england_centres)',
    );
    const bad = inputError(() => diplomacyFromCsv('p.csv', `${header}\n1,1,A,3,B,x,C,8,D,8,E,3,F,1,G,9\n`));
    expect(bad.message).toBe('line 2, column 6 (england_centres): "x" is not a whole number ≥ 0');
  });
});

describe('the standings commands on CSV files', () => {
  it('exit 1 with the file, line and code; an Othello sheet is not a ladder sheet; Grand Prix refuses CSV (exit 2)', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const directory = mkdtempSync(join(tmpdir(), 'mindsport-csv-'));
    const file = join(directory, 'r.csv');
    writeFileSync(
      file,
      'round,black,black_discs,white,white_discs\n1,Ann,40,Bo,30\n1,Cy,,BYE,\n2,Ann,33,Cy,31\n',
    );
    const bad = mindsport('othello', 'standings', file);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe(
      [
        `mindsport: ${file}: line 2: rounds[0].games[0]: discs 40 + 30 are more than 64 (and 1 more problem)`,
        '  - line 2: rounds[0].games[0]: discs 40 + 30 are more than 64 (code DISC_TOTAL_OVER_64)',
        '  - rounds[1]: "Bo" has no game, no bye and is not listed absent (code PLAYER_MISSING_FROM_ROUND)',
        '',
      ].join('\n'),
    );
    const ladder = mindsport('ladder', 'standings', file);
    const grandprix = mindsport('grandprix', 'standings', file);
    expect(ladder.code).toBe(1);
    expect(ladder.stderr.split('\n')[0]).toBe(
      `mindsport: ${file}: line 1, column 3: unknown column "black_discs"; the columns are round, date, white, black, result, present, note`,
    );
    expect(grandprix.code).toBe(2);
    expect(grandprix.stderr).toMatch(/^mindsport: grandprix standings reads JSON only/);
    // Excel's plain "CSV" on Western European Windows is Windows-1252: ø and Å arrive intact.
    const ansi = join(directory, 'ansi.csv');
    writeFileSync(
      ansi,
      Uint8Array.from([
        ...Buffer.from('round;black;black_discs;white;white_discs\r\n1;Bj'),
        0xf8,
        ...Buffer.from('rn;40;'),
        0xc5,
        ...Buffer.from('sa;24\r\n'),
      ]),
    );
    const windows = mindsport('othello', 'standings', ansi, '--format', 'csv');
    expect(windows.code, windows.stderr).toBe(0);
    expect(
      windows.stdout
        .split('\r\n')
        .slice(1, 3)
        .map((line) => line.split(',')[1]),
    ).toEqual(['Bjørn', 'Åsa']);
    // import-csv prints the document; the standings of that JSON are the standings of the sheet.
    const imported = mindsport('diplomacy', 'import-csv', 'examples/diplomacy-results.csv');
    expect(imported.code, imported.stderr).toBe(0);
    const document = join(directory, 'event.json');
    writeFileSync(document, imported.stdout);
    expect(mindsport('diplomacy', 'standings', document).stdout).toBe(
      mindsport('diplomacy', 'standings', 'examples/diplomacy-results.csv').stdout,
    );
    const late = join(directory, 'late.csv');
    writeFileSync(
      late,
      'round,black,black_discs,white,white_discs\n1,Ann,40,Bo,24\n2,Ann,30,Cy,34\n2,Bo,,BYE,\n',
    );
    const note = mindsport('othello', 'import-csv', late);
    expect(note.code, note.stderr).toBe(0);
    expect(note.stderr).toBe(
      `mindsport: ${late}: note: Cy first appears in round 2 (line 3): a late entry (NOF §18)\n`,
    );
    expect(
      (JSON.parse(note.stdout) as { players: { enteredRound?: number }[] }).players[2]?.enteredRound,
    ).toBe(2);
    const noRounds = join(directory, 'd.csv');
    writeFileSync(noRounds, 'white,black,result\nAnn,Bo,1-1\n');
    const draughts = mindsport('draughts', 'standings', noRounds, '--after-round', '1');
    expect(draughts.code).toBe(1);
    expect(draughts.stderr.split('\n')[0]).toBe(
      `mindsport: ${noRounds}: line 2: games[0].round: is missing: options.afterRound 1 needs the round of every game`,
    );
  });
});
