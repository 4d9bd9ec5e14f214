/**
 * `mindsport/othello`.
 *
 * @packageDocumentation
 */
export * from './tournament.js';
