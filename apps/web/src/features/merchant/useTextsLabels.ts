import { useTranslation } from 'react-i18next';

type Labels = readonly [english: string, traditional: string, simplified: string];

/** Labels of the short name and address in the three languages, from the screen's `fields.*` texts. */
export function useTextsLabels(namespace: 'merchant' | 'shop'): { shortName: Labels; address: Labels } {
  const { t } = useTranslation(namespace);
  const labels = (field: 'shortName' | 'address') =>
    [
      t(`fields.${field}` as never),
      t(`fields.${field}Cht` as never),
      t(`fields.${field}Chs` as never),
    ] as unknown as Labels;
  return { shortName: labels('shortName'), address: labels('address') };
}
