/**
 * `mindsport <module> standings`: each module's natural standings function, its rows laid
 * out as a {@link StandingsTable} by the module's own table function (`othelloStandingsTable`,
 * …) for the core renderers, and the raw result for `--format json`.
 */

import { didYouMean, type StandingsTable } from '../core/internal.js';
import * as diplomacy from '../diplomacy/index.js';
import * as draughts from '../draughts/index.js';
import * as grandprix from '../grandprix/index.js';
import * as ladder from '../ladder/index.js';
import * as othello from '../othello/index.js';
import { UsageError } from './args.js';

/** What a standings command computed: the table to render and the library's own result. */
export interface StandingsOutput {
  /** The table for text, Markdown, CSV and HTML. */
  readonly table: StandingsTable;
  /** The library result, written as is for `--format json`. */
  readonly result: unknown;
}

/** Options shared by the standings commands. */
export interface StandingsRequest {
  /** The file the data came from (for messages). */
  readonly file: string;
  /** The parsed JSON. */
  readonly data: unknown;
  /** `--rules`, when given: a preset name the module exports. */
  readonly rules: string | undefined;
  /** `--after-round`, when given. */
  readonly afterRound: number | undefined;
  /** Othello: the rules to use when `--rules` is not given (a PAPP workfile's own rules). */
  readonly defaultRules?: othello.OthelloRules;
  /** Othello: `--brightwell-constant`, a number ≥ 0 as text (`6`, `2.5`, `7/2`), overriding the rules' constant. */
  readonly brightwellConstant?: string | undefined;
  /** Grand Prix `--after`: a tournament id. */
  readonly after?: string | undefined;
  /** Grand Prix: add the explanation column. */
  readonly explanations?: boolean;
}

function normalise(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The preset `--rules` names (case and punctuation ignored), or the default.
 *
 * @throws UsageError `UNKNOWN_RULES` listing the choices and the nearest one
 */
export function chooseRules<T>(
  presets: Readonly<Record<string, T>>,
  name: string | undefined,
  fallback: string,
  command: string,
): T {
  const wanted = name ?? fallback;
  const found = Object.entries(presets).find(([key]) => normalise(key) === normalise(wanted));
  if (found === undefined) {
    const keys = Object.keys(presets);
    const near = keys.find(
      (key) => normalise(key).includes(normalise(wanted)) && normalise(wanted).length > 2,
    );
    throw new UsageError(
      'UNKNOWN_RULES',
      `unknown rules ${JSON.stringify(wanted)}; choose one of ${keys.join(', ')}${near === undefined ? didYouMean(wanted, keys) : `; did you mean ${JSON.stringify(near)}?`}`,
      command,
    );
  }
  return found[1];
}

function afterRoundOption(request: StandingsRequest): { afterRound?: number } {
  return request.afterRound === undefined ? {} : { afterRound: request.afterRound };
}

/** Othello: `othelloStandings` with a preset from `OTHELLO_PRESETS` (default `NOF_SWISS`). */
export function othelloStandings(request: StandingsRequest): StandingsOutput {
  const chosen =
    request.rules === undefined && request.defaultRules !== undefined
      ? request.defaultRules
      : chooseRules(othello.OTHELLO_PRESETS, request.rules, 'NOF_SWISS', 'othello standings');
  const constant = request.brightwellConstant;
  const rules = constant === undefined ? chosen : { ...chosen, brightwellConstant: constant };
  const result = othello.othelloStandings(
    request.data as othello.OthelloTournament,
    rules,
    afterRoundOption(request),
  );
  return { table: othello.othelloStandingsTable(result), result };
}

/**
 * Diplomacy: `diplomacyStandings` with the rules `--rules` names: a preset of
 * `DIPLOMACY_PRESETS` (`NDF_2007`, the default), or a game scoring system of
 * `DIPLOMACY_SCORING_PRESETS` played under NDF 2007 (`C_DIPLO_100` is NDF 2007's own, seed 003 §2).
 */
export function diplomacyStandings(request: StandingsRequest): StandingsOutput {
  const command = 'diplomacy standings';
  const all: Readonly<Record<string, diplomacy.DiplomacyRules>> = {
    ...diplomacy.DIPLOMACY_PRESETS,
    ...Object.fromEntries(
      Object.entries(diplomacy.DIPLOMACY_SCORING_PRESETS).map(([key, scoring]) => [
        key,
        { ...diplomacy.NDF_2007, scoring },
      ]),
    ),
  };
  const rules = chooseRules(all, request.rules, 'NDF_2007', command);
  const result = diplomacy.diplomacyStandings(
    request.data as diplomacy.DiplomacyTournament,
    rules,
    afterRoundOption(request),
  );
  const caption = `${rules.name}${request.afterRound === undefined ? '' : `, after round ${request.afterRound}`}`;
  return { table: diplomacy.diplomacyStandingsTable(result, { caption }), result };
}

/** Draughts: `draughtsStandings` (KNDB: points, then plus/min saldo; barrages reported in the caption). */
export function draughtsStandings(request: StandingsRequest): StandingsOutput {
  const rules = chooseRules(draughts.DRAUGHTS_PRESETS, request.rules, 'KNDB', 'draughts standings');
  const result = draughts.draughtsStandings(request.data, rules, afterRoundOption(request));
  return { table: draughts.draughtsStandingsTable(result), result };
}

/**
 * Ladder: `ladderStandings` (the running ladder after a round) with `CLUB_LADDER`, or the
 * summer competition's standings (`ladderSummerStandings`) with `--rules SUMMER_COMPETITION`.
 */
export function ladderStandings(request: StandingsRequest): StandingsOutput {
  const presets: Readonly<Record<string, ladder.LadderRules | ladder.LadderSummerRules>> = {
    ...ladder.LADDER_PRESETS,
  };
  const rules = chooseRules(presets, request.rules, 'CLUB_LADDER', 'ladder standings');
  if (rules === ladder.LADDER_PRESETS.SUMMER_COMPETITION) {
    const result = ladder.ladderSummerStandings(
      request.data as ladder.LadderSummerSeason,
      ladder.SUMMER_COMPETITION,
      afterRoundOption(request),
    );
    return { table: summerTable(result), result };
  }
  const result = ladder.ladderStandings(
    request.data as ladder.LadderSeason,
    rules as ladder.LadderRules,
    afterRoundOption(request),
  );
  return { table: ladder.ladderStandingsTable(result), result };
}

/** The summer standings as a table (summer rules 5 and 7): points, games, wins, absences, odd evenings. */
function summerTable(result: ladder.LadderSummerStandings): StandingsTable {
  return {
    caption: `${result.rules} after evening ${result.afterRound}`,
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Points', align: 'right', key: 'points' },
      { header: 'Games', align: 'right', key: 'games' },
      { header: 'Wins', align: 'right', key: 'wins' },
      { header: 'Absences', align: 'right', key: 'absences' },
      { header: 'Odd player', align: 'right', key: 'odd' },
    ],
    rows: result.rows.map((row) => ({
      place: row.place,
      placeLabel: row.placeLabel,
      shared: row.shared,
      cells: [
        row.name,
        row.points.toString(),
        String(row.games),
        String(row.wins),
        String(row.absences),
        String(row.oddEvenings),
      ],
    })),
  };
}

/** Grand Prix: `grandPrixStandings` (NGP), each tournament's points marked counted or dropped. */
export function grandPrixStandings(request: StandingsRequest): StandingsOutput {
  const command = 'grandprix standings';
  const rules = chooseRules(grandprix.GRANDPRIX_PRESETS, request.rules, 'NGP', command);
  const season = request.data as grandprix.GrandPrixSeason;
  let after = request.after;
  if (request.afterRound !== undefined) {
    const played = grandprix.grandPrixStandings(season, rules).playedTournaments;
    after = played[request.afterRound - 1];
    if (after === undefined) {
      throw new UsageError(
        'BAD_FLAG_VALUE',
        `--after-round ${request.afterRound}: the season has ${played.length} played tournaments`,
        command,
      );
    }
  }
  const result = grandprix.grandPrixStandings(
    season,
    rules,
    after === undefined ? {} : { afterTournament: after },
  );
  return {
    table: grandprix.grandPrixStandingsTable(result, { explanations: request.explanations === true }),
    result,
  };
}
