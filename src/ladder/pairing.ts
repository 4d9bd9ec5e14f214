/**
 * The next round's pairing of the winter competition (seed 002 Art. III.3–5): nearest
 * players on the ladder, repeats in the period avoided, the lot for the odd player, and
 * the colours.
 *
 * @module
 */
import {
  checkList,
  checkRecord,
  createRandom,
  deepFreeze,
  MindsportError,
  problemAt,
  readOptions,
  show,
  THROW,
} from '../core/internal.js';
import { type ColourAssignment, coloursClash, coloursFor, type LadderColourReason } from './colours.js';
import type { CompiledSeason } from './compile.js';

import { nearestPairs } from './nearest-pairs.js';
import { type NextRound, nextRound, nextRoundPlayer } from './next-round.js';
import { optionId, readSeason, readSeed, requireOption } from './read.js';
import { CLUB_LADDER, type LadderRules } from './rules.js';
import type { LadderSeason } from './season.js';

/**
 * What the competition leader knows before pairing the next round.
 *
 * @category Pairing
 */
export interface LadderPairingOptions {
  /** Ids of the players and guests who ticked attendance (Art. II.1). */
  readonly present: readonly string[];
  /** Seed of the lot for the odd player (Art. III.4), e.g. the round's date: a whole number or text. */
  readonly seed: number | string;
  /** Per guest id, the members who agreed to play that guest (Art. III.3b). */
  readonly guestAcceptors?: Readonly<Record<string, readonly string[]>>;
}

/**
 * One proposed game.
 *
 * @category Pairing
 */
export interface LadderPairing {
  /** Id of the player with white. */
  readonly white: string;
  /** Id of the player with black. */
  readonly black: string;
  /** Which part of Art. III.5 gave the colours. */
  readonly colourReason: LadderColourReason;
  /** Their n-th club-night meeting of the season. */
  readonly meeting: number;
  /** Whether they already met in this period (only when unavoidable, Art. III.3a). */
  readonly repeatInPeriod: boolean;
  /**
   * Id of the player this game takes beyond the colour saldo limit
   * ({@link LadderRules.colourSaldoLimit}, ±2), or null. Set only when no pairing of the
   * round (and no other lot for the odd player) could keep every saldo within it (issue 10).
   */
  readonly beyondSaldoLimit: string | null;
}

/**
 * The proposal for the next round.
 *
 * @category Pairing
 */
export interface LadderPairingProposal {
  /** The rules' name. */
  readonly rules: string;
  /** The round being paired (1-based). */
  readonly round: number;
  /** The games, in ladder order of the higher-ranked player. */
  readonly pairs: readonly LadderPairing[];
  /** The member drawn out by lot, or null (Art. III.4). */
  readonly drawnOut: string | null;
  /** True when the member drawn out had already been drawn out as often as the cap allows (then it scores 0). */
  readonly drawnOutAgain: boolean;
}

/**
 * Proposes the next round: each present member plays a nearby present member on the
 * ladder, with the total ladder distance minimised and repeats within the period avoided
 * when possible (an optimal matching, not greedy); guests play only members who agreed;
 * with an odd number present one member, never drawn out before if possible, is drawn
 * out by a seeded lot; colours follow the colour saldo and the second-meeting swap.
 *
 * Rules: seed 002 Art. III.3–5; spec decision 13. Distance is counted among the members
 * still to be paired, in ladder order: the present members other than the one drawn out
 * (guests are not on the ladder), so the nearest of them above or below is at distance 1
 * (issue 23 §4).
 *
 * @category Pairing
 * @param document - the season so far (the next round is `rounds.length + 1`)
 * @param rules - the club's rules (default {@link CLUB_LADDER})
 * @param options - who is present, the seed of the lot, and which members accept which guests
 * @returns the pairs with colours and the member drawn out
 * @throws `MindsportError` a problem of the rules or the log; `MISSING_FIELD`, `UNKNOWN_ID`, `DUPLICATE_PRESENT`, `PLAYER_NOT_YET_JOINED`, `BAD_OPTION` in the options; `PAIRING_IMPOSSIBLE` (a guest nobody accepts)
 * @example
 * ```ts
 * import { CLUB_LADDER, pairLadderRound } from 'mindsport/ladder';
 * const proposal = pairLadderRound(
 *   { players: [{ id: 'ann' }, { id: 'bob' }, { id: 'cas' }, { id: 'dik' }], rounds: [] },
 *   CLUB_LADDER,
 *   { present: ['ann', 'bob', 'cas', 'dik'], seed: '2026-09-04' },
 * );
 * console.log(proposal.pairs.map((p) => `${p.white}-${p.black}`).join(' ')); // bob-ann dik-cas
 * ```
 */
export function pairLadderRound(
  document: LadderSeason,
  rules: LadderRules = CLUB_LADDER,
  options: LadderPairingOptions,
): LadderPairingProposal {
  const { season, compiled } = readSeason(document, rules);
  const next = nextRound(season, compiled, rules);
  const request = readPairingOptions(options, compiled);
  const attendance = presentPlayers(request, compiled, next);
  const pairer = new Pairer(compiled, next, rules, request, attendance.guests);
  const lot = drawOut(pairer, attendance.members, request.seed, next, rules);
  const outcome = lot?.outcome ?? pairer.pair(attendance.members);
  if (outcome.unmatched.length > 0) {
    const unpaired = outcome.unmatched.map((i) => compiled.ids[outcome.vertices[i] as number] as string);
    const text = `no pairing gives everyone an opponent in round ${next.round}; unpaired: ${unpaired.map(show).join(', ')} (a guest plays only members who agree, Art. III.3b)`;
    throw new MindsportError('PAIRING_IMPOSSIBLE', `options.present: ${text}`, {
      path: ['options', 'present'],
      value: unpaired,
    });
  }
  return deepFreeze({
    rules: rules.name,
    round: next.round,
    pairs: colouredPairs(outcome, compiled, next, rules),
    drawnOut: lot === undefined ? null : (compiled.ids[lot.player] as string),
    drawnOutAgain: lot?.again ?? false,
  });
}

/**
 * The options' shape and ids: `present` (required, known ids, each once, joined by the
 * round), `seed` (required, a whole number or text) and `guestAcceptors` (guest → members).
 */
function readPairingOptions(options: unknown, compiled: CompiledSeason): LadderPairingOptions {
  const read = readOptions<LadderPairingOptions>(options, ['present', 'seed', 'guestAcceptors']);
  requireOption(read, 'present');
  requireOption(read, 'seed');
  checkList(read.present, ['options', 'present'], THROW);
  readSeed(read.seed);
  if (read.guestAcceptors !== undefined) checkAcceptors(read.guestAcceptors, compiled);
  return read as LadderPairingOptions;
}

/** Guest acceptors: each key a guest, each value a list of members (nothing unknown ignored). */
function checkAcceptors(acceptors: unknown, compiled: CompiledSeason): void {
  const path = ['options', 'guestAcceptors'];
  checkRecord(acceptors, path, THROW);
  for (const [guest, members] of Object.entries(acceptors as Record<string, unknown>)) {
    if (optionId(guest, [...path, guest], compiled.index, 'a guest of the season') < compiled.playerCount) {
      THROW(problemAt('UNKNOWN_ID', [...path, guest], guest, `${show(guest)} is not a guest of the season`));
    }
    checkList(members, [...path, guest], THROW);
    for (const [index, member] of (members as readonly unknown[]).entries()) {
      const at = optionId(member, [...path, guest, index], compiled.index, 'a member of the season');
      if (at >= compiled.playerCount) {
        THROW(
          problemAt(
            'UNKNOWN_ID',
            [...path, guest, index],
            member,
            `${show(member)} is not a member of the season`,
          ),
        );
      }
    }
  }
}

/** The present members (in ladder order) and guests, each checked. */
function presentPlayers(
  request: LadderPairingOptions,
  compiled: CompiledSeason,
  next: NextRound,
): { readonly members: number[]; readonly guests: number[] } {
  const seen = new Set<number>();
  const members: number[] = [];
  const guests: number[] = [];
  for (const [index, id] of request.present.entries()) {
    const path = ['options', 'present', index];
    const player = nextRoundPlayer(id, path, compiled, next);
    if (seen.has(player))
      THROW(problemAt('DUPLICATE_PRESENT', path, id, `${show(id)} is listed present twice`));
    seen.add(player);
    (player < compiled.playerCount ? members : guests).push(player);
  }
  members.sort((a, b) => (next.position[a] as number) - (next.position[b] as number));
  return { members, guests };
}

/** One way of pairing the players: the vertices (members then guests) and the matching. */
interface PairingOutcome {
  readonly vertices: readonly number[];
  readonly pairs: readonly [number, number][];
  readonly unmatched: readonly number[];
  readonly clashes: number;
}

/** Pairs a set of members with the present guests by the optimal matching of spec decision 13. */
class Pairer {
  constructor(
    private readonly compiled: CompiledSeason,
    private readonly next: NextRound,
    private readonly rules: LadderRules,
    private readonly request: LadderPairingOptions,
    readonly guests: readonly number[],
  ) {}

  /** The optimal pairing of these members (in ladder order) and every present guest. */
  pair(playing: readonly number[]): PairingOutcome {
    const vertices = [...playing, ...this.guests];
    const { next } = this;
    const saldo = next.state.colourSaldo;
    const { pairs, unmatched, clashes } = nearestPairs({
      count: vertices.length,
      allowed: (i, j) => this.allowed(vertices[i] as number, vertices[j] as number),
      repeat: (i, j) => next.inPeriod.has(next.pairKey(vertices[i] as number, vertices[j] as number)),
      // Distance among the members still to be paired (issue 23 §4); a guest game has none.
      distance: (i, j) => (i < playing.length && j < playing.length ? Math.abs(i - j) : 0),
      clash: (i, j) =>
        coloursClash(
          saldo[vertices[i] as number] as number,
          saldo[vertices[j] as number] as number,
          this.rules.colourSaldoLimit,
        ),
    });
    return { vertices, pairs, unmatched, clashes };
  }

  /** Two guests never play; a guest plays only a member who agreed (Art. III.3b). */
  private allowed(a: number, b: number): boolean {
    const count = this.compiled.playerCount;
    if (a >= count && b >= count) return false;
    if (a >= count) return this.accepts(a, b);
    if (b >= count) return this.accepts(b, a);
    return true;
  }

  private accepts(guest: number, member: number): boolean {
    const acceptors = this.request.guestAcceptors?.[this.compiled.ids[guest] as string] ?? [];
    return acceptors.includes(this.compiled.ids[member] as string);
  }
}

/** The member drawn out, whether it is a second draw-out, and the pairing of the others. */
interface Lot {
  readonly player: number;
  readonly again: boolean;
  readonly outcome: PairingOutcome;
}

/**
 * The lot for the odd player (Art. III.4; spec decisions 9 and 13; issue 10): the present
 * members in a seeded random order, those not yet drawn out as often as the cap allows
 * first; the first one whose absence lets everyone else be paired (a guest needs a member
 * who agreed), among those preferring a member not drawn out yet, and among those the one
 * whose absence lets the fewest games take a player beyond the saldo limit.
 *
 * @returns the lot, or `undefined` when the number present is even (or no member is present)
 */
function drawOut(
  pairer: Pairer,
  members: readonly number[],
  seed: number | string,
  next: NextRound,
  rules: LadderRules,
): Lot | undefined {
  const { guests } = pairer;
  if ((members.length + guests.length) % 2 === 0 || members.length === 0) return undefined;
  const fresh = members.filter((player) => (next.state.drawnOut[player] as number) < rules.drawnOutCap);
  const random = createRandom(seed);
  const order = [
    ...random.shuffle(fresh),
    ...random.shuffle(members.filter((player) => !fresh.includes(player))),
  ];
  const leastClashes = clashBound([...members, ...guests], next, rules);
  let best: Lot | undefined;
  let bestKey: readonly number[] | undefined;
  for (const candidate of order) {
    const again = fresh.includes(candidate) ? 0 : 1;
    if (bestKey !== undefined && !lexicallyLess([0, again, leastClashes(candidate)], bestKey)) continue;
    const outcome = pairer.pair(members.filter((player) => player !== candidate));
    const key = [outcome.unmatched.length === 0 ? 0 : 1, again, outcome.clashes];
    if (bestKey !== undefined && !lexicallyLess(key, bestKey)) continue;
    bestKey = key;
    best = { player: candidate, again: again === 1, outcome };
  }
  return best;
}

/**
 * The fewest clashes any pairing without a candidate can have: with k of the m others
 * needing black (saldo ≥ +limit), at least k − m/2 pairs hold two of them (same for white).
 * A candidate whose bound is no better than the best found so far need not be paired.
 */
function clashBound(
  present: readonly number[],
  next: NextRound,
  rules: LadderRules,
): (candidate: number) => number {
  const limit = rules.colourSaldoLimit;
  const need = (player: number) => {
    const saldo = next.state.colourSaldo[player] as number;
    return limit === null ? 0 : saldo >= limit ? 1 : saldo <= -limit ? -1 : 0;
  };
  const others = present.length - 1;
  const needBlack = present.filter((player) => need(player) > 0).length;
  const needWhite = present.filter((player) => need(player) < 0).length;
  return (candidate) =>
    Math.max(0, needBlack - (need(candidate) > 0 ? 1 : 0) - others / 2) +
    Math.max(0, needWhite - (need(candidate) < 0 ? 1 : 0) - others / 2);
}

function lexicallyLess(key: readonly number[], than: readonly number[]): boolean {
  for (let at = 0; at < key.length; at++) {
    if (key[at] !== than[at]) return (key[at] as number) < (than[at] as number);
  }
  return false;
}

/** The pairs with their colours (Art. III.5), in ladder order of the higher-ranked player. */
function colouredPairs(
  outcome: PairingOutcome,
  compiled: CompiledSeason,
  next: NextRound,
  rules: LadderRules,
): LadderPairing[] {
  const count = compiled.playerCount;
  return outcome.pairs
    .map(([i, j]) => {
      const a = outcome.vertices[i] as number;
      const b = outcome.vertices[j] as number;
      // A member facing a guest counts as the higher-ranked (a guest has no rank number).
      const [higher, lower] =
        a >= count
          ? [b, a]
          : b >= count
            ? [a, b]
            : (next.position[a] as number) < (next.position[b] as number)
              ? [a, b]
              : [b, a];
      const colours = coloursFor(higher, lower, compiled, next, rules);
      return {
        order: next.position[higher] as number,
        pairing: pairingOf(colours, next.inPeriod.has(next.pairKey(a, b))),
      };
    })
    .sort((x, y) => x.order - y.order)
    .map((entry) => entry.pairing);
}

function pairingOf(colours: ColourAssignment, repeatInPeriod: boolean): LadderPairing {
  return {
    white: colours.white,
    black: colours.black,
    colourReason: colours.reason,
    meeting: colours.meeting,
    repeatInPeriod,
    beyondSaldoLimit: colours.beyondSaldoLimit,
  };
}
