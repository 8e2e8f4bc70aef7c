import type { AddressTreeEstate } from '@srd/contract';

/** Whether a node's names (any language) contain the search text. */
const matches = (node: { name: string; nameCht: string; nameChs: string }, search: string) =>
  [node.name, node.nameCht, node.nameChs].some((name) => name.toLowerCase().includes(search));

/** The estates the search keeps: an estate that matches with all its buildings, else only its matching buildings. */
export function filterTree(estates: AddressTreeEstate[], text: string): AddressTreeEstate[] {
  const search = text.trim().toLowerCase();
  if (!search) return estates;
  return estates.flatMap((estate) => {
    if (matches(estate, search)) return [estate];
    const children = estate.children.filter((building) => matches(building, search));
    return children.length ? [{ ...estate, children }] : [];
  });
}
