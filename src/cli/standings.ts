/**
 * `mindsport <module> standings`: each module's natural standings function, its rows laid
 * out as a {@link StandingsTable} for the core renderers, and the raw result for `--format json`.
 */
import type { Fraction, StandingsTable, TableCell, TableRow } from '../core/index.js';
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
}

function text(value: Fraction | number | undefined | null): string {
  return value === undefined || value === null ? '' : String(value);
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
  const criteria = preset.criteria
    .map((criterion) => criterion.name ?? criterion.kind)
    .filter((name) => name !== 'points');
  const table: StandingsTable = {
    caption: `${preset.name} after round ${result.afterRound} of ${result.plannedRounds}`,
    columns: [
      { header: 'Name', key: 'name' },
      { header: 'Points', align: 'right', key: 'points' },
      ...criteria.map((name) => ({ header: name, align: 'right' as const, key: name })),
      { header: 'W', align: 'right', key: 'wins' },
      { header: 'D', align: 'right', key: 'draws' },
      { header: 'L', align: 'right', key: 'losses' },
    ],
    rows: result.rows.map(
      (row): TableRow => ({
        place: row.place,
        placeLabel: row.placeLabel,
        shared: row.shared,
        cells: [
          row.name,
          text(row.points),
          ...criteria.map((name) => text(row.values[name])),
          String(row.wins),
          String(row.draws),
          String(row.losses),
        ],
        ...(row.withdrawn ? { classes: ['withdrawn'] } : {}),
      }),
    ),
  };
  return { table, result };
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
  const names = new Map(
    (Array.isArray(event.players) ? event.players : []).map((player) => [
      player.id,
      player.name ?? player.id,
    ]),
  );
  const table: StandingsTable = {
    caption: `${diplomacy.NDF_2007.name}${request.afterRound === undefined ? '' : `, after round ${request.afterRound}`}`,
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Score', align: 'right', key: 'score' },
      { header: 'Qualification', align: 'right', key: 'qualification' },
      { header: 'Final round', align: 'right', key: 'finalRound' },
      { header: 'Board', align: 'right', key: 'board' },
      { header: 'Decided by', key: 'decidedBy' },
    ],
    rows: result.map(
      (row): TableRow => ({
        place: row.place,
        placeLabel: row.placeLabel,
        shared: row.shared,
        cells: [
          names.get(row.player) ?? row.player,
          text(row.score),
          text(row.qualification),
          text(row.finalRound),
          text(row.board),
          row.decidedBy ?? '',
        ],
        ...(row.withdrawn ? { classes: ['withdrawn'] } : {}),
      }),
    ),
  };
  return { table, result };
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
        throw new InputError(
          request.file,
          `games[${missing}].round: --after-round needs a round number on every game`,
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
  const result = draughts.standings(event);
  const barrages = result.barrages.map(
    (barrage) => `barrage for place ${barrage.place}: ${barrage.players.join(', ')}`,
  );
  const table: StandingsTable = {
    ...(barrages.length === 0 ? {} : { caption: `Needed: ${barrages.join('; ')}` }),
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Games', align: 'right', key: 'games' },
      { header: 'Points', align: 'right', key: 'points' },
      { header: 'Saldo', align: 'right', key: 'saldo' },
      { header: 'W', align: 'right', key: 'wins' },
      { header: 'D', align: 'right', key: 'draws' },
      { header: 'L', align: 'right', key: 'losses' },
    ],
    rows: result.rows.map(
      (row): TableRow => ({
        place: row.place,
        placeLabel: row.placeLabel,
        shared: row.shared,
        cells: [
          row.player,
          String(row.games),
          String(row.points),
          row.saldo > 0 ? `+${row.saldo}` : String(row.saldo),
          String(row.wins),
          String(row.draws),
          String(row.losses),
        ],
      }),
    ),
  };
  return { table, result };
}

/** Ladder: `replayLadder` (club ladder rules), the ladder after a round. */
export function ladderStandings(request: StandingsRequest): StandingsOutput {
  const command = 'ladder standings';
  noPreset(request, command);
  const options = request.afterRound === undefined ? {} : { throughRound: request.afterRound };
  const result = ladder.replayLadder(request.data as ladder.LadderSeason, ladder.CLUB_LADDER, options);
  const table: StandingsTable = {
    caption: `Ladder after round ${result.round}`,
    placeHeader: 'Position',
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Rank number', align: 'right', key: 'rankNumber' },
      { header: 'Points', align: 'right', key: 'points' },
      { header: 'Games', align: 'right', key: 'games' },
      { header: 'Wins', align: 'right', key: 'wins' },
      { header: 'Absences', align: 'right', key: 'absences' },
    ],
    rows: result.standings.map(
      (row): TableRow => ({
        place: row.position,
        placeLabel: String(row.position),
        shared: false,
        cells: [
          row.playerId,
          String(row.rankNumber),
          text(row.points),
          String(row.games),
          String(row.wins),
          String(row.absences),
        ],
      }),
    ),
  };
  return { table, result };
}

const STATUS_CLASSES: Readonly<Record<grandprix.ResultStatus, readonly string[]>> = {
  counted: ['counted'],
  extra: ['dropped', 'extra'],
  participation: ['participation'],
  ineligible: ['ineligible'],
};

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
  const tournaments = result.playedTournaments;
  const table: StandingsTable = {
    caption: `Grand Prix table, best ${result.countedTournaments} of ${result.plannedNgpTournaments} NGP results count${after === undefined ? '' : `, after ${after}`}`,
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Total', align: 'right', key: 'total' },
      ...tournaments.map((id) => ({ header: id, align: 'right' as const, key: `tournament-${id}` })),
    ],
    rows: result.rows.map((row): TableRow => {
      const cells = tournaments.map((id): TableCell => {
        const found = row.results.find((entry) => entry.tournament === id);
        if (found === undefined) return { text: '' };
        const shown = found.status === 'extra' ? `(${found.points}) +${found.awarded}` : text(found.awarded);
        return {
          text: shown,
          classes: STATUS_CLASSES[found.status],
          title: `${found.status}, place ${found.place}`,
        };
      });
      return {
        place: row.place,
        placeLabel: row.placeLabel,
        shared: row.shared,
        cells: [row.name, text(row.total), ...cells],
      };
    }),
  };
  return { table, result };
}
