/**
 * Importing PAPP files (the Othello pairing program used by the WOC and many federations):
 * the players file and a tournament workfile, into the {@link OthelloTournament} model, so a
 * director can check these standings against PAPP's (spec §4–§5).
 *
 * Both readers are linear in the size of the file: statements and lines are cut once and
 * every pattern is anchored and unambiguous (issue 23 §1: a statement without `;` used to
 * re-trim a growing string, and a players-file pattern backtracked over long runs of spaces).
 *
 * @module
 */
import { checkList, checkRecord, checkString, readOptions, THROW } from '../../core/check.js';
import { MindsportError } from '../../core/errors.js';
import { show } from '../../core/guards.js';
import { decodeUtf8OrWindows1252 } from '../../core/text.js';
import type { BrightwellPreset } from '../tournament/brightwell.js';
import { type OthelloRules, PAPP } from '../tournament/presets.js';
import type {
  OthelloGameRecord,
  OthelloPlayer,
  OthelloRound,
  OthelloTournament,
  PlayerId,
} from '../tournament/tournament.js';
import { PLAYER_ROUND_LIMIT } from '../tournament/tournament-index.js';
import { validateOthelloTournament } from '../tournament/tournament-validation.js';

/**
 * One player of a PAPP players file.
 *
 * @category Archives
 */
export interface PappPlayer {
  /** The PAPP number without leading zeros (`'1'` for `000001`). */
  readonly id: PlayerId;
  /** The name as written, "SURNAME, Given". */
  readonly name: string;
  /** The country: a `{CCC}` after the name, else the `pays = …` section the player is listed in, if any. */
  readonly country?: string;
  /** The rating written after the name as `<1650>` (in the distributed file `%_<1650>`), if any. */
  readonly rating?: number;
}

/**
 * The result of {@link parsePappWorkfile}.
 *
 * @category Archives
 */
export interface PappImport {
  /** The tournament: players in order of first registration, one round per `ronde-suivante;`. */
  readonly tournament: OthelloTournament;
  /**
   * The standings rules that give PAPP's own standings for this workfile: {@link PAPP}, with
   * the workfile's Brightwell constant (`#_BQ-double = N`, C = N) when it gives one.
   */
  readonly rules: OthelloRules;
  /** Every `#_Key = value ;` header, as text, the last one winning. */
  readonly headers: Readonly<Record<string, string>>;
  /** Games recorded after the last `ronde-suivante;` (a round in progress), not in `tournament`. */
  readonly openRoundGames: readonly OthelloGameRecord[];
}

/**
 * Options of {@link parsePappWorkfile}.
 *
 * @category Archives
 */
export interface PappWorkfileOptions {
  /** The players file, parsed ({@link parsePappPlayers}); without it names are the ids. */
  readonly players?: readonly PappPlayer[];
}

/** The header that holds PAPP's Brightwell constant C (PAPP since 2007 asks for C itself, spec §3). */
const BRIGHTWELL_HEADER = 'BQ-double';

/**
 * Decodes file bytes: UTF-8 when valid, else Windows-1252 (PAPP's own 8-bit encoding; Latin-1 with
 * the printable characters Windows puts at 0x80–0x9F).
 */
function decode(input: Uint8Array | string): string {
  if (typeof input === 'string') return input;
  if (!(input instanceof Uint8Array)) {
    throw new MindsportError(
      'NOT_BYTES',
      `a PAPP file must be a string or a Uint8Array, not ${show(input)}`,
      {
        value: input,
      },
    );
  }
  return decodeUtf8OrWindows1252(input);
}

/** PAPP numbers are written with leading zeros (`000017`); the id keeps the number (`'17'`). */
function normaliseId(digits: string): PlayerId {
  // Leading zeros dropped on the text: a number would round ids beyond 2^53 (and merge them).
  return digits.replace(/^0+(?=\d)/, '');
}

/** Sets an own property, also for keys such as `__proto__` that plain assignment would drop. */
function setOwn(record: Record<string, string>, key: string, value: string): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** `id NAME, Given` on a trimmed line: the number, the spaces, the name (no line break inside). */
const PLAYER_LINE = /^(\d+)\s+(\S[^\n\r\u2028\u2029]*)$/;
/** `pays = NOR` (optionally `;`) on a trimmed line. */
const COUNTRY_LINE = /^pays\s*=\s*(\S+?)\s*;?$/i;
/** After the name, in this order and each optional: `{CCC}` (country), `<n>` (rating), `` `comment ``. */
const PLAYER_FIELDS = /^(?:\{([^{}]*)\}\s*)?(?:<(-?\d+)>\s*)?(?:`.*)?$/;

/**
 * A line without its comment, as PAPP's lexer reads it (`src/pap.l` of PAPP): `%` starts a
 * comment to the end of the line except `%_`, which reads as a space (so `%_<1650>` is a rating
 * that programs reading `%` as a comment skip); `#` starts one except the `#_` header keys; a
 * quoted string on the line is kept whole. One pass over the line.
 */
function withoutComment(line: string): string {
  const parts: string[] = [];
  let from = 0;
  let quoted = false;
  for (let at = 0; at < line.length; at++) {
    const character = line[at];
    if (character === '"') quoted = !quoted;
    if (quoted) continue;
    if (character === '%' && line[at + 1] === '_') {
      parts.push(line.slice(from, at), '  ');
      from = at + 2;
      at++;
    } else if (character === '%' || (character === '#' && line[at + 1] !== '_')) {
      parts.push(line.slice(from, at));
      return parts.join('');
    }
  }
  parts.push(line.slice(from));
  return parts.join('');
}

/**
 * The lines without their comments, up to a line starting with `__eof__`, where PAPP stops
 * reading a file (PAPP's `src/pap.l`).
 */
function readableLines(raw: readonly string[]): string[] {
  const lines = raw.map(withoutComment);
  const end = lines.findIndex((line) => line.trimStart().startsWith('__eof__'));
  return end < 0 ? lines : lines.slice(0, end);
}

/** The name, country and rating of a player line's text after the number (no pattern, so no backtracking). */
function playerFields(rest: string): { name: string; country?: string; rating?: number } | undefined {
  let end = rest.length;
  for (const mark of ['{', '<', '`']) {
    const at = rest.indexOf(mark);
    if (at >= 0 && at < end) end = at;
  }
  const name = rest.slice(0, end).trim().split(/\s+/).join(' ');
  const fields = PLAYER_FIELDS.exec(rest.slice(end));
  if (!fields || name === '') return undefined;
  const country = fields[1]?.trim();
  return {
    name,
    ...(country ? { country } : {}),
    ...(fields[2] === undefined ? {} : { rating: Number(fields[2]) }),
  };
}

function badPlayerLine(number: number, line: string): never {
  throw new MindsportError(
    'BAD_PAPP_LINE',
    `players file line ${number}: ${show(line)} is not "pays = XXX" or "id NAME, Given"`,
    {
      path: ['line', number],
      value: line,
    },
  );
}

/**
 * Reads a PAPP players file (the distributed `joueurs.txt`, or PAPP's own `nouveaux.txt`):
 * `pays = NOR` lines start a country section, then one player per line as
 * `  id NAME, Given {CCC} <rating>`, the country and rating optional (PAPP's `src/pap.y`).
 * Comments (`%` to the end of the line, `%_` read as a space; `#` lines) and blank lines are
 * skipped; spaces inside a name count as one; anything else is an error naming the line.
 *
 * @category Archives
 * @param input - the file's bytes or text
 * @returns the players in file order
 * @throws {@link mindsport!MindsportError} `NOT_BYTES`, `BAD_PAPP_LINE` (path `['line', n]`), `DUPLICATE_ID`
 * @example
 * ```ts
 * import { parsePappPlayers } from 'mindsport/othello';
 * const players = parsePappPlayers('% players\npays = NOR\n  000001 HANSEN, Ola   %_<1720>\n  2 BERG, Kari\n');
 * console.log(players[0]); // { id: '1', name: 'HANSEN, Ola', country: 'NOR', rating: 1720 }
 * console.log(players[1]); // { id: '2', name: 'BERG, Kari', country: 'NOR' }
 * ```
 */
export function parsePappPlayers(input: Uint8Array | string): PappPlayer[] {
  const raw = decode(input).split(/\r\n|\r|\n/);
  const lines = readableLines(raw);
  const players: PappPlayer[] = [];
  const seen = new Map<string, number>();
  let country: string | undefined;
  lines.forEach((line, index) => {
    const number = index + 1;
    const trimmed = line.trim();
    if (trimmed === '') return;
    const section = COUNTRY_LINE.exec(trimmed);
    if (section) {
      country = (section[1] as string).replace(/^"(.*)"$/, '$1');
      return;
    }
    const entry = PLAYER_LINE.exec(trimmed);
    const fields = entry ? playerFields(entry[2] as string) : undefined;
    if (!entry || !fields) badPlayerLine(number, raw[index] as string);
    const id = normaliseId((entry as RegExpExecArray)[1] as string);
    if (seen.has(id)) {
      throw new MindsportError(
        'DUPLICATE_ID',
        `players file line ${number}: player ${id} is already on line ${seen.get(id)}`,
        {
          path: ['line', number],
          value: (entry as RegExpExecArray)[1],
        },
      );
    }
    seen.set(id, number);
    const home = fields.country ?? country;
    players.push({
      id,
      name: fields.name,
      ...(home === undefined ? {} : { country: home }),
      ...(fields.rating === undefined ? {} : { rating: fields.rating }),
    });
  });
  return players;
}

interface Statement {
  readonly text: string;
  readonly line: number;
}

/** True for a character `String.prototype.trim` removes. */
function isBlank(character: string): boolean {
  return character.trim() === '';
}

/**
 * Splits the journal into `;`-terminated statements, each with the line its first
 * non-blank character is on, in one pass (each statement is sliced once).
 */
function statements(text: string): { list: Statement[]; trailing: Statement | undefined } {
  const list: Statement[] = [];
  let line = 1;
  let from = 0;
  let startLine = 0; // 0 while the statement has only blanks
  for (let at = 0; at < text.length; at++) {
    const character = text[at] as string;
    if (character === ';') {
      // Blank statements (`;;`) are skipped, as PAPP does.
      if (startLine !== 0) list.push({ text: text.slice(from, at).trim(), line: startLine });
      from = at + 1;
      startLine = 0;
      continue;
    }
    if (startLine === 0 && !isBlank(character)) startLine = line;
    // Lines end at CRLF, LF or a lone CR, as in the players file.
    if (character === '\r' || (character === '\n' && text[at - 1] !== '\r')) line++;
  }
  const rest = text.slice(from).trim();
  return { list, trailing: rest === '' ? undefined : { text: rest, line: startLine } };
}

/** A header `#_Key = value`: key and value, or undefined when the statement is not one. */
function readHeader(text: string): { key: string; value: string } | undefined {
  if (!text.startsWith('#_')) return undefined;
  const equals = text.indexOf('=', 2);
  if (equals <= 2) return undefined;
  const rawKey = text.slice(2, equals);
  const key = rawKey.trimEnd() || rawKey.slice(0, 1);
  const value = text.slice(equals + 1).trim();
  // The value is one line (the key may not hold "=").
  if (/[\n\r\u2028\u2029]/.test(value)) return undefined;
  // PAPP quotes text values (`#_Nom-Tournoi   = "Oslo Open" ;`, PAPP's `src/global.c`).
  const quoted = /^"([^"]*)"$/.exec(value);
  return { key, value: quoted ? (quoted[1] as string) : value };
}

/** Everything the replay of the journal has read so far. */
interface Journal {
  readonly known: ReadonlyMap<string, PappPlayer> | undefined;
  readonly headers: Record<string, string>;
  readonly headerLines: Map<string, number>;
  readonly order: PlayerId[];
  /** Present (`+`) or absent (`-`) from now on; after the last `ronde-suivante;`, the roster of the next round. */
  readonly present: Map<PlayerId, boolean>;
  /** The round of each player's first `+`: their entry. */
  readonly firstSeen: Map<PlayerId, number>;
  /** The round each player is first listed in, `+` or `-` (PAPP lists every registered player). */
  readonly firstListed: Map<PlayerId, number>;
  readonly absences: Map<PlayerId, Set<number>>;
  readonly rounds: OthelloRound[];
  readonly gameLines: number[][];
  games: OthelloGameRecord[];
  lines: number[];
}

function failAt(line: number, code: string, message: string, value: unknown): never {
  throw new MindsportError(code, `line ${line}: ${message}`, { path: ['line', line], value });
}

/** `& +000001 -000002 …`: who is present from now on. */
function readPresence(journal: Journal, text: string, line: number): void {
  const entries = text.slice(1).trim().split(/\s+/).filter(Boolean);
  for (const entry of entries) {
    const match = /^([+-])(\d+)$/.exec(entry);
    if (!match) failAt(line, 'BAD_PAPP_LINE', `presence ${show(entry)} is not +id or -id`, entry);
    const sign = (match as RegExpExecArray)[1];
    const id = normaliseId((match as RegExpExecArray)[2] as string);
    if (journal.known !== undefined && !journal.known.has(id)) {
      failAt(line, 'UNKNOWN_ID', `player ${id} is not in the players file`, entry);
    }
    if (!journal.firstListed.has(id)) {
      // A player listed `-` before their first `+` (PAPP regenerating the file lists a late
      // entrant in every earlier roster) is registered now and enters at the first `+`.
      journal.firstListed.set(id, journal.rounds.length + 1);
      journal.order.push(id);
    }
    if (sign === '+' && !journal.firstSeen.has(id)) journal.firstSeen.set(id, journal.rounds.length + 1);
    journal.present.set(id, sign === '+');
  }
}

/** `ronde-suivante;`: closes the round; a present player without a game has the bye. */
function closeRound(journal: Journal, line: number): void {
  const round = journal.rounds.length + 1;
  checkSize(journal.order.length, round, line);
  const paired = new Set<PlayerId>();
  for (const game of journal.games) {
    paired.add(game.black);
    paired.add(game.white);
  }
  const byes: PlayerId[] = [];
  for (const id of journal.order) {
    if (journal.present.get(id)) {
      if (!paired.has(id)) byes.push(id);
      continue;
    }
    const missed = journal.absences.get(id);
    if (missed) missed.add(round);
    else journal.absences.set(id, new Set([round]));
  }
  journal.rounds.push({ games: journal.games, byes });
  journal.gameLines.push(journal.lines);
  journal.games = [];
  journal.lines = [];
}

/**
 * Refuses a tournament of more than {@link PLAYER_ROUND_LIMIT} players × rounds before it is
 * built: the tournament lists every player in every round, so its size is that product.
 */
function checkSize(players: number, rounds: number, line: number): void {
  if (players * rounds <= PLAYER_ROUND_LIMIT) return;
  failAt(
    line,
    'TOURNAMENT_TOO_LARGE',
    `${players} players over ${rounds} rounds are more than the ${PLAYER_ROUND_LIMIT} player-rounds a tournament may have`,
    players * rounds,
  );
}

const GAME = /^\(\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\)$/;
const PAIRING = /^\(\s*\d+\s+\d+(?:\s+\d+)?\s*\)$/;

/** One statement of the journal. */
function readStatement(journal: Journal, text: string, line: number): void {
  if (text === '') return;
  const header = readHeader(text);
  if (header) {
    setOwn(journal.headers, header.key, header.value);
    journal.headerLines.set(header.key, line);
    return;
  }
  if (text.startsWith('&')) {
    readPresence(journal, text, line);
    return;
  }
  if (/^raz-couplage$/i.test(text)) {
    journal.games = [];
    journal.lines = [];
    return;
  }
  if (/^ronde-suivante$/i.test(text)) {
    closeRound(journal, line);
    return;
  }
  // PAPP's round-robin schedule and its pairings without a result (`(a b);`, `(a b s);`) are
  // replaced by the results block's `raz-couplage;` (PAPP's `src/couplage.c`): not results.
  if (/^table-toutes-rondes\s*\[\s*\d+\s*\]\s*=\s*\{[\s\d-]*\}$/i.test(text)) return;
  if (PAIRING.test(text)) return;
  const game = GAME.exec(text);
  if (!game) failAt(line, 'BAD_PAPP_LINE', `${show(text)} is not a PAPP statement`, text);
  const [, blackText, blackDiscs, whiteText, whiteDiscs] = game as RegExpExecArray;
  const black = normaliseId(blackText as string);
  const white = normaliseId(whiteText as string);
  for (const id of [black, white]) {
    if (!journal.firstSeen.has(id)) {
      failAt(line, 'UNKNOWN_ID', `player ${id} plays but was never marked present`, text);
    }
  }
  journal.games.push({ black, blackDiscs: Number(blackDiscs), white, whiteDiscs: Number(whiteDiscs) });
  journal.lines.push(line);
}

/**
 * The player as registered: names from the players file, a first `+` after round 1 a late
 * entry, and a `-` never undone (also one in the roster after the last `ronde-suivante;`) a
 * withdrawal from the first round of that absence.
 */
function registeredPlayer(journal: Journal, id: PlayerId): OthelloPlayer {
  // A player never marked `+` entered when first listed, and has been absent since.
  const entered = journal.firstSeen.get(id) ?? (journal.firstListed.get(id) as number);
  const entry = journal.known?.get(id);
  const player: { -readonly [K in keyof OthelloPlayer]: OthelloPlayer[K] } = {
    id,
    name: entry?.name ?? id,
  };
  if (entry?.country !== undefined) player.country = entry.country;
  if (entry?.rating !== undefined) player.rating = entry.rating;
  if (entered > 1) player.enteredRound = entered;
  if (!journal.present.get(id)) {
    // Absent from round `from` to the end (the next round's roster included): withdrawn from `from`.
    const missed = journal.absences.get(id);
    let from = journal.rounds.length + 1;
    while (from - 1 > entered && missed?.has(from - 1)) from--;
    if (from > entered) player.withdrawnFromRound = from;
  }
  return player;
}

/** Each round with the players absent from it who had entered and not yet withdrawn. */
function roundsWithAbsences(journal: Journal, players: readonly OthelloPlayer[]): OthelloRound[] {
  return journal.rounds.map((round, index) => {
    const number = index + 1;
    const absent: PlayerId[] = [];
    for (const player of players) {
      if (number < (player.enteredRound ?? 1)) continue;
      if (player.withdrawnFromRound !== undefined && number >= player.withdrawnFromRound) continue;
      if (journal.absences.get(player.id)?.has(number)) absent.push(player.id);
    }
    return absent.length > 0 ? { ...round, absent } : round;
  });
}

/** The standings rules that reproduce PAPP: its preset, with the workfile's C when it gives one. */
function pappRules(journal: Journal): OthelloRules {
  const value = journal.headers[BRIGHTWELL_HEADER];
  if (!Object.hasOwn(journal.headers, BRIGHTWELL_HEADER) || value === undefined) return PAPP;
  const line = journal.headerLines.get(BRIGHTWELL_HEADER) as number;
  if (!/^\d{1,6}(?:[.,]\d{1,6})?$/.test(value)) {
    failAt(
      line,
      'BAD_PAPP_LINE',
      `#_${BRIGHTWELL_HEADER} ${show(value)} is not a Brightwell constant (a number ≥ 0, such as 6)`,
      value,
    );
  }
  // PAPP prints the constant with `%f` (`6.000000`): trailing zeros dropped, a whole number is a number.
  const decimal = value
    .replace(',', '.')
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  const constant: BrightwellPreset | string | number = /^\d+$/.test(decimal) ? Number(decimal) : decimal;
  return { ...PAPP, brightwellConstant: constant };
}

/** The journal's tournament, checked; a problem in a game names that game's line. */
function checkedTournament(journal: Journal, tournament: OthelloTournament): void {
  const validation = validateOthelloTournament(tournament);
  if (validation.ok) return;
  const [problem] = validation.problems as [MindsportError];
  const [, roundIndex, , gameIndex] = problem.path;
  const line =
    typeof roundIndex === 'number' && typeof gameIndex === 'number'
      ? journal.gameLines[roundIndex]?.[gameIndex]
      : undefined;
  throw new MindsportError(
    problem.code,
    line === undefined ? problem.message : `line ${line}: ${problem.message}`,
    {
      path: line === undefined ? problem.path : ['line', line],
      value: problem.value,
      problems: validation.problems,
    },
  );
}

/** The `players` option, checked: a list of `{ id, name, country? }`. */
function knownPlayers(players: unknown): ReadonlyMap<string, PappPlayer> | undefined {
  if (players === undefined) return undefined;
  checkList(players, ['options', 'players'], THROW);
  const known = new Map<string, PappPlayer>();
  (players as readonly unknown[]).forEach((player, index) => {
    checkRecord(player, ['options', 'players', index], THROW);
    const { id } = player as Record<string, unknown>;
    checkString(id, ['options', 'players', index, 'id'], THROW);
    known.set(id as string, player as unknown as PappPlayer);
  });
  return known;
}

/**
 * Reads a PAPP workfile — an append-only journal of `;`-terminated statements — into the
 * tournament model:
 * - `#_Key = value ;` headers (`#_Nombre-Rondes` gives `plannedRounds`; `#_BQ-double` is
 *   PAPP's Brightwell constant C, returned in `rules`);
 * - presence `& +000001 -000002 … ;`: `+` present from now on, `-` absent or withdrawn from
 *   now on; a first `+` after round 1 is a late entry, a `-` never undone a withdrawal
 *   (a presence line after the last `ronde-suivante;` is the roster of the next round:
 *   a `-` there withdraws the player from that round);
 * - `raz-couplage;` discards the games recorded so far in the current round;
 * - games `(000001 40 000002 24);` as black id, black discs, white id, white discs;
 * - `ronde-suivante;` closes the round; a present player without a game has the bye;
 * - as PAPP reads it (PAPP's `src/pap.l`): `%` and `#` comments (`%_` reads as a space, the
 *   `#_` headers are kept), quoted header values (`#_Nom-Tournoi` gives the tournament's
 *   `name`), a player listed `-` before the first `+` entering at that `+`, round-robin tables
 *   and pairings without results skipped, nothing read after `__eof__`.
 * Errors name the line (path `['line', n]`). Standings of `tournament` with `rules` are
 * PAPP's own standings (`othelloStandings(tournament, rules)`).
 *
 * @category Archives
 * @param input - the workfile's bytes or text
 * @param options - the parsed players file, for names and countries
 * @returns the tournament, the rules that reproduce PAPP, the headers and any games of an unfinished round
 * @throws {@link mindsport!MindsportError} `NOT_BYTES`, `BAD_PAPP_LINE`, `UNKNOWN_ID`, `TOURNAMENT_TOO_LARGE`, `NOT_AN_OBJECT`, `UNKNOWN_OPTION` and shape codes for bad options, and any problem of {@link validateOthelloTournament} (such as `DISC_TOTAL_OVER_64`), its message prefixed with the line
 * @example
 * ```ts
 * import { NOF_SWISS, othelloStandings, parsePappWorkfile } from 'mindsport/othello';
 * const { tournament } = parsePappWorkfile(`#_Nombre-Rondes = 2 ;
 * & +000001 +000002 +000003 ;
 * (000001 40 000002 24);
 * ronde-suivante;
 * (000003 30 000001 34);
 * ronde-suivante;`);
 * console.log(tournament.rounds[0]?.byes, tournament.plannedRounds); // [ '3' ] 2
 * console.log(othelloStandings(tournament, NOF_SWISS).rows.map((row) => row.playerId).join(' ')); // 1 3 2
 * ```
 */
export function parsePappWorkfile(input: Uint8Array | string, options: PappWorkfileOptions = {}): PappImport {
  const { players: playersOption } = readOptions<PappWorkfileOptions>(options, ['players']);
  const known = knownPlayers(playersOption);
  // Comments are cut line by line first, so a `;` inside one is not a statement's end.
  const { list, trailing } = statements(readableLines(decode(input).split(/\r\n|\r|\n/)).join('\n'));
  if (trailing !== undefined) {
    failAt(trailing.line, 'BAD_PAPP_LINE', `${show(trailing.text)} does not end with ";"`, trailing.text);
  }
  const journal: Journal = {
    known,
    headers: {},
    headerLines: new Map(),
    order: [],
    present: new Map(),
    firstSeen: new Map(),
    firstListed: new Map(),
    absences: new Map(),
    rounds: [],
    gameLines: [],
    games: [],
    lines: [],
  };
  for (const { text, line } of list) readStatement(journal, text, line);
  checkSize(journal.order.length, journal.rounds.length, list[list.length - 1]?.line ?? 1);
  const players = journal.order.map((id) => registeredPlayer(journal, id));
  const rounds = roundsWithAbsences(journal, players);
  const planned = journal.headers['Nombre-Rondes'];
  const plannedRounds =
    Object.hasOwn(journal.headers, 'Nombre-Rondes') && planned !== undefined && /^\d+$/.test(planned)
      ? Number(planned)
      : undefined;
  const name = journal.headers['Nom-Tournoi'];
  const named = Object.hasOwn(journal.headers, 'Nom-Tournoi') && name ? { name } : {};
  const tournament: OthelloTournament =
    plannedRounds !== undefined && plannedRounds >= rounds.length
      ? { ...named, players, rounds, plannedRounds }
      : { ...named, players, rounds };
  checkedTournament(journal, tournament);
  return { tournament, rules: pappRules(journal), headers: journal.headers, openRoundGames: journal.games };
}
