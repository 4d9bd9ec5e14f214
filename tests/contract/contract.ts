/**
 * What each module tells the contract test about itself: one row per module (API.md).
 * Adding a module means writing one such row and listing it in `modules.ts`.
 */

/** A module's row of the contract table. */
export interface ContractModule {
  /** The module's name in `mindsport/<name>`: `'othello'`. */
  readonly module: string;
  /** The prefix of the names every module has: `'othello'`, `'grandPrix'`. */
  readonly prefix: string;
  /** The document type's name: `'OthelloTournament'` (so `validateOthelloTournament`, `assertOthelloTournament`). */
  readonly documentType: string;
  /** The module's public exports (`import * as api from '../../src/<module>/index.js'`). */
  readonly api: Readonly<Record<string, unknown>>;
  /** A valid document, as plain JSON data, that uses every optional field the module reads. */
  readonly document: unknown;
  /** The name of an exported rules preset to rank `document` by. */
  readonly rules: string;
  /** The name of the preset `xStandings` uses when no rules are given, or `null` (Othello has none). */
  readonly defaultRules: string | null;
  /** The round-limit option and a value of it that `document` can be ranked after. */
  readonly roundLimit: { readonly option: 'afterRound' | 'afterTournament'; readonly value: number | string };
  /**
   * The module's other published results that take `(document, rules, options)`, by export
   * name (qualification, final ranking, periods, prizes, selection, …), each with valid
   * options for `document`.
   */
  readonly results: readonly {
    readonly name: string;
    readonly options?: Readonly<Record<string, unknown>>;
  }[];
  /** The module's source folder, for the scan of the codes it can throw: `'src/othello'`. */
  readonly source: string;
  /**
   * Upper-snake string literals in the source that are not error codes (preset names used
   * as registry keys, …). Every other one must be in the module's exported code list.
   */
  readonly notCodes?: readonly string[];
}
