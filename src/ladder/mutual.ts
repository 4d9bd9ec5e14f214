/**
 * Internal: mutual results between ladder players over a range of rounds, for the
 * head-to-head keys of Art. V.2 and VII.3 (spec decision 8).
 */
import { BLACK_SUPERSEDED, type CompiledSeason, WHITE_SUPERSEDED } from './compile.js';

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
      if ((round.gameSuperseded[g]! & WHITE_SUPERSEDED) === 0) {
        const key = white * count + black;
        halves.set(key, (halves.get(key) ?? 0) + whiteHalves);
      }
      if ((round.gameSuperseded[g]! & BLACK_SUPERSEDED) === 0) {
        const key = black * count + white;
        halves.set(key, (halves.get(key) ?? 0) + 2 - whiteHalves);
      }
    }
  }
  return halves;
}
