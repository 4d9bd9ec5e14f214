/**
 * Board seating and power allocation (seed 003 §1c–e, spec diplomacy.md §4).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import {
  allocateDiplomacyRound,
  type DiplomacyAllocation,
  type DiplomacyAllocationOptions,
  type DiplomacyAllocationPlayer,
  type DiplomacyAllocationRequest,
  type DiplomacyPowerPlayed,
  NDF_2007,
  POWER_GROUPS,
  POWERS,
  type Power,
  validateDiplomacyAllocationRequest,
} from '../../src/diplomacy/index.js';

/**
 * `allocateDiplomacyRound` with NDF 2007 rules, the round's players, history, relatives and
 * qualification order taken apart from the call's options (the tests read better so).
 */
function allocate(
  players: DiplomacyAllocationRequest['players'],
  history: NonNullable<DiplomacyAllocationRequest['history']>,
  {
    relatives,
    qualificationOrder,
    ...options
  }: DiplomacyAllocationOptions & Pick<DiplomacyAllocationRequest, 'relatives' | 'qualificationOrder'>,
) {
  const request = {
    players,
    history,
    ...(relatives === undefined ? {} : { relatives }),
    ...(qualificationOrder === undefined ? {} : { qualificationOrder }),
  };
  return allocateDiplomacyRound(request, NDF_2007, options);
}

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof MindsportError) return error.code;
    throw error;
  }
  return undefined;
}

const players = (count: number, extra: (index: number) => Partial<DiplomacyAllocationPlayer> = () => ({})) =>
  Array.from(
    { length: count },
    (_, index): DiplomacyAllocationPlayer => ({ id: `p${index + 1}`, ...extra(index) }),
  );

function seated(result: DiplomacyAllocation): string[] {
  return result.boards.flatMap((board) => board.seats.map((seat) => seat.playerId));
}

/** Checks the invariants every allocation must meet; returns the history it adds. */
function checkAllocation(
  result: DiplomacyAllocation,
  present: readonly DiplomacyAllocationPlayer[],
  history: readonly DiplomacyPowerPlayed[],
  relatives: readonly (readonly string[])[],
  round: number,
): DiplomacyPowerPlayed[] {
  const all = [...seated(result), ...result.sittingOut.map((entry) => entry.playerId)];
  expect([...all].sort()).toEqual(present.map((player) => player.id).sort());
  expect(result.sittingOut).toHaveLength(present.length % 7);
  const added: DiplomacyPowerPlayed[] = [];
  for (const board of result.boards) {
    expect(board.seats).toHaveLength(7);
    const powers = board.seats.map((seat) => seat.power);
    expect(new Set(powers).size).toBe(7);
    for (const group of relatives) {
      const together = board.seats.filter((seat) => group.includes(seat.playerId));
      expect(together.length, `relatives ${group.join(',')} on board ${board.board}`).toBeLessThanOrEqual(1);
    }
    for (const seat of board.seats) {
      const played = history.some((entry) => entry.player === seat.playerId && entry.power === seat.power);
      expect(played, `${seat.playerId} plays ${seat.power} again`).toBe(false);
      added.push({ player: seat.playerId, power: seat.power as Power, round, board: board.board });
    }
  }
  expect(result.violations).toEqual([]);
  return added;
}

describe('sit-out priority (seed 003 §1e)', () => {
  it('volunteers sit out first', () => {
    const field = players(15, (index) => ({
      volunteer: index === 4,
      travel: index === 4 ? 'abroad' : 'local',
    }));
    const result = allocate(field, [], { seed: 1 });
    expect(result.sittingOut).toEqual([{ playerId: 'p5', name: 'p5', reason: 'volunteer' }]);
  });

  it('1. travellers from abroad and 2. from other regions play before locals', () => {
    // 16 players: two must sit out. Locals p1, p2 sit out; the others travelled.
    const field = players(16, (index) => ({
      travel: index < 2 ? 'local' : index < 9 ? 'otherRegion' : 'abroad',
      paidAt: index,
    }));
    const result = allocate(field, [], { seed: 1 });
    expect(result.sittingOut.map((entry) => entry.playerId).sort()).toEqual(['p1', 'p2']);
    expect(result.sittingOut.every((entry) => entry.reason === 'travel')).toBe(true);
    // 15 players, one sits out: the last local player must, never one from abroad.
    const mixed = players(15, (index) => ({
      travel: index === 0 ? 'otherRegion' : index < 8 ? 'abroad' : 'otherRegion',
    }));
    const sitter = allocate(mixed, [], { seed: 9 }).sittingOut[0];
    expect(['p1', 'p9', 'p10', 'p11', 'p12', 'p13', 'p14', 'p15']).toContain(sitter?.playerId);
    expect(sitter?.reason).toBe('lot');
  });

  it('3. then by the time the Arcon fee was paid (latest payer sits out; unpaid after all payers)', () => {
    const field = players(15, (index) => ({
      paidAt: `2007-11-${String(index + 1).padStart(2, '0')}T12:00:00Z`,
    }));
    expect(allocate(field, [], { seed: 1 }).sittingOut).toEqual([
      { playerId: 'p15', name: 'p15', reason: 'paidAt' },
    ]);
    const unpaid = players(15, (index) => (index === 3 ? {} : { paidAt: 1_000 + index }));
    expect(allocate(unpaid, [], { seed: 1 }).sittingOut).toEqual([
      { playerId: 'p4', name: 'p4', reason: 'paidAt' },
    ]);
  });

  it('4. then by arrival time at the round, and a seeded lot for a complete tie', () => {
    const field = players(15, (index) => ({ paidAt: 5, arrivedAt: index === 7 ? 99 : 10 + index }));
    expect(allocate(field, [], { seed: 1 }).sittingOut).toEqual([
      { playerId: 'p8', name: 'p8', reason: 'arrivedAt' },
    ]);
    const tied = players(15);
    const first = allocate(tied, [], { seed: 'lot' }).sittingOut;
    expect(first[0]?.reason).toBe('lot');
    expect(allocate([...tied].reverse(), [], { seed: 'lot' }).sittingOut).toEqual(first);
  });
});

describe('seating and powers in qualifying rounds (seed 003 §1c–d)', () => {
  it('power groups are those of the seed', () => {
    expect(POWER_GROUPS.flat().sort()).toEqual([...POWERS].sort());
    expect(POWER_GROUPS.map((group) => group.length)).toEqual([2, 2, 2, 1]);
  });

  it('three rounds of 21 players: no repeated power, relatives apart, groups spread', () => {
    const field = players(21);
    const relatives = [
      ['p1', 'p2', 'p3'],
      ['p4', 'p5'],
    ];
    let history: DiplomacyPowerPlayed[] = [];
    for (let round = 1; round <= 3; round++) {
      const result = allocate(field, history, { seed: `spread ${round}`, relatives });
      history = [...history, ...checkAllocation(result, field, history, relatives, round)];
      // With three rounds there is always room to give everybody a new group.
      expect(result.groupRepeats).toBe(0);
    }
    for (const player of field) {
      const groups = history
        .filter((entry) => entry.player === player.id)
        .map((entry) => POWER_GROUPS.findIndex((group) => group.includes(entry.power)));
      expect(new Set(groups).size).toBe(3);
    }
  });

  it('is deterministic given its seed and independent of the input order', () => {
    const field = players(22, (index) => ({ paidAt: index % 3 }));
    const a = allocate(field, [], { seed: 42, relatives: [['p1', 'p2']] });
    const b = allocate([...field].reverse(), [], { seed: 42, relatives: [['p1', 'p2']] });
    expect(b).toEqual(a);
    const c = allocate(field, [], { seed: 43, relatives: [['p1', 'p2']] });
    expect(seated(c)).not.toEqual(seated(a));
  });

  it('says clearly when no allocation exists, and relaxes on request', () => {
    // Three relatives cannot be kept apart on two boards.
    const field = players(14);
    const relatives = [['p1', 'p2', 'p3']];
    expect(codeOf(() => allocate(field, [], { seed: 1, relatives }))).toBe('NO_VALID_ALLOCATION');
    const relaxed = allocate(field, [], { seed: 1, relatives, onInfeasible: 'relax' });
    expect(relaxed.violations).toHaveLength(1);
    expect(relaxed.violations[0]?.code).toBe('RELATIVES_TOGETHER');
    // Two players who both played every power but Germany cannot share the one board.
    const seven = players(8);
    const history = ['p1', 'p2'].flatMap((player) =>
      POWERS.filter((power) => power !== 'germany').map((power, index) => ({
        player,
        power,
        round: index + 1,
        board: 1,
      })),
    );
    expect(codeOf(() => allocate(seven.slice(0, 7), history, { seed: 1 }))).toBe('NO_VALID_ALLOCATION');
    const relaxedPowers = allocate(seven.slice(0, 7), history, { seed: 1, onInfeasible: 'relax' });
    expect(relaxedPowers.violations.map((violation) => violation.code)).toEqual(['REPEATED_POWER']);
  });

  it('rejects bad input with coded errors', () => {
    expect(codeOf(() => allocate(players(6), [], { seed: 1 }))).toBe('NOT_ENOUGH_PLAYERS');
    expect(codeOf(() => allocate([...players(7), { id: 'p1' }], [], { seed: 1 }))).toBe('DUPLICATE_ID');
    expect(codeOf(() => allocate([...players(7), { id: '' }], [], { seed: 1 }))).toBe('EMPTY_STRING');
    expect(
      codeOf(() =>
        allocate(players(7), [{ player: 'p1', power: 'prussia' as Power, round: 1, board: 1 }], { seed: 1 }),
      ),
    ).toBe('NOT_ONE_OF');
    expect(
      codeOf(() =>
        allocate(
          players(8, () => ({ paidAt: 'yesterday' })),
          [],
          { seed: 1 },
        ),
      ),
    ).toBe('NOT_A_DATE');
    expect(
      codeOf(() =>
        allocate(
          players(8, () => ({ travel: 'moon' as 'local' })),
          [],
          { seed: 1 },
        ),
      ),
    ).toBe('NOT_ONE_OF');
    expect(codeOf(() => allocate(players(7), [], { seed: Number.NaN }))).toBe('BAD_OPTION');
  });

  it('an id repeated in the qualification order names its first entry, however often repeated', () => {
    const request = { players: players(7), history: [], qualificationOrder: ['p1', 'p1', 'p1'] };
    expect(validateDiplomacyAllocationRequest(request).problems.map((problem) => problem.message)).toEqual([
      'qualificationOrder[1]: "p1" is listed at [0] too',
      'qualificationOrder[2]: "p1" is listed at [0] too',
    ]);
  });
});

describe('final round (seed 003 §3a–b)', () => {
  it('fills boards in qualification order; players without qualifying rounds go to the lowest board', () => {
    const field = players(22);
    const order = field
      .map((player) => player.id)
      .filter((id) => id !== 'p3' && id !== 'p20')
      .reverse();
    const result = allocate(field, [], { seed: 5, stage: 'final', qualificationOrder: order });
    expect(result.boards).toHaveLength(3);
    const top = result.boards[0]!;
    expect(top.top).toBe(true);
    expect(top.seats.map((seat) => seat.playerId)).toEqual(order.slice(0, 7));
    expect(top.seats.every((seat) => seat.power === null)).toBe(true);
    expect(result.boards[1]!.seats.map((seat) => seat.playerId).sort()).toEqual(
      [...order.slice(7, 14)].sort(),
    );
    // One player sits out; the non-qualifiers p3 and p20 are on the lowest board unless sitting out.
    const lowest = result.boards[2]!.seats.map((seat) => seat.playerId);
    for (const id of ['p3', 'p20']) {
      expect(lowest.includes(id) || result.sittingOut.some((entry) => entry.playerId === id)).toBe(true);
    }
    expect(result.boards[2]!.seats.every((seat) => seat.power !== null)).toBe(true);
    // Nobody volunteered or travelled: the lowest in the order — a non-qualifier — sits out.
    expect(result.sittingOut).toHaveLength(1);
    expect(['p3', 'p20']).toContain(result.sittingOut[0]?.playerId);
    expect(result.sittingOut[0]?.reason).toBe('qualification');
  });

  it('the top board is exempt from the no-repeat rule and its qualifiers never sit out', () => {
    const field = players(8, (index) => ({ volunteer: index === 0 }));
    const history = POWERS.map((power, index) => ({ player: 'p1', power, round: index + 1, board: 1 }));
    const result = allocate(field, history, {
      seed: 1,
      stage: 'final',
      qualificationOrder: field.map((player) => player.id),
    });
    expect(result.boards[0]!.seats.map((seat) => seat.playerId)).toContain('p1');
    expect(result.sittingOut).toEqual([{ playerId: 'p8', name: 'p8', reason: 'topBoard' }]);
  });
});

/** Independent check: can these players get distinct powers none has played? (augmenting paths) */
function hasDistinctPowers(
  members: readonly string[],
  played: ReadonlyMap<string, ReadonlySet<Power>>,
): boolean {
  const owner = new Map<Power, string>();
  const tryAssign = (player: string, visited: Set<Power>): boolean => {
    for (const power of POWERS) {
      if (played.get(player)?.has(power) || visited.has(power)) continue;
      visited.add(power);
      const current = owner.get(power);
      if (current === undefined || tryAssign(current, visited)) {
        owner.set(power, player);
        return true;
      }
    }
    return false;
  };
  return members.every((player) => tryAssign(player, new Set()));
}

/** Exhaustive search over every split of 14 players into two boards. */
function existsValidSplit(
  ids: readonly string[],
  played: ReadonlyMap<string, ReadonlySet<Power>>,
  relatives: readonly (readonly string[])[],
): boolean {
  const [first, ...rest] = ids;
  const apart = (board: readonly string[]) =>
    relatives.every((group) => board.filter((id) => group.includes(id)).length <= 1);
  const choose = (start: number, picked: string[]): boolean => {
    if (picked.length === 7) {
      const other = ids.filter((id) => !picked.includes(id));
      return (
        apart(picked) && apart(other) && hasDistinctPowers(picked, played) && hasDistinctPowers(other, played)
      );
    }
    for (let index = start; index < rest.length; index++) {
      if (choose(index + 1, [...picked, rest[index] as string])) return true;
    }
    return false;
  };
  return choose(0, [first as string]);
}

describe('allocation properties', () => {
  test.prop(
    [
      fc.integer({ min: 14, max: 140 }),
      fc.integer(),
      fc.array(fc.array(fc.integer({ min: 1, max: 140 }), { minLength: 2, maxLength: 3 }), { maxLength: 6 }),
    ],
    { numRuns: 12 },
  )(
    'random events of 14–140 players over three rounds: seated once, distinct powers, relatives apart, no repeats',
    (count, seed, groups) => {
      const field = players(count);
      const boards = Math.floor(count / 7);
      const relatives = groups
        .map((group) =>
          [...new Set(group.filter((id) => id <= count).map((id) => `p${id}`))].slice(0, boards),
        )
        .filter((group) => group.length > 1);
      // A player belongs to at most one family here, so a valid seating exists.
      const seen = new Set<string>();
      const families = relatives.filter((group) => {
        if (group.some((id) => seen.has(id))) return false;
        for (const id of group) seen.add(id);
        return true;
      });
      let history: DiplomacyPowerPlayed[] = [];
      for (let round = 1; round <= 3; round++) {
        const result = allocate(field, history, { seed: seed + round, relatives: families });
        history = [...history, ...checkAllocation(result, field, history, families, round)];
      }
    },
  );

  test.prop(
    [
      fc.array(fc.array(fc.constantFrom(...POWERS), { maxLength: 6 }), { minLength: 14, maxLength: 14 }),
      fc.array(fc.tuple(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 13 })), { maxLength: 3 }),
      fc.integer(),
    ],
    { numRuns: 40 },
  )(
    '14 players with heavy histories: a repeated power or relatives together only when exhaustive search finds no way out',
    (histories, pairs, seed) => {
      const field = players(14);
      const history = histories.flatMap((powers, index) =>
        powers.map((power, round) => ({ player: `p${index + 1}`, power, round: round + 1, board: 1 })),
      );
      const relatives = pairs.filter(([a, b]) => a !== b).map(([a, b]) => [`p${a + 1}`, `p${b + 1}`]);
      const played = new Map<string, Set<Power>>();
      for (const entry of history)
        played.set(entry.player, new Set([...(played.get(entry.player) ?? []), entry.power]));
      const possible = existsValidSplit(
        field.map((player) => player.id),
        played,
        relatives,
      );
      const code = codeOf(() => allocate(field, history, { seed, relatives }));
      if (possible) {
        expect(code).toBeUndefined();
        checkAllocation(allocate(field, history, { seed, relatives }), field, history, relatives, 9);
      } else {
        expect(code).toBe('NO_VALID_ALLOCATION');
      }
    },
  );
});
