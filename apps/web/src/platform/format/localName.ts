import { localName, type Lang } from '@srd/contract';

// Shared with the server (exports name records by language too).
export { localName, type LocalNames } from '@srd/contract';

/** The name of a row's tenant in `lang`, from the names the row carries. */
export function tenantName(
  row: { tenantName: string; tenantNameCht: string; tenantNameChs: string },
  lang: Lang,
): string {
  return localName({ name: row.tenantName, nameCht: row.tenantNameCht, nameChs: row.tenantNameChs }, lang);
}
