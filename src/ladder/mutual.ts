/**
 * Internal: mutual results between ladder players over a range of rounds, for the
 * head-to-head keys of Art. V.2 and VII.3 (spec decision 8).
 */
import { Fraction } from '../core/internal.js';
import { BLACK_SUPERSEDED, type CompiledSeason, WHITE_SUPERSEDED } from './compile.js';
import type { MutualScore } from './tie-breaks.js';

/** Half points each player scored against each opponent, keyed `player * count + opponent`. */
export function mutualHalves(
  compiled: CompiledSeason,
  firstRound: number,
  lastRound: number,
): Map<number, number> {
  const count = compiled.playerCount;
  const halves = new Map<number, number>();
  for (let r = firstRound - 1; r < lastRound && r < compiled.rounds.length; r++) {
    const round = compiled.rounds[r]!;
    for (let g = round.gameStart, end = g + round.gameCount; g < end; g++) {
      const white = round.gameWhite[g]!;
      const black = round.gameBlack[g]!;
      const whiteHalves = round.gameHalves[g]!;
      if (white >= count || black >= count) continue;
      // A mutual game is one that counts for both players (docs/ladder.md, head-to-head):
      // a game superseded for either one (a league game counted that week instead) is left
      // out for both, so the two players' mutual scores always add up to 2 per game.
      if ((round.gameSuperseded[g]! & (WHITE_SUPERSEDED | BLACK_SUPERSEDED)) !== 0) continue;
      const whiteKey = white * count + black;
      halves.set(whiteKey, (halves.get(whiteKey) ?? 0) + whiteHalves);
      const blackKey = black * count + white;
      halves.set(blackKey, (halves.get(blackKey) ?? 0) + 2 - whiteHalves);
    }
  }
  return halves;
}

/** The head-to-head score of the tie-breaks: board points of a player over their mutual games. */
export function mutualScore(compiled: CompiledSeason, firstRound: number, lastRound: number): MutualScore {
  const halves = mutualHalves(compiled, firstRound, lastRound);
  const count = compiled.playerCount;
  return (a, b) => {
    const value = halves.get(a * count + b);
    return value === undefined ? undefined : Fraction.of(value, 2);
  };
}
