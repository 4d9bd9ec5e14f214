/**
 * The hand-computed season of `fixture.ts`. Every expected number below is worked out by
 * hand from seed 000 §29–§39 and the spec's decisions (comments show the arithmetic).
 *
 * NGP tournaments on the list: oslo, bergen, trondheim, lyn, stavanger, nm = 6 (paris is
 * an EGP, participation-only, decision 4) → §33: round(2/3 × 6) = 4 results count.
 */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import { grandPrixOutlook, grandPrixSelection, grandPrixStandings, NGP } from '../../src/grandprix/index.js';
import { bergen, nm, oslo, paris, players, season, stavanger, trondheim } from './fixture.js';
import { ids, seasonTotals, tournamentPoints } from './helpers.js';

const pointsOf = (tournament: typeof oslo) =>
  Object.fromEntries(
    tournamentPoints(tournament, players).rows.map((r) => [r.playerId, r.points.toString()]),
  );

describe('§30–§31 points per tournament, among eligible players only', () => {
  it('oslo: Swede (§30 not member, not resident), Tore (not yet member) and Jonas (4 of 7 rounds) are removed, the rest close up', () => {
    // Eligible order: anne 1, cato 2, bjorn 3, dina 4, eirik 5, frida 6, geir 7, hanne 8, ivar 9.
    expect(pointsOf(oslo)).toEqual({
      sven: '0',
      anne: '12',
      cato: '10',
      tore: '0',
      bjorn: '8',
      dina: '7',
      eirik: '6',
      frida: '5',
      geir: '4',
      hanne: '3',
      ivar: '2', // §31: place 9 and below give 2 participation points
      jonas: '0', // §30: 3 × 4 = 12 < 2 × 7 = 14
    });
    const results = tournamentPoints(oslo, players).rows;
    expect(results.find((r) => r.playerId === 'sven')?.reasons).toEqual([
      'notMember',
      'notCitizenOrResident',
    ]);
    expect(results.find((r) => r.playerId === 'tore')?.reasons).toEqual(['notMember']);
    expect(results.find((r) => r.playerId === 'jonas')?.reasons).toEqual(['tooFewRounds']);
    expect(results.find((r) => r.playerId === 'bjorn')?.eligiblePlace).toBe(3);
  });

  it('bergen: anne and dina share 4th → eligible 3rd–4th, (8 + 7) / 2 = 7.5 each (§31, decision 6)', () => {
    expect(pointsOf(bergen)).toEqual({
      bjorn: '12',
      cato: '10',
      tore: '0', // member only from 2024-09-01, event starts 2024-08-24
      anne: '7.5',
      dina: '7.5',
      kari: '6',
      mona: '5',
      lars: '4',
      eirik: '3', // 4 of 6 rounds: 3 × 4 = 12 ≥ 12, exactly 2/3 is enough (decision 5)
      frida: '0', // 3 of 6 rounds
    });
    const anne = tournamentPoints(bergen, players).rows.find((r) => r.playerId === 'anne');
    expect([anne?.eligiblePlace, anne?.eligibleLastPlace]).toEqual([3, 4]);
  });

  it('paris (EGP, §32): 2 participation points for each eligible player, nothing for the rest', () => {
    // tore is a member from 2024-09-01 (start 2024-09-14); hanne played 5 of 8 (15 < 16).
    expect(pointsOf(paris)).toEqual({ sven: '0', anne: '2', geir: '2', tore: '2', hanne: '0' });
  });

  it('trondheim: lars and mona share 9th → eligible 8th–9th, (3 + 2) / 2 = 2.5 each', () => {
    expect(pointsOf(trondheim)).toEqual({
      tore: '12',
      cato: '10',
      anne: '8',
      bjorn: '7',
      sven: '0',
      ivar: '6',
      jonas: '5',
      kari: '4',
      lars: '2.5',
      mona: '2.5',
      dina: '0', // 4 of 7 rounds
    });
  });

  it('lightning: 50 % of the scale including the participation points (§31, spec §3 decision)', () => {
    expect(pointsOf(season.tournaments[4] as typeof oslo)).toEqual({
      dina: '6',
      anne: '5',
      bjorn: '4',
      cato: '3.5',
      eirik: '3',
      frida: '2.5',
      geir: '2',
      hanne: '1.5',
      ivar: '1',
      jonas: '1',
    });
  });

  it('stavanger: 3 of 5 rounds is not enough (decision 5: 9 < 10)', () => {
    expect(pointsOf(stavanger)).toEqual({
      cato: '12',
      bjorn: '10',
      sven: '0',
      dina: '8',
      anne: '7',
      kari: '6',
      hanne: '0',
      lars: '5',
      mona: '4',
    });
  });

  it('NM: 150 %; frida, geir, hanne share 7th–9th: (4 + 3 + 2) / 3 × 1.5 = 4.5 each; 10th and 11th get 3', () => {
    expect(pointsOf(nm)).toEqual({
      bjorn: '18',
      anne: '15',
      cato: '12',
      dina: '10.5',
      tore: '9',
      eirik: '7.5',
      frida: '4.5',
      geir: '4.5',
      hanne: '4.5',
      ivar: '3',
      kari: '3',
    });
  });
});

describe('§33 season totals: best 4 of the NGP results count, further NGP results give 2, EGP adds 2', () => {
  const totals = seasonTotals(season);
  const byPlayer = new Map(totals.totals.map((t) => [t.playerId, t]));
  const statusOf = (player: string) =>
    Object.fromEntries(byPlayer.get(player)?.results.map((r) => [r.tournamentId, r.status]) ?? []);

  it('counts round(2/3 × 6) = 4 results', () => {
    expect(totals.plannedNgpTournaments).toBe(6);
    expect(totals.countedTournaments).toBe(4);
  });

  it('every total, worked by hand', () => {
    const expected: Record<string, string> = {
      anne: '48.5', // counted nm 15 + oslo 12 + trondheim 8 + bergen 7.5 = 42.5; lyn, stavanger → 2 + 2; paris 2
      bjorn: '52', // nm 18 + bergen 12 + stavanger 10 + oslo 8 = 48; trondheim, lyn → 4
      cato: '48', // stavanger 12 + nm 12 + oslo 10 + bergen 10 = 44; trondheim (10), lyn → 4
      dina: '35', // nm 10.5 + stavanger 8 + bergen 7.5 + oslo 7 = 33; lyn (6, a 1st place!) → 2
      eirik: '19.5', // 6 + 3 + 3 + 7.5, all four count
      frida: '12', // 5 + 2.5 + 4.5 (bergen: too few rounds)
      geir: '12.5', // 4 + 2 + 4.5 = 10.5; paris 2
      hanne: '9', // 3 + 1.5 + 4.5 (paris and stavanger: too few rounds)
      ivar: '12', // 2 + 6 + 1 + 3
      jonas: '6', // 5 + 1 (oslo: too few rounds)
      kari: '19', // 6 + 4 + 6 + 3
      lars: '11.5', // 4 + 2.5 + 5
      mona: '11.5', // 5 + 2.5 + 4
      tore: '23', // trondheim 12 + nm 9; paris 2 (oslo, bergen: not yet a member)
    };
    expect(Object.fromEntries(totals.totals.map((t) => [t.playerId, t.total.toString()]))).toEqual(expected);
  });

  it('decision 9: a player with no eligible result (the Swede) is not in the table', () => {
    expect(byPlayer.has('sven')).toBe(false);
  });

  it('marks counted and dropped results (§33); decision 2: equal points → the better place, then the earlier event', () => {
    // cato: stavanger 12 (1st) and nm 12 (3rd) both count; three 2nd places worth 10 compete
    // for the last two slots: oslo and bergen (earlier) count, trondheim gives 2.
    expect(statusOf('cato')).toEqual({
      oslo: 'counted',
      bergen: 'counted',
      trondheim: 'extra',
      lyn: 'extra',
      stavanger: 'counted',
      nm: 'counted',
    });
    const cato = byPlayer.get('cato');
    expect(cato?.countedPoints.toString()).toBe('44');
    expect(cato?.extraPoints.toString()).toBe('4');
    expect(cato?.results.find((r) => r.tournamentId === 'trondheim')?.awarded.toString()).toBe('2');
    expect(statusOf('anne')).toEqual({
      oslo: 'counted',
      bergen: 'counted',
      paris: 'participation',
      trondheim: 'counted',
      lyn: 'extra',
      stavanger: 'extra',
      nm: 'counted',
    });
    expect(statusOf('tore')).toEqual({
      oslo: 'ineligible',
      bergen: 'ineligible',
      paris: 'participation',
      trondheim: 'counted',
      nm: 'counted',
    });
  });

  it('§34 key: counted places among eligible players, shared 3rd–4th counts as 3rd, dropped 1st places do not count', () => {
    expect(byPlayer.get('anne')?.countedPlaces).toEqual([1, 1, 2]); // oslo 1st, nm 2nd, trondheim 3rd, bergen 3rd–4th
    expect(byPlayer.get('dina')?.countedPlaces).toEqual([0, 0, 2, 2]); // lyn 1st is dropped
    expect(byPlayer.get('ivar')?.countedPlaces).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 2, 1]); // past 8th (decision 1)
  });
});

describe('the season table (§34) and the selection order (decision 7)', () => {
  const table = grandPrixStandings(season);
  const line = (row: (typeof table.rows)[number]) => `${row.placeLabel} ${row.playerId} ${row.total}`;

  it('ranks by total, then counted 1st, 2nd, … places; ties left are shared', () => {
    expect(table.rows.map(line)).toEqual([
      '1 bjorn 52',
      '2 anne 48.5',
      '3 cato 48',
      '4 dina 35',
      '5 tore 23',
      '6 eirik 19.5',
      '7 kari 19',
      '8 geir 12.5',
      '9 ivar 12',
      '10 frida 12',
      '11–12 lars 11.5',
      '11–12 mona 11.5',
      '13 hanne 9',
      '14 jonas 6',
    ]);
  });

  it('ivar and frida (12 each) are separated by counted places: ivar has a counted 5th place, frida none (§34)', () => {
    const frida = table.rows.find((row) => row.playerId === 'frida');
    expect(frida?.decidedBy).toBe('countedPlaces');
    expect(table.rows.find((row) => row.playerId === 'ivar')?.decidedBy).toBe('total');
  });

  it('lars and mona share 11th–12th in the table; for selection the last NGP event both played decides (§34)', () => {
    // Same total 11.5 and same counted places (6th, 7th, 8th). Last common NGP event:
    // stavanger, lars 8th, mona 9th → lars first, although mona is higher on the rating list.
    const lars = table.rows.find((row) => row.playerId === 'lars');
    const mona = table.rows.find((row) => row.playerId === 'mona');
    expect([lars?.shared, mona?.shared]).toEqual([true, true]);
    expect([lars?.selectionPlaceLabel, mona?.selectionPlaceLabel]).toEqual(['11', '12']);
    expect(mona?.selectionDecidedBy).toBe('lastCommonEvent');
  });

  it('explains each row: counted results, dropped ones, participation, ineligible ones, the sum', () => {
    const tore = table.rows.find((row) => row.playerId === 'tore');
    expect(tore?.explanation).toBe(
      'Counted (best 4 NGP results): Trondheim 1st 12 + NM 2025 5th 9 = 21. ' +
        'Participation-only: EGP Paris 2 = 2. ' +
        'No points (not eligible): Oslo Open (notMember), Bergen (notMember). Total 23.',
    );
    const cato = table.rows.find((row) => row.playerId === 'cato');
    expect(cato?.explanation).toContain(
      'Dropped, 2 participation points each: Trondheim 2nd (10), Lyn-NGP 4th (3.5) = 4.',
    );
  });

  it('standings after any event (live): after trondheim, the counted number stays 4 (decision 4)', () => {
    const live = grandPrixStandings(season, NGP, { afterTournament: 'trondheim' });
    expect(live.countedTournaments).toBe(4);
    expect(live.remainingTournaments).toEqual(['lyn', 'stavanger', 'nm']);
    // cato 10 + 10 + 10; anne 12 + 7.5 + 8 + paris 2; bjorn 8 + 12 + 7; dina 7 + 7.5; tore 12 + 2
    expect(live.rows.slice(0, 5).map(line)).toEqual([
      '1 cato 30',
      '2 anne 29.5',
      '3 bjorn 27',
      '4 dina 14.5',
      '5 tore 14',
    ]);
    expect(live.afterTournament).toBe('trondheim');
    // The same table as a season whose later tournaments have no standings yet.
    const cut = {
      ...season,
      tournaments: season.tournaments.map((tournament) =>
        live.remainingTournaments.includes(tournament.id)
          ? { ...tournament, standings: undefined }
          : tournament,
      ),
    };
    expect(grandPrixStandings(cut).rows.map(line)).toEqual(live.rows.map(line));
  });
});

describe('§35–§38 world-championship selection', () => {
  it('the national champion first, then the NGP table; a quota after the first team; the rest are reserves', () => {
    const selection = grandPrixSelection(season, NGP, {
      teamSize: 3,
      quotas: [
        { name: 'women', category: 'women', size: 1 },
        { name: 'junior', category: 'junior', size: 1 },
      ],
    });
    expect(selection.champion?.playerId).toBe('bjorn'); // NM winner (§36)
    expect(selection.championSource).toBe('nationalChampionship');
    expect(ids(selection.team)).toEqual(['bjorn', 'anne', 'cato']);
    // women: anne is on the team already; best remaining woman is dina (§38, decision 8).
    // junior: cato is on the team; best remaining junior is frida (10th; jonas is 14th).
    expect(selection.quotas.map((quota) => ids(quota.players))).toEqual([['dina'], ['frida']]);
    expect(ids(selection.reserves)).toEqual([
      'tore',
      'eirik',
      'kari',
      'geir',
      'ivar',
      'lars',
      'mona',
      'hanne',
      'jonas',
    ]);
    expect(selection.undecided).toEqual([]);
  });

  it('a given champion takes seat 1 even if low in the table', () => {
    const selection = grandPrixSelection(season, NGP, { teamSize: 2, champion: 'jonas' });
    expect(ids(selection.team)).toEqual(['jonas', 'bjorn']);
    expect(selection.championSource).toBe('input');
  });
});

describe('outlook: best and worst final place still possible', () => {
  it('cato after stavanger (NM left): best 1st, worst 3rd — and the actual final place is 3rd', () => {
    const outlook = grandPrixOutlook(season, NGP, { playerId: 'cato', afterTournament: 'stavanger' });
    // cato now 12 + 10 + 10 + 10 + 2 (lyn) = 44; winning the NM: 18 + 12 + 10 + 10 + 2 + 2 = 54,
    // and nobody else has more than 39 now (bjorn).
    expect(outlook.currentTotal.toString()).toBe('44');
    expect(outlook.bestTotal.toString()).toBe('54');
    expect(outlook.bestPlace).toBe(1);
    // Winning the NM: bjorn 18 + 12 + 10 + 8 + 2 + 2 = 52 and anne 18 + 12 + 8 + 7.5 + 2 + 2 + 2 = 51.5
    // pass 44; dina at most 18 + 8 + 7.5 + 7 + 2 = 42.5 does not.
    expect(ids(outlook.couldFinishAbove)).toEqual(['anne', 'bjorn']);
    expect(outlook.worstPlace).toBe(3);
    const final = grandPrixStandings(season).rows.find((row) => row.playerId === 'cato');
    expect(final?.place).toBeGreaterThanOrEqual(outlook.bestPlace);
    expect(final?.place).toBeLessThanOrEqual(outlook.worstPlace);
  });

  it('exact arithmetic: totals are Fractions', () => {
    expect(seasonTotals(season).totals[0]?.total).toBeInstanceOf(Fraction);
  });
});
