/**
 * Test setup: `MINDSPORT_FC_SEED` pins fast-check's seed, so property names and runs are
 * the same in every run (mutation testing needs stable test names).
 */
import fc from 'fast-check';

const seed = process.env.MINDSPORT_FC_SEED;
if (seed !== undefined && seed !== '') fc.configureGlobal({ seed: Number(seed) });
