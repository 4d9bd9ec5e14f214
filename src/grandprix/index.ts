/**
 * `mindsport/grandprix`.
 *
 * @packageDocumentation
 */
export {};
