/**
 * The codes of the command line's own errors: a usage mistake (exit code 2) or an input file
 * it cannot read (exit code 1). A problem the library finds in a file's content keeps the
 * library's own code (`LIBRARY_ERROR` here, the `MindsportError` code in the message), and
 * so does a results sheet (CSV) that cannot be read: its code is one of `CSV_ERROR_CODES` or a
 * shape code, at its line and column.
 * Listed with their meaning in `docs/errors.md` (section "The command line").
 */

/** Every code of a {@link UsageError} or an {@link InputError} of the command line. */
export const CLI_ERROR_CODES = Object.freeze([
  // Usage (exit code 2)
  'UNKNOWN_MODULE',
  'MISSING_COMMAND',
  'UNKNOWN_COMMAND',
  'UNKNOWN_FLAG',
  'FLAG_NEEDS_VALUE',
  'FLAG_TAKES_NO_VALUE',
  'MISSING_ARGUMENT',
  'UNEXPECTED_ARGUMENT',
  'BAD_FLAG_VALUE',
  'UNKNOWN_RULES',
  'NO_CSV_FORM',
  // Input (exit code 1)
  'FILE_NOT_FOUND',
  'FILE_UNREADABLE',
  'NOT_JSON',
  'SPREADSHEET_NOT_CSV',
  'NOT_IN_FILE',
  'BAD_TRANSCRIPT',
  'LIBRARY_ERROR',
] as const);

/** One of {@link CLI_ERROR_CODES}. */
export type CliErrorCode = (typeof CLI_ERROR_CODES)[number];
