export * from './errors.js';
export * from './fraction.js';
export * from './guards.js';
export * from './matching.js';
export * from './random.js';
export * from './ranking.js';
export * from './share.js';
export * from './table.js';
