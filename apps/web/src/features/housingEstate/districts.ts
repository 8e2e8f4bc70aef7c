import { HK_DISTRICTS, Region, type District } from '@srd/contract';
import { useTranslation } from 'react-i18next';

/** District and region choices in the UI language, districts grouped by region. */
export function useDistrictOptions() {
  const { t } = useTranslation('housingEstate');
  const regions = Region.options.map((region) => ({ value: region, label: t(`region.${region}`) }));
  const districts = Region.options.map((region) => ({
    label: t(`region.${region}`),
    options: (Object.keys(HK_DISTRICTS) as District[])
      .filter((district) => HK_DISTRICTS[district] === region)
      .map((district) => ({ value: district, label: t(`district.${district}`) })),
  }));
  return { regions, districts };
}
