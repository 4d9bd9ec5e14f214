/**
 * Helpers shared by the tests that pin a `MindsportError`'s code, message, path and value.
 */
import { MindsportError } from '../../src/core/index.js';

/** The `MindsportError` that `action` throws; any other outcome (no error, a `TypeError`) fails the test. */
export function errorOf(action: () => unknown): MindsportError {
  try {
    action();
  } catch (error) {
    if (error instanceof MindsportError) return error;
    throw error;
  }
  throw new Error('expected a MindsportError, but nothing was thrown');
}

/** The four fields a caller reads from a `MindsportError`, for one deep comparison. */
export function errorSummary(error: MindsportError): {
  code: string;
  message: string;
  path: readonly (string | number)[];
  value: unknown;
} {
  return { code: error.code, message: error.message, path: error.path, value: error.value };
}

/** The code, message, path and value of the `MindsportError` that `action` throws, as one tuple. */
export function failure(
  action: () => unknown,
): readonly [string, string, readonly (string | number)[], unknown] {
  const error = errorOf(action);
  return [error.code, error.message, error.path, error.value];
}

/** `CODE ["path",1] value: message` of the `MindsportError` that `action` throws (path and value as JSON). */
export function errorLine(action: () => unknown): string {
  const error = errorOf(action);
  return `${error.code} ${JSON.stringify(error.path)} ${JSON.stringify(error.value)}: ${error.message}`;
}
