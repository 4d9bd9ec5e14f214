import { type ErrorPath, MindsportError } from '../core/errors.js';
import { requireInteger, show } from '../core/guards.js';
import { checkList, checkRecord, THROW } from '../core/internal.js';
import { placeGroups, rankScores } from './ranking.js';
import { type DraughtsResult, parseResult, resultDetails } from './result.js';
import { scoreGames } from './tournament.js';

/** The places a barrage can be played for (seed 004 "Eindstand" 2: "de plaatsen 1, 2 of 3"). */
export const BARRAGE_PLACES = Object.freeze([1, 2, 3] as const);

/** A place a barrage can be played for. */
export type BarragePlace = (typeof BARRAGE_PLACES)[number];

/** Thinking time per player per game. */
export interface TimeControl {
  /** Base time in minutes. */
  readonly minutes: number;
  /** Seconds added per move (0 for none). */
  readonly incrementSeconds: number;
}

/** One stage of a barrage: every pair of the players still tied meets, at one time control. */
export interface BarrageStage {
  /**
   * Games each pair plays: a number (2 for the two-player match, 1 for a round robin), or
   * `'untilDecisive'`: the pair plays on until a win or plus-remise, which alone counts
   * ("voor een onbeperkt aantal partijen; de eerste winstpartij of plusremise is beslissend").
   */
  readonly gamesPerPairing: number | 'untilDecisive';
  /** The time control. */
  readonly timeControl: TimeControl;
  /** The seed's rule it comes from. */
  readonly rule: string;
}

/** A barrage schedule as data (spec §5). */
export interface BarrageFormat {
  /** Stages when exactly two players are tied, played in order. */
  readonly twoPlayers: readonly BarrageStage[];
  /** Stages when more than two are tied: round robins, played in order. */
  readonly moreThanTwo: readonly BarrageStage[];
  /**
   * What follows the last stage when players are still tied: `'repeat'` it as the rule
   * says, or `'repeatByDirectorsDecision'` (the seed is silent; spec §6 Decision 4: repeat
   * and flag it as the tournament director's decision, seed "Slotbepalingen").
   */
  readonly afterLastStage: 'repeat' | 'repeatByDirectorsDecision';
}

/**
 * The KNDB barrage for place 1, played right after the last round (seed 004 "Eindstand"
 * 2a): two players play 2 games at 5 min + 2 s, then games at 15 min until the first win
 * or plus-remise; more than two play a round robin at 5 min + 2 s, then round robins at
 * 10 min and at 5 min where each pairing plays until a win or plus-remise.
 *
 * @example
 * ```ts
 * import { KNDB_BARRAGE_PLACE_1 } from 'mindsport/draughts';
 * console.log(KNDB_BARRAGE_PLACE_1.twoPlayers[1]?.timeControl); // { minutes: 15, incrementSeconds: 0 }
 * ```
 */
export const KNDB_BARRAGE_PLACE_1: BarrageFormat = Object.freeze({
  twoPlayers: Object.freeze([
    Object.freeze({
      gamesPerPairing: 2,
      timeControl: Object.freeze({ minutes: 5, incrementSeconds: 2 }),
      rule: 'seed 004 "Eindstand" 2a: 2 partijen, 5 minuten plus 2 seconden per zet',
    }),
    Object.freeze({
      gamesPerPairing: 'untilDecisive',
      timeControl: Object.freeze({ minutes: 15, incrementSeconds: 0 }),
      rule: 'seed 004 "Eindstand" 2a: 15 minuten, onbeperkt aantal partijen, eerste winstpartij of plusremise beslissend',
    }),
  ]),
  moreThanTwo: Object.freeze([
    Object.freeze({
      gamesPerPairing: 1,
      timeControl: Object.freeze({ minutes: 5, incrementSeconds: 2 }),
      rule: 'seed 004 "Eindstand" 2a: enkelvoudig toernooi, 5 minuten plus 2 seconden per zet',
    }),
    Object.freeze({
      gamesPerPairing: 'untilDecisive',
      timeControl: Object.freeze({ minutes: 10, incrementSeconds: 0 }),
      rule: 'seed 004 "Eindstand" 2a: enkelvoudig toernooi, 10 minuten, eerste winstpartij of plusremise telkens beslissend',
    }),
    Object.freeze({
      gamesPerPairing: 'untilDecisive',
      timeControl: Object.freeze({ minutes: 5, incrementSeconds: 0 }),
      rule: 'seed 004 "Eindstand" 2a: enkelvoudig toernooi, 5 minuten, eerste winstpartij of plusremise telkens beslissend',
    }),
  ]),
  afterLastStage: 'repeatByDirectorsDecision',
});

/**
 * The KNDB barrage for place 2 or 3, played at a later date (seed 004 "Eindstand" 2b):
 * two players play 2 games at 20 min + 5 s, then games at 10 min + 5 s until the first win
 * or plus-remise; more than two play a round robin at 20 min + 5 s, then one at
 * 10 min + 5 s, then round robins at 5 min + 5 s "tot er een eindrangschikking is".
 *
 * @example
 * ```ts
 * import { KNDB_BARRAGE_PLACES_2_3 } from 'mindsport/draughts';
 * console.log(KNDB_BARRAGE_PLACES_2_3.moreThanTwo.length, KNDB_BARRAGE_PLACES_2_3.afterLastStage); // 3 repeat
 * ```
 */
export const KNDB_BARRAGE_PLACES_2_3: BarrageFormat = Object.freeze({
  twoPlayers: Object.freeze([
    Object.freeze({
      gamesPerPairing: 2,
      timeControl: Object.freeze({ minutes: 20, incrementSeconds: 5 }),
      rule: 'seed 004 "Eindstand" 2b: 2 partijen, 20 minuten plus 5 seconden per zet',
    }),
    Object.freeze({
      gamesPerPairing: 'untilDecisive',
      timeControl: Object.freeze({ minutes: 10, incrementSeconds: 5 }),
      rule: 'seed 004 "Eindstand" 2b: 10 minuten plus 5 seconden per zet, eerste winstpartij of plusremise beslissend',
    }),
  ]),
  moreThanTwo: Object.freeze([
    Object.freeze({
      gamesPerPairing: 1,
      timeControl: Object.freeze({ minutes: 20, incrementSeconds: 5 }),
      rule: 'seed 004 "Eindstand" 2b: enkelvoudig toernooi, 20 minuten plus 5 seconden per zet',
    }),
    Object.freeze({
      gamesPerPairing: 1,
      timeControl: Object.freeze({ minutes: 10, incrementSeconds: 5 }),
      rule: 'seed 004 "Eindstand" 2b: enkelvoudig toernooi, 10 minuten plus 5 seconden per zet',
    }),
    Object.freeze({
      gamesPerPairing: 1,
      timeControl: Object.freeze({ minutes: 5, incrementSeconds: 5 }),
      rule: 'seed 004 "Eindstand" 2b: enkelvoudige toernooien, 5 minuten plus 5 seconden per zet, tot er een eindrangschikking is',
    }),
  ]),
  afterLastStage: 'repeat',
});

/**
 * A barrage that must be played: which players, for which places, and what the first
 * barrage decides (spec §6 Decision 4).
 */
export interface BarrageRequirement {
  /** The tied players, in input order. */
  readonly players: readonly string[];
  /** `[first, last]` places they share. */
  readonly places: readonly [number, number];
  /**
   * Every place the group must play for as it stands: 1 when first = 1; 2 when
   * first ≤ 2 < last and the WK place is at stake; 3 when first ≤ 3 < last.
   */
  readonly forPlaces: readonly BarragePlace[];
  /** The place played for first (the smallest of `forPlaces`); later ones are re-evaluated after it. */
  readonly place: BarragePlace;
  /**
   * How many of the players the barrage must put above the cut: `place − first + 1`
   * (1 for place 1; 2 when three players share places 2–4 and play for place 3).
   */
  readonly topCount: number;
  /** The seed's section: 2a for place 1 (right after the last round), 2b for places 2 and 3 (later). */
  readonly section: '2a' | '2b';
  /** Whether the WK place is at stake inside this group. */
  readonly worldChampionshipAtStake: boolean;
}

/** What {@link barrageRequirement} needs to know beside the group. */
export interface BarrageContext {
  /** The players placed above the group (all of them). */
  readonly playersAbove: readonly string[];
  /** Players already qualified for the world championship (seed "Rechten"). */
  readonly qualified?: readonly string[];
}

/**
 * Decides whether a group of players equal on points and saldo must play a barrage and
 * for which places (seed 004 "Eindstand" 2, 2a, 2b; spec §3, §6 Decision 4): place 1 when
 * the group starts at place 1; place 2 only when the WK place is at stake ("Een barrage om
 * de tweede plaats wordt alleen gespeeld als deelname aan het WK op het spel staat": every
 * player above the group is already qualified and at least two members are not); place 3
 * when the group runs past place 3 (the top 3 qualify for the next final). No barrage below
 * place 3. Call it again for the rest of the group once a barrage has decided a place.
 *
 * @param group - the tied players and the places they share
 * @param context - the players above the group and the already qualified players
 * @returns the requirement, or null when no barrage is played
 * @throws {@link MindsportError} `PLACES_INVALID` when the places do not match the number of players
 * @example
 * ```ts
 * import { barrageRequirement } from 'mindsport/draughts';
 * const need = barrageRequirement({ players: ['Ann', 'Bo', 'Cor'], places: [2, 4] }, { playersAbove: ['Dirk'] });
 * console.log(need?.forPlaces, need?.place, need?.topCount); // [ 3 ] 3 2
 * ```
 */
export function barrageRequirement(
  group: { readonly players: readonly string[]; readonly places: readonly [number, number] },
  context: BarrageContext,
): BarrageRequirement | null {
  const [first, last] = group.places;
  if (
    !Number.isSafeInteger(first) ||
    first < 1 ||
    !Number.isSafeInteger(last) ||
    last - first + 1 !== group.players.length
  ) {
    throw new MindsportError(
      'PLACES_INVALID',
      `places ${show(group.places)} do not fit ${group.players.length} tied players`,
      { path: ['places'], value: group.places },
    );
  }
  if (group.players.length < 2) return null;
  const qualified = new Set(context.qualified ?? []);
  const worldChampionshipAtStake =
    context.playersAbove.every((player) => qualified.has(player)) &&
    group.players.filter((player) => !qualified.has(player)).length >= 2;
  const forPlaces: BarragePlace[] = [];
  if (first === 1) forPlaces.push(1);
  if (first <= 2 && 2 < last && worldChampionshipAtStake) forPlaces.push(2);
  if (first <= 3 && 3 < last) forPlaces.push(3);
  const place = forPlaces[0];
  if (place === undefined) return null;
  return {
    players: [...group.players],
    places: [first, last],
    forPlaces,
    place,
    topCount: place - first + 1,
    section: place === 1 ? '2a' : '2b',
    worldChampionshipAtStake,
  };
}

/** A barrage game, as played. */
export interface BarrageGame {
  /** White's name. */
  readonly white: string;
  /** Black's name. */
  readonly black: string;
  /** The result, in any spelling {@link parseResult} reads. */
  readonly result: DraughtsResult | string;
}

/** The barrage to follow: its players and how many must finish above the cut. */
export interface BarrageInput {
  /** The tied players (two or more), in input order. */
  readonly players: readonly string[];
  /** How many must finish above the cut (default 1: the winner). */
  readonly topCount?: number;
  /** The place played for: picks the default format (1 → 2a, 2 or 3 → 2b). Default 1. */
  readonly place?: BarragePlace;
}

/** A pair of players and what they still have to play in the current stage. */
export interface BarragePairing {
  /** The two players, in input order. */
  readonly players: readonly [string, string];
  /** Games they played in this stage so far. */
  readonly gamesPlayed: number;
  /** Games still to play, or `'untilDecisive'` (play on until a win or plus-remise). */
  readonly gamesToPlay: number | 'untilDecisive';
}

/** A stage being played or to be played. */
export interface BarrageStageState {
  /** Which list of the format the stage comes from. */
  readonly list: 'twoPlayers' | 'moreThanTwo';
  /** Its index in that list. */
  readonly index: number;
  /** 0 the first time; 1, 2, … for repetitions of the last stage. */
  readonly repetition: number;
  /** True when this repetition rests on the director's decision (spec §6 Decision 4). */
  readonly directorsDecision: boolean;
  /** The stage itself. */
  readonly stage: BarrageStage;
  /** The players in this stage, in input order. */
  readonly players: readonly string[];
  /** How many of them must finish above the cut. */
  readonly topCount: number;
  /** The pairs that still have games to play in this stage. */
  readonly pairings: readonly BarragePairing[];
}

/** A completed stage and its table. */
export interface BarrageStageResult extends Omit<BarrageStageState, 'pairings'> {
  /** The indices (in the games list) of the games that counted. */
  readonly countedGames: readonly number[];
  /** The stage's table: points and saldo of the counted games, best first. */
  readonly table: readonly {
    /** Player name. */
    readonly player: string;
    /** Points scored in this stage. */
    readonly points: number;
    /** Plus/minus saldo in this stage. */
    readonly saldo: number;
  }[];
}

/** Where a barrage stands after the games played so far. */
export interface BarrageStatus {
  /** True when it is known who finishes above the cut. */
  readonly decided: boolean;
  /** Players known to finish above the cut (the winner when `topCount` is 1), best first. */
  readonly ahead: readonly string[];
  /** Players known to finish below the cut. */
  readonly behind: readonly string[];
  /** The barrage order so far, as groups of players still equal, best first. */
  readonly order: readonly (readonly string[])[];
  /** The stage to play now, or null when decided. */
  readonly next: BarrageStageState | null;
  /** The completed stages. */
  readonly stages: readonly BarrageStageResult[];
}

interface PairState {
  readonly players: readonly [string, string];
  played: number;
  readonly counted: { white: string; black: string; result: DraughtsResult; index: number }[];
  done: boolean;
}

/**
 * Follows a barrage through its stages from the games played so far and tells whether it
 * is decided, the order, and what is played next (seed 004 "Eindstand" 2–2b; spec §5,
 * §6 Decision 4). A stage ranks its players by points then saldo of its counted games
 * ("Een barrage eindigt onbeslist als het aantal punten en het saldo plus-/minremises gelijk
 * is"); players still equal across the cut go on: two of them to the two-player stages,
 * more to the next round robin; after the last stage it is repeated.
 *
 * @param barrage - players, how many must finish above the cut, and the place (for the default format)
 * @param games - the barrage games in the order played
 * @param format - the schedule; default {@link KNDB_BARRAGE_PLACE_1} for place 1, else {@link KNDB_BARRAGE_PLACES_2_3}
 * @returns the status
 * @throws {@link MindsportError} `BARRAGE_PLAYERS_INVALID`, `OUT_OF_RANGE` (topCount), `GAME_INVALID`, `RESULT_UNKNOWN`,
 *   `GAME_AGAINST_SELF`, `BARRAGE_PLAYER_NOT_PLAYING` (a player not in the current stage),
 *   `BARRAGE_PAIRING_COMPLETE` (a pair that has played its games in this stage), `BARRAGE_ALREADY_DECIDED`;
 *   paths are `['games', index, …]`
 * @example
 * ```ts
 * import { barrageStatus } from 'mindsport/draughts';
 * const status = barrageStatus({ players: ['Ann', 'Bo'] }, [
 *   { white: 'Ann', black: 'Bo', result: '1-1' },
 *   { white: 'Bo', black: 'Ann', result: '1-1' },
 * ]);
 * console.log(status.decided, status.next?.stage.timeControl.minutes, status.next?.stage.gamesPerPairing); // false 15 untilDecisive
 * ```
 */
export function barrageStatus(
  barrage: BarrageInput,
  games: readonly BarrageGame[],
  format?: BarrageFormat,
): BarrageStatus {
  checkRecord(barrage, ['barrage'], THROW);
  checkList(games, ['games'], THROW);
  const players = barrage.players;
  if (
    !Array.isArray(players) ||
    players.length < 2 ||
    new Set(players).size !== players.length ||
    players.some((player) => typeof player !== 'string')
  ) {
    throw new MindsportError(
      'BARRAGE_PLAYERS_INVALID',
      `players ${show(players)}: a barrage needs two or more different players`,
      {
        path: ['players'],
        value: players,
      },
    );
  }
  const topCount = requireInteger(barrage.topCount ?? 1, ['topCount'], { min: 1, max: players.length - 1 });
  const schedule = format ?? ((barrage.place ?? 1) === 1 ? KNDB_BARRAGE_PLACE_1 : KNDB_BARRAGE_PLACES_2_3);

  let tiers: string[][] = [[...players]];
  let contenderTier = 0;
  let cut = topCount;
  let list: 'twoPlayers' | 'moreThanTwo' = players.length === 2 ? 'twoPlayers' : 'moreThanTwo';
  let index = 0;
  let repetition = 0;
  let decided = false;
  const stages: BarrageStageResult[] = [];

  const stageOf = (): BarrageStage => {
    const stages = schedule[list];
    const stage = stages[Math.min(index, stages.length - 1)];
    if (stage === undefined) {
      throw new MindsportError('BARRAGE_FORMAT_INVALID', `the barrage format has no ${list} stage`, {
        path: ['format', list],
        value: stages,
      });
    }
    return stage;
  };
  const newPairs = (contenders: readonly string[]): PairState[] => {
    const pairs: PairState[] = [];
    for (let i = 0; i < contenders.length; i++) {
      for (let j = i + 1; j < contenders.length; j++) {
        pairs.push({
          players: [contenders[i] as string, contenders[j] as string],
          played: 0,
          counted: [],
          done: false,
        });
      }
    }
    return pairs;
  };
  let pairs = newPairs(tiers[0] as string[]);

  const stateBase = () => ({
    list,
    index: Math.min(index, schedule[list].length - 1),
    repetition,
    directorsDecision: repetition > 0 && schedule.afterLastStage === 'repeatByDirectorsDecision',
    stage: stageOf(),
    players: [...(tiers[contenderTier] as string[])],
    topCount: cut,
  });

  const finishStage = (): void => {
    const contenders = tiers[contenderTier] as string[];
    const counted = pairs.flatMap((pair) => pair.counted);
    const rows = rankScores(scoreGames(contenders, counted));
    stages.push({
      ...stateBase(),
      countedGames: counted.map((game) => game.index).sort((a, b) => a - b),
      table: rows.map((row) => ({ player: row.player, points: row.points, saldo: row.saldo })),
    });
    const stageTiers = placeGroups(rows).map((group) => ({
      players: [...group.players],
      first: group.places[0],
    }));
    tiers = [
      ...tiers.slice(0, contenderTier),
      ...stageTiers.map((tier) => tier.players),
      ...tiers.slice(contenderTier + 1),
    ];
    const straddling = stageTiers.findIndex(
      (tier) => tier.first - 1 < cut && cut < tier.first - 1 + tier.players.length,
    );
    if (straddling === -1) {
      decided = true;
      return;
    }
    const tier = stageTiers[straddling] as { players: string[]; first: number };
    const previousList = list;
    contenderTier += straddling;
    cut -= tier.first - 1;
    if (tier.players.length === 2) {
      if (previousList === 'twoPlayers') index += 1;
      else {
        list = 'twoPlayers';
        index = 0;
        repetition = 0;
      }
    } else {
      index += 1;
    }
    if (index >= schedule[list].length) {
      index = schedule[list].length - 1;
      repetition += 1;
    }
    pairs = newPairs(tier.players);
  };

  for (const [gameIndex, game] of games.entries()) {
    const path: ErrorPath = ['games', gameIndex];
    if (decided) {
      throw new MindsportError(
        'BARRAGE_ALREADY_DECIDED',
        `game ${gameIndex}: the barrage was already decided`,
        {
          path,
          value: game,
        },
      );
    }
    if (typeof game !== 'object' || game === null) {
      throw new MindsportError('GAME_INVALID', `game ${gameIndex}: ${show(game)} is not a game`, {
        path,
        value: game,
      });
    }
    const result = parseResult(game.result as string, [...path, 'result']);
    const contenders = tiers[contenderTier] as string[];
    for (const colour of ['white', 'black'] as const) {
      if (!contenders.includes(game[colour])) {
        throw new MindsportError(
          'BARRAGE_PLAYER_NOT_PLAYING',
          `game ${gameIndex}: ${colour} ${show(game[colour])} is not playing in this barrage stage (${contenders.join(', ')})`,
          { path: [...path, colour], value: game[colour] },
        );
      }
    }
    if (game.white === game.black) {
      throw new MindsportError(
        'GAME_AGAINST_SELF',
        `game ${gameIndex}: ${show(game.white)} cannot play against themself`,
        {
          path: [...path, 'black'],
          value: game.black,
        },
      );
    }
    const pair = pairs.find(
      (candidate) => candidate.players.includes(game.white) && candidate.players.includes(game.black),
    ) as PairState;
    if (pair.done) {
      throw new MindsportError(
        'BARRAGE_PAIRING_COMPLETE',
        `game ${gameIndex}: ${show(game.white)} and ${show(game.black)} have already played their games in this stage`,
        { path, value: game },
      );
    }
    const stage = stageOf();
    pair.played += 1;
    const counted = { white: game.white, black: game.black, result, index: gameIndex };
    if (stage.gamesPerPairing === 'untilDecisive') {
      if (resultDetails(result).decisive) {
        pair.counted.push(counted);
        pair.done = true;
      }
    } else {
      pair.counted.push(counted);
      pair.done = pair.played >= stage.gamesPerPairing;
    }
    if (pairs.every((candidate) => candidate.done)) finishStage();
  }

  const flat = tiers.flat();
  if (decided) {
    return {
      decided,
      ahead: flat.slice(0, topCount),
      behind: flat.slice(topCount),
      order: tiers,
      next: null,
      stages,
    };
  }
  const stage = stageOf();
  return {
    decided,
    ahead: tiers.slice(0, contenderTier).flat(),
    behind: tiers.slice(contenderTier + 1).flat(),
    order: tiers,
    next: {
      ...stateBase(),
      pairings: pairs
        .filter((pair) => !pair.done)
        .map((pair) => ({
          players: pair.players,
          gamesPlayed: pair.played,
          gamesToPlay:
            stage.gamesPerPairing === 'untilDecisive' ? 'untilDecisive' : stage.gamesPerPairing - pair.played,
        })),
    },
    stages,
  };
}
