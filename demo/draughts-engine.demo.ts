/** Draughts engine: FMJD move generation, perft, FEN, PDN replay and the arbiter's rules. */
import {
  arbiterReport,
  DRAUGHTS_START,
  draughtsLegalMoves,
  draughtsPerft,
  formatFen,
  parseFen,
  parsePdn,
} from '../src/draughts/index.js';

console.log('\n## mindsport/draughts (engine)');
const depths = [1, 2, 3, 4, 5, 6].map((depth) => `${depth}:${draughtsPerft(DRAUGHTS_START, depth)}`);
console.log(`perft from ${formatFen(DRAUGHTS_START)}: ${depths.join(' ')}`);

// Maximum capture: the king on 2 has two six-piece captures ending on 3.
const busy = parseFen('W:WK2:B8,9,23,25,29-31,33,40,43');
for (const move of draughtsLegalMoves(busy)) {
  console.log(
    `W:WK2 … legal: ${move.path.join('x')} takes ${move.captures.length}: ${move.captures.join(',')}`,
  );
}

// A real game (NK 2009, round 12, Meijer – Meurs; first 20 moves), inline.
const pdn = `[Event "NK 2009, ronde 12"]
[White "Hein Meijer"]
[Black "Pim Meurs"]
[Result "2-0"]
1. 33-28 18-22 2. 38-33 12-18 3. 34-29 19-23 4. 28x19 14x34 5. 40x29 7-12
6. 32-28 16-21 7. 37-32 11-16 8. 45-40 10-14 9. 40-34 5-10 10. 43-38 1-7
11. 31-26 13-19 12. 41-37 7-11 13. 37-31 9-13 14. 31-27 22x31 15. 36x27 17-22
16. 28x17 11x31 17. 26x37 6-11 18. 46-41 11-17 19. 48-43 4-9 20. 44-40 21-27 2-0`;
const game = parsePdn(pdn).games[0]!;
const last = game.moves.at(-1)!;
console.log(
  `PDN: ${game.tags.White} – ${game.tags.Black}, ${game.moves.length} half-moves, last ${last.number}. … ${last.text}, result ${game.result} (${game.resultScale} scale)`,
);
console.log(`final position ${formatFen(game.end)}`);
const report = arbiterReport(game);
console.log(
  `material white ${report.balance.white} – black ${report.balance.black}, claims now: ${report.claims.length}`,
);

// Kings only: after 25 moves EACH (50 half-moves) without capture or man move, a claim is valid.
const start = parseFen('W:WK46,K50,33:BK1,K3');
const cycle = ['46-5', '1-45', '5-46', '45-1'];
const shuffle = Array.from({ length: 13 }, () => cycle).flat();
for (const halfMoves of [49, 50]) {
  const claimReport = arbiterReport({ start, moves: shuffle.slice(0, halfMoves) });
  const claim = claimReport.claims.find((entry) => entry.kind === 'twenty-five-moves');
  console.log(
    `after ${halfMoves} half-moves: 25-move claim ${claim ? `valid, result ${claim.result}` : 'not valid'}`,
  );
}

// One king against three pieces (one a king): 16 moves each = 32 half-moves.
const sixteen = arbiterReport({ start: parseFen('W:WK46,K50,28:BK5'), moves: [] });
console.log(
  `16-move count: ${sixteen.count?.rule}, moves remaining ${JSON.stringify(sixteen.count?.movesRemaining)}`,
);
