/**
 * Importing PAPP files (the Othello pairing program used by the WOC and many federations):
 * the players file and a tournament workfile, into the {@link Tournament} model, so a
 * director can check these standings against PAPP's (spec §4–§5).
 *
 * @module
 */
import { MindsportError } from '../core/errors.js';
import { show } from '../core/guards.js';
import { decodeUtf8OrWindows1252 } from '../core/text.js';
import type { GameRecord, PlayerId, Tournament, TournamentPlayer, TournamentRound } from './tournament.js';
import { validateTournament } from './tournament-validation.js';

/** One player of a PAPP players file. */
export interface PappPlayer {
  /** The PAPP number without leading zeros (`'1'` for `000001`). */
  readonly id: PlayerId;
  /** The name as written, "SURNAME, Given". */
  readonly name: string;
  /** The country of the `pays = …` section the player is listed in, if any. */
  readonly country?: string;
}

/** The result of {@link parsePappWorkfile}. */
export interface PappImport {
  /** The tournament: players in order of first registration, one round per `ronde-suivante;`. */
  readonly tournament: Tournament;
  /** Every `#_Key = value ;` header, as text, the last one winning. */
  readonly headers: Readonly<Record<string, string>>;
  /** Games recorded after the last `ronde-suivante;` (a round in progress), not in `tournament`. */
  readonly openRoundGames: readonly GameRecord[];
}

/** Options of {@link parsePappWorkfile}. */
export interface PappWorkfileOptions {
  /** The players file, parsed ({@link parsePappPlayers}); without it names are the ids. */
  readonly players?: readonly PappPlayer[];
}

/**
 * Decodes file bytes: UTF-8 when valid, else Windows-1252 (PAPP's own 8-bit encoding; Latin-1 with
 * the printable characters Windows puts at 0x80–0x9F).
 */
function decode(input: Uint8Array | string): string {
  if (typeof input === 'string') return input;
  if (!(input instanceof Uint8Array)) {
    throw new MindsportError(
      'BAD_PAPP_INPUT',
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

/**
 * Reads a PAPP players file: `pays = NOR` lines start a country section, then one player per
 * line as `  id NAME, Given`. Blank lines are skipped; anything else is an error naming the line.
 *
 * @param input - the file's bytes or text
 * @returns the players in file order
 * @throws {@link MindsportError} `BAD_PAPP_INPUT`, `BAD_PAPP_LINE` (path `['line', n]`), `DUPLICATE_PLAYER_ID`
 * @example
 * ```ts
 * import { parsePappPlayers } from 'mindsport/othello';
 * const players = parsePappPlayers('pays = NOR\n  000001 HANSEN, Ola\n  2 BERG, Kari\n');
 * console.log(players[1]); // { id: '2', name: 'BERG, Kari', country: 'NOR' }
 * ```
 */
export function parsePappPlayers(input: Uint8Array | string): PappPlayer[] {
  const lines = decode(input).split(/\r\n|\r|\n/);
  const players: PappPlayer[] = [];
  const seen = new Map<string, number>();
  let country: string | undefined;
  lines.forEach((line, index) => {
    const number = index + 1;
    if (line.trim() === '') return;
    const section = /^\s*pays\s*=\s*(\S+?)\s*;?\s*$/i.exec(line);
    if (section) {
      country = section[1] as string;
      return;
    }
    const entry = /^\s*(\d+)\s+(\S.*?)\s*$/.exec(line);
    if (!entry) {
      throw new MindsportError(
        'BAD_PAPP_LINE',
        `players file line ${number}: ${show(line)} is not "pays = XXX" or "id NAME, Given"`,
        {
          path: ['line', number],
          value: line,
        },
      );
    }
    const id = normaliseId(entry[1] as string);
    if (seen.has(id)) {
      throw new MindsportError(
        'DUPLICATE_PLAYER_ID',
        `players file line ${number}: player ${id} is already on line ${seen.get(id)}`,
        {
          path: ['line', number],
          value: entry[1],
        },
      );
    }
    seen.set(id, number);
    players.push(
      country === undefined ? { id, name: entry[2] as string } : { id, name: entry[2] as string, country },
    );
  });
  return players;
}

interface Statement {
  readonly text: string;
  readonly line: number;
}

/** Splits the journal into `;`-terminated statements, each with the line it starts on. */
function statements(text: string): { list: Statement[]; trailing: Statement | undefined } {
  const list: Statement[] = [];
  let current = '';
  let line = 1;
  let start = 1;
  let previous = '';
  for (const character of text) {
    if (current.trim() === '') start = line;
    if (character === ';') {
      list.push({ text: current.trim(), line: start });
      current = '';
    } else {
      current += character;
    }
    // Lines end at CRLF, LF or a lone CR, as in the players file.
    if (character === '\r' || (character === '\n' && previous !== '\r')) line++;
    previous = character;
  }
  return { list, trailing: current.trim() === '' ? undefined : { text: current.trim(), line: start } };
}

/**
 * Reads a PAPP workfile — an append-only journal of `;`-terminated statements — into the
 * tournament model:
 * - `#_Key = value ;` headers (`#_Nombre-Rondes` gives `plannedRounds`);
 * - presence `& +000001 -000002 … ;`: `+` present from now on, `-` absent or withdrawn from
 *   now on; a first `+` after round 1 is a late entry, a `-` never undone a withdrawal;
 * - `raz-couplage;` discards the games recorded so far in the current round;
 * - games `(000001 40 000002 24);` as black id, black discs, white id, white discs;
 * - `ronde-suivante;` closes the round; a present player without a game has the bye.
 * Errors name the line (path `['line', n]`).
 *
 * @param input - the workfile's bytes or text
 * @param options - the parsed players file, for names and countries
 * @returns the tournament, the headers and any games of an unfinished round
 * @throws {@link MindsportError} `BAD_PAPP_INPUT`, `BAD_PAPP_LINE`, `PAPP_UNKNOWN_PLAYER`, and any problem of {@link validateTournament} (such as `DISC_TOTAL_OVER_64`), its message prefixed with the line
 * @example
 * ```ts
 * import { NOF_SWISS, computeStandings, parsePappWorkfile } from 'mindsport/othello';
 * const { tournament } = parsePappWorkfile(`#_Nombre-Rondes = 2 ;
 * & +000001 +000002 +000003 ;
 * (000001 40 000002 24);
 * ronde-suivante;
 * (000003 30 000001 34);
 * ronde-suivante;`);
 * console.log(tournament.rounds[0]?.byes, tournament.plannedRounds); // [ '3' ] 2
 * console.log(computeStandings(tournament, NOF_SWISS).rows.map((row) => row.id).join(' ')); // 1 3 2
 * ```
 */
export function parsePappWorkfile(input: Uint8Array | string, options: PappWorkfileOptions = {}): PappImport {
  const { list, trailing } = statements(decode(input));
  if (trailing !== undefined) {
    throw new MindsportError(
      'BAD_PAPP_LINE',
      `line ${trailing.line}: ${show(trailing.text)} does not end with ";"`,
      {
        path: ['line', trailing.line],
        value: trailing.text,
      },
    );
  }
  const known = new Map<string, PappPlayer>((options.players ?? []).map((player) => [player.id, player]));
  const headers: Record<string, string> = {};
  const order: PlayerId[] = [];
  const present = new Map<PlayerId, boolean>();
  const firstSeen = new Map<PlayerId, number>();
  const absences = new Map<PlayerId, number[]>();
  const rounds: TournamentRound[] = [];
  const gameLines: number[][] = [];
  let games: GameRecord[] = [];
  let lines: number[] = [];
  const fail = (line: number, code: string, message: string, value: unknown): never => {
    throw new MindsportError(code, `line ${line}: ${message}`, { path: ['line', line], value });
  };
  for (const { text, line } of list) {
    if (text === '') continue;
    const header = /^#_([^=]+?)\s*=\s*(.*)$/.exec(text);
    if (header) {
      headers[header[1] as string] = (header[2] as string).trim();
      continue;
    }
    if (text.startsWith('&')) {
      const entries = text.slice(1).trim().split(/\s+/).filter(Boolean);
      for (const entry of entries) {
        const match = /^([+-])(\d+)$/.exec(entry);
        if (!match) fail(line, 'BAD_PAPP_LINE', `presence ${show(entry)} is not +id or -id`, entry);
        const id = normaliseId((match as RegExpExecArray)[2] as string);
        if (options.players !== undefined && !known.has(id)) {
          fail(line, 'PAPP_UNKNOWN_PLAYER', `player ${id} is not in the players file`, entry);
        }
        if (!firstSeen.has(id)) {
          if ((match as RegExpExecArray)[1] === '-') {
            fail(line, 'BAD_PAPP_LINE', `player ${id} is marked absent before ever being present`, entry);
          }
          firstSeen.set(id, rounds.length + 1);
          order.push(id);
        }
        present.set(id, (match as RegExpExecArray)[1] === '+');
      }
      continue;
    }
    if (/^raz-couplage$/i.test(text)) {
      games = [];
      lines = [];
      continue;
    }
    if (/^ronde-suivante$/i.test(text)) {
      const round = rounds.length + 1;
      const paired = new Set(games.flatMap((game) => [game.black, game.white]));
      const byes: PlayerId[] = [];
      for (const id of order) {
        if (present.get(id)) {
          if (!paired.has(id)) byes.push(id);
        } else {
          const list = absences.get(id);
          if (list) list.push(round);
          else absences.set(id, [round]);
        }
      }
      rounds.push({ games, byes });
      gameLines.push(lines);
      games = [];
      lines = [];
      continue;
    }
    const game = /^\(\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\)$/.exec(text);
    if (game) {
      const black = normaliseId(game[1] as string);
      const white = normaliseId(game[3] as string);
      for (const id of [black, white]) {
        if (!firstSeen.has(id))
          fail(line, 'PAPP_UNKNOWN_PLAYER', `player ${id} plays but was never marked present`, text);
      }
      games.push({ black, blackDiscs: Number(game[2]), white, whiteDiscs: Number(game[4]) });
      lines.push(line);
      continue;
    }
    fail(line, 'BAD_PAPP_LINE', `${show(text)} is not a PAPP statement`, text);
  }

  // Absences: a "-" never undone is a withdrawal; others are absent rounds.
  const players: TournamentPlayer[] = order.map((id) => {
    const entered = firstSeen.get(id) as number;
    const entry = known.get(id);
    const player: { -readonly [K in keyof TournamentPlayer]: TournamentPlayer[K] } = {
      id,
      name: entry?.name ?? id,
    };
    if (entry?.country !== undefined) player.country = entry.country;
    if (entered > 1) player.enteredRound = entered;
    const missed = new Set((absences.get(id) ?? []).filter((round) => round >= entered));
    if (!present.get(id) && missed.has(rounds.length)) {
      // Absent from some round to the end: withdrawn from the first of those rounds.
      let from = rounds.length;
      while (from - 1 > entered && missed.has(from - 1)) from--;
      if (from > entered) player.withdrawnFromRound = from;
    }
    return player;
  });
  const withdrawnFrom = new Map(players.map((player) => [player.id, player.withdrawnFromRound]));
  const finalRounds = rounds.map((round, index) => {
    const number = index + 1;
    const absent = order.filter((id) => {
      if (number < (firstSeen.get(id) as number)) return false;
      const from = withdrawnFrom.get(id);
      if (from !== undefined && number >= from) return false;
      return absences.get(id)?.includes(number) ?? false;
    });
    return absent.length > 0 ? { ...round, absent } : round;
  });
  const planned = headers['Nombre-Rondes'];
  const plannedRounds = planned !== undefined && /^\d+$/.test(planned) ? Number(planned) : undefined;
  const tournament: Tournament =
    plannedRounds !== undefined && plannedRounds >= finalRounds.length
      ? { players, rounds: finalRounds, plannedRounds }
      : { players, rounds: finalRounds };
  const validation = validateTournament(tournament);
  if (!validation.ok) {
    const [problem] = validation.problems as [MindsportError];
    const [, roundIndex, , gameIndex] = problem.path;
    const line =
      typeof roundIndex === 'number' && typeof gameIndex === 'number'
        ? gameLines[roundIndex]?.[gameIndex]
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
  return { tournament, headers, openRoundGames: games };
}
