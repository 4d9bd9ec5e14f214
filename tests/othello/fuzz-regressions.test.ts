/**
 * Inputs found by `npm run fuzz` (fuzz/run.ts) that broke an Othello parser, kept as
 * regression tests. PAPP files: spec §4 (players file) and §5 (workfile).
 */
import { describe, expect, it } from 'vitest';
import { parsePappPlayers, parsePappWorkfile } from '../../src/othello/index.js';

describe('PAPP players file (spec §4) — fuzz regressions', () => {
  it('keeps ids beyond 2^53 exact instead of rounding them through a number', () => {
    // fuzz papp-players input 96637: "9007199254740993000002" became "9.007199254740993e+21"
    // and the round trip refused its own output; two such ids could also merge.
    const players = parsePappPlayers('9007199254740993000002 HANSEN, Ola\n9007199254740993000003 BERG, Kari');
    expect(players.map((player) => player.id)).toEqual(['9007199254740993000002', '9007199254740993000003']);
  });

  it('still drops leading zeros, keeping a lone 0', () => {
    expect(parsePappPlayers('000017 A, B\n000 C, D').map((player) => player.id)).toEqual(['17', '0']);
  });

  it('reads "pays = FRA;" as country FRA, not "FRA;"', () => {
    const players = parsePappPlayers('pays = FRA;\n1 A, B\npays = NOR ;\n2 C, D');
    expect(players.map((player) => player.country)).toEqual(['FRA', 'NOR']);
  });

  it('workfile ids beyond 2^53 stay distinct players (spec §5)', () => {
    const imported = parsePappWorkfile(
      '& +9007199254740993000002 +9007199254740993000003 ;\n(9007199254740993000002 40 9007199254740993000003 24);\nronde-suivante;',
    );
    expect(imported.tournament.players.map((player) => player.id)).toEqual([
      '9007199254740993000002',
      '9007199254740993000003',
    ]);
  });
});
