/**
 * Writing PAPP files (issue 26): the workfile and the players file in PAPP's own layout, read
 * back by the PAPP readers to the same tournament and standings. Format rules are cited from
 * PAPP's C source (EmmanuelLazard/papp v1.37): `src/global.c` (header), `src/couplage.c`
 * (rosters, results), `src/pap.l`/`src/pap.y` (what PAPP reads back), and the players file's
 * distributed layout (`joueurs.txt`).
 */
import { readFileSync } from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/random.js';
import {
  formatPappPlayers,
  formatPappWorkfile,
  type OthelloPlayer,
  type OthelloRound,
  type OthelloTournament,
  othelloStandings,
  PAPP,
  parsePappPlayers,
  parsePappWorkfile,
} from '../../src/othello/index.js';
import { errorOf, errorSummary } from '../helpers/errors.js';
import { osloOpen } from './papp-fixtures.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/papp/${name}`, import.meta.url), 'utf8');

const pappBanner = { banner: 'PAPP 1.37.1, Dec 13 2024', date: '12/04/2025' };

function reread(tournament: OthelloTournament, options = {}) {
  return parsePappWorkfile(formatPappWorkfile(tournament, options), {
    players: parsePappPlayers(formatPappPlayers(tournament)),
  });
}

describe('the workfile as PAPP writes it, byte for byte (src/global.c, src/couplage.c)', () => {
  it('header, rosters of every registered player, results and ronde-suivante; the bye implicit, the withdrawal a "-"', () => {
    expect(formatPappWorkfile(osloOpen, pappBanner)).toBe(fixture('oslo-open.workfile.txt'));
  });
  it('a new tournament before anyone registers is the header alone (BQ-double %f: 6.000000 from 8 rounds)', () => {
    const empty = { name: 'sdfs', plannedRounds: 11, players: [], rounds: [] };
    expect(formatPappWorkfile(empty, { ...pappBanner, date: '04/01/2025' })).toBe(
      fixture('header-only.workfile.txt'),
    );
  });
  it('rosters wrap after 10 players as "\\n  " (src/couplage.c _save_registered)', () => {
    const players = Array.from({ length: 12 }, (_, index) => ({ id: String(index + 1) }));
    const text = formatPappWorkfile({ players, rounds: [], plannedRounds: 1 });
    expect(text).toContain(
      '& +000001 +000002 +000003 +000004 +000005 +000006 +000007 +000008 +000009 +000010\n  +000011 +000012;\n',
    );
  });
  it('a roster only when presence changed; a late entrant is "-" before the entry; English comments', () => {
    const tournament: OthelloTournament = {
      plannedRounds: 3,
      players: [
        { id: '1', name: 'A' },
        { id: '2', name: 'B' },
        { id: '3', name: 'C', enteredRound: 3 },
      ],
      rounds: [
        { games: [{ black: '1', blackDiscs: 40, white: '2', whiteDiscs: 24 }] },
        { games: [{ black: '2', blackDiscs: 64, white: '1', whiteDiscs: 0 }] },
      ],
    };
    const text = formatPappWorkfile(tournament, { language: 'en' });
    expect(text.match(/^& .*;$/gm)).toEqual(['& +000001 +000002 -000003;', '& +000001 +000002 +000003;']);
    expect(text).toContain('% Players inscribed for round 3\n');
    expect(text).toContain(
      '% Results of round 2\n\nraz-couplage;\n(000002 64    000001 00);\nronde-suivante;\n\n',
    );
    expect(reread(tournament).tournament).toEqual({
      ...tournament,
      rounds: tournament.rounds.map((round) => ({ ...round, byes: [] })),
    });
  });
});

describe('the players file in the distributed layout (joueurs.txt: "%6ld %-36s" then " %_<rating>")', () => {
  it('a title, players without a country first, then pays sections by code, names sorted', () => {
    const text = formatPappPlayers({
      players: [...osloOpen.players, { id: '7', name: 'SOLO, Han' }],
      rounds: [],
    });
    expect(text).toBe(
      [
        '% Liste des joueurs par pays',
        '',
        '     7 SOLO, Han                           ',
        '',
        'pays = NOR',
        '',
        '140002 BERG, Kari                           %_<1650>',
        '140001 HANSEN, Ola                          %_<1720>',
        '  9000 NYMANN, Anne                        ',
        '',
        'pays = SWE',
        '',
        '150010 LIND, Per                            %_<1580>',
        '',
      ].join('\n'),
    );
  });
  it('reads back to the players with their names, countries and ratings', () => {
    expect(reread(osloOpen).tournament).toEqual(osloOpen);
  });
});

describe('what PAPP cannot record is refused, naming the place', () => {
  const base: OthelloTournament = {
    players: [
      { id: '1', name: 'A' },
      { id: '2', name: 'B' },
    ],
    rounds: [{ games: [{ black: '1', blackDiscs: 40, white: '2', whiteDiscs: 24 }] }],
  };
  const withGame = (game: object): OthelloTournament =>
    ({ ...base, rounds: [{ games: [{ ...base.rounds[0]?.games[0], ...game }] }] }) as OthelloTournament;
  const cases: [string, () => unknown, string, (string | number)[]][] = [
    // PAPP numbers players with positive integers, %06ld (src/couplage.c).
    [
      'an id that is not a number',
      () => formatPappWorkfile({ ...base, players: [{ id: 'x1' }, { id: '2' }], rounds: [] }),
      'NOT_A_PLAYER_NUMBER',
      ['players', 0, 'id'],
    ],
    [
      'an id with leading zeros',
      () => formatPappWorkfile({ ...base, players: [{ id: '01' }, { id: '2' }], rounds: [] }),
      'NOT_A_PLAYER_NUMBER',
      ['players', 0, 'id'],
    ],
    // PAPP stops on a total other than 64 (BAD_TOTAL, "mauvais total de pions").
    [
      'a disc total of 60',
      () => formatPappWorkfile(withGame({ whiteDiscs: 20 })),
      'DISC_TOTAL_NOT_64',
      ['rounds', 0, 'games', 0],
    ],
    // A game is black, discs, white, discs: no forfeit or draw-win mark.
    [
      'a forfeit',
      () => formatPappWorkfile(withGame({ blackDiscs: 64, whiteDiscs: 0, forfeit: 'white' })),
      'NOT_IN_PAPP',
      ['rounds', 0, 'games', 0, 'forfeit'],
    ],
    [
      'a draw-win right',
      () => formatPappWorkfile(withGame({ blackDiscs: 32, whiteDiscs: 32, drawWinRight: 'black' })),
      'NOT_IN_PAPP',
      ['rounds', 0, 'games', 0, 'drawWinRight'],
    ],
    // Presence is recorded for the round being prepared only.
    [
      'a withdrawal two rounds ahead',
      () => formatPappWorkfile({ ...base, players: [{ id: '1', withdrawnFromRound: 3 }, { id: '2' }] }),
      'NOT_IN_PAPP',
      ['players', 0, 'withdrawnFromRound'],
    ],
    [
      'no planned rounds',
      () => formatPappWorkfile({ ...base, rounds: [] }),
      'NOT_IN_PAPP',
      ['plannedRounds'],
    ],
    // #_Nom-Tournoi is a STRING on one line with no quote inside (src/pap.l).
    [
      'a quote in the name',
      () => formatPappWorkfile({ ...base, name: 'The "Open"' }),
      'NOT_PAPP_TEXT',
      ['name'],
    ],
    [
      'a constant %f cannot print',
      () => formatPappWorkfile(base, { brightwellConstant: '1/3' }),
      'BAD_BRIGHTWELL_CONSTANT',
      ['options', 'brightwellConstant'],
    ],
    [
      'a date that does not exist',
      () => formatPappWorkfile(base, { date: '31/02/2025' }),
      'NOT_A_DATE',
      ['options', 'date'],
    ],
    [
      'an unknown option',
      () => formatPappWorkfile(base, { languge: 'fr' } as never),
      'UNKNOWN_OPTION',
      ['options', 'languge'],
    ],
    // Player names are ASCII words (src/pap.l: bytes ≥ 0x80 are a syntax error).
    [
      'a name PAPP cannot read',
      () => formatPappPlayers({ rounds: [], players: [{ id: '1', name: 'ÅBERG, Åsa' }] }),
      'NOT_PAPP_TEXT',
      ['players', 0, 'name'],
    ],
    [
      'a player without a name',
      () => formatPappPlayers({ rounds: [], players: [{ id: '1' }] }),
      'NOT_PAPP_TEXT',
      ['players', 0, 'name'],
    ],
    [
      'a country of two words',
      () => formatPappPlayers({ rounds: [], players: [{ id: '1', name: 'A', country: 'N O' }] }),
      'NOT_PAPP_TEXT',
      ['players', 0, 'country'],
    ],
    [
      'flags',
      () => formatPappPlayers({ rounds: [], players: [{ id: '1', name: 'A', flags: ['junior'] }] }),
      'NOT_IN_PAPP',
      ['players', 0, 'flags'],
    ],
    [
      'a fractional rating',
      () => formatPappPlayers({ rounds: [], players: [{ id: '1', name: 'A', rating: 1500.5 }] }),
      'NOT_IN_PAPP',
      ['players', 0, 'rating'],
    ],
  ];
  for (const [label, action, code, path] of cases) {
    it(label, () => {
      const error = errorOf(action);
      expect({ code: error.code, path: error.path }).toEqual({ code, path });
    });
  }
  it('the message names the place, the value and the reason', () => {
    expect(errorSummary(errorOf(() => formatPappWorkfile(withGame({ whiteDiscs: 20 }))))).toEqual({
      code: 'DISC_TOTAL_NOT_64',
      message: 'rounds[0].games[0]: 40–20 makes 60 discs; PAPP records 64 (winner takes the empty squares)',
      path: ['rounds', 0, 'games', 0],
      value: 60,
    });
  });
  it('an invalid tournament is refused as assertOthelloTournament refuses it', () => {
    expect(
      errorOf(() => formatPappWorkfile({ players: [{ id: '1' }], rounds: [{ games: [], byes: ['2'] }] }))
        .code,
    ).toBe('UNKNOWN_ID');
  });
});

const NAMES = ['HANSEN, Ola', 'BERG, Kari', "D'HAEYER, Jan", 'VINAR-HENDRICH, Eva', 'LIND', 'SUND, Per Erik'];

/**
 * A random tournament in PAPP's normal form (docs/othello.md, "Writing PAPP and WOF files"):
 * PAPP numbers, ASCII names; presence only up to the next round; a player present in the entry
 * round and in the round before a withdrawal; byes and absences listed in player order;
 * games of 64 discs without forfeit marks.
 */
function pappTournament(seed: number, playerCount: number, roundCount: number): OthelloTournament {
  const random = createRandom(seed);
  const ids = new Set<string>();
  while (ids.size < playerCount) ids.add(String(1 + random.int(random.int(2) === 0 ? 99 : 999_999)));
  const players: OthelloPlayer[] = [...ids].map((id) => {
    const player: { -readonly [K in keyof OthelloPlayer]: OthelloPlayer[K] } = {
      id,
      name: NAMES[random.int(NAMES.length)] as string,
    };
    if (random.int(3) > 0) player.country = ['NOR', 'SWE', 'DK'][random.int(3)] as string;
    if (random.int(2) === 0) player.rating = random.int(2400) - 100;
    if (roundCount > 0 && random.int(5) === 0) player.enteredRound = 2 + random.int(roundCount);
    const entered = player.enteredRound ?? 1;
    if (random.int(5) === 0 && entered + 1 <= roundCount + 1) {
      player.withdrawnFromRound = entered + 1 + random.int(roundCount + 1 - entered);
    }
    return player;
  });
  const rounds: OthelloRound[] = [];
  for (let round = 1; round <= roundCount; round++) {
    const present: string[] = [];
    const absent: string[] = [];
    for (const player of players) {
      const entered = player.enteredRound ?? 1;
      const withdrawn = player.withdrawnFromRound ?? Number.POSITIVE_INFINITY;
      if (round < entered || round >= withdrawn) continue;
      const mustPlay = round === entered || round === withdrawn - 1;
      if (!mustPlay && random.int(5) === 0) absent.push(player.id);
      else present.push(player.id);
    }
    const order = random.shuffle(present);
    const games = [];
    for (let index = 0; index + 1 < order.length; index += 2) {
      const blackDiscs = random.int(3) === 0 ? 32 : random.int(65);
      games.push({
        black: order[index] as string,
        blackDiscs,
        white: order[index + 1] as string,
        whiteDiscs: 64 - blackDiscs,
      });
    }
    const byes = order.length % 2 === 1 ? [order[order.length - 1] as string] : [];
    rounds.push(absent.length > 0 ? { games, byes, absent } : { games, byes });
  }
  const tournament = { players, rounds, plannedRounds: Math.max(1, roundCount + random.int(3)) };
  return random.int(2) === 0 ? tournament : { name: 'Oslo Open', ...tournament };
}

const tournaments = fc
  .tuple(fc.integer(), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 5 }))
  .map(([seed, players, rounds]) => pappTournament(seed, players, rounds));

function standingsSummary(tournament: OthelloTournament, rules = PAPP) {
  return othelloStandings(tournament, rules).rows.map((row) => ({
    place: row.placeLabel,
    id: row.playerId,
    name: row.name,
    points: row.points.toString(),
    values: Object.fromEntries(Object.entries(row.values).map(([key, value]) => [key, value?.toString()])),
    withdrawn: row.withdrawn,
  }));
}

describe('round trip (issue 26): parsePappWorkfile(formatPappWorkfile(t)) gives back t and its standings', () => {
  test.prop([tournaments], { numRuns: 200 })(
    'any tournament in PAPP normal form, with its players file',
    (tournament) => {
      const imported = reread(tournament, { date: '01/02/2025' });
      expect(imported.tournament).toEqual(tournament);
      expect(imported.headers.Date).toBe('01/02/2025');
      if (tournament.players.length > 0) {
        expect(standingsSummary(imported.tournament, imported.rules)).toEqual(standingsSummary(tournament));
      }
    },
  );
  test.prop([tournaments, fc.constantFrom(0, 6, '2.5', '7/2')], { numRuns: 50 })(
    "the Brightwell constant comes back as the import's rules (#_BQ-double)",
    (tournament, constant) => {
      const imported = reread(tournament, { brightwellConstant: constant });
      expect(String(imported.rules.brightwellConstant)).toBe(constant === '7/2' ? '3.5' : String(constant));
    },
  );
});

describe('issue 26: a tournament imported from PAPP, exported again and re-imported', () => {
  const example = (name: string) => readFileSync(new URL(`../../examples/${name}`, import.meta.url));
  it('gives the same tournament and the same standings (examples/papp-workfile.txt)', () => {
    const players = parsePappPlayers(example('papp-players.txt'));
    const first = parsePappWorkfile(example('papp-workfile.txt'), { players });
    const again = parsePappWorkfile(formatPappWorkfile(first.tournament), { players });
    expect(again.tournament).toEqual(first.tournament);
    expect(standingsSummary(again.tournament, again.rules)).toEqual(
      standingsSummary(first.tournament, first.rules),
    );
  });
  it('the constructed PAPP file comes back byte for byte', () => {
    const text = fixture('oslo-open.workfile.txt');
    const players = parsePappPlayers(formatPappPlayers(osloOpen));
    const { tournament } = parsePappWorkfile(text, { players });
    expect(formatPappWorkfile(tournament, pappBanner)).toBe(text);
  });
});

/**
 * Any valid tournament PAPP can record, in normal form or not (absences in the entry round or
 * right before a withdrawal, bye and absent lists in any order): writing what was read back
 * gives the same file, and the standings under PAPP do not change.
 */
function anyPappTournament(seed: number, playerCount: number, roundCount: number): OthelloTournament {
  const random = createRandom(seed);
  const players: OthelloPlayer[] = Array.from({ length: playerCount }, (_, index) => {
    const player: { -readonly [K in keyof OthelloPlayer]: OthelloPlayer[K] } = {
      id: String(index + 1),
      name: 'A',
    };
    if (roundCount > 0 && random.int(5) === 0) player.enteredRound = 1 + random.int(roundCount + 1);
    const entered = player.enteredRound ?? 1;
    if (random.int(5) === 0 && entered + 1 <= roundCount + 1) {
      player.withdrawnFromRound = entered + 1 + random.int(roundCount + 1 - entered);
    }
    return player;
  });
  const rounds: OthelloRound[] = [];
  for (let round = 1; round <= roundCount; round++) {
    const present: string[] = [];
    const absent: string[] = [];
    for (const player of players) {
      if (
        round < (player.enteredRound ?? 1) ||
        round >= (player.withdrawnFromRound ?? Number.POSITIVE_INFINITY)
      ) {
        continue;
      }
      if (random.int(4) === 0) absent.push(player.id);
      else present.push(player.id);
    }
    const order = random.shuffle(present);
    const games = [];
    for (let index = 0; index + 1 < order.length; index += 2) {
      const blackDiscs = random.int(65);
      games.push({
        black: order[index] as string,
        blackDiscs,
        white: order[index + 1] as string,
        whiteDiscs: 64 - blackDiscs,
      });
    }
    const byes = random.shuffle(order.slice(games.length * 2));
    rounds.push({ games, byes, absent: random.shuffle(absent) });
  }
  return { players, rounds, plannedRounds: Math.max(1, roundCount) };
}

describe('round trip (issue 26) for any tournament PAPP can record', () => {
  test.prop(
    [
      fc
        .tuple(fc.integer(), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 5 }))
        .map(([seed, players, rounds]) => anyPappTournament(seed, players, rounds)),
    ],
    { numRuns: 200 },
  )('format(parse(format(t))) is format(t), with the same PAPP standings', (tournament) => {
    const text = formatPappWorkfile(tournament);
    const imported = parsePappWorkfile(text, { players: parsePappPlayers(formatPappPlayers(tournament)) });
    expect(formatPappWorkfile(imported.tournament)).toBe(text);
    const places = (t: OthelloTournament, rules = PAPP) =>
      othelloStandings(t, rules).rows.map((row) => [
        row.playerId,
        row.placeLabel,
        String(row.points),
        String(row.values.discs),
      ]);
    expect(places(imported.tournament, imported.rules)).toEqual(places(tournament));
  });
});
