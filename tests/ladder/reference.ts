/**
 * A naive reference replay of the winter competition for the default CLUB_LADDER,
 * written straight from the rules (seed 002 Art. III.2, IV; spec decisions 1–9) with
 * exact fractions, maps and a comparator sort — slow and obvious, to cross-check the
 * integer engine.
 */
import { Fraction } from '../../src/core/index.js';
import type { LadderSeason } from '../../src/ladder/index.js';

export function referenceReplay(
  season: LadderSeason,
  through = season.rounds.length,
): { id: string; points: string }[] {
  const guests = new Set((season.guests ?? []).map((guest) => guest.id));
  const newMembers = new Set(season.players.filter((player) => player.newMember).map((player) => player.id));
  let ladder = season.players.filter((player) => player.joinRound === undefined).map((player) => player.id);
  const points = new Map<string, Fraction>();
  const start = new Map<string, Fraction>();
  ladder.forEach((id, index) => {
    start.set(id, Fraction.of((100 - index) * 5));
    points.set(id, Fraction.of((100 - index) * 5));
  });
  const absences = new Map<string, number>();
  const drawnOut = new Map<string, number>();
  for (let r = 1; r <= through; r++) {
    const round = season.rounds[r - 1]!;
    for (const player of season.players) {
      if (player.joinRound === r) {
        ladder.push(player.id);
        points.set(player.id, Fraction.ZERO);
      }
    }
    const rankNumber = new Map(ladder.map((id, index) => [id, 100 - index]));
    const add = (id: string, value: Fraction | number) => points.set(id, points.get(id)!.add(value));
    const clubNight = new Set<string>();
    const acted = new Set<string>();
    for (const entry of round.entries) {
      if (entry.rule === 'game') {
        clubNight.add(entry.white);
        clubNight.add(entry.black);
      }
      if (entry.rule === 'drawnOut') clubNight.add(entry.player);
      if (entry.rule === 'forfeit') clubNight.add(entry.winner);
    }
    const hasLeague = new Set(
      round.entries.flatMap((entry) => (entry.rule === 'league' ? [entry.player] : [])),
    );
    for (const entry of round.entries) {
      switch (entry.rule) {
        case 'game': {
          const whiteScore = entry.result === '1-0' ? 1 : entry.result === '0-1' ? 0 : Fraction.of(1, 2);
          const sides: [string, string, Fraction | number][] = [
            [entry.white, entry.black, whiteScore],
            [entry.black, entry.white, Fraction.ONE.sub(whiteScore)],
          ];
          for (const [me, opponent, score] of sides) {
            if (guests.has(me)) continue;
            acted.add(me);
            const own = rankNumber.get(me)!;
            const value = guests.has(opponent)
              ? own
              : newMembers.has(opponent) && rankNumber.get(opponent)! < own
                ? own
                : rankNumber.get(opponent)!;
            add(me, Fraction.from(score).mul(value));
          }
          break;
        }
        case 'league':
          acted.add(entry.player);
          if (!clubNight.has(entry.player)) add(entry.player, 60);
          break;
        case 'representing':
          acted.add(entry.player);
          if (!hasLeague.has(entry.player)) add(entry.player, 60);
          break;
        case 'drawnOut': {
          acted.add(entry.player);
          const times = (drawnOut.get(entry.player) ?? 0) + 1;
          drawnOut.set(entry.player, times);
          if (times <= 1) add(entry.player, 60);
          break;
        }
        case 'forfeit':
          acted.add(entry.winner);
          add(entry.winner, 60);
          break;
      }
    }
    for (const id of ladder) {
      if (acted.has(id)) continue;
      const times = (absences.get(id) ?? 0) + 1;
      absences.set(id, times);
      if (times <= 3) add(id, 30);
    }
    if (r <= 10) for (const [id, full] of start) add(id, full.div(-10));
    const before = new Map(ladder.map((id, index) => [id, index]));
    ladder = [...ladder].sort(
      (a, b) => points.get(b)!.compare(points.get(a)!) || before.get(a)! - before.get(b)!,
    );
  }
  return ladder.map((id) => ({ id, points: points.get(id)!.toString() }));
}
