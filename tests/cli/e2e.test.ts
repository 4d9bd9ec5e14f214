/**
 * End to end: the built binary `dist/cli.js` (the package `bin`) run as `node dist/cli.js …`
 * in child processes, for every command: stdout, stderr and the exit code (0 ok, 1 bad
 * input, 2 usage). `npm test` builds first (pretest); run `npm run build` before running
 * this file alone. Spawns cost about 100 ms each (more on a loaded machine), so each test
 * starts its cases together, at most four processes at a time.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseWthorGames, replayWthorGame, WTHOR_REPLAY_STATUSES } from '../../src/othello/index.js';
import { COMMANDS } from './commands.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const binary = join(root, 'dist', 'cli.js');
const MISSING = `${binary} is missing: run "npm run build" first (npm test runs it as pretest)`;
const scratch = mkdtempSync(join(tmpdir(), 'mindsport-e2e-'));
// Real WTHOR games kept in the repository (tests/fixtures/wthor/README.md).
const wthorDirectory = join(root, 'tests', 'fixtures', 'wthor');

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `node dist/cli.js …args` from the repository root. */
function start(args: readonly string[]): Promise<Run> {
  if (!existsSync(binary)) return Promise.reject(new Error(MISSING));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [binary, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs every command line, four processes at a time; results in the same order. */
async function mindsport(...commands: (readonly string[])[]): Promise<Run[]> {
  const results: Run[] = new Array(commands.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < commands.length) {
      const index = next++;
      results[index] = await start(commands[index] as readonly string[]);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return results;
}

function scratchFile(name: string, content: string | Uint8Array): string {
  const path = join(scratch, name);
  writeFileSync(path, content);
  return path;
}

/** Cells of the rows of a plain-text table (after the rule line). */
function rowsOf(text: string): string[][] {
  const lines = text.trimEnd().split('\n');
  const rule = lines.findIndex((line) => /^-+(\s+-+)*$/.test(line));
  return lines.slice(rule + 1).map((line) => line.trim().split(/\s{2,}/));
}

/** Generous: each test is a few spawns, but ten sessions may share the two cores. */
const SPAWNS_TIMEOUT = 180_000;

describe('mindsport binary (node dist/cli.js)', { timeout: SPAWNS_TIMEOUT }, () => {
  it('is built', () => {
    expect(existsSync(binary), MISSING).toBe(true);
    expect(
      readFileSync(binary, 'utf8').startsWith('#!/usr/bin/env node'),
      'the bin starts with a shebang',
    ).toBe(true);
  });

  it('--help for the command and for each of its commands (exit 0, stdout); no arguments is a usage error (exit 2, stderr)', async () => {
    const [top, none, ...each] = await mindsport(
      ['--help'],
      [],
      ...COMMANDS.map((command) => [...command.split(' '), '--help']),
    );
    expect(top?.code).toBe(0);
    for (const command of COMMANDS) expect(top?.stdout).toContain(`mindsport ${command} `);
    expect(none?.code).toBe(2);
    expect(none?.stdout).toBe('');
    expect(none?.stderr).toContain('Usage: mindsport <module> <command>');
    for (const [index, command] of COMMANDS.entries()) {
      const run = each[index];
      expect(run?.code, command).toBe(0);
      expect(run?.stdout.startsWith(`Usage: mindsport ${command} `), command).toBe(true);
      expect(run?.stderr, command).toBe('');
    }
  });

  it('standings of every module from JSON, and from CSV where a module has one game per row', async () => {
    const runs = await mindsport(
      ['othello', 'standings', 'examples/othello-tournament.json'],
      ['othello', 'standings', 'examples/othello-results.csv'],
      [
        'othello',
        'standings',
        'examples/othello-tournament.json',
        '--preset',
        'woc',
        '--after-round',
        '2',
        '--format',
        'md',
      ],
      ['diplomacy', 'standings', 'examples/diplomacy-event.json', '--format', 'csv'],
      ['diplomacy', 'standings', 'examples/diplomacy-results.csv', '--format', 'csv'],
      ['draughts', 'standings', 'examples/draughts-event.json', '--format', 'json'],
      ['draughts', 'standings', 'examples/draughts-results.csv', '--format', 'json'],
      ['ladder', 'standings', 'examples/ladder-season.json', '--after-round', '1'],
      ['grandprix', 'standings', 'examples/grandprix-season.json', '--format', 'html'],
    );
    for (const run of runs) {
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe('');
    }
    const [othello, othelloCsv, woc, diplomacy, diplomacyCsv, draughts, draughtsCsv, ladder, grandprix] =
      runs as [Run, Run, Run, Run, Run, Run, Run, Run, Run];
    // Ann: 40–24 win, 32–32 draw, 36–28 win = 2.5 points (NOF §14: win 1, draw ½).
    expect(rowsOf(othello.stdout)[0]?.slice(0, 3)).toEqual(['1', 'Ann Berg', '2.5']);
    expect(othelloCsv.stdout).toBe(othello.stdout);
    expect(woc.stdout).toContain('**WOC after round 2 of 3**');
    expect(diplomacy.stdout.split('\r\n')[1]).toMatch(/^1,Ola,56,56,/);
    expect(diplomacyCsv.stdout).toBe(diplomacy.stdout);
    const draughtsRows = (JSON.parse(draughts.stdout) as { rows: { placeLabel: string }[] }).rows;
    expect(draughtsRows.map((row) => row.placeLabel)).toEqual(['1–3', '1–3', '1–3', '4']);
    expect(draughtsCsv.stdout).toBe(draughts.stdout);
    expect(rowsOf(ladder.stdout)[0]?.slice(0, 2)).toEqual(['1', 'bob']);
    expect(grandprix.stdout.match(/class="numeric dropped extra"/g)).toHaveLength(3);
  });

  it('othello import-papp: the tournament JSON, its standings, and errors naming file and line; othello import-csv', async () => {
    const badWorkfile = scratchFile('work.txt', '& +1 +2 ;\n(1 40 2 24);\nronde-suivante;\n(1 40 3 24);\n');
    const badPlayers = scratchFile('players.txt', 'pays = NOR\n  1 BERG, Ann\nBERG Ann\n');
    const open = scratchFile('open.txt', '& +1 +2 ;\n(1 40 2 24);\nronde-suivante;\n(2 40 1 24);\n');
    const [json, table, work, players, progress, sheet] = await mindsport(
      ['othello', 'import-papp', 'examples/papp-workfile.txt', 'examples/papp-players.txt'],
      [
        'othello',
        'import-papp',
        'examples/papp-workfile.txt',
        'examples/papp-players.txt',
        '--format',
        'csv',
      ],
      ['othello', 'import-papp', badWorkfile],
      ['othello', 'import-papp', 'examples/papp-workfile.txt', badPlayers],
      ['othello', 'import-papp', open],
      ['othello', 'import-csv', 'examples/othello-results.csv'],
    );
    expect(json?.code, json?.stderr).toBe(0);
    const tournament = JSON.parse(json?.stdout ?? '') as {
      players: { id: string; name: string; country?: string }[];
      rounds: unknown[];
      plannedRounds: number;
    };
    expect(tournament.players[0]).toEqual({ id: '1', name: 'BERG, Ann', country: 'NOR' });
    expect(tournament.rounds).toHaveLength(3);
    expect(tournament.plannedRounds).toBe(3);
    expect(table?.code, table?.stderr).toBe(0);
    // PAPP skips the Brightwell score when C = 0 (spec §8 decision 3): its empty column is left out.
    expect(table?.stdout.split('\r\n')[0]).toBe('Place,Name,Points,Discs,Won,Drawn,Lost,Decided by');
    expect(table?.stdout.split('\r\n')[1]).toMatch(/^1,"BERG, Ann",2\.5,/);
    expect(work?.code).toBe(1);
    expect(work?.stderr.split('\n')[0]).toBe(
      `mindsport: ${badWorkfile}: line 4: player 3 plays but was never marked present`,
    );
    expect(work?.stdout).toBe('');
    expect(players?.code).toBe(1);
    expect(players?.stderr.split('\n')[0]).toBe(
      `mindsport: ${badPlayers}: players file line 3: "BERG Ann" is not "pays = XXX" or "id NAME, Given"`,
    );
    expect(progress?.code).toBe(0);
    expect(progress?.stderr).toContain('1 games after the last "ronde-suivante;"');
    // The CSV sheet of the example tournament gives its rounds, names as ids.
    expect(sheet?.code, sheet?.stderr).toBe(0);
    const fromSheet = JSON.parse(sheet?.stdout ?? '') as {
      players: { id: string }[];
      rounds: { byes?: string[] }[];
    };
    expect(fromSheet.players.map((player) => player.id)).toEqual([
      'Ann Berg',
      'Bjørn Lie',
      'Cai Nyhus',
      'Dina Haug',
      'Emil Dahl',
    ]);
    expect(fromSheet.rounds.map((round) => round.byes)).toEqual([
      ['Emil Dahl'],
      ['Bjørn Lie'],
      ['Cai Nyhus'],
    ]);
  });

  it('replays, diagrams, the ladder pairing and the Grand Prix table', async () => {
    const runs = await mindsport(
      ['othello', 'replay', 'examples/othello-games.wtb'],
      ['othello', 'replay', 'examples/othello-game.txt'],
      ['othello', 'diagram', 'examples/othello-game.txt', '--ply', '20'],
      ['draughts', 'replay', 'examples/draughts-games.pdn'],
      ['draughts', 'diagram', 'examples/draughts-games.pdn', '--game', '2', '--ply', '0'],
      ['ladder', 'pair', 'examples/ladder-season.json', '--seed', '2026-09-04', '--format', 'json'],
      ['grandprix', 'table', 'examples/grandprix-season.json', '--after', 'bergen'],
    );
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    const [wthor, transcript, diagram, pdn, draughtsDiagram, pair, table] = runs as [
      Run,
      Run,
      Run,
      Run,
      Run,
      Run,
      Run,
    ];
    expect(wthor.stdout).toBe(
      'examples/othello-games.wtb: 5 games (2004): 5 verified, 0 mismatch, 0 unfinished, 0 illegal\n',
    );
    expect(transcript.stdout).toContain('final score 41-23 (black wins)');
    // After 20 moves: 4 start discs + 20 placed.
    expect(diagram.stdout.match(/class="disc (black|white)"/g)).toHaveLength(24);
    expect(pdn.stdout.split('\n')[0]).toBe('examples/draughts-games.pdn: 2 games, two-point results');
    expect(draughtsDiagram.stdout.match(/class="piece white man"/g)).toHaveLength(20);
    const proposal = JSON.parse(pair.stdout) as { round: number; pairs: unknown[]; drawnOut: string | null };
    expect(proposal.round).toBe(3);
    expect(proposal.pairs).toHaveLength(2);
    expect(proposal.drawnOut).not.toBeNull();
    expect(rowsOf(table.stdout)[0]?.slice(0, 3)).toEqual(['1', 'Anne Moen', '22']);
    expect(table.stdout).toContain('Explanation');
  });

  it('bad files exit 1 naming the file and where: missing, bad JSON (line and column), invalid document (path), bad CSV (line and column)', async () => {
    const broken = scratchFile('broken.json', '{\n  "players": [],\n  "rounds": [,]\n}\n');
    const invalid = scratchFile(
      'invalid.json',
      JSON.stringify({
        players: [
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B' },
        ],
        rounds: [{ games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 30 }] }],
      }),
    );
    const csv = scratchFile('results.csv', 'round,black,black_discs,white,white_discs\n1,Ann,40,Bo,3o\n');
    const quote = scratchFile('quote.csv', 'round,white,black,result\n1,"Ann,Bo,1-1\n');
    const runs = await mindsport(
      ['othello', 'standings', 'no-such-file.json'],
      ['ladder', 'standings', broken],
      ['othello', 'standings', invalid],
      ['othello', 'standings', csv],
      ['draughts', 'standings', quote],
      ['othello', 'replay', 'f5d6c3d3c4f4f6f3e6e7c5c6'],
      ['draughts', 'replay', 'examples/draughts-event.json'],
    );
    for (const run of runs) {
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toBe('');
    }
    const [missing, syntax, rules, badCsv, badQuote, illegal, notPdn] = runs as [
      Run,
      Run,
      Run,
      Run,
      Run,
      Run,
      Run,
    ];
    expect(missing.stderr).toBe('mindsport: no-such-file.json: no such file\n');
    expect(syntax.stderr).toBe(`mindsport: ${broken}: line 3, column 14: not valid JSON (unexpected ",")\n`);
    expect(rules.stderr).toContain(
      `mindsport: ${invalid}: rounds[0].games[0]: discs 40 + 30 are more than 64`,
    );
    expect(rules.stderr).toContain(
      'at rounds[0].games[0] (JSON pointer /rounds/0/games/0), code DISC_TOTAL_OVER_64',
    );
    expect(badCsv.stderr).toBe(
      `mindsport: ${csv}: line 2, column 5 (white_discs): "3o" is not a whole number ≥ 0\n  code NOT_AN_INTEGER\n`,
    );
    expect(badQuote.stderr).toBe(
      `mindsport: ${quote}: line 2, column 3: quoted field not closed (a " is missing)\n  code CSV_UNCLOSED_QUOTE\n`,
    );
    expect(illegal.stderr).toBe('mindsport: transcript: ply 11: c5 flips nothing for black\n');
    expect(notPdn.stderr).toMatch(/^mindsport: examples\/draughts-event\.json: /);
  });

  it('usage errors exit 2 and point at the command --help', async () => {
    const runs = await mindsport(
      ['chess', 'standings', 'x.json'],
      ['othello', 'standings'],
      ['othello', 'standings', 'examples/othello-tournament.json', '--format', 'pdf'],
      ['othello', 'standings', 'examples/othello-tournament.json', '--preset', 'fide'],
      ['grandprix', 'standings', 'examples/othello-results.csv'],
      ['othello', 'import-papp', 'a', 'b', 'c'],
    );
    for (const run of runs) {
      expect(run.code, run.stderr).toBe(2);
      expect(run.stdout).toBe('');
    }
    const [module, missing, format, preset, ladderCsv, extra] = runs as [Run, Run, Run, Run, Run, Run];
    expect(module.stderr).toContain('unknown module "chess"');
    expect(missing.stderr).toBe(
      'mindsport: missing <file.json|file.csv>\nRun "mindsport othello standings --help" for usage.\n',
    );
    expect(format.stderr).toContain('--format "pdf" is not one of table, md, csv, json, html');
    expect(preset.stderr).toContain('unknown rules "fide"');
    expect(ladderCsv.stderr).toContain('grandprix standings reads JSON only');
    expect(extra.stderr).toBe(
      'mindsport: unexpected argument "c"\nRun "mindsport othello import-papp --help" for usage.\n',
    );
  });

  it('replays a WTHOR archive of 10,000 real games, counting what the library counts; no progress lines into a pipe', async () => {
    // The 2322 games of WTH_2018.wtb, repeated behind one 16-byte header up to 10,000 games.
    const year = new Uint8Array(readFileSync(join(wthorDirectory, 'WTH_2018.wtb')));
    const yearCount = new DataView(year.buffer, year.byteOffset).getUint32(4, true);
    const total = 10_000;
    const archive = new Uint8Array(16 + 68 * total);
    archive.set(year.subarray(0, 16));
    for (let game = 0; game < total; game++) {
      const from = 16 + 68 * (game % yearCount);
      archive.set(year.subarray(from, from + 68), 16 + 68 * game);
    }
    new DataView(archive.buffer).setUint32(4, total, true);
    const file = scratchFile('big.wtb', archive);
    const [run] = await mindsport(['othello', 'replay', file]);
    const counts = Object.fromEntries(WTHOR_REPLAY_STATUSES.map((status) => [status, 0]));
    for (const game of parseWthorGames(archive).games) {
      const status = replayWthorGame(game).status;
      counts[status] = (counts[status] ?? 0) + 1;
    }
    expect(run?.code).toBe((counts.illegal ?? 0) > 0 ? 1 : 0);
    // stderr is a pipe here, not a terminal: progress is for a person watching (issue 28).
    expect(run?.stderr).toBe('');
    expect(run?.stdout.split('\n')[0]).toBe(
      `${file}: 10000 games (2018): ${WTHOR_REPLAY_STATUSES.map((status) => `${counts[status]} ${status}`).join(', ')}`,
    );
  });
});
