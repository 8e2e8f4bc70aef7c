import type { MenuEdit, MenuEntry } from '@srd/contract';

/** The groups (entries without a screen) an entry may move under: not itself, nor one of its own descendants. */
export function parentChoices(tree: MenuEntry[], moving: string): MenuEntry[] {
  const result: MenuEntry[] = [];
  const walk = (entries: MenuEntry[]) => {
    for (const entry of entries) {
      if (entry.key === moving) continue;
      if (entry.screen === null) result.push(entry);
      walk(entry.children);
    }
  };
  walk(tree);
  return result;
}

/** The Menu screen's tree for antd's Table: groups keep `children`, screens have none (no empty expander). */
export function tableRows(tree: MenuEntry[]): MenuEntry[] {
  return tree.map((entry) => {
    const { children, ...rest } = entry;
    return children.length ? { ...rest, children: tableRows(children) } : (rest as MenuEntry);
  });
}

/** The edit form's values: the parent as '' for the top level (a Select cannot hold null). */
export interface MenuFormValues {
  order: number;
  icon?: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  parentKey: string;
}

export const TOP_LEVEL = '';

export function toMenuForm(entry: MenuEntry): MenuFormValues {
  return {
    order: entry.order,
    icon: entry.icon ?? '',
    hidden: entry.hidden,
    alwaysShow: entry.alwaysShow,
    parentKey: entry.parentKey ?? TOP_LEVEL,
  };
}

export function fromMenuForm(key: string, values: MenuFormValues): MenuEdit {
  return {
    key,
    order: values.order,
    icon: values.icon?.trim() || null,
    hidden: values.hidden,
    alwaysShow: values.alwaysShow,
    parentKey: values.parentKey === TOP_LEVEL ? null : values.parentKey,
  };
}
