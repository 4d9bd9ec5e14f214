/**
 * Othello engine demo: positions, moves, transcripts, symmetries, perft, scores and a
 * WTHOR record built inline (the demo needs no shared data).
 */
import {
  formatPosition,
  legalMoves,
  parseGame,
  parseSquare,
  parseWthorGames,
  perft,
  play,
  replayGame,
  replayWthorGames,
  START_POSITION,
  scoreDiscs,
  transformTranscript,
} from '../src/othello/index.js';

console.log('\n## mindsport/othello (engine)');
console.log(`start:        ${formatPosition(START_POSITION)}`);
console.log(`black moves:  ${legalMoves(START_POSITION).join(' ')}`);
console.log(`after f5:     ${formatPosition(play(START_POSITION, 'f5'))}`);

const broken = replayGame('f5d6c3d3c4f4f6f3e6e7c5');
console.log(
  `replay 'f5d6c3d3c4f4f6f3e6e7c5': ${broken.moves.length} moves, then "${broken.failure?.message}"`,
);

// WTHOR 2018 game 0 (Zhao Jing – Yamakawa Takashi, Beijing Open), recorded score 26.
const transcript =
  'f5f6e6f4e3c5c6d6e7f7c3c7g3e8b5a4g5b4f8c4d8d3b3f3d2h3e2g4f2d7c8g6a3b6h6h5a7a6a5c2d1g2h7h8h1g8g7b8h2e1f1b2b7g1a1a2h4a8c1b1';
const game = parseGame(transcript);
const passes = game.moves
  .filter((move) => move.passedBefore)
  .map((move) => `${move.square} (ply ${move.ply})`);
console.log(
  `full game: ${game.moves.length} moves, over: ${game.over}, score ${game.score?.black}–${game.score?.white}`,
);
console.log(`  passes before: ${passes.join(', ') || 'none'}`);
console.log(
  `  mirrored in a1–h8: ${transformTranscript(transcript, 'mirrorDiagonal').slice(0, 6).join('')}…`,
);

console.log('\nEmpty squares go to the winner (KOA V.8), raw count as an option:');
console.log(`  40–20 → ${JSON.stringify(scoreDiscs(40, 20))}`);
console.log(`  30–30 → ${JSON.stringify(scoreDiscs(30, 30))}`);
console.log(`  40–20 raw → ${JSON.stringify(scoreDiscs(40, 20, { emptySquares: 'none' }))}`);

console.log('\nPerft from the start (conventions agree to depth 8):');
const depths = [1, 2, 3, 4, 5, 6, 7, 8];
console.log(`  ${depths.map((depth) => `${depth}: ${perft(START_POSITION, depth)}`).join(', ')}`);

// The same game as a one-record WTHOR .wtb buffer: header (16 bytes) + 68-byte record.
const bytes = new Uint8Array(16 + 68);
bytes.set([20, 18, 12, 31, 1, 0, 0, 0, 0, 0, 226, 7, 8, 0, 24, 0]);
bytes.set([27, 1, 58, 9, 124, 7, 26, 22], 16); // tournament 283, players 2362 / 1916, scores
game.moves.forEach((move, ply) => {
  const square = parseSquare(move.square);
  bytes[16 + 8 + ply] = 10 * ((square >> 3) + 1) + (square & 7) + 1;
});
const [replay] = replayWthorGames(parseWthorGames(bytes));
console.log(
  `\nWTHOR record: status ${replay?.status}, recorded ${replay?.recordedScore}, computed ${replay?.computedScore}, passes ${replay?.passes}`,
);
