/**
 * Tests of the `mindsport` command on the bundled `examples/`: stdout, stderr and the exit
 * code (0 ok, 1 bad input, 2 usage), calling the dispatcher in process. The built binary
 * itself is spawned by `e2e.test.ts`.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type DiplomacyGameResult, POWERS, scoreCDiplo } from '../../src/diplomacy/index.js';
import { parsePdn } from '../../src/draughts/index.js';
import { COMMANDS } from './commands.js';
import { inTerminal, mindsport, type Run } from './in-process.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'mindsport-cli-'));

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

describe('mindsport standings', () => {
  it('othello: NOF Swiss table of the example, and --after-round', async () => {
    const [all, first] = await Promise.all([
      mindsport('othello', 'standings', 'examples/othello-tournament.json'),
      mindsport(
        'othello',
        'standings',
        'examples/othello-tournament.json',
        '--after-round',
        '1',
        '--format',
        'json',
      ),
    ]);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toContain('NOF Swiss after round 3 of 3');
    // Ann: win 40–24, draw 32–32, win 36–28 = 2.5 points.
    expect(rowsOf(all.stdout)[0]?.slice(0, 3)).toEqual(['1', 'Ann Berg', '2.5']);
    expect(first.code, first.stderr).toBe(0);
    const standings = JSON.parse(first.stdout) as {
      afterRound: number;
      rows: { name: string; points: string }[];
    };
    expect(standings.afterRound).toBe(1);
    expect(standings.rows.find((row) => row.name === 'Ann Berg')?.points).toBe('1');
    expect(standings.rows.find((row) => row.name === 'Bjørn Lie')?.points).toBe('0');
  });

  it('diplomacy, draughts (shared place 1–3), ladder and Grand Prix tables', async () => {
    const [dip, dra, lad, gp] = await Promise.all([
      mindsport('diplomacy', 'standings', 'examples/diplomacy-event.json', '--format', 'csv'),
      mindsport('draughts', 'standings', 'examples/draughts-event.json', '--format', 'md'),
      mindsport('ladder', 'standings', 'examples/ladder-season.json', '--after-round', '1'),
      mindsport('grandprix', 'standings', 'examples/grandprix-season.json', '--format', 'html'),
    ]);
    for (const run of [dip, dra, lad, gp]) expect(run.code, run.stderr).toBe(0);
    // No final round in the example: its columns, empty on every row, are left out.
    expect(dip.stdout.split('\r\n')[0]).toBe('Place,Player,Score,Qualification,Decided by');
    expect(dip.stdout.split('\r\n')[1]).toMatch(/^1,Ola,56,56,/);
    expect(dra.stdout).toContain('barrage for place 1: Anna de Vries, Bram Jansen, Cees Bakker');
    expect(dra.stdout).toContain('| 1–3 | Anna de Vries | 3 | 4 | 0 | 1 | 2 | 0 |');
    expect(rowsOf(lad.stdout)[0]?.slice(0, 2)).toEqual(['1', 'bob']);
    expect(gp.stdout).toContain('<table class="mindsport-standings">');
    // Best 2 of 3 NGP results count: each player has one dropped result, worth 2 extra points.
    expect(
      gp.stdout.match(/<td class="numeric dropped extra" title="extra, place \d">\(\d+\) \+2<\/td>/g),
    ).toHaveLength(3);
    expect(gp.stdout.match(/class="numeric counted"/g)).toHaveLength(6);
  });

  it('diplomacy: --preset picks the scoring system, --after-round leaves out later rounds', async () => {
    const [squares, first] = await Promise.all([
      mindsport(
        'diplomacy',
        'standings',
        'examples/diplomacy-event.json',
        '--preset',
        'sum-of-squares',
        '--format',
        'json',
      ),
      mindsport(
        'diplomacy',
        'standings',
        'examples/diplomacy-event.json',
        '--after-round',
        '1',
        '--format',
        'json',
      ),
    ]);
    expect(squares.code, squares.stderr).toBe(0);
    expect(first.code, first.stderr).toBe(0);
    const scoreOf = (run: Run, player: string): string | undefined =>
      (JSON.parse(run.stdout) as { rows: { playerId: string; score: string }[] }).rows.find(
        (row) => row.playerId === player,
      )?.score;
    // Round 1 alone: each qualification score is that one game's C-Diplo score (seed 003 §2–3a).
    const event = JSON.parse(readFileSync(join(root, 'examples/diplomacy-event.json'), 'utf8')) as {
      rounds: { boards: { game: DiplomacyGameResult }[] }[];
    };
    const game = event.rounds[0]!.boards[0]!.game;
    const scores = scoreCDiplo(game);
    for (const power of POWERS) {
      const result = game.powers[power];
      expect(scoreOf(first, result.player!)).toBe(scores[power].toString());
    }
    const plain = await mindsport(
      'diplomacy',
      'standings',
      'examples/diplomacy-event.json',
      '--format',
      'json',
    );
    expect(squares.stdout).not.toBe(plain.stdout);
  });

  it('bad input: missing file, broken JSON with line and column, invalid document with paths (exit 1)', async () => {
    const broken = scratchFile('broken.json', '{\n  "players": [],\n  "rounds": [,]\n}\n');
    const invalid = scratchFile(
      'invalid.json',
      JSON.stringify({
        plannedRounds: 1,
        players: [
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B' },
        ],
        rounds: [{ games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 30 }] }],
      }),
    );
    const [missing, syntax, rules] = await Promise.all([
      mindsport('othello', 'standings', 'no-such-file.json'),
      mindsport('ladder', 'standings', broken),
      mindsport('othello', 'standings', invalid),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('mindsport: no-such-file.json: no such file\n');
    expect(syntax.code).toBe(1);
    expect(syntax.stderr).toContain(`${broken}: line 3, column 14: not valid JSON (unexpected ",")`);
    expect(rules.code).toBe(1);
    expect(rules.stderr).toContain(invalid);
    expect(rules.stderr).toMatch(/rounds\[0\]\.games\[0\]/);
    expect(rules.stdout).toBe('');
  });

  it('usage errors exit 2 and point at --help', async () => {
    const runs = await Promise.all([
      mindsport('othello', 'standings'),
      mindsport('othello', 'standings', 'examples/othello-tournament.json', '--preset', 'fide'),
      mindsport('chess', 'standings', 'x.json'),
      mindsport(
        'othello',
        'standings',
        'examples/othello-tournament.json',
        '--format',
        'pdf',
        '--after-round',
        'two',
      ),
      mindsport('draughts', 'standings', 'examples/draughts-event.json', '--rules', 'fmjd'),
      mindsport(),
    ]);
    for (const run of runs) expect(run.code, run.stderr).toBe(2);
    expect(runs[0]?.stderr).toBe(
      'mindsport: missing <file.json|file.csv>\nRun "mindsport othello standings --help" for usage.\n',
    );
    expect(runs[1]?.stderr).toContain('unknown rules "fide"; choose one of NOF_ROUND_ROBIN, NOF_SWISS');
    expect(runs[2]?.stderr).toContain('unknown module "chess"');
    expect(runs[3]?.stderr).toContain('--format "pdf" is not one of table, md, csv, json, html');
    expect(runs[4]?.stderr).toContain('unknown rules "fmjd"; choose one of KNDB');
    expect(runs[5]?.stderr).toContain('Usage: mindsport <module> <command>');
  });

  it('--help for every command', async () => {
    const runs = await Promise.all([
      mindsport('--help'),
      ...COMMANDS.map((command) => mindsport(...command.split(' '), '--help')),
    ]);
    expect(runs[0]?.code).toBe(0);
    for (const command of COMMANDS) expect(runs[0]?.stdout).toContain(`mindsport ${command}`);
    for (const [index, command] of COMMANDS.entries()) {
      expect(runs[index + 1]?.code).toBe(0);
      expect(runs[index + 1]?.stdout.startsWith(`Usage: mindsport ${command}`)).toBe(true);
    }
  });
});

describe("mindsport othello import-papp: the workfile's Brightwell constant (issue 23 §1)", () => {
  // Discs put 2 ahead of 1 (68 against 60); Brightwell with C = 6 puts 1 ahead (78 against 74).
  const workfile = [
    '#_Nombre-Rondes = 2 ;',
    '#_BQ-double = 6 ;',
    '& +1 +2 +3 +4 ;',
    '(1 40 2 24);',
    '(3 33 4 31);',
    'ronde-suivante;',
    '(1 20 3 44);',
    '(2 44 4 20);',
    'ronde-suivante;',
  ].join('\n');
  const ids = (csv: string) =>
    csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[1]);

  it('the standings use #_BQ-double as PAPP does; --brightwell-constant overrides it', async () => {
    const file = scratchFile('bq.txt', workfile);
    const [own, zero, woc] = await Promise.all([
      mindsport('othello', 'import-papp', file, '--format', 'csv'),
      mindsport('othello', 'import-papp', file, '--format', 'csv', '--brightwell-constant', '0'),
      mindsport(
        'othello',
        'import-papp',
        file,
        '--format',
        'csv',
        '--preset',
        'woc',
        '--brightwell-constant',
        '7/2',
      ),
    ]);
    expect(own.code, own.stderr).toBe(0);
    expect(own.stdout.split('\r\n')[0]).toBe('Place,Name,Points,Brightwell,Discs,Won,Drawn,Lost,Decided by');
    expect(ids(own.stdout)).toEqual(['3', '1', '2', '4']);
    expect(own.stdout.split('\r\n')[2]).toBe('2,1,1,78,60,1,0,1,Points');
    expect(zero.code, zero.stderr).toBe(0);
    expect(ids(zero.stdout)).toEqual(['3', '2', '1', '4']);
    expect(woc.code, woc.stderr).toBe(0);
    // C = 7/2: 1 has 40 + 3.5 + 20 + 7 = 70.5, 2 has 24 + 3.5 + 44 = 71.5.
    expect(woc.stdout.split('\r\n')[2]).toBe('2,2,1,71.5,68,1,0,1,Points');
  });

  it('the tournament JSON notes that the constant is not part of it; a bad value is a usage error', async () => {
    const file = scratchFile('bq.txt', workfile);
    const [json, bad] = await Promise.all([
      mindsport('othello', 'import-papp', file),
      mindsport('othello', 'import-papp', file, '--format', 'csv', '--brightwell-constant', '-1'),
    ]);
    expect(json.code, json.stderr).toBe(0);
    expect(json.stderr).toContain('#_BQ-double = 6');
    expect(bad.code).toBe(2);
    expect(bad.stderr.split('\n')[0]).toBe(
      'mindsport: --brightwell-constant must be a number ≥ 0 (such as 6, 2.5 or 7/2), not "-1"',
    );
  });
});

describe('mindsport othello replay and diagram', () => {
  it('replays the WTHOR example (every game verified) and a transcript file', async () => {
    const [archive, game] = await Promise.all([
      mindsport('othello', 'replay', 'examples/othello-games.wtb'),
      mindsport('othello', 'replay', 'examples/othello-game.txt'),
    ]);
    expect(archive.code, archive.stderr).toBe(0);
    expect(archive.stdout).toBe(
      'examples/othello-games.wtb: 5 games (2004): 5 verified, 0 mismatch, 0 unfinished, 0 illegal\n',
    );
    expect(game.code, game.stderr).toBe(0);
    expect(game.stdout).toContain('60 moves');
    expect(game.stdout).toContain('final score 41-23 (black wins)');
  });

  it('reports progress on stderr for an archive of 1000+ games, and a bad archive names the byte offset', async () => {
    const example = new Uint8Array(
      await import('node:fs').then((fs) => fs.readFileSync(join(root, 'examples/othello-games.wtb'))),
    );
    const count = 2000;
    const big = new Uint8Array(16 + 68 * count);
    big.set(example.subarray(0, 16));
    new DataView(big.buffer).setUint32(4, count, true);
    for (let game = 0; game < count; game++)
      big.set(example.subarray(16 + 68 * (game % 5), 16 + 68 * ((game % 5) + 1)), 16 + 68 * game);
    const bigFile = scratchFile('big.wtb', big);
    const truncated = scratchFile('truncated.wtb', example.subarray(0, 16 + 68 * 2 + 10));
    const [run, piped, bad] = await Promise.all([
      inTerminal(true, 'othello', 'replay', bigFile),
      inTerminal(false, 'othello', 'replay', bigFile),
      mindsport('othello', 'replay', truncated),
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr.trim().split('\n')).toEqual(['replayed 1000/2000 games', 'replayed 2000/2000 games']);
    // Progress only when stderr is a terminal (issue 28): a log or a pipe gets the result alone.
    expect(piped.code).toBe(0);
    expect(piped.stderr).toBe('');
    expect(piped.stdout).toBe(run.stdout);
    expect(run.stdout).toContain('2000 verified');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(truncated);
    expect(bad.stderr).toMatch(/code TRUNCATED_FILE/);
  });

  it('an illegal transcript exits 1 naming the ply', async () => {
    const run = await mindsport('othello', 'replay', 'f5d6c3d3c4f4f6f3e6e7c5c6');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('mindsport: transcript: ply 11: c5 flips nothing for black\n');
  });

  it('draws the position after --ply 2 with the last move and legal moves', async () => {
    const [run, tooFar] = await Promise.all([
      mindsport('othello', 'diagram', 'f5d6c3', '--ply', '2'),
      mindsport('othello', 'diagram', 'examples/othello-game.txt', '--ply', '61'),
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // Start d4/e5 white, d5/e4 black; f5 flips e5 to black; d6 flips d5 to white.
    const discs = [...run.stdout.matchAll(/class="disc (black|white)" data-square="([a-h][1-8])"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(discs.sort()).toEqual(
      ['black e4', 'black e5', 'black f5', 'white d4', 'white d5', 'white d6'].sort(),
    );
    expect(run.stdout).toContain('class="last-move" data-square="d6"');
    expect(run.stdout.match(/class="legal-move"/g)?.length).toBeGreaterThan(0);
    expect(tooFar.code).toBe(1);
    expect(tooFar.stderr).toContain('examples/othello-game.txt: --ply 61: the transcript has only 60 moves');
  });
});

describe('mindsport draughts replay, ladder pair, grandprix table', () => {
  it('ladder pair names the player pushed beyond the colour saldo limit when it cannot be avoided', async () => {
    const game = (white: string, black: string) => ({ rule: 'game', white, black, result: '1/2-1/2' });
    const season = {
      players: [{ id: 'ann' }, { id: 'bob' }, { id: 'cas' }, { id: 'dan' }],
      rounds: [
        { present: ['ann', 'bob', 'cas', 'dan'], entries: [game('ann', 'cas'), game('bob', 'dan')] },
        { present: ['ann', 'bob', 'cas', 'dan'], entries: [game('ann', 'dan'), game('bob', 'cas')] },
      ],
    };
    const file = scratchFile('saldo.json', JSON.stringify(season));
    const run = await mindsport('ladder', 'pair', file, '--present', 'ann,bob');
    expect(run.code, run.stderr).toBe(0);
    // Both have had white twice (saldo +2): whoever gets white goes to +3 (Art. III.5, issue 10).
    expect(run.stdout).toMatch(/goes beyond the colour saldo limit/);
  });

  it('replays the PDN example, and names game and move of an illegal move', async () => {
    const bad = scratchFile('bad.pdn', '[White "A"]\n[Black "B"]\n\n1. 32-28 19-23 2. 28-22 2-0\n');
    const [run, illegal] = await Promise.all([
      mindsport('draughts', 'replay', 'examples/draughts-games.pdn'),
      mindsport('draughts', 'replay', bad),
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.split('\n')[1]).toBe(
      'game 1: Anna de Vries - Dirk Smit, 8 half-moves, result 2-0, final position W:W31-40,42-50:B1-4,6-18,20,23',
    );
    expect(illegal.code).toBe(1);
    expect(illegal.stderr).toContain(bad);
    expect(illegal.stderr).toMatch(/at games\[0\]\.moves\[\d+\]/);
  });

  it('replays a PDN file of several 1 MiB blocks game by game: the games of parsePdn (issue 29)', async () => {
    const copy = readFileSync(join(root, 'examples', 'draughts-games.pdn'), 'utf8');
    const text = Array.from({ length: Math.ceil(1.5e6 / copy.length) }, () => copy).join('\n');
    const file = scratchFile('many.pdn', text);
    const [run, json] = await Promise.all([
      mindsport('draughts', 'replay', file),
      mindsport('draughts', 'replay', file, '--format', 'json'),
    ]);
    const games = parsePdn(text).games;
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe(`${file}: ${games.length} games, two-point results`);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(games.length + 1);
    expect((JSON.parse(json.stdout) as { games: unknown[] }).games).toHaveLength(games.length);
  });

  it('diagram reads a PDN file up to the game asked for', async () => {
    const file = scratchFile('later-bad.pdn', '[White "A"]\n1. 32-28 2-0\n[White "B"]\n1. 32-23 *\n');
    const [first, second] = await Promise.all([
      mindsport('draughts', 'diagram', file, '--game', '1'),
      mindsport('draughts', 'diagram', file, '--game', '2'),
    ]);
    expect(first.code, first.stderr).toBe(0);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/32-23 is not a legal move/);
  });

  it('draws a PDN game position with squares 1–50, and names a missing game', async () => {
    const [run, start, missing] = await Promise.all([
      mindsport('draughts', 'diagram', 'examples/draughts-games.pdn', '--ply', '2'),
      mindsport(
        'draughts',
        'diagram',
        'examples/draughts-games.pdn',
        '--game',
        '2',
        '--ply',
        '0',
        '--no-numbers',
      ),
      mindsport('draughts', 'diagram', 'examples/draughts-games.pdn', '--game', '3'),
    ]);
    expect(run.code, run.stderr).toBe(0);
    // 1. 32-28 19-23: White's man left 32 for 28, Black's left 19 for 23.
    const squares = (svg: string, colour: string) =>
      [...svg.matchAll(new RegExp(`class="piece ${colour} man" data-square="(\\d+)"`, 'g'))].map((match) =>
        Number(match[1]),
      );
    expect(squares(run.stdout, 'white')).toContain(28);
    expect(squares(run.stdout, 'white')).not.toContain(32);
    expect(squares(run.stdout, 'black')).toContain(23);
    expect(squares(run.stdout, 'black')).not.toContain(19);
    expect(run.stdout.match(/class="square-number"/g)).toHaveLength(50);
    expect(start.code, start.stderr).toBe(0);
    expect(squares(start.stdout, 'white')).toHaveLength(20);
    expect(start.stdout).not.toContain('square-number');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('mindsport: examples/draughts-games.pdn: --game 3: the file has 2 games\n');
  });

  it('pairs the next ladder round, and rejects an unknown present player', async () => {
    const [run, again, unknown] = await Promise.all([
      mindsport('ladder', 'pair', 'examples/ladder-season.json', '--format', 'json'),
      mindsport('ladder', 'pair', 'examples/ladder-season.json', '--format', 'json'),
      mindsport('ladder', 'pair', 'examples/ladder-season.json', '--present', 'ann,zed'),
    ]);
    expect(run.code, run.stderr).toBe(0);
    const proposal = JSON.parse(run.stdout) as {
      round: number;
      pairs: { white: string; black: string }[];
      drawnOut: string | null;
    };
    expect(proposal.round).toBe(3);
    const players = [...proposal.pairs.flatMap((pair) => [pair.white, pair.black]), proposal.drawnOut].sort();
    expect(players).toEqual(['ann', 'bob', 'cas', 'dik', 'eva']);
    expect(again.stdout).toBe(run.stdout);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('examples/ladder-season.json');
    expect(unknown.stderr).toContain('"zed"');
  });

  it('prints the Grand Prix table with explanations, --after a tournament', async () => {
    const [run, unknown] = await Promise.all([
      mindsport('grandprix', 'table', 'examples/grandprix-season.json', '--after', 'bergen'),
      mindsport('grandprix', 'table', 'examples/grandprix-season.json', '--after', 'tromsø'),
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(rowsOf(run.stdout)[0]).toEqual([
      '1',
      'Anne Moen',
      '22',
      '12',
      '10',
      'Counted (best 2 NGP results): Oslo Open 1st 12 + Bergen Cup 2nd 10 = 22. Total 22.',
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('UNKNOWN_ID');
  });
});
