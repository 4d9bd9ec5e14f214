/**
 * A hand-computed winter season (seed 002, Articles III–VII): six members A–F on the
 * starting ladder A (100) … F (95), F a new member, guest G; twelve rounds on Fridays.
 * Every expected number in the tests that use it was worked out by hand from the rules
 * (see the comments in `scenario.test.ts`), not by running the code.
 */
import type { LadderSeason } from '../../src/ladder/index.js';

const ALL = ['A', 'B', 'C', 'D', 'E', 'F'];

export const HAND_SEASON: LadderSeason = {
  players: [
    { id: 'A', group: 'A' },
    { id: 'B', group: 'A' },
    { id: 'C', group: 'B' },
    { id: 'D', group: 'C' },
    { id: 'E', group: 'A' },
    { id: 'F', group: 'B', newMember: true },
  ],
  guests: [{ id: 'G' }],
  rounds: [
    // 1
    {
      date: '2026-09-04',
      present: ALL,
      entries: [
        { rule: 'game', white: 'B', black: 'A', result: '1-0' },
        { rule: 'game', white: 'D', black: 'C', result: '1/2-1/2' },
        { rule: 'game', white: 'E', black: 'F', result: '0-1' },
      ],
    },
    // 2: A absent (1st); C plays guest G; new member F draws the top player B
    {
      date: '2026-09-11',
      present: ['B', 'C', 'D', 'E', 'F', 'G'],
      entries: [
        { rule: 'game', white: 'F', black: 'B', result: '1/2-1/2' },
        { rule: 'game', white: 'C', black: 'G', result: '1-0' },
        { rule: 'game', white: 'E', black: 'D', result: '1-0' },
      ],
    },
    // 3: E plays a league game instead; D drawn out (1st)
    {
      date: '2026-09-18',
      present: ['A', 'B', 'C', 'D', 'F'],
      entries: [
        { rule: 'game', white: 'C', black: 'B', result: '1-0' },
        { rule: 'game', white: 'A', black: 'F', result: '1-0' },
        { rule: 'league', player: 'E', result: 'win', colour: 'black', date: '2026-09-15' },
        { rule: 'drawnOut', player: 'D' },
      ],
    },
    // 4: B also played a league game that week: the club-night (Friday) game counts
    {
      date: '2026-09-25',
      present: ALL,
      entries: [
        { rule: 'league', player: 'B', result: 'draw', colour: 'white', date: '2026-09-22' },
        { rule: 'game', white: 'B', black: 'C', result: '1/2-1/2' },
        { rule: 'game', white: 'E', black: 'F', result: '1-0' },
        { rule: 'game', white: 'A', black: 'D', result: '0-1' },
      ],
    },
    // 5: A absent (2nd); F represents the club
    {
      date: '2026-10-02',
      present: ['B', 'C', 'D', 'E'],
      entries: [
        { rule: 'game', white: 'C', black: 'E', result: '0-1' },
        { rule: 'game', white: 'D', black: 'B', result: '0-1' },
        { rule: 'representing', player: 'F' },
      ],
    },
    // 6: A absent (3rd); D represents the club but also plays a league game: league counts
    {
      date: '2026-10-09',
      present: ['B', 'C', 'E', 'F'],
      entries: [
        { rule: 'game', white: 'E', black: 'B', result: '1/2-1/2' },
        { rule: 'game', white: 'F', black: 'C', result: '1-0' },
        { rule: 'representing', player: 'D' },
        { rule: 'league', player: 'D', result: 'loss', colour: 'white', date: '2026-10-06' },
      ],
    },
    // 7: A absent (4th: cap reached); D drawn out a second time (scores 0)
    {
      date: '2026-10-16',
      present: ['B', 'C', 'D', 'E', 'F'],
      entries: [
        { rule: 'game', white: 'E', black: 'B', result: '0-1' },
        { rule: 'game', white: 'C', black: 'F', result: '1/2-1/2' },
        { rule: 'drawnOut', player: 'D' },
      ],
    },
    // 8: A paired with D but does not show: D wins by forfeit, A absent (5th)
    {
      date: '2026-10-23',
      present: ['B', 'C', 'D', 'E', 'F'],
      entries: [
        { rule: 'game', white: 'B', black: 'E', result: '0-1' },
        { rule: 'game', white: 'F', black: 'C', result: '0-1' },
        { rule: 'forfeit', winner: 'D', absent: 'A' },
      ],
    },
    // 9
    {
      date: '2026-10-30',
      present: ALL,
      entries: [
        { rule: 'game', white: 'E', black: 'B', result: '1/2-1/2' },
        { rule: 'game', white: 'C', black: 'F', result: '1-0' },
        { rule: 'game', white: 'D', black: 'A', result: '0-1' },
      ],
    },
    // 10: E draws guest G; A drawn out (1st)
    {
      date: '2026-11-06',
      present: [...ALL, 'G'],
      entries: [
        { rule: 'game', white: 'G', black: 'E', result: '1/2-1/2' },
        { rule: 'game', white: 'C', black: 'B', result: '0-1' },
        { rule: 'game', white: 'D', black: 'F', result: '1/2-1/2' },
        { rule: 'drawnOut', player: 'A' },
      ],
    },
    // 11
    {
      date: '2026-11-13',
      present: ALL,
      entries: [
        { rule: 'game', white: 'E', black: 'C', result: '0-1' },
        { rule: 'game', white: 'B', black: 'F', result: '0-1' },
        { rule: 'game', white: 'A', black: 'D', result: '1/2-1/2' },
      ],
    },
    // 12
    {
      date: '2026-11-20',
      present: ALL,
      entries: [
        { rule: 'game', white: 'C', black: 'F', result: '1/2-1/2' },
        { rule: 'game', white: 'E', black: 'D', result: '1-0' },
        { rule: 'game', white: 'A', black: 'B', result: '0-1' },
      ],
    },
  ],
};
