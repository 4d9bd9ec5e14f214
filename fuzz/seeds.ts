/**
 * Seed corpus for the fuzzer: the repository's `examples/` and, when present next to the
 * clone, the real WTHOR and PDN files in `../shared/data/`. Large WTHOR files are cut to a
 * few games (header count rewritten) so that a mutation costs microseconds, not a copy of
 * half a megabyte.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const ROOT = new URL('../', import.meta.url);
const SHARED = new URL('../../shared/data/', import.meta.url);

/** The seed inputs, by kind. */
export interface Seeds {
  readonly wthorGames: readonly Uint8Array[];
  readonly wthorPlayers: readonly Uint8Array[];
  readonly wthorTournaments: readonly Uint8Array[];
  /** Real PDN games, whole. */
  readonly pdn: readonly string[];
  /** The same games cut after a few moves (mutating whole games is slow: every ply is replayed). */
  readonly pdnShort: readonly string[];
  readonly othelloTranscripts: readonly string[];
  readonly json: Readonly<Record<string, unknown>>;
  /** Whether `../shared/data` was found. */
  readonly shared: boolean;
}

function read(url: URL): Uint8Array {
  return new Uint8Array(readFileSync(url));
}

/** The first `count` records of a WTHOR file, with the header's count rewritten. */
export function wthorSlice(bytes: Uint8Array, recordSize: number, count: number, names: boolean): Uint8Array {
  const header = bytes.slice(0, 16);
  const available = Math.floor((bytes.length - 16) / recordSize);
  const taken = Math.min(count, available);
  const out = new Uint8Array(16 + taken * recordSize);
  out.set(header);
  out.set(bytes.subarray(16, 16 + taken * recordSize), 16);
  if (names) {
    out[8] = taken & 0xff;
    out[9] = taken >> 8;
  } else {
    out[4] = taken & 0xff;
    out[5] = (taken >> 8) & 0xff;
    out[6] = 0;
    out[7] = 0;
  }
  return out;
}

/** Splits a PDN file into its games (a tag line after a non-tag line starts a game). */
export function splitPdnGames(text: string): string[] {
  const lines = text.split(/\r?\n/);
  const games: string[] = [];
  let current: string[] = [];
  let previousWasTag = false;
  for (const line of lines) {
    const isTag = line.trimStart().startsWith('[');
    if (isTag && !previousWasTag && current.some((entry) => entry.trim() !== '')) {
      games.push(current.join('\n'));
      current = [];
    }
    current.push(line);
    if (line.trim() !== '') previousWasTag = isTag;
  }
  if (current.some((entry) => entry.trim() !== '')) games.push(current.join('\n'));
  return games;
}

/** A PDN game cut after `moves` move numbers, keeping its tags and its result token. */
export function cutPdnGame(game: string, moves: number): string {
  const marker = new RegExp(`(^|\\s)${moves + 1}\\.`);
  const found = marker.exec(game);
  if (found === null) return game;
  const result = /\[Result "([^"]*)"\]/.exec(game)?.[1] ?? '*';
  return `${game.slice(0, found.index)} ${result}\n`;
}

/** Loads every seed (called once per worker). */
export function loadSeeds(): Seeds {
  const shared = existsSync(SHARED);
  const wthorGames: Uint8Array[] = [read(new URL('examples/othello-games.wtb', ROOT))];
  const wthorPlayers: Uint8Array[] = [];
  const wthorTournaments: Uint8Array[] = [];
  const pdn: string[] = [];
  const decoder = new TextDecoder('windows-1252');
  for (const game of splitPdnGames(readFileSync(new URL('examples/draughts-games.pdn', ROOT), 'utf8')))
    pdn.push(game);
  if (shared) {
    const wthorDirectory = new URL('wthor/', SHARED);
    for (const name of readdirSync(wthorDirectory).sort()) {
      const bytes = read(new URL(name, wthorDirectory));
      if (name.endsWith('.wtb')) {
        wthorGames.push(wthorSlice(bytes, 68, 1, false), wthorSlice(bytes, 68, 4, false));
      } else if (name.endsWith('.JOU')) {
        wthorPlayers.push(wthorSlice(bytes, 20, 3, true), wthorSlice(bytes, 20, 40, true));
      } else if (name.endsWith('.TRN')) {
        wthorTournaments.push(wthorSlice(bytes, 26, 3, true), wthorSlice(bytes, 26, 40, true));
      }
    }
    const pdnDirectory = new URL('pdn/', SHARED);
    for (const name of readdirSync(pdnDirectory).sort()) {
      if (!name.endsWith('.pdn')) continue;
      const bytes = read(new URL(name, pdnDirectory));
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        text = decoder.decode(bytes);
      }
      pdn.push(...splitPdnGames(text));
    }
  }
  const json: Record<string, unknown> = {};
  for (const name of readdirSync(new URL('examples/', ROOT)).sort()) {
    if (name.endsWith('.json')) {
      json[name.replace(/\.json$/, '')] = JSON.parse(readFileSync(new URL(`examples/${name}`, ROOT), 'utf8'));
    }
  }
  return {
    wthorGames,
    wthorPlayers,
    wthorTournaments,
    pdn,
    pdnShort: pdn.map((game, index) => cutPdnGame(game, 4 + (index % 4) * 5)),
    othelloTranscripts: [readFileSync(new URL('examples/othello-game.txt', ROOT), 'utf8').trim()],
    json,
    shared,
  };
}
