/**
 * Test helpers that build draughts tournament documents (players with an id) for the
 * results tests, all through the public API.
 */
import {
  type BarrageFormat,
  type DraughtsBarrageGame,
  type DraughtsBarrageStatus,
  type DraughtsGame,
  type DraughtsPlayer,
  type DraughtsRules,
  type DraughtsTournament,
  draughtsBarrages,
  draughtsStandings,
  KNDB,
} from '../../src/draughts/index.js';

/** What a document may hold beside players and games. */
export interface EventExtras {
  /** Ids of players already qualified for the world championship. */
  readonly qualified?: readonly string[];
  /** Ids of guests (left out of the (grand)master points). */
  readonly guests?: readonly string[];
  readonly prizes?: readonly (number | string)[];
  readonly barrages?: DraughtsTournament['barrages'];
  readonly meetingsPerPair?: number;
}

/** A tournament whose players are the ids given (no names). */
export function tournament(
  players: readonly string[],
  games: readonly DraughtsGame[],
  extras: EventExtras = {},
): DraughtsTournament {
  const entries: DraughtsPlayer[] = players.map((id) => ({
    id,
    ...(extras.qualified?.includes(id) ? { alreadyQualified: true } : {}),
    ...(extras.guests?.includes(id) ? { guest: true } : {}),
  }));
  return {
    players: entries,
    games,
    ...(extras.prizes === undefined ? {} : { prizes: extras.prizes }),
    ...(extras.barrages === undefined ? {} : { barrages: extras.barrages }),
    ...(extras.meetingsPerPair === undefined ? {} : { meetingsPerPair: extras.meetingsPerPair }),
  };
}

/** A game. */
export const game = (white: string, black: string, result: string): DraughtsBarrageGame => ({
  white,
  black,
  result,
});

/** Every pair once, `result(white, black)` for each (i < j, i white). */
export function roundRobin(
  players: readonly string[],
  result: (white: string, black: string) => string,
): DraughtsGame[] {
  return players.flatMap((white, index) =>
    players.slice(index + 1).map((black) => ({ white, black, result: result(white, black) })),
  );
}

/** The bystander every barrage event adds: a player who loses every game, so it ties with nobody. */
export const BYSTANDER = 'Z';

/**
 * A barrage followed through the public API, as a director records it: `players` share
 * places 1…n of an event in which they drew each other (and beat {@link BYSTANDER}), and
 * the rules break the tie by a barrage for place `topCount` — so `topCount` of them must
 * finish above the cut — with `format` (default: the KNDB place-1 schedule, 2a, for
 * `place` 1, else the places-2-and-3 one, 2b). Its status is `draughtsBarrages`'s.
 */
export function barrageStatus(
  barrage: { readonly players: readonly string[]; readonly topCount?: number; readonly place?: 1 | 2 | 3 },
  games: readonly DraughtsBarrageGame[],
  format?: BarrageFormat,
): DraughtsBarrageStatus {
  return draughtsBarrages(barrageEvent(barrage, games), barrageRules(barrage, format))
    .barrages[0] as DraughtsBarrageStatus;
}

/** The event of {@link barrageStatus}. */
export function barrageEvent(
  barrage: { readonly players: readonly string[] },
  games: readonly DraughtsBarrageGame[],
): DraughtsTournament {
  const players = [...new Set(barrage.players)];
  const everyone = players.includes(BYSTANDER) ? players : [...players, BYSTANDER];
  return tournament(
    everyone,
    roundRobin(everyone, (white, black) =>
      black === BYSTANDER ? '2-0' : white === BYSTANDER ? '0-2' : '1-1',
    ),
    { barrages: [{ players: barrage.players, games }] },
  );
}

/** The rules of {@link barrageStatus}: one barrage, for place `topCount`. */
export function barrageRules(
  barrage: { readonly topCount?: number; readonly place?: 1 | 2 | 3 },
  format?: BarrageFormat,
) {
  const schedule =
    format ?? ((barrage.place ?? 1) === 1 ? KNDB.barrages[0]!.format : KNDB.barrages[2]!.format);
  return {
    ...KNDB,
    barrages: [{ place: barrage.topCount ?? 1, when: 'always' as const, format: schedule, source: 'test' }],
  };
}

/** The player every scored event adds: it loses every game and ends alone on the last place. */
export const SINK = 'Z';

/**
 * KNDB with a point per win and none for a draw of any kind: a win sets a player's points,
 * a plus- or min-remise only the saldo, so any standings can be written as games.
 */
export const POINTS_APART: DraughtsRules = {
  ...KNDB,
  gamePoints: { win: 1, draw: 0, loss: 0, source: 'test: a point per win, none for any draw' },
};

/**
 * An event whose standings are the entries given, as `[id, points, saldo]` (the games behind
 * them do not matter): each player beats {@link SINK} `points + 1` times (one more than asked,
 * so everyone is above the sink, which has no points; shared places and the order stay) and
 * plus- or min-remises it `|saldo|` times. Rank it by {@link POINTS_APART}.
 */
export function scoredEvent(
  entries: readonly (readonly [string, number, number])[],
  extras: EventExtras = {},
): DraughtsTournament {
  const games: DraughtsGame[] = [];
  let meetings = 1;
  for (const [id, points, saldo] of entries) {
    for (let win = 0; win <= points; win++) games.push({ white: id, black: SINK, result: '2-0' });
    for (let mark = 0; mark < Math.abs(saldo); mark++) {
      games.push({ white: id, black: SINK, result: saldo > 0 ? '1+-1-' : '1--1+' });
    }
    meetings = Math.max(meetings, points + 1 + Math.abs(saldo));
  }
  return tournament([...entries.map(([id]) => id), SINK], games, {
    ...extras,
    guests: [...(extras.guests ?? []), SINK],
    meetingsPerPair: meetings,
  });
}

/**
 * An event in which `above` finish first in that order (each beats everyone below), then
 * `group` tied (drawing each other, beating `below`), then `below`; `qualified` hold a WK place.
 */
export function tiedEvent(
  above: readonly string[],
  group: readonly string[],
  qualified: readonly string[] = [],
  below: readonly string[] = [],
) {
  const players = [...above, ...group, ...below];
  const rank = (id: string) =>
    above.includes(id)
      ? above.indexOf(id)
      : group.includes(id)
        ? above.length
        : above.length + 1 + below.indexOf(id);
  return tournament(
    players,
    roundRobin(players, (white, black) =>
      rank(white) === rank(black) ? '1-1' : rank(white) < rank(black) ? '2-0' : '0-2',
    ),
    { qualified },
  );
}

/** The barrage the standings require of `group` in {@link tiedEvent}, or null. */
export function requirement(
  above: readonly string[],
  group: readonly string[],
  qualified: readonly string[] = [],
  below: readonly string[] = [],
) {
  const { barrages } = draughtsStandings(tiedEvent(above, group, qualified, below));
  return barrages.find((barrage) => barrage.players.join() === group.join()) ?? null;
}
