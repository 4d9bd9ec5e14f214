/**
 * Internal: the replay loop of the winter competition on compiled data, with integer
 * arithmetic in units of 1/scale points (scale = lcm(2, take-back rounds)), so every
 * value is exact and the loop allocates almost nothing. Optionally records, for chosen
 * players, every line that gave them points (for `explain`).
 */
import { MindsportError } from '../core/errors.js';
import { show } from '../core/guards.js';
import { BLACK_SUPERSEDED, type CompiledSeason, type SupersededBy, WHITE_SUPERSEDED } from './compile.js';
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

/** Ladders up to this length are re-ranked by insertion sort, longer ones by a key sort. */
const INSERTION_SORT_LIMIT = 128;

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

const SUPERSEDED_NOTE: Record<Exclude<SupersededBy, null>, string> = {
  clubNight: 'does not count: a club-night result counts this week (Art. IV.2b)',
  league: 'does not count: a league game counts this week (Art. IV.2b, IV.7)',
  fridayRule: 'does not count: the Friday game counts this week (Art. IV.2b)',
};

/** Replays rounds 1 … `through` of a compiled season. */
export function runLadder(
  season: CompiledSeason,
  config: LadderRules,
  through: number,
  traced?: ReadonlySet<number>,
): EngineState {
  const n = season.playerCount;
  const total = n + season.guestCount;
  const takeBack = config.takeBackRounds;
  const scale = takeBack === 0 ? 2 : (2 * takeBack) / gcd(2, takeBack);
  const half = scale / 2;
  const top = config.topRankNumber;
  const points = new Float64Array(n);
  const startHeld = new Float64Array(n);
  const startStep = new Float64Array(n);
  const games = new Int32Array(n);
  const wins = new Int32Array(n);
  const winsWithBlack = new Int32Array(n);
  const absences = new Int32Array(n);
  const absencesScored = new Int32Array(n);
  const drawnOut = new Int32Array(n);
  const drawnOutScored = new Int32Array(n);
  const colourSaldo = new Int32Array(total);
  // Any whole number up to topRankNumber: 64-bit floats (an Int32Array wrapped from 2^31 on).
  const rankNumber = new Float64Array(n);
  const activeStamp = new Int32Array(n);
  const startingPosition = new Int32Array(n).fill(-1);
  const traces = new Map<number, TraceLine[]>();
  const trace = (player: number, line: TraceLine) => {
    traces.get(player)?.push(line);
  };
  if (traced) for (const player of traced) traces.set(player, []);
  // Replays without `explain` skip every trace lookup.
  const tracing = traces.size > 0;

  const order: number[] = [...season.initial];
  if (order.length > top) {
    throw new MindsportError(
      'LADDER_TOO_LONG',
      `players: ${order.length} players on the starting ladder, more than the top rank number ${top} (spec decision 6)`,
      { path: ['players'], value: order.length },
    );
  }
  for (let position = 0; position < order.length; position++) {
    const player = order[position]!;
    startingPosition[player] = position;
    const start = (top - position) * config.startPointFactor * scale;
    if (start > Number.MAX_SAFE_INTEGER) throw pointsTooLarge(season, player, 0, start / scale);
    points[player] = start;
    startHeld[player] = start;
    startStep[player] = takeBack === 0 ? 0 : start / takeBack;
    if (tracing && traces.has(player)) {
      trace(player, { round: 0, rule: 'startPoints', scaledPoints: start, ownRankNumber: top - position });
    }
  }
  let nextStartingPosition = order.length;
  let keys = new Float64Array(0);

  const rounds = Math.min(through, season.rounds.length);
  for (let r = 0; r < rounds; r++) {
    const roundNumber = r + 1;
    const round = season.rounds[r]!;
    for (const joiner of round.joiners) {
      order.push(joiner);
      startingPosition[joiner] = nextStartingPosition++;
    }
    if (order.length > top) {
      throw new MindsportError(
        'LADDER_TOO_LONG',
        `rounds[${r}]: the ladder grows to ${order.length} players in round ${roundNumber}, more than the top rank number ${top} (spec decision 6)`,
        { path: ['rounds', r], value: order.length },
      );
    }
    // Rank numbers current before the round (Art. IV.3a; spec decision 5).
    for (let position = 0; position < order.length; position++) rankNumber[order[position]!] = top - position;

    for (let g = round.gameStart, end = g + round.gameCount; g < end; g++) {
      const white = round.gameWhite[g]!;
      const black = round.gameBlack[g]!;
      const whiteHalves = round.gameHalves[g]!;
      const superseded = round.gameSuperseded[g]!;
      colourSaldo[white]! += 1;
      colourSaldo[black]! -= 1;
      scoreGame(
        roundNumber,
        white,
        black,
        whiteHalves,
        'white',
        superseded & WHITE_SUPERSEDED ? 'league' : null,
      );
      scoreGame(
        roundNumber,
        black,
        white,
        2 - whiteHalves,
        'black',
        superseded & BLACK_SUPERSEDED ? 'league' : null,
      );
      if (white < n) activeStamp[white] = roundNumber;
      if (black < n) activeStamp[black] = roundNumber;
    }
    for (const special of round.specials) {
      const player = special.player;
      activeStamp[player] = roundNumber;
      const note = special.superseded === null ? undefined : SUPERSEDED_NOTE[special.superseded];
      switch (special.kind) {
        case 'forfeit': {
          const value = note ? 0 : config.forfeitWinPoints * scale;
          points[player]! += value;
          if (tracing && traces.has(player)) {
            trace(player, {
              round: roundNumber,
              rule: 'forfeitWin',
              scaledPoints: value,
              opponent: special.absent,
              ...(note ? { note } : {}),
            });
          }
          break;
        }
        case 'drawnOut': {
          let value = 0;
          let lineNote = note;
          if (!note) {
            drawnOut[player]! += 1;
            if (drawnOutScored[player]! < config.drawnOutCap) {
              drawnOutScored[player]! += 1;
              value = config.drawnOutPoints * scale;
            } else {
              lineNote = `drawn out ${drawnOut[player]} times: at most ${config.drawnOutCap} per season scores (Art. III.4)`;
            }
          }
          points[player]! += value;
          if (tracing && traces.has(player)) {
            trace(player, {
              round: roundNumber,
              rule: 'drawnOut',
              scaledPoints: value,
              ...(lineNote ? { note: lineNote } : {}),
            });
          }
          break;
        }
        case 'league': {
          let value = 0;
          if (!note) {
            value = config.leagueGamePoints * scale;
            games[player]! += 1;
            if (special.halves === 2) {
              wins[player]! += 1;
              if (special.colour === -1) winsWithBlack[player]! += 1;
            }
          }
          points[player]! += value;
          if (tracing && traces.has(player)) {
            trace(player, {
              round: roundNumber,
              rule: 'league',
              scaledPoints: value,
              ...(special.halves >= 0 ? { halves: special.halves } : {}),
              ...(special.colour !== 0 ? { colour: special.colour === 1 ? 'white' : 'black' } : {}),
              ...(note ? { note } : {}),
            } as TraceLine);
          }
          break;
        }
        case 'representing': {
          const value = note ? 0 : config.representingPoints * scale;
          points[player]! += value;
          if (tracing && traces.has(player)) {
            trace(player, {
              round: roundNumber,
              rule: 'representing',
              scaledPoints: value,
              ...(note ? { note } : {}),
            });
          }
          break;
        }
      }
    }
    // Absence (Art. IV.5; spec decision 9): every ladder player without an entry of their own.
    for (let position = 0; position < order.length; position++) {
      const player = order[position]!;
      if (activeStamp[player] === roundNumber) continue;
      absences[player]! += 1;
      let value = 0;
      if (absencesScored[player]! < config.absenceCap) {
        absencesScored[player]! += 1;
        value = config.absencePoints * scale;
        points[player]! += value;
      }
      if (tracing && traces.has(player)) {
        trace(player, {
          round: roundNumber,
          rule: 'absence',
          scaledPoints: value,
          ...(value === 0
            ? { note: `absence ${absences[player]}: only ${config.absenceCap} per season score (Art. IV.5)` }
            : {}),
        });
      }
    }
    // Every amount added so far is a whole number ≥ 0 of scaled units, so each sum was exact
    // if the largest total still is below 2^53 (take-back only lowers totals).
    for (let position = 0; position < order.length; position++) {
      const player = order[position]!;
      if (points[player]! > Number.MAX_SAFE_INTEGER) {
        throw pointsTooLarge(season, player, roundNumber, points[player]! / scale);
      }
    }
    // Take-back of start points in equal parts (Art. IV.1; spec decision 2).
    if (roundNumber <= takeBack) {
      for (let position = 0; position < order.length; position++) {
        const player = order[position]!;
        const step = startStep[player]!;
        if (step === 0) continue;
        points[player]! -= step;
        startHeld[player]! -= step;
        if (tracing && traces.has(player))
          trace(player, { round: roundNumber, rule: 'takeBack', scaledPoints: -step });
      }
    }
    // Re-rank; equal totals keep the order from before the round (spec decision 1).
    const length = order.length;
    if (length <= INSERTION_SORT_LIMIT) {
      // A club-sized ladder moves a few places a round: a stable insertion sort is the
      // cheapest exact way (no key array, no copy of the order). It is the last step of the round.
      for (let position = 1; position < length; position++) {
        const player = order[position]!;
        const value = points[player]!;
        let at = position;
        while (at > 0 && points[order[at - 1]!]! < value) {
          order[at] = order[at - 1]!;
          at--;
        }
        order[at] = player;
      }
      continue;
    }
    if (keys.length < length) keys = new Float64Array(length * 2);
    let fast = true;
    for (let position = 0; position < length; position++) {
      const value = points[order[position]!]!;
      if (value * length > 2 ** 52 || value < 0) fast = false;
    }
    if (fast) {
      const view = keys.subarray(0, length);
      for (let position = 0; position < length; position++) {
        view[position] = -points[order[position]!]! * length + position;
      }
      view.sort();
      const previous = order.slice();
      for (let position = 0; position < length; position++) {
        const key = view[position]!;
        const from = ((key % length) + length) % length;
        order[position] = previous[from]!;
      }
    } else {
      const previous = new Map(order.map((player, position) => [player, position]));
      order.sort((a, b) => points[b]! - points[a]! || previous.get(a)! - previous.get(b)!);
    }
  }

  function scoreGame(
    roundNumber: number,
    player: number,
    opponent: number,
    halves: number,
    colour: 'white' | 'black',
    superseded: SupersededBy,
  ) {
    if (player >= n) return;
    const own = rankNumber[player]!;
    let base: number;
    let note: string | undefined;
    if (opponent >= n) {
      base = config.guestGameOwnRankNumber ? own : 0;
      note = config.guestGameOwnRankNumber
        ? 'against a guest: own rank number (Art. IV.3d)'
        : 'against a guest: no points under this configuration';
    } else if (
      season.newMember[opponent] === 1 &&
      config.newMemberRule === 'ownRankNumberWhenLower' &&
      rankNumber[opponent]! < own
    ) {
      base = own;
      note = 'against a new member with a lower rank number: own rank number (Art. IV.3d)';
    } else {
      base = rankNumber[opponent]!;
    }
    let value = 0;
    if (superseded === null) {
      value = base * halves * half;
      games[player]! += 1;
      if (halves === 2) {
        wins[player]! += 1;
        if (colour === 'black') winsWithBlack[player]! += 1;
      }
    } else {
      note = SUPERSEDED_NOTE[superseded];
    }
    points[player]! += value;
    if (tracing && traces.has(player)) {
      trace(player, {
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
  }

  return {
    scale,
    roundsPlayed: rounds,
    order,
    points,
    startHeld,
    games,
    wins,
    winsWithBlack,
    absences,
    absencesScored,
    drawnOut,
    drawnOutScored,
    colourSaldo,
    startingPosition,
    traces,
  };
}

/** A total that floating point could no longer hold exactly: refused, never rounded. */
function pointsTooLarge(
  season: CompiledSeason,
  player: number,
  round: number,
  points: number,
): MindsportError {
  const where =
    round === 0 ? 'players: the start points' : `rounds[${round - 1}]: the points after round ${round}`;
  return new MindsportError(
    'POINTS_TOO_LARGE',
    `${where} of ${show(season.ids[player])} (about ${points}) are too large to add up exactly; lower topRankNumber or startPointFactor`,
    { path: round === 0 ? ['players'] : ['rounds', round - 1], value: season.ids[player] },
  );
}
