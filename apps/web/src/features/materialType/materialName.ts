import type { Lang, MaterialType } from '@srd/contract';
import { localName } from '../../platform/format/localName';

/** A material's name in `lang` (the SPEC names its names materialName*), the English one where that is empty. */
export function materialName(
  row: Pick<MaterialType, 'materialName' | 'materialNameCht' | 'materialNameChs'>,
  lang: Lang,
): string {
  return localName({ name: row.materialName, nameCht: row.materialNameCht, nameChs: row.materialNameChs }, lang);
}
