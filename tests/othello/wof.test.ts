/**
 * The WOF rating-list results file (issue 26). Layout from PAPP's `create_ELO_file` and
 * `copy_registered_list` (`src/elo.c`, EmmanuelLazard/papp v1.37); the rules it follows from
 * the WOF rating-list page (http://www.worldothellofederation.com/ratinglist.html): four header
 * lines first, `%` comments, players as comments, `3752 (42)>(22) 1024 B` result lines.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatWofResults, type OthelloTournament } from '../../src/othello/index.js';
import { errorOf } from '../helpers/errors.js';
import { osloOpen } from './papp-fixtures.js';

const header = { country: 'NOR', date: '12/04/2025', sender: 'Ola Hansen' };

describe('the results file as PAPP writes it (src/elo.c), byte for byte', () => {
  it('header, players in standings order with the new player marked +, rounds, %%Added results', () => {
    const text = formatWofResults(osloOpen, {
      ...header,
      creator: 'PAPP 1.37.1',
      createdAt: '2025/04/12 18:30',
      newPlayers: ['9000'],
    });
    expect(text).toBe(readFileSync(new URL('../fixtures/papp/oslo-open.ELO', import.meta.url), 'utf8'));
  });
  it('the first four lines are the WOF header, in the order the page requires', () => {
    const lines = formatWofResults(osloOpen, header).split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '%%Tournament: Oslo Open',
      '%%Country: NOR',
      '%%Date: 12/04/2025',
      '%%Sender: Ola Hansen',
    ]);
    expect(lines).not.toContain('%%CreationDate: 2025/04/12 18:30');
  });
  it('a draw is "=", a half point prints as " 1.5"; forfeits and byes are not result lines but count in the list', () => {
    const tournament: OthelloTournament = {
      name: 'Draws',
      players: [
        { id: '1', name: 'A, B', country: 'NOR' },
        { id: '2', name: 'C', country: 'NOR' },
        { id: '3', name: 'D, E', country: 'SWE' },
      ],
      rounds: [
        { games: [{ black: '1', blackDiscs: 32, white: '2', whiteDiscs: 32 }], byes: ['3'] },
        { games: [{ black: '3', blackDiscs: 64, white: '1', whiteDiscs: 0, forfeit: 'white' }], byes: ['2'] },
      ],
    };
    const text = formatWofResults(tournament, header);
    expect(text).toContain('\n     1 (32)=(32)      2 B\n');
    expect(text).toContain('%_%       2, C, , NOR,  1.5, 72, 0\n');
    expect(text).toContain('%_%       3, D, E, SWE,  2, 104, 0\n');
    expect(text).toContain('\n%Round: 2\n\n\n\n%%Added results\n');
  });
});

describe('what the rating list cannot take is refused, never a line with a gap', () => {
  const base: OthelloTournament = {
    name: 'T',
    players: [
      { id: '1', name: 'A, B', country: 'NOR' },
      { id: '2', name: 'C, D', country: 'NOR' },
    ],
    rounds: [{ games: [{ black: '1', blackDiscs: 40, white: '2', whiteDiscs: 24 }] }],
  };
  const cases: [string, () => unknown, string, (string | number)[]][] = [
    [
      'a player without a WOF number',
      () =>
        formatWofResults(
          {
            ...base,
            players: [{ id: 'NOR-1', name: 'A, B', country: 'NOR' }, base.players[1]],
            rounds: [{ games: [{ black: 'NOR-1', blackDiscs: 40, white: '2', whiteDiscs: 24 }] }],
          } as never,
          header,
        ),
      'NOT_A_PLAYER_NUMBER',
      ['players', 0, 'id'],
    ],
    [
      'a registered player without a WOF number',
      () =>
        formatWofResults(
          {
            ...base,
            players: [...base.players, { id: 'guest', name: 'G', country: 'NOR', enteredRound: 2 }],
          },
          header,
        ),
      'NOT_A_PLAYER_NUMBER',
      ['players', 2, 'id'],
    ],
    [
      'unknown discs (a total other than 64)',
      () =>
        formatWofResults(
          { ...base, rounds: [{ games: [{ black: '1', blackDiscs: 40, white: '2', whiteDiscs: 20 }] }] },
          header,
        ),
      'DISC_TOTAL_NOT_64',
      ['rounds', 0, 'games', 0],
    ],
    [
      'a player without a country',
      () =>
        formatWofResults({ ...base, players: [base.players[0], { id: '2', name: 'C, D' }] } as never, header),
      'WOF_FIELD_MISSING',
      ['players', 1, 'country'],
    ],
    [
      'a player without a name',
      () =>
        formatWofResults(
          { ...base, players: [base.players[0], { id: '2', country: 'NOR' }] } as never,
          header,
        ),
      'WOF_FIELD_MISSING',
      ['players', 1, 'name'],
    ],
    [
      'no sender',
      () => formatWofResults(base, { country: 'NOR', date: '12/04/2025' } as never),
      'WOF_FIELD_MISSING',
      ['options', 'sender'],
    ],
    [
      'no tournament name',
      () => formatWofResults({ ...base, name: undefined } as never, header),
      'WOF_FIELD_MISSING',
      ['options', 'tournament'],
    ],
    [
      'a date the page does not take',
      () => formatWofResults(base, { ...header, date: '2025-04-12' }),
      'NOT_A_DATE',
      ['options', 'date'],
    ],
    [
      'a new player who is not registered',
      () => formatWofResults(base, { ...header, newPlayers: ['9'] }),
      'UNKNOWN_ID',
      ['options', 'newPlayers', 0],
    ],
    [
      'a comma inside a first name',
      () =>
        formatWofResults(
          { ...base, players: [base.players[0], { id: '2', name: 'C, D, E', country: 'NOR' }] } as never,
          header,
        ),
      'NOT_PAPP_TEXT',
      ['players', 1, 'name'],
    ],
  ];
  for (const [label, action, code, path] of cases) {
    it(label, () => {
      const error = errorOf(action);
      expect({ code: error.code, path: error.path }).toEqual({ code, path });
    });
  }
});
