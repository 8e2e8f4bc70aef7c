/**
 * The saved columns that the list still has, in the list's order; none saved: every column but those hidden by
 * default.
 */
export function visibleColumns(
  saved: string | undefined,
  columns: readonly { key: string; hiddenByDefault?: boolean }[],
): string[] {
  const chosen = new Set((saved ?? '').split(',').filter(Boolean));
  const kept = columns.filter((column) => chosen.has(column.key));
  return (kept.length ? kept : columns.filter((column) => !column.hiddenByDefault)).map((column) => column.key);
}
