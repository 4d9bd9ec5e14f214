/** Championship formats, seeding and finals (NOF §21, §26, §27; KOA IV; spec §6, decisions 14–15). */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  championshipFormat,
  compareNames,
  finalState,
  JUNIOR_NM,
  KOA_FINAL,
  LIGHTNING_NM,
  LIGHTNING_NM_FINAL,
  NM,
  NM_FINAL,
  NOF_SWISS,
  othelloStandings,
  seedFirstRound,
  selectFinalists,
} from '../../src/othello/index.js';

const game = (black: string, blackDiscs: number, white: string, whiteDiscs: number) => ({
  black,
  blackDiscs,
  white,
  whiteDiscs,
});

describe('NM format by entrants (NOF §26)', () => {
  it('NM: < 5 double round robin, < 9 single, else 7 rounds; 1 entrant wins by walkover', () => {
    expect(championshipFormat(1, NM)).toEqual({ kind: 'walkover', rounds: 0 });
    expect(championshipFormat(2, NM)).toEqual({ kind: 'roundRobin', cycles: 2, rounds: 2 });
    expect(championshipFormat(4, NM)).toEqual({ kind: 'roundRobin', cycles: 2, rounds: 6 });
    expect(championshipFormat(5, NM)).toEqual({ kind: 'roundRobin', cycles: 1, rounds: 5 });
    expect(championshipFormat(8, NM)).toEqual({ kind: 'roundRobin', cycles: 1, rounds: 7 });
    expect(championshipFormat(9, NM)).toEqual({ kind: 'swiss', rounds: 7 });
  });
  it('Junior-NM: the same limits, 6 Swiss rounds', () => {
    expect(championshipFormat(3, JUNIOR_NM)).toEqual({ kind: 'roundRobin', cycles: 2, rounds: 6 });
    expect(championshipFormat(30, JUNIOR_NM)).toEqual({ kind: 'swiss', rounds: 6 });
  });
  it('Lightning-NM: < 9 double, < 15 single, else 11 rounds', () => {
    expect(
      championshipFormat(8, LIGHTNING_NM).kind === 'roundRobin' && championshipFormat(8, LIGHTNING_NM),
    ).toMatchObject({ cycles: 2 });
    expect(championshipFormat(14, LIGHTNING_NM)).toEqual({ kind: 'roundRobin', cycles: 1, rounds: 13 });
    expect(championshipFormat(15, LIGHTNING_NM)).toEqual({ kind: 'swiss', rounds: 11 });
    expect(() => championshipFormat(0, NM)).toThrowError(/entrants: 0 is outside 1…∞/);
  });
});

describe('first-round seeding (NOF §26, decision 14)', () => {
  it('rating-list position, then rating, then unrated alphabetically; upper #1 black, #2 white, …', () => {
    const seeding = seedFirstRound([
      { id: 'u1', name: 'Ås, Tor' },
      { id: 'r2', name: 'Berg, Ola', rating: 1900 },
      { id: 'p1', name: 'Vik, Siri', ratingListPosition: 1 },
      { id: 'u2', name: 'Æsen, Ida' },
      { id: 'p2', name: 'Lie, Are', ratingListPosition: 2 },
      { id: 'r1', name: 'Aas, Kari', rating: 2100 },
      { id: 'u3', name: 'Øvre, Bo' },
      { id: 'u4', name: 'Zahl, Eva' },
    ]);
    expect(seeding.order).toEqual(['p1', 'p2', 'r1', 'r2', 'u4', 'u2', 'u3', 'u1']);
    expect(seeding.games).toEqual([
      { black: 'p1', white: 'u4' },
      { black: 'u2', white: 'p2' },
      { black: 'r1', white: 'u3' },
      { black: 'u1', white: 'r2' },
    ]);
    expect(seeding.byes).toEqual([]);
  });
  it('an odd count gives the lowest seed the bye', () => {
    const seeding = seedFirstRound([
      { id: 'a', name: 'A', rating: 3 },
      { id: 'b', name: 'B', rating: 2 },
      { id: 'c', name: 'C', rating: 1 },
    ]);
    expect(seeding.byes).toEqual(['c']);
    expect(seeding.games).toEqual([{ black: 'a', white: 'b' }]);
  });
  it('Norwegian collation puts æ ø å after z; codepoint is an option', () => {
    expect(compareNames('Ås', 'Zahl')).toBeGreaterThan(0);
    expect(compareNames('Ærø', 'Øen')).toBeLessThan(0);
    expect(compareNames('Élise', 'Emil')).toBeLessThan(0);
    expect(compareNames('aas', 'Aas', 'codepoint')).toBeGreaterThan(0);
  });
  test.prop(
    [
      fc.uniqueArray(
        fc.record({
          id: fc.string({ minLength: 1, maxLength: 4 }),
          rating: fc.option(fc.integer({ min: 1000, max: 2500 }), { nil: undefined }),
        }),
        { selector: (p) => p.id, maxLength: 12 },
      ),
    ],
    { numRuns: 100 },
  )('every player is seeded once: in a game or the bye; colours alternate down the boards', (entries) => {
    const players = entries.map((entry) => ({
      id: entry.id,
      name: entry.id,
      ...(entry.rating === undefined ? {} : { rating: entry.rating }),
    }));
    const seeding = seedFirstRound(players);
    const seen = [...seeding.games.flatMap((pair) => [pair.black, pair.white]), ...seeding.byes].sort();
    expect(seen).toEqual(players.map((player) => player.id).sort());
    seeding.games.forEach((pair, board) => {
      expect(pair[board % 2 === 0 ? 'black' : 'white']).toBe(seeding.order[board]);
    });
  });
});

describe('finals and play-offs (NOF §21, §27; KOA IV; decision 15)', () => {
  it('NM final: game by game until a game is won; the higher-ranked chooses, then colours swap (§27)', () => {
    const start = finalState({ higherRanked: 'a', lowerRanked: 'b', games: [] }, NM_FINAL);
    expect(start).toMatchObject({ decided: false, winner: null, colourChoice: 'a', nextBlack: null });
    const afterDraw = finalState(
      {
        higherRanked: 'a',
        lowerRanked: 'b',
        games: [game('b', 32, 'a', 32)],
      },
      NM_FINAL,
    );
    expect(afterDraw).toMatchObject({ decided: false, colourChoice: null, nextBlack: 'a' });
    const won = finalState(
      {
        higherRanked: 'a',
        lowerRanked: 'b',
        games: [game('b', 32, 'a', 32), game('a', 20, 'b', 44)],
      },
      NM_FINAL,
    );
    expect(won).toMatchObject({
      decided: true,
      winner: 'b',
      colourChoice: null,
      nextBlack: null,
      gamesPlayed: 2,
    });
  });
  it('colours that do not swap and games after the decision are errors', () => {
    expect(() =>
      finalState(
        {
          higherRanked: 'a',
          lowerRanked: 'b',
          games: [game('a', 32, 'b', 32), game('a', 40, 'b', 24)],
        },
        NM_FINAL,
      ),
    ).toThrowError(/"b" plays black/);
    expect(() =>
      finalState(
        {
          higherRanked: 'a',
          lowerRanked: 'b',
          games: [game('a', 40, 'b', 24), game('b', 40, 'a', 24)],
        },
        NM_FINAL,
      ),
    ).toThrowError(/games\[1\]: comes after "a" had won/);
    expect(() =>
      finalState(
        {
          higherRanked: 'a',
          lowerRanked: 'b',
          games: [game('a', 40, 'c', 24)],
        },
        NM_FINAL,
      ),
    ).toThrowError(/between "a" and "b"/);
  });
  it('Lightning-NM: best of 3, stops when decided, then game by game (§27)', () => {
    const twoNil = finalState(
      {
        higherRanked: 'a',
        lowerRanked: 'b',
        games: [game('a', 40, 'b', 24), game('b', 24, 'a', 40)],
      },
      LIGHTNING_NM_FINAL,
    );
    expect(twoNil).toMatchObject({ decided: true, winner: 'a' });
    const level = finalState(
      {
        higherRanked: 'a',
        lowerRanked: 'b',
        games: [game('a', 40, 'b', 24), game('b', 40, 'a', 24), game('a', 32, 'b', 32)],
      },
      LIGHTNING_NM_FINAL,
    );
    expect(level).toMatchObject({ decided: false, nextBlack: 'b' });
    expect([level.points.a?.toString(), level.points.b?.toString()]).toEqual(['1.5', '1.5']);
    const sudden = finalState(
      {
        higherRanked: 'a',
        lowerRanked: 'b',
        games: [
          game('a', 40, 'b', 24),
          game('b', 40, 'a', 24),
          game('a', 32, 'b', 32),
          game('b', 33, 'a', 31),
        ],
      },
      LIGHTNING_NM_FINAL,
    );
    expect(sudden).toMatchObject({ decided: true, winner: 'b' });
    const oneAndHalf = finalState(
      {
        higherRanked: 'a',
        lowerRanked: 'b',
        games: [game('a', 40, 'b', 24), game('b', 32, 'a', 32)],
      },
      LIGHTNING_NM_FINAL,
    );
    expect(oneAndHalf.decided).toBe(false);
  });
  it('KOA IV: game 2 swaps colours; 2–0 ends it; 1½–½ still plays game 3 (decision 15)', () => {
    const swapped = finalState(
      {
        higherRanked: 'a',
        lowerRanked: 'b',
        games: [game('b', 40, 'a', 24)],
      },
      KOA_FINAL,
    );
    expect(swapped).toMatchObject({ decided: false, nextBlack: 'a', colourChoice: null });
    const twoNil = finalState(
      {
        higherRanked: 'a',
        lowerRanked: 'b',
        games: [game('b', 40, 'a', 24), game('a', 24, 'b', 40)],
      },
      KOA_FINAL,
    );
    expect(twoNil).toMatchObject({ decided: true, winner: 'b' });
    const lead = finalState(
      {
        higherRanked: 'a',
        lowerRanked: 'b',
        games: [game('b', 40, 'a', 24), game('a', 32, 'b', 32)],
      },
      KOA_FINAL,
    );
    expect(lead).toMatchObject({ decided: false, colourChoice: 'b' });
  });
  it('KOA IV.6: game 3 choice by discs over games 1–2, else the higher qualifier', () => {
    const equalDiscs = finalState(
      {
        higherRanked: 'a',
        lowerRanked: 'b',
        games: [game('a', 40, 'b', 24), game('b', 40, 'a', 24)],
      },
      KOA_FINAL,
    );
    expect(equalDiscs).toMatchObject({ decided: false, colourChoice: 'a', discs: { a: 64, b: 64 } });
    const moreDiscs = finalState(
      {
        higherRanked: 'a',
        lowerRanked: 'b',
        games: [game('a', 33, 'b', 31), game('b', 50, 'a', 14)],
      },
      KOA_FINAL,
    );
    expect(moreDiscs.colourChoice).toBe('b');
  });
  it('KOA IV.7: after game 3 more points, then more discs, then the higher qualifier', () => {
    const byPoints = finalState(
      {
        higherRanked: 'a',
        lowerRanked: 'b',
        games: [game('a', 40, 'b', 24), game('b', 40, 'a', 24), game('b', 33, 'a', 31)],
      },
      KOA_FINAL,
    );
    expect(byPoints.winner).toBe('b');
    const byDiscs = finalState(
      {
        higherRanked: 'a',
        lowerRanked: 'b',
        games: [game('a', 33, 'b', 31), game('b', 50, 'a', 14), game('b', 32, 'a', 32)],
      },
      KOA_FINAL,
    );
    // Points 1½–1½; discs a 33 + 14 + 32 = 79, b 31 + 50 + 32 = 113.
    expect(byDiscs).toMatchObject({ decided: true, winner: 'b' });
    const byQualifier = finalState(
      {
        higherRanked: 'a',
        lowerRanked: 'b',
        games: [game('a', 40, 'b', 24), game('b', 40, 'a', 24), game('a', 32, 'b', 32)],
      },
      KOA_FINAL,
    );
    expect(byQualifier.winner).toBe('a');
  });
  it('finalists: withdrawn players are skipped; a shared place at the cut goes to a play-off (§21)', () => {
    const standings = othelloStandings(
      {
        players: [
          { id: 'a', name: 'Ann' },
          { id: 'b', name: 'Bo' },
          { id: 'c', name: 'Cy' },
          { id: 'd', name: 'Dan' },
        ],
        rounds: [{ games: [game('a', 40, 'b', 24), game('c', 40, 'd', 24)] }],
      },
      NOF_SWISS,
    );
    // a and c share 1–2 (equal MBQ, never met): both qualify.
    expect(selectFinalists(standings)).toEqual({ qualified: ['a', 'c'], playOff: [] });
    const withdrawnFirst = {
      ...standings,
      rows: standings.rows.map((row) => (row.playerId === 'a' ? { ...row, withdrawn: true } : row)),
    };
    // c qualifies; b and d share 3–4 → play-off.
    expect(selectFinalists(withdrawnFirst)).toEqual({ qualified: ['c'], playOff: ['b', 'd'] });
  });
});
