import {
  checkList,
  checkOneOf,
  checkRecord,
  type ErrorPath,
  fail,
  problemAt,
  THROW,
} from '../../core/internal.js';
import { DRAUGHTS_COLOURS, type DraughtsColour } from '../board/position.js';
import type { DraughtsGameResult } from './result.js';

/**
 * The three proposals of seed 004 "Algemeen", named from the proposer's side (spec §6
 * Decision 10): `draw` (*remise*), `plusDraw` (*plusremise*: the proposer gets the plus
 * point), `minusDraw` (*minremise*: the proposer takes the minus point).
 *
 * @category Engine
 * @example
 * ```ts
 * import { PROPOSALS } from 'mindsport/draughts';
 * console.log(PROPOSALS.join(' ')); // draw plusDraw minusDraw
 * ```
 */
export const PROPOSALS = Object.freeze(['draw', 'plusDraw', 'minusDraw'] as const);

/**
 * One of {@link PROPOSALS}.
 *
 * @category Engine
 */
export type Proposal = (typeof PROPOSALS)[number];

/**
 * One event of the proposal protocol (seed 004 "Algemeen"): a side proposes; the
 * opponent accepts or rejects it orally; or a side makes a move (a move by the opponent
 * rejects a pending proposal, a move by the proposer lets it lapse).
 * @category Engine
 */
export type ProposalEvent =
  | {
      /** A side proposes. */
      readonly type: 'propose';
      /** The proposer. */
      readonly side: 'white' | 'black';
      /** What is proposed, named from the proposer's side. */
      readonly proposal: Proposal;
    }
  | {
      /** The opponent accepts the pending proposal. */
      readonly type: 'accept';
    }
  | {
      /** The opponent rejects the pending proposal orally. */
      readonly type: 'reject';
    }
  | {
      /** A move is made. */
      readonly type: 'move';
      /** The side that moves. */
      readonly side: 'white' | 'black';
    };

/**
 * Where the proposal protocol stands after a list of events.
 *
 * @category Engine
 */
export interface ProposalState {
  /** The proposal in force, if any. */
  readonly pending: {
    /** The proposer. */
    readonly side: 'white' | 'black';
    /** The proposal, named from the proposer's side. */
    readonly proposal: Proposal;
  } | null;
  /** Proposals each side may not repeat (rejected, and not made by the opponent since). */
  readonly blocked: {
    /** Proposals White may not repeat. */
    readonly white: readonly Proposal[];
    /** Proposals Black may not repeat. */
    readonly black: readonly Proposal[];
  };
  /** The accepted proposal and the result it gives (before the 40-move rule: pass it to `agreedResult`), else null. */
  readonly agreed: {
    /** The proposer. */
    readonly side: 'white' | 'black';
    /** The accepted proposal, named from the proposer's side. */
    readonly proposal: Proposal;
    /** The result it gives. */
    readonly result: DraughtsGameResult;
  } | null;
}

/**
 * The result an accepted proposal gives (seed 004 "Algemeen"; spec §6 Decision 10): a
 * remise `1-1`; a plus-remise for the proposer; a min-remise for the proposer (the plus
 * point to the opponent).
 *
 * @category Engine
 * @param side - the proposer
 * @param proposal - the proposal, named from the proposer's side
 * @returns the result in compact notation (pass it to `agreedResult` for the 40-move rule)
 * @throws `MindsportError` `NOT_ONE_OF` for a side other than white or black, or another proposal
 * @example
 * ```ts
 * import { proposalResult } from 'mindsport/draughts';
 * console.log(proposalResult('black', 'plusDraw'), proposalResult('white', 'minusDraw')); // 1--1+ 1--1+
 * ```
 */
export function proposalResult(side: 'white' | 'black', proposal: Proposal): DraughtsGameResult {
  checkOneOf(side, DRAUGHTS_COLOURS, ['side'], THROW);
  checkOneOf(proposal, PROPOSALS, ['proposal'], THROW);
  if (proposal === 'draw') return '1-1';
  const whiteGetsPlus = (side === 'white') === (proposal === 'plusDraw');
  return whiteGetsPlus ? '1+-1-' : '1--1+';
}

const other = (side: 'white' | 'black'): 'white' | 'black' => (side === 'white' ? 'black' : 'white');

/** The protocol as it stands after some events. */
class ProposalProtocol {
  readonly blocked = { white: new Set<Proposal>(), black: new Set<Proposal>() };
  pending: ProposalState['pending'] = null;
  agreed: ProposalState['agreed'] = null;

  /** One event, checked: its shape, then whether the protocol allows it now. */
  apply(event: unknown, index: number): void {
    const path = ['events', index];
    checkRecord(event, path, THROW);
    if (this.agreed !== null) refuse('ALREADY_AGREED', path, event, 'the game already ended by agreement');
    const { type, side, proposal } = event as Record<string, unknown>;
    checkOneOf(type, EVENT_TYPES, [...path, 'type'], THROW);
    if (type === 'propose' || type === 'move') checkOneOf(side, DRAUGHTS_COLOURS, [...path, 'side'], THROW);
    if (type === 'propose') {
      checkOneOf(proposal, PROPOSALS, [...path, 'proposal'], THROW);
      this.propose(side as DraughtsColour, proposal as Proposal, path, event);
    } else if (type === 'move') this.move(side as DraughtsColour);
    else this.answer(type as 'accept' | 'reject', path, event);
  }

  private propose(side: DraughtsColour, proposal: Proposal, path: ErrorPath, event: unknown): void {
    if (this.pending !== null && this.pending.side !== side) {
      refuse(
        'PENDING_PROPOSAL',
        path,
        event,
        `${this.pending.side}'s ${this.pending.proposal} proposal is still in force`,
      );
    }
    if (this.blocked[side].has(proposal)) {
      refuse(
        'BLOCKED_PROPOSAL',
        path,
        event,
        `${side} may not repeat the rejected ${proposal} proposal before ${other(side)} makes it`,
      );
    }
    this.blocked[other(side)].delete(proposal);
    this.pending = { side, proposal };
  }

  /** The opponent's move rejects the proposal; the proposer's own move lets it lapse. */
  private move(side: DraughtsColour): void {
    if (this.pending !== null && this.pending.side !== side)
      this.blocked[this.pending.side].add(this.pending.proposal);
    this.pending = null;
  }

  private answer(type: 'accept' | 'reject', path: ErrorPath, event: unknown): void {
    const current = this.pending;
    if (current === null) refuse('NO_PROPOSAL', path, event, `there is no proposal to ${type}`);
    if (type === 'accept')
      this.agreed = { ...current, result: proposalResult(current.side, current.proposal) };
    else this.blocked[current.side].add(current.proposal);
    this.pending = null;
  }
}

const EVENT_TYPES = ['propose', 'accept', 'reject', 'move'] as const;

function refuse(code: string, path: ErrorPath, event: unknown, text: string): never {
  return fail(problemAt(code, path, event, text));
}

/**
 * Follows the proposal protocol of seed 004 "Algemeen" (spec §2, §6 Decision 10): a
 * proposal stays in force until it is accepted, rejected (orally or by the opponent's
 * move) or lapses (a move by the proposer); a player whose proposal was rejected may not
 * make the same proposal again until the opponent has made that same proposal
 * ("tenzij de tegenstander inmiddels eveneens een zelfde voorstel heeft gedaan"); a
 * different proposal is allowed.
 *
 * @category Engine
 * @param events - the events in order
 * @returns the pending proposal, the blocked proposals per side and the agreement, if any
 * @throws `MindsportError` with the event's path `['events', i]`: `BLOCKED_PROPOSAL` (a
 *   repeat after a rejection), `PENDING_PROPOSAL` (a proposal while the other side's is in
 *   force), `NO_PROPOSAL` (accept/reject with none), `ALREADY_AGREED` (an event after an
 *   acceptance); `NOT_ONE_OF` for an unknown `type`, `side` or `proposal`
 * @example
 * ```ts
 * import { proposalState } from 'mindsport/draughts';
 * const state = proposalState([
 *   { type: 'propose', side: 'white', proposal: 'draw' },
 *   { type: 'move', side: 'black' }, // rejects it
 *   { type: 'propose', side: 'black', proposal: 'draw' }, // frees White's draw proposal again
 *   { type: 'reject' },
 * ]);
 * console.log(state.blocked); // { white: [], black: [ 'draw' ] }
 * ```
 */
export function proposalState(events: readonly ProposalEvent[]): ProposalState {
  checkList(events, ['events'], THROW);
  const protocol = new ProposalProtocol();
  events.forEach((event, index) => {
    protocol.apply(event, index);
  });
  const list = (set: Set<Proposal>): Proposal[] => PROPOSALS.filter((proposal) => set.has(proposal));
  return {
    pending: protocol.pending,
    blocked: { white: list(protocol.blocked.white), black: list(protocol.blocked.black) },
    agreed: protocol.agreed,
  };
}
