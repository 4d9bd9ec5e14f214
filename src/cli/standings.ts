/**
 * `mindsport <module> standings`: each module's natural standings function, its rows laid
 * out as a {@link StandingsTable} by the module's own table function (`othelloStandingsTable`,
 * …) for the core renderers, and the raw result for `--format json`.
 */

import { isRecord } from '../core/check.js';
import { MindsportError, type StandingsTable } from '../core/internal.js';
import * as diplomacy from '../diplomacy/index.js';
import * as draughts from '../draughts/index.js';
import * as grandprix from '../grandprix/index.js';
import * as ladder from '../ladder/index.js';
import * as othello from '../othello/index.js';
import { UsageError } from './args.js';
import { InputError } from './input.js';

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
  /** `--preset`, when given. */
  readonly preset: string | undefined;
  /** `--after-round`, when given. */
  readonly afterRound: number | undefined;
  /** Othello: the rules to use when `--preset` is not given (a PAPP workfile's own rules). */
  readonly rules?: othello.OthelloRules;
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

function choose<T>(presets: Readonly<Record<string, T>>, name: string, command: string): T {
  const found = Object.entries(presets).find(([key]) => normalise(key) === normalise(name));
  if (found === undefined) {
    throw new UsageError(
      `unknown preset ${JSON.stringify(name)}; choose one of ${Object.keys(presets).join(', ')}`,
      command,
    );
  }
  return found[1];
}

function noPreset(request: StandingsRequest, command: string): void {
  if (request.preset !== undefined) throw new UsageError(`${command} takes no --preset`, command);
}

function requireObject(request: StandingsRequest, what: string): Record<string, unknown> {
  if (!isRecord(request.data)) throw new InputError(request.file, `(input): ${what} must be a JSON object`);
  return request.data;
}

/** Othello: `othelloStandings` with a preset from `OTHELLO_PRESETS` (default `NOF_SWISS`). */
export function othelloStandings(request: StandingsRequest): StandingsOutput {
  const command = 'othello standings';
  const chosen =
    request.preset === undefined && request.rules !== undefined
      ? request.rules
      : choose(othello.OTHELLO_PRESETS, request.preset ?? 'NOF_SWISS', command);
  const constant = request.brightwellConstant;
  const rules = constant === undefined ? chosen : { ...chosen, brightwellConstant: constant };
  const options = request.afterRound === undefined ? {} : { afterRound: request.afterRound };
  const result = othello.othelloStandings(request.data as othello.OthelloTournament, rules, options);
  return { table: othello.othelloStandingsTable(result), result };
}

/**
 * Diplomacy: `diplomacyStandings` (NDF 2007 rules) with the game scoring system `--preset`
 * names from the library's `DIPLOMACY_SCORING_PRESETS` (default C-Diplo 100, seed 003 §2).
 */
export function diplomacyStandings(request: StandingsRequest): StandingsOutput {
  const command = 'diplomacy standings';
  const scoring = choose(diplomacy.DIPLOMACY_SCORING_PRESETS, request.preset ?? 'C_DIPLO_100', command);
  const rules = { ...diplomacy.NDF_2007, scoring };
  const options = request.afterRound === undefined ? {} : { afterRound: request.afterRound };
  const result = diplomacy.diplomacyStandings(request.data as diplomacy.DiplomacyTournament, rules, options);
  const caption = `${diplomacy.NDF_2007.name}${request.afterRound === undefined ? '' : `, after round ${request.afterRound}`}`;
  return { table: diplomacy.diplomacyStandingsTable(result, { caption }), result };
}

/** Draughts: `standings` (KNDB: points, then plus/min saldo; barrages reported in the caption). */
export function draughtsStandings(request: StandingsRequest): StandingsOutput {
  const command = 'draughts standings';
  noPreset(request, command);
  let event = request.data as draughts.DraughtsTournament;
  if (request.afterRound !== undefined) {
    const data = requireObject(request, 'a draughts event');
    if (Array.isArray(data.games)) {
      const games = data.games as unknown[];
      const missing = games.findIndex((game) => !isRecord(game) || typeof game.round !== 'number');
      if (missing >= 0) {
        throw new MindsportError(
          'ROUND_MISSING',
          `games[${missing}].round: --after-round needs a round number on every game`,
          { path: ['games', missing, 'round'], value: undefined },
        );
      }
      event = {
        ...(data as unknown as draughts.DraughtsTournament),
        games: (games as draughts.DraughtsGame[]).filter(
          (game) => (game.round ?? 0) <= (request.afterRound ?? 0),
        ),
      };
    }
  }
  const result = draughts.draughtsStandings(event);
  return { table: draughts.draughtsStandingsTable(result), result };
}

/** Ladder: `ladderStandings` (club ladder rules), the ladder after a round. */
export function ladderStandings(request: StandingsRequest): StandingsOutput {
  const command = 'ladder standings';
  noPreset(request, command);
  const options = request.afterRound === undefined ? {} : { afterRound: request.afterRound };
  const result = ladder.ladderStandings(request.data as ladder.LadderSeason, ladder.CLUB_LADDER, options);
  return { table: ladder.ladderStandingsTable(result), result };
}

/** Grand Prix: `grandPrixStandings` (NGP), each tournament's points marked counted or dropped. */
export function grandPrixStandings(request: StandingsRequest): StandingsOutput {
  const command = 'grandprix standings';
  noPreset(request, command);
  const season = request.data as grandprix.GrandPrixSeason;
  let after = request.after;
  if (request.afterRound !== undefined) {
    const played = grandprix.grandPrixStandings(season).playedTournaments;
    after = played[request.afterRound - 1];
    if (after === undefined) {
      throw new UsageError(
        `--after-round ${request.afterRound}: the season has ${played.length} played tournaments`,
        command,
      );
    }
  }
  const result = grandprix.grandPrixStandings(
    season,
    grandprix.NGP,
    after === undefined ? {} : { afterTournament: after },
  );
  return {
    table: grandprix.grandPrixStandingsTable(result, { explanations: request.explanations === true }),
    result,
  };
}
