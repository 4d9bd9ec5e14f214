/**
 * Two defects found while testing the mutation survivors of `src/grandprix/scan.ts`
 * (docs/mutation/grandprix-scan.md), fixed on 2026-11-30 (commit c4dad99); these tests keep
 * them fixed: holes in a membership list made `seasonTotals` throw a `TypeError`, and the
 * fast scan accepted lists where `validateSeason` wants objects.
 */
import { describe, expect, it } from 'vitest';
import { type GrandPrixSeason, seasonTotals, validateSeason } from '../../src/grandprix/index.js';
import { scanSeason } from '../../src/grandprix/scan.js';

describe('season scan defects', () => {
  it('a sparse membership list, accepted by validateSeason and the scan, gives totals (seed 000 §30)', () => {
    // validateSeason and the scan skip holes of lists (forEach), so this season is valid;
    // computeTotals (total.ts:364–365) then reads `period.from` of the hole: TypeError.
    const memberships = new Array<{ from: string }>(2);
    memberships[1] = { from: '2020-01-01' };
    const season: GrandPrixSeason = {
      players: [{ id: 'a', citizenOrResident: true, memberships }],
      tournaments: [
        {
          id: 'oslo',
          kind: 'regular',
          startDate: '2025-01-11',
          rounds: 7,
          standings: [{ player: 'a', place: 1 }],
        },
      ],
    };
    expect(validateSeason(season).ok).toBe(true);
    expect(scanSeason(season)).toBeDefined();
    // A member since 2020-01-01, sole player, place 1 of a regular event: 12 points (§31).
    expect(seasonTotals(season).totals[0]?.total.toString()).toBe('12');
  });

  it('an array with player fields is rejected by validateSeason, so the scan must reject it too', () => {
    // validateSeason: isRecord excludes arrays (BAD_PLAYER); the scan only checks typeof 'object'.
    const player = Object.assign([], { id: 'a', citizenOrResident: true, memberships: [] });
    const season = { players: [player], tournaments: [] } as unknown as GrandPrixSeason;
    expect(validateSeason(season).ok).toBe(false);
    expect(scanSeason(season)).toBeUndefined();
    expect(() => seasonTotals(season)).toThrow(/not a player object/);
  });
});
