/**
 * `mindsport/ladder`.
 *
 * @packageDocumentation
 */
export {};
