/**
 * Test setup: `MINDSPORT_FC_SEED` pins fast-check's seed, so property names and runs are
 * the same in every run (mutation testing needs stable test names); and the codes of the
 * errors the library builds are recorded for the contract check (tests/contract/codes.global.ts).
 */
import fc from 'fast-check';
import { recordErrorCodes } from './error-codes.js';

const seed = process.env.MINDSPORT_FC_SEED;
if (seed !== undefined && seed !== '') fc.configureGlobal({ seed: Number(seed) });
recordErrorCodes();
