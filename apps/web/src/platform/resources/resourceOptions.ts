import { localName, type Lang, type ResourceOption } from '@srd/contract';

/** A resource option's name in `lang`: the English name where a translation is empty (a kiosk's is its KID). */
export function optionName(option: ResourceOption, lang: Lang): string {
  return localName({ name: option.resName, nameCht: option.resNameCht, nameChs: option.resNameChs }, lang);
}

export interface Choice {
  value: number;
  label: string;
}

/**
 * Select choices named in `lang`: the options under `parentId` when a parent is chosen, else all of
 * them. A chosen value the options lack (out of the caller's reach, or still loading) shows as `#id`
 * rather than a bare number.
 */
export function choicesOf(
  options: readonly ResourceOption[],
  lang: Lang,
  { parentId, current }: { parentId?: number | null; current?: number | null } = {},
): Choice[] {
  const shown = parentId == null ? options : options.filter((option) => option.pId === parentId);
  const choices = shown.map((option) => ({ value: option.id, label: optionName(option, lang) }));
  if (current != null && !choices.some((choice) => choice.value === current))
    choices.push({ value: current, label: `#${current}` });
  return choices;
}

/** Where an admin sits: tenant, merchant, shop (form values may be unset). */
export interface Placement {
  tid?: number | null;
  mid?: number | null;
  sid?: number | null;
}

const parentOf = (options: readonly ResourceOption[], id: number | null | undefined) =>
  options.find((option) => option.id === id)?.pId ?? undefined;

/**
 * The placement after the user changed one of its fields (`changed`, with `current` holding the new
 * values): a new tenant or merchant clears what sat below it; a chosen merchant or shop fills in the
 * records above it from its `pId`, so a choice made before its parent still nests.
 */
export function cascadePlacement(
  changed: Placement,
  current: Placement,
  merchants: readonly ResourceOption[],
  shops: readonly ResourceOption[],
): Placement {
  if ('sid' in changed) {
    if (changed.sid == null) return { ...current, sid: undefined };
    const mid = parentOf(shops, changed.sid) ?? current.mid;
    return { tid: parentOf(merchants, mid) ?? current.tid, mid, sid: changed.sid };
  }
  if ('mid' in changed) {
    if (changed.mid == null) return { tid: current.tid, mid: undefined, sid: undefined };
    return { tid: parentOf(merchants, changed.mid) ?? current.tid, mid: changed.mid, sid: undefined };
  }
  if ('tid' in changed) return { tid: changed.tid ?? undefined, mid: undefined, sid: undefined };
  return current;
}

/** `City Recycling / Fresh Mart`: the names of the given records, `#id` for one out of reach, '-' for none. */
export function placementText(levels: { id: number | null; options: readonly ResourceOption[] }[], lang: Lang): string {
  const names = levels
    .filter((level) => level.id !== null)
    .map(({ id, options }) => {
      const option = options.find((candidate) => candidate.id === id);
      return option ? optionName(option, lang) : `#${id}`;
    });
  return names.join(' / ') || '-';
}
