export * from './errors.js';
export * from './guards.js';
