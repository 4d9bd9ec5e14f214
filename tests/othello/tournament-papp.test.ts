/** PAPP players file and workfile import (spec §4–§5): model, presence, byes, errors naming the line. */
import { describe, expect, it } from 'vitest';
import type { MindsportError } from '../../src/core/errors.js';
import { computeStandings, PAPP, parsePappPlayers, parsePappWorkfile } from '../../src/othello/index.js';

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
    const standings = computeStandings(tournament, PAPP);
    expect(standings.brightwellConstant?.toString()).toBe('0');
    // Points: 3 and 5 2½; 1 and 2 2; 4 1. Discs (bye 40): 5 44+32+40 = 116 > 3 33+34+32+14 = 113;
    // 2 24+30+64+40 = 158 > 1 40+20+0+50 = 110.
    expect(standings.rows.map((row) => row.id)).toEqual(['5', '3', '2', '1', '4']);
  });
  it('errors name the line', () => {
    const cases: [string, string, number][] = [
      ['& +1 +2 ;\n(1 40 2 30);\nronde-suivante;', 'DISC_TOTAL_OVER_64', 2],
      ['& +1 +2 ;\n(1 40 3 24);', 'PAPP_UNKNOWN_PLAYER', 2],
      ['& +1 +2 ;\nbonjour;', 'BAD_PAPP_LINE', 2],
      ['& +1 +2 ;\n\n(1 40 2 24)', 'BAD_PAPP_LINE', 3],
      ['& +1 +2 ;\n& -2 ;\n(1 40 2 24);\nronde-suivante;', 'GAME_WITH_ABSENT_PLAYER', 3],
      ['& +1 -2 ;', 'BAD_PAPP_LINE', 1],
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
