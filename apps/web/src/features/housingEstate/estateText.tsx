import type { TFunction } from 'i18next';
import type { AddressEstate, Lang } from '@srd/contract';
import { localName } from '../../platform/format/localName';

/** The estate's address in the UI language, English where the translation is empty. */
export const estateAddress = (row: AddressEstate, lang: Lang) =>
  localName({ name: row.address, nameCht: row.addressCht, nameChs: row.addressChs }, lang);

/** The estate's tenant in the UI language, or "Shared". */
export function estateOwner(row: AddressEstate, lang: Lang, t: TFunction<'housingEstate'>) {
  return row.tenantName === null
    ? t('shared')
    : localName({ name: row.tenantName, nameCht: row.tenantNameCht, nameChs: row.tenantNameChs }, lang);
}
