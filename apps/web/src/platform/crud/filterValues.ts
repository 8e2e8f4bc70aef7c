import type { Filters } from './listState';

/** The URL's filter values as a page request takes them; each reader answers undefined for anything else. */
type FilterInput = Filters[string] | undefined;

/** Text with something in it, trimmed. */
export const textValue = (value: FilterInput) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** One of the choices a contract enum offers. */
export const oneOf = <T extends string>(choices: readonly T[], value: FilterInput) =>
  choices.find((choice) => choice === value);

/** A whole number above zero (an id). */
export const positiveInt = (value: FilterInput) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
