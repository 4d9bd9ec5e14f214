/**
 * Writing the World Othello Federation rating-list results file (PAPP's "ELO file"), the file
 * a director sends to the rating list after a tournament.
 *
 * Sources: the WOF rating-list page (<http://www.worldothellofederation.com/ratinglist.html>:
 * the four header lines, comments starting with `%`, players listed as comments, one result
 * a line with the scores in brackets and the first player's colour last), and the writer PAPP
 * uses for it, `create_ELO_file` and `copy_registered_list` in `src/elo.c` of PAPP
 * (<https://github.com/EmmanuelLazard/papp>, v1.37), whose layout this file follows.
 *
 * @module
 */
import { checkList, checkString, problemAt, readOptions, THROW } from '../../core/check.js';
import { show } from '../../core/show.js';
import { PAPP_BRIGHTWELL } from '../tournament/brightwell.js';
import { type OthelloRules, PAPP } from '../tournament/presets.js';
import { type OthelloStandingsRow, othelloStandings } from '../tournament/standings.js';
import type {
  OthelloGameRecord,
  OthelloPlayer,
  OthelloTournament,
  PlayerId,
} from '../tournament/tournament.js';
import { assertOthelloTournament } from '../tournament/tournament-validation.js';
import { checkDate, discs, playerNumber, refuse } from './papp-write.js';

/**
 * Options of {@link formatWofResults}: the header lines, which the tournament does not hold.
 *
 * @category Archives
 */
export interface WofResultsOptions {
  /** `%%Country:` — the country of the event, as the director writes it (`NOR`, `Norway`). Required. */
  readonly country: string;
  /** `%%Date:` — `DD/MM/YYYY`. Required. */
  readonly date: string;
  /** `%%Sender:` — who sends the results. Required. */
  readonly sender: string;
  /** `%%Tournament:` — default the tournament's `name`; one of the two is required. */
  readonly tournament?: string;
  /** `%%Creator:` — the program; default `mindsport`. */
  readonly creator?: string;
  /** `%%CreationDate:` — `YYYY/MM/DD HH:MM`; without it the line is left out (the file stays the same from run to run). */
  readonly createdAt?: string;
  /** Players new to the rating list, marked `+` in the player list (PAPP marks the players it created itself). */
  readonly newPlayers?: readonly PlayerId[];
  /** The Brightwell constant that orders the player list, as in PAPP's standings. Default {@link PAPP_BRIGHTWELL}. */
  readonly brightwellConstant?: OthelloRules['brightwellConstant'];
}

/** A header value: one line of text, not empty. */
function headerValue(value: unknown, key: string): string {
  checkString(value, ['options', key], THROW);
  if (!/[\n\r\u2028\u2029]/.test(value as string)) return value as string;
  return refuse(
    'NOT_PAPP_TEXT',
    ['options', key],
    value,
    `${show(value)} holds a line break; a header is one line`,
  );
}

/** The header: the four lines the WOF page requires first, then PAPP's `%%Creator` and `%%CreationDate`. */
function header(tournament: OthelloTournament, options: Partial<WofResultsOptions>): string {
  for (const key of ['country', 'date', 'sender'] as const) {
    if (options[key] === undefined) {
      refuse(
        'WOF_FIELD_MISSING',
        ['options', key],
        undefined,
        `the rating list needs %%${key[0]?.toUpperCase()}${key.slice(1)}`,
      );
    }
  }
  const name = options.tournament ?? tournament.name;
  if (name === undefined) {
    refuse(
      'WOF_FIELD_MISSING',
      ['options', 'tournament'],
      undefined,
      'the rating list needs %%Tournament: give the option or a tournament name',
    );
  }
  const lines = [
    `%%Tournament: ${headerValue(name, 'tournament')}`,
    `%%Country: ${headerValue(options.country, 'country')}`,
    `%%Date: ${checkDate(headerValue(options.date, 'date'))}`,
    `%%Sender: ${headerValue(options.sender, 'sender')}`,
    '',
    `%%Creator: ${headerValue(options.creator ?? 'mindsport', 'creator')}`,
  ];
  if (options.createdAt !== undefined) {
    const createdAt = headerValue(options.createdAt, 'createdAt');
    if (!/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/.test(createdAt)) {
      refuse('NOT_A_DATE', ['options', 'createdAt'], createdAt, `${show(createdAt)} is not YYYY/MM/DD HH:MM`);
    }
    lines.push(`%%CreationDate: ${createdAt}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Family name and first name from "FAMILY, Given" (no comma: all family name), each free of commas and line breaks. */
function nameParts(player: OthelloPlayer, index: number): [string, string] {
  const path = ['players', index, 'name'];
  if (player.name === undefined) {
    return refuse(
      'WOF_FIELD_MISSING',
      path,
      undefined,
      `player ${player.id} has no name for the rating list`,
    );
  }
  const comma = player.name.indexOf(', ');
  const parts: [string, string] =
    comma < 0 ? [player.name, ''] : [player.name.slice(0, comma), player.name.slice(comma + 2)];
  if (parts.some((part) => /[,\n\r\u2028\u2029]/.test(part))) {
    refuse(
      'NOT_PAPP_TEXT',
      path,
      player.name,
      `${show(player.name)} is not "FAMILY, Given" with one comma and no line break`,
    );
  }
  return parts;
}

/** `%_% ` + `+`/space + `"%6ld, %s, %s, %s"`, points (`%2ld` or `%2ld.5`), `%02ld` discs and the rating (`copy_registered_list`). */
function playerLine(player: OthelloPlayer, index: number, row: OthelloStandingsRow, isNew: boolean): string {
  const [family, given] = nameParts(player, index);
  if (player.country === undefined) {
    refuse(
      'WOF_FIELD_MISSING',
      ['players', index, 'country'],
      undefined,
      `player ${player.id} has no country for the rating list`,
    );
  }
  const rating = player.rating ?? 0;
  if (!Number.isSafeInteger(rating)) {
    refuse(
      'NOT_IN_PAPP',
      ['players', index, 'rating'],
      rating,
      `the rating list takes whole ratings, not ${show(rating)}`,
    );
  }
  if (!row.points.mul(2).isInteger()) {
    refuse(
      'NOT_IN_PAPP',
      ['players', index],
      row.points.toString(),
      'the rating list takes points in halves',
    );
  }
  const whole = row.points.round('floor').toString().padStart(2);
  const points = row.points.isInteger() ? whole : `${whole}.5`;
  const discCount = discs(Number(row.values.discs?.toString() ?? 0));
  return `%_% ${isNew ? '+' : ' '}${playerNumber(player, index).padStart(6)}, ${family}, ${given}, ${player.country}, ${points}, ${discCount}, ${rating}`;
}

/** The player list in PAPP's order (`sort_players`): place, then discs, then "FAMILY Given" without case. */
function playerList(tournament: OthelloTournament, options: Partial<WofResultsOptions>): string {
  if (tournament.players.length === 0) return '';
  const rules = { ...PAPP, brightwellConstant: options.brightwellConstant ?? PAPP_BRIGHTWELL };
  const standings = othelloStandings(tournament, rules);
  const index = new Map(tournament.players.map((player, position) => [player.id, position]));
  const fullName = (row: OthelloStandingsRow) => row.name.replace(', ', ' ').toUpperCase();
  const rows = [...standings.rows].sort(
    (a, b) =>
      a.place - b.place ||
      (b.values.discs?.compare(a.values.discs ?? 0) ?? 0) ||
      (fullName(a) < fullName(b) ? -1 : fullName(a) > fullName(b) ? 1 : 0),
  );
  const newPlayers = new Set(options.newPlayers ?? []);
  const lines = rows.map((row) => {
    const position = index.get(row.playerId) as number;
    return playerLine(
      tournament.players[position] as OthelloPlayer,
      position,
      row,
      newPlayers.has(row.playerId),
    );
  });
  return `\n%        ID, NAME, Firstname, COUNTRY, score, disc-count, rating\n${lines.join('\n')}\n\n\n`;
}

/** `"%6ld (%s)%c(%s) %6ld %c"`: black's number and discs, `>`/`<`/`=`, white's discs and number, `B` (black first). */
function gameLine(game: OthelloGameRecord, path: (string | number)[]): string {
  const total = game.blackDiscs + game.whiteDiscs;
  if (total !== 64) {
    refuse(
      'DISC_TOTAL_NOT_64',
      path,
      total,
      `${game.blackDiscs}–${game.whiteDiscs} makes ${total} discs; the rating list takes the final 64 (winner takes the empty squares)`,
    );
  }
  const mark = game.blackDiscs > game.whiteDiscs ? '>' : game.blackDiscs < game.whiteDiscs ? '<' : '=';
  return `${game.black.padStart(6)} (${discs(game.blackDiscs)})${mark}(${discs(game.whiteDiscs)}) ${game.white.padStart(6)} B\n`;
}

function readWofOptions(
  options: WofResultsOptions,
  tournament: OthelloTournament,
): Partial<WofResultsOptions> {
  const read = readOptions<WofResultsOptions>(options, [
    'country',
    'date',
    'sender',
    'tournament',
    'creator',
    'createdAt',
    'newPlayers',
    'brightwellConstant',
  ]);
  if (read.newPlayers !== undefined) {
    checkList(read.newPlayers, ['options', 'newPlayers'], THROW);
    const ids = new Set(tournament.players.map((player) => player.id));
    read.newPlayers.forEach((id, position) => {
      if (ids.has(id)) return;
      THROW(
        problemAt(
          'UNKNOWN_ID',
          ['options', 'newPlayers', position],
          id,
          `${show(id)} is not a registered player`,
        ),
      );
    });
  }
  return read;
}

/**
 * Writes a tournament as the WOF rating-list results file, in the layout of PAPP's
 * `create_ELO_file` (`src/elo.c`), which follows the WOF rating-list page:
 * - the four header lines `%%Tournament`, `%%Country`, `%%Date`, `%%Sender` (the page
 *   requires them first, in this order), then `%%Creator` and `%%CreationDate`;
 * - every registered player as a `%_%` comment line in PAPP's standings order (place, discs,
 *   name): new players (`newPlayers`) marked `+`, number, family name, first name, country,
 *   points, discs (a bye counting 40) and rating (0 for an unrated player);
 * - for each round `%Round: n` and one line per game in board order,
 *   `140001 (40)>(24)   9000 B`: black first, so always `B`;
 * - `%%Added results` last.
 *
 * Byes are not games and are not written; forfeits (`forfeit` set) were not played and are
 * left out of the rounds (spec §8 decision 8), as are unplayed round-robin games; they still
 * count in the player list's points and discs. A player without a WOF number (an id that is not
 * a positive integer), a name or a country, and a game whose discs do not make 64, are refused:
 * never a line with a gap.
 *
 * @category Archives
 * @param tournament - a valid tournament whose player ids are WOF numbers
 * @param options - the header values (`country`, `date`, `sender` required) and the new players
 * @returns the file's text, lines ending in `\n`
 * @throws {@link mindsport!MindsportError} any problem of {@link assertOthelloTournament}; `WOF_FIELD_MISSING`, `NOT_A_PLAYER_NUMBER`, `DISC_TOTAL_NOT_64`, `NOT_PAPP_TEXT`, `NOT_IN_PAPP`, `NOT_A_DATE`, `UNKNOWN_ID` and the option codes
 * @example
 * ```ts
 * import { formatWofResults } from 'mindsport/othello';
 * const text = formatWofResults(
 *   {
 *     name: 'Club night',
 *     players: [
 *       { id: '140001', name: 'HANSEN, Ola', country: 'NOR', rating: 1720 },
 *       { id: '9000', name: 'NYMANN, Anne', country: 'NOR' },
 *     ],
 *     rounds: [{ games: [{ black: '140001', blackDiscs: 40, white: '9000', whiteDiscs: 24 }] }],
 *   },
 *   { country: 'NOR', date: '12/04/2025', sender: 'Ola Hansen', newPlayers: ['9000'] },
 * );
 * const lines = text.split('\n');
 * console.log(lines[0]); // %%Tournament: Club night
 * console.log(lines[8]); // %_%  140001, HANSEN, Ola, NOR,  1, 40, 1720
 * console.log(lines[9]); // %_% +  9000, NYMANN, Anne, NOR,  0, 24, 0
 * console.log(lines[15]); // 140001 (40)>(24)   9000 B
 * ```
 */
export function formatWofResults(tournament: OthelloTournament, options: WofResultsOptions): string {
  assertOthelloTournament(tournament);
  const read = readWofOptions(options, tournament);
  const parts = [header(tournament, read)];
  tournament.players.forEach((player, index) => {
    playerNumber(player, index);
  });
  parts.push(playerList(tournament, read));
  tournament.rounds.forEach((round, roundIndex) => {
    const lines = round.games.map((game, gameIndex) =>
      game.forfeit === undefined ? gameLine(game, ['rounds', roundIndex, 'games', gameIndex]) : '',
    );
    parts.push(`\n%Round: ${roundIndex + 1}\n\n${lines.join('')}`);
  });
  parts.push('\n\n%%Added results\n');
  return parts.join('');
}
