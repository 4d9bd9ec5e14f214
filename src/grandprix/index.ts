/**
 * `mindsport/grandprix`: the Norwegian Grand Prix (NOF, seed 000 §29–§39) season table
 * and championship selection, as a configurable preset ({@link NGP}).
 *
 * - configuration: {@link NGP}, {@link GrandPrixConfig}, {@link countedTournamentCount}
 * - season model: {@link GrandPrixSeason}, {@link validateSeason}, {@link seasonAfter}
 * - eligibility (§30): {@link eligibility}, {@link isMemberOn}, {@link playedEnoughRounds}
 * - points (§31–§32): {@link tournamentPoints}, {@link placePoints}
 * - totals (§33): {@link seasonTotals}
 * - ties (§34): {@link orderByTieBreaks}, {@link compareCountedPlaces}, {@link lastCommonTournament}
 * - table: {@link grandPrixTable}, {@link explainTotal}
 *
 * @example
 * ```ts
 * import { grandPrixTable } from 'mindsport/grandprix';
 * const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });
 * const table = grandPrixTable({
 *   players: [member('anne'), member('bjørn'), { id: 'sven', citizenOrResident: false, memberships: [] }],
 *   tournaments: [
 *     { id: 'oslo', kind: 'regular', startDate: '2025-01-11', rounds: 7, standings: [
 *       { player: 'sven', place: 1 }, { player: 'anne', place: 2 }, { player: 'bjørn', place: 3 },
 *     ] },
 *   ],
 * });
 * console.log(table.rows.map((row) => `${row.placeLabel} ${row.player} ${row.total}`)); // [ '1 anne 12', '2 bjørn 10' ]
 * ```
 *
 * @packageDocumentation
 */
export * from './config.js';
export * from './eligibility.js';
export * from './points.js';
export * from './season.js';
export * from './table.js';
export * from './ties.js';
export * from './total.js';
