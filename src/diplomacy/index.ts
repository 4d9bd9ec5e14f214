/**
 * `mindsport/diplomacy`.
 *
 * @packageDocumentation
 */
export {};
