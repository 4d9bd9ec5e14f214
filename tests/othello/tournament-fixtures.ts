/** Shorthands for hand-built Othello tournaments in the standings tests. */

/** A game record: black, black's discs, white, white's discs. */
export const g = (black: string, blackDiscs: number, white: string, whiteDiscs: number) => ({
  black,
  blackDiscs,
  white,
  whiteDiscs,
});

/** Players named as given, each with the first letter of the name as id. */
export const players = (...names: string[]) => names.map((name) => ({ id: name[0] as string, name }));
