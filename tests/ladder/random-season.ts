/** Random but valid winter seasons for property tests, built from a seed. */
import { createRandom } from '../../src/core/index.js';
import type {
  LadderEntry,
  LadderGameResult,
  LadderPlayer,
  LadderRound,
  LadderSeason,
} from '../../src/ladder/index.js';

const RESULTS: readonly LadderGameResult[] = ['1-0', '1/2-1/2', '0-1'];

export function randomSeason(seed: number, maxPlayers = 10, maxRounds = 14): LadderSeason {
  const random = createRandom(seed);
  const count = 4 + random.int(maxPlayers - 3);
  const roundCount = 1 + random.int(maxRounds);
  const players: LadderPlayer[] = Array.from({ length: count }, (_, index) => ({
    id: `p${index}`,
    ...(random.int(5) === 0 ? { newMember: true } : {}),
    ...(index === count - 1 && random.coin() ? { joinRound: 2 + random.int(4) } : {}),
  }));
  const guests = random.coin() ? [{ id: 'guest' }] : [];
  const rounds: LadderRound[] = [];
  for (let r = 1; r <= roundCount; r++) {
    const members = players.filter((player) => player.joinRound === undefined || player.joinRound <= r);
    const present: string[] = [];
    const entries: LadderEntry[] = [];
    const away: string[] = [];
    for (const member of members) {
      const roll = random.int(20);
      if (roll < 14) present.push(member.id);
      else if (roll < 16) entries.push(leagueEntry(member.id, random));
      else if (roll < 17) entries.push({ rule: 'representing', player: member.id });
      else away.push(member.id);
    }
    // Sometimes a present member also played a league game that week (Friday rule).
    if (present.length > 0 && random.int(6) === 0) entries.push(leagueEntry(present[0]!, random));
    const playing = random.shuffle(present);
    if (guests.length > 0 && random.coin() && playing.length > 0) {
      present.push('guest');
      const member = playing.pop()!;
      entries.push(
        random.coin()
          ? { rule: 'game', white: member, black: 'guest', result: random.pick(RESULTS) }
          : { rule: 'game', white: 'guest', black: member, result: random.pick(RESULTS) },
      );
    }
    if (playing.length % 2 === 1) {
      const odd = playing.pop()!;
      if (away.length > 0 && random.int(3) === 0)
        entries.push({ rule: 'forfeit', winner: odd, absent: away[0]! });
      else entries.push({ rule: 'drawnOut', player: odd });
    }
    for (let index = 0; index + 1 < playing.length; index += 2) {
      entries.push({
        rule: 'game',
        white: playing[index]!,
        black: playing[index + 1]!,
        result: random.pick(RESULTS),
      });
    }
    rounds.push({ present: random.shuffle(present), entries: random.shuffle(entries) });
  }
  return { players, guests, rounds };
}

function leagueEntry(player: string, random: ReturnType<typeof createRandom>): LadderEntry {
  return {
    rule: 'league',
    player,
    result: random.pick(['win', 'draw', 'loss'] as const),
    colour: random.pick(['white', 'black'] as const),
  };
}
