// The twelve scoring systems of issue 27, each with its published worked example where one
// exists and otherwise the vectors of the Diplomacy Tournament Visualiser's tests (dipvis,
// `visualiser/tournament/game_scoring/test_*.py`: numbers only), scores in A E F G I R T
// order. Readings where the sources disagree are in docs/diplomacy.md ("Readings").
import { describe, expect, it } from 'vitest';
import {
  BANGKOK,
  BANGKOK_PIKE,
  BASE3,
  DIPLOMACY_SCORING_PRESETS,
  HAIGHT,
  OLYMPIC,
  OPEN_MIND_THE_GAP,
  parseGameResult,
  RANKED_CLASSIC,
  SOLOS,
  SOUTHERN_SUN,
  SYDNEY_LEAGUE,
  scoreBangkok,
  scoreBangkokPike,
  scoreBase3,
  scoreDiplomacyGame,
  scoreHaight,
  scoreOpenMindTheGap,
  scoreRankedClassic,
  scoreSolos,
  scoreSouthernSun,
  scoreSydneyLeague,
  scoreVulcan,
  scoreYourDrawSize,
  VULCAN,
  YOUR_DRAW_SIZE,
  YOUR_DRAW_SIZE_UNLIMITED,
} from '../../src/diplomacy/index.js';
import { failure } from '../helpers/errors.js';
import { expectScores } from './helpers.js';

const game = parseGameResult;
const DIPVIS_SOLO = 'A0@1904 E4 F0@1906 G18 I0@1906 R5 T7 end:1907';

describe('Bangkok (World Diplomacy Wiki, Bangkok 2020 Scoring System)', () => {
  it('the wiki’s domination examples: 12 alone takes the pool; 12 / 11 / 10 share 3 : 2 : 1 → 6, 4, 2', () => {
    // Full games of the wiki's first two boards: centres + bonus + 3, eliminated 1905 → 1.5.
    expectScores(scoreBangkok(game('A12 E6 F6 G5 I5 R0@1905 T0@1905 end:1908')), [27, 9, 9, 8, 8, 1.5, 1.5]);
    expectScores(
      scoreBangkok(game('A12 E11 F10 G1 I0@1905 R0@1905 T0@1905 end:1908')),
      [21, 18, 15, 4, 1.5, 1.5, 1.5],
    );
  });
  it('the wiki’s survival example: eliminated in 1905 scores 5 years × 0.3 = 1.5 (years counted to the elimination)', () => {
    expect(scoreBangkok(game('A12 E6 F6 G5 I5 R0@1905 T0@1905')).russia.toString()).toBe('1.5');
  });
  it('the wiki’s solo: 41; other survivors 0.5 per centre, the eliminated 0 (dipvis vector B4)', () => {
    expectScores(scoreBangkok(game(DIPVIS_SOLO)), [0, 2, 0, 41, 0, 2.5, 3.5]);
  });
  it('a domination share in sevenths stays exact (12 · 3 / 7)', () => {
    expectScores(scoreBangkok(game('A12 E12 F10 G0@1905 I0@1905 R0@1905 T0@1906 end:1908')), [
      '141/7',
      '141/7',
      '103/7',
      1.5,
      1.5,
      1.5,
      1.8,
    ]);
  });
  it('survivalYears "completed" reproduces the dipvis vectors B1–B3 (0.9 for 1904)', () => {
    const dipvis = { ...BANGKOK, survivalYears: 'completed' } as const;
    expectScores(scoreBangkok(game('A0@1904 E5 F4 G8 I4 R5 T8 end:1904'), dipvis), [0.9, 8, 7, 17, 7, 8, 17]);
    expectScores(scoreBangkok(game('A0@1904 E5 F3 G13 I3 R4 T6 end:1905'), dipvis), [0.9, 8, 6, 28, 6, 7, 9]);
    expectScores(
      scoreBangkok(game('A0@1904 E5 F0@1906 G17 I0@1906 R5 T7 end:1906'), dipvis),
      [0.9, 8, 1.5, 32, 1.5, 8, 10],
    );
    // The published count (the default) differs only for the eliminated: 1904 → 1.2.
    expect(scoreBangkok(game('A0@1904 E5 F4 G8 I4 R5 T8 end:1904')).austria.toString()).toBe('1.2');
  });
});

describe('Olympic (no published definition: the dipvis parameters and tests)', () => {
  it('vectors O1–O5: shares 4 / 1.5 / 0.5, the eliminated 0.3 per completed year', () => {
    expectScores(
      scoreBangkok(game('A0@1904 E5 F4 G8 I4 R5 T8 end:1904'), OLYMPIC),
      [0.9, 8, 7, 17, 7, 8, 17],
    );
    expectScores(
      scoreBangkok(game('A0@1904 E5 F3 G13 I3 R4 T6 end:1905'), OLYMPIC),
      [0.9, 8, 6, 28, 6, 7, 9],
    );
    expectScores(
      scoreBangkok(game('A0@1904 E5 F0@1906 G17 I0@1906 R5 T7 end:1906'), OLYMPIC),
      [0.9, 8, 1.5, 32, 1.5, 8, 10],
    );
    expectScores(
      scoreBangkok(game('A0@1904 E5 F4 G8 I4 R6 T7 end:1904'), OLYMPIC),
      [0.9, 8, 7, 19, 7, 10, 13],
    );
    expectScores(scoreBangkok(game('A0@1904 E6 F3 G8 I3 R6 T8 end:1904'), OLYMPIC), [
      0.9,
      '29/3',
      6,
      '49/3',
      6,
      '29/3',
      '49/3',
    ]);
  });
  it('vector O6: a solo scores 46 and everyone else 0', () => {
    expectScores(scoreBangkok(game(DIPVIS_SOLO), OLYMPIC), [0, 0, 0, 46, 0, 0, 0]);
  });
});

describe('Bangkok Pike (hechtstechen.com Scoring System; no worked example there: the dipvis vectors)', () => {
  it('P1–P4: a shared top gets 4 each, one behind 4, two behind 2; a lone top 6 + 4 + 2', () => {
    expectScores(scoreBangkokPike(game('A0@1904 E5 F4 G8 I2 R7 T8 end:1904')), [0.4, 8, 7, 15, 5, 14, 15]);
    expectScores(scoreBangkokPike(game('A0@1904 E5 F3 G13 I3 R4 T6 end:1905')), [0.4, 8, 6, 28, 6, 7, 9]);
    expectScores(
      scoreBangkokPike(game('A0@1904 E5 F0@1906 G17 I0@1906 R5 T7 end:1906')),
      [0.4, 8, 0.6, 32, 0.6, 8, 10],
    );
    expectScores(scoreBangkokPike(game('A0@1904 E7 F2 G8 I1 R7 T9 end:1904')), [0.4, 12, 5, 15, 4, 12, 18]);
  });
  it('P5, the nested reading: a lone topper with someone one behind gets no +2 even with nobody two behind', () => {
    expectScores(scoreBangkokPike(game('A0@1904 E6 F3 G8 I2 R6 T9 end:1904')), [0.4, 9, 6, 15, 5, 9, 18]);
  });
  it('P6: a solo scores 60, the others 0.1 per year played, survivors to the solo year', () => {
    expectScores(scoreBangkokPike(game(DIPVIS_SOLO)), [0.4, 0.7, 0.6, 60, 0.6, 0.7, 0.7]);
  });
});

describe('Base3 (no published definition: the dipvis description and tests)', () => {
  it('vectors 3a–3e: 3 + centres for a survivor, 9 / 3 / 1 for a lone, 2-way, 3-way top', () => {
    expectScores(scoreBase3(game('A0@1904 E10 F9 G8 I5 R0@1908 T2 end:1908')), [0, 22, 12, 11, 8, 0, 5]);
    expectScores(scoreBase3(game('A0@1904 E17 F0@1908 G10 I4 R0@1908 T3 end:1908')), [0, 29, 0, 13, 7, 0, 6]);
    expectScores(
      scoreBase3(game('A0@1904 E11 F0@1908 G11 I11 R0@1908 T1 end:1908')),
      [0, 15, 0, 15, 15, 0, 4],
    );
    expectScores(
      scoreBase3(game('A0@1904 E12 F0@1908 G11 I11 R0@1907 T0@1907 end:1908')),
      [0, 24, 0, 14, 14, 0, 0],
    );
    expectScores(
      scoreBase3(game('A0@1904 E12 F0@1908 G10 I10 R0@1908 T2 end:1908')),
      [0, 24, 0, 13, 13, 0, 5],
    );
  });
  it('"etc." read literally: a 4-way top gets 9 / 27 = 1/3 each', () => {
    expectScores(scoreBase3(game('A8 E8 F8 G8 I2 R0 T0')), ['34/3', '34/3', '34/3', '34/3', 5, 0, 0]);
  });
  it('vector 3f: a solo scores 46 and the others 0', () => {
    expectScores(scoreBase3(game('A0@1904 E18 F0@1908 G10 I4 R0@1908 T2 end:1911')), [0, 46, 0, 0, 0, 0, 0]);
  });
});

describe('Haight v1.0 (WDC 2025; its examples as the dipvis tests carry them)', () => {
  it('examples a–e: 10 per centre, years played for the eliminated, rank bonus of the lower place, 5 per centre of a lone lead', () => {
    expectScores(
      scoreHaight(game('A0@1904 E10 F9 G8 I5 R0@1908 T2 end:1908')),
      [4, 171, 145, 124, 83, 19, 42],
    );
    expectScores(
      scoreHaight(game('A0@1904 E17 F0@1908 G10 I4 R0@1908 T3 end:1908')),
      [4, 271, 19, 155, 84, 19, 63],
    );
    expectScores(
      scoreHaight(game('A0@1904 E11 F0@1908 G11 I11 R0@1908 T1 end:1908')),
      [4, 154, 19, 154, 154, 19, 43],
    );
    expectScores(
      scoreHaight(game('A0@1904 E12 F0@1908 G11 I11 R0@1907 T0@1907 end:1908')),
      [4, 191, 41, 154, 154, 18, 18],
    );
    expectScores(
      scoreHaight(game('A0@1904 E12 F0@1908 G10 I10 R0@1908 T2 end:1908')),
      [4, 196, 19, 144, 144, 19, 53],
    );
  });
  it('example f: a solo 451; a survivor scores 5 per centre or its years played, whichever is more', () => {
    expectScores(
      scoreHaight(game('A0@1904 E18 F0@1908 G10 I4 R0@1908 T2 end:1911')),
      [4, 451, 8, 50, 20, 8, 11],
    );
    expectScores(
      scoreHaight(game('A0@1904 E18 F0@1908 G10 I4 R0@1908 T2 end:1910')),
      [4, 451, 8, 50, 20, 8, 10],
    );
  });
  it('eliminated in the same year tie and take the lower place', () => {
    expectScores(
      scoreHaight(game('A12 E9 F9 G4 I0@1905 R0@1905 T0@1903 end:1908')),
      [201, 134, 134, 73, 16, 16, 3],
    );
  });
});

describe('Open Mind the Gap (the rules quoted in dipvis issue #208; the dipvis vectors)', () => {
  it('M1: no lone topper, no tribute; a 4-way top shares (4.5 + 3 + 1.5) / 4', () => {
    expectScores(scoreOpenMindTheGap(game('A5 E4 F5 G5 I4 R5 T4 end:1901')), [
      '75/4',
      15,
      '75/4',
      '75/4',
      15,
      '75/4',
      15,
    ]);
  });
  it('M2: a shared top: 2.25 each for 2nd–3rd shared, no tribute', () => {
    expectScores(scoreOpenMindTheGap(game('A0@1904 E5 F4 G8 I4 R5 T8 end:1904')), [
      0,
      '69/4',
      15,
      '99/4',
      15,
      '69/4',
      '99/4',
    ]);
  });
  it('M3–M4: each payer pays the whole gap unless half its score is less', () => {
    expectScores(scoreOpenMindTheGap(game('A0@1904 E5 F3 G13 I3 R4 T6 end:1905')), [
      0,
      11,
      '27/4',
      '135/2',
      '27/4',
      8,
      14,
    ]);
    expectScores(scoreOpenMindTheGap(game('A0@1904 E5 F0@1906 G17 I0@1906 R5 T7 end:1906')), [
      0,
      '69/8',
      0,
      '265/4',
      0,
      '69/8',
      '25/2',
    ]);
  });
  it('with two survivors the eliminated share 3rd place (decision 16) and pay tribute from it', () => {
    expectScores(scoreOpenMindTheGap(game('A17 E16 F0 G0 I0 R0 T0')), [
      '163/4',
      35,
      '3/20',
      '3/20',
      '3/20',
      '3/20',
      '3/20',
    ]);
  });
  it('M5: a solo scores 100 and the others 0', () => {
    expectScores(scoreOpenMindTheGap(game(DIPVIS_SOLO)), [0, 0, 0, 100, 0, 0, 0]);
  });
});

describe('Ranked Classic (no published definition: the dipvis description and tests)', () => {
  it('vectors 7a–7e: 30 + 10 per centre + the place bonus among survivors; a 2-way tie by its table, 3 or more the lower place', () => {
    expectScores(
      scoreRankedClassic(game('A0@1904 E10 F9 G8 I5 R0@1908 T2 end:1908')),
      [3, 330, 210, 170, 120, 7, 80],
    );
    expectScores(
      scoreRankedClassic(game('A0@1904 E17 F0@1908 G10 I4 R0@1908 T3 end:1908')),
      [3, 400, 7, 220, 130, 7, 100],
    );
    expectScores(
      scoreRankedClassic(game('A0@1904 E11 F0@1908 G11 I11 R0@1908 T1 end:1908')),
      [3, 200, 7, 200, 200, 7, 80],
    );
    expectScores(
      scoreRankedClassic(game('A0@1904 E12 F0@1908 G11 I11 R0@1907 T0@1907 end:1908')),
      [3, 350, 7, 210, 210, 6, 6],
    );
    expectScores(
      scoreRankedClassic(game('A0@1904 E12 F0@1908 G10 I10 R0@1908 T2 end:1908')),
      [3, 350, 7, 200, 200, 7, 90],
    );
  });
  it('the 2-way table at 1st (135) and at 6th (15); a 3-way tie at 4th–6th takes 6th (20)', () => {
    expectScores(
      scoreRankedClassic(game('A12 E12 F4 G3 I2 R1 T0@1905 end:1908')),
      [285, 285, 130, 100, 80, 60, 4],
    );
    expectScores(
      scoreRankedClassic(game('A10 E8 F5 G4 I3 R2 T2 end:1908')),
      [330, 200, 140, 110, 90, 65, 65],
    );
    expectScores(
      scoreRankedClassic(game('A12 E10 F6 G2 I2 R2 T0@1906 end:1908')),
      [350, 220, 150, 70, 70, 70, 5],
    );
  });
  it('vector 7f: a solo 550, the others their years survived (survivors to the solo year)', () => {
    expectScores(
      scoreRankedClassic(game('A0@1904 E18 F0@1908 G10 I4 R0@1908 T2 end:1911')),
      [3, 550, 7, 10, 10, 7, 10],
    );
  });
});

describe('Solos (Solo Derby, Diplomatic Pouch W2012A: no worked example; the rule itself)', () => {
  it('a solo scores 100 and everyone else 0; without a solo everyone scores 0', () => {
    expectScores(scoreSolos(game('A0@1904 E1 F0@1906 G18 I0@1906 R1 T14 end:1907')), [0, 0, 0, 100, 0, 0, 0]);
    expectScores(scoreSolos(game('A5 E4 F5 G5 I4 R5 T4')), [0, 0, 0, 0, 0, 0, 0]);
    expectScores(scoreSolos(game('A10 E10 F10 G4 I0 R0 T0')), [0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('Southern Sun (the definition quoted in dipvis issue #377)', () => {
  it('the published examples: a 2-way top shares (130 + 80) / 2 = 105; a 3-way 2nd (80 + 50 + 30) / 3 → 53', () => {
    const twoWayTop = scoreSouthernSun(game('A12 E12 F4 G3 I2 R1 T0@1905 end:1908'));
    expect(twoWayTop.austria.toString()).toBe(String(30 + 120 + 105));
    const threeWaySecond = scoreSouthernSun(game('A12 E6 F6 G6 I2 R1 T1 end:1908'));
    expect(threeWaySecond.england.toString()).toBe(String(30 + 60 + 53));
  });
  it('the eliminated score 3 per full year survived (the published text, the default): 1904 → 9', () => {
    expectScores(
      scoreSouthernSun(game('A0@1907 E14 F4 G1 I0@1902 R0@1904 T15 end:1909')),
      [18, 250, 120, 70, 3, 9, 310],
    );
  });
  it('survivalYears "includingElimination" reproduces the dipvis vectors S1–S7', () => {
    const dipvis = { ...SOUTHERN_SUN, survivalYears: 'includingElimination' } as const;
    const rows: [string, (string | number)[]][] = [
      ['A0@1907 E14 F4 G1 I0@1902 R0@1904 T15 end:1909', [21, 250, 120, 70, 6, 12, 310]],
      ['A12 E11 F5 G5 I1 R0@1903 T0@1906 end:1909', [280, 220, 120, 120, 60, 9, 18]],
      ['A11 E10 F7 G3 I2 R1 T0@1904 end:1909', [270, 210, 150, 90, 70, 50, 12]],
      ['A10 E9 F5 G5 I4 R1 T0@1907 end:1909', [260, 200, 120, 120, 90, 50, 21]],
      ['A8 E7 F6 G6 I3 R3 T1 end:1909', [240, 180, 130, 130, 75, 75, 50]],
      ['A11 E11 F11 G1 I0@1904 R0@1909 T0@1903 end:1909', [227, 227, 227, 70, 12, 27, 9]],
      ['A17 E17 F0@1903 G0@1906 I0@1904 R0@1909 T0@1903 end:1909', [305, 305, 9, 18, 12, 27, 9]],
    ];
    for (const [notation, expected] of rows) expectScores(scoreSouthernSun(game(notation), dipvis), expected);
  });
  it('a half rounds up: a 4-way top shares 72.5 → 73 (dipvis rounds half to even: 72)', () => {
    const dipvis = { ...SOUTHERN_SUN, survivalYears: 'includingElimination' } as const;
    expectScores(
      scoreSouthernSun(game('A8 E8 F8 G8 I2 R0@1905 T0@1906 end:1909'), dipvis),
      [183, 183, 183, 183, 70, 15, 18],
    );
  });
  it('vector S8: a solo scores 500 and the others 0', () => {
    expectScores(
      scoreSouthernSun(game('A0@1904 E4 F0@1909 G18 I0@1909 R5 T7 end:1910')),
      [0, 0, 0, 500, 0, 0, 0],
    );
  });
});

describe('Sydney League (no published definition: the dipvis description and tests)', () => {
  it('Y1–Y2: places 700 … 100 shared, 25 per centre, the eliminated placed by year and 1 per year played', () => {
    expectScores(
      scoreSydneyLeague(game('A5 E4 F5 G5 I4 R5 T4 end:1901')),
      [675, 300, 675, 675, 300, 675, 300],
    );
    expectScores(
      scoreSydneyLeague(game('A0@1904 E5 F0@1906 G17 I0@1906 R5 T7 end:1907')),
      [104, 575, 256, 1125, 256, 575, 775],
    );
  });
  it('Y3: after a solo the soloist’s score × 3/2, everyone else’s × 1/2', () => {
    expectScores(scoreSydneyLeague(game(DIPVIS_SOLO)), [52, 250, 128, 1725, 128, '625/2', '775/2']);
  });
});

describe('Vulcan (no published definition: the dipvis description and its tests "Example 1" and "Example 2")', () => {
  it('V1–V4: centres + 5 + every centre between a power and each power below it; 10 split among the toppers', () => {
    expectScores(scoreVulcan(game('A5 E4 F5 G5 I4 R5 T4 end:1901')), [
      '31/2',
      9,
      '31/2',
      '31/2',
      9,
      '31/2',
      9,
    ]);
    expectScores(scoreVulcan(game('A0@1904 E5 F1 G10 I5 R4 T9 end:1904')), [0, 20, 7, 61, 20, 16, 44]);
    expectScores(scoreVulcan(game('A0@1904 E5 F1 G14 I2 R4 T8 end:1905')), [0, 23, 7, 93, 10, 18, 41]);
    expectScores(scoreVulcan(game('A0@1904 E5 F1 G12 I0@1906 R5 T11 end:1906')), [0, 24, 8, 77, 0, 24, 60]);
  });
  it('V5: a solo scores 130, a surviving loser 5, an eliminated power 0', () => {
    expectScores(scoreVulcan(game(DIPVIS_SOLO)), [0, 5, 0, 130, 0, 5, 5]);
  });
});

describe('Your Draw Size (Diplomacy World 172 p. 44 as cited in dipvis issue #390; the dipvis vectors)', () => {
  it('Z1–Z4 and the band edges: 0 / 21 / 30 / 42 / 70 / 105', () => {
    expectScores(scoreYourDrawSize(game('A5 E4 F5 G5 I4 R5 T4')), [30, 30, 30, 30, 30, 30, 30]);
    expectScores(scoreYourDrawSize(game('A0@1904 E5 F3 G11 I4 R3 T8')), [0, 30, 21, 70, 30, 21, 42]);
    expectScores(scoreYourDrawSize(game('A0@1904 E5 F1 G14 I2 R4 T8')), [0, 30, 21, 105, 21, 30, 42]);
    expectScores(scoreYourDrawSize(game('A0@1904 E4 F0@1906 G17 I0@1906 R6 T7')), [0, 30, 0, 105, 0, 30, 30]);
    expectScores(scoreYourDrawSize(game('A14 E11 F4 G3 I1 R1 T0')), [105, 70, 30, 21, 21, 21, 0]);
    expectScores(scoreYourDrawSize(game('A13 E10 F7 G3 I0 R0 T0')), [70, 42, 30, 21, 0, 0, 0]);
  });
  it('Z5: a solo scores 300 in short games, 320 in unlimited ones; the others 0', () => {
    expectScores(scoreYourDrawSize(game(DIPVIS_SOLO)), [0, 0, 0, 300, 0, 0, 0]);
    expectScores(scoreYourDrawSize(game(DIPVIS_SOLO), YOUR_DRAW_SIZE_UNLIMITED), [0, 0, 0, 320, 0, 0, 0]);
  });
});

describe('the registry names every new system (the command line’s --preset reads it)', () => {
  const presets = {
    BANGKOK,
    OLYMPIC,
    BANGKOK_PIKE,
    BASE3,
    HAIGHT,
    OPEN_MIND_THE_GAP,
    RANKED_CLASSIC,
    SOLOS,
    SOUTHERN_SUN,
    SYDNEY_LEAGUE,
    VULCAN,
    YOUR_DRAW_SIZE,
    YOUR_DRAW_SIZE_UNLIMITED,
  };
  it.each(Object.entries(presets))(
    '%s is in DIPLOMACY_SCORING_PRESETS and scores through scoreDiplomacyGame',
    (name, preset) => {
      expect(DIPLOMACY_SCORING_PRESETS[name]).toBe(preset);
      expect(scoreDiplomacyGame(game(DIPVIS_SOLO), preset).germany.isZero()).toBe(false);
    },
  );
});

describe('bad scoring rules and missing years (API.md §3; decision 17)', () => {
  it('a Bangkok shares list of two is WRONG_LIST_LENGTH at its path', () => {
    const [code, , path] = failure(() => scoreBangkok(game(DIPVIS_SOLO), { ...BANGKOK, shares: [3, 2] }));
    expect([code, path]).toEqual(['WRONG_LIST_LENGTH', ['scoring', 'shares']]);
  });
  it('an unknown survivalYears is NOT_ONE_OF with the nearest suggested', () => {
    const bad = { ...SOUTHERN_SUN, survivalYears: 'complete' } as never;
    const [code, message, path] = failure(() => scoreSouthernSun(game(DIPVIS_SOLO), bad));
    expect([code, path]).toEqual(['NOT_ONE_OF', ['scoring', 'survivalYears']]);
    expect(message).toContain('completed');
  });
  it('a Your Draw Size solo score of 300.5 is NOT_AN_INTEGER', () => {
    const [code, , path] = failure(() =>
      scoreYourDrawSize(game(DIPVIS_SOLO), { ...YOUR_DRAW_SIZE, soloWinner: 300.5 }),
    );
    expect([code, path]).toEqual(['NOT_AN_INTEGER', ['scoring', 'soloWinner']]);
  });
  it.each([
    ['Bangkok', (g: ReturnType<typeof game>) => scoreBangkok(g)],
    ['Bangkok Pike', scoreBangkokPike],
    ['Haight v1.0', scoreHaight],
    ['Ranked Classic', scoreRankedClassic],
    ['Southern Sun', (g: ReturnType<typeof game>) => scoreSouthernSun(g)],
    ['Sydney League', scoreSydneyLeague],
  ] as const)(
    '%s: an eliminated power without its year is ELIMINATION_YEAR_REQUIRED naming the system',
    (name, score) => {
      const [code, message, path] = failure(() => score(game('A0 E12 F3 G6 I9 R0@1908 T4')));
      expect([code, path]).toEqual(['ELIMINATION_YEAR_REQUIRED', ['powers', 'austria', 'eliminatedIn']]);
      expect(message).toContain(name);
    },
  );
  it.each([
    ['Bangkok Pike', scoreBangkokPike],
    ['Haight v1.0', scoreHaight],
    ['Ranked Classic', scoreRankedClassic],
  ] as const)('%s: a solo without the end year is END_YEAR_REQUIRED', (_, score) => {
    const [code, , path] = failure(() => score(game('A0@1904 E4 F0@1906 G18 I0@1906 R5 T7')));
    expect([code, path]).toEqual(['END_YEAR_REQUIRED', ['endYear']]);
  });
});
