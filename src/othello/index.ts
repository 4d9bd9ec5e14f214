/**
 * `mindsport/othello`.
 *
 * @packageDocumentation
 */
export * from './tournament.js';
export * from './square.js';
export * from './position.js';
export * from './moves.js';
export * from './score.js';
export * from './transcript.js';
export * from './game.js';
export * from './symmetry.js';
export * from './perft.js';
export * from './wthor.js';

export * from './result.js';
export * from './brightwell.js';
export * from './mbq.js';
export * from './presets.js';
export * from './standings.js';
export * from './tournament-validation.js';
export * from './pairing.js';
export { PAIRING_PRIORITIES, type PairingCost, type PairingPriority } from './pairing-weights.js';
export * from './championship.js';
export * from './papp.js';
export { type OthelloDiagramOptions, othelloDiagram } from './diagram.js';
