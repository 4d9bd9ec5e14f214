import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, MindsportError } from '../../src/core/index.js';
// The colour rule itself (Art. III.5) on given saldos: internal, tested directly because a
// season would need many rounds to reach each pair of saldos.
import { assignColours } from '../../src/ladder/colours.js';
import {
  assertLadderSeason,
  CLUB_LADDER,
  type LadderEntry,
  type LadderGameResult,
  type LadderSeason,
  ladderStandings,
  pairLadderRound,
} from '../../src/ladder/index.js';

const four = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
const draw = (white: string, black: string): LadderEntry => ({
  rule: 'game',
  white,
  black,
  result: '1/2-1/2',
});

describe('colours (Art. III.5)', () => {
  it('higher saldo gets black; equal saldo → the higher-ranked black (III.5b–c)', () => {
    expect(assignColours({ id: 'hi', saldo: 1 }, { id: 'lo', saldo: 0 }, [])).toMatchObject({
      white: 'lo',
      reason: 'saldo',
    });
    expect(assignColours({ id: 'hi', saldo: -1 }, { id: 'lo', saldo: 1 }, [])).toMatchObject({
      white: 'hi',
      reason: 'saldo',
    });
    expect(assignColours({ id: 'hi', saldo: 0 }, { id: 'lo', saldo: 0 }, [])).toMatchObject({
      white: 'lo',
      black: 'hi',
      reason: 'equalSaldo',
    });
  });

  it('a second meeting swaps the colours; a third goes by saldo again (III.5d–e)', () => {
    const first = { white: 'lo', black: 'hi' };
    // saldo would give hi black, the swap gives hi white (within ±2, so the swap stands)
    expect(assignColours({ id: 'hi', saldo: 1 }, { id: 'lo', saldo: -1 }, [first])).toMatchObject({
      white: 'hi',
      reason: 'swapSecondMeeting',
      meeting: 2,
    });
    expect(
      assignColours({ id: 'hi', saldo: 1 }, { id: 'lo', saldo: 0 }, [first, { white: 'hi', black: 'lo' }]),
    ).toMatchObject({
      white: 'lo',
      reason: 'saldo',
      meeting: 3,
    });
    expect(() =>
      assignColours({ id: 'hi', saldo: 0 }, { id: 'lo', saldo: 0 }, [{ white: 'x', black: 'lo' }]),
    ).toThrow(MindsportError);
  });
  // Two players at +2 who must meet, and the ±2 limit of issue 10: tests/ladder/saldo-limit.test.ts.
});

describe('pairing (Art. III.3–4, spec decision 13)', () => {
  it('nearest present player, equal saldo → higher ranked black', () => {
    const proposal = pairLadderRound({ players: four, rounds: [] }, CLUB_LADDER, {
      present: ['a', 'b', 'c', 'd'],
      seed: 1,
    });
    expect(proposal.pairs.map((pair) => `${pair.white}-${pair.black}`)).toEqual(['b-a', 'd-c']);
    expect(proposal.drawnOut).toBeNull();
  });

  it('no repeat within a period when avoidable; 1–3 + 2–4 preferred to 1–4 + 2–3 (same distance)', () => {
    // draws keep the order a, b, c, d (a 499.5, b 495.5, c 489.5, d 485.5)
    const season: LadderSeason = {
      players: four,
      rounds: [{ present: ['a', 'b', 'c', 'd'], entries: [draw('b', 'a'), draw('d', 'c')] }],
    };
    expect(
      ladderStandings(season)
        .rows.map((row) => row.playerId)
        .join(''),
    ).toBe('abcd');
    const proposal = pairLadderRound(season, CLUB_LADDER, { present: ['a', 'b', 'c', 'd'], seed: 1 });
    const pairs = proposal.pairs.map((pair) => [pair.white, pair.black].sort().join(''));
    expect(pairs).toEqual(['ac', 'bd']);
    expect(proposal.pairs.every((pair) => !pair.repeatInPeriod)).toBe(true);
  });

  it('is optimal, not greedy: avoids the repeat a top-down greedy pairing would make', () => {
    // Period rounds: a–b, c–d, then b–d while a and c draw guests. The ladder stays a, b, c, d:
    // r2 a 499.5 + 50 − 50, b 495.5 + 48.5 − 49.5, c 489.5 + 49 − 49, d 485.5 + 49.5 − 48.5.
    // Greedy from the top: a takes c (nearest not met), leaving b–d, a repeat. Optimal: a–d, b–c.
    const season: LadderSeason = {
      players: four,
      guests: [{ id: 'g1' }, { id: 'g2' }],
      rounds: [
        { present: ['a', 'b', 'c', 'd'], entries: [draw('b', 'a'), draw('d', 'c')] },
        {
          present: ['a', 'b', 'c', 'd', 'g1', 'g2'],
          entries: [draw('b', 'd'), draw('g1', 'a'), draw('c', 'g2')],
        },
      ],
    };
    expect(
      ladderStandings(season)
        .rows.map((row) => row.playerId)
        .join(''),
    ).toBe('abcd');
    const proposal = pairLadderRound(season, CLUB_LADDER, { present: ['a', 'b', 'c', 'd'], seed: 1 });
    expect(proposal.pairs.map((pair) => [pair.white, pair.black].sort().join('')).sort()).toEqual([
      'ad',
      'bc',
    ]);
    expect(proposal.pairs.some((pair) => pair.repeatInPeriod)).toBe(false);
  });

  it('repeats are allowed in a new period, and the second meeting swaps colours', () => {
    const season: LadderSeason = {
      players: four,
      periodStarts: [1, 2, 3],
      rounds: [{ present: ['a', 'b', 'c', 'd'], entries: [draw('b', 'a'), draw('d', 'c')] }],
    };
    const proposal = pairLadderRound(season, CLUB_LADDER, { present: ['a', 'b', 'c', 'd'], seed: 1 });
    expect(proposal.pairs.map((pair) => `${pair.white}-${pair.black}:${pair.colourReason}`)).toEqual([
      'a-b:swapSecondMeeting',
      'c-d:swapSecondMeeting',
    ]);
  });

  it('odd number: one drawn out by a seeded lot, never twice while others were never drawn (III.4, decision 9)', () => {
    const season: LadderSeason = {
      players: four,
      rounds: [{ present: ['a', 'b', 'c'], entries: [draw('b', 'a'), { rule: 'drawnOut', player: 'c' }] }],
    };
    for (let seed = 0; seed < 20; seed++) {
      const proposal = pairLadderRound(season, CLUB_LADDER, { present: ['a', 'b', 'c'], seed });
      expect(proposal.drawnOut).not.toBe('c');
      expect(proposal.drawnOutAgain).toBe(false);
      expect(pairLadderRound(season, CLUB_LADDER, { present: ['a', 'b', 'c'], seed })).toEqual(proposal);
    }
    const all = pairLadderRound(season, CLUB_LADDER, { present: ['c'], seed: 3 });
    expect([all.drawnOut, all.drawnOutAgain]).toEqual(['c', true]);
  });

  it('a guest plays only a member who agreed (III.3b)', () => {
    const season: LadderSeason = { players: four, guests: [{ id: 'g' }], rounds: [] };
    const proposal = pairLadderRound(season, CLUB_LADDER, {
      present: ['a', 'b', 'c', 'd', 'g'],
      guestAcceptors: { g: ['c'] },
      seed: 'x',
    });
    const guestPair = proposal.pairs.find((pair) => pair.white === 'g' || pair.black === 'g')!;
    expect([guestPair.white, guestPair.black]).toContain('c');
    expect(proposal.drawnOut).not.toBe('c');
    try {
      pairLadderRound(season, CLUB_LADDER, { present: ['a', 'b', 'g'], seed: 'x', guestAcceptors: {} });
      expect.unreachable();
    } catch (error) {
      expect((error as MindsportError).code).toBe('PAIRING_IMPOSSIBLE');
    }
  });

  it('long random seasons: every present player paired exactly once or drawn out; colour rules hold', () => {
    const RESULTS: readonly LadderGameResult[] = ['1-0', '1/2-1/2', '0-1'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const random = createRandom(seed);
        const players = Array.from({ length: 6 + random.int(8) }, (_, index) => ({ id: `p${index}` }));
        let season: LadderSeason = { players, rounds: [], plannedRounds: 30 };
        for (let round = 0; round < 30; round++) {
          const present = players.filter(() => random.int(5) > 0).map((player) => player.id);
          const before = ladderStandings(season).rows;
          const saldo = new Map(before.map((row) => [row.playerId, row.colourSaldo]));
          const position = new Map(before.map((row) => [row.playerId, row.place]));
          const proposal = pairLadderRound(season, CLUB_LADDER, { present, seed: `${seed}/${round}` });
          const seen = proposal.pairs.flatMap((pair) => [pair.white, pair.black]);
          if (proposal.drawnOut) seen.push(proposal.drawnOut);
          expect([...seen].sort()).toEqual([...present].sort());
          expect(proposal.drawnOut !== null).toBe(present.length % 2 === 1);
          if (proposal.drawnOut && proposal.drawnOutAgain) {
            expect(present.every((id) => before.find((row) => row.playerId === id)!.drawnOut >= 1)).toBe(
              true,
            );
          }
          for (const pair of proposal.pairs) {
            const white = saldo.get(pair.white)!;
            const black = saldo.get(pair.black)!;
            if (pair.colourReason === 'saldo') expect(black).toBeGreaterThan(white);
            // the swap yielded to the ±2 limit: by saldo (equal only when both stand at ±2)
            if (pair.colourReason === 'saldoLimit') expect(black).toBeGreaterThanOrEqual(white);
            if (pair.colourReason === 'equalSaldo') {
              expect(black).toBe(white);
              expect(position.get(pair.black)!).toBeLessThan(position.get(pair.white)!);
            }
          }
          const entries: LadderEntry[] = proposal.pairs.map((pair) => ({
            rule: 'game',
            white: pair.white,
            black: pair.black,
            result: random.pick(RESULTS),
          }));
          if (proposal.drawnOut) entries.push({ rule: 'drawnOut', player: proposal.drawnOut });
          season = assertLadderSeason(
            { ...season, rounds: [...season.rounds, { present, entries }] },
            CLUB_LADDER,
          );
        }
        const standings = ladderStandings(season).rows;
        expect(standings.reduce((sum, row) => sum + row.colourSaldo, 0)).toBe(0);
      }),
      { numRuns: 8 },
    );
  });
});
