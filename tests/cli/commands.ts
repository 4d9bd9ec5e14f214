/** Every `mindsport <module> <command>` the CLI offers: the in-process and the end-to-end tests check each. */
export const COMMANDS = [
  'othello standings',
  'othello import-papp',
  'othello import-csv',
  'draughts import-csv',
  'diplomacy import-csv',
  'othello replay',
  'othello diagram',
  'diplomacy standings',
  'draughts standings',
  'draughts replay',
  'draughts diagram',
  'ladder standings',
  'ladder pair',
  'grandprix standings',
  'grandprix table',
] as const;
