import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/index.js';
import {
  CLUB_LADDER,
  type LadderSeason,
  ladderPointsExplanation,
  ladderStandings,
} from '../../src/ladder/index.js';
import { randomSeason } from './random-season.js';
import { referenceReplay } from './reference.js';

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const summary = (season: LadderSeason, through?: number) =>
  ladderStandings(season, CLUB_LADDER, through === undefined ? {} : { afterRound: through }).rows.map(
    (row) => ({ id: row.playerId, points: row.points.toString() }),
  );

describe('replay properties (seed 002 Art. III–IV)', () => {
  it('agrees with a naive reference implementation after every round', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const season = randomSeason(seed);
        for (let round = 0; round <= season.rounds.length; round++) {
          expect(summary(season, round)).toEqual(referenceReplay(season, round));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const season = randomSeason(seed);
        expect(JSON.stringify(ladderStandings(season))).toBe(
          JSON.stringify(ladderStandings(structuredClone(season))),
        );
      }),
      { numRuns: 30 },
    );
  });

  it('is invariant under the order of results (and attendance) within a round', () => {
    fc.assert(
      fc.property(seeds, seeds, (seed, shuffleSeed) => {
        const season = randomSeason(seed);
        const random = createRandom(shuffleSeed);
        const shuffled: LadderSeason = {
          ...season,
          rounds: season.rounds.map((round) => ({
            ...round,
            present: random.shuffle(round.present),
            entries: random.shuffle(round.entries),
          })),
        };
        expect(JSON.stringify(ladderStandings(shuffled))).toBe(JSON.stringify(ladderStandings(season)));
      }),
      { numRuns: 40 },
    );
  });

  it('a win never earns less than a draw against the same opponent (Art. IV.3a–b)', () => {
    fc.assert(
      fc.property(seeds, fc.nat(), (seed, pick) => {
        const season = randomSeason(seed);
        const games = season.rounds.flatMap((round, r) =>
          round.entries.flatMap((entry, e) => (entry.rule === 'game' ? [{ r, e, entry }] : [])),
        );
        if (games.length === 0) return;
        const { r, e, entry } = games[pick % games.length]!;
        const withResult = (result: '1-0' | '1/2-1/2'): LadderSeason => ({
          ...season,
          rounds: season.rounds.map((round, index) =>
            index !== r
              ? round
              : {
                  ...round,
                  entries: round.entries.map((other, at) => (at === e ? { ...entry, result } : other)),
                },
          ),
        });
        if (entry.white === 'guest') return;
        const pointsOf = (result: '1-0' | '1/2-1/2') =>
          ladderPointsExplanation(withResult(result), CLUB_LADDER, {
            playerId: entry.white,
            afterRound: r + 1,
          }).total;
        expect(pointsOf('1-0').compare(pointsOf('1/2-1/2'))).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 40 },
    );
  });

  it('start points are taken back in equal parts and fully after round 10 (Art. IV.1, decision 2)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const season = randomSeason(seed, 8, 14);
        const starting = season.players.filter((player) => player.joinRound === undefined);
        for (let round = 0; round <= season.rounds.length; round++) {
          for (const row of ladderStandings(season, CLUB_LADDER, { afterRound: round }).rows) {
            const index = starting.findIndex((player) => player.id === row.playerId);
            const full = index < 0 ? 0 : (100 - index) * 5;
            const expected = (full * Math.max(0, 10 - round)) / 10;
            expect(row.startPointsHeld.toNumber()).toBe(expected);
            if (round >= 10) expect(row.startPointsHeld.isZero()).toBe(true);
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('caps are never exceeded: 3 scoring absences, 1 scoring draw-out (Art. IV.5, III.4)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const season = randomSeason(seed, 6, 20);
        for (const row of ladderStandings(season).rows) {
          expect(row.absencesScored).toBeLessThanOrEqual(3);
          expect(row.absencesScored).toBe(Math.min(3, row.absences));
          const lines = ladderPointsExplanation(season, CLUB_LADDER, { playerId: row.playerId }).lines;
          const scoringAbsences = lines.filter((line) => line.rule === 'absence' && !line.points.isZero());
          const scoringDrawOuts = lines.filter((line) => line.rule === 'drawnOut' && !line.points.isZero());
          expect(scoringAbsences.length).toBeLessThanOrEqual(3);
          expect(scoringDrawOuts.length).toBeLessThanOrEqual(1);
          // and the explanation adds up to the ladder total
          expect(
            ladderPointsExplanation(season, CLUB_LADDER, { playerId: row.playerId }).total.equals(row.points),
          ).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });
});
