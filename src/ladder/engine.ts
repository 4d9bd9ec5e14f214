/**
 * Internal: the replay of the winter competition on a compiled season, one step per rule:
 * the starting ladder and its start points (Art. III.2b, IV.1), late joiners (decision 3),
 * the rank numbers before each round (Art. III.2a, decision 5), the games (Art. IV.3), the
 * other entries (forfeit, draw-out, league, club duty: Art. IV.4–7, decision 9), absences
 * (Art. IV.5), the take-back (Art. IV.1, decision 2) and the re-ranking (decision 1).
 *
 * Points are whole numbers of units of 1/scale point, scale = lcm(2, take-back rounds), so
 * every value is exact. For chosen players it records every line that gave them points
 * (for the explanation).
 *
 * @module
 */
import { MindsportError, show } from '../core/internal.js';
import {
  BLACK_SUPERSEDED,
  type CompiledRound,
  type CompiledSeason,
  type CompiledSpecial,
  type SupersededBy,
  WHITE_SUPERSEDED,
} from './compile.js';
import type { LadderRules } from './rules.js';

/** One line of a player's account, in scaled units. */
export interface TraceLine {
  readonly round: number;
  readonly rule:
    | 'startPoints'
    | 'takeBack'
    | 'game'
    | 'forfeitWin'
    | 'drawnOut'
    | 'league'
    | 'representing'
    | 'absence';
  readonly scaledPoints: number;
  readonly opponent?: number;
  readonly colour?: 'white' | 'black';
  readonly halves?: number;
  readonly rankNumberUsed?: number;
  readonly ownRankNumber?: number;
  readonly note?: string;
}

export interface EngineState {
  readonly scale: number;
  readonly roundsPlayed: number;
  /** Ladder after the last replayed round, top first (player indices). */
  readonly order: number[];
  readonly points: Float64Array;
  readonly startHeld: Float64Array;
  readonly games: Int32Array;
  readonly wins: Int32Array;
  readonly winsWithBlack: Int32Array;
  readonly absences: Int32Array;
  readonly absencesScored: Int32Array;
  readonly drawnOut: Int32Array;
  readonly drawnOutScored: Int32Array;
  /** Colour saldo over club-night games: white +1, black −1 (Art. III.5a); guests included. */
  readonly colourSaldo: Int32Array;
  /** Starting position of every player (0-based; late joiners after everyone, in joining order). */
  readonly startingPosition: Int32Array;
  readonly traces: Map<number, TraceLine[]>;
}

/**
 * Ladders up to this length are re-ranked by insertion sort, longer ones by the built-in
 * (stable) sort: a ladder moves a few places a round, but insertion sort is quadratic when
 * it moves a lot. Measured on the built `dist/` (node 20): `ladderStandings` of a 40 × 35
 * season 0.84 ms with it, 0.98 ms with the built-in sort alone.
 */
const INSERTION_SORT_LIMIT = 128;

const SUPERSEDED_NOTE: Record<Exclude<SupersededBy, null>, string> = {
  clubNight: 'does not count: a club-night result counts this week (Art. IV.2b)',
  league: 'does not count: a league game counts this week (Art. IV.2b, IV.7)',
  fridayRule: 'does not count: the Friday game counts this week (Art. IV.2b)',
};

/** Replays rounds 1 … `through` of a compiled season. */
export function runLadder(
  season: CompiledSeason,
  rules: LadderRules,
  through: number,
  traced?: ReadonlySet<number>,
): EngineState {
  const replay = new Replay(season, rules, traced);
  replay.start();
  const rounds = Math.min(through, season.rounds.length);
  for (let r = 0; r < rounds; r++) replay.playRound(season.rounds[r] as CompiledRound, r + 1);
  return replay.state(rounds);
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** One replay: the running totals of every player, and the steps of a round. */
class Replay {
  private readonly n: number;
  private readonly scale: number;
  private readonly half: number;
  private readonly order: number[];
  private readonly points: Float64Array;
  private readonly startHeld: Float64Array;
  private readonly startStep: Float64Array;
  private readonly games: Int32Array;
  private readonly wins: Int32Array;
  private readonly winsWithBlack: Int32Array;
  private readonly absences: Int32Array;
  private readonly absencesScored: Int32Array;
  private readonly drawnOut: Int32Array;
  private readonly drawnOutScored: Int32Array;
  private readonly colourSaldo: Int32Array;
  /** Any whole number up to topRankNumber: 64-bit floats (an Int32Array wrapped from 2^31 on). */
  private readonly rankNumber: Float64Array;
  /** Round in which a player last had an entry of their own (so is not absent). */
  private readonly activeStamp: Int32Array;
  private readonly startingPosition: Int32Array;
  private readonly traces = new Map<number, TraceLine[]>();
  /**
   * Whether any player is traced. Only the explanation traces; without this check every
   * replay built a line object per game side and award. Measured on the built `dist/`:
   * `ladderStandings` of a 40 × 35 season 0.66 ms with it, 0.77 ms without.
   */
  private readonly tracing: boolean;
  private nextStartingPosition = 0;

  constructor(
    private readonly season: CompiledSeason,
    private readonly rules: LadderRules,
    traced: ReadonlySet<number> | undefined,
  ) {
    const n = season.playerCount;
    const takeBack = rules.takeBackRounds;
    this.n = n;
    this.scale = takeBack === 0 ? 2 : (2 * takeBack) / gcd(2, takeBack);
    this.half = this.scale / 2;
    this.order = [...season.initial];
    this.points = new Float64Array(n);
    this.startHeld = new Float64Array(n);
    this.startStep = new Float64Array(n);
    this.games = new Int32Array(n);
    this.wins = new Int32Array(n);
    this.winsWithBlack = new Int32Array(n);
    this.absences = new Int32Array(n);
    this.absencesScored = new Int32Array(n);
    this.drawnOut = new Int32Array(n);
    this.drawnOutScored = new Int32Array(n);
    this.colourSaldo = new Int32Array(n + season.guestCount);
    this.rankNumber = new Float64Array(n);
    this.activeStamp = new Int32Array(n);
    this.startingPosition = new Int32Array(n).fill(-1);
    if (traced) for (const player of traced) this.traces.set(player, []);
    this.tracing = this.traces.size > 0;
  }

  /** Records a line of a traced player's account (only the explanation traces anyone). */
  private trace(player: number, line: TraceLine): void {
    this.traces.get(player)?.push(line);
  }

  /** The starting ladder and start points = rank number × factor (Art. III.2b, IV.1). */
  start(): void {
    const top = this.rules.topRankNumber;
    this.checkLength(['players'], `players: ${this.order.length} players on the starting ladder`);
    for (let position = 0; position < this.order.length; position++) {
      const player = this.order[position] as number;
      this.startingPosition[player] = position;
      const start = (top - position) * this.rules.startPointFactor * this.scale;
      if (start > Number.MAX_SAFE_INTEGER) throw this.pointsTooLarge(player, 0, start / this.scale);
      this.points[player] = start;
      this.startHeld[player] = start;
      this.startStep[player] = this.rules.takeBackRounds === 0 ? 0 : start / this.rules.takeBackRounds;
      if (this.tracing)
        this.trace(player, {
          round: 0,
          rule: 'startPoints',
          scaledPoints: start,
          ownRankNumber: top - position,
        });
    }
    this.nextStartingPosition = this.order.length;
  }

  /** Every step of one round, in the order the rules apply them. */
  playRound(round: CompiledRound, roundNumber: number): void {
    this.joinLateJoiners(round, roundNumber);
    this.setRankNumbers();
    this.scoreGames(round, roundNumber);
    for (const special of round.specials) this.scoreSpecial(special, roundNumber);
    this.scoreAbsences(roundNumber);
    this.checkExact(roundNumber);
    if (roundNumber <= this.rules.takeBackRounds) this.takeBack(roundNumber);
    this.reRank();
  }

  /** Late joiners enter at the bottom of the ladder, in input order, with no start points (decision 3). */
  private joinLateJoiners(round: CompiledRound, roundNumber: number): void {
    for (const joiner of round.joiners) {
      this.order.push(joiner);
      this.startingPosition[joiner] = this.nextStartingPosition++;
    }
    const text = `rounds[${roundNumber - 1}]: the ladder grows to ${this.order.length} players in round ${roundNumber}`;
    this.checkLength(['rounds', roundNumber - 1], text);
  }

  /** Every member on the ladder holds a rank number (decision 6): checked when the season was read too. */
  private checkLength(path: (string | number)[], text: string): void {
    const top = this.rules.topRankNumber;
    if (this.order.length <= top) return;
    throw new MindsportError(
      'LADDER_TOO_LONG',
      `${text}, more than the top rank number ${top} (spec decision 6)`,
      {
        path,
        value: this.order.length,
      },
    );
  }

  /** Rank numbers current before the round: the top rank number, one less per place (Art. III.2a, IV.3a; decision 5). */
  private setRankNumbers(): void {
    const top = this.rules.topRankNumber;
    for (let position = 0; position < this.order.length; position++) {
      this.rankNumber[this.order[position] as number] = top - position;
    }
  }

  /** The club-night games (Art. IV.3), and the colour saldo they make (Art. III.5a). */
  private scoreGames(round: CompiledRound, roundNumber: number): void {
    for (let g = round.gameStart, end = g + round.gameCount; g < end; g++) {
      const white = round.gameWhite[g] as number;
      const black = round.gameBlack[g] as number;
      const whiteHalves = round.gameHalves[g] as number;
      const superseded = round.gameSuperseded[g] as number;
      (this.colourSaldo[white] as number)++;
      (this.colourSaldo[black] as number)--;
      const whiteOut = superseded & WHITE_SUPERSEDED ? 'league' : null;
      const blackOut = superseded & BLACK_SUPERSEDED ? 'league' : null;
      this.scoreGame(roundNumber, white, black, whiteHalves, 'white', whiteOut);
      this.scoreGame(roundNumber, black, white, 2 - whiteHalves, 'black', blackOut);
      if (white < this.n) this.activeStamp[white] = roundNumber;
      if (black < this.n) this.activeStamp[black] = roundNumber;
    }
  }

  /**
   * One side of a game: the opponent's rank number before the round, half for a draw
   * (Art. IV.3); against a guest one's own (Art. IV.3d, decision 4), against a new member
   * with a lower rank number one's own (IV.3d). A game superseded by a league game scores 0.
   */
  private scoreGame(
    roundNumber: number,
    player: number,
    opponent: number,
    halves: number,
    colour: 'white' | 'black',
    superseded: SupersededBy,
  ): void {
    if (player >= this.n) return;
    const own = this.rankNumber[player] as number;
    const worth = this.gameValue(opponent, own);
    const base = worth.base;
    let note = worth.note;
    let value = 0;
    if (superseded === null) {
      value = base * halves * this.half;
      (this.games[player] as number)++;
      if (halves === 2) {
        (this.wins[player] as number)++;
        if (colour === 'black') (this.winsWithBlack[player] as number)++;
      }
    } else {
      note = SUPERSEDED_NOTE[superseded];
    }
    (this.points[player] as number) += value;
    if (this.tracing)
      this.trace(player, {
        round: roundNumber,
        rule: 'game',
        scaledPoints: value,
        opponent,
        colour,
        halves,
        rankNumberUsed: base,
        ownRankNumber: own,
        ...(note ? { note } : {}),
      });
  }

  /** The rank number a win is worth, and why when it is not the opponent's (Art. IV.3d). */
  private gameValue(opponent: number, own: number): { base: number; note?: string } {
    if (opponent >= this.n) {
      return this.rules.guestGameOwnRankNumber
        ? { base: own, note: 'against a guest: own rank number (Art. IV.3d)' }
        : { base: 0, note: 'against a guest: no points under this configuration' };
    }
    const lower = (this.rankNumber[opponent] as number) < own;
    if (
      this.season.newMember[opponent] === 1 &&
      this.rules.newMemberRule === 'ownRankNumberWhenLower' &&
      lower
    ) {
      return {
        base: own,
        note: 'against a new member with a lower rank number: own rank number (Art. IV.3d)',
      };
    }
    return { base: this.rankNumber[opponent] as number };
  }

  /** An entry other than a game: one rule each (Art. IV.4–7, decision 9). */
  private scoreSpecial(special: CompiledSpecial, roundNumber: number): void {
    this.activeStamp[special.player] = roundNumber;
    const note = special.superseded === null ? undefined : SUPERSEDED_NOTE[special.superseded];
    const { forfeitWinPoints, representingPoints } = this.rules;
    if (special.kind === 'forfeit')
      this.fixedAward(special, roundNumber, note, 'forfeitWin', forfeitWinPoints);
    else if (special.kind === 'drawnOut') this.drawnOutOnce(special, roundNumber, note);
    else if (special.kind === 'league') this.leagueGame(special, roundNumber, note);
    else this.fixedAward(special, roundNumber, note, 'representing', representingPoints);
  }

  /**
   * A fixed award: a win by forfeit (`forfeitWinPoints`, not a game; decision 9) or
   * representing the club with no league game that week (`representingPoints`, Art. IV.7).
   */
  private fixedAward(
    special: CompiledSpecial,
    roundNumber: number,
    note: string | undefined,
    rule: 'forfeitWin' | 'representing',
    points: number,
  ): void {
    const value = note ? 0 : points * this.scale;
    (this.points[special.player] as number) += value;
    if (!this.tracing) return;
    const opponent = rule === 'forfeitWin' ? { opponent: special.absent } : {};
    this.trace(special.player, {
      round: roundNumber,
      rule,
      scaledPoints: value,
      ...opponent,
      ...(note ? { note } : {}),
    });
  }

  /** Drawn out as the odd player: `drawnOutPoints`, at most `drawnOutCap` times (Art. III.4, IV.6). */
  private drawnOutOnce(special: CompiledSpecial, roundNumber: number, note: string | undefined): void {
    const player = special.player;
    let value = 0;
    let lineNote = note;
    if (!note) {
      (this.drawnOut[player] as number)++;
      if ((this.drawnOutScored[player] as number) < this.rules.drawnOutCap) {
        (this.drawnOutScored[player] as number)++;
        value = this.rules.drawnOutPoints * this.scale;
      } else {
        lineNote = `drawn out ${this.drawnOut[player]} times: at most ${this.rules.drawnOutCap} per season scores (Art. III.4)`;
      }
    }
    (this.points[player] as number) += value;
    if (this.tracing)
      this.trace(player, {
        round: roundNumber,
        rule: 'drawnOut',
        scaledPoints: value,
        ...(lineNote ? { note: lineNote } : {}),
      });
  }

  /** A league game that counts: `leagueGamePoints`, a game, a win (with black) for Art. V (Art. IV.4). */
  private leagueGame(special: CompiledSpecial, roundNumber: number, note: string | undefined): void {
    const player = special.player;
    let value = 0;
    if (!note) {
      value = this.rules.leagueGamePoints * this.scale;
      (this.games[player] as number)++;
      if (special.halves === 2) {
        (this.wins[player] as number)++;
        if (special.colour === -1) (this.winsWithBlack[player] as number)++;
      }
    }
    (this.points[player] as number) += value;
    if (this.tracing)
      this.trace(player, {
        round: roundNumber,
        rule: 'league',
        scaledPoints: value,
        ...(special.halves >= 0 ? { halves: special.halves } : {}),
        ...(special.colour !== 0 ? { colour: special.colour === 1 ? 'white' : 'black' } : {}),
        ...(note ? { note } : {}),
      } as TraceLine);
  }

  /** Every member on the ladder without an entry of their own is absent; the first few score (Art. IV.5; decision 9). */
  private scoreAbsences(roundNumber: number): void {
    for (const player of this.order) {
      if (this.activeStamp[player] === roundNumber) continue;
      (this.absences[player] as number)++;
      let value = 0;
      if ((this.absencesScored[player] as number) < this.rules.absenceCap) {
        (this.absencesScored[player] as number)++;
        value = this.rules.absencePoints * this.scale;
        (this.points[player] as number) += value;
      }
      const note = `absence ${this.absences[player]}: only ${this.rules.absenceCap} per season score (Art. IV.5)`;
      if (this.tracing)
        this.trace(player, {
          round: roundNumber,
          rule: 'absence',
          scaledPoints: value,
          ...(value === 0 ? { note } : {}),
        });
    }
  }

  /**
   * Every amount added so far is a whole number ≥ 0 of scaled units, so each sum was exact
   * if the largest total still is below 2^53 (take-back only lowers totals).
   */
  private checkExact(roundNumber: number): void {
    for (const player of this.order) {
      const points = this.points[player] as number;
      if (points > Number.MAX_SAFE_INTEGER)
        throw this.pointsTooLarge(player, roundNumber, points / this.scale);
    }
  }

  /** The start points are taken back in equal parts over the first rounds (Art. IV.1; decision 2). */
  private takeBack(roundNumber: number): void {
    for (const player of this.order) {
      const step = this.startStep[player] as number;
      if (step === 0) continue;
      (this.points[player] as number) -= step;
      (this.startHeld[player] as number) -= step;
      if (this.tracing) this.trace(player, { round: roundNumber, rule: 'takeBack', scaledPoints: -step });
    }
  }

  /** Re-rank by points; equal totals keep the order from before the round (decision 1): a stable sort. */
  private reRank(): void {
    const { order, points } = this;
    if (order.length > INSERTION_SORT_LIMIT) {
      // Totals are whole numbers of units below 2^53, so the difference is exact.
      order.sort((a, b) => (points[b] as number) - (points[a] as number));
      return;
    }
    for (let position = 1; position < order.length; position++) {
      const player = order[position] as number;
      const value = points[player] as number;
      let at = position;
      while (at > 0 && (points[order[at - 1] as number] as number) < value) {
        order[at] = order[at - 1] as number;
        at--;
      }
      order[at] = player;
    }
  }

  /** A total that floating point could no longer hold exactly: refused, never rounded. */
  private pointsTooLarge(player: number, round: number, points: number): MindsportError {
    const where =
      round === 0 ? 'players: the start points' : `rounds[${round - 1}]: the points after round ${round}`;
    const id = this.season.ids[player];
    return new MindsportError(
      'POINTS_TOO_LARGE',
      `${where} of ${show(id)} (about ${points}) are too large to add up exactly; lower topRankNumber or startPointFactor`,
      { path: round === 0 ? ['players'] : ['rounds', round - 1], value: id },
    );
  }

  /** The state after the rounds played. */
  state(roundsPlayed: number): EngineState {
    return {
      scale: this.scale,
      roundsPlayed,
      order: this.order,
      points: this.points,
      startHeld: this.startHeld,
      games: this.games,
      wins: this.wins,
      winsWithBlack: this.winsWithBlack,
      absences: this.absences,
      absencesScored: this.absencesScored,
      drawnOut: this.drawnOut,
      drawnOutScored: this.drawnOutScored,
      colourSaldo: this.colourSaldo,
      startingPosition: this.startingPosition,
      traces: this.traces,
    };
  }
}
