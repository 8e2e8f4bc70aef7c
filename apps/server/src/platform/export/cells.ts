/** A cell of an export: text, a number, or empty. */
export type Cell = string | number | null;

/** Texts a spreadsheet would read as a formula (OWASP CSV injection: = + - @, tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises formula injection: such a text gets a leading apostrophe, so it stays text. Numbers are left alone. */
export function neutralise(cell: Cell): Cell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}
