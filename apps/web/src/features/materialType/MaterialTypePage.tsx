import {
  ErrorCode,
  MaterialTypeCreate,
  MaterialTypePageRequest,
  MaterialTypeUpdate,
  ResourceType,
  kioskMaterialTypeActions,
  type MaterialType,
} from '@srd/contract';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { materialTypeApi } from './api';
import { materialName } from './materialName';
import { useUnitOptions } from './units';

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
  // "All types" (null) is a material's kiosk type, never a filter; the history names types and units.
  const kioskTypes = useKioskTypeOptions({ withAll: true });
  const units = useUnitOptions();
  return (
    <SimpleEntityPage<MaterialType, typeof MaterialTypeCreate, typeof MaterialTypeUpdate>
      id="materialType"
      namespace="materialType"
      api={materialTypeApi}
      actions={kioskMaterialTypeActions}
      resType={ResourceType.MaterialType}
      sharedCatalogue
      listName="materialTypeList"
      pageRequest={MaterialTypePageRequest}
      schemas={{ create: MaterialTypeCreate, update: MaterialTypeUpdate }}
      defaults={NEW_MATERIAL_TYPE}
      errorFields={{ [ErrorCode.CodeTaken]: 'code' }}
      recordName={materialName}
      fields={[
        {
          name: 'code',
          span: 9,
          formatMessage: 'codeFormat',
          extra: 'codeHint',
          fieldProps: { placeholder: 'ALU_CAN' },
          // Kiosks and tenant recycle configs refer to codes in capitals: typed letters become capitals.
          formItemProps: { normalize: (code: string) => code.toUpperCase() },
        },
        { name: 'materialName', valueType: 'localizedText' },
        {
          name: 'kioskType',
          valueType: 'select',
          options: kioskTypes,
          span: { xs: 24, sm: 8, md: 5 },
          filterTooltip: 'kioskTypeFilterHint',
        },
        { name: 'unit', valueType: 'select', options: units, span: { xs: 12, sm: 8, md: 5 } },
        { name: 'pointsPerUnit', valueType: 'digit', formatMessage: 'pointsFormat', span: { xs: 12, sm: 8, md: 5 } },
        { name: 'status', valueType: 'status' },
        { name: 'lupdDttm', valueType: 'dateTime' },
      ]}
    />
  );
}
