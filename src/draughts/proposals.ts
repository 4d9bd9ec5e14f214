import { MindsportError } from '../core/errors.js';
import { show } from '../core/guards.js';
import { checkList, checkRecord, THROW } from '../core/internal.js';
import type { DraughtsResult } from './result.js';

/**
 * The three proposals of seed 004 "Algemeen", named from the proposer's side (spec §6
 * Decision 10): `draw` (*remise*), `plusDraw` (*plusremise*: the proposer gets the plus
 * point), `minusDraw` (*minremise*: the proposer takes the minus point).
 *
 * @example
 * ```ts
 * import { PROPOSALS } from 'mindsport/draughts';
 * console.log(PROPOSALS.join(' ')); // draw plusDraw minusDraw
 * ```
 */
export const PROPOSALS = Object.freeze(['draw', 'plusDraw', 'minusDraw'] as const);

/** One of {@link PROPOSALS}. */
export type Proposal = (typeof PROPOSALS)[number];

/**
 * One event of the proposal protocol (seed 004 "Algemeen"): a side proposes; the
 * opponent accepts or rejects it orally; or a side makes a move (a move by the opponent
 * rejects a pending proposal, a move by the proposer lets it lapse).
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

/** Where the proposal protocol stands after a list of events. */
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
    readonly result: DraughtsResult;
  } | null;
}

/**
 * The result an accepted proposal gives (seed 004 "Algemeen"; spec §6 Decision 10): a
 * remise `1-1`; a plus-remise for the proposer; a min-remise for the proposer (the plus
 * point to the opponent).
 *
 * @param side - the proposer
 * @param proposal - the proposal, named from the proposer's side
 * @returns the result in compact notation (pass it to `agreedResult` for the 40-move rule)
 * @throws {@link MindsportError} `PROPOSAL_UNKNOWN` for anything else
 * @example
 * ```ts
 * import { proposalResult } from 'mindsport/draughts';
 * console.log(proposalResult('black', 'plusDraw'), proposalResult('white', 'minusDraw')); // 1--1+ 1--1+
 * ```
 */
export function proposalResult(side: 'white' | 'black', proposal: Proposal): DraughtsResult {
  if (side !== 'white' && side !== 'black') {
    throw new MindsportError('SIDE_UNKNOWN', `side ${show(side)} is not white or black`, {
      path: ['side'],
      value: side,
    });
  }
  if (proposal === 'draw') return '1-1';
  if (proposal !== 'plusDraw' && proposal !== 'minusDraw') {
    throw new MindsportError(
      'PROPOSAL_UNKNOWN',
      `proposal ${show(proposal)} is not draw, plusDraw or minusDraw`,
      {
        path: ['proposal'],
        value: proposal,
      },
    );
  }
  const whiteGetsPlus = (side === 'white') === (proposal === 'plusDraw');
  return whiteGetsPlus ? '1+-1-' : '1--1+';
}

const other = (side: 'white' | 'black'): 'white' | 'black' => (side === 'white' ? 'black' : 'white');

/**
 * Follows the proposal protocol of seed 004 "Algemeen" (spec §2, §6 Decision 10): a
 * proposal stays in force until it is accepted, rejected (orally or by the opponent's
 * move) or lapses (a move by the proposer); a player whose proposal was rejected may not
 * make the same proposal again until the opponent has made that same proposal
 * ("tenzij de tegenstander inmiddels eveneens een zelfde voorstel heeft gedaan"); a
 * different proposal is allowed.
 *
 * @param events - the events in order
 * @returns the pending proposal, the blocked proposals per side and the agreement, if any
 * @throws {@link MindsportError} with the event's path: `PROPOSAL_NOT_ALLOWED` (a repeat after a rejection),
 * `PROPOSAL_PENDING` (a proposal while the other side's is in force), `NO_PROPOSAL` (accept/reject with none),
 * `GAME_AGREED` (an event after an acceptance), `PROPOSAL_UNKNOWN` / `SIDE_UNKNOWN` / `EVENT_UNKNOWN`
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
  const blocked = { white: new Set<Proposal>(), black: new Set<Proposal>() };
  let pending: ProposalState['pending'] = null;
  let agreed: ProposalState['agreed'] = null;
  const fail = (code: string, index: number, message: string, value: unknown): never => {
    throw new MindsportError(code, `event ${index}: ${message}`, { path: ['events', index], value });
  };
  checkList(events, ['events'], THROW);
  events.forEach((event, index) => {
    checkRecord(event, ['events', index], THROW);
    if (agreed !== null) fail('GAME_AGREED', index, 'the game already ended by agreement', event);
    const type = event.type;
    if (type === 'propose' || type === 'move') {
      if (event.side !== 'white' && event.side !== 'black') {
        fail('SIDE_UNKNOWN', index, `side ${show(event.side)} is not white or black`, event);
      }
    }
    if (type === 'propose') {
      if (!(PROPOSALS as readonly unknown[]).includes(event.proposal)) {
        fail(
          'PROPOSAL_UNKNOWN',
          index,
          `proposal ${show(event.proposal)} is not draw, plusDraw or minusDraw`,
          event,
        );
      }
      if (pending !== null && pending.side !== event.side) {
        fail(
          'PROPOSAL_PENDING',
          index,
          `${pending.side}'s ${pending.proposal} proposal is still in force`,
          event,
        );
      }
      if (blocked[event.side].has(event.proposal)) {
        fail(
          'PROPOSAL_NOT_ALLOWED',
          index,
          `${event.side} may not repeat the rejected ${event.proposal} proposal before ${other(event.side)} makes it`,
          event,
        );
      }
      blocked[other(event.side)].delete(event.proposal);
      pending = { side: event.side, proposal: event.proposal };
    } else if (type === 'accept' || type === 'reject') {
      if (pending === null) fail('NO_PROPOSAL', index, `there is no proposal to ${type}`, event);
      const current = pending as NonNullable<ProposalState['pending']>;
      if (type === 'accept') {
        agreed = { ...current, result: proposalResult(current.side, current.proposal) };
      } else {
        blocked[current.side].add(current.proposal);
      }
      pending = null;
    } else if (type === 'move') {
      // The opponent's move rejects the proposal; the proposer's own move lets it lapse.
      if (pending !== null && pending.side !== event.side) blocked[pending.side].add(pending.proposal);
      pending = null;
    } else {
      fail('EVENT_UNKNOWN', index, `${show(type)} is not propose, accept, reject or move`, event);
    }
  });
  const list = (set: Set<Proposal>): Proposal[] => PROPOSALS.filter((proposal) => set.has(proposal));
  return { pending, blocked: { white: list(blocked.white), black: list(blocked.black) }, agreed };
}
