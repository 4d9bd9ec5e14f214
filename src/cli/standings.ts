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

/** Othello: `computeStandings` with a preset from `STANDINGS_PRESETS` (default `nofSwiss`). */
export function othelloStandings(request: StandingsRequest): StandingsOutput {
  const command = 'othello standings';
  const preset = choose(othello.STANDINGS_PRESETS, request.preset ?? 'nofSwiss', command);
  const options = request.afterRound === undefined ? {} : { afterRound: request.afterRound };
  const result = othello.computeStandings(request.data as othello.Tournament, preset, options);
  return { table: othello.othelloStandingsTable(result, preset), result };
}

/** The scoring systems `--preset` picks for Diplomacy (default C-Diplo 100, seed 003 §2). */
const DIPLOMACY_SCORING: Readonly<Record<string, diplomacy.ScoringFunction>> = {
  cDiplo100: (game) => diplomacy.scoreCDiplo(game, diplomacy.C_DIPLO_100),
  cDiplo73: (game) => diplomacy.scoreCDiplo(game, diplomacy.C_DIPLO_73),
  cDiplo80: (game) => diplomacy.scoreCDiplo(game, diplomacy.C_DIPLO_80),
  cDiploArgir: (game) => diplomacy.scoreCDiplo(game, diplomacy.C_DIPLO_ARGIR),
  cDiploNamur: (game) => diplomacy.scoreCDiplo(game, diplomacy.C_DIPLO_NAMUR),
  edc1996: (game) => diplomacy.scoreCDiplo(game, diplomacy.EDC_1996),
  sumOfSquares: (game) => diplomacy.scoreSumOfSquares(game),
  drawSize: (game) => diplomacy.scoreDrawSize(game),
  centreCount: (game) => diplomacy.scoreCentreCount(game),
  carnage: (game) => diplomacy.scoreCarnage(game),
  tribute: (game) => diplomacy.scoreTribute(game),
  openTribute: (game) => diplomacy.scoreOpenTribute(game),
  manorCon: (game) => diplomacy.scoreManorCon(game),
  detour09: (game) => diplomacy.scoreDetour09(game),
  whipping: (game) => diplomacy.scoreWhipping(game),
  worldClassic: (game) => diplomacy.scoreWorldClassic(game),
  maxonian: (game) => diplomacy.scoreMaxonian(game),
};

/** Diplomacy: `rankTournament` (NDF 2007 rules) with a scoring system (default C-Diplo 100). */
export function diplomacyStandings(request: StandingsRequest): StandingsOutput {
  const command = 'diplomacy standings';
  const scoring = choose(DIPLOMACY_SCORING, request.preset ?? 'cDiplo100', command);
  let event = request.data as diplomacy.Tournament;
  if (request.afterRound !== undefined) {
    const data = requireObject(request, 'a Diplomacy event');
    if (Array.isArray(data.rounds)) {
      event = {
        ...(data as unknown as diplomacy.Tournament),
        rounds: (data.rounds as diplomacy.TournamentRound[]).filter(
          (round) =>
            !isRecord(round) || typeof round.round !== 'number' || round.round <= (request.afterRound ?? 0),
        ),
      };
    }
  }
  const result = diplomacy.rankTournament(event, { scoring });
  const caption = `${diplomacy.NDF_2007.name}${request.afterRound === undefined ? '' : `, after round ${request.afterRound}`}`;
  return { table: diplomacy.diplomacyStandingsTable(result, event, { caption }), result };
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

/** Ladder: `replayLadder` (club ladder rules), the ladder after a round. */
export function ladderStandings(request: StandingsRequest): StandingsOutput {
  const command = 'ladder standings';
  noPreset(request, command);
  const options = request.afterRound === undefined ? {} : { throughRound: request.afterRound };
  const result = ladder.replayLadder(request.data as ladder.LadderSeason, ladder.CLUB_LADDER, options);
  return { table: ladder.ladderStandingsTable(result, request.data as ladder.LadderSeason), result };
}

/** Grand Prix: `grandPrixTable` (NGP), each tournament's points marked counted or dropped. */
export function grandPrixStandings(request: StandingsRequest): StandingsOutput {
  const command = 'grandprix standings';
  noPreset(request, command);
  const season = request.data as grandprix.GrandPrixSeason;
  let after = request.after;
  if (request.afterRound !== undefined) {
    grandprix.assertSeason(season);
    const played = grandprix
      .tournamentsInOrder(season)
      .filter((tournament) => tournament.standings !== undefined)
      .map((tournament) => tournament.id);
    after = played[request.afterRound - 1];
    if (after === undefined) {
      throw new UsageError(
        `--after-round ${request.afterRound}: the season has ${played.length} played tournaments`,
        command,
      );
    }
  }
  const result = grandprix.grandPrixTable(season, after === undefined ? {} : { after });
  return {
    table: grandprix.grandPrixStandingsTable(result, { explanations: request.explanations === true }),
    result,
  };
}
