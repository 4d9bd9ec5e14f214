/**
 * Internal: mutual results between ladder players over a range of rounds, for the
 * head-to-head keys of Art. V.2 and VII.3 (spec decision 8).
 */
import type { CompiledSeason } from './compile.js';

/** Half points each player scored against each opponent, keyed `player * count + opponent`. */
export function mutualHalves(
  compiled: CompiledSeason,
  firstRound: number,
  lastRound: number,
): Map<number, number> {
  const count = compiled.playerCount;
  const halves = new Map<number, number>();
  for (let r = firstRound - 1; r < lastRound && r < compiled.rounds.length; r++) {
    for (const game of compiled.rounds[r]!.games) {
      const { white, black } = game;
      if (white >= count || black >= count) continue;
      if (game.whiteSuperseded === null) {
        const key = white * count + black;
        halves.set(key, (halves.get(key) ?? 0) + game.whiteHalves);
      }
      if (game.blackSuperseded === null) {
        const key = black * count + white;
        halves.set(key, (halves.get(key) ?? 0) + 2 - game.whiteHalves);
      }
    }
  }
  return halves;
}
