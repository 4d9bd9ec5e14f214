import { checkList, describePath, Fraction, MindsportError, show, THROW } from '../core/internal.js';
import { orderGamesInPlace, rankEntries, type StandingEntry } from './countback.js';
import type { GameResult } from './game.js';
import { POWERS, type Power } from './powers.js';
import { qualificationEntries, type TournamentStanding, weightedSum } from './qualification.js';
import {
  NDF_2007,
  type PlayedGame,
  playedGames,
  readTournamentOptions,
  requireTournament,
  scoringOf,
  type Tournament,
  type TournamentOptions,
} from './tournament.js';
import { requireGameResult } from './validate.js';

/**
 * The final round's boards (seed §3a "flere brett bli rangert i henhold til kvalifiseringen";
 * decision 10): the entrants in qualification order, seven per board, the top board first;
 * entrants without a qualifying game go last (seed: "vil da spille på laveste rangerte brett").
 * A shared qualification place across a board cut is settled by the recorded lot.
 *
 * @param tournament - the tournament after the qualifying rounds (validated)
 * @param options - rules ({@link NDF_2007}) and scoring system (C-Diplo 100)
 * @returns the player ids of each board, board 1 (top) first, each in qualification order
 * @throws {@link MindsportError} `FINAL_ROUND_NOT_FULL_BOARDS` when the entrants do not fill
 *   whole boards, `LOT_REQUIRED` naming the tied players when a shared place spans a cut
 * @example
 * ```ts
 * import { finalRoundBoards } from 'mindsport/diplomacy';
 * const players = Array.from({ length: 7 }, (_, index) => ({ id: `p${index + 1}` }));
 * console.log(finalRoundBoards({ players, rounds: [], lot: players.map((player) => player.id) })); // [ [ 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7' ] ]
 * ```
 */
export function finalRoundBoards(tournament: Tournament, options: TournamentOptions = {}): string[][] {
  requireTournament(tournament);
  options = readTournamentOptions(options);
  const rules = options.rules ?? NDF_2007;
  const games = playedGames(tournament, scoringOf(options));
  const entrants = new Set(
    tournament.finalRoundEntrants ??
      tournament.players.filter((player) => !player.withdrawn).map((player) => player.id),
  );
  if (entrants.size % rules.boardSize !== 0) {
    throw new MindsportError(
      'FINAL_ROUND_NOT_FULL_BOARDS',
      `${entrants.size} final-round entrants do not fill boards of ${rules.boardSize}; decide who sits out first`,
      { path: ['finalRoundEntrants'], value: entrants.size },
    );
  }
  // The whole qualification table, then its entrants in that order (decision 10): count-back
  // is decided on the whole tied group, so ranking the entrants again among themselves could
  // reverse two of them or split a shared place (issue 23).
  const places = rankEntries(qualificationEntries(tournament, games, options));
  const groups: string[][] = [];
  const unqualified: string[] = [];
  for (let start = 0; start < places.length; ) {
    let end = start + 1;
    while (end < places.length && places[end]!.place === places[start]!.place) end++;
    const group: string[] = [];
    for (const { entry } of places.slice(start, end)) {
      if (!entrants.has(entry.id)) continue;
      if (entry.games.length === 0) unqualified.push(entry.id);
      else group.push(entry.id);
    }
    if (group.length > 0) groups.push(group);
    start = end;
  }
  // The entrants without a qualifying game form one tied group below the qualified.
  if (unqualified.length > 0) groups.push(unqualified.sort());
  const lot = new Map((tournament.lot ?? []).map((id, index) => [id, index]));
  const order: string[] = [];
  for (const group of groups) {
    const from = order.length;
    const to = from + group.length;
    const spansCut =
      group.length > 1 && Math.floor(from / rules.boardSize) !== Math.floor((to - 1) / rules.boardSize);
    if (!spansCut) {
      order.push(...group);
      continue;
    }
    const missing = group.filter((id) => !lot.has(id));
    if (missing.length > 0) {
      throw new MindsportError(
        'LOT_REQUIRED',
        `${describePath(['lot'])}: ${group.map(show).join(', ')} share places ${from + 1}–${to} across a board cut; record a lot (missing ${missing.map(show).join(', ')})`,
        { path: ['lot'], value: group },
      );
    }
    order.push(...[...group].sort((a, b) => lot.get(a)! - lot.get(b)!));
  }
  const boards: string[][] = [];
  for (let index = 0; index < order.length; index += rules.boardSize)
    boards.push(order.slice(index, index + rules.boardSize));
  return boards;
}

/**
 * The top board's power-choice order (seed §3b): in qualification order each player picks
 * a free position in the choosing order (Kari picks 3, Ola 4, Per 2, Siri 1, …); powers are
 * then chosen in that order.
 *
 * @param qualifiers - the top board's players in qualification order
 * @param positions - the position (1…n) each qualifier picked, in the same order
 * @returns the player ids in choosing order, first chooser first
 * @throws {@link MindsportError} `BAD_CHOICE_POSITION` for a position out of range or already taken
 * @example
 * ```ts
 * import { powerChoiceOrder } from 'mindsport/diplomacy';
 * const order = powerChoiceOrder(['Kari', 'Ola', 'Per', 'Siri', 'Bjørg', 'Bjørn', 'Arne'], [3, 4, 2, 1, 5, 7, 6]);
 * console.log(order); // [ 'Siri', 'Per', 'Kari', 'Ola', 'Bjørg', 'Arne', 'Bjørn' ]
 * ```
 */
export function powerChoiceOrder(qualifiers: readonly string[], positions: readonly number[]): string[] {
  checkList(qualifiers, ['qualifiers'], THROW);
  checkList(positions, ['positions'], THROW);
  if (positions.length !== qualifiers.length) {
    throw new MindsportError(
      'BAD_CHOICE_POSITION',
      `${positions.length} positions for ${qualifiers.length} qualifiers`,
      { path: ['positions'], value: positions },
    );
  }
  const order: (string | undefined)[] = Array(qualifiers.length).fill(undefined);
  positions.forEach((position, index) => {
    if (
      !Number.isSafeInteger(position) ||
      position < 1 ||
      position > qualifiers.length ||
      order[position - 1] !== undefined
    ) {
      throw new MindsportError(
        'BAD_CHOICE_POSITION',
        `positions[${index}]: ${show(qualifiers[index])} cannot pick ${show(position)} (1…${qualifiers.length}, each once)`,
        { path: ['positions', index], value: position },
      );
    }
    order[position - 1] = qualifiers[index];
  });
  return order as string[];
}

/** A player's place on the top board. */
export interface TopBoardPlace {
  /** 1 = champion (before withdrawals, see {@link rankTournament}). */
  readonly place: number;
  /** Player id. */
  readonly player: string;
  /** The power played. */
  readonly power: Power;
  /** Final supply centres. */
  readonly supplyCentres: number;
  /** Position in the power-choice order (1 = chose first), when known. */
  readonly choicePosition: number | undefined;
}

/**
 * Orders the top board of the final round (seed §3b; decision 9): by supply centres, and
 * on equal centres the player who chose power **later** ranks ahead ("går den som valgte
 * stormakt SIST foran"; if Bjørn and Kari both have 12, Bjørn is champion). After a solo
 * the six others are ordered by centres too.
 *
 * @param game - the top board's game, powers naming their players (a power without a
 *   player is listed, and looked up in `choiceOrder`, under the power's name)
 * @param choiceOrder - the players in power-choice order (see {@link powerChoiceOrder})
 * @returns the seven places, champion first
 * @throws {@link MindsportError} an invalid game, or `CHOICE_ORDER_REQUIRED` when players tie on
 *   centres and the order is missing or lacks one of them
 * @example
 * ```ts
 * import { parseGameResult, rankTopBoard } from 'mindsport/diplomacy';
 * const game = parseGameResult('A12 E12 F4 G3 I2 R1 T0');
 * const names = { austria: 'Kari', england: 'Bjørn', france: 'Siri', germany: 'Per', italy: 'Ola', russia: 'Bjørg', turkey: 'Arne' };
 * const powers = Object.fromEntries(Object.entries(game.powers).map(([p, r]) => [p, { ...r, player: names[p as keyof typeof names] }]));
 * const order = ['Siri', 'Per', 'Kari', 'Ola', 'Bjørg', 'Arne', 'Bjørn'];
 * console.log(rankTopBoard({ powers } as typeof game, order)[0]?.player); // Bjørn
 * ```
 */
export function rankTopBoard(game: GameResult, choiceOrder?: readonly string[]): TopBoardPlace[] {
  requireGameResult(game);
  if (choiceOrder !== undefined) checkList(choiceOrder, ['choiceOrder'], THROW);
  const position = (player: string | undefined) => {
    const index = player === undefined || choiceOrder === undefined ? -1 : choiceOrder.indexOf(player);
    return index < 0 ? undefined : index + 1;
  };
  const rows = POWERS.map((power) => ({
    player: game.powers[power].player ?? power,
    power,
    supplyCentres: game.powers[power].supplyCentres,
    // A power without a player stands for its player under the power's name, in the order too.
    choicePosition: position(game.powers[power].player ?? power),
  }));
  for (const row of rows) {
    const tied = rows.filter((other) => other.supplyCentres === row.supplyCentres);
    if (tied.length > 1 && tied.some((other) => other.choicePosition === undefined)) {
      throw new MindsportError(
        'CHOICE_ORDER_REQUIRED',
        `${describePath(['topBoardChoiceOrder'])}: ${tied.map((other) => show(other.player)).join(', ')} tie on ${row.supplyCentres} centres on the top board; the power-choice order decides (seed §3b)`,
        { path: ['topBoardChoiceOrder'], value: choiceOrder },
      );
    }
  }
  rows.sort((a, b) => b.supplyCentres - a.supplyCentres || (b.choicePosition ?? 0) - (a.choicePosition ?? 0));
  return rows.map((row, index) => ({ place: index + 1, ...row }));
}

/** One row of the final tournament ranking. */
export interface FinalStanding extends TournamentStanding {
  /** Qualification score (seed §3a). */
  readonly qualification: Fraction;
  /** Score in the final round, or undefined for a player who did not play it. */
  readonly finalRound: Fraction | undefined;
  /** Final-round board (1 = top), or undefined. */
  readonly board: number | undefined;
  /** The board-bonus factor applied to qualification + final round: 1 + step × (N − k) (decision 6). */
  readonly factor: Fraction;
}

/**
 * The final ranking of a tournament (seed §3b–c, §11; decisions 6, 9, 11, 12): champion and
 * runner-up are 1st and 2nd on the top board ({@link rankTopBoard}, players who withdrew
 * skipped); everybody else, top-board places 3–7 included, is ranked from place 3 by
 * total = (qualification + final-round score) × (1 + 10 % × (N − k)) for board k of N
 * (players not in the final round: factor 1), then the tie chain over all their games of all
 * rounds (raw scores, best first), then the reversed count-back; withdrawn players last.
 * Without a final round yet everybody is ranked from place 1 by qualification score.
 *
 * @param tournament - the tournament (validated)
 * @param options - rules ({@link NDF_2007}) and scoring system (C-Diplo 100)
 * @returns one row per player, champion first
 * @throws {@link MindsportError} invalid tournament, `CHOICE_ORDER_REQUIRED`, or from the scoring system
 * @example
 * ```ts
 * import { rankTournament } from 'mindsport/diplomacy';
 * console.log(rankTournament({ players: [{ id: 'kari' }], rounds: [] })[0]?.placeLabel); // 1
 * ```
 */
export function rankTournament(tournament: Tournament, options: TournamentOptions = {}): FinalStanding[] {
  requireTournament(tournament);
  options = readTournamentOptions(options);
  const rules = options.rules ?? NDF_2007;
  const games = playedGames(tournament, scoringOf(options));
  const qualifying = new Set(rules.qualifyingRounds);
  const weights = rules.qualificationWeights.map((weight) => Fraction.from(weight));
  const finalRound = tournament.rounds.find((round) => round.round === rules.finalRound);
  const boardCount = finalRound?.boards.length ?? 0;
  const step = Fraction.from(rules.boardBonusStep);
  // Boards are numbered 1…N in the input; the rank among the final round's boards decides k.
  const boardRank = new Map(
    (finalRound?.boards ?? [])
      .map((board) => board.board)
      .sort((a, b) => a - b)
      .map((board, index) => [board, index + 1]),
  );
  const factors = new Map(
    [...boardRank].map(([board, k]) => [board, Fraction.ONE.add(step.mul(boardCount - k))]),
  );
  // One pass per player: all games best first (the tie chain of the final ranking), the
  // qualifying ones among them in the same order (qualification score), the final-round game.
  const entries = tournament.players.map((player): FinalEntry => {
    // playedGames built this list for this call alone: order it in place.
    const ordered = orderGamesInPlace(games.get(player.id)!);
    let played: PlayedGame | undefined;
    const qualifyingGames: PlayedGame[] = [];
    for (const game of ordered) {
      if (game.round === rules.finalRound) played = game;
      if (qualifying.has(game.round)) qualifyingGames.push(game);
    }
    const qualification = weightedSum(qualifyingGames, weights);
    const factor = played === undefined ? Fraction.ONE : factors.get(played.board)!;
    return {
      id: player.id,
      withdrawn: player.withdrawn === true,
      score: (played === undefined ? qualification : qualification.add(played.score)).mul(factor),
      games: ordered,
      factor,
      qualification,
      played,
    };
  });
  const top: FinalStanding[] = [];
  const champions = new Set<string>();
  if (finalRound !== undefined && boardCount > 0) {
    const topBoard = finalRound.boards.reduce((best, board) => (board.board < best.board ? board : best));
    const withdrawn = new Set(
      tournament.players.filter((player) => player.withdrawn === true).map((player) => player.id),
    );
    const order = rankTopBoard(topBoard.game, tournament.topBoardChoiceOrder).filter(
      (row) => !withdrawn.has(row.player),
    );
    for (const row of order.slice(0, 2)) champions.add(row.player);
    order.slice(0, 2).forEach((row, index) => {
      const entry = entries.find((candidate) => candidate.id === row.player)!;
      top.push(finalRow(entry, index + 1, index + 1, index === 0 ? null : 'top board'));
    });
  }
  const rest = rankEntries(
    champions.size === 0 ? entries : entries.filter((entry) => !champions.has(entry.id)),
    top.length + 1,
  );
  const standings = top;
  for (let index = 0; index < rest.length; index++) {
    const place = rest[index]!;
    standings.push(
      finalRow(
        place.entry as FinalEntry,
        place.place,
        place.lastPlace,
        index === 0 && top.length > 0 ? 'top board' : place.decidedBy,
      ),
    );
  }
  return standings;
}

/** A player's data for the final ranking. */
interface FinalEntry extends StandingEntry {
  readonly factor: Fraction;
  readonly qualification: Fraction;
  readonly played: PlayedGame | undefined;
}

function finalRow(
  entry: FinalEntry,
  place: number,
  lastPlace: number,
  decidedBy: string | null,
): FinalStanding {
  const games: Fraction[] = [];
  for (const game of entry.games) games.push(game.score);
  return {
    player: entry.id,
    place,
    lastPlace,
    shared: lastPlace > place,
    placeLabel: lastPlace > place ? `${place}–${lastPlace}` : `${place}`,
    score: entry.score,
    games,
    withdrawn: entry.withdrawn,
    decidedBy,
    qualification: entry.qualification,
    finalRound: entry.played?.score,
    board: entry.played?.board,
    factor: entry.factor,
  };
}
