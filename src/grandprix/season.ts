import { isRecord as isPlainRecord } from '../core/check.js';
import {
  checkList,
  checkString,
  collectProblems,
  type ErrorPath,
  MindsportError,
  problemAt,
  show,
  unwrapValidation,
  type Validation,
} from '../core/internal.js';
import { type NgpKind, TOURNAMENT_KINDS, type TournamentKind } from './config.js';

/** A period of federation membership, both ends inclusive (seed 000 §30, decision 5). */
export interface MembershipPeriod {
  /** First day of membership, `YYYY-MM-DD`. */
  readonly from: string;
  /** Last day of membership, `YYYY-MM-DD`; absent while the membership runs. */
  readonly to?: string;
}

/** A player of the season: who they are and the facts §30 eligibility needs. */
export interface GrandPrixPlayer {
  /** Unique id, used in standings, rating lists and output. */
  readonly id: string;
  /** Display name. */
  readonly name?: string;
  /** Federation membership periods (seed 000 §30 first bullet); empty for guests. */
  readonly memberships: readonly MembershipPeriod[];
  /** Norwegian citizen or resident in Norway (§30 third bullet, one flag: decision 5). */
  readonly citizenOrResident: boolean;
  /** Categories for special quotas (§38), such as `'women'` or `'junior'`. */
  readonly categories?: readonly string[];
}

/** One line of a tournament's final standings: a plain place list entry. */
export interface PlacedPlayer {
  /** The player's id (must be in the season's `players`). */
  readonly player: string;
  /** Final place, 1-based; tied players carry the same place (`1, 2, 2, 4`). */
  readonly place: number;
  /**
   * Rounds the player played in the main event, paired or bye, finals and play-offs
   * excluded (decision 5). Absent means every round.
   */
  readonly roundsPlayed?: number;
}

/** A tournament of the season (seed 000 §29). */
export interface GrandPrixTournament {
  /** Unique id. */
  readonly id: string;
  /** Display name. */
  readonly name?: string;
  /** Kind: regular, national championship, lightning or participation-only (§31, §32). */
  readonly kind: TournamentKind;
  /** Start date `YYYY-MM-DD`: membership is checked on it, and it orders the season. */
  readonly startDate: string;
  /** Number of rounds of the main event (at least 1). */
  readonly rounds: number;
  /** Final standings; absent while the tournament is still to be played. */
  readonly standings?: readonly PlacedPlayer[];
}

/** A Grand Prix season: from one national championship to the next (seed 000 §29). */
export interface GrandPrixSeason {
  /** Every player who appears in any standings, guests included. */
  readonly players: readonly GrandPrixPlayer[];
  /**
   * The tournaments the general assembly picked, played or planned (a planned one has no
   * standings). A cancelled tournament is removed from the list (decision 4).
   */
  readonly tournaments: readonly GrandPrixTournament[];
  /** The Nordic rating list, best first, as player ids (§34 last tie-break). */
  readonly ratingList?: readonly string[];
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * Whether a text is a real calendar date `YYYY-MM-DD`.
 *
 * @param text - the text
 * @returns true for a valid date
 * @example
 * ```ts
 * import { isCalendarDate } from 'mindsport/grandprix';
 * console.log(isCalendarDate('2025-02-29'), isCalendarDate('2024-02-29')); // false true
 * ```
 */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string' || text.length !== 10) return false;
  // `^\d{4}-\d{2}-\d{2}$` read digit by digit: a season checks thousands of dates.
  let year = 0;
  let month = 0;
  let day = 0;
  for (let index = 0; index < 10; index++) {
    const code = text.charCodeAt(index);
    if (index === 4 || index === 7) {
      if (code !== 45) return false;
      continue;
    }
    const digit = code - 48;
    if (digit < 0 || digit > 9) return false;
    if (index < 4) year = year * 10 + digit;
    else if (index < 7) month = month * 10 + digit;
    else day = day * 10 + digit;
  }
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] as number));
}

/**
 * Whether a kind is an NGP tournament proper (regular, NM or lightning), as opposed to a
 * participation-only tournament (seed 000 §31–§33).
 *
 * @param kind - a tournament kind
 * @returns true for NGP kinds
 * @example
 * ```ts
 * import { isNgpKind } from 'mindsport/grandprix';
 * console.log(isNgpKind('lightning'), isNgpKind('participationOnly')); // true false
 * ```
 */
export function isNgpKind(kind: TournamentKind): kind is NgpKind {
  return kind !== 'participationOnly';
}

/**
 * The season's tournaments in season order: by start date, then by id (so the order of
 * the input list never matters).
 *
 * @param season - the season
 * @returns the tournaments, earliest first (a new array)
 * @example
 * ```ts
 * import { tournamentsInOrder } from 'mindsport/grandprix';
 * const season = { players: [], tournaments: [
 *   { id: 'b', kind: 'regular', startDate: '2025-03-01', rounds: 7 },
 *   { id: 'a', kind: 'regular', startDate: '2025-01-11', rounds: 7 },
 * ] } as const;
 * console.log(tournamentsInOrder(season).map((t) => t.id)); // [ 'a', 'b' ]
 * ```
 */
export function tournamentsInOrder(season: GrandPrixSeason): GrandPrixTournament[] {
  return [...season.tournaments].sort((a, b) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}

/** @internal A JSON object: not null, not a list (the season scan uses the same test). */
export function isRecord<T>(value: T): value is NonNullable<T> {
  return isPlainRecord(value);
}

/**
 * Checks a season and returns every problem at once (for forms): unknown kinds, events
 * without rounds, players placed twice, unknown players, bad places, dates and rounds.
 *
 * @param season - the season as typed or loaded
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`, each a {@link MindsportError} with a path
 * @example
 * ```ts
 * import { validateSeason } from 'mindsport/grandprix';
 * const result = validateSeason({
 *   players: [{ id: 'ola', memberships: [], citizenOrResident: true }],
 *   tournaments: [{ id: 'x', kind: 'blitz', startDate: '2025-01-01', rounds: 0 }],
 * } as never);
 * console.log(result.problems.map((p) => p.code)); // [ 'UNKNOWN_KIND', 'NO_ROUNDS' ]
 * ```
 */
export function validateSeason(season: GrandPrixSeason): Validation<GrandPrixSeason> {
  return collectProblems((report) => {
    // Plain problems: a season with a million bad lines builds only the errors that are kept.
    const fail = (code: string, message: string, path: ErrorPath, value: unknown): void => {
      report(problemAt(code, path, value, message));
    };
    if (!isRecord(season)) {
      fail('BAD_SEASON', `${show(season)} is not a season object`, [], season);
      return season;
    }
    const playerIds = new Set<string>();
    if (!Array.isArray(season.players)) {
      fail('BAD_SEASON', 'players must be a list', ['players'], season.players);
    } else {
      season.players.forEach((player, index) => {
        const path = ['players', index];
        if (!isRecord(player)) {
          fail('BAD_PLAYER', `${show(player)} is not a player object`, path, player);
          return;
        }
        if (typeof player.id !== 'string' || player.id === '') {
          fail('BAD_PLAYER_ID', `${show(player?.id)} is not a player id`, [...path, 'id'], player?.id);
          return;
        }
        if (playerIds.has(player.id)) {
          fail('DUPLICATE_PLAYER', `player ${show(player.id)} is listed twice`, [...path, 'id'], player.id);
        }
        playerIds.add(player.id);
        if (player.name !== undefined) checkString(player.name, [...path, 'name'], report, true);
        if (
          player.categories !== undefined &&
          checkList(player.categories, [...path, 'categories'], report)
        ) {
          (player.categories as readonly unknown[]).forEach((category, categoryIndex) => {
            checkString(category, [...path, 'categories', categoryIndex], report, true);
          });
        }
        if (typeof player.citizenOrResident !== 'boolean') {
          fail(
            'BAD_PLAYER',
            `citizenOrResident ${show(player.citizenOrResident)} must be true or false`,
            [...path, 'citizenOrResident'],
            player.citizenOrResident,
          );
        }
        if (!Array.isArray(player.memberships)) {
          fail('BAD_PLAYER', 'memberships must be a list', [...path, 'memberships'], player.memberships);
        } else {
          (player.memberships as readonly MembershipPeriod[]).forEach((period, periodIndex) => {
            const periodPath = [...path, 'memberships', periodIndex];
            if (!isRecord(period)) {
              fail('BAD_MEMBERSHIP', `${show(period)} is not a membership period`, periodPath, period);
              return;
            }
            if (!isCalendarDate(period?.from)) {
              fail(
                'BAD_DATE',
                `${show(period?.from)} is not a date YYYY-MM-DD`,
                [...periodPath, 'from'],
                period?.from,
              );
            }
            if (period?.to !== undefined) {
              if (!isCalendarDate(period.to)) {
                fail(
                  'BAD_DATE',
                  `${show(period.to)} is not a date YYYY-MM-DD`,
                  [...periodPath, 'to'],
                  period.to,
                );
              } else if (typeof period.from === 'string' && period.to < period.from) {
                fail(
                  'BAD_DATE',
                  `membership ends ${period.to} before it starts ${period.from}`,
                  [...periodPath, 'to'],
                  period.to,
                );
              }
            }
          });
        }
      });
    }
    if (season.ratingList !== undefined) {
      if (!Array.isArray(season.ratingList)) {
        fail('BAD_SEASON', 'ratingList must be a list of player ids', ['ratingList'], season.ratingList);
      } else {
        const rated = new Set<string>();
        season.ratingList.forEach((id, index) => {
          if (!checkString(id, ['ratingList', index], report, true)) return;
          if (rated.has(id))
            fail('DUPLICATE_RATING', `${show(id)} is on the rating list twice`, ['ratingList', index], id);
          rated.add(id);
        });
      }
    }
    if (!Array.isArray(season.tournaments)) {
      fail('BAD_SEASON', 'tournaments must be a list', ['tournaments'], season.tournaments);
      return season;
    }
    const tournamentIds = new Set<string>();
    season.tournaments.forEach((tournament, index) => {
      const path = ['tournaments', index];
      if (!isRecord(tournament)) {
        fail('BAD_TOURNAMENT', `${show(tournament)} is not a tournament object`, path, tournament);
        return;
      }
      if (typeof tournament?.id !== 'string' || tournament.id === '') {
        fail(
          'BAD_TOURNAMENT_ID',
          `${show(tournament?.id)} is not a tournament id`,
          [...path, 'id'],
          tournament?.id,
        );
      } else if (tournamentIds.has(tournament.id)) {
        fail(
          'DUPLICATE_TOURNAMENT',
          `tournament ${show(tournament.id)} is listed twice`,
          [...path, 'id'],
          tournament.id,
        );
      } else {
        tournamentIds.add(tournament.id);
      }
      if (tournament.name !== undefined) checkString(tournament.name, [...path, 'name'], report, true);
      if (!(TOURNAMENT_KINDS as readonly unknown[]).includes(tournament?.kind)) {
        fail(
          'UNKNOWN_KIND',
          `kind ${show(tournament?.kind)} is not one of ${TOURNAMENT_KINDS.join(', ')}`,
          [...path, 'kind'],
          tournament?.kind,
        );
      }
      if (!isCalendarDate(tournament?.startDate)) {
        fail(
          'BAD_DATE',
          `${show(tournament?.startDate)} is not a date YYYY-MM-DD`,
          [...path, 'startDate'],
          tournament?.startDate,
        );
      }
      const rounds = tournament?.rounds;
      const roundsValid = typeof rounds === 'number' && Number.isSafeInteger(rounds) && rounds >= 1;
      if (!roundsValid) {
        fail(
          'NO_ROUNDS',
          `rounds ${show(rounds)} must be a whole number of at least 1`,
          [...path, 'rounds'],
          rounds,
        );
      }
      const standings = tournament?.standings;
      if (standings === undefined) return;
      if (!Array.isArray(standings)) {
        fail('BAD_STANDINGS', 'standings must be a list', [...path, 'standings'], standings);
        return;
      }
      const placedAt = new Map<string, number>();
      const placeCounts = new Map<number, number>();
      const standingsPath = [...path, 'standings'];
      for (let entryIndex = 0; entryIndex < standings.length; entryIndex++) {
        const entry = standings[entryIndex];
        if (!isRecord(entry)) {
          fail(
            'BAD_STANDINGS_LINE',
            `${show(entry)} is not a standings line`,
            [...standingsPath, entryIndex],
            entry,
          );
          continue;
        }
        const player = entry?.player;
        if (typeof player !== 'string' || !playerIds.has(player)) {
          fail(
            'UNKNOWN_PLAYER',
            `player ${show(player)} is not in the season's players`,
            [...standingsPath, entryIndex, 'player'],
            player,
          );
        } else if (placedAt.has(player)) {
          fail(
            'PLAYER_PLACED_TWICE',
            `player ${show(player)} is placed twice in ${show(tournament.id)} (lines ${placedAt.get(player)} and ${entryIndex})`,
            [...standingsPath, entryIndex, 'player'],
            player,
          );
        } else {
          placedAt.set(player, entryIndex);
        }
        const place = entry?.place;
        if (typeof place !== 'number' || !Number.isSafeInteger(place) || place < 1) {
          fail(
            'BAD_PLACE',
            `place ${show(place)} must be a whole number of at least 1`,
            [...standingsPath, entryIndex, 'place'],
            place,
          );
        } else {
          placeCounts.set(place, (placeCounts.get(place) ?? 0) + 1);
        }
        const played = entry?.roundsPlayed;
        if (played !== undefined) {
          if (typeof played !== 'number' || !Number.isSafeInteger(played) || played < 0) {
            fail(
              'BAD_ROUNDS_PLAYED',
              `rounds played ${show(played)} must be a whole number ≥ 0`,
              [...standingsPath, entryIndex, 'roundsPlayed'],
              played,
            );
          } else if (roundsValid && played > rounds) {
            fail(
              'BAD_ROUNDS_PLAYED',
              `rounds played ${played} exceed the tournament's ${rounds} rounds`,
              [...standingsPath, entryIndex, 'roundsPlayed'],
              played,
            );
          }
        }
      }
      // k players sharing place p occupy p … p + k − 1: nobody else may stand there.
      const inside = new Map<number, [number, number]>();
      for (const [shared, count] of placeCounts) {
        for (let occupied = shared + 1; occupied < shared + count; occupied++) {
          if (placeCounts.has(occupied) && !inside.has(occupied)) inside.set(occupied, [shared, count]);
        }
      }
      if (inside.size > 0) {
        standings.forEach((entry, entryIndex) => {
          const range = inside.get(entry?.place);
          if (!range) return;
          const [shared, count] = range;
          fail(
            'PLACE_INSIDE_SHARED_RANGE',
            `place ${entry.place} lies inside the places ${shared}–${shared + count - 1} shared by ${count} players`,
            [...standingsPath, entryIndex, 'place'],
            entry.place,
          );
        });
      }
    });
    return season;
  });
}

/**
 * Checks a season and throws its first problem (carrying them all in `problems`).
 *
 * @param season - the season
 * @returns the same season
 * @throws {@link MindsportError} the first problem {@link validateSeason} finds
 * @example
 * ```ts
 * import { assertSeason } from 'mindsport/grandprix';
 * const season = assertSeason({ players: [], tournaments: [] });
 * console.log(season.tournaments.length); // 0
 * ```
 */
export function assertSeason(season: GrandPrixSeason): GrandPrixSeason {
  return unwrapValidation(validateSeason(season));
}

/**
 * The season as it stood right after one tournament: later tournaments lose their
 * standings and count as still to be played (for live tables, decision 4: the planned
 * list, and so the counted number, stays the same).
 *
 * @param season - the season
 * @param tournamentId - the last tournament to keep, in season order
 * @returns a new season object (the input is not changed)
 * @throws {@link MindsportError} `UNKNOWN_TOURNAMENT` when no tournament has that id
 * @example
 * ```ts
 * import { seasonAfter } from 'mindsport/grandprix';
 * const season = { players: [], tournaments: [
 *   { id: 'a', kind: 'regular', startDate: '2025-01-11', rounds: 7, standings: [] },
 *   { id: 'b', kind: 'regular', startDate: '2025-03-01', rounds: 7, standings: [] },
 * ] } as const;
 * console.log(seasonAfter(season, 'a').tournaments.map((t) => t.standings !== undefined)); // [ true, false ]
 * ```
 */
export function seasonAfter(season: GrandPrixSeason, tournamentId: string): GrandPrixSeason {
  const ordered = tournamentsInOrder(season);
  const index = ordered.findIndex((tournament) => tournament.id === tournamentId);
  if (index < 0) {
    throw new MindsportError('UNKNOWN_TOURNAMENT', `tournament ${show(tournamentId)} is not in the season`, {
      path: ['tournaments'],
      value: tournamentId,
    });
  }
  const later = new Set(ordered.slice(index + 1).map((tournament) => tournament.id));
  return {
    ...season,
    tournaments: season.tournaments.map((tournament) => {
      if (!later.has(tournament.id) || tournament.standings === undefined) return tournament;
      const { standings: _dropped, ...planned } = tournament;
      return planned;
    }),
  };
}
