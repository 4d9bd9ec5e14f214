/**
 * Internal: checks a season log once and turns it into indexed arrays for the replay,
 * explanation, period and pairing code: the shape of the log, the index of its players
 * and guests, then each round (`compile-round.ts`, with the Friday rule of Art. IV.2b in
 * `friday-rule.ts`). Not exported from the package.
 *
 * @module
 */
import {
  checkBoolean,
  checkFields,
  checkInteger,
  checkList,
  checkOneOf,
  checkRecord,
  checkString,
  type ErrorPath,
  problemAt,
  type Report,
  show,
} from '../core/internal.js';
import { compileRounds } from './compile-round.js';
import { checkPeriodFields } from './period-split.js';
import { LADDER_GROUPS, type LadderRules, validateLadderRules } from './rules.js';

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
  /** League date's weekday (0 = Sunday), −1 if not given. */
  readonly weekday: number;
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

/** The players and guests of a season, indexed: members first, guests after them. */
export interface SeasonPeople {
  /** Number of ladder players; guests follow them in the index space. */
  readonly playerCount: number;
  readonly guestCount: number;
  readonly ids: string[];
  /** Display names (the id when none is given). */
  readonly names: string[];
  readonly index: Map<string, number>;
  readonly newMember: Uint8Array;
  readonly groups: (string | undefined)[];
  /** Round before which a late joiner enters (0 = on the starting ladder). */
  readonly joinRound: Int32Array;
  /** Players on the starting ladder, top first. */
  readonly initial: number[];
  /** Per round (0-based), the players joining before it, in input order. */
  readonly joinersByRound: number[][];
}

export interface CompiledSeason extends SeasonPeople {
  readonly rounds: CompiledRound[];
}

const SEASON_FIELDS = ['$schema', 'players', 'guests', 'rounds', 'plannedRounds', 'periodStarts'];
const PLAYER_FIELDS = ['id', 'name', 'group', 'newMember', 'joinRound'];
const GUEST_FIELDS = ['id', 'name'];

/**
 * Compiles and checks a season against rules, calling `report` for every problem (the
 * standings throw on the first). Bad rules are reported first, and then nothing else.
 */
export function compileSeason(season: unknown, rules: LadderRules, report: Report): CompiledSeason {
  const ruleCheck = validateLadderRules(rules);
  for (const problem of ruleCheck.problems) report(problem);
  if (!ruleCheck.ok || !checkRecord(season, [], report)) return emptySeason();
  checkFields(season, SEASON_FIELDS, [], report, ['players', 'rounds']);
  if (season.$schema !== undefined) checkString(season.$schema, ['$schema'], report);
  const players = listField(season, 'players', report);
  const guests = season.guests === undefined ? [] : listField(season, 'guests', report);
  const rounds = listField(season, 'rounds', report);
  if (players === undefined || guests === undefined || rounds === undefined) return emptySeason();
  checkPeriodFields(season, rounds.length, rules, report);
  const people = indexPeople(players, guests, rounds.length, report);
  checkStartingLadder(people, rules, report);
  return { ...people, rounds: compileRounds(rounds, people, rules, report) };
}

/** A field holding a list (missing fields are reported by the field check). */
function listField(
  record: Record<string, unknown>,
  field: string,
  report: Report,
): readonly unknown[] | undefined {
  const value = record[field];
  if (value === undefined) return undefined;
  return checkList(value, [field], report) ? value : undefined;
}

/** Indexes the members and guests, checking each (ids unique among both: `DUPLICATE_ID`). */
function indexPeople(
  players: readonly unknown[],
  guests: readonly unknown[],
  roundCount: number,
  report: Report,
): SeasonPeople {
  const playerCount = players.length;
  const total = playerCount + guests.length;
  const people: SeasonPeople = {
    playerCount,
    guestCount: guests.length,
    ids: new Array(total),
    names: new Array(total),
    index: new Map(),
    newMember: new Uint8Array(total),
    groups: new Array(total),
    joinRound: new Int32Array(total),
    initial: [],
    joinersByRound: Array.from({ length: roundCount }, () => []),
  };
  for (let p = 0; p < playerCount; p++) addPlayer(people, players[p], p, report);
  for (let g = 0; g < guests.length; g++) {
    addPerson(people, guests[g], playerCount + g, ['guests', g], GUEST_FIELDS, report);
  }
  return people;
}

/** One member: id and name, group (Art. VI.1), new member (Art. IV.3d), late joining (decision 3). */
function addPlayer(people: SeasonPeople, player: unknown, p: number, report: Report): void {
  const path = ['players', p];
  if (!addPerson(people, player, p, path, PLAYER_FIELDS, report)) {
    people.initial.push(p);
    return;
  }
  const record = player as Record<string, unknown>;
  if (record.newMember !== undefined && checkBoolean(record.newMember, [...path, 'newMember'], report)) {
    people.newMember[p] = record.newMember ? 1 : 0;
  }
  if (record.group !== undefined && checkOneOf(record.group, LADDER_GROUPS, [...path, 'group'], report)) {
    people.groups[p] = record.group;
  }
  const join = record.joinRound;
  if (join === undefined || !checkInteger(join, [...path, 'joinRound'], report, { min: 1 })) {
    people.initial.push(p);
    return;
  }
  people.joinRound[p] = join;
  people.joinersByRound[join - 1]?.push(p);
}

/** A member or guest object with its id and name; false when it is not an object. */
function addPerson(
  people: SeasonPeople,
  person: unknown,
  at: number,
  path: ErrorPath,
  fields: readonly string[],
  report: Report,
): boolean {
  people.ids[at] = `#${at}`;
  people.names[at] = `#${at}`;
  if (!checkRecord(person, path, report)) return false;
  checkFields(person, fields, path, report, ['id']);
  const { id, name } = person;
  if (id !== undefined && checkString(id, [...path, 'id'], report, true)) {
    if (id === '') report(problemAt('EMPTY_STRING', [...path, 'id'], id, '"" is empty'));
    else if (people.index.has(id)) {
      report(problemAt('DUPLICATE_ID', [...path, 'id'], id, `${show(id)} is used twice`));
    } else {
      people.ids[at] = id;
      people.names[at] = id;
      people.index.set(id, at);
    }
  }
  if (name !== undefined && checkString(name, [...path, 'name'], report, true)) people.names[at] = name;
  return true;
}

/** Every member on the ladder holds a rank number: a longer ladder is an error (spec decision 6). */
function checkStartingLadder(people: SeasonPeople, rules: LadderRules, report: Report): void {
  const length = people.initial.length;
  if (length > rules.topRankNumber) {
    report(
      problemAt(
        'LADDER_TOO_LONG',
        ['players'],
        length,
        `${length} players on the starting ladder, more than the top rank number ${rules.topRankNumber} (spec decision 6)`,
      ),
    );
  }
}

function emptySeason(): CompiledSeason {
  return {
    playerCount: 0,
    guestCount: 0,
    ids: [],
    names: [],
    index: new Map(),
    newMember: new Uint8Array(0),
    groups: [],
    joinRound: new Int32Array(0),
    initial: [],
    joinersByRound: [],
    rounds: [],
  };
}
