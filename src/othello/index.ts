/**
 * `mindsport/othello`.
 *
 * @packageDocumentation
 */
export {};
