/**
 * Internal: what the Swiss pairing engine needs to know about each player from the rounds
 * played so far — points, colours, opponents, byes — read from a tournament the tournament
 * validator has checked.
 *
 * @internal
 * @module
 */

import type {
  OthelloGameRecord,
  OthelloPlayer,
  OthelloTournament,
  PlayerId,
} from '../tournament/tournament.js';

/** 0 black, 1 white. */
export type ColourCode = 0 | 1;

/** One player's record before the round being paired. */
export interface PlayerHistory {
  readonly id: PlayerId;
  readonly player: OthelloPlayer;
  /** Position in `tournament.players`. */
  readonly index: number;
  /** Points in half-points (win 2, draw 1, bye 2). */
  halfPoints: number;
  /** Games with black and with white (forfeits included: the colour was assigned). */
  blacks: number;
  whites: number;
  /** Colours of the player's games in round order. */
  readonly colours: ColourCode[];
  /** Byes received (KOA walkovers against a withdrawn slot count too). */
  byes: number;
  /** Opponent position → the 1-based rounds they met in. */
  readonly met: Map<number, number[]>;
}

/** The history of one player before any round. */
function emptyHistory(player: OthelloPlayer, index: number): PlayerHistory {
  return {
    id: player.id,
    player,
    index,
    halfPoints: 0,
    blacks: 0,
    whites: 0,
    colours: [],
    byes: 0,
    met: new Map(),
  };
}

/**
 * Points for pairing (NOF §14): win 1, draw ½ (equal discs), a forfeit loses whatever the
 * discs, a double forfeit scores nothing; in half-points for black and white.
 */
function gameHalfPoints(game: OthelloGameRecord): readonly [number, number] {
  if (game.forfeit === 'both') return [0, 0];
  if (game.forfeit === 'black') return [0, 2];
  if (game.forfeit === 'white') return [2, 0];
  const black = game.blackDiscs > game.whiteDiscs ? 2 : game.blackDiscs === game.whiteDiscs ? 1 : 0;
  return [black, 2 - black];
}

/** Counts one game: points, colours (a forfeit's colours were assigned), and that the two met. */
function addGame(
  black: PlayerHistory,
  white: PlayerHistory,
  game: OthelloGameRecord,
  roundNumber: number,
): void {
  const [blackHalf, whiteHalf] = gameHalfPoints(game);
  black.halfPoints += blackHalf;
  white.halfPoints += whiteHalf;
  black.blacks++;
  white.whites++;
  black.colours.push(0);
  white.colours.push(1);
  for (const [one, other] of [
    [black, white],
    [white, black],
  ] as const) {
    const rounds = one.met.get(other.index);
    if (rounds === undefined) one.met.set(other.index, [roundNumber]);
    else rounds.push(roundNumber);
  }
}

/**
 * Reads the players and the rounds played so far of a tournament already checked by the
 * tournament validator into per-player histories.
 */
export function readHistory(tournament: OthelloTournament): {
  players: PlayerHistory[];
  byId: Map<PlayerId, number>;
} {
  const byId = new Map<PlayerId, number>();
  const players = tournament.players.map((player, index) => {
    byId.set(player.id, index);
    return emptyHistory(player, index);
  });
  const historyOf = (id: PlayerId): PlayerHistory => players[byId.get(id) as number] as PlayerHistory;
  tournament.rounds.forEach((round, roundIndex) => {
    for (const game of round.games)
      addGame(historyOf(game.black), historyOf(game.white), game, roundIndex + 1);
    for (const id of round.byes ?? []) {
      const history = historyOf(id);
      history.byes++;
      history.halfPoints += 2; // a Swiss bye is worth 1 point (NOF §20b)
    }
  });
  return { players, byId };
}

/** Is the player present in (1-based) round `round`: entered, not withdrawn, not announced absent? */
export function isPresent(player: OthelloPlayer, round: number): boolean {
  if ((player.enteredRound ?? 1) > round) return false;
  if (player.withdrawnFromRound !== undefined && player.withdrawnFromRound <= round) return false;
  return true;
}
