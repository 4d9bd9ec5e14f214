/**
 * Internal: checks a season log once and turns it into indexed arrays for the replay,
 * explain, period and pairing code. Resolves which entry counts for each player in each
 * week (Art. IV.2b Friday rule, IV.7, spec decision 9). Not exported from the package.
 */

import { checkInteger, checkString, isRecord, readOptions, THROW } from '../core/check.js';
import { type ErrorPath, MindsportError, type Problem, type Report } from '../core/errors.js';
import { show } from '../core/guards.js';
import { checkLadderConfig, GROUPS, type LadderConfig } from './config.js';
import { splitPeriods } from './period-split.js';
import type { LadderGuest, LadderSeason } from './season.js';

/** Options naming the last round to replay. */
export interface RoundLimit {
  readonly throughRound?: number;
}

/** Why an entry does not count for a player. */
export type SupersededBy = 'clubNight' | 'league' | 'fridayRule' | null;

/** Bit in `gameSuperseded`: the game does not count for white (a league game counts that week). */
export const WHITE_SUPERSEDED = 1;
/** Bit in `gameSuperseded`: the game does not count for black. */
export const BLACK_SUPERSEDED = 2;

/** Any other entry in compiled form. */
export interface CompiledSpecial {
  readonly kind: 'forfeit' | 'drawnOut' | 'league' | 'representing';
  readonly player: number;
  /** For a forfeit: the player who did not show up. */
  readonly absent: number;
  /** League result in half points (2/1/0), −1 if not given. */
  readonly halves: number;
  /** League colour: 1 white, −1 black, 0 unknown. */
  readonly colour: number;
  readonly entry: number;
  readonly superseded: SupersededBy;
}

export interface CompiledRound {
  /**
   * Index of the round's first club-night game in the game arrays below, which hold the
   * games of the whole season packed (one allocation per season, no object per game).
   */
  readonly gameStart: number;
  /** Number of club-night games of the round: `gameStart … gameStart + gameCount − 1`. */
  readonly gameCount: number;
  readonly gameWhite: Int32Array;
  readonly gameBlack: Int32Array;
  /** White's score in half points: 2 win, 1 draw, 0 loss. */
  readonly gameHalves: Uint8Array;
  /** Bits {@link WHITE_SUPERSEDED} and {@link BLACK_SUPERSEDED}. */
  readonly gameSuperseded: Uint8Array;
  readonly specials: CompiledSpecial[];
  /** Players who join at the bottom of the ladder before this round (spec decision 3). */
  readonly joiners: number[];
}

export interface CompiledSeason {
  /** Number of ladder players; guests follow them in the index space. */
  readonly playerCount: number;
  readonly guestCount: number;
  readonly ids: string[];
  readonly index: Map<string, number>;
  readonly newMember: Uint8Array;
  readonly groups: (string | undefined)[];
  /** Players on the starting ladder, top first. */
  readonly initial: number[];
  readonly rounds: CompiledRound[];
}

/**
 * A problem of the season as plain data: the validation lists at most 1,000 of them, so a
 * log with a million bad ids costs no error object (and no stack trace) per problem.
 */
function problem(code: string, message: string, options: { path?: ErrorPath; value?: unknown }): Problem {
  return { code, message, path: options.path ?? [], value: options.value };
}

/** A JSON object: not null, not a list. */
function isObject(value: unknown): boolean {
  return isRecord(value);
}

const RESULT_HALVES: Record<string, 0 | 1 | 2> = { '1-0': 2, '1/2-1/2': 1, '0-1': 0 };
const LEAGUE_HALVES: Record<string, number> = { win: 2, draw: 1, loss: 0 };
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day of the week of an ISO date, 0 = Sunday, or −1 if it is not a valid date (2025-13-01, 2025-02-29). */
export function weekdayOf(date: unknown): number {
  // Only text is matched: a regular expression would turn any other value into text first,
  // and a list nested ten thousand levels deep overflows the stack doing so (issue 23 §3).
  if (typeof date !== 'string') return -1;
  const match = ISO_DATE.exec(date);
  if (!match) return -1;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const dayOfMonth = Number(match[3]);
  if (month < 1 || month > 12 || dayOfMonth < 1) return -1;
  const day = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as they are.
  day.setUTCFullYear(year, month - 1, dayOfMonth);
  if (day.getUTCDate() !== dayOfMonth) return -1;
  return day.getUTCDay();
}

/** Compiles and checks a season, calling `report` for every problem (the replay throws on the first). */
export function compileSeason(season: LadderSeason, config: LadderConfig, report: Report): CompiledSeason {
  // A club's own configuration is user input too: a bad one fails with its field named
  // instead of producing odd standings (or a TypeError deep in the ranking).
  try {
    checkLadderConfig(config);
  } catch (error) {
    if (!(error instanceof MindsportError)) throw error;
    report(error);
    return emptySeason();
  }
  if (season === null || typeof season !== 'object' || Array.isArray(season)) {
    report(problem('BAD_SEASON', `season: ${show(season)} is not an object`, { value: season }));
    return emptySeason();
  }
  if (!Array.isArray(season.players)) {
    report(
      problem('BAD_SEASON', `season: players ${show(season.players)} is not a list`, {
        path: ['players'],
        value: season.players,
      }),
    );
    return emptySeason();
  }
  const players = season.players;
  let guests: readonly LadderGuest[] = [];
  if (Array.isArray(season.guests)) guests = season.guests;
  else if (season.guests !== undefined) {
    report(
      problem('BAD_SEASON', `season: guests ${show(season.guests)} is not a list`, {
        path: ['guests'],
        value: season.guests,
      }),
    );
  }
  const rounds = Array.isArray(season.rounds) ? season.rounds : [];
  if (!Array.isArray(season.rounds)) {
    report(
      problem('BAD_SEASON', `season: rounds ${show(season.rounds)} is not a list`, {
        path: ['rounds'],
        value: season.rounds,
      }),
    );
  }
  if (season.plannedRounds !== undefined || season.periodStarts !== undefined) {
    // The period split (Art. I.2) is part of the season: check it here too, not only when
    // the period tables are asked for.
    try {
      splitPeriods(
        { players: [], rounds, plannedRounds: season.plannedRounds, periodStarts: season.periodStarts },
        config,
        false,
      );
    } catch (error) {
      if (!(error instanceof MindsportError)) throw error;
      report(error);
    }
  }
  const playerCount = players.length;
  const guestCount = guests.length;
  const total = playerCount + guestCount;
  const ids: string[] = new Array(total);
  const index = new Map<string, number>();
  const newMember = new Uint8Array(total);
  const groups: (string | undefined)[] = new Array(total);
  const joinRound = new Int32Array(total);
  const initial: number[] = [];
  const joinersByRound: number[][] = rounds.map(() => []);

  const addId = (id: unknown, at: number, path: (string | number)[]) => {
    if (typeof id !== 'string' || id === '') {
      report(
        problem('BAD_ID', `${path.join('.')}: ${show(id)} is not a non-empty id`, {
          path,
          value: id,
        }),
      );
      ids[at] = `#${at}`;
      return;
    }
    if (index.has(id)) {
      report(problem('DUPLICATE_ID', `id ${show(id)} is used twice`, { path, value: id }));
    }
    ids[at] = id;
    index.set(id, at);
  };

  for (let p = 0; p < playerCount; p++) {
    const player = players[p]!;
    if (!isObject(player)) {
      report(
        problem('BAD_PLAYER', `player ${p + 1}: ${show(player)} is not an object`, {
          path: ['players', p],
          value: player,
        }),
      );
      ids[p] = `#${p}`;
      initial.push(p);
      continue;
    }
    addId(player.id, p, ['players', p, 'id']);
    // A display name that is not text was kept as it was (issue 23 §3: silently accepted).
    if (player.name !== undefined) checkString(player.name, ['players', p, 'name'], report, true);
    if (player?.newMember !== undefined && typeof player.newMember !== 'boolean') {
      report(
        problem('NOT_A_BOOLEAN', `player ${show(player.id)}: newMember ${show(player.newMember)}`, {
          path: ['players', p, 'newMember'],
          value: player.newMember,
        }),
      );
    }
    newMember[p] = player?.newMember === true ? 1 : 0;
    if (player?.group !== undefined && !GROUPS.includes(player.group)) {
      report(
        problem('UNKNOWN_GROUP', `player ${show(player.id)}: unknown group ${show(player.group)}`, {
          path: ['players', p, 'group'],
          value: player.group,
        }),
      );
    }
    groups[p] = player?.group;
    const join = player?.joinRound;
    if (join === undefined) {
      initial.push(p);
    } else if (!Number.isSafeInteger(join) || join < 1) {
      report(
        problem('BAD_JOIN_ROUND', `player ${show(player.id)}: joinRound ${show(join)} is not a round`, {
          path: ['players', p, 'joinRound'],
          value: join,
        }),
      );
      initial.push(p);
    } else {
      joinRound[p] = join;
      if (join <= rounds.length) joinersByRound[join - 1]!.push(p);
    }
  }
  for (let g = 0; g < guestCount; g++) {
    const guest = guests[g]!;
    if (!isObject(guest)) {
      report(
        problem('BAD_GUEST', `guest ${g + 1}: ${show(guest)} is not an object`, {
          path: ['guests', g],
          value: guest,
        }),
      );
      ids[playerCount + g] = `#${playerCount + g}`;
      continue;
    }
    addId(guest.id, playerCount + g, ['guests', g, 'id']);
    if (guest.name !== undefined) checkString(guest.name, ['guests', g, 'name'], report, true);
  }

  let ladderLength = initial.length;
  if (ladderLength > config.topRankNumber) {
    report(
      problem(
        'LADDER_TOO_LONG',
        `the starting ladder has ${ladderLength} players but the top rank number is ${config.topRankNumber} (spec decision 6)`,
        { path: ['players'], value: ladderLength },
      ),
    );
  }

  // Per-round scratch, stamped with the round number so nothing is cleared between rounds.
  const presentStamp = new Int32Array(total);
  const clubStamp = new Int32Array(total);
  const clubEntry = new Int32Array(total);
  const absentStamp = new Int32Array(total);
  const representStamp = new Int32Array(total);
  const joinedBefore = (player: number, roundNumber: number) =>
    player < playerCount && (joinRound[player] === 0 || (joinRound[player] as number) <= roundNumber);

  // The games of every round in one set of arrays (a round holds at most one game per entry).
  let capacity = 0;
  for (const round of rounds) {
    if (round !== null && typeof round === 'object' && Array.isArray(round.entries)) {
      capacity += round.entries.length;
    }
  }
  const gameWhite = new Int32Array(capacity);
  const gameBlack = new Int32Array(capacity);
  const gameHalves = new Uint8Array(capacity);
  const gameSuperseded = new Uint8Array(capacity);
  let gameCount = 0;

  // The round being compiled, for the helpers below (made once, not once per round).
  let r = 0;
  let roundNumber = 1;

  // Look up a ladder player (or a guest when allowed) named by an entry field.
  const lookup = (id: unknown, e: number, field: string, what: string, allowGuest: boolean): number => {
    const at = typeof id === 'string' ? index.get(id) : undefined;
    if (at === undefined) {
      report(
        problem('UNKNOWN_PLAYER', `round ${roundNumber}: ${what} ${show(id)} is not a player of the season`, {
          path: ['rounds', r, 'entries', e, field],
          value: id,
        }),
      );
      return -1;
    }
    if (at >= playerCount && !allowGuest) {
      report(
        problem('GUEST_NOT_ALLOWED', `round ${roundNumber}: ${what} ${show(id)} is a guest, not a member`, {
          path: ['rounds', r, 'entries', e, field],
          value: id,
        }),
      );
      return -1;
    }
    if (at < playerCount && !joinedBefore(at, roundNumber)) {
      report(
        problem(
          'PLAYER_NOT_YET_JOINED',
          `round ${roundNumber}: ${what} ${show(id)} joins only in round ${joinRound[at]}`,
          { path: ['rounds', r, 'entries', e, field], value: id },
        ),
      );
      return -1;
    }
    return at;
  };
  const requirePresent = (at: number, e: number, field: string, what: string): boolean => {
    if (presentStamp[at] !== roundNumber) {
      report(
        problem(
          'PLAYER_NOT_PRESENT',
          `round ${roundNumber}: result for ${what} ${show(ids[at])}, who is not present`,
          { path: ['rounds', r, 'entries', e, field], value: ids[at] },
        ),
      );
      return false;
    }
    return true;
  };
  const claimClubNight = (at: number, entryIndex: number, field: string): boolean => {
    if (clubStamp[at] === roundNumber || absentStamp[at] === roundNumber) {
      report(
        problem(
          'DUPLICATE_ENTRY',
          `round ${roundNumber}: player ${show(ids[at])} has two club-night results (entries ${clubEntry[at]! + 1} and ${entryIndex + 1})`,
          { path: ['rounds', r, 'entries', entryIndex, field], value: ids[at] },
        ),
      );
      return false;
    }
    clubStamp[at] = roundNumber;
    clubEntry[at] = entryIndex;
    return true;
  };

  const compiledRounds: CompiledRound[] = [];
  for (r = 0; r < rounds.length; r++) {
    roundNumber = r + 1;
    const round = rounds[r];
    const roundPath = ['rounds', r];
    const gameStart = gameCount;
    const specials: CompiledSpecial[] = [];
    const joiners = joinersByRound[r]!;
    ladderLength += joiners.length;
    if (joiners.length > 0 && ladderLength > config.topRankNumber) {
      report(
        problem(
          'LADDER_TOO_LONG',
          `round ${roundNumber}: the ladder grows to ${ladderLength} players but the top rank number is ${config.topRankNumber} (spec decision 6)`,
          { path: roundPath, value: ladderLength },
        ),
      );
    }
    const compiledRound = {
      gameStart,
      gameCount: 0,
      gameWhite,
      gameBlack,
      gameHalves,
      gameSuperseded,
      specials,
      joiners,
    };
    compiledRounds.push(compiledRound);
    if (!isObject(round)) {
      report(
        problem('BAD_ROUND', `round ${roundNumber}: ${show(round)} is not an object`, {
          path: roundPath,
          value: round,
        }),
      );
      continue;
    }
    if (!Array.isArray(round.present) || !Array.isArray(round.entries)) {
      const field = Array.isArray(round.present) ? 'entries' : 'present';
      report(
        problem('BAD_ROUND', `round ${roundNumber}: "${field}" ${show(round[field])} is not a list`, {
          path: [...roundPath, field],
          value: round[field],
        }),
      );
      continue;
    }
    if (round.date !== undefined && weekdayOf(round.date) < 0) {
      report(
        problem('BAD_DATE', `round ${roundNumber}: date ${show(round.date)} is not YYYY-MM-DD`, {
          path: [...roundPath, 'date'],
          value: round.date,
        }),
      );
    }
    for (let i = 0; i < round.present.length; i++) {
      const id = round.present[i];
      const at = typeof id === 'string' ? index.get(id) : undefined;
      if (at === undefined) {
        const path = ['rounds', r, 'present', i];
        report(
          problem(
            'UNKNOWN_PLAYER',
            `round ${roundNumber}: present ${show(id)} is neither a player nor a guest`,
            {
              path,
              value: id,
            },
          ),
        );
        continue;
      }
      if (presentStamp[at] === roundNumber) {
        report(
          problem('DUPLICATE_PRESENT', `round ${roundNumber}: player ${show(id)} is listed present twice`, {
            path: ['rounds', r, 'present', i],
            value: id,
          }),
        );
        continue;
      }
      if (at < playerCount && !joinedBefore(at, roundNumber)) {
        report(
          problem(
            'PLAYER_NOT_YET_JOINED',
            `round ${roundNumber}: player ${show(id)} joins only in round ${joinRound[at]}`,
            { path: ['rounds', r, 'present', i], value: id },
          ),
        );
        continue;
      }
      presentStamp[at] = roundNumber;
    }

    // Only rounds with league games need the Friday rule's bookkeeping.
    let leagueByPlayer: Map<number, number[]> | undefined;
    for (let e = 0; e < round.entries.length; e++) {
      const entry = round.entries[e] as unknown as Record<string, unknown>;
      if (!isObject(entry)) {
        report(
          problem('BAD_ENTRY', `round ${roundNumber}: entry ${e + 1} ${show(entry)} is not an object`, {
            path: ['rounds', r, 'entries', e],
            value: entry,
          }),
        );
        continue;
      }
      switch (entry.rule) {
        case 'game': {
          const white = lookup(entry.white, e, 'white', 'white player', true);
          const black = lookup(entry.black, e, 'black', 'black player', true);
          const halves = typeof entry.result === 'string' ? RESULT_HALVES[entry.result] : undefined;
          if (halves === undefined) {
            report(
              problem(
                'BAD_RESULT',
                `round ${roundNumber}: game ${show(entry.white)}–${show(entry.black)} has result ${show(entry.result)}, not 1-0, 1/2-1/2 or 0-1`,
                { path: ['rounds', r, 'entries', e, 'result'], value: entry.result },
              ),
            );
          }
          if (white < 0 || black < 0 || halves === undefined) break;
          if (white === black) {
            report(
              problem(
                'SAME_PLAYER',
                `round ${roundNumber}: player ${show(ids[white])} plays against themself`,
                {
                  path: ['rounds', r, 'entries', e],
                  value: ids[white],
                },
              ),
            );
            break;
          }
          if (white >= playerCount && black >= playerCount) {
            report(
              problem(
                'GUEST_GAME_WITHOUT_MEMBER',
                `round ${roundNumber}: guests ${show(ids[white])} and ${show(ids[black])} play each other`,
                { path: ['rounds', r, 'entries', e], value: [ids[white], ids[black]] },
              ),
            );
            break;
          }
          const whitePresent = requirePresent(white, e, 'white', 'player');
          const blackPresent = requirePresent(black, e, 'black', 'player');
          if (!whitePresent || !blackPresent) break;
          const whiteFree = claimClubNight(white, e, 'white');
          const blackFree = claimClubNight(black, e, 'black');
          if (!whiteFree || !blackFree) break;
          gameWhite[gameCount] = white;
          gameBlack[gameCount] = black;
          gameHalves[gameCount] = halves;
          gameCount++;
          break;
        }
        case 'forfeit': {
          const winner = lookup(entry.winner, e, 'winner', 'forfeit winner', false);
          const absent = lookup(entry.absent, e, 'absent', 'absent player', false);
          if (winner < 0 || absent < 0) break;
          if (winner === absent) {
            report(
              problem(
                'SAME_PLAYER',
                `round ${roundNumber}: player ${show(ids[winner])} forfeits against themself`,
                {
                  path: ['rounds', r, 'entries', e],
                  value: ids[winner],
                },
              ),
            );
            break;
          }
          if (!requirePresent(winner, e, 'winner', 'player')) break;
          if (!claimClubNight(winner, e, 'winner')) break;
          if (clubStamp[absent] === roundNumber || absentStamp[absent] === roundNumber) {
            report(
              problem(
                'DUPLICATE_ENTRY',
                `round ${roundNumber}: player ${show(ids[absent])} forfeits but has another club-night result`,
                { path: ['rounds', r, 'entries', e, 'absent'], value: ids[absent] },
              ),
            );
            break;
          }
          absentStamp[absent] = roundNumber;
          clubEntry[absent] = e;
          specials.push({
            kind: 'forfeit',
            player: winner,
            absent,
            halves: -1,
            colour: 0,
            entry: e,
            superseded: null,
          });
          break;
        }
        case 'drawnOut': {
          const player = lookup(entry.player, e, 'player', 'player drawn out', false);
          if (player < 0) break;
          if (!requirePresent(player, e, 'player', 'player')) break;
          if (!claimClubNight(player, e, 'player')) break;
          specials.push({
            kind: 'drawnOut',
            player,
            absent: -1,
            halves: -1,
            colour: 0,
            entry: e,
            superseded: null,
          });
          break;
        }
        case 'league': {
          const player = lookup(entry.player, e, 'player', 'league player', false);
          if (player < 0) break;
          let halves = -1;
          if (entry.result !== undefined) {
            const value = typeof entry.result === 'string' ? LEAGUE_HALVES[entry.result] : undefined;
            if (value === undefined) {
              report(
                problem(
                  'BAD_RESULT',
                  `round ${roundNumber}: league game of ${show(ids[player])} has result ${show(entry.result)}, not win, draw or loss`,
                  { path: ['rounds', r, 'entries', e, 'result'], value: entry.result },
                ),
              );
              break;
            }
            halves = value;
          }
          let colour = 0;
          if (entry.colour !== undefined) {
            if (entry.colour !== 'white' && entry.colour !== 'black') {
              report(
                problem(
                  'BAD_COLOUR',
                  `round ${roundNumber}: league game of ${show(ids[player])} has colour ${show(entry.colour)}`,
                  { path: ['rounds', r, 'entries', e, 'colour'], value: entry.colour },
                ),
              );
              break;
            }
            colour = entry.colour === 'white' ? 1 : -1;
          }
          if (entry.date !== undefined && (typeof entry.date !== 'string' || weekdayOf(entry.date) < 0)) {
            report(
              problem(
                'BAD_DATE',
                `round ${roundNumber}: league game of ${show(ids[player])} has date ${show(entry.date)}, not YYYY-MM-DD`,
                { path: ['rounds', r, 'entries', e, 'date'], value: entry.date },
              ),
            );
            break;
          }
          leagueByPlayer ??= new Map();
          const list = leagueByPlayer.get(player);
          if (list) list.push(specials.length);
          else leagueByPlayer.set(player, [specials.length]);
          specials.push({ kind: 'league', player, absent: -1, halves, colour, entry: e, superseded: null });
          break;
        }
        case 'representing': {
          const player = lookup(entry.player, e, 'player', 'representing player', false);
          if (player < 0) break;
          if (representStamp[player] === roundNumber) {
            report(
              problem(
                'DUPLICATE_ENTRY',
                `round ${roundNumber}: player ${show(ids[player])} represents the club twice`,
                { path: ['rounds', r, 'entries', e, 'player'], value: ids[player] },
              ),
            );
            break;
          }
          representStamp[player] = roundNumber;
          specials.push({
            kind: 'representing',
            player,
            absent: -1,
            halves: -1,
            colour: 0,
            entry: e,
            superseded: null,
          });
          break;
        }
        default:
          report(
            problem(
              'UNKNOWN_RULE',
              `round ${roundNumber}: entry ${e + 1}${playerOf(entry)}: unknown rule ${show(entry.rule)}`,
              { path: ['rounds', r, 'entries', e, 'rule'], value: entry.rule },
            ),
          );
      }
    }

    // Representing the club is for members who cannot play on the club night (Art. IV.7).
    for (const special of specials) {
      if (special.kind === 'representing' && clubStamp[special.player] === roundNumber) {
        report(
          problem(
            'CONFLICTING_ENTRIES',
            `round ${roundNumber}: player ${show(ids[special.player])} represents the club but also has a club-night result`,
            { path: [...roundPath, 'entries', special.entry], value: ids[special.player] },
          ),
        );
      }
    }

    // Friday rule (Art. IV.2b, spec decision 9): which league game counts this week.
    if (leagueByPlayer !== undefined) {
      const superseded = new Map<number, SupersededBy>();
      const clubLoses = new Set<number>();
      for (const [player, list] of leagueByPlayer) {
        const hasClub = clubStamp[player] === roundNumber;
        if (hasClub && config.clubNightSupersedesLeague) {
          for (const at of list) superseded.set(at, 'clubNight');
          continue;
        }
        let counting = list[0]!;
        if (list.length > 1) {
          const onDay = list.filter((at) => {
            const date = (round.entries[specials[at]!.entry] as { date?: string }).date;
            return date !== undefined && weekdayOf(date) === config.countingWeekday;
          });
          if (onDay.length !== 1) {
            report(
              problem(
                'FRIDAY_RULE_UNDECIDED',
                `round ${roundNumber}: player ${show(ids[player])} has ${list.length} league games this week and ${onDay.length} on the counting day (Art. IV.2b); remove the ones that do not count`,
                { path: [...roundPath, 'entries', specials[list[0]!]!.entry], value: ids[player] },
              ),
            );
            continue;
          }
          counting = onDay[0]!;
          for (const at of list) if (at !== counting) superseded.set(at, 'fridayRule');
        }
        if (hasClub) clubLoses.add(player);
      }
      for (let s = 0; s < specials.length; s++) {
        const special = specials[s]!;
        let reason = superseded.get(s) ?? null;
        if (special.kind === 'representing' && leagueByPlayer.has(special.player)) reason = 'league';
        if ((special.kind === 'forfeit' || special.kind === 'drawnOut') && clubLoses.has(special.player)) {
          reason = 'league';
        }
        if (reason !== null) specials[s] = { ...special, superseded: reason };
      }
      if (clubLoses.size > 0) {
        for (let g = gameStart; g < gameCount; g++) {
          if (clubLoses.has(gameWhite[g]!)) gameSuperseded[g]! |= WHITE_SUPERSEDED;
          if (clubLoses.has(gameBlack[g]!)) gameSuperseded[g]! |= BLACK_SUPERSEDED;
        }
      }
    }
    compiledRound.gameCount = gameCount - gameStart;
  }
  return {
    playerCount,
    guestCount,
    ids,
    index,
    newMember,
    groups,
    initial,
    rounds: compiledRounds,
  };
}

function playerOf(entry: Record<string, unknown>): string {
  const id = entry.player ?? entry.white ?? entry.winner;
  return typeof id === 'string' ? ` for player ${show(id)}` : '';
}

function emptySeason(): CompiledSeason {
  return {
    playerCount: 0,
    guestCount: 0,
    ids: [],
    index: new Map(),
    newMember: new Uint8Array(0),
    groups: [],
    initial: [],
    rounds: [],
  };
}

/** Internal: compile a season, throwing its first problem. */
export function compileOrThrow(season: LadderSeason, config: LadderConfig): CompiledSeason {
  return compileSeason(season, config, THROW);
}

/**
 * Internal: the number of rounds to replay. The options are checked like everything else
 * (issue 23 §3): `null` is `NOT_AN_OBJECT`, an unknown key `UNKNOWN_OPTION`.
 */
export function roundsToReplay(season: LadderSeason, options: RoundLimit | undefined): number {
  const { throughRound } = readOptions<RoundLimit>(options, ['throughRound']);
  if (throughRound === undefined) return season.rounds.length;
  checkInteger(throughRound, ['options', 'throughRound'], THROW, { min: 0, max: season.rounds.length });
  return throughRound;
}
