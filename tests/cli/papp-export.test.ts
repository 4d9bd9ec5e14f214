/** `mindsport othello export-papp` and `mindsport othello wof-results` (issue 26), in process. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { osloOpen } from '../othello/papp-fixtures.js';
import { mindsport } from './in-process.js';

const file = join(mkdtempSync(join(tmpdir(), 'mindsport-papp-')), 'oslo.json');
writeFileSync(file, JSON.stringify(osloOpen));
const fixture = (name: string) => readFileSync(new URL(`../fixtures/papp/${name}`, import.meta.url), 'utf8');

describe('mindsport othello export-papp and wof-results', () => {
  it('export-papp prints the workfile (the fixture but for the banner), --players the players file', () => {
    const workfile = mindsport('othello', 'export-papp', file, '--date', '12/04/2025');
    expect(workfile.code).toBe(0);
    expect(workfile.stdout).toBe(
      fixture('oslo-open.workfile.txt').replace('# PAPP 1.37.1, Dec 13 2024', '# written by mindsport'),
    );
    expect(mindsport('othello', 'export-papp', file, '--players').stdout).toContain(
      '140002 BERG, Kari                           %_<1650>\n',
    );
  });
  it('wof-results prints the rating-list file; the header options are required', () => {
    const wof = mindsport(
      'othello',
      'wof-results',
      file,
      '--country',
      'NOR',
      '--date',
      '12/04/2025',
      '--sender',
      'Ola Hansen',
      '--new',
      '9000',
    );
    expect(wof.code).toBe(0);
    expect(wof.stdout).toBe(
      fixture('oslo-open.ELO').replace(
        '%%Creator: PAPP 1.37.1\n%%CreationDate: 2025/04/12 18:30\n',
        '%%Creator: mindsport\n',
      ),
    );
    const missing = mindsport('othello', 'wof-results', file, '--country', 'NOR', '--date', '12/04/2025');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--sender is required (the rating list's %%Sender line)");
  });
  it('what PAPP cannot record is an input error naming the place, exit code 1', () => {
    const bad = join(mkdtempSync(join(tmpdir(), 'mindsport-papp-')), 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({ ...osloOpen, players: osloOpen.players.map((p) => ({ ...p, flags: ['x'] })) }),
    );
    const result = mindsport('othello', 'export-papp', bad, '--players');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('players[0].flags: a PAPP players file has no place for flags');
  });
});
