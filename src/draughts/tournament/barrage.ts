/**
 * Barrages (seed 004 "Eindstand" 2, 2a, 2b; spec §5, §6 Decision 4): which tied groups play
 * one and for which place, and where a barrage stands after the games played so far.
 *
 * @module
 */
import { type ErrorPath, fail, problemAt, show } from '../../core/internal.js';
import { resultDetails } from '../game/result.js';
import { type DraughtsRoundOptions, freezeResult, type PreparedEvent, prepareEvent } from './event.js';
import { placeGroups, rankScores, scoreGames } from './ranking.js';
import {
  type BarrageFormat,
  type BarrageStage,
  type DraughtsBarrageRule,
  type DraughtsRules,
  KNDB,
} from './rules.js';
import type { IndexedBarrage, IndexedGame } from './tournament.js';

/**
 * A barrage the standings require: which tied players, the places they share, and the place
 * played for first (spec §6 Decision 4).
 *
 * @category Standings
 */
export interface DraughtsBarrageNeed {
  /** The ids of the tied players, in input order. */
  readonly players: readonly string[];
  /** The first place they share. */
  readonly place: number;
  /** The last place they share. */
  readonly lastPlace: number;
  /**
   * Every place the group must play for as it stands: each barrage rule's place with
   * place ≤ it < lastPlace (and, for a rule `when: 'worldChampionshipAtStake'`, the WK
   * place at stake).
   */
  readonly forPlaces: readonly number[];
  /** The place played for first (the smallest of `forPlaces`); later ones are decided after it. */
  readonly forPlace: number;
  /**
   * How many of the players the barrage must put above the cut: `forPlace − place + 1`
   * (1 for place 1; 2 when three players share places 2–4 and play for place 3).
   */
  readonly topCount: number;
  /** Whether the world-championship place is at stake inside this group. */
  readonly worldChampionshipAtStake: boolean;
  /** The barrage rule it follows (seed and section: 2a for place 1, 2b for places 2 and 3). */
  readonly source: string;
}

/**
 * A pair of players and what they still have to play in the current stage.
 *
 * @category Standings
 */
export interface BarragePairing {
  /** The two players' ids, in input order. */
  readonly players: readonly [string, string];
  /** Games they played in this stage so far. */
  readonly gamesPlayed: number;
  /** Games still to play, or `'untilDecisive'` (play on until a win or plus-remise). */
  readonly gamesToPlay: number | 'untilDecisive';
}

/**
 * A stage being played or to be played.
 *
 * @category Standings
 */
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
  /** The ids of the players in this stage, in input order. */
  readonly players: readonly string[];
  /** How many of them must finish above the cut. */
  readonly topCount: number;
  /** The pairs that still have games to play in this stage. */
  readonly pairings: readonly BarragePairing[];
}

/**
 * A completed stage and its table.
 *
 * @category Standings
 */
export interface BarrageStageResult extends Omit<BarrageStageState, 'pairings'> {
  /** The indices (in the barrage's games) of the games that counted. */
  readonly countedGames: readonly number[];
  /** The stage's table: points and saldo of the counted games, best first. */
  readonly table: readonly {
    /** The player's id. */
    readonly playerId: string;
    /** Points scored in this stage. */
    readonly points: number;
    /** Plus/minus saldo in this stage. */
    readonly saldo: number;
  }[];
}

/**
 * A barrage the standings require, and where it stands after the games the document records.
 *
 * @category Standings
 */
export interface DraughtsBarrageStatus extends DraughtsBarrageNeed {
  /** True when the document records this barrage (`barrages[]`), even without games yet. */
  readonly recorded: boolean;
  /** True when it is known who finishes above the cut. */
  readonly decided: boolean;
  /** Ids of the players known to finish above the cut, best first. */
  readonly ahead: readonly string[];
  /** Ids of the players known to finish below the cut. */
  readonly behind: readonly string[];
  /** The barrage order so far, as groups of players still equal, best first. */
  readonly order: readonly (readonly string[])[];
  /** The stage to play now, or null when decided. */
  readonly next: BarrageStageState | null;
  /** The completed stages. */
  readonly stages: readonly BarrageStageResult[];
}

/**
 * The barrages of a tournament.
 *
 * @category Standings
 */
export interface DraughtsBarrages {
  /** The rules' name. */
  readonly rules: string;
  /** The round the standings stand after (null when no game names a round). */
  readonly afterRound: number | null;
  /** Every barrage required, in the order they are played (a decided one may require the next). */
  readonly barrages: readonly DraughtsBarrageStatus[];
}

/**
 * Options of {@link draughtsBarrages}, {@link draughtsFinalOrder} and {@link draughtsRights}.
 *
 * @category Standings
 */
export type DraughtsBarrageOptions = DraughtsRoundOptions;

/**
 * Follows the barrages of a tournament (seed 004 "Eindstand" 2–2b; spec §5, §6 Decision 4):
 * every group the standings leave tied where a barrage rule applies, each with where it
 * stands after the games of `barrages[]` in the document — decided or not, who is ahead and
 * behind, the stage to play next and its pairings. A stage ranks its players by the rules'
 * criteria over its counted games ("Een barrage eindigt onbeslist als het aantal punten en het
 * saldo plus-/minremises gelijk is"); players still equal across the cut go on, two of them to
 * the two-player stages, more to the next round robin; after the last stage it is repeated. A
 * decided barrage may leave a smaller tie that needs the next one (a group on places 1–3
 * plays for place 1, then the other two for place 2 or 3). Barrages are played after the last
 * round: with `afterRound` before it, the recorded ones are not applied.
 *
 * @category Standings
 * @param document - the tournament, with the barrages played under `barrages`
 * @param rules - the rules (default {@link KNDB})
 * @param options - `afterRound`
 * @returns every barrage required, frozen
 * @throws `MindsportError` for a bad document, rules or options; for a recorded barrage:
 *   `NOT_A_TIE` (its players are not one tied group), `UNNEEDED_BARRAGE` (they are, but no
 *   barrage rule applies), `NOT_IN_BARRAGE_STAGE`, `EXTRA_BARRAGE_GAME`, `GAME_AFTER_BARRAGE_DECIDED`
 * @example
 * ```ts
 * import { draughtsBarrages } from 'mindsport/draughts';
 * const { barrages } = draughtsBarrages({
 *   players: [{ id: 'ann' }, { id: 'bo' }, { id: 'cor' }],
 *   games: [
 *     { white: 'ann', black: 'bo', result: '1-1' },
 *     { white: 'ann', black: 'cor', result: '2-0' },
 *     { white: 'bo', black: 'cor', result: '2-0' },
 *   ],
 *   barrages: [{ players: ['ann', 'bo'], games: [{ white: 'ann', black: 'bo', result: '1-1' }] }],
 * });
 * const [first] = barrages;
 * console.log(first?.players, first?.forPlace, first?.decided, first?.next?.pairings[0]?.gamesToPlay); // [ 'ann', 'bo' ] 1 false 1
 * ```
 */
export function draughtsBarrages(
  document: unknown,
  rules: DraughtsRules = KNDB,
  options: DraughtsBarrageOptions = {},
): DraughtsBarrages {
  const { event } = prepareEvent<DraughtsBarrageOptions>(document, rules, options, ['afterRound']);
  const { states } = followBarrages(event);
  return freezeResult({ rules: event.rules.name, afterRound: event.afterRound, barrages: states });
}

/** The final order as groups of ids after the recorded barrages, and every barrage's status. */
export interface FollowedBarrages {
  readonly tiers: readonly (readonly string[])[];
  readonly states: readonly DraughtsBarrageStatus[];
}

/**
 * Walks the standings' place groups from the top: each tie a barrage rule applies to gets its
 * status (from the recorded barrage of the same players, else from no games); a decided one
 * splits its group into the players ahead and behind, which are looked at again.
 *
 * @internal
 */
export function followBarrages(event: PreparedEvent): FollowedBarrages {
  const tiers: string[][] = placeGroups(event.rows).map((group) => [...group.ids]);
  const recorded = event.final ? event.tournament.barrages : [];
  const used = new Set<number>();
  const qualified = new Set(
    event.tournament.players.filter((player) => player.alreadyQualified).map((player) => player.id),
  );
  const states: DraughtsBarrageStatus[] = [];
  let above = 0;
  for (let t = 0; t < tiers.length; ) {
    const tier = tiers[t] as string[];
    const need =
      tier.length < 2 ? null : barrageNeed(tier, above + 1, tiers.slice(0, t).flat(), qualified, event.rules);
    if (need === null) {
      above += tier.length;
      t++;
      continue;
    }
    const record = recorded.find((barrage) => !used.has(barrage.index) && sameMembers(barrage.players, tier));
    if (record !== undefined) used.add(record.index);
    const status = new BarrageRun(need, formatFor(event.rules, need.forPlace), event.rules, record).run();
    states.push({ ...need, recorded: record !== undefined, ...status });
    if (!status.decided) {
      above += tier.length;
      t++;
      continue;
    }
    const parts = [
      tier.filter((id) => status.ahead.includes(id)),
      tier.filter((id) => status.behind.includes(id)),
    ];
    tiers.splice(t, 1, ...parts.filter((part) => part.length > 0));
  }
  refuseUnused(recorded, used, tiers);
  return { tiers, states };
}

/** A recorded barrage that no required barrage is: `UNNEEDED_BARRAGE` or `NOT_A_TIE`. */
function refuseUnused(
  recorded: readonly IndexedBarrage[],
  used: ReadonlySet<number>,
  tiers: readonly (readonly string[])[],
): void {
  const unused = recorded.find((barrage) => !used.has(barrage.index));
  if (unused === undefined) return;
  const path = ['barrages', unused.index, 'players'];
  const tied = tiers.some((tier) => sameMembers(unused.players, tier));
  fail(
    tied
      ? problemAt(
          'UNNEEDED_BARRAGE',
          path,
          unused.players,
          `${show(unused.players)} share a place no barrage is played for`,
        )
      : problemAt(
          'NOT_A_TIE',
          path,
          unused.players,
          `${show(unused.players)} are not one group of tied players`,
        ),
  );
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * Whether a group of players equal on every criterion must play a barrage and for which
 * places (seed 004 "Eindstand" 2, 2a, 2b; spec §3, §6 Decision 4): each barrage rule's place
 * p with first ≤ p < last; a rule `when: 'worldChampionshipAtStake'` only when every player
 * above the group is already qualified and at least two members are not ("Een barrage om de
 * tweede plaats wordt alleen gespeeld als deelname aan het WK op het spel staat").
 *
 * @internal
 */
export function barrageNeed(
  players: readonly string[],
  first: number,
  above: readonly string[],
  qualified: ReadonlySet<string>,
  rules: DraughtsRules,
): DraughtsBarrageNeed | null {
  if (players.length < 2) return null;
  const last = first + players.length - 1;
  const worldChampionshipAtStake =
    above.every((id) => qualified.has(id)) && players.filter((id) => !qualified.has(id)).length >= 2;
  const applies = (rule: DraughtsBarrageRule) =>
    first <= rule.place && rule.place < last && (rule.when === 'always' || worldChampionshipAtStake);
  const forPlaces = rules.barrages
    .filter(applies)
    .map((rule) => rule.place)
    .sort((a, b) => a - b);
  const forPlace = forPlaces[0];
  if (forPlace === undefined) return null;
  const rule = rules.barrages.find((each) => each.place === forPlace) as DraughtsBarrageRule;
  return {
    players: [...players],
    place: first,
    lastPlace: last,
    forPlaces,
    forPlace,
    topCount: forPlace - first + 1,
    worldChampionshipAtStake,
    source: rule.source,
  };
}

function formatFor(rules: DraughtsRules, place: number): BarrageFormat {
  return (rules.barrages.find((rule) => rule.place === place) as DraughtsBarrageRule).format;
}

/** Where a barrage stands (the fields of {@link DraughtsBarrageStatus} after the need's). */
type BarrageState = Pick<DraughtsBarrageStatus, 'decided' | 'ahead' | 'behind' | 'order' | 'next' | 'stages'>;

interface PairState {
  readonly players: readonly [string, string];
  played: number;
  readonly counted: IndexedGame[];
  done: boolean;
}

/** One barrage followed game by game through its stages. */
class BarrageRun {
  private tiers: string[][];
  private contenderTier = 0;
  private cut: number;
  private list: 'twoPlayers' | 'moreThanTwo';
  private index = 0;
  private repetition = 0;
  private decided = false;
  private readonly stages: BarrageStageResult[] = [];
  private pairs: PairState[];

  constructor(
    private readonly need: DraughtsBarrageNeed,
    private readonly format: BarrageFormat,
    private readonly rules: DraughtsRules,
    private readonly record: IndexedBarrage | undefined,
  ) {
    this.tiers = [[...need.players]];
    this.cut = need.topCount;
    this.list = need.players.length === 2 ? 'twoPlayers' : 'moreThanTwo';
    this.pairs = newPairs(need.players);
  }

  run(): BarrageState {
    for (const game of this.record?.games ?? []) this.play(game);
    return this.decided ? this.decidedState() : this.openState();
  }

  private stage(): BarrageStage {
    const stages = this.format[this.list];
    return stages[Math.min(this.index, stages.length - 1)] as BarrageStage;
  }

  private stateBase(): Omit<BarrageStageState, 'pairings'> {
    return {
      list: this.list,
      index: Math.min(this.index, this.format[this.list].length - 1),
      repetition: this.repetition,
      directorsDecision: this.repetition > 0 && this.format.afterLastStage === 'repeatByDirectorsDecision',
      stage: this.stage(),
      players: [...(this.tiers[this.contenderTier] as string[])],
      topCount: this.cut,
    };
  }

  /** One game of the current stage: it must be a pair of the stage that still plays. */
  private play(game: IndexedGame): void {
    const path: ErrorPath = ['barrages', this.record?.index ?? 0, 'games', game.index];
    if (this.decided) {
      fail(problemAt('GAME_AFTER_BARRAGE_DECIDED', path, game, 'the barrage was already decided'));
    }
    const contenders = this.tiers[this.contenderTier] as string[];
    for (const colour of ['white', 'black'] as const) {
      if (!contenders.includes(game[colour])) {
        fail(
          problemAt(
            'NOT_IN_BARRAGE_STAGE',
            [...path, colour],
            game[colour],
            `${show(game[colour])} is not playing in this barrage stage (${contenders.join(', ')})`,
          ),
        );
      }
    }
    const pair = this.pairs.find(
      (each) => each.players.includes(game.white) && each.players.includes(game.black),
    ) as PairState;
    if (pair.done) {
      fail(
        problemAt(
          'EXTRA_BARRAGE_GAME',
          path,
          game,
          `${show(game.white)} and ${show(game.black)} have already played their games in this stage`,
        ),
      );
    }
    this.count(pair, game);
    if (this.pairs.every((each) => each.done)) this.finishStage();
  }

  /** A game counts; in an `untilDecisive` stage only a win or plus-remise does, and ends the pairing. */
  private count(pair: PairState, game: IndexedGame): void {
    const stage = this.stage();
    pair.played += 1;
    if (stage.gamesPerPairing === 'untilDecisive') {
      if (resultDetails(game.result).decisive) {
        pair.counted.push(game);
        pair.done = true;
      }
    } else {
      pair.counted.push(game);
      pair.done = pair.played >= stage.gamesPerPairing;
    }
  }

  /** The stage's table, its place groups in the order, and the next stage for players still equal across the cut. */
  private finishStage(): void {
    const contenders = this.tiers[this.contenderTier] as string[];
    const counted = this.pairs.flatMap((pair) => pair.counted);
    const rows = rankScores(
      scoreGames(contenders, counted, this.rules.gamePoints),
      this.rules.criteria.map((criterion) => criterion.kind),
    );
    this.stages.push({
      ...this.stateBase(),
      countedGames: counted.map((game) => game.index).sort((a, b) => a - b),
      table: rows.map((row) => ({ playerId: row.id, points: row.points, saldo: row.saldo })),
    });
    const stageTiers = placeGroups(rows).map((group) => ({ players: [...group.ids], first: group.place }));
    this.tiers.splice(this.contenderTier, 1, ...stageTiers.map((tier) => tier.players));
    const straddling = stageTiers.findIndex(
      (tier) => tier.first - 1 < this.cut && this.cut < tier.first - 1 + tier.players.length,
    );
    if (straddling === -1) {
      this.decided = true;
      return;
    }
    const tier = stageTiers[straddling] as { players: string[]; first: number };
    this.contenderTier += straddling;
    this.cut -= tier.first - 1;
    this.nextStage(tier.players.length);
    this.pairs = newPairs(tier.players);
  }

  /** Two players still equal play the two-player stages; more play the next round robin; the last stage repeats. */
  private nextStage(players: number): void {
    if (players === 2 && this.list !== 'twoPlayers') {
      this.list = 'twoPlayers';
      this.index = 0;
      this.repetition = 0;
    } else {
      this.index += 1;
    }
    const stages = this.format[this.list].length;
    if (this.index >= stages) {
      this.index = stages - 1;
      this.repetition += 1;
    }
  }

  private decidedState(): BarrageState {
    const flat = this.tiers.flat();
    return {
      decided: true,
      ahead: flat.slice(0, this.need.topCount),
      behind: flat.slice(this.need.topCount),
      order: this.tiers,
      next: null,
      stages: this.stages,
    };
  }

  private openState(): BarrageState {
    const stage = this.stage();
    return {
      decided: false,
      ahead: this.tiers.slice(0, this.contenderTier).flat(),
      behind: this.tiers.slice(this.contenderTier + 1).flat(),
      order: this.tiers,
      next: {
        ...this.stateBase(),
        pairings: this.pairs
          .filter((pair) => !pair.done)
          .map((pair) => ({
            players: pair.players,
            gamesPlayed: pair.played,
            gamesToPlay:
              stage.gamesPerPairing === 'untilDecisive'
                ? 'untilDecisive'
                : stage.gamesPerPairing - pair.played,
          })),
      },
      stages: this.stages,
    };
  }
}

function newPairs(contenders: readonly string[]): PairState[] {
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
}
