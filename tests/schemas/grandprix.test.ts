/**
 * `schemas/grandprix-season.schema.json` agrees with `validateGrandPrixSeason` of
 * `mindsport/grandprix` (issue #12): generated valid seasons pass both; every single-field
 * mutation fails both at the same JSON Pointer, except the documented gaps.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateGrandPrixSeason } from '../../src/grandprix/index.js';
import { checkAgreement } from './agreement.js';
import { type KnownGap, schemaValidator } from './mutations.js';

const ID = 'https://mindsport.dev/schemas/grandprix-season.schema.json';

/** Non-empty text that is not only spaces (ids, names: an empty one is `EMPTY_STRING`). */
const text = (maxLength: number) =>
  fc.string({ minLength: 1, maxLength }).filter((value) => value.trim() !== '');

const day = fc
  .record({
    year: fc.integer({ min: 2015, max: 2030 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
  });

const membership = fc.tuple(day, fc.option(day, { nil: undefined })).map(([first, second]) => {
  if (second === undefined) return { from: first };
  const [from, to] = [first, second].sort();
  return { from, to };
});

/** Competition-style places from scores: equal scores share a place, the next place skips (`1, 2, 2, 4`). */
function places(scores: readonly number[]): number[] {
  return scores.map((score) => 1 + scores.filter((other) => other > score).length);
}

function tournamentOf(ids: readonly string[], id: string): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      name: fc.option(text(8), { nil: undefined }),
      kind: fc.constantFrom('regular', 'nationalChampionship', 'lightning', 'participationOnly'),
      startDate: day,
      rounds: fc.integer({ min: 1, max: 11 }),
      standings: fc.option(
        fc.shuffledSubarray([...ids]).chain((placed) =>
          fc.record({
            placed: fc.constant(placed),
            scores: fc.array(fc.nat({ max: 4 }), { minLength: placed.length, maxLength: placed.length }),
            played: fc.array(fc.option(fc.nat({ max: 11 }), { nil: undefined, freq: 2 }), {
              minLength: placed.length,
              maxLength: placed.length,
            }),
          }),
        ),
        { nil: undefined, freq: 4 },
      ),
    })
    .map(({ name, kind, startDate, rounds, standings }) => ({
      id,
      ...(name === undefined ? {} : { name }),
      kind,
      startDate,
      rounds,
      ...(standings === undefined
        ? {}
        : {
            standings: standings.placed.map((player, index) => {
              const played = standings.played[index];
              return {
                player,
                place: places(standings.scores)[index],
                ...(played === undefined ? {} : { roundsPlayed: Math.min(played, rounds) }),
              };
            }),
          }),
    }));
}

const seasons = fc
  .record({
    ids: fc.uniqueArray(text(5), { minLength: 1, maxLength: 6 }),
    tournamentIds: fc.uniqueArray(text(4), { maxLength: 4 }),
  })
  .chain(({ ids, tournamentIds }) =>
    fc
      .record({
        players: fc.tuple(
          ...ids.map((id) =>
            fc
              .record(
                {
                  name: text(6),
                  memberships: fc.array(membership, { maxLength: 2 }),
                  citizenOrResident: fc.boolean(),
                  categories: fc.array(fc.constantFrom('women', 'junior'), { maxLength: 2 }),
                },
                { requiredKeys: ['memberships', 'citizenOrResident'] },
              )
              .map((player) => ({ id, ...player })),
          ),
        ),
        tournaments: fc.tuple(...tournamentIds.map((id) => tournamentOf(ids, id))),
        ratingList: fc.option(fc.shuffledSubarray([...ids]), { nil: undefined }),
        $schema: fc.option(fc.constant(ID), { nil: undefined }),
      })
      .map(({ players, tournaments, ratingList, $schema }) => ({
        ...($schema === undefined ? {} : { $schema }),
        players,
        tournaments,
        ...(ratingList === undefined ? {} : { ratingList }),
      })),
  );

/** Where `validateGrandPrixSeason` and the schema disagree: nowhere since non-object items are reported at themselves. */
const GAPS: readonly KnownGap[] = [];

describe('grandprix-season.schema.json agrees with validateGrandPrixSeason', () => {
  it('valid seasons pass both; each single mutation fails both at the same pointer', () => {
    const coverage = checkAgreement({
      schema: 'grandprix-season.schema.json',
      documents: seasons,
      check: (document) => validateGrandPrixSeason(document as never).problems,
      gaps: GAPS,
      numRuns: 30,
    });
    // Every documented gap is exercised: still open as documented, or closed since (agreeing).
    const seen = [...coverage.open, ...coverage.closed].map((gap) => gap.why).sort();
    expect(seen, 'the generated documents reach every documented gap').toEqual(
      GAPS.map((gap) => gap.why).sort(),
    );
    if (coverage.closed.size > 0) {
      console.info(
        `closed gaps (remove them from GAPS): ${[...coverage.closed].map((gap) => gap.why).join('; ')}`,
      );
    }
  });

  it("dates: the schema checks the form and month; the day of the month is validateGrandPrixSeason's (2025-02-29 is no date)", () => {
    const season = {
      players: [],
      tournaments: [{ id: 'oslo', kind: 'regular', startDate: '2025-02-29', rounds: 7 }],
    };
    expect(schemaValidator('grandprix-season.schema.json').validate(season)).toEqual([]);
    expect(
      validateGrandPrixSeason(season as never).problems.map((problem) => [problem.code, problem.pointer]),
    ).toEqual([['NOT_A_DATE', '/tournaments/0/startDate']]);
  });

  it("cross-field rules are the validator's: a place inside a shared range (1, 1, 2) passes the schema only", () => {
    const season = {
      players: ['a', 'b', 'c'].map((id) => ({ id, memberships: [], citizenOrResident: true })),
      tournaments: [
        {
          id: 'oslo',
          kind: 'regular',
          startDate: '2025-01-11',
          rounds: 7,
          standings: [
            { player: 'a', place: 1 },
            { player: 'b', place: 1 },
            { player: 'c', place: 2 },
          ],
        },
      ],
    };
    expect(schemaValidator('grandprix-season.schema.json').validate(season)).toEqual([]);
    expect(
      validateGrandPrixSeason(season as never).problems.map((problem) => [problem.code, problem.pointer]),
    ).toEqual([['PLACE_INSIDE_SHARED_RANGE', '/tournaments/0/standings/2/place']]);
  });

  it('issue 23 §3: a player name, categories and rating-list entries of the wrong type fail both at the same pointer', () => {
    const base = { id: 'a', memberships: [], citizenOrResident: false };
    for (const [season, pointer] of [
      [{ players: [{ ...base, name: 5 }], tournaments: [] }, '/players/0/name'],
      [{ players: [{ ...base, categories: 'women' }], tournaments: [] }, '/players/0/categories'],
      [{ players: [{ ...base, categories: [[]] }], tournaments: [] }, '/players/0/categories/0'],
      [{ players: [base], tournaments: [], ratingList: [7] }, '/ratingList/0'],
      [
        {
          players: [],
          tournaments: [{ id: 't', name: null, kind: 'regular', startDate: '2025-01-11', rounds: 7 }],
        },
        '/tournaments/0/name',
      ],
    ] as const) {
      expect(
        schemaValidator('grandprix-season.schema.json')
          .validate(season)
          .map((error) => error.pointer),
      ).toEqual([pointer]);
      expect(validateGrandPrixSeason(season as never).problems.map((problem) => problem.pointer)).toEqual([
        pointer,
      ]);
    }
  });
});
