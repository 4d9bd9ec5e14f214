/** Shorthands for hand-built Othello tournaments in the standings tests. */
import type { OthelloRules, OthelloStandings, OthelloTournament } from '../../src/othello/index.js';

/** A game record: black, black's discs, white, white's discs. */
export const g = (black: string, blackDiscs: number, white: string, whiteDiscs: number) => ({
  black,
  blackDiscs,
  white,
  whiteDiscs,
});

/** Players named as given, each with the first letter of the name as id. */
export const players = (...names: string[]) => names.map((name) => ({ id: name[0] as string, name }));

/** `place id points discs wins/draws/losses` per row, best first. */
export const recordTable = (standings: OthelloStandings) =>
  standings.rows.map(
    (row) =>
      `${row.placeLabel} ${row.playerId} ${row.points} ${row.values.discs} ${row.wins}/${row.draws}/${row.losses}`,
  );

/** The row of a player (throws when there is none, so a missing row fails the test). */
export const rowOf = (standings: OthelloStandings, id: string) => {
  const row = standings.rows.find((candidate) => candidate.playerId === id);
  if (row === undefined) throw new Error(`no row ${id}`);
  return row;
};

/** A criterion value of a player's row, as text. */
export const criterionValue = (standings: OthelloStandings, id: string, name: string) =>
  rowOf(standings, id).values[name]?.toString();

/** A preset with other criteria (a preset is data, spec §5). */
export const withCriteria = (base: OthelloRules, ...kinds: OthelloRules['criteria'][number]['kind'][]) =>
  ({
    ...base,
    name: `${base.name} (${kinds.join(', ')})`,
    criteria: kinds.map((kind) => ({ kind, source: 'test' })),
  }) as OthelloRules;

/**
 * Five players, two rounds of a Swiss (NOF §20b): one bye per round.
 * R1: A–B 40–24, C–D 33–31, E bye.  R2: A–C 30–34, E–B 36–28, D bye.
 */
export const swissFive: OthelloTournament = {
  name: 'Swiss five',
  plannedRounds: 5,
  players: players('Ann', 'Bo', 'Cy', 'Dan', 'Eva'),
  rounds: [
    { games: [g('A', 40, 'B', 24), g('C', 33, 'D', 31)], byes: ['E'] },
    { games: [g('A', 30, 'C', 34), g('E', 36, 'B', 28)], byes: ['D'] },
  ],
};

/**
 * Round robin of five (NOF §20a): five rounds of five when complete; one round recorded.
 * R1: A–B 40–24, C–D 33–31, E bye.
 */
export const roundRobinFive: OthelloTournament = {
  name: 'RR five',
  players: players('Ann', 'Bo', 'Cy', 'Dan', 'Eva'),
  rounds: [{ games: [g('A', 40, 'B', 24), g('C', 33, 'D', 31)], byes: ['E'] }],
};
