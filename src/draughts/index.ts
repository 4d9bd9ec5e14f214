/**
 * `mindsport/draughts`.
 *
 * @packageDocumentation
 */
export {};
