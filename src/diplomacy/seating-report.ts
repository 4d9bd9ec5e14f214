/**
 * What the seating of a round knows beyond the hard rules (issue 27): who met whom from the
 * history (`{ player, power, round, board }`), the players' clubs, and the explanation of
 * every repeat meeting, repeated power group, club pairing or repeated power the seating
 * accepted, with the reason.
 *
 * @internal
 * @module
 */
import type { DiplomacyAllocationRequest, DiplomacySeatingNote } from './allocation.js';
import { POWERS, type Power } from './powers.js';
import {
  BOARD_SIZE,
  HARD,
  type PlayerFacts,
  type RelativeGroups,
  type SeatingModel,
  WEIGHTS,
} from './seating.js';
import { fewestPairs, type SeatingBound } from './seating-bound.js';

/** The model of the swap search for the players who play, by their index in `ids`. @internal */
export function seatingModel(
  ids: readonly string[],
  request: DiplomacyAllocationRequest,
  facts: ReadonlyMap<string, PlayerFacts>,
  groupOf: RelativeGroups,
): SeatingModel {
  const size = ids.length;
  const index = new Map(ids.map((id, at) => [id, at]));
  const met = new Uint16Array(size * size);
  for (const members of earlierBoards(request).values()) {
    const present = members.map((id) => index.get(id)).filter((at) => at !== undefined);
    for (let i = 0; i < present.length; i++) {
      for (let j = i + 1; j < present.length; j++) {
        const [a, b] = [present[i] as number, present[j] as number];
        if (a === b) continue;
        met[a * size + b] = (met[a * size + b] as number) + 1;
        met[b * size + a] = (met[b * size + a] as number) + 1;
      }
    }
  }
  const clubs = new Map<string, number>();
  const clubOf = new Map(request.players.map((player) => [player.id, player.club]));
  const club = Int32Array.from(ids, (id) => {
    const name = clubOf.get(id);
    if (name === undefined) return -1;
    if (!clubs.has(name)) clubs.set(name, clubs.size);
    return clubs.get(name) as number;
  });
  return {
    size,
    costs: ids.map((id) => (facts.get(id) as PlayerFacts).costs),
    met,
    club,
    relatives: ids.map((id) => groupOf.get(id) ?? []),
  };
}

/** The players of each earlier board, keyed by round and board (a player once per board). */
function earlierBoards(request: DiplomacyAllocationRequest): Map<string, string[]> {
  const boards = new Map<string, string[]>();
  for (const entry of request.history ?? []) {
    const key = `${entry.round}|${entry.board}`;
    const members = boards.get(key) ?? [];
    if (!members.includes(entry.player)) members.push(entry.player);
    boards.set(key, members);
  }
  return boards;
}

/** Each player's earlier powers in round order (the power history a seat reports). @internal */
export function powerHistories(request: DiplomacyAllocationRequest): Map<string, Power[]> {
  const entries = [...(request.history ?? [])].sort((a, b) => a.round - b.round);
  const histories = new Map<string, Power[]>();
  for (const entry of entries)
    histories.set(entry.player, [...(histories.get(entry.player) ?? []), entry.power]);
  return histories;
}

/** What {@link explainSeating} reads: the seating, the model and how the boards were made. @internal */
export interface SeatingFacts {
  readonly boards: readonly (readonly string[])[];
  readonly ids: readonly string[];
  readonly model: SeatingModel;
  readonly clubNames: ReadonlyMap<string, string>;
  /** Final: the boards follow the qualification order, and the top board has no powers. */
  readonly final: boolean;
  /** Each seat's power, by player id (absent on the final top board). */
  readonly powers: ReadonlyMap<string, Power>;
  /** The lower bound of the qualifying seating (absent in the final). */
  readonly bound?: SeatingBound;
}

/**
 * Every repeat meeting, club pairing and repeated power group of a seating, with the
 * reason: `'forced'` when a count proves it (the players a player has not met, a club
 * larger than the boards, no new group left to the player), `'finalOrder'` in the final,
 * `'search'` when the search found nothing better but nothing proves it unavoidable. @internal
 */
export function explainSeating(facts: SeatingFacts): DiplomacySeatingNote[] {
  const notes: DiplomacySeatingNote[] = [];
  const index = new Map(facts.ids.map((id, at) => [id, at]));
  const fresh = (id: string) => freshOpponents(index.get(id) as number, facts.model);
  const groupTotal = [...facts.powers].reduce((sum, [id, power]) => {
    const cost = (facts.model.costs[index.get(id) as number] as readonly number[])[
      POWERS.indexOf(power)
    ] as number;
    return cost < HARD ? sum + cost : sum;
  }, 0);
  const atBound = facts.bound !== undefined && groupTotal * WEIGHTS.group <= facts.bound.groups;
  for (const [at, members] of facts.boards.entries()) {
    const board = at + 1;
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const [a, b] = [members[i] as string, members[j] as string];
        const times = facts.model.met[
          (index.get(a) as number) * facts.model.size + (index.get(b) as number)
        ] as number;
        if (times === 0) continue;
        notes.push(meetingNote(facts, board, a, b, times, Math.min(fresh(a), fresh(b))));
      }
    }
    for (const id of members) {
      const note = groupNote(facts, board, id, atBound);
      if (note) notes.push(note);
    }
  }
  notes.push(...clubNotes(facts));
  return notes;
}

/** The players `player` could meet for the first time: playing, not met, not a relative. */
function freshOpponents(player: number, model: SeatingModel): number {
  const groups = model.relatives[player] as readonly number[];
  let count = 0;
  for (let other = 0; other < model.size; other++) {
    if (other === player || (model.met[player * model.size + other] as number) > 0) continue;
    if ((model.relatives[other] as readonly number[]).some((group) => groups.includes(group))) continue;
    count++;
  }
  return count;
}

function meetingNote(
  facts: SeatingFacts,
  board: number,
  a: string,
  b: string,
  timesMet: number,
  fewestFresh: number,
): DiplomacySeatingNote {
  const before = `${a} and ${b} met ${timesMet === 1 ? 'once' : `${timesMet} times`} before`;
  const base = { kind: 'repeatMeeting', board, players: [a, b], timesMet } as const;
  if (facts.final)
    return {
      ...base,
      reason: 'finalOrder',
      message: `${before}; the final boards follow the qualification order`,
    };
  if (fewestFresh < BOARD_SIZE - 1) {
    const message = `${before}: one of them has only ${fewestFresh} players left to meet for the first time, and a board needs ${BOARD_SIZE - 1} opponents`;
    return { ...base, reason: 'forced', message };
  }
  return {
    ...base,
    reason: 'search',
    message: `${before}: the seating search found no seating with fewer repeat meetings within the hard rules`,
  };
}

function groupNote(
  facts: SeatingFacts,
  board: number,
  id: string,
  atBound: boolean,
): DiplomacySeatingNote | undefined {
  const power = facts.powers.get(id);
  if (power === undefined) return undefined;
  const costs = facts.model.costs[facts.ids.indexOf(id)] as readonly number[];
  const cost = costs[POWERS.indexOf(power)] as number;
  if (cost === 0 || cost >= HARD) return undefined;
  const before = `${id} plays ${power}, of a power group played ${cost === 1 ? 'once' : `${cost} times`} before`;
  const base = { kind: 'powerGroup', board, players: [id], power } as const;
  if (costs.every((each) => each > 0)) {
    return {
      ...base,
      reason: 'forced',
      message: `${before}: every power ${id} has not played is in a group ${id} played`,
    };
  }
  if (facts.final)
    return {
      ...base,
      reason: 'finalOrder',
      message: `${before}; the final boards follow the qualification order`,
    };
  if (atBound) {
    const message = `${before}: the boards hold too few seats of the groups the players have not played, so no seating has fewer repeated groups than this one (${facts.bound?.groups})`;
    return { ...base, reason: 'forced', message };
  }
  return {
    ...base,
    reason: 'search',
    message: `${before}: the seven players of board ${board} cannot all get a new group, and the search found no better seating`,
  };
}

function clubNotes(facts: SeatingFacts): DiplomacySeatingNote[] {
  const byClub = new Map<string, { members: string[]; pairs: [number, string, string][] }>();
  for (const [at, members] of facts.boards.entries()) {
    for (const id of members) {
      const club = facts.clubNames.get(id);
      if (club === undefined) continue;
      const entry = byClub.get(club) ?? { members: [], pairs: [] };
      for (const other of members) {
        if (other < id && facts.clubNames.get(other) === club) entry.pairs.push([at + 1, other, id]);
      }
      entry.members.push(id);
      byClub.set(club, entry);
    }
  }
  const notes: DiplomacySeatingNote[] = [];
  const boardCount = facts.boards.length;
  for (const [club, { members, pairs }] of byClub) {
    const fewest = fewestPairs(members.length, boardCount);
    for (const [board, a, b] of pairs) {
      const base = { kind: 'clubPairing', board, players: [a, b], club } as const;
      const both = `${a} and ${b} of ${club} share board ${board}`;
      if (facts.final)
        notes.push({
          ...base,
          reason: 'finalOrder',
          message: `${both}; the final boards follow the qualification order`,
        });
      else if (pairs.length === fewest)
        notes.push({
          ...base,
          reason: 'forced',
          message: `${both}: ${members.length} players of ${club} on ${boardCount} boards: no seating has fewer than ${fewest} pairs of them together`,
        });
      else
        notes.push({
          ...base,
          reason: 'search',
          message: `${both}: the seating search found no seating with fewer club pairs without more repeat meetings or a broken hard rule`,
        });
    }
  }
  return notes;
}
