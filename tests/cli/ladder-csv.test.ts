/**
 * A ladder club night from a spreadsheet (issue 26): one row per game plus one-player rows
 * for presence, absences with notice, draw-outs, league games and club duty, read with the
 * Othello sheet's tolerance (BOM, `;`, CRLF, Windows-1252) and line-and-column errors.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/cli/input.js';
import { ladderFromCsv } from '../../src/cli/ladder-csv.js';
import type { LadderSeason } from '../../src/ladder/index.js';
import { mindsport } from './in-process.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'mindsport-ladder-csv-'));

function inputError(text: string): InputError {
  try {
    ladderFromCsv('x.csv', text);
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error(`no error for ${JSON.stringify(text)}`);
}

describe('ladder CSV: the example sheet is the example season', () => {
  it('examples/ladder-nights.csv builds examples/ladder-season.json and ranks the same, in every command', () => {
    const season = JSON.parse(
      readFileSync(join(root, 'examples', 'ladder-season.json'), 'utf8'),
    ) as LadderSeason;
    const { document } = ladderFromCsv(
      'n.csv',
      readFileSync(join(root, 'examples', 'ladder-nights.csv'), 'utf8'),
    );
    expect(document.rounds).toEqual(season.rounds);
    expect(document.players.map((player) => player.id)).toEqual(season.players.map((player) => player.id));
    for (const command of [
      ['standings'],
      ['final'],
      ['periods'],
      ['prizes'],
      ['explain', '--player', 'eva'],
    ]) {
      const [name, ...rest] = command as [string, ...string[]];
      const csv = mindsport('ladder', name, 'examples/ladder-nights.csv', ...rest, '--format', 'json');
      const json = mindsport('ladder', name, 'examples/ladder-season.json', ...rest, '--format', 'json');
      expect(csv.code, csv.stderr).toBe(0);
      expect(csv.stdout, name).toBe(json.stdout);
      // The starting ladder read from the sheet is said on stderr (Art. III.2b).
      expect(csv.stderr).toContain(
        'note: the starting ladder (Art. III.2b) is the order in which the players first appear: ann, bob, cas, dik, eva',
      );
    }
  });
});

describe('ladder CSV: what a row can say', () => {
  it('games, forfeits (+- / -+), draw-outs (DRAWN OUT, BYE), absences with notice, league games, club duty, presence', () => {
    const text = [
      'Round,Date,White,Black,Result,Present',
      '1,2026-09-04,Ann,PRESENT,,',
      '1,2026-09-04,Bob,Cas,½-½,',
      '1,2026-09-04,Ann,Dik,+-,',
      '1,2026-09-04,Eva,LEAGUE,win,',
      '1,2026-09-04,Fen,ABSENT,,',
      '2,2026-09-11,Ann,BYE,,',
      '2,2026-09-11,Bob,Cas,0-1,',
      '2,2026-09-11,LEAGUE,Dik,,yes',
      '2,2026-09-11,Eva,REPRESENTING,,',
      '2,2026-09-11,Fen,,,yes',
    ].join('\n');
    const { document } = ladderFromCsv('x.csv', text);
    expect(document).toEqual({
      players: ['Ann', 'Bob', 'Cas', 'Dik', 'Eva', 'Fen'].map((name) => ({ id: name, name })),
      rounds: [
        {
          date: '2026-09-04',
          // Dik did not show up for the forfeit; Eva played the league game elsewhere; Fen sent notice.
          present: ['Ann', 'Bob', 'Cas'],
          entries: [
            { rule: 'game', white: 'Bob', black: 'Cas', result: '1/2-1/2' },
            { rule: 'forfeit', winner: 'Ann', absent: 'Dik' },
            { rule: 'league', player: 'Eva', colour: 'white', result: 'win' },
          ],
        },
        {
          date: '2026-09-11',
          present: ['Ann', 'Bob', 'Cas', 'Dik', 'Fen'],
          entries: [
            { rule: 'drawnOut', player: 'Ann' },
            { rule: 'game', white: 'Bob', black: 'Cas', result: '0-1' },
            { rule: 'league', player: 'Dik', colour: 'black' },
            { rule: 'representing', player: 'Eva' },
          ],
        },
      ],
    });
  });

  it('without a round column, rows of one date are one club night, nights in date order', () => {
    const { document } = ladderFromCsv(
      'x.csv',
      'date,white,black,result\n2026-09-11,Ann,Bob,0-1\n2026-09-04,Bob,Ann,1-0\n',
    );
    expect(document.rounds.map((round) => [round.date, round.entries.length])).toEqual([
      ['2026-09-04', 1],
      ['2026-09-11', 1],
    ]);
  });

  it("reads what spreadsheets save: BOM, ';', CRLF, quoted fields, Windows-1252 (ø, é)", () => {
    const plain = 'round,white,black,result\n1,Jøran,André,1-0\n1,"Berg, Ann",PRESENT,\n';
    const excel = '\uFEFFround;white;black;result\r\n1;Jøran;André;1-0\r\n1;"Berg, Ann";PRESENT;\r\n\r\n';
    const windows1252 = Uint8Array.from(
      [...excel.slice(1)].map((character) =>
        character === 'ø' ? 0xf8 : character === 'é' ? 0xe9 : character.charCodeAt(0),
      ),
    );
    const file = join(scratch, 'ansi.csv');
    writeFileSync(file, windows1252);
    const expected = ladderFromCsv('a.csv', plain).document;
    expect(ladderFromCsv('b.csv', excel).document).toEqual(expected);
    const imported = mindsport('ladder', 'import-csv', file);
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toEqual(expected);
    expect(expected.players.map((player) => player.id)).toEqual(['Jøran', 'André', 'Berg, Ann']);
  });
});

describe('ladder CSV: mistakes name the line and the column', () => {
  it('each mistake, with its code at path [line, n, column, c] like the other sheets', () => {
    const header = 'round,date,white,black,result,present\n';
    const cases: [string, string, string, (string | number)[]][] = [
      [
        `${header}1,,Ann,Bob,2-0,\n`,
        'line 2, column 5 (result): "2-0" is not a result: 1-0, 1/2-1/2, 0-1, or +- / -+ for a forfeit',
        'NOT_ONE_OF',
        ['line', 2, 'column', 5],
      ],
      [
        `${header}1,,Ann,Bob,,\n`,
        'line 2, column 5 (result): the result is missing (1-0, 1/2-1/2, 0-1, or +- / -+ for a forfeit)',
        'MISSING_FIELD',
        ['line', 2, 'column', 5],
      ],
      [
        `${header}1,,Ann,Bob,1-0,\n1,,Cas,LEAGUE,won,\n`,
        'line 3, column 5 (result): "won" is not win, draw or loss (the player\'s result)',
        'NOT_ONE_OF',
        ['line', 3, 'column', 5],
      ],
      [
        `${header}1,4-9-2026,Ann,Bob,1-0,\n`,
        'line 2, column 2 (date): "4-9-2026" is not a date written YYYY-MM-DD',
        'NOT_A_DATE',
        ['line', 2, 'column', 2],
      ],
      [
        `${header}1,2026-09-04,Ann,Bob,1-0,\n1,2026-09-05,Cas,PRESENT,,\n`,
        'line 3, column 2 (date): round 1 is dated 2026-09-04 on line 2, column 2 (date), not 2026-09-05',
        'CSV_ROUND_DATED_TWICE',
        ['line', 3, 'column', 2],
      ],
      [
        `${header}x,,Ann,Bob,1-0,\n`,
        'line 2, column 1 (round): "x" is not a whole number ≥ 1',
        'NOT_AN_INTEGER',
        ['line', 2, 'column', 1],
      ],
      [
        `${header},,Ann,Bob,1-0,\n`,
        'line 2, column 1 (round): the round is missing',
        'MISSING_FIELD',
        ['line', 2, 'column', 1],
      ],
      [
        'date,white,black,result\n,Ann,Bob,1-0\n',
        'line 2, column 1 (date): the date is missing',
        'MISSING_FIELD',
        ['line', 2, 'column', 1],
      ],
      [
        `${header}1,,Ann,Bob,1-0,no\n`,
        'line 2, column 6 (present): a game row has both players present',
        'CSV_GAME_MARKED_ABSENT',
        ['line', 2, 'column', 6],
      ],
      [
        `${header}1,,Ann,,,\n`,
        'line 2, column 4 (black): the opponent is missing (or write DRAWN OUT, ABSENT, LEAGUE, REPRESENTING or PRESENT)',
        'MISSING_FIELD',
        ['line', 2, 'column', 4],
      ],
      [
        `${header}1,,,ABSENT,,\n`,
        "line 2, column 3 (white): a player's name is missing",
        'MISSING_FIELD',
        ['line', 2, 'column', 3],
      ],
      [
        `${header}1,,Ann,ABSENT,1-0,\n`,
        'line 2, column 5 (result): a ABSENT row has no result',
        'CSV_MARKER_WITH_RESULT',
        ['line', 2, 'column', 5],
      ],
      [
        `${header}1,,Ann,Bob,1-0,maybe\n`,
        'line 2, column 6 (present): "maybe" is not yes or no',
        'NOT_ONE_OF',
        ['line', 2, 'column', 6],
      ],
      [
        `${header}1,,Ann,Bob,1-0,\n1,,ann,PRESENT,,\n`,
        'line 3, column 3 (white): "ann" differs from "Ann" (line 2, column 3 (white)) only in case or spaces; write a player\'s name the same way on every row',
        'CSV_NAME_VARIANT',
        ['line', 3, 'column', 3],
      ],
      [
        `${header}1,,Ann,Bob,1-0,\n3,,Ann,Bob,1-0,\n`,
        'no row for round 2 (the file has rounds up to 3)',
        'CSV_ROUND_MISSING',
        ['rounds', 1],
      ],
      [
        '\nwhite,black,result\nAnn,Bob,1-0\n',
        'line 2: the header needs a round or a date column (which club night each row belongs to)',
        'CSV_MISSING_COLUMN',
        ['line', 2],
      ],
      [
        'round,white,black,result\n1,Ann,"Bob,1-0\n',
        'line 2, column 7: quoted field not closed (a " is missing)',
        'CSV_UNCLOSED_QUOTE',
        ['line', 2, 'column', 7],
      ],
      [
        'round,white,blak,result\n',
        'line 1, column 3: unknown column "blak"; the columns are round, date, white, black, result, present, note',
        'CSV_UNKNOWN_COLUMN',
        ['line', 1, 'column', 3],
      ],
    ];
    for (const [text, message, code, path] of cases) {
      const error = inputError(text);
      expect(error.message).toBe(message);
      expect(error.code, message).toBe('LIBRARY_ERROR');
      expect(error.problem?.code, message).toBe(code);
      expect(error.problem?.path, message).toEqual(path);
    }
  });

  it('the command prints a sheet mistake with its code', () => {
    const file = join(scratch, 'bad-result.csv');
    writeFileSync(file, 'round,white,black,result\n1,Ann,Bob,2-0\n');
    const result = mindsport('ladder', 'standings', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `mindsport: ${file}: line 2, column 4 (result): "2-0" is not a result: 1-0, 1/2-1/2, 0-1, or +- / -+ for a forfeit\n  code NOT_ONE_OF\n`,
    );
  });

  it('a problem the library finds is traced back to its row and column', () => {
    const file = join(scratch, 'twice.csv');
    writeFileSync(file, 'round,white,black,result\n1,Ann,Bob,1-0\n1,Ann,Cas,0-1\n');
    const result = mindsport('ladder', 'standings', file);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[1]).toMatch(
      new RegExp(`^mindsport: ${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: line 3`),
    );
    expect(result.stderr).toContain('DUPLICATE_ENTRY');
  });
});
