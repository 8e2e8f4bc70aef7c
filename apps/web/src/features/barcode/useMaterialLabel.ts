import { useMaterialTypeOptions } from '../../platform/materialTypes';

/** A material's name in the UI language by its id; `#id` until the materials have loaded (or for one since deleted). */
export function useMaterialLabel(): (id: number | null) => string {
  const options = useMaterialTypeOptions();
  const labels = new Map(options?.map((option) => [option.id, option.label]));
  return (id) => (id === null ? '' : (labels.get(id) ?? `#${id}`));
}

/** The materials as select options; `keep` stays listed though disabled (the one an edited barcode has). */
export function useMaterialChoices(keep?: number): { value: number; label: string }[] | undefined {
  const options = useMaterialTypeOptions();
  return options
    ?.filter((option) => option.status === 1 || option.id === keep)
    .map((option) => ({ value: option.id, label: `${option.label} (${option.code})` }));
}
