/** The saved columns that the list still has, in the list's order; none saved: every column. */
export function visibleColumns(saved: string | undefined, keys: readonly string[]): string[] {
  const chosen = new Set((saved ?? '').split(',').filter(Boolean));
  const kept = keys.filter((key) => chosen.has(key));
  return kept.length ? kept : [...keys];
}
