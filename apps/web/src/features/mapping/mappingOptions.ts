import type { Lang, MappingChange, MappingResourceTypeName, ResourceOption } from '@srd/contract';
import { optionName, type Choice } from '../../platform/resources/resourceOptions';

/** The type of the record a type's `pId` names (the server's parent column); none above a system client. */
export const PARENT_TYPE: Record<MappingResourceTypeName, MappingResourceTypeName | null> = {
  SysClient: null,
  Tenant: 'SysClient',
  Kiosk: 'Tenant',
  Merchant: 'Tenant',
  Shop: 'Merchant',
  HousingEstate: 'Tenant',
};

/** An entry of a mapping transfer list: a resource (its parent's name beside it) or an admin (their login id). */
export interface MappingItem {
  key: number;
  title: string;
  /** Secondary text, searched too; '' when there is none. */
  note: string;
  disabled?: boolean;
}

/**
 * Resources as transfer entries, grouped under their parent: by the parent's name, then their own.
 * A parent out of the caller's reach leaves the note empty.
 */
export function resourceItems(
  options: readonly ResourceOption[],
  parents: readonly ResourceOption[],
  lang: Lang,
): MappingItem[] {
  const parentNames = new Map(parents.map((parent) => [parent.id, optionName(parent, lang)]));
  const items = options.map((option) => ({
    key: option.id,
    title: optionName(option, lang),
    note: (option.pId !== null && parentNames.get(option.pId)) || '',
  }));
  // Entries without a parent name come last.
  return items.sort(
    (a, b) => Number(!a.note) - Number(!b.note) || a.note.localeCompare(b.note) || a.title.localeCompare(b.title),
  );
}

export interface ChoiceGroup {
  label: string;
  title: string;
  options: Choice[];
}

/** Select choices in groups named after their parent; those without a parent name follow, ungrouped. */
export function groupedChoices(items: readonly MappingItem[]): (ChoiceGroup | Choice)[] {
  const groups = new Map<string, ChoiceGroup>();
  const loose: Choice[] = [];
  for (const item of items) {
    const choice = { value: item.key, label: item.title };
    if (!item.note) loose.push(choice);
    else if (groups.has(item.note)) groups.get(item.note)!.options.push(choice);
    else groups.set(item.note, { label: item.note, title: item.note, options: [choice] });
  }
  return [...groups.values(), ...loose];
}

/** Whether an entry's title or note holds the search text, whatever the case. */
export function itemMatches(search: string, item: Pick<MappingItem, 'title' | 'note'>): boolean {
  const text = search.trim().toLowerCase();
  return !text || item.title.toLowerCase().includes(text) || item.note.toLowerCase().includes(text);
}

/** What saving `chosen` over `held` would add and remove, in ascending order. */
export function mappingDiff(held: readonly number[], chosen: readonly number[]): MappingChange {
  const before = new Set(held);
  const after = new Set(chosen);
  const ascending = (ids: number[]) => ids.sort((a, b) => a - b);
  return {
    added: ascending([...after].filter((id) => !before.has(id))),
    removed: ascending([...before].filter((id) => !after.has(id))),
  };
}
