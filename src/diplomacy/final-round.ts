/**
 * The final round (seed 003 §3a–b): its boards in qualification order, the top board's
 * power-choice order, and the order of the top board's game.
 *
 * @module
 */
import {
  checkInteger,
  checkList,
  checkString,
  fail,
  placeFields,
  problemAt,
  rank,
  show,
  THROW,
} from '../core/internal.js';
import type { EntryPlace } from './countback.js';
import { POWERS, type Power } from './powers.js';
import { type DiplomacyPlayerRow, qualificationPlaces } from './qualification.js';
import { type DiplomacyRules, NDF_2007, ruleBook } from './rules.js';
import {
  assertDiplomacyTournament,
  type DiplomacyBoard,
  type DiplomacyPlayer,
  type DiplomacyTournament,
  freezeResult,
  nameOf,
  readNoOptions,
} from './tournament.js';

const BOARD_SIZE = POWERS.length;

/**
 * A player named in a result: the id and the name (the id when the tournament gives none).
 *
 * @category Standings
 */
export interface DiplomacyPlayerRef {
  /** The player's id. */
  readonly playerId: string;
  /** The player's name, or the id. */
  readonly name: string;
}

/**
 * One board of the final round: its number, whether it is the top board, its seven players
 * in qualification order.
 *
 * @category Pairing
 */
export interface DiplomacyFinalBoard {
  /** Board number, 1 = the top board. */
  readonly board: number;
  /** True for board 1, the top board ("førstebrettet", seed §3b). */
  readonly top: boolean;
  /** The players, in qualification order (the top board's power-choice order starts from it). */
  readonly players: readonly DiplomacyPlayerRef[];
}

/**
 * The final round's boards (a result of {@link diplomacyFinalBoards}).
 *
 * @category Pairing
 */
export interface DiplomacyFinalBoards {
  /** The name of the rules. */
  readonly rules: string;
  /** The final round's number. */
  readonly round: number;
  /** The boards, the top board first. */
  readonly boards: readonly DiplomacyFinalBoard[];
}

/**
 * The final round's boards (seed §3a "flere brett bli rangert i henhold til kvalifiseringen";
 * decision 10): the entrants in the order of the whole qualification table, seven per
 * board, the top board first; entrants without a qualifying game go last (seed: "vil da
 * spille på laveste rangerte brett"). A place the table shares across a board cut is settled
 * by the recorded lot. Count-back is decided on the whole tied group (decision 4), so the
 * entrants are never ranked again among themselves (issue 23).
 *
 * @category Pairing
 * @param document - the tournament after the qualifying rounds
 * @param rules - the tournament format; {@link NDF_2007} by default
 * @param options - none (an unknown one is `UNKNOWN_OPTION`)
 * @returns the rules' name, the final round and its boards (frozen)
 * @throws {@link mindsport!MindsportError} an invalid tournament, rules or options;
 *   `FINAL_ROUND_NOT_FULL_BOARDS` when the entrants do not fill whole boards, `LOT_REQUIRED`
 *   naming the tied players when a shared place spans a cut and the lot lacks one of them
 * @example
 * ```ts
 * import { diplomacyFinalBoards } from 'mindsport/diplomacy';
 * const players = Array.from({ length: 7 }, (_, index) => ({ id: `p${index + 1}` }));
 * const { boards } = diplomacyFinalBoards({ players, rounds: [], lot: players.map((player) => player.id) });
 * console.log(boards[0]?.players.map((player) => player.playerId)); // [ 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7' ]
 * ```
 */
export function diplomacyFinalBoards(
  document: DiplomacyTournament,
  rules: DiplomacyRules = NDF_2007,
  options: Record<string, never> = {},
): DiplomacyFinalBoards {
  const tournament = assertDiplomacyTournament(document);
  const book = ruleBook(rules);
  readNoOptions(options);
  const entrants = new Set(
    tournament.finalRoundEntrants ??
      tournament.players.filter((player) => !player.withdrawn).map((player) => player.id),
  );
  if (entrants.size % BOARD_SIZE !== 0) {
    fail(
      problemAt(
        'FINAL_ROUND_NOT_FULL_BOARDS',
        ['finalRoundEntrants'],
        entrants.size,
        `${entrants.size} final-round entrants do not fill boards of ${BOARD_SIZE}; decide who sits out first`,
      ),
    );
  }
  const order = orderByLot(
    entrantGroups(qualificationPlaces(tournament, book), entrants),
    tournament.lot ?? [],
  );
  const players = new Map(tournament.players.map((player) => [player.id, player]));
  const boards: DiplomacyFinalBoard[] = [];
  for (let start = 0; start < order.length; start += BOARD_SIZE) {
    boards.push({
      board: boards.length + 1,
      top: boards.length === 0,
      players: order
        .slice(start, start + BOARD_SIZE)
        .map((id) => playerRef(players.get(id) as DiplomacyPlayer)),
    });
  }
  return freezeResult({ rules: book.rules.name, round: book.finalRound, boards });
}

/** The result form of a player: id and name. @internal */
export function playerRef(player: DiplomacyPlayer): DiplomacyPlayerRef {
  return { playerId: player.id, name: nameOf(player) };
}

/** A run of entrants who share a place of the qualification table, and which place, in words. */
interface EntrantGroup {
  readonly ids: readonly string[];
  readonly place: string;
}

/**
 * The entrants, place by place of the whole qualification table: those with a qualifying
 * game in the table's shared places, then every entrant without one as a last tied group.
 */
function entrantGroups(places: readonly EntryPlace[], entrants: ReadonlySet<string>): EntrantGroup[] {
  const groups: EntrantGroup[] = [];
  const unqualified: string[] = [];
  for (let start = 0; start < places.length; ) {
    const first = places[start] as EntryPlace;
    let end = start + 1;
    while (end < places.length && (places[end] as EntryPlace).place === first.place) end++;
    const ids: string[] = [];
    for (const { entry } of places.slice(start, end)) {
      if (!entrants.has(entry.id)) continue;
      if (entry.games.length === 0) unqualified.push(entry.id);
      else ids.push(entry.id);
    }
    if (ids.length > 0) {
      groups.push({
        ids,
        place: `qualification place ${placeFields(first.place, first.lastPlace).placeLabel}`,
      });
    }
    start = end;
  }
  if (unqualified.length > 0)
    groups.push({ ids: unqualified.sort(), place: 'the last place (no qualifying game)' });
  return groups;
}

/** The entrants in order; a group that spans a board cut is ordered by the lot (decision 10). */
function orderByLot(groups: readonly EntrantGroup[], lot: readonly string[]): string[] {
  const drawn = new Map(lot.map((id, index) => [id, index]));
  const order: string[] = [];
  for (const { ids, place } of groups) {
    const from = order.length;
    const to = from + ids.length;
    if (ids.length < 2 || Math.floor(from / BOARD_SIZE) === Math.floor((to - 1) / BOARD_SIZE)) {
      order.push(...ids);
      continue;
    }
    const missing = ids.filter((id) => !drawn.has(id));
    if (missing.length > 0) {
      const cut = (Math.floor(from / BOARD_SIZE) + 1) * BOARD_SIZE;
      fail(
        problemAt(
          'LOT_REQUIRED',
          ['lot'],
          ids,
          `${ids.map(show).join(', ')} share ${place} and the cut after entrant ${cut} falls among them; record a lot (missing ${missing.map(show).join(', ')})`,
        ),
      );
    }
    order.push(...[...ids].sort((a, b) => (drawn.get(a) as number) - (drawn.get(b) as number)));
  }
  return order;
}

/**
 * The top board's power-choice order (seed §3b): in qualification order each player picks
 * a free position in the choosing order (Kari picks 3, Ola 4, Per 2, Siri 1, …); powers are
 * then chosen in that order. The qualifiers are the top board of {@link diplomacyFinalBoards}.
 *
 * @category Pairing
 * @param qualifiers - the top board's players in qualification order
 * @param positions - the position (1…n) each qualifier picked, in the same order
 * @returns the player ids in choosing order, first chooser first (frozen)
 * @throws {@link mindsport!MindsportError} `NOT_A_LIST`, `NOT_A_STRING`; `WRONG_POSITION_COUNT` when
 *   the lists differ in length; `NOT_AN_INTEGER` / `OUT_OF_RANGE` for a position outside
 *   1…n, `CHOICE_POSITION_TAKEN` for one already picked
 * @example
 * ```ts
 * import { powerChoiceOrder } from 'mindsport/diplomacy';
 * const order = powerChoiceOrder(['Kari', 'Ola', 'Per', 'Siri', 'Bjørg', 'Bjørn', 'Arne'], [3, 4, 2, 1, 5, 7, 6]);
 * console.log(order); // [ 'Siri', 'Per', 'Kari', 'Ola', 'Bjørg', 'Arne', 'Bjørn' ]
 * ```
 */
export function powerChoiceOrder(
  qualifiers: readonly string[],
  positions: readonly number[],
): readonly string[] {
  checkList(qualifiers, ['qualifiers'], THROW);
  checkList(positions, ['positions'], THROW);
  for (const [index, qualifier] of qualifiers.entries()) checkString(qualifier, ['qualifiers', index], THROW);
  if (positions.length !== qualifiers.length) {
    fail(
      problemAt(
        'WRONG_POSITION_COUNT',
        ['positions'],
        positions,
        `${positions.length} positions for ${qualifiers.length} qualifiers`,
      ),
    );
  }
  const order: (string | undefined)[] = Array(qualifiers.length).fill(undefined);
  for (const [index, position] of positions.entries()) {
    checkInteger(position, ['positions', index], THROW, { min: 1, max: qualifiers.length });
    if (order[position - 1] !== undefined) {
      fail(
        problemAt(
          'CHOICE_POSITION_TAKEN',
          ['positions', index],
          position,
          `${show(qualifiers[index])} cannot pick ${position}: ${show(order[position - 1])} has it`,
        ),
      );
    }
    order[position - 1] = qualifiers[index];
  }
  return Object.freeze(order as string[]);
}

/**
 * One place on the top board: 1 is first on the board (the champion unless withdrawn, see
 * {@link diplomacyStandings}). The choice order separates every tie, so no place is shared
 * (`lastPlace` = `place`, `shared` false).
 *
 * @category Standings
 */
export interface DiplomacyTopBoardRow extends DiplomacyPlayerRow {
  /** `'supplyCentres'`, or `'choice order'` when the centres tie; null for the first row. */
  readonly decidedBy: string | null;
  /** The power played. */
  readonly power: Power;
  /** Final supply centres. */
  readonly supplyCentres: number;
  /** Position in the power-choice order (1 = chose first), or null when not in it. */
  readonly choicePosition: number | null;
}

/**
 * The top board of the final round (a result of {@link diplomacyTopBoard}).
 *
 * @category Standings
 */
export interface DiplomacyTopBoard {
  /** The name of the rules. */
  readonly rules: string;
  /** The final round's number. */
  readonly round: number;
  /** The top board's number (the lowest of the final round), or null before the final round is played. */
  readonly board: number | null;
  /** The seven places, first first; empty before the final round is played. */
  readonly rows: readonly DiplomacyTopBoardRow[];
}

/**
 * Orders the top board of the final round (seed §3b; decision 9): by supply centres, and
 * on equal centres the player who chose power **later** ranks ahead ("går den som valgte
 * stormakt SIST foran"; if Bjørn and Kari both have 12, Bjørn is champion). After a solo
 * the six others are ordered by centres too. The choice order is the tournament's
 * `topBoardChoiceOrder`; a player who withdrew keeps the place on the board.
 *
 * @category Standings
 * @param document - the tournament
 * @param rules - the tournament format; {@link NDF_2007} by default
 * @param options - none (an unknown one is `UNKNOWN_OPTION`)
 * @returns the rules' name, the final round, the top board and its seven places (frozen);
 *   no rows before the final round is played
 * @throws {@link mindsport!MindsportError} an invalid tournament, rules or options;
 *   `CHOICE_ORDER_REQUIRED` when players tie on centres and the order lacks one of them
 * @example
 * ```ts
 * import { diplomacyTopBoard, parseGameResult } from 'mindsport/diplomacy';
 * const ids = ['kari', 'bjorn', 'siri', 'per', 'ola', 'bjorg', 'arne'];
 * const game = parseGameResult('A12 E12 F4 G3 I2 R1 T0');
 * const powers = Object.fromEntries(Object.entries(game.powers).map(([power, result], index) => [power, { ...result, player: ids[index] }]));
 * const tournament = {
 *   players: ids.map((id) => ({ id })),
 *   rounds: [{ round: 4, boards: [{ board: 1, game: { powers } as typeof game }] }],
 *   topBoardChoiceOrder: ['siri', 'per', 'kari', 'ola', 'bjorg', 'arne', 'bjorn'],
 * };
 * console.log(diplomacyTopBoard(tournament).rows.map((row) => row.playerId).slice(0, 2)); // [ 'bjorn', 'kari' ]
 * ```
 */
export function diplomacyTopBoard(
  document: DiplomacyTournament,
  rules: DiplomacyRules = NDF_2007,
  options: Record<string, never> = {},
): DiplomacyTopBoard {
  const tournament = assertDiplomacyTournament(document);
  const book = ruleBook(rules);
  readNoOptions(options);
  const board = topBoardOf(tournament, book.finalRound);
  const rows = board === undefined ? [] : topBoardRows(tournament, board);
  return freezeResult({ rules: book.rules.name, round: book.finalRound, board: board?.board ?? null, rows });
}

/** The final round's board with the lowest number, if the final round has been played. @internal */
export function topBoardOf(tournament: DiplomacyTournament, finalRound: number): DiplomacyBoard | undefined {
  const boards = tournament.rounds.find((round) => round.round === finalRound)?.boards ?? [];
  let top: DiplomacyBoard | undefined;
  for (const board of boards) if (top === undefined || board.board < top.board) top = board;
  return top;
}

/** The seven places of the top board (decision 9). @internal */
export function topBoardRows(tournament: DiplomacyTournament, board: DiplomacyBoard): DiplomacyTopBoardRow[] {
  const choiceOrder = tournament.topBoardChoiceOrder ?? [];
  const players = new Map(tournament.players.map((player) => [player.id, player]));
  const seats = POWERS.map((power) => {
    const result = board.game.powers[power];
    const position = choiceOrder.indexOf(result.player as string);
    return {
      power,
      player: players.get(result.player as string) as DiplomacyPlayer,
      supplyCentres: result.supplyCentres,
      choicePosition: position < 0 ? null : position + 1,
    };
  });
  for (const seat of seats) {
    const tied = seats.filter((other) => other.supplyCentres === seat.supplyCentres);
    if (tied.length > 1 && tied.some((other) => other.choicePosition === null)) {
      fail(
        problemAt(
          'CHOICE_ORDER_REQUIRED',
          ['topBoardChoiceOrder'],
          tournament.topBoardChoiceOrder,
          `${tied.map((other) => show(other.player.id)).join(', ')} tie on ${seat.supplyCentres} centres on the top board; the power-choice order decides (seed §3b)`,
        ),
      );
    }
  }
  // Decision 9: more centres first; equal centres, the later chooser first.
  const ranked = rank(seats, {
    id: (seat) => seat.power,
    criteria: [
      { name: 'supplyCentres', value: (seat) => seat.supplyCentres },
      { name: 'choice order', value: (seat) => seat.choicePosition ?? 0 },
    ],
  });
  return ranked.map(({ row, place, lastPlace, placeLabel, shared, decidedBy }) => ({
    place,
    lastPlace,
    placeLabel,
    shared,
    playerId: row.player.id,
    name: nameOf(row.player),
    decidedBy,
    power: row.power,
    supplyCentres: row.supplyCentres,
    choicePosition: row.choicePosition,
  }));
}
