import { useTranslation } from 'react-i18next';
import {
  ErrorCode,
  MaterialTypeCreate,
  MaterialTypeUpdate,
  ResourceType,
  kioskMaterialTypeActions,
  type MaterialType,
} from '@srd/contract';
import type { ValueLabel } from '../../platform/crud/AuditChanges';
import { useKioskTypeLabel } from '../../platform/crud/kioskTypes';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { useLang } from '../../platform/i18n';
import { MATERIAL_TYPE_LIST_STATE, materialTypeApi } from './api';
import { materialName } from './materialName';
import { materialTypeColumns } from './materialTypeColumns';
import { MaterialTypeFields } from './MaterialTypeFields';
import { MaterialTypeFilters } from './MaterialTypeFilters';
import { useUnitLabel } from './units';

const NEW_MATERIAL_TYPE = {
  code: '',
  materialName: '',
  materialNameCht: '',
  materialNameChs: '',
  kioskType: null,
  unit: 'piece',
  pointsPerUnit: 0,
  status: 1,
} as const;

/** Screen MaterialType: what kiosks accept, shared by every tenant; only access-all-data callers change it. */
export default function MaterialTypePage() {
  const { t } = useTranslation('materialType');
  const lang = useLang();
  const kioskTypeLabel = useKioskTypeLabel();
  const unitLabel = useUnitLabel();
  // The history shows kiosk types and units by name, a null kiosk type as "All types".
  const valueLabel: ValueLabel = (field, value) => {
    if (field === 'kioskType') return kioskTypeLabel(value === null ? null : Number(value));
    if (field === 'unit') return unitLabel(value);
    return undefined;
  };
  return (
    <SimpleEntityPage<MaterialType, typeof MaterialTypeCreate, typeof MaterialTypeUpdate>
      id="materialType"
      namespace="materialType"
      api={materialTypeApi}
      actions={kioskMaterialTypeActions}
      resType={ResourceType.MaterialType}
      sharedCatalogue
      listName="materialTypeList"
      listState={MATERIAL_TYPE_LIST_STATE}
      columns={materialTypeColumns(t, lang, { kioskType: kioskTypeLabel, unit: unitLabel })}
      filters={<MaterialTypeFilters />}
      schemas={{ create: MaterialTypeCreate, update: MaterialTypeUpdate }}
      defaults={NEW_MATERIAL_TYPE}
      formBody={({ rule }) => <MaterialTypeFields rule={rule} />}
      errorFields={{ [ErrorCode.CodeTaken]: 'code' }}
      recordName={materialName}
      valueLabel={valueLabel}
    />
  );
}
