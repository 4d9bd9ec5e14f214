/**
 * The groups of the winter competition (seed 002 Art. VI.1): A, B, C from the rating list,
 * J for youth players, given at the start of the season.
 *
 * @module
 */
import {
  checkBoolean,
  checkFields,
  checkList,
  checkNumber,
  checkRecord,
  checkString,
  collectProblems,
  deepFreeze,
  problemAt,
  type Report,
  unwrapValidation,
} from '../core/internal.js';
import type { LadderGroup } from './rules.js';

/**
 * A member as the board sees them at the start of the season.
 *
 * @category Rules
 */
export interface LadderRatedMember {
  /** The member's id. */
  readonly id: string;
  /** Rating from the national list around the start of the competition (Art. VI.1). */
  readonly rating: number;
  /** Youth player: group J whatever the rating (Art. VI.1). */
  readonly youth?: boolean;
  /** The caller's own data; ignored. */
  readonly extra?: unknown;
}

/**
 * Rating limits of the groups: the board's choice, not in the regulations.
 *
 * @category Rules
 */
export interface LadderGroupLimits {
  /** Lowest rating of group A (Art. VI.1: "the highest ratings"). */
  readonly groupA: number;
  /** Lowest rating of group B; below it group C. */
  readonly groupB: number;
}

/**
 * A member's group (Art. VI.2).
 *
 * @category Rules
 */
export interface LadderGroupAssignment {
  /** Member id. */
  readonly playerId: string;
  /** The group. */
  readonly group: LadderGroup;
}

/**
 * The groups given to the members.
 *
 * @category Rules
 */
export interface LadderGroups {
  /** `{ playerId, group }` per member, in input order. */
  readonly groups: readonly LadderGroupAssignment[];
}

/**
 * Gives every member a group code from the rating list, to write into the season's
 * players (`group`): A for the highest ratings, then B and C, and J for youth players.
 *
 * Rules: seed 002 Art. VI.1 (the limits are the board's choice, so they are a parameter).
 *
 * @category Rules
 * @param members - the members with their ratings
 * @param limits - the lowest rating of group A and of group B
 * @returns `{ groups }`: `{ playerId, group }` per member, in input order
 * @throws `MindsportError` the first shape problem of the members or the limits (`NOT_A_NUMBER` for a bad rating, …), with all attached; `BAD_GROUP_LIMITS` when A's limit is below B's
 * @example
 * ```ts
 * import { assignLadderGroups } from 'mindsport/ladder';
 * const { groups } = assignLadderGroups(
 *   [{ id: 'ann', rating: 2010 }, { id: 'bob', rating: 1750 }, { id: 'cas', rating: 1500 }, { id: 'dik', rating: 1600, youth: true }],
 *   { groupA: 1900, groupB: 1700 },
 * );
 * console.log(groups.map((row) => row.group).join('')); // ABCJ
 * ```
 */
export function assignLadderGroups(
  members: readonly LadderRatedMember[],
  limits: LadderGroupLimits,
): LadderGroups {
  unwrapValidation(
    collectProblems((report) => {
      checkLimits(limits, report);
      checkMembers(members, report);
    }),
  );
  const groups = members.map((member): LadderGroupAssignment => {
    const group: LadderGroup =
      member.youth === true
        ? 'J'
        : member.rating >= limits.groupA
          ? 'A'
          : member.rating >= limits.groupB
            ? 'B'
            : 'C';
    return { playerId: member.id, group };
  });
  return deepFreeze({ groups });
}

function checkLimits(limits: unknown, report: Report): void {
  if (!checkRecord(limits, ['limits'], report)) return;
  checkFields(limits, ['groupA', 'groupB'], ['limits'], report, ['groupA', 'groupB']);
  const a = limits.groupA !== undefined && checkNumber(limits.groupA, ['limits', 'groupA'], report);
  const b = limits.groupB !== undefined && checkNumber(limits.groupB, ['limits', 'groupB'], report);
  if (a && b && (limits.groupA as number) < (limits.groupB as number)) {
    const text = `group A starts at ${limits.groupA}, below group B at ${limits.groupB}`;
    report(problemAt('BAD_GROUP_LIMITS', ['limits'], limits, text));
  }
}

function checkMembers(members: unknown, report: Report): void {
  if (!checkList(members, ['members'], report)) return;
  for (const [index, member] of members.entries()) {
    const path = ['members', index];
    if (!checkRecord(member, path, report)) continue;
    checkFields(member, ['id', 'rating', 'youth'], path, report, ['id', 'rating']);
    if (member.id !== undefined) checkString(member.id, [...path, 'id'], report);
    if (member.rating !== undefined) checkNumber(member.rating, [...path, 'rating'], report);
    if (member.youth !== undefined) checkBoolean(member.youth, [...path, 'youth'], report);
  }
}
