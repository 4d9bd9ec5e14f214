/**
 * Audit of the KNDB results rules (spec `draughts.md` §1, §3–§6; seed 004 "Algemeen",
 * "Rechten", "Eindstand", "Meester- en grootmeesterpunten"): tricky cases worked by hand.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Fraction, MindsportError } from '../../src/core/index.js';
import {
  agreedResult,
  type DraughtsGame,
  draughtsMasterPoints,
  draughtsPrizes,
  draughtsRights,
  draughtsStandings,
  formatPdn,
  formatPdnResult,
  formatResult,
  isEarlyAgreement,
  KNDB,
  movesFromPlies,
  parsePdn,
  parsePdnResult,
  parseResult,
  proposalResult,
  proposalState,
} from '../../src/draughts/index.js';
import {
  barrageStatus,
  tournament as event,
  POINTS_APART,
  requirement,
  SINK,
  scoredEvent,
} from './events.js';

const GRANDMASTER_POINTS = KNDB.titlePoints.grandmaster.values;
const MASTER_POINTS = KNDB.titlePoints.master.values;

/** The KNDB standings of a tournament whose players are given by id. */
function standings(input: { readonly players: readonly string[]; readonly games: readonly DraughtsGame[] }) {
  return draughtsStandings(event(input.players, input.games));
}

function codeOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof MindsportError) return error.code;
    throw error;
  }
  throw new Error('expected a MindsportError');
}

/** A round robin: `results[k]` is the result of the k-th pair (i < j, i white) in row order. */
function roundRobin(players: readonly string[], results: readonly string[]): DraughtsGame[] {
  const games: DraughtsGame[] = [];
  let k = 0;
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) {
      games.push({
        white: players[i] as string,
        black: players[j] as string,
        result: results[k++] as string,
      });
    }
  }
  return games;
}

const text = (value: Fraction): string => value.toString();

describe('spec §1 / Decision 1: notation', () => {
  it('parse accepts the compact and the spaced (PDN / seed) spellings, ASCII whitespace only', () => {
    expect(parseResult('1+ - 1-')).toBe('1+-1-');
    expect(parseResult('1- - 1+')).toBe('1--1+');
    expect(parseResult('\t2 -\n0 ')).toBe('2-0');
    expect(parseResult(' 0 - 0')).toBe('0-0');
  });
  it('rejects en dashes, ½, non-breaking spaces and legacy PDN tokens with BAD_RESULT', () => {
    for (const bad of [
      '1–1',
      '½-½',
      '1+\u00a0-\u00a01-',
      '1-0',
      '0-1',
      '1/2-1/2',
      '2-2',
      '1+-1+',
      '1-1+',
      '*',
      '',
    ]) {
      expect(
        codeOf(() => parseResult(bad)),
        bad,
      ).toBe('BAD_RESULT');
    }
  });
  it('format writes compact by default, the PDN style on request', () => {
    expect(formatResult('1+-1-')).toBe('1+-1-');
    expect(formatResult('1--1+', { style: 'pdn' })).toBe('1- - 1+');
    expect(formatResult('2-0', { style: 'pdn' })).toBe('2-0');
  });
  it('the PDN reader maps legacy results separately: 1-0→2-0, 0-1→0-2, 1/2-1/2→1-1, *→unfinished', () => {
    expect(parsePdnResult('1-0')).toBe('2-0');
    expect(parsePdnResult('0-1')).toBe('0-2');
    expect(parsePdnResult('1/2-1/2')).toBe('1-1');
    expect(parsePdnResult('*')).toBe('unfinished');
    expect(parsePdnResult('1+ - 1-')).toBe('1+-1-');
    expect(parsePdnResult('0-0')).toBe('0-0');
    expect(formatPdnResult('1--1+')).toBe('1- - 1+');
    expect(codeOf(() => parsePdnResult('1-½'))).toBe('BAD_RESULT');
  });
});

describe('seed 004 "Algemeen" / Decision 2: an agreement before both sides made 40 moves is 0-0', () => {
  it('White made 40, Black 39 (79 plies): still early, remise and plus-remise both become 0-0', () => {
    expect(movesFromPlies(79)).toEqual({ white: 40, black: 39 });
    expect(agreedResult('1-1', movesFromPlies(79))).toBe('0-0');
    expect(agreedResult('1+ - 1-', movesFromPlies(79))).toBe('0-0');
    expect(agreedResult('1--1+', { white: 39, black: 40 })).toBe('0-0');
  });
  it('after 40 moves each (80 plies) the agreement stands', () => {
    expect(isEarlyAgreement(movesFromPlies(80))).toBe(false);
    expect(agreedResult('1-1', movesFromPlies(80))).toBe('1-1');
    expect(agreedResult('1--1+', 40)).toBe('1--1+');
  });
  it('a win is not an agreement', () => {
    expect(codeOf(() => agreedResult('2-0', 50))).toBe('NOT_AN_AGREEMENT');
  });
});

describe('spec §3 / Decision 3: standings by points, then saldo, else shared in input order', () => {
  // d, c, b, a: a and b equal points (1+ draw each), c and d equal in everything.
  const players = ['d', 'c', 'b', 'a'];
  // pairs: d-c, d-b, d-a, c-b, c-a, b-a
  const games = roundRobin(players, ['1-1', '0-2', '0-2', '0-2', '0-2', '1+-1-']);
  const table = standings({ players, games });
  it('a and b have 5 points; b has saldo +1, a −1: b 1st, a 2nd; c and d share 3rd–4th in input order', () => {
    expect(table.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.points} ${row.saldo}`)).toEqual([
      '1 b 5 1',
      '2 a 5 -1',
      '3–4 d 1 0',
      '3–4 c 1 0',
    ]);
    expect([table.rows[2]?.place, table.rows[2]?.lastPlace]).toEqual([3, 4]);
    expect(table.rows.map((row) => row.decidedBy)).toEqual([null, 'saldo', 'points', null]);
  });
  it('a tie spanning 3–4 needs a barrage for place 3 ("plaatsen 1, 2 of 3", Decision 4)', () => {
    expect(table.barrages.map((b) => [b.players, b.forPlaces, b.source.includes('2b')])).toEqual([
      [['d', 'c'], [3], true],
    ]);
  });
});

describe('Decision 4: which barrage a tie needs', () => {
  it('1–2 → place 1, section 2a', () => {
    const required = requirement([], ['a', 'b'], [], ['z']);
    expect([required?.forPlaces, required?.source.includes('2a'), required?.topCount]).toEqual([
      [1],
      true,
      1,
    ]);
  });
  it('2–3: only when the WK place is at stake (every player above qualified, two members not)', () => {
    expect(requirement(['a'], ['b', 'c'], [], ['z'])).toBeNull();
    expect(requirement(['a'], ['b', 'c'], ['a', 'b'], ['z'])).toBeNull();
    const required = requirement(['a'], ['b', 'c'], ['a'], ['z']);
    expect([required?.forPlaces, required?.forPlace, required?.source.includes('2b')]).toEqual([
      [2],
      2,
      true,
    ]);
  });
  it('2–4 without the WK at stake: place 3 only, two of the three must finish above the cut', () => {
    const required = requirement(['a'], ['b', 'c', 'd'], [], ['z']);
    expect([required?.forPlaces, required?.forPlace, required?.topCount]).toEqual([[3], 3, 2]);
  });
  it('2–4 with the WK at stake: places 2 and 3, place 2 first', () => {
    const required = requirement(['a'], ['b', 'c', 'd'], ['a'], ['z']);
    expect([required?.forPlaces, required?.forPlace, required?.topCount]).toEqual([[2, 3], 2, 1]);
  });
  it('1–3: place 1 (and 2 with the WK at stake), not 3 (all three reach the next final); 1–4: place 3 too; 4–5: none', () => {
    expect(requirement([], ['a', 'b', 'c'], ['a', 'b', 'c'], ['z'])?.forPlaces).toEqual([1]);
    expect(requirement([], ['a', 'b', 'c'], [], ['z'])?.forPlaces).toEqual([1, 2]);
    expect(requirement([], ['a', 'b', 'c', 'd'], [], ['z'])?.forPlaces).toEqual([1, 2, 3]);
    expect(requirement(['a', 'b', 'c'], ['d', 'e'], [], ['z'])).toBeNull();
  });
});

describe('seed "Eindstand" 2a/2b: barrage progress', () => {
  it('2 players for place 1: two 5+2 games 2-0, 0-2 are undecided → 15-minute games; a 1-1 does not decide, a plus-remise does', () => {
    const start = barrageStatus({ players: ['a', 'b'] }, [
      { white: 'a', black: 'b', result: '2-0' },
      { white: 'b', black: 'a', result: '2-0' },
    ]);
    expect(start.decided).toBe(false);
    expect(start.next?.stage.timeControl).toEqual({ minutes: 15, incrementSeconds: 0 });
    expect(start.next?.stage.gamesPerPairing).toBe('untilDecisive');
    const end = barrageStatus({ players: ['a', 'b'] }, [
      { white: 'a', black: 'b', result: '2-0' },
      { white: 'b', black: 'a', result: '2-0' },
      { white: 'a', black: 'b', result: '1-1' },
      { white: 'b', black: 'a', result: '1+ - 1-' },
    ]);
    expect([end.decided, end.ahead, end.behind]).toEqual([true, ['b'], ['a']]);
  });
  it('"onbeslist als het aantal punten en het saldo gelijk is": 1+-1- then 1-1 is decided by saldo', () => {
    const status = barrageStatus({ players: ['a', 'b'] }, [
      { white: 'a', black: 'b', result: '1+-1-' },
      { white: 'b', black: 'a', result: '1-1' },
    ]);
    expect([status.decided, status.ahead]).toEqual([true, ['a']]);
  });
  it('2 players for place 2 or 3: 20+5 games, then 10+5 until a win or plus-remise', () => {
    const status = barrageStatus({ players: ['a', 'b'], place: 3 }, [
      { white: 'a', black: 'b', result: '1-1' },
      { white: 'b', black: 'a', result: '0-0' },
    ]);
    expect(status.stages[0]?.stage.timeControl).toEqual({ minutes: 20, incrementSeconds: 5 });
    expect(status.next?.stage.timeControl).toEqual({ minutes: 10, incrementSeconds: 5 });
  });
  it('3 players for place 1: a cyclic 5+2 round robin → 10-minute round robin until decisive; two left equal → the two-player format', () => {
    const cyclic = roundRobin(['a', 'b', 'c'], ['2-0', '0-2', '2-0']); // a>b, c>a, b>c
    const status = barrageStatus({ players: ['a', 'b', 'c'] }, cyclic);
    expect(status.next?.stage.timeControl).toEqual({ minutes: 10, incrementSeconds: 0 });
    expect(status.next?.pairings.map((pairing) => pairing.gamesToPlay)).toEqual([
      'untilDecisive',
      'untilDecisive',
      'untilDecisive',
    ]);
    // 10-minute stage (only decisive games count): a–b drawn, then a wins; a–c plus-remise for c; b–c b wins.
    // a: win + min-remise = 3 (−1); b: loss + win = 2; c: plus-remise + loss = 1 (+1) → a alone on top.
    const tenMinutes: DraughtsGame[] = [
      { white: 'a', black: 'b', result: '1-1' },
      { white: 'a', black: 'b', result: '2-0' },
      { white: 'a', black: 'c', result: '1--1+' },
      { white: 'b', black: 'c', result: '2-0' },
    ];
    const decided = barrageStatus({ players: ['a', 'b', 'c'] }, [...cyclic, ...tenMinutes]);
    expect([decided.decided, decided.ahead]).toEqual([true, ['a']]);
    // Decision 4: a 5+2 round robin leaving a and b level (3 points, saldo 0) above c → the two-player 5+2 games.
    const twoLeft = barrageStatus(
      { players: ['a', 'b', 'c'] },
      roundRobin(['a', 'b', 'c'], ['1-1', '2-0', '2-0']),
    );
    expect(twoLeft.decided).toBe(false);
    expect([twoLeft.next?.list, twoLeft.next?.players, twoLeft.next?.stage.gamesPerPairing]).toEqual([
      'twoPlayers',
      ['a', 'b'],
      2,
    ]);
    expect(twoLeft.behind).toEqual(['c']);
  });
  it('3 players for place 1, one clear winner of the 5+2 round robin: decided, others behind', () => {
    const status = barrageStatus(
      { players: ['a', 'b', 'c'] },
      roundRobin(['a', 'b', 'c'], ['2-0', '1+-1-', '1-1']),
    );
    // a: 2 + 1 = 3; b: 0 + 1 = 1; c: 1 (min-remise) + 1 = 2 → a, then c, then b.
    expect([status.decided, status.ahead, status.behind]).toEqual([true, ['a'], ['c', 'b']]);
  });
});

describe('seed "Rechten" / Decision 5: prizes shared by players equal in points and saldo', () => {
  // a 6; b and c 3 each, saldo 0 (b–c drawn); d 0.
  const players = ['a', 'b', 'c', 'd'];
  const games = roundRobin(players, ['2-0', '2-0', '2-0', '1-1', '2-0', '2-0']);
  const table = standings({ players, games });
  const splitPrizes = (prizes: readonly number[]) => draughtsPrizes(event(players, games, { prizes })).rows;
  it('b and c equal on points and saldo share 2nd–3rd; places beyond the prize list are worth 0', () => {
    expect(table.rows.map((row) => `${row.placeLabel} ${row.playerId}`)).toEqual([
      '1 a',
      '2–3 b',
      '2–3 c',
      '4 d',
    ]);
    expect(splitPrizes([300, 200]).map((share) => text(share.prize))).toEqual(['300', '100', '100', '0']);
    expect(splitPrizes([300, 200, 101]).map((share) => text(share.prize))).toEqual([
      '300',
      '150.5',
      '150.5',
      '0',
    ]);
  });
});

describe('seed "Meester- en grootmeesterpunten" / Decision 6', () => {
  // g, x, y 5 points (saldo 0, +1, −1), z 4, w 1: the standings split g, x, y by saldo, title points do not.
  const players = ['g', 'x', 'y', 'z', 'w'];
  // pairs: g-x g-y g-z g-w x-y x-z x-w y-z y-w z-w
  const games = roundRobin(players, ['1-1', '1-1', '1-1', '2-0', '1+-1-', '1-1', '2-0', '1-1', '2-0', '1-1']);
  const table = standings({ players, games });
  /**
   * Each player's title points of one kind, in standings order; the guests' places left out
   * (0 points, `excluded`).
   */
  const shares = (kind: 'masterPoints' | 'grandmasterPoints', exclude: readonly string[] = []) => {
    const result = draughtsMasterPoints(event(players, games, { guests: exclude }));
    return table.rows.map(({ playerId }) => {
      const row = result.rows.find((each) => each.playerId === playerId);
      return row === undefined
        ? { excluded: true, places: null, points: Fraction.ZERO }
        : { excluded: false, places: [row.place, row.lastPlace], points: row[kind] };
    });
  };
  const masterPoints = (_: unknown, options: { readonly exclude?: readonly string[] } = {}) =>
    shares('masterPoints', options.exclude);
  const grandmasterPoints = (_: unknown, options: { readonly exclude?: readonly string[] } = {}) =>
    shares('grandmasterPoints', options.exclude);
  it('the standings separate x and y by saldo', () => {
    expect(table.rows.map((row) => `${row.place} ${row.playerId} ${row.points} ${row.saldo}`)).toEqual([
      '1 x 5 1',
      '2 g 5 0',
      '3 y 5 -1',
      '4 z 4 0',
      '5 w 1 0',
    ]);
  });
  it('title points ignore the saldo: x, g, y share 1st–3rd (master (5+4+3)/3 = 4, grandmaster 2)', () => {
    expect(masterPoints(table).map((share) => text(share.points))).toEqual(['4', '4', '4', '2', '1']);
    expect(grandmasterPoints(table).map((share) => text(share.points))).toEqual(['2', '2', '2', '0', '0']);
  });
  it('excluding a player of the tied group: the rest close up (x, y share 1st–2nd: 4.5 master, 2.5 grandmaster)', () => {
    const master = masterPoints(table, { exclude: ['g'] });
    expect(master.map((share) => text(share.points))).toEqual(['4.5', '0', '4.5', '3', '2']);
    expect(master[1]?.excluded).toBe(true);
    expect(master[0]?.places).toEqual([1, 2]);
    expect(grandmasterPoints(table, { exclude: ['g'] }).map((share) => text(share.points))).toEqual([
      '2.5',
      '0',
      '2.5',
      '1',
      '0',
    ]);
  });
  it('excluding the last player changes nothing above; a guest flag that is not a flag is an error', () => {
    expect(masterPoints(table, { exclude: ['w'] }).map((share) => text(share.points))).toEqual([
      '4',
      '4',
      '4',
      '2',
      '0',
    ]);
    const flagged = {
      ...event(players, games),
      players: [{ id: 'g', guest: 'yes' }, ...event(players, games).players.slice(1)],
    };
    expect(codeOf(() => draughtsMasterPoints(flagged))).toBe('NOT_A_BOOLEAN');
  });
  it('shares sum to the values of the places the counted players occupy (4 players: 5 + 4 + 3 + 2)', () => {
    const sum = Fraction.sum(masterPoints(table, { exclude: ['z'] }).map((share) => share.points));
    expect(text(sum)).toBe('14');
  });
});

describe('seed "Rechten": title, WK place, next final after a barrage', () => {
  it('a tie for 1st: the title waits for the barrage; the WK goes to the best not-yet-qualified player', () => {
    const players = ['a', 'b', 'c', 'd'];
    const games = roundRobin(players, ['1-1', '2-0', '2-0', '2-0', '2-0', '2-0']);
    const table = standings({ players, games });
    expect(table.rows.map((row) => `${row.placeLabel} ${row.playerId}`)).toEqual([
      '1–2 a',
      '1–2 b',
      '3 c',
      '4 d',
    ]);
    const before = draughtsRights(event(players, games, { qualified: ['a'] })).rights;
    expect(before.map((outcome) => [outcome.key, outcome.awarded, outcome.pending?.players ?? null])).toEqual(
      [
        ['title', [], ['a', 'b']],
        ['worldChampionship', ['b'], null],
        ['nextFinal', ['a', 'b', 'c'], null],
      ],
    );
    const barrage = {
      players: ['a', 'b'],
      games: [
        { white: 'a', black: 'b', result: '0-2' },
        { white: 'b', black: 'a', result: '1-1' },
      ],
    };
    const after = draughtsRights(event(players, games, { qualified: ['a'], barrages: [barrage] })).rights;
    expect(after[0]?.awarded).toEqual(['b']);
  });
});

describe('Decision 6 against a naive reference: excluded players removed, the rest share on points only', () => {
  // Standings written as points and saldo (the games behind them do not matter here).
  const table = fc
    .array(fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: -2, max: 2 })), {
      minLength: 1,
      maxLength: 9,
    })
    .map((entries) => entries.map(([points, saldo], index) => [`p${index}`, points, saldo] as const));
  test.prop(
    [table, fc.constantFrom(MASTER_POINTS, GRANDMASTER_POINTS), fc.array(fc.nat(8), { maxLength: 3 })],
    {
      numRuns: 150,
    },
  )(
    'each counted player gets the mean of the values of places 1 + (players above) … + (equal players)',
    (entries, values, picks) => {
      const exclude = [...new Set(picks.filter((pick) => pick < entries.length).map((pick) => `p${pick}`))];
      const rules = {
        ...POINTS_APART,
        titlePoints: { ...POINTS_APART.titlePoints, master: { values, source: 'test' } },
      };
      const result = draughtsMasterPoints(scoredEvent(entries, { guests: exclude }), rules);
      expect(result.guests.map((guest) => guest.playerId).sort()).toEqual([...exclude, SINK].sort());
      const counted = entries.filter(([id]) => !exclude.includes(id));
      expect(result.rows).toHaveLength(counted.length);
      for (const share of result.rows) {
        const points = entries.find(([id]) => id === share.playerId)![1];
        const above = counted.filter((other) => other[1] > points).length;
        const equal = counted.filter((other) => other[1] === points).length;
        let sum = Fraction.ZERO;
        for (let place = above + 1; place <= above + equal; place++) sum = sum.add(values[place - 1] ?? 0);
        expect(share.masterPoints.equals(sum.div(equal))).toBe(true);
        expect([share.place, share.lastPlace]).toEqual([above + 1, above + equal]);
      }
    },
  );
});

describe('seed 004 "Algemeen" proposals / spec §6 Decision 10', () => {
  it('proposals are named from the proposer’s side: the accepted result', () => {
    expect(proposalResult('white', 'plusDraw')).toBe('1+-1-');
    expect(proposalResult('black', 'plusDraw')).toBe('1--1+');
    expect(proposalResult('black', 'minusDraw')).toBe('1+-1-');
    expect(proposalResult('white', 'draw')).toBe('1-1');
    const state = proposalState([
      { type: 'move', side: 'white' },
      { type: 'propose', side: 'black', proposal: 'minusDraw' },
      { type: 'accept' },
    ]);
    expect(state.agreed).toEqual({ side: 'black', proposal: 'minusDraw', result: '1+-1-' });
    // The 40-move rule still applies to the agreement (Decision 2).
    expect(agreedResult(state.agreed?.result as string, 12)).toBe('0-0');
  });
  it('a rejected proposal may not be repeated; a different one may; the opponent making the same frees it', () => {
    const rejected = [{ type: 'propose', side: 'white', proposal: 'plusDraw' }, { type: 'reject' }] as const;
    expect(proposalState(rejected).blocked).toEqual({ white: ['plusDraw'], black: [] });
    expect(
      codeOf(() => proposalState([...rejected, { type: 'propose', side: 'white', proposal: 'plusDraw' }])),
    ).toBe('BLOCKED_PROPOSAL');
    expect(
      proposalState([...rejected, { type: 'propose', side: 'white', proposal: 'draw' }]).pending,
    ).toEqual({
      side: 'white',
      proposal: 'draw',
    });
    const freed = proposalState([
      ...rejected,
      { type: 'move', side: 'white' },
      { type: 'propose', side: 'black', proposal: 'plusDraw' },
      { type: 'move', side: 'white' }, // White rejects by moving
      { type: 'propose', side: 'white', proposal: 'plusDraw' },
    ]);
    // Black's rejected plusDraw was blocked by White's move, and freed again by White making the same proposal.
    expect(freed.blocked).toEqual({ white: [], black: [] });
    expect(freed.pending).toEqual({ side: 'white', proposal: 'plusDraw' });
  });
  it('the opponent’s move rejects a pending proposal; the proposer’s own move lets it lapse (no block)', () => {
    expect(
      proposalState([
        { type: 'propose', side: 'white', proposal: 'draw' },
        { type: 'move', side: 'black' },
      ]).blocked.white,
    ).toEqual(['draw']);
    expect(
      proposalState([
        { type: 'propose', side: 'white', proposal: 'draw' },
        { type: 'move', side: 'white' },
      ]),
    ).toEqual({ pending: null, blocked: { white: [], black: [] }, agreed: null });
  });
  it('bad sequences are errors with the event’s path', () => {
    expect(codeOf(() => proposalState([{ type: 'accept' }]))).toBe('NO_PROPOSAL');
    expect(
      codeOf(() =>
        proposalState([
          { type: 'propose', side: 'white', proposal: 'draw' },
          { type: 'propose', side: 'black', proposal: 'draw' },
        ]),
      ),
    ).toBe('PENDING_PROPOSAL');
    expect(
      codeOf(() =>
        proposalState([
          { type: 'propose', side: 'white', proposal: 'draw' },
          { type: 'accept' },
          { type: 'move', side: 'black' },
        ]),
      ),
    ).toBe('ALREADY_AGREED');
    expect(
      codeOf(() => proposalState([{ type: 'propose', side: 'white', proposal: 'remise' as never }])),
    ).toBe('NOT_ONE_OF');
  });
});

describe('spec §2 / Decision 1: PDN result styles', () => {
  it('a plus-remise is written with [ResultFormat "Plus draw"] and `1- - 1+`, and read back', () => {
    const text = formatPdn([{ moves: ['32-28', '19-23'], result: '1--1+' }]);
    expect(text).toContain('[ResultFormat "Plus draw"]');
    expect(text.trim().endsWith('1- - 1+')).toBe(true);
    expect(parsePdn(text).games[0]?.result).toBe('1--1+');
  });
  it('legacy one-point tokens map to the two-point results; the legacy writer refuses a plus-remise and 0-0', () => {
    const file = parsePdn('[Result "1/2-1/2"]\n\n1. 32-28 19-23 1/2-1/2\n\n1. 32-28 1-0\n');
    expect(file.games.map((game) => game.result)).toEqual(['1-1', '2-0']);
    expect(file.resultScale).toBe('one-point');
    expect(formatPdnResult('0-2', { style: 'legacy' })).toBe('0-1');
    expect(codeOf(() => formatPdnResult('1+-1-', { style: 'legacy' }))).toBe('UNWRITABLE_RESULT');
    expect(codeOf(() => formatPdnResult('0-0', { style: 'legacy' }))).toBe('UNWRITABLE_RESULT');
  });
});

describe('Decision 4: after the last stage', () => {
  const cyclic = roundRobin(['a', 'b', 'c'], ['2-0', '0-2', '2-0']); // a>b, c>a, b>c: all equal again
  it('place 1 (2a): after the 5-minute round robin the stage repeats as the director’s decision', () => {
    const status = barrageStatus({ players: ['a', 'b', 'c'] }, [...cyclic, ...cyclic, ...cyclic]);
    expect(status.stages.map((stage) => stage.stage.timeControl.minutes)).toEqual([5, 10, 5]);
    expect([status.next?.repetition, status.next?.directorsDecision, status.next?.stage.timeControl]).toEqual(
      [1, true, { minutes: 5, incrementSeconds: 0 }],
    );
  });
  it('places 2–3 (2b): 20+5, 10+5, then 5+5 round robins repeat "tot er een eindrangschikking is" without a director’s decision', () => {
    const status = barrageStatus({ players: ['a', 'b', 'c'], place: 3, topCount: 2 }, [
      ...cyclic,
      ...cyclic,
      ...cyclic,
    ]);
    expect(status.stages.map((stage) => stage.stage.timeControl)).toEqual([
      { minutes: 20, incrementSeconds: 5 },
      { minutes: 10, incrementSeconds: 5 },
      { minutes: 5, incrementSeconds: 5 },
    ]);
    expect([status.next?.repetition, status.next?.directorsDecision, status.next?.topCount]).toEqual([
      1,
      false,
      2,
    ]);
  });
});
