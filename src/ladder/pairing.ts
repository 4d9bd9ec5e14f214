import { checkList, checkRecord, checkString, problemAt, THROW } from '../core/check.js';
import { MindsportError } from '../core/errors.js';
import { show } from '../core/guards.js';
import { createRandom } from '../core/random.js';
import { assignColours, type ColourReason, coloursClash } from './colours.js';
import { compileOrThrow } from './compile.js';
import { CLUB_LADDER, type LadderConfig } from './config.js';
import { runLadder } from './engine.js';
import { nearestPairs } from './nearest-pairs.js';
import { ladderPeriods } from './periods.js';
import type { LadderSeason } from './season.js';

/** What the competition leader knows before pairing the next round. */
export interface LadderPairingRequest {
  /** Ids of the players and guests who ticked attendance (Art. II.1). */
  readonly present: readonly string[];
  /** Per guest id, the members who agreed to play that guest (Art. III.3b). */
  readonly guestAcceptors?: Readonly<Record<string, readonly string[]>>;
  /** Seed of the lot for the odd player (Art. III.4), e.g. the round's date. */
  readonly seed: number | string;
}

/** One proposed game. */
export interface LadderPairing {
  /** Id of the player with white. */
  readonly white: string;
  /** Id of the player with black. */
  readonly black: string;
  /** Which part of Art. III.5 gave the colours. */
  readonly colourReason: ColourReason;
  /** Their n-th club-night meeting of the season. */
  readonly meeting: number;
  /** Whether they already met in this period (only when unavoidable, Art. III.3a). */
  readonly repeatInPeriod: boolean;
  /**
   * Id of the player this game takes beyond the colour saldo limit
   * ({@link LadderConfig.colourSaldoLimit}, ±2), or null. Set only when no pairing of the
   * round (and no other lot for the odd player) could keep every saldo within it (issue 10).
   */
  readonly beyondSaldoLimit: string | null;
}

/** The proposal for the next round. */
export interface LadderPairingProposal {
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
 * @param season - the season so far (the next round is `rounds.length + 1`)
 * @param request - who is present, which members accept which guests, and the seed of the lot
 * @param config - the club's rules (default {@link CLUB_LADDER})
 * @returns the pairs with colours and the member drawn out
 * @throws {@link MindsportError} `UNKNOWN_PLAYER`, `DUPLICATE_PRESENT`, `PAIRING_IMPOSSIBLE` (a guest nobody accepts)
 * @example
 * ```ts
 * import { pairLadderRound } from 'mindsport/ladder';
 * const proposal = pairLadderRound(
 *   { players: [{ id: 'ann' }, { id: 'bob' }, { id: 'cas' }, { id: 'dik' }], rounds: [] },
 *   { present: ['ann', 'bob', 'cas', 'dik'], seed: '2026-09-04' },
 * );
 * console.log(proposal.pairs.map((p) => `${p.white}-${p.black}`).join(' ')); // bob-ann dik-cas
 * ```
 */
export function pairLadderRound(
  season: LadderSeason,
  request: LadderPairingRequest,
  config: LadderConfig = CLUB_LADDER,
): LadderPairingProposal {
  const compiled = compileOrThrow(season, config);
  checkPairingRequest(request);
  const roundNumber = season.rounds.length + 1;
  const state = runLadder(compiled, config, season.rounds.length);
  const count = compiled.playerCount;
  const ladder = [...state.order];
  for (let player = 0; player < count; player++) {
    if (season.players[player]?.joinRound === roundNumber) ladder.push(player);
  }
  const position = new Int32Array(count + compiled.guestCount).fill(-1);
  ladder.forEach((player, at) => {
    position[player] = at;
  });

  const seen = new Set<number>();
  const members: number[] = [];
  const guests: number[] = [];
  for (const [index, id] of request.present.entries()) {
    const at = compiled.index.get(id);
    if (at === undefined || (at < count && position[at]! < 0)) {
      throw new MindsportError(
        'UNKNOWN_PLAYER',
        `round ${roundNumber}: present ${show(id)} is not on the ladder nor a guest`,
        {
          path: ['present', index],
          value: id,
        },
      );
    }
    if (seen.has(at)) {
      throw new MindsportError(
        'DUPLICATE_PRESENT',
        `round ${roundNumber}: ${show(id)} is listed present twice`,
        {
          path: ['present', index],
          value: id,
        },
      );
    }
    seen.add(at);
    (at < count ? members : guests).push(at);
  }
  members.sort((a, b) => position[a]! - position[b]!);

  // Meetings: over the season for colours, within the period for repeats.
  const planned = Math.max(season.plannedRounds ?? config.minimumRounds, roundNumber);
  const period = ladderPeriods({ ...season, plannedRounds: planned }, config).find(
    (candidate) => candidate.firstRound <= roundNumber && roundNumber <= candidate.lastRound,
  );
  const periodStart = period?.firstRound ?? 1;
  const meetings = new Map<number, { white: string; black: string }[]>();
  const inPeriod = new Set<number>();
  const total = count + compiled.guestCount;
  const pairKey = (a: number, b: number) => Math.min(a, b) * total + Math.max(a, b);
  for (let r = 0; r < compiled.rounds.length; r++) {
    const round = compiled.rounds[r]!;
    for (let g = round.gameStart, end = g + round.gameCount; g < end; g++) {
      const white = round.gameWhite[g]!;
      const black = round.gameBlack[g]!;
      const key = pairKey(white, black);
      const list = meetings.get(key);
      const meeting = { white: compiled.ids[white]!, black: compiled.ids[black]! };
      if (list) list.push(meeting);
      else meetings.set(key, [meeting]);
      if (r + 1 >= periodStart) inPeriod.add(key);
    }
  }
  const saldoLimit = config.colourSaldoLimit;
  const acceptors = request.guestAcceptors ?? {};
  for (const [guest, members] of Object.entries(acceptors)) {
    const at = compiled.index.get(guest);
    if (at === undefined || at < count) {
      THROW(
        problemAt(
          'UNKNOWN_PLAYER',
          ['request', 'guestAcceptors', guest],
          guest,
          `${show(guest)} is not a guest`,
        ),
      );
    }
    members.forEach((member, index) => {
      const path = ['request', 'guestAcceptors', guest, index];
      const memberAt = compiled.index.get(member);
      if (memberAt === undefined || memberAt >= count) {
        THROW(problemAt('UNKNOWN_PLAYER', path, member, `${show(member)} is not a member`));
      }
    });
  }
  const accepts = (guest: number, member: number) =>
    (acceptors[compiled.ids[guest]!] ?? []).includes(compiled.ids[member]!);
  const pairAll = (playing: number[]) => {
    const vertices = [...playing, ...guests];
    const { pairs, unmatched, clashes } = nearestPairs({
      count: vertices.length,
      allowed: (i, j) => {
        const a = vertices[i]!;
        const b = vertices[j]!;
        if (a >= count && b >= count) return false;
        if (a >= count) return accepts(a, b);
        if (b >= count) return accepts(b, a);
        return true;
      },
      repeat: (i, j) => inPeriod.has(pairKey(vertices[i]!, vertices[j]!)),
      distance: (i, j) => (i < playing.length && j < playing.length ? Math.abs(i - j) : 0),
      clash: (i, j) =>
        coloursClash(state.colourSaldo[vertices[i]!]!, state.colourSaldo[vertices[j]!]!, saldoLimit),
    });
    return { vertices, pairs, unmatched, clashes };
  };

  // The lot for the odd player (Art. III.4; spec decisions 9 and 13; issue 10): the present
  // members in a seeded random order, those not yet drawn out as often as the cap allows
  // first; the first one whose absence lets everyone else be paired (a guest needs a member
  // who agreed), among those preferring a member not drawn out yet, and among those the one
  // whose absence lets the fewest games take a player beyond the saldo limit.
  let drawnOut = -1;
  let drawnOutAgain = false;
  let outcome: ReturnType<typeof pairAll> | undefined;
  if ((members.length + guests.length) % 2 === 1 && members.length > 0) {
    const fresh = members.filter((player) => state.drawnOut[player]! < config.drawnOutCap);
    const random = createRandom(request.seed);
    const order = [
      ...random.shuffle(fresh),
      ...random.shuffle(members.filter((player) => !fresh.includes(player))),
    ];
    // Clashes a pairing without the candidate needs at least: with k of the m others
    // needing black (saldo ≥ +limit), at least k − m/2 pairs hold two of them (same for white).
    const others = members.length + guests.length - 1;
    let needBlack = 0;
    let needWhite = 0;
    const need = (player: number) => {
      const saldo = state.colourSaldo[player]!;
      return saldoLimit === null ? 0 : saldo >= saldoLimit ? 1 : saldo <= -saldoLimit ? -1 : 0;
    };
    for (const player of [...members, ...guests]) {
      if (need(player) > 0) needBlack++;
      else if (need(player) < 0) needWhite++;
    }
    const leastClashes = (candidate: number) =>
      Math.max(0, needBlack - (need(candidate) > 0 ? 1 : 0) - others / 2) +
      Math.max(0, needWhite - (need(candidate) < 0 ? 1 : 0) - others / 2);
    const fullyPaired = (attempt: ReturnType<typeof pairAll>) => (attempt.unmatched.length === 0 ? 0 : 1);
    let best: [number, number, number] | undefined;
    const better = (key: [number, number, number], than: [number, number, number]) =>
      key[0] !== than[0] ? key[0] < than[0] : key[1] !== than[1] ? key[1] < than[1] : key[2] < than[2];
    for (const candidate of order) {
      const again = fresh.includes(candidate) ? 0 : 1;
      if (best !== undefined && !better([0, again, leastClashes(candidate)], best)) continue;
      const attempt = pairAll(members.filter((player) => player !== candidate));
      const key: [number, number, number] = [fullyPaired(attempt), again, attempt.clashes];
      if (best !== undefined && !better(key, best)) continue;
      best = key;
      outcome = attempt;
      drawnOut = candidate;
      drawnOutAgain = again === 1;
    }
  }
  const { vertices, pairs, unmatched } = outcome ?? pairAll(members);
  if (unmatched.length > 0) {
    throw new MindsportError(
      'PAIRING_IMPOSSIBLE',
      `round ${roundNumber}: no pairing gives everyone an opponent; unpaired: ${unmatched.map((i) => show(compiled.ids[vertices[i]!])).join(', ')} (a guest plays only members who agree, Art. III.3b)`,
      { path: ['present'], value: unmatched.map((i) => compiled.ids[vertices[i]!]) },
    );
  }

  const result = pairs
    .map(([i, j]) => {
      const a = vertices[i]!;
      const b = vertices[j]!;
      // A member facing a guest counts as the higher-ranked (a guest has no rank number).
      const [higher, lower] =
        a >= count ? [b, a] : b >= count ? [a, b] : position[a]! < position[b]! ? [a, b] : [b, a];
      const colours = assignColours(
        { id: compiled.ids[higher]!, saldo: state.colourSaldo[higher]! },
        { id: compiled.ids[lower]!, saldo: state.colourSaldo[lower]! },
        meetings.get(pairKey(a, b)) ?? [],
        saldoLimit,
      );
      return {
        order: position[higher]!,
        pairing: {
          white: colours.white,
          black: colours.black,
          colourReason: colours.reason,
          meeting: colours.meeting,
          repeatInPeriod: inPeriod.has(pairKey(a, b)),
          beyondSaldoLimit: colours.beyondSaldoLimit,
        },
      };
    })
    .sort((x, y) => x.order - y.order)
    .map((entry) => entry.pairing);
  return {
    round: roundNumber,
    pairs: result,
    drawnOut: drawnOut < 0 ? null : compiled.ids[drawnOut]!,
    drawnOutAgain,
  };
}

/**
 * The pairing request's shape: `null`, a present list that is not a list of ids, or guest
 * acceptors that are not lists of ids are MindsportErrors, not TypeErrors or a silent
 * "nobody accepts" (issue 23 §3).
 */
function checkPairingRequest(request: LadderPairingRequest): void {
  checkRecord(request, ['request'], THROW);
  checkList(request.present, ['request', 'present'], THROW);
  for (const [index, id] of request.present.entries()) checkString(id, ['request', 'present', index], THROW);
  if (request.guestAcceptors === undefined) return;
  checkRecord(request.guestAcceptors, ['request', 'guestAcceptors'], THROW);
  for (const [guest, members] of Object.entries(request.guestAcceptors)) {
    checkList(members, ['request', 'guestAcceptors', guest], THROW);
    for (const [index, member] of members.entries()) {
      checkString(member, ['request', 'guestAcceptors', guest, index], THROW);
    }
  }
}
