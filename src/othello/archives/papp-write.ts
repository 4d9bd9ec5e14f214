/**
 * Writing PAPP files from a tournament document: the workfile (PAPP's journal of a tournament)
 * and the players file, so a director can carry on in PAPP, or hand PAPP's own files to
 * whoever needs them, after working in mindsport.
 *
 * The layout is the one PAPP itself writes when it regenerates a workfile
 * (`_recreate_workfile` in `src/couplage.c` of PAPP, <https://github.com/EmmanuelLazard/papp>),
 * the one layout of PAPP's that does not depend on which keys the director pressed: the
 * header (`save_tournament_infos`, `src/global.c`), then for each round the roster when it
 * changed and the results, then the roster of the next round when it changed. What PAPP's
 * files have no place for is refused, never dropped.
 *
 * @module
 */
import { checkOneOf, checkString, problemAt, readOptions, THROW } from '../../core/check.js';
import type { FractionInput } from '../../core/fraction.js';
import { Fraction } from '../../core/fraction.js';
import { show } from '../../core/show.js';
import { type BrightwellPreset, brightwellConstant, PAPP_BRIGHTWELL } from '../tournament/brightwell.js';
import type { OthelloGameRecord, OthelloPlayer, OthelloTournament } from '../tournament/tournament.js';
import { assertOthelloTournament } from '../tournament/tournament-validation.js';

/**
 * Options of {@link formatPappWorkfile}.
 *
 * @category Archives
 */
export interface PappWorkfileWriteOptions {
  /** The tournament's date, `DD/MM/YYYY`, written as `#_Date`; without it the line is left out (as before PAPP 1.33). */
  readonly date?: string;
  /**
   * PAPP's Brightwell constant C, written as `#_BQ-double`: a number, a decimal or fraction text
   * with at most 6 decimals, or a preset. Default {@link PAPP_BRIGHTWELL} (0 below 8 rounds, else 6).
   */
  readonly brightwellConstant?: BrightwellPreset | FractionInput;
  /** The language of the `%` comments: `'fr'` (default, the `papp` build) or `'en'` (the `papp_GB` build). */
  readonly language?: 'fr' | 'en';
  /** The text of the banner's second line, `# <banner>`. Default `written by mindsport`; PAPP writes its version and build date. */
  readonly banner?: string;
}

/** The separator line of PAPP's header: 41 `#`. */
const RULE = '#'.repeat(41);

/** The comments PAPP writes before a roster and a round's results (`RND_INSC`, `RND_RESULTS`). */
const COMMENTS = {
  fr: { roster: 'Inscrits pour la ronde', results: 'Resultats de la ronde' },
  en: { roster: 'Players inscribed for round', results: 'Results of round' },
} as const;

/** A PAPP number: the canonical decimal of a positive integer, so it reads back as the same id. */
const PLAYER_NUMBER = /^[1-9]\d*$/;

/**
 * Internal: refuses what PAPP's files cannot hold: `code` at `path`, the value and the reason.
 *
 * @internal
 */
export function refuse(code: string, path: (string | number)[], value: unknown, text: string): never {
  THROW(problemAt(code, path, value, text));
  throw new Error('unreachable');
}

/**
 * Internal: the player's PAPP number, checked (`NOT_A_PLAYER_NUMBER`): PAPP numbers players
 * with positive integers (`%06ld`), and leading zeros would read back as another id.
 *
 * @internal
 */
export function playerNumber(player: OthelloPlayer, index: number): string {
  if (PLAYER_NUMBER.test(player.id)) return player.id;
  return refuse(
    'NOT_A_PLAYER_NUMBER',
    ['players', index, 'id'],
    player.id,
    `${show(player.id)} is not a player number (a positive integer without leading zeros, as PAPP and the WOF number players)`,
  );
}

/** Text PAPP reads inside `"…"` on one line: no `"`, no line break, no control character. */
function checkQuotedText(value: string, path: (string | number)[]): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is refused
  if (!/["\u0000-\u001f\u007f\u2028\u2029]/.test(value)) return value;
  return refuse(
    'NOT_PAPP_TEXT',
    path,
    value,
    `${show(value)} holds a quote or a line break, which PAPP cannot read`,
  );
}

/** C as PAPP prints it with `%f` (`6.000000`); a constant that needs more than 6 decimals is refused. */
function constantText(constant: Fraction, path: (string | number)[]): string {
  if (constant.mul(1_000_000).isInteger()) return constant.format({ decimals: 6 });
  return refuse(
    'BAD_BRIGHTWELL_CONSTANT',
    path,
    constant.toString(),
    `${constant.toString()} needs more than the 6 decimals PAPP writes (#_BQ-double = %f)`,
  );
}

/**
 * Internal: a date `DD/MM/YYYY` that exists (`NOT_A_DATE` at `['options', 'date']`), as PAPP
 * asks for it and the WOF rating list wants it.
 *
 * @internal
 */
export function checkDate(date: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  const day = Number(match?.[1]);
  const month = Number(match?.[2]);
  const year = Number(match?.[3]);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (match && month >= 1 && month <= 12 && day >= 1 && day <= days) return date;
  return refuse('NOT_A_DATE', ['options', 'date'], date, `${show(date)} is not a date DD/MM/YYYY`);
}

/**
 * Refuses what the workfile cannot record (`NOT_IN_PAPP`): an entry or withdrawal after the
 * round PAPP is preparing (PAPP records presence for that round only), unplayed round-robin
 * games, forfeit and draw-win marks; a disc total other than 64 is `DISC_TOTAL_NOT_64` (PAPP
 * stops on it: "mauvais total de pions").
 */
function checkRecordable(tournament: OthelloTournament): void {
  const next = tournament.rounds.length + 1;
  tournament.players.forEach((player, index) => {
    playerNumber(player, index);
    for (const key of ['enteredRound', 'withdrawnFromRound'] as const) {
      const round = player[key];
      if (round === undefined || round <= next) continue;
      refuse(
        'NOT_IN_PAPP',
        ['players', index, key],
        round,
        `PAPP records presence up to the next round (${next}), not round ${round}`,
      );
    }
  });
  tournament.rounds.forEach((round, roundIndex) => {
    if (round.unplayed !== undefined && round.unplayed.length > 0) {
      refuse(
        'NOT_IN_PAPP',
        ['rounds', roundIndex, 'unplayed'],
        round.unplayed,
        'PAPP has no record of an unplayed game',
      );
    }
    round.games.forEach((game, gameIndex) => {
      checkGame(game, ['rounds', roundIndex, 'games', gameIndex]);
    });
  });
}

function checkGame(game: OthelloGameRecord, path: (string | number)[]): void {
  for (const key of ['forfeit', 'drawWinRight'] as const) {
    if (game[key] === undefined) continue;
    refuse(
      'NOT_IN_PAPP',
      [...path, key],
      game[key],
      `PAPP has no ${key} mark: a game is black, white and their discs`,
    );
  }
  const total = game.blackDiscs + game.whiteDiscs;
  if (total === 64) return;
  refuse(
    'DISC_TOTAL_NOT_64',
    path,
    total,
    `${game.blackDiscs}–${game.whiteDiscs} makes ${total} discs; PAPP records 64 (winner takes the empty squares)`,
  );
}

/** Who is present in round `round` (1-based; the round after the last is the next round's roster). */
function presence(tournament: OthelloTournament, round: number): boolean[] {
  const absent = new Set(tournament.rounds[round - 1]?.absent ?? []);
  return tournament.players.map(
    (player) =>
      (player.enteredRound ?? 1) <= round &&
      (player.withdrawnFromRound === undefined || round < player.withdrawnFromRound) &&
      !absent.has(player.id),
  );
}

/** `"%06ld"`: the PAPP number zero-padded to 6 digits (longer numbers in full). */
function padded(id: string): string {
  return id.padStart(6, '0');
}

/** The roster block (`_save_registered`, PAPP's `src/couplage.c`): every registered player, 10 a line. */
function rosterBlock(tournament: OthelloTournament, present: readonly boolean[], title: string): string {
  const entries = tournament.players.map(
    (player, index) =>
      `${index !== 0 && index % 10 === 0 ? '\n  ' : ' '}${present[index] ? '+' : '-'}${padded(player.id)}`,
  );
  return `% ${title}\n\n&${entries.join('')};\n\n`;
}

/**
 * Internal: `"%0*ld"` with width 2, a disc count as PAPP prints it (`discs2string`, PAPP's `src/discs.c`).
 *
 * @internal
 */
export function discs(count: number): string {
  return String(count).padStart(2, '0');
}

/** The results block (`_save_round`): `raz-couplage;`, one `(black discs white discs);` a game, `ronde-suivante;`. */
function resultsBlock(games: readonly OthelloGameRecord[], title: string): string {
  const lines = games.map(
    (game) =>
      `(${padded(game.black)} ${discs(game.blackDiscs).padEnd(5)} ${padded(game.white)} ${discs(game.whiteDiscs)});\n`,
  );
  return `% ${title}\n\nraz-couplage;\n${lines.join('')}ronde-suivante;\n\n`;
}

/** The header (`save_tournament_infos`, PAPP's `src/global.c`). */
function header(tournament: OthelloTournament, options: Partial<PappWorkfileWriteOptions>): string {
  const rounds = tournament.plannedRounds ?? tournament.rounds.length;
  if (rounds < 1) {
    refuse(
      'NOT_IN_PAPP',
      ['plannedRounds'],
      rounds,
      'PAPP needs the number of rounds (#_Nombre-Rondes, at least 1)',
    );
  }
  const name = checkQuotedText(tournament.name ?? '', ['name']);
  const constant = brightwellConstant(rounds, options.brightwellConstant ?? PAPP_BRIGHTWELL);
  const lines = [
    RULE,
    `# ${checkQuotedText(options.banner ?? 'written by mindsport', ['options', 'banner'])}`,
    RULE,
    `#_Nom-Tournoi   = "${name}" ;`,
    `#_Nombre-Rondes = ${rounds} ;`,
    `#_BQ-double = ${constantText(Fraction.from(constant), ['options', 'brightwellConstant'])} ;`,
  ];
  if (options.date !== undefined) lines.push(`#_Date = "${checkDate(options.date)}" ;`);
  lines.push(RULE, '', '');
  return lines.join('\n');
}

function readWriteOptions(options: PappWorkfileWriteOptions | undefined): Partial<PappWorkfileWriteOptions> {
  const read = readOptions<PappWorkfileWriteOptions>(options, [
    'date',
    'brightwellConstant',
    'language',
    'banner',
  ]);
  if (read.date !== undefined) checkString(read.date, ['options', 'date'], THROW);
  if (read.banner !== undefined) checkString(read.banner, ['options', 'banner'], THROW, true);
  if (read.language !== undefined) checkOneOf(read.language, ['fr', 'en'], ['options', 'language'], THROW);
  return read;
}

/**
 * Writes a tournament as a PAPP workfile (`papp-internal-workfile.txt`, formerly `__papp__`),
 * in the layout PAPP writes when it regenerates the file (PAPP's `src/couplage.c`,
 * `src/global.c`):
 * - the header: `#_Nom-Tournoi` (the tournament's name), `#_Nombre-Rondes` (`plannedRounds`,
 *   else the rounds played), `#_BQ-double` (C, with `%f`), `#_Date` (the `date` option);
 * - for each round, when presence changed (always in round 1), the roster
 *   `& +000001 -000002 …;`: every registered player, `+` present, `-` absent, not yet entered
 *   or withdrawn; then the results `(000001 40    000002 24);` in board order and
 *   `ronde-suivante;`;
 * - the next round's roster, when it changed (a withdrawal or entry announced for it).
 *
 * A bye is not written: PAPP gives it to a present player without a game. Names are not in
 * the workfile ({@link formatPappPlayers} writes them). `parsePappWorkfile` reads the file back
 * to the same tournament for a tournament in PAPP's normal form (`docs/othello.md`, "Writing
 * PAPP and WOF files"), with the same standings.
 *
 * @category Archives
 * @param tournament - a valid tournament whose player ids are PAPP numbers
 * @param options - the date, the Brightwell constant, the comments' language, the banner
 * @returns the workfile's text (ASCII unless the tournament's name is not; lines end in `\n`)
 * @throws {@link mindsport!MindsportError} any problem of {@link assertOthelloTournament}; `NOT_A_PLAYER_NUMBER`, `NOT_IN_PAPP`, `DISC_TOTAL_NOT_64`, `NOT_PAPP_TEXT`, `BAD_BRIGHTWELL_CONSTANT`, `NOT_A_DATE`, and the option codes
 * @example
 * ```ts
 * import { formatPappWorkfile } from 'mindsport/othello';
 * const text = formatPappWorkfile(
 *   {
 *     name: 'Club night',
 *     players: [{ id: '1' }, { id: '2' }, { id: '3' }],
 *     rounds: [{ games: [{ black: '1', blackDiscs: 40, white: '2', whiteDiscs: 24 }], byes: ['3'] }],
 *   },
 *   { date: '12/04/2025' },
 * );
 * console.log(text.split('\n')[3]); // #_Nom-Tournoi   = "Club night" ;
 * console.log(text.split('\n')[11]); // & +000001 +000002 +000003;
 * console.log(text.split('\n')[16]); // (000001 40    000002 24);
 * ```
 */
export function formatPappWorkfile(
  tournament: OthelloTournament,
  options?: PappWorkfileWriteOptions,
): string {
  const read = readWriteOptions(options);
  assertOthelloTournament(tournament);
  checkRecordable(tournament);
  const comments = COMMENTS[read.language ?? 'fr'];
  const parts = [header(tournament, read)];
  let previous: boolean[] | undefined;
  for (let round = 1; round <= tournament.rounds.length + 1; round++) {
    const present = presence(tournament, round);
    // PAPP writes a roster once someone has registered (`_save_registered`): none for no players.
    const changed = previous === undefined || present.some((value, index) => value !== previous?.[index]);
    if (changed && tournament.players.length > 0) {
      parts.push(rosterBlock(tournament, present, `${comments.roster} ${round}`));
    }
    previous = present;
    const played = tournament.rounds[round - 1];
    if (played) parts.push(resultsBlock(played.games, `${comments.results} ${round}`));
  }
  return parts.join('');
}

/** A name PAPP's players-file grammar reads back as written: ASCII words, one space apart, one `, ` at most (PAPP's `src/pap.l`). */
const PAPP_NAME =
  /^[A-Za-z_][A-Za-z_'0-9.-]*(?: [A-Za-z_][A-Za-z_'0-9.-]*)*(?:, [A-Za-z_][A-Za-z_'0-9.-]*(?: [A-Za-z_][A-Za-z_'0-9.-]*)*)?$/;
/** A country PAPP reads after `pays =` as one word. */
const PAPP_COUNTRY = /^[A-Za-z_][A-Za-z_0-9-]*$/;

/** One player line of the distributed layout: `%6ld %-36s`, then ` %_<rating>` for a rated player. */
function playerLine(player: OthelloPlayer, index: number): string {
  const path = ['players', index];
  for (const key of ['flags', 'ratingListPosition'] as const) {
    if (player[key] === undefined) continue;
    refuse('NOT_IN_PAPP', [...path, key], player[key], `a PAPP players file has no place for ${key}`);
  }
  const name = player.name;
  if (name === undefined || !PAPP_NAME.test(name)) {
    refuse(
      'NOT_PAPP_TEXT',
      [...path, 'name'],
      name,
      `${show(name)} is not a name PAPP reads: ASCII words (a letter first, then letters, digits, ' . -) one space apart, "SURNAME, Given"`,
    );
  }
  const { rating } = player;
  if (rating !== undefined && !Number.isSafeInteger(rating)) {
    refuse('NOT_IN_PAPP', [...path, 'rating'], rating, `PAPP ratings are whole numbers, not ${show(rating)}`);
  }
  const line = `${playerNumber(player, index).padStart(6)} ${name.padEnd(36)}`;
  return rating === undefined ? line : `${line} %_<${rating}>`;
}

/**
 * Writes a tournament's players as a PAPP players file, in the layout of the `joueurs.txt` PAPP
 * is distributed with: a `%` title line, the players without a country, then one
 * `pays = CCC` section a country (sorted by code), each player as the right-aligned number,
 * the name padded to 36 and the rating as `%_<1650>` (read by PAPP, skipped as a comment by
 * older programs). Players are sorted by name within a section. `parsePappPlayers` reads the
 * names, countries and ratings back, and `parsePappWorkfile` with them gives back the
 * tournament's players.
 *
 * @category Archives
 * @param tournament - a valid tournament whose players have PAPP numbers and ASCII names
 * @returns the players file's text (ASCII, lines end in `\n`)
 * @throws {@link mindsport!MindsportError} any problem of {@link assertOthelloTournament}; `NOT_A_PLAYER_NUMBER`, `NOT_PAPP_TEXT` (a name or country PAPP cannot read, a missing name), `NOT_IN_PAPP` (flags, a rating-list position, a fractional rating)
 * @example
 * ```ts
 * import { formatPappPlayers } from 'mindsport/othello';
 * const text = formatPappPlayers({
 *   players: [
 *     { id: '140002', name: 'BERG, Kari', country: 'NOR', rating: 1650 },
 *     { id: '9000', name: 'NYMANN, Anne', country: 'NOR' },
 *   ],
 *   rounds: [],
 * });
 * console.log(text.split('\n').slice(2, 4).join(' | ')); // pays = NOR |
 * console.log(text.split('\n')[4]); // 140002 BERG, Kari                           %_<1650>
 * console.log(text.split('\n')[5]?.trimEnd()); //   9000 NYMANN, Anne
 * ```
 */
export function formatPappPlayers(tournament: OthelloTournament): string {
  assertOthelloTournament(tournament);
  const sections = new Map<string, { line: string; name: string; id: string }[]>();
  tournament.players.forEach((player, index) => {
    const country = player.country ?? '';
    if (country !== '' && !PAPP_COUNTRY.test(country)) {
      refuse(
        'NOT_PAPP_TEXT',
        ['players', index, 'country'],
        country,
        `${show(country)} is not a country code PAPP reads (one ASCII word)`,
      );
    }
    const entry = { line: playerLine(player, index), name: player.name as string, id: player.id };
    const section = sections.get(country);
    if (section) section.push(entry);
    else sections.set(country, [entry]);
  });
  const lines = ['% Liste des joueurs par pays', ''];
  for (const country of [...sections.keys()].sort(compareText)) {
    if (country !== '') lines.push(`pays = ${country}`, '');
    const entries = (sections.get(country) ?? []).sort(
      (a, b) => compareText(a.name, b.name) || compareText(a.id, b.id),
    );
    lines.push(...entries.map((entry) => entry.line), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Code-unit order of the upper-cased text (the names are ASCII), so the order does not depend on the locale. */
function compareText(a: string, b: string): number {
  const left = a.toUpperCase();
  const right = b.toUpperCase();
  return left < right ? -1 : left > right ? 1 : 0;
}
