import { checkList, checkRecord, checkString, THROW } from '../core/check.js';
import { MindsportError } from '../core/errors.js';
import { requireFiniteNumber, show } from '../core/guards.js';
import type { Group } from './config.js';

/** A member as the board sees them at the start of the season. */
export interface RatedMember {
  /** The member's id. */
  readonly id: string;
  /** Rating from the national list around the start of the competition (Art. VI.1). */
  readonly rating: number;
  /** Youth player: group J whatever the rating (Art. VI.1). */
  readonly youth?: boolean;
}

/** Rating limits of the groups: the board's choice, not in the regulations. */
export interface GroupLimits {
  /** Lowest rating of group A (Art. VI.1: "the highest ratings"). */
  readonly groupA: number;
  /** Lowest rating of group B; below it group C. */
  readonly groupB: number;
}

/** A member's group (Art. VI.2). */
export interface GroupAssignment {
  /** Member id. */
  readonly id: string;
  /** The group. */
  readonly group: Group;
}

/**
 * Gives every member a group code from the rating list: A for the highest ratings, then
 * B and C, and J for youth players.
 *
 * Rules: seed 002 Art. VI.1 (the limits are the board's choice, so they are a parameter).
 *
 * @param members - the members with their ratings
 * @param limits - the lowest rating of group A and of group B
 * @returns `{ id, group }` per member, in input order
 * @throws {@link MindsportError} `NOT_A_NUMBER` for a bad rating, `BAD_GROUP_LIMITS` when A's limit is below B's
 * @example
 * ```ts
 * import { assignGroups } from 'mindsport/ladder';
 * const groups = assignGroups(
 *   [{ id: 'ann', rating: 2010 }, { id: 'bob', rating: 1750 }, { id: 'cas', rating: 1500 }, { id: 'dik', rating: 1600, youth: true }],
 *   { groupA: 1900, groupB: 1700 },
 * );
 * console.log(groups.map((row) => row.group).join('')); // ABCJ
 * ```
 */
export function assignGroups(members: readonly RatedMember[], limits: GroupLimits): GroupAssignment[] {
  // null where a list or an object belongs is a MindsportError, not a TypeError (issue 23 §3).
  checkList(members, ['members'], THROW);
  checkRecord(limits, ['limits'], THROW);
  requireFiniteNumber(limits.groupA, ['limits', 'groupA']);
  requireFiniteNumber(limits.groupB, ['limits', 'groupB']);
  if (limits.groupA < limits.groupB) {
    throw new MindsportError(
      'BAD_GROUP_LIMITS',
      `group A starts at ${limits.groupA}, below group B at ${limits.groupB}`,
      {
        path: ['limits'],
        value: limits,
      },
    );
  }
  return members.map((member, index) => {
    checkRecord(member, ['members', index], THROW);
    checkString(member.id, ['members', index, 'id'], THROW);
    const rating = requireFiniteNumber(member.rating, ['members', index, 'rating']);
    if (member.youth !== undefined && typeof member.youth !== 'boolean') {
      throw new MindsportError('NOT_A_BOOLEAN', `member ${show(member.id)}: youth ${show(member.youth)}`, {
        path: ['members', index, 'youth'],
        value: member.youth,
      });
    }
    const group: Group =
      member.youth === true ? 'J' : rating >= limits.groupA ? 'A' : rating >= limits.groupB ? 'B' : 'C';
    return { id: member.id, group };
  });
}
