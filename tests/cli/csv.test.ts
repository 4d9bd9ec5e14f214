/**
 * The three one-game-per-row imports behind `mindsport <module> standings file.csv`
 * (Othello, draughts, Diplomacy), in process; the tokenizer under them is tested in
 * `tests/core/csv.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { diplomacyFromCsv, draughtsFromCsv, othelloFromCsv } from '../../src/cli/csv-import.js';
import { InputError } from '../../src/cli/input.js';
import type { MindsportError } from '../../src/core/index.js';
import { diplomacyStandings } from '../../src/diplomacy/index.js';
import { draughtsStandings } from '../../src/draughts/index.js';
import { NOF_SWISS, othelloStandings } from '../../src/othello/index.js';
import { mindsport } from './in-process.js';

function inputError(work: () => unknown): InputError {
  try {
    work();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('no error');
}

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

  it('names file, line and column of every mistake, with the sheet code at path [line, n, column, c]', () => {
    const header = 'round,black,black_discs,white,white_discs\n';
    const cases: [string, string, string, (string | number)[]][] = [
      [
        `${header}1,Ann,4x,Bo,30\n`,
        'line 2, column 3 (black_discs): "4x" is not a whole number ≥ 0',
        'NOT_AN_INTEGER',
        ['line', 2, 'column', 3],
      ],
      [
        `${header}0,Ann,40,Bo,24\n`,
        'line 2, column 1 (round): "0" is not a whole number ≥ 1',
        'OUT_OF_RANGE',
        ['line', 2, 'column', 1],
      ],
      [
        `${header}1,Ann,40,,24\n`,
        "line 2, column 4 (white): white's name is missing",
        'MISSING_FIELD',
        ['line', 2, 'column', 4],
      ],
      [
        `${header}1,Ann,,Bo,24\n`,
        "line 2, column 3 (black_discs): black's disc count is missing",
        'MISSING_FIELD',
        ['line', 2, 'column', 3],
      ],
      [
        `${header}1,Ann,40,BYE,\n`,
        'line 2, column 3 (black_discs): a BYE row has no discs or forfeit',
        'CSV_MARKER_WITH_RESULT',
        ['line', 2, 'column', 3],
      ],
      [
        `${header}1,Ann,40,Bo,24\n1,Ann,,WITHDRAWN,\n2,Ann,,WITHDRAWN,\n`,
        'line 4, column 4 (white): "Ann" already withdrew on line 3',
        'CSV_WITHDRAWN_TWICE',
        ['line', 4, 'column', 4],
      ],
      [
        'round,black,black_discs,white,white_discs,forfeit\n1,Cy,,Dan,,nobody\n',
        'line 2, column 6 (forfeit): "nobody" is not black, white or both (who did not show up)',
        'NOT_ONE_OF',
        ['line', 2, 'column', 6],
      ],
      [
        `${header}1,Ann,40,Bo,24\n3,Ann,40,Bo,24\n`,
        'no row for round 2 (the file has rounds up to 3)',
        'CSV_ROUND_MISSING',
        ['rounds', 1],
      ],
      [
        `${header}1,Ann,40,Bo,24\n2,Bo,40,ann,24\n`,
        'line 3, column 4 (white): "ann" differs from "Ann" (line 2, column 2 (black)) only in case or spaces; write a player\'s name the same way on every row',
        'CSV_NAME_VARIANT',
        ['line', 3, 'column', 4],
      ],
      [
        'round,black,blak_discs,white,white_discs\n',
        'line 1, column 3: unknown column "blak_discs"; the columns are round, black, black_discs, white, white_discs, forfeit, note',
        'CSV_UNKNOWN_COLUMN',
        ['line', 1, 'column', 3],
      ],
      [
        'round,black,white\n',
        'line 1: the header lacks the columns black_discs, white_discs (it has round, black, white)',
        'CSV_MISSING_COLUMN',
        ['line', 1],
      ],
      [
        `${header}1,Ann,40,Bo,24,7\n`,
        'line 2: 6 fields, but the header has 5 columns',
        'CSV_TOO_MANY_FIELDS',
        ['line', 2],
      ],
      [
        `${header}1,Ann,40,Bo,"24\n`,
        'line 2, column 13: quoted field not closed (a " is missing)',
        'CSV_UNCLOSED_QUOTE',
        ['line', 2, 'column', 13],
      ],
    ];
    for (const [text, message, code, path] of cases) {
      const error = inputError(() => othelloFromCsv('r.csv', text));
      expect(error.file).toBe('r.csv');
      expect(error.message).toBe(message);
      // The sheet's own error, kept: the command prints its code as for any library error.
      expect(error.code, message).toBe('LIBRARY_ERROR');
      expect(error.problem?.code, message).toBe(code);
      expect(error.problem?.path, message).toEqual(path);
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
