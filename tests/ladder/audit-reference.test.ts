/**
 * Naive cross-checks of the tie-break tables where ties are common: the period tables
 * (board points, Art. VII.1–3, spec decisions 8 and 10) and the summer standings (2/1/0,
 * summer rules 5 and 7, spec decisions 8 and 12). The reference below is written straight
 * from the rules with plain loops; it shares no code with `src/ladder` or core `rank`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/index.js';
import {
  CLUB_LADDER,
  type LadderGameResult,
  type LadderRules,
  type LadderSummerSeason,
  ladderFinalRanking,
  ladderPeriods,
  ladderPeriodTables,
  ladderStandings,
  ladderSummerStandings,
} from '../../src/ladder/index.js';
import { randomSeason } from './random-season.js';

type Key<Row> =
  | { readonly kind: 'value'; readonly get: (row: Row) => number; readonly lowerFirst?: boolean }
  | { readonly kind: 'mutual'; readonly score: (a: Row, b: Row) => number | undefined };

/** Places as `id:label`, best first, shared groups in id order (decision 8). */
function naiveTable<Row extends { id: string }>(rows: readonly Row[], keys: readonly Key<Row>[]): string[] {
  const split = (group: Row[], level: number): Row[][] => {
    if (group.length <= 1 || level === keys.length) return [group];
    const key = keys[level]!;
    let value: (row: Row) => number;
    let lowerFirst = false;
    if (key.kind === 'mutual') {
      // Only when every pair of the tied group met; applied once (decision 8).
      for (const a of group) {
        for (const b of group) if (a !== b && key.score(a, b) === undefined) return split(group, level + 1);
      }
      const total = new Map(
        group.map((a) => [a, group.reduce((sum, b) => (a === b ? sum : sum + key.score(a, b)!), 0)]),
      );
      value = (row) => total.get(row)!;
    } else {
      value = key.get;
      lowerFirst = key.lowerFirst === true;
    }
    const distinct = [...new Set(group.map(value))].sort((x, y) => (lowerFirst ? x - y : y - x));
    return distinct.flatMap((v) =>
      split(
        group.filter((row) => value(row) === v),
        level + 1,
      ),
    );
  };
  const out: string[] = [];
  let place = 1;
  for (const group of split([...rows], 0)) {
    const label = group.length > 1 ? `${place}–${place + group.length - 1}` : `${place}`;
    for (const row of [...group].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
      out.push(`${row.id}:${label}`);
    }
    place += group.length;
  }
  return out;
}

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const HALVES: Record<LadderGameResult, number> = { '1-0': 2, '1/2-1/2': 1, '0-1': 0 };

describe('period tables agree with a naive reference (Art. VII.1–3, decisions 8, 10)', () => {
  it('random seasons, every period', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const season = randomSeason(seed, 8, 12);
        const members = new Set(season.players.map((player) => player.id));
        // Starting ladder: the players without joinRound in input order, then the joiners.
        const starting = [
          ...season.players.filter((player) => player.joinRound === undefined),
          ...season.players
            .filter((player) => player.joinRound !== undefined)
            .sort((a, b) => a.joinRound! - b.joinRound!),
        ].map((player) => player.id);
        const tables = ladderPeriodTables(season).periods;
        for (const [index, period] of ladderPeriods(season).periods.entries()) {
          type Row = { id: string; halves: number; games: number; wins: number; black: number };
          const rows = new Map<string, Row>();
          const mutual = new Map<string, number>();
          const add = (id: string, halves: number, black: boolean) => {
            const row = rows.get(id) ?? { id, halves: 0, games: 0, wins: 0, black: 0 };
            row.halves += halves;
            row.games += 1;
            if (halves === 2) row.wins += 1;
            if (black) row.black += halves;
            rows.set(id, row);
          };
          for (let r = period.firstRound; r <= Math.min(period.lastRound, season.rounds.length); r++) {
            const round = season.rounds[r - 1]!;
            const clubNight = new Set<string>();
            for (const entry of round.entries) {
              if (entry.rule === 'game') {
                clubNight.add(entry.white).add(entry.black);
                const halves = HALVES[entry.result];
                if (members.has(entry.white)) add(entry.white, halves, false);
                if (members.has(entry.black)) add(entry.black, 2 - halves, true);
                if (members.has(entry.white) && members.has(entry.black)) {
                  const forward = `${entry.white}|${entry.black}`;
                  const back = `${entry.black}|${entry.white}`;
                  mutual.set(forward, (mutual.get(forward) ?? 0) + halves);
                  mutual.set(back, (mutual.get(back) ?? 0) + 2 - halves);
                }
              } else if (entry.rule === 'forfeit') clubNight.add(entry.winner);
              else if (entry.rule === 'drawnOut') clubNight.add(entry.player);
            }
            // A league game counts for the period unless a club-night entry counts that week.
            for (const entry of round.entries) {
              if (entry.rule === 'league' && !clubNight.has(entry.player) && entry.result !== undefined) {
                add(entry.player, { win: 2, draw: 1, loss: 0 }[entry.result], entry.colour === 'black');
              }
            }
          }
          const expected = naiveTable(
            [...rows.values()],
            [
              { kind: 'value', get: (row) => row.halves },
              { kind: 'value', get: (row) => row.games, lowerFirst: true },
              { kind: 'mutual', score: (a, b) => mutual.get(`${a.id}|${b.id}`) },
              { kind: 'value', get: (row) => row.black },
              { kind: 'value', get: (row) => row.wins },
              // "laagste positie": lower on the starting ladder wins.
              { kind: 'value', get: (row) => starting.indexOf(row.id) },
            ],
          );
          const actual = tables[index]!.rows.map((row) => `${row.playerId}:${row.placeLabel}`);
          expect(actual).toEqual(expected);
        }
      }),
      { numRuns: 60 },
    );
  });
});

function randomSummer(seed: number): LadderSummerSeason {
  const random = createRandom(seed);
  const ids = Array.from({ length: 3 + random.int(6) }, (_, index) => `s${index}`);
  const results: readonly LadderGameResult[] = ['1-0', '1/2-1/2', '0-1'];
  const rounds = Array.from({ length: 1 + random.int(8) }, () => {
    const present = random.shuffle(ids.filter(() => random.int(4) > 0));
    const oddPlayer = present.length % 2 === 1 ? present[present.length - 1] : undefined;
    const matches = [];
    for (let at = 0; at + 1 < present.length; at += 2) {
      matches.push({
        first: present[at]!,
        second: present[at + 1]!,
        results: [random.pick(results), random.pick(results)],
      });
    }
    return { present, matches, ...(oddPlayer === undefined ? {} : { oddPlayer }) };
  });
  return { players: ids.map((id) => ({ id })), rounds };
}

describe('summer standings agree with a naive reference (summer rules 5, 7; decisions 8, 12)', () => {
  it('random summers', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const season = randomSummer(seed);
        type Row = { id: string; points: number; games: number; wins: number; absent: number };
        const rows = new Map(
          season.players.map((player) => [
            player.id,
            { id: player.id, points: 0, games: 0, wins: 0, absent: 0 },
          ]),
        );
        const mutual = new Map<string, number>();
        for (const round of season.rounds) {
          const busy = new Set<string>();
          for (const match of round.matches) {
            busy.add(match.first).add(match.second);
            match.results.forEach((result, game) => {
              const [white, black] =
                game % 2 === 0 ? [match.first, match.second] : [match.second, match.first];
              const whitePoints = HALVES[result];
              for (const [id, other, points] of [
                [white, black, whitePoints],
                [black, white, 2 - whitePoints],
              ] as const) {
                const row = rows.get(id)!;
                row.points += points;
                row.games += 1;
                if (points === 2) row.wins += 1;
                mutual.set(`${id}|${other}`, (mutual.get(`${id}|${other}`) ?? 0) + points);
              }
            });
          }
          if (round.oddPlayer !== undefined) {
            busy.add(round.oddPlayer);
            rows.get(round.oddPlayer)!.points += 2;
          }
          for (const row of rows.values()) {
            if (busy.has(row.id)) continue;
            row.absent += 1;
            if (row.absent <= 3) row.points += 1;
          }
        }
        const expected = naiveTable<Row>(
          [...rows.values()],
          [
            { kind: 'value', get: (row) => row.points },
            { kind: 'value', get: (row) => row.games, lowerFirst: true },
            { kind: 'mutual', score: (a, b) => mutual.get(`${a.id}|${b.id}`) },
            { kind: 'value', get: (row) => row.wins },
          ],
        );
        expect(ladderSummerStandings(season).rows.map((row) => `${row.playerId}:${row.placeLabel}`)).toEqual(
          expected,
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('final ranking agrees with a naive reference (Art. V.2, decisions 7, 8)', () => {
  // Small numbers so that equal totals are common: rank numbers 1…11, awards 3 and 6.
  const SMALL: LadderRules = {
    ...CLUB_LADDER,
    startPointFactor: 0,
    topRankNumber: 11,
    absencePoints: 3,
    drawnOutPoints: 6,
    representingPoints: 6,
    leagueGamePoints: 6,
    forfeitWinPoints: 6,
  };
  it('random seasons: points, fewer games, head-to-head (all met, once), more wins, more wins with black', () => {
    let tieBroken = 0;
    fc.assert(
      fc.property(seeds, (seed) => {
        const season = randomSeason(seed, 8, 8);
        const members = new Set(season.players.map((player) => player.id));
        const mutual = new Map<string, number>();
        for (const round of season.rounds) {
          for (const entry of round.entries) {
            if (entry.rule !== 'game' || !members.has(entry.white) || !members.has(entry.black)) continue;
            const halves = HALVES[entry.result];
            const forward = `${entry.white}|${entry.black}`;
            const back = `${entry.black}|${entry.white}`;
            mutual.set(forward, (mutual.get(forward) ?? 0) + halves);
            mutual.set(back, (mutual.get(back) ?? 0) + 2 - halves);
          }
        }
        const rows = ladderStandings(season, SMALL).rows.map((row) => ({
          id: row.playerId,
          points: row.points.toNumber(),
          games: row.games,
          wins: row.wins,
          black: row.winsWithBlack,
        }));
        const expected = naiveTable(rows, [
          { kind: 'value', get: (row) => row.points },
          { kind: 'value', get: (row) => row.games, lowerFirst: true },
          { kind: 'mutual', score: (a, b) => mutual.get(`${a.id}|${b.id}`) },
          { kind: 'value', get: (row) => row.wins },
          { kind: 'value', get: (row) => row.black },
        ]);
        const ranking = ladderFinalRanking(season, SMALL).rows;
        if (ranking.some((row) => row.decidedBy !== null && row.decidedBy !== 'points')) tieBroken++;
        expect(ranking.map((row) => `${row.playerId}:${row.placeLabel}`)).toEqual(expected);
      }),
      { numRuns: 150 },
    );
    // The property must reach the tie-breaks to mean anything.
    expect(tieBroken).toBeGreaterThan(10);
  });
});
