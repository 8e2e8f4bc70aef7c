/** How a toolbar button changes the selected text of an HTML source. */
export interface Wrap {
  before: string;
  after: string;
}

/** The source with `wrap` put around the selection [start, end), and the new selection (the wrapped text). */
export function wrapSelection(
  source: string,
  start: number,
  end: number,
  wrap: Wrap,
): { text: string; start: number; end: number } {
  const selected = source.slice(start, end);
  const text = source.slice(0, start) + wrap.before + selected + wrap.after + source.slice(end);
  return { text, start: start + wrap.before.length, end: start + wrap.before.length + selected.length };
}
