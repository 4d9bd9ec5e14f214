/** PAPP players file and workfile import (spec §4–§5): model, presence, byes, errors naming the line. */
import { describe, expect, it } from 'vitest';
import type { MindsportError } from '../../src/index.js';
import { othelloStandings, PAPP, parsePappPlayers, parsePappWorkfile } from '../../src/othello/index.js';
import { errorLine, errorOf, errorSummary } from '../helpers/errors.js';

const playersFile = [
  'pays = NOR',
  '  000001 HANSEN, Ola',
  '  000002 BERG, Kari',
  '',
  'pays = SWE',
  '  3 ÅBERG, Åsa',
  '  4 LIND, Per',
  '  5 SUND, Eva',
].join('\n');

const workfile = `#_Nombre-Rondes = 4 ;
#_BQ-double = 0 ;
& +000001 +000002 +000003 +000004 ;
(000001 40 000002 24);
(000003 33 000004 31);
ronde-suivante;
& +000005 ;
(000002 30 000003 34);
(000001 20 000004 44);
raz-couplage;
(000001 20 000005 44);
(000002 30 000003 34);
ronde-suivante;
& -000004 ;
(000005 32 000003 32);
(000002 64 000001 0);
ronde-suivante;
(000001 50 000003 14);
ronde-suivante;
(000005 10 000002 54);
`;

describe('PAPP players file', () => {
  it('reads country sections and players, ids without leading zeros', () => {
    const players = parsePappPlayers(playersFile);
    expect(players[0]).toEqual({ id: '1', name: 'HANSEN, Ola', country: 'NOR' });
    expect(players[2]).toEqual({ id: '3', name: 'ÅBERG, Åsa', country: 'SWE' });
    expect(players).toHaveLength(5);
  });
  it('decodes UTF-8 and Latin-1 bytes alike', () => {
    const latin1 = Uint8Array.from([...'  7 '].map((c) => c.charCodeAt(0)).concat([0xc5, 0x73, 0x61]));
    expect(parsePappPlayers(latin1)[0]?.name).toBe('Åsa');
    expect(parsePappPlayers(new TextEncoder().encode('  7 Åsa'))[0]?.name).toBe('Åsa');
  });
  it('errors name the line', () => {
    try {
      parsePappPlayers('pays = NOR\n  1 A, B\n  x C, D\n');
      expect.unreachable();
    } catch (error) {
      expect((error as MindsportError).code).toBe('BAD_PAPP_LINE');
      expect((error as MindsportError).path).toEqual(['line', 3]);
    }
    expect(() => parsePappPlayers('1 A\n01 B')).toThrowError(/line 2: player 1 is already on line 1/);
  });
});

describe('PAPP workfile', () => {
  const { tournament, headers, openRoundGames } = parsePappWorkfile(workfile, {
    players: parsePappPlayers(playersFile),
  });
  it('reads headers; #_Nombre-Rondes gives the planned rounds', () => {
    expect(headers).toEqual({ 'Nombre-Rondes': '4', 'BQ-double': '0' });
    expect(tournament.plannedRounds).toBe(4);
  });
  it('players: names from the players file, late entry, withdrawal from a "-" never undone', () => {
    expect(tournament.players).toEqual([
      { id: '1', name: 'HANSEN, Ola', country: 'NOR' },
      { id: '2', name: 'BERG, Kari', country: 'NOR' },
      { id: '3', name: 'ÅBERG, Åsa', country: 'SWE' },
      { id: '4', name: 'LIND, Per', country: 'SWE', withdrawnFromRound: 3 },
      { id: '5', name: 'SUND, Eva', country: 'SWE', enteredRound: 2 },
    ]);
  });
  it('raz-couplage discards the round so far; a present player without a game has the bye', () => {
    expect(tournament.rounds).toHaveLength(4);
    expect(tournament.rounds[1]?.games.map((game) => `${game.black}-${game.white}`)).toEqual(['1-5', '2-3']);
    expect(tournament.rounds[1]?.byes).toEqual(['4']);
    expect(tournament.rounds[3]?.byes).toEqual(['2', '5']);
    expect(openRoundGames).toEqual([{ black: '5', blackDiscs: 10, white: '2', whiteDiscs: 54 }]);
  });
  it('the imported tournament ranks with the PAPP preset', () => {
    const standings = othelloStandings(tournament, PAPP);
    expect(standings.brightwellConstant?.toString()).toBe('0');
    // Points: 3 and 5 2½; 1 and 2 2; 4 1. Discs (bye 40): 5 44+32+40 = 116 > 3 33+34+32+14 = 113;
    // 2 24+30+64+40 = 158 > 1 40+20+0+50 = 110.
    expect(standings.rows.map((row) => row.playerId)).toEqual(['5', '3', '2', '1', '4']);
  });
  it('errors name the line', () => {
    const cases: [string, string, number][] = [
      ['& +1 +2 ;\n(1 40 2 30);\nronde-suivante;', 'DISC_TOTAL_OVER_64', 2],
      ['& +1 +2 ;\n(1 40 3 24);', 'UNKNOWN_ID', 2],
      ['& +1 +2 ;\nbonjour;', 'BAD_PAPP_LINE', 2],
      ['& +1 +2 ;\n\n(1 40 2 24)', 'BAD_PAPP_LINE', 3],
      ['& +1 +2 ;\n& -2 ;\n(1 40 2 24);\nronde-suivante;', 'GAME_WITH_ABSENT_PLAYER', 3],
      ['& +1 2 ;', 'BAD_PAPP_LINE', 1],
    ];
    for (const [text, code, line] of cases) {
      try {
        parsePappWorkfile(text);
        expect.unreachable(text);
      } catch (error) {
        expect((error as MindsportError).code, text).toBe(code);
        expect((error as MindsportError).path, text).toEqual(['line', line]);
      }
    }
  });
});

describe('issue 23 §1: the import reproduces PAPP', () => {
  // The minimal case: player 2 is off the roster of round 2 and never comes back.
  const minimal = '& +1 +2 +3;\n(1 40 2 24);\nronde-suivante;\n& +1 -2 +3;\n';

  it('a "-" in the roster after the last ronde-suivante is a withdrawal from the next round', () => {
    const { tournament } = parsePappWorkfile(minimal);
    expect(tournament.players).toEqual([
      { id: '1', name: '1' },
      { id: '2', name: '2', withdrawnFromRound: 2 },
      { id: '3', name: '3' },
    ]);
  });

  it('PAPP Brightwell (C = 6) counts the game against the withdrawn player as 32 + 6 × 1 = 38', () => {
    const { tournament } = parsePappWorkfile(`#_BQ-double = 6 ;\n${minimal}`);
    const rows = othelloStandings(tournament, { ...PAPP, brightwellConstant: 6 }).rows;
    const byId = Object.fromEntries(rows.map((row) => [row.playerId, row]));
    expect(byId['1']?.values.brightwell?.toString()).toBe('38');
    expect(byId['2']?.withdrawn).toBe(true);
    expect(byId['1']?.withdrawn).toBe(false);
  });

  it('a recorded withdrawnFromRound counts under the papp policy once the player is off the next roster', () => {
    const tournament = {
      players: [
        { id: '1', name: '1' },
        { id: '2', name: '2', withdrawnFromRound: 2 },
        { id: '3', name: '3' },
      ],
      rounds: [{ games: [{ black: '1', blackDiscs: 40, white: '2', whiteDiscs: 24 }], byes: ['3'] }],
    };
    const rows = othelloStandings(tournament, { ...PAPP, brightwellConstant: 6 }).rows;
    expect(rows.find((row) => row.playerId === '1')?.values.brightwell?.toString()).toBe('38');
    expect(rows.find((row) => row.playerId === '2')?.withdrawn).toBe(true);
    // A withdrawal from a later round does not count yet: after round 1 player 2 is still on the
    // roster of round 2, so the game counts as played: 40 + 6 × 0.
    const later = {
      ...tournament,
      players: [tournament.players[0], { id: '2', name: '2', withdrawnFromRound: 3 }, tournament.players[2]],
    };
    const laterRows = othelloStandings(later as never, { ...PAPP, brightwellConstant: 6 }).rows;
    expect(laterRows.find((row) => row.playerId === '1')?.values.brightwell?.toString()).toBe('40');
    expect(laterRows.find((row) => row.playerId === '2')?.withdrawn).toBe(false);
  });

  // Discs put 2 ahead of 1 (68 against 60), Brightwell with C = 6 puts 1 ahead (78 against 74).
  const workfile = [
    '#_Nombre-Rondes = 2 ;',
    '#_BQ-double = 6 ;',
    '& +1 +2 +3 +4 ;',
    '(1 40 2 24);',
    '(3 33 4 31);',
    'ronde-suivante;',
    '(1 20 3 44);',
    '(2 44 4 20);',
    'ronde-suivante;',
  ].join('\n');

  it("the workfile's #_BQ-double is carried as the rules' Brightwell constant, so the standings are PAPP's", () => {
    const imported = parsePappWorkfile(workfile);
    expect(imported.rules).toEqual({ ...PAPP, brightwellConstant: 6 });
    const standings = othelloStandings(imported.tournament, imported.rules);
    expect(standings.brightwellConstant?.toString()).toBe('6');
    expect(standings.rows.map((row) => row.playerId)).toEqual(['3', '1', '2', '4']);
    expect(standings.rows.map((row) => row.values.brightwell?.toString())).toEqual(['83', '78', '74', '69']);
    // The preset alone (C = 0 below 8 rounds) ranks by discs and swaps 1 and 2.
    expect(othelloStandings(imported.tournament, PAPP).rows.map((row) => row.playerId)).toEqual([
      '3',
      '2',
      '1',
      '4',
    ]);
  });

  it('without #_BQ-double the rules are the PAPP preset; a decimal constant is kept exactly', () => {
    expect(parsePappWorkfile('& +1 ;\nronde-suivante;').rules).toBe(PAPP);
    expect(parsePappWorkfile('#_BQ-double = 2,5 ;\n& +1 ;').rules).toEqual({
      ...PAPP,
      brightwellConstant: '2.5',
    });
  });

  it('a #_BQ-double that is not a number is refused on its line', () => {
    const error = errorOf(() => parsePappWorkfile('& +1 ;\n#_BQ-double = six ;\nronde-suivante;'));
    expect(errorSummary(error)).toEqual({
      code: 'BAD_PAPP_LINE',
      message: 'line 2: #_BQ-double "six" is not a Brightwell constant (a number ≥ 0, such as 6)',
      path: ['line', 2],
      value: 'six',
    });
  });

  it('a header named __proto__ is kept as an own key (issue 23 §3, the same class as the PDN tag)', () => {
    const { headers } = parsePappWorkfile('#___proto__ = x ;\n#_constructor = y ;');
    expect(Object.keys(headers)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(headers, '__proto__')?.value).toBe('x');
    expect(JSON.stringify(headers)).toBe('{"__proto__":"x","constructor":"y"}');
  });
});

describe('issue 23 §1: PAPP parsing is linear (1 MB adversarial inputs are answered)', () => {
  const MB = 1_000_000;
  it('a statement without ";" (it used to re-trim a growing string)', () => {
    expect(errorOf(() => parsePappWorkfile('x'.repeat(MB))).code).toBe('BAD_PAPP_LINE');
    expect(errorOf(() => parsePappWorkfile(`${'\n'.repeat(MB)}x`)).path).toEqual(['line', MB + 1]);
  });
  it('a players line with a long run of spaces inside the name (it used to backtrack)', () => {
    // PAPP joins a name's words with one space (PAPP's src/pap.y), so the run reads as one.
    const [player] = parsePappPlayers(`1 a${' '.repeat(MB)}b`);
    expect(player?.name).toBe('a b');
    expect(parsePappPlayers(`1 a${' '.repeat(MB)}{NOR} <1500>`)[0]).toEqual({
      id: '1',
      name: 'a',
      country: 'NOR',
      rating: 1500,
    });
    expect(errorOf(() => parsePappPlayers(`pays = a${' '.repeat(MB)}b`)).code).toBe('BAD_PAPP_LINE');
    expect(errorOf(() => parsePappPlayers(`${' '.repeat(MB)}1`)).code).toBe('BAD_PAPP_LINE');
  });
  it('headers, games and presence lines of a megabyte', () => {
    expect(errorOf(() => parsePappWorkfile(`#_${' '.repeat(MB)}x;`)).code).toBe('BAD_PAPP_LINE');
    expect(parsePappWorkfile(`#_a${' '.repeat(MB)}= x;`).headers).toEqual({ a: 'x' });
    expect(errorOf(() => parsePappWorkfile(`(${'1 '.repeat(MB / 2)};`)).code).toBe('BAD_PAPP_LINE');
    expect(parsePappWorkfile(`&${' +1'.repeat(MB / 3)};`).tournament.players).toHaveLength(1);
    expect(parsePappWorkfile(';'.repeat(MB)).tournament.rounds).toHaveLength(0);
    expect(parsePappWorkfile(`& +${'0'.repeat(MB)}1;`).tournament.players).toEqual([{ id: '1', name: '1' }]);
  });
  it('a workfile naming more player-rounds than a tournament may have is refused before it is built', () => {
    const roster = `& ${Array.from({ length: 100_000 }, (_, index) => `+${index + 1}`).join(' ')};`;
    const error = errorOf(() => parsePappWorkfile(roster + 'ronde-suivante;'.repeat(20_000)));
    expect(error.code).toBe('TOURNAMENT_TOO_LARGE');
    expect(error.path).toEqual(['line', 1]);
    const late = `& +1;${'ronde-suivante;'.repeat(30_000)}${roster}`;
    expect(errorOf(() => parsePappWorkfile(late)).code).toBe('TOURNAMENT_TOO_LARGE');
  });
});

describe('issue 23 §3: bad options of parsePappWorkfile are MindsportErrors', () => {
  it.each([
    [null, 'NOT_AN_OBJECT', ['options']],
    [[], 'NOT_AN_OBJECT', ['options']],
    [{ player: [] }, 'UNKNOWN_OPTION', ['options', 'player']],
    [{ players: 'x' }, 'NOT_A_LIST', ['options', 'players']],
    [{ players: [null] }, 'NOT_AN_OBJECT', ['options', 'players', 0]],
    [{ players: [{ name: 'A' }] }, 'NOT_A_STRING', ['options', 'players', 0, 'id']],
  ])('%j', (options, code, path) => {
    const error = errorOf(() => parsePappWorkfile('& +1 ;', options as never));
    expect([error.code, error.path]).toEqual([code, path]);
  });
});

const latin1 = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('PAPP players file: "pays = XXX" sections and "id NAME, Given" lines (spec §4)', () => {
  it('sections, ids without leading zeros, names trimmed, no country before the first section', () => {
    const text =
      '  000001 HANSEN, Ola  \r\n\r pays=nor\n100\tBERG,  Kari\n   \nPAYS = SWE ;  \n000 NULL, Nils\n0010 TEN, Tia';
    expect(parsePappPlayers(text)).toStrictEqual([
      { id: '1', name: 'HANSEN, Ola' },
      // A name's words count one space apart (PAPP's src/pap.y joins them with one space).
      { id: '100', name: 'BERG, Kari', country: 'nor' },
      { id: '0', name: 'NULL, Nils', country: 'SWE' },
      { id: '10', name: 'TEN, Tia', country: 'SWE' },
    ]);
  });

  it('bytes: UTF-8 when valid, else Latin-1', () => {
    const utf8 = new TextEncoder().encode('pays = NOR\n7 ÅBERG, Åsa');
    expect(parsePappPlayers(utf8)).toStrictEqual([{ id: '7', name: 'ÅBERG, Åsa', country: 'NOR' }]);
    const bytes = Uint8Array.from([...latin1('7 '), 0xc5, 0x73, 0x61]);
    expect(parsePappPlayers(bytes)).toStrictEqual([{ id: '7', name: 'Åsa' }]);
  });

  it.each([
    ['pays = NOR\n  1 A, B\n  x C, D\n', 3, '  x C, D'],
    ['1 A\r\n2 B\r3 C\rbad', 4, 'bad'],
    ['1 ', 1, '1 '],
    ['1A, B', 1, '1A, B'],
    ['-1 A, B', 1, '-1 A, B'],
    ['pays = NOR SWE', 1, 'pays = NOR SWE'],
    ['xpays = NOR', 1, 'xpays = NOR'],
    ['pays =', 1, 'pays ='],
  ])('bad line %j', (text, line, value) => {
    const json = JSON.stringify(value);
    expect(errorLine(() => parsePappPlayers(text))).toBe(
      `BAD_PAPP_LINE ["line",${line}] ${json}: players file line ${line}: ${json} is not "pays = XXX" or "id NAME, Given"`,
    );
  });

  it.each([
    [
      () => parsePappPlayers(42 as never),
      'NOT_BYTES [] 42: a PAPP file must be a string or a Uint8Array, not 42',
    ],
    [
      () => parsePappPlayers('  001 A, B\n\n  01 C, D'),
      'DUPLICATE_ID ["line",3] "01": players file line 3: player 1 is already on line 1',
    ],
  ])('error %#', (action, expected) => {
    expect(errorLine(action)).toBe(expected);
  });
});

describe('PAPP workfile journal: headers, presence, games, raz-couplage, ronde-suivante (spec §5)', () => {
  const game = (black: string, blackDiscs: number, white: string, whiteDiscs: number) => ({
    ...{ black, blackDiscs },
    ...{ white, whiteDiscs },
  });
  const R = 'ronde-suivante;';

  it('a whole journal: headers, late entry, absence, withdrawal, raz-couplage, open round', () => {
    const players = [
      { id: '1', name: 'HANSEN, Ola', country: 'NOR' },
      { id: '2', name: 'BERG, Kari' },
      { id: '3', name: 'ÅBERG, Åsa', country: 'SWE' },
      { id: '4', name: 'LIND, Per', country: 'SWE' },
      { id: '5', name: 'SUND, Eva', country: 'SWE' },
      { id: '6', name: 'EXTRA, Ed', country: 'DEN' },
    ];
    const text = [
      '#_Nom du tournoi = Open = 2026 ;\n#_Nombre-Rondes = 5 ;\n#_Nombre-Rondes = 3 ;\n#_Vide = ;',
      '& +000001 +2 +03 +4 ;\n( 1  040  2  24 );\n(3 33\n 4 31);\nronde-suivante;',
      '& -4 +5;\n(2 30 3 34);\nRAZ-COUPLAGE;\n(3 34 2 30);;\nRonde-Suivante;',
      '& +4 -2 ;(1 20 4 44);\nronde-suivante;\n(5 10 1 54);\n',
    ].join('\n');
    expect(parsePappWorkfile(text, { players })).toStrictEqual({
      tournament: {
        players: [
          { id: '1', name: 'HANSEN, Ola', country: 'NOR' },
          { id: '2', name: 'BERG, Kari', withdrawnFromRound: 3 },
          { id: '3', name: 'ÅBERG, Åsa', country: 'SWE' },
          { id: '4', name: 'LIND, Per', country: 'SWE' },
          { id: '5', name: 'SUND, Eva', country: 'SWE', enteredRound: 2 },
        ],
        rounds: [
          { games: [game('1', 40, '2', 24), game('3', 33, '4', 31)], byes: [] },
          { games: [game('3', 34, '2', 30)], byes: ['1', '5'], absent: ['4'] },
          { games: [game('1', 20, '4', 44)], byes: ['3', '5'] },
        ],
        plannedRounds: 3,
      },
      rules: PAPP,
      headers: { 'Nom du tournoi': 'Open = 2026', 'Nombre-Rondes': '3', Vide: '' },
      openRoundGames: [game('5', 10, '1', 54)],
    });
  });

  it('without a players file names are the ids; bytes are decoded; an empty presence is fine', () => {
    const expected = {
      tournament: { players: [{ id: '7', name: '7' }], rounds: [{ games: [], byes: ['7'] }] },
      rules: PAPP,
      headers: { Lieu: 'Trondheim Åpen' },
      openRoundGames: [],
    };
    const text = '#_Lieu =   Trondheim Åpen ;\n&;\n& +7 ;\nronde-suivante;\n(7 40 7 24);\nraz-couplage;\n';
    expect(parsePappWorkfile(text)).toStrictEqual(expected);
    expect(parsePappWorkfile(new TextEncoder().encode(text))).toStrictEqual(expected);
    expect(parsePappWorkfile(Uint8Array.from(latin1(text)))).toStrictEqual(expected);
    const empty = { tournament: { players: [], rounds: [] }, rules: PAPP, headers: {}, openRoundGames: [] };
    expect(parsePappWorkfile('')).toStrictEqual(empty);
  });

  it.each([
    ['1', undefined],
    ['2', 2],
    ['007', 7],
    ['abc', undefined],
    ['3 rondes', undefined],
    ['', undefined],
    ['0x10', undefined],
    ['+3', undefined],
    ['1e1', undefined],
  ])('#_Nombre-Rondes = %j with 2 rounds: plannedRounds %s', (value, planned) => {
    const { tournament } = parsePappWorkfile(
      `#_Nombre-Rondes = ${value} ;\n#_Rondes = 5 ;\n& +1 ;\n${R}${R}`,
    );
    expect(tournament).toStrictEqual({
      players: [{ id: '1', name: '1' }],
      rounds: [
        { games: [], byes: ['1'] },
        { games: [], byes: ['1'] },
      ],
      ...(planned === undefined ? {} : { plannedRounds: planned }),
    });
  });

  it.each([
    // Absent from round 2 to the end: withdrawn from round 2, no absent entries.
    [
      `& +1 +2 +3 ;(1 40 2 24);${R}& -2 ;(1 40 3 24);${R}(3 40 1 24);${R}`,
      [{ withdrawnFromRound: 2 }],
      [null, null, null],
    ],
    // Absent in 2, back in 3, absent in 4 for good: absent in 2, withdrawn from 4.
    [`& +1 +2 ;${R}& -2 ;${R}& +2 ;${R}& -2 ;${R}`, [{ withdrawnFromRound: 4 }], [null, ['2'], null, null]],
    // Absent in the last round but present again in the open round: not withdrawn.
    [`& +1 +3 +2 ;(1 40 3 24);${R}& -2 ;(1 40 3 24);${R}& +2 ;`, [{}], [null, ['2']]],
    // Entered in the last round and absent in it, never back: late entry, absent, and withdrawn
    // from the next round (a "-" never undone is a withdrawal, issue 23 §1).
    [
      `& +1 +3 ;(1 40 3 24);${R}& +2 -2 ;(1 40 3 24);${R}`,
      [{ enteredRound: 2, withdrawnFromRound: 3 }],
      [null, ['2']],
    ],
    // Present then absent in round 1 for good: withdrawn from round 2 (it must follow entry), absent in 1.
    [`& +2 -2 ;${R}${R}`, [{ withdrawnFromRound: 2 }], [['2'], null]],
  ])('presence %s', (text, [extra], absent) => {
    const { tournament } = parsePappWorkfile(text);
    expect(tournament.players.find((player) => player.id === '2')).toStrictEqual({
      id: '2',
      name: '2',
      ...extra,
    });
    expect(tournament.players.filter((player) => player.id !== '2')).toStrictEqual(
      tournament.players.filter((player) => player.id !== '2').map(({ id }) => ({ id, name: id })),
    );
    expect(tournament.rounds.map((round) => round.absent ?? null)).toStrictEqual(absent);
  });

  it.each([
    ['& +1 +2 ;\nbonjour;', 2, 'bonjour'],
    ['& +1 ; bonjour;', 1, 'bonjour'],
    ['\n\n  raz-couplage now ;', 3, 'raz-couplage now'],
    ['xraz-couplage;', 1, 'xraz-couplage'],
    ['ronde-suivante 2;', 1, 'ronde-suivante 2'],
    ['xronde-suivante;', 1, 'xronde-suivante'],
    ['& +1 +2;(1 40 2 24 5);', 1, '(1 40 2 24 5)'],
    ['& +1 +2;x(1 40 2 24);', 1, 'x(1 40 2 24)'],
    ['& +1 +2;(1 40 2 24)x;', 1, '(1 40 2 24)x'],
    ['#_=5;', 1, '#_=5'],
    ['x#_A = 1;', 1, 'x#_A = 1'],
  ])('not a statement: %j', (text, line, value) => {
    const json = JSON.stringify(value);
    expect(errorLine(() => parsePappWorkfile(text))).toBe(
      `BAD_PAPP_LINE ["line",${line}] ${json}: line ${line}: ${json} is not a PAPP statement`,
    );
  });

  it.each([
    ['& +1 x ;', 'x'],
    ['&\n1 ;', '1'],
    ['& +1 +-2 ;', '+-2'],
    ['& +1a ;', '+1a'],
  ])('bad presence: %j', (text, value) => {
    const json = JSON.stringify(value);
    expect(errorLine(() => parsePappWorkfile(text))).toBe(
      `BAD_PAPP_LINE ["line",1] ${json}: line 1: presence ${json} is not +id or -id`,
    );
  });

  const one = [{ id: '1', name: 'A' }];
  it.each([
    [null, undefined, 'NOT_BYTES [] null: a PAPP file must be a string or a Uint8Array, not null'],
    [
      '& +1 +2 ;\n\n(1 40 2 24)',
      undefined,
      'BAD_PAPP_LINE ["line",3] "(1 40 2 24)": line 3: "(1 40 2 24)" does not end with ";"',
    ],
    [
      '& +1 ;\n  foo\nbar',
      undefined,
      'BAD_PAPP_LINE ["line",2] "foo\\nbar": line 2: "foo\\nbar" does not end with ";"',
    ],
    [
      // A player listed "-" is registered (issue 26: PAPP lists late entrants so) but plays only after a "+".
      '& +1 ;\n& -000002 ;\n(1 40 2 24);',
      undefined,
      'UNKNOWN_ID ["line",3] "(1 40 2 24)": line 3: player 2 plays but was never marked present',
    ],
    [
      '& +1 +2 ;\n(1 40 3 24);',
      undefined,
      'UNKNOWN_ID ["line",2] "(1 40 3 24)": line 2: player 3 plays but was never marked present',
    ],
    [
      '& +1 ;\n(0003 40 1 24);',
      undefined,
      'UNKNOWN_ID ["line",2] "(0003 40 1 24)": line 2: player 3 plays but was never marked present',
    ],
    ['& +1 +000003 ;', one, 'UNKNOWN_ID ["line",1] "+000003": line 1: player 3 is not in the players file'],
    ['\n& -3 ;', one, 'UNKNOWN_ID ["line",2] "-3": line 2: player 3 is not in the players file'],
    ['& +1 ;', [], 'UNKNOWN_ID ["line",1] "+1": line 1: player 1 is not in the players file'],
    [
      // Game lines restart with each round.
      `& +1 +2 ;\n(1 40 2 24);\n${R}\n(2 40 1 30);\n${R}`,
      undefined,
      'DISC_TOTAL_OVER_64 ["line",4] [40,30]: line 4: rounds[1].games[0]: discs 40 + 30 are more than 64',
    ],
    [
      '& +1 +2 ;\n& -2 ;\n(1 40 2 24);\nronde-suivante;',
      undefined,
      'GAME_WITH_ABSENT_PLAYER ["line",3] "2": line 3: rounds[0].games[0].white: "2" is listed absent in round 1',
    ],
    [
      // A problem outside the games keeps the validator's message and path.
      `& +1 ;\n${R}`,
      [{ id: '1', name: 42 as never }],
      'NOT_A_STRING ["players",0,"name"] 42: players[0].name: 42 is not text',
    ],
  ])('error %#', (text, players, expected) => {
    expect(errorLine(() => parsePappWorkfile(text as never, players === undefined ? {} : { players }))).toBe(
      expected,
    );
  });

  it('a validation problem in a game names the line of that game (after raz-couplage, in round 2)', () => {
    const text = `& +1 +2 +3 +4 ;\n(1 40 2 24);\n(3 40 4 24);\n${R}\n(1 40 3 24);\nraz-couplage;\n(2 24 4 24);\n(1 40\n 3 30);\n${R}`;
    const error = errorOf(() => parsePappWorkfile(text));
    expect(errorLine(() => parsePappWorkfile(text))).toBe(
      'DISC_TOTAL_OVER_64 ["line",8] [40,30]: line 8: rounds[1].games[1]: discs 40 + 30 are more than 64',
    );
    expect(error.problems.map((problem) => [problem.code, problem.path])).toEqual([
      ['DISC_TOTAL_OVER_64', ['rounds', 1, 'games', 1]],
    ]);
  });

  it('every validation problem is attached; the first is thrown with its line', () => {
    const text = '& +1 +2 +3 +4;\n(1 40 2 30);\n(3 50 4 20);ronde-suivante;';
    expect(errorLine(() => parsePappWorkfile(text))).toBe(
      'DISC_TOTAL_OVER_64 ["line",2] [40,30]: line 2: rounds[0].games[0]: discs 40 + 30 are more than 64',
    );
    expect(errorOf(() => parsePappWorkfile(text)).problems.map((p) => [p.code, p.path, p.value])).toEqual([
      ['DISC_TOTAL_OVER_64', ['rounds', 0, 'games', 0], [40, 30]],
      ['DISC_TOTAL_OVER_64', ['rounds', 0, 'games', 1], [50, 20]],
    ]);
  });
});

describe('PAPP workfile lines end at LF, CRLF or a lone CR (spec §5: errors name the line)', () => {
  it('a lone CR ends a line, as in the players file (it was counted only at LF); CRLF counts once', () => {
    for (const end of ['\n', '\r\n', '\r']) {
      expect(errorLine(() => parsePappWorkfile(`& +1 ;${end}${end}bonjour;`))).toBe(
        'BAD_PAPP_LINE ["line",3] "bonjour": line 3: "bonjour" is not a PAPP statement',
      );
    }
  });
});

describe('PAPP file syntax: spaces between fields, headers on one line (spec §4–§5)', () => {
  it('players file: any run of spaces between the number and the name', () => {
    expect(parsePappPlayers('  000007   HANSEN, Ola')).toStrictEqual([{ id: '7', name: 'HANSEN, Ola' }]);
  });

  it('headers: no space needed around "=", and a header may not run over two lines', () => {
    expect(parsePappWorkfile('#_Nombre-Rondes=7 ;').headers).toStrictEqual({ 'Nombre-Rondes': '7' });
    expect(parsePappWorkfile('#_Nombre-Rondes =7;').headers).toStrictEqual({ 'Nombre-Rondes': '7' });
    expect(errorLine(() => parsePappWorkfile('#_Nom = a\nb ;'))).toBe(
      'BAD_PAPP_LINE ["line",1] "#_Nom = a\\nb": line 1: "#_Nom = a\\nb" is not a PAPP statement',
    );
  });
});

describe('PAPP ids are digit strings: exact beyond 2^53, leading zeros dropped; "pays = FRA;" is FRA (spec §4–§5)', () => {
  it('keeps ids beyond 2^53 exact instead of rounding them through a number', () => {
    // fuzz papp-players input 96637: "9007199254740993000002" became "9.007199254740993e+21"
    // and the round trip refused its own output; two such ids could also merge.
    const players = parsePappPlayers('9007199254740993000002 HANSEN, Ola\n9007199254740993000003 BERG, Kari');
    expect(players.map((player) => player.id)).toEqual(['9007199254740993000002', '9007199254740993000003']);
  });

  it('still drops leading zeros, keeping a lone 0', () => {
    expect(parsePappPlayers('000017 A, B\n000 C, D').map((player) => player.id)).toEqual(['17', '0']);
  });

  it('reads "pays = FRA;" as country FRA, not "FRA;"', () => {
    const players = parsePappPlayers('pays = FRA;\n1 A, B\npays = NOR ;\n2 C, D');
    expect(players.map((player) => player.country)).toEqual(['FRA', 'NOR']);
  });

  it('workfile ids beyond 2^53 stay distinct players (spec §5)', () => {
    const imported = parsePappWorkfile(
      '& +9007199254740993000002 +9007199254740993000003 ;\n(9007199254740993000002 40 9007199254740993000003 24);\nronde-suivante;',
    );
    expect(imported.tournament.players.map((player) => player.id)).toEqual([
      '9007199254740993000002',
      '9007199254740993000003',
    ]);
  });
});

/**
 * Files as PAPP itself writes them (PAPP's src/global.c, src/couplage.c, src/pap.l at
 * EmmanuelLazard/papp): a `#` banner, `%` comments, quoted header values, `%f` constants,
 * late entrants listed `-` before their entry, round-robin tables and pairings without results.
 */
describe('issue 26: the workfile and players file as PAPP writes them', () => {
  const written = [
    '#########################################',
    '# PAPP 1.37.1, Dec 13 2024',
    '#########################################',
    '#_Nom-Tournoi   = "Oslo Open" ;',
    '#_Nombre-Rondes = 2 ;',
    '#_BQ-double = 6.000000 ;',
    '#_Date = "12/04/2025" ;',
    '#########################################',
    '',
    '% Inscrits pour la ronde 1',
    '',
    '& +000001 +000002 -000003;',
    '',
    'table-toutes-rondes [2] = {',
    '\t000001',
    '\t000002',
    '};',
    '',
    '% Appariements de la ronde 1; not a statement',
    'raz-couplage;',
    '(000001 000002);',
    '% Resultats de la ronde 1',
    '',
    'raz-couplage;',
    '(000001 40    000002 24);',
    'ronde-suivante;',
    '',
    '& +000001 +000002 +000003;',
    '',
  ].join('\n');

  it('comments and banner are skipped; quoted values are read; #_Nom-Tournoi names the tournament', () => {
    const imported = parsePappWorkfile(written);
    expect(imported.headers).toEqual({
      'Nom-Tournoi': 'Oslo Open',
      'Nombre-Rondes': '2',
      'BQ-double': '6.000000',
      Date: '12/04/2025',
    });
    expect(imported.tournament.name).toBe('Oslo Open');
    expect(imported.rules).toEqual({ ...PAPP, brightwellConstant: 6 });
    expect(parsePappWorkfile('#_BQ-double = 2.500000 ;').rules.brightwellConstant).toBe('2.5');
  });

  it('a player listed "-" before the first "+" enters at that "+"; pairings without results are not results', () => {
    const { tournament } = parsePappWorkfile(written);
    expect(tournament.players).toEqual([
      { id: '1', name: '1' },
      { id: '2', name: '2' },
      { id: '3', name: '3', enteredRound: 2 },
    ]);
    expect(tournament.rounds).toEqual([
      { games: [{ black: '1', blackDiscs: 40, white: '2', whiteDiscs: 24 }], byes: [] },
    ]);
  });

  it('__eof__ ends both files: PAPP reads nothing after it (src/pap.l)', () => {
    expect(
      parsePappWorkfile('& +1 +2;\n(1 40 2 24);\nronde-suivante;\n__eof__\nanything at all').tournament
        .rounds,
    ).toHaveLength(1);
    expect(parsePappPlayers('1 A, B\n  __eof__\n2 C, D')).toEqual([{ id: '1', name: 'A, B' }]);
  });

  it('players file: "%" comments, "%_<rating>", "{CCC}" and a backquoted comment (PAPP src/pap.y)', () => {
    const players = parsePappPlayers(
      [
        '% Liste des joueurs par pays',
        '',
        'pays = NOR',
        '',
        '140001 HANSEN, Ola                          %_<1720>',
        '  9000 NYMANN, Anne\t{SWE}',
        '    92 FELDBORG, Karsten {DK} %_<2209> `Vive les Danois!',
      ].join('\n'),
    );
    expect(players).toEqual([
      { id: '140001', name: 'HANSEN, Ola', country: 'NOR', rating: 1720 },
      { id: '9000', name: 'NYMANN, Anne', country: 'SWE' },
      { id: '92', name: 'FELDBORG, Karsten', country: 'DK', rating: 2209 },
    ]);
  });
});
