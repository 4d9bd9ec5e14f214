/**
 * Setup for mutation runs only (after `tests/setup.ts`, which pins the seed): a property that a
 * mutant breaks stops at its first counterexample instead of shrinking it. Shrinking only
 * makes the report nicer; under Stryker it made killed mutants run into the timeout.
 */
import fc from 'fast-check';

fc.configureGlobal({ ...fc.readConfigureGlobal(), endOnFailure: true });
