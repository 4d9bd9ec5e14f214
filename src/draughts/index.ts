/**
 * `mindsport/draughts`.
 *
 * @packageDocumentation
 */
export * from './result.js';
