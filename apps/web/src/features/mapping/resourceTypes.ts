import { useTranslation } from 'react-i18next';
import { MAPPING_RESOURCE_TYPES, type MappingResourceTypeName } from '@srd/contract';

/** The mapping resource type a URL names, if it names one. */
export function typeNamed(text: string | null): MappingResourceTypeName | null {
  return MAPPING_RESOURCE_TYPES.find((type) => type.name === text)?.name ?? null;
}

/** The mapping resource type of an id (1-6). */
export function typeOfId(id: number): MappingResourceTypeName | null {
  return MAPPING_RESOURCE_TYPES.find((type) => type.resourceTypeId === id)?.name ?? null;
}

/** The translated name of each mapping resource type. */
export function useTypeLabel(): (type: MappingResourceTypeName) => string {
  const { t } = useTranslation('mapping');
  return (type) => t(`resourceTypes.${type}`);
}

/** The mapping resource types as select options, in the UI language. */
export function useTypeOptions(): { value: MappingResourceTypeName; label: string }[] {
  const label = useTypeLabel();
  return MAPPING_RESOURCE_TYPES.map(({ name }) => ({ value: name, label: label(name) }));
}
