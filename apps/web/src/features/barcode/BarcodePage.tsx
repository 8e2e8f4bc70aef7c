import { useTranslation } from 'react-i18next';
import {
  BarcodeCreate,
  BarcodeUpdate,
  ErrorCode,
  ResourceType,
  barcodeActions,
  localName,
  type Barcode,
} from '@srd/contract';
import type { ValueLabel } from '../../platform/crud/AuditChanges';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { useLang } from '../../platform/i18n';
import { BARCODE_LIST_STATE, barcodeApi } from './api';
import { barcodeColumns } from './barcodeColumns';
import { BarcodeFields } from './BarcodeFields';
import { BarcodeFilters } from './BarcodeFilters';
import { useMaterialLabel } from './useMaterialLabel';

const NEW_BARCODE = {
  barcode: '',
  name: '',
  nameCht: '',
  nameChs: '',
  brand: '',
  volumeMl: null,
  weightG: null,
  status: 1,
} as const;

/** Screen Barcode: the products kiosks recognise and the material each is recycled as, shared by every tenant. */
export default function BarcodePage() {
  const { t } = useTranslation('barcode');
  const lang = useLang();
  const materialLabel = useMaterialLabel();
  // The history names materials rather than their ids.
  const valueLabel: ValueLabel = (field, value) =>
    field === 'materialTypeId' && value !== null ? materialLabel(Number(value)) : undefined;
  return (
    <SimpleEntityPage<Barcode, typeof BarcodeCreate, typeof BarcodeUpdate>
      id="barcode"
      namespace="barcode"
      api={barcodeApi}
      actions={barcodeActions}
      resType={ResourceType.Barcode}
      sharedCatalogue
      listName="barcodeList"
      listState={BARCODE_LIST_STATE}
      columns={barcodeColumns(t, lang, materialLabel)}
      filters={<BarcodeFilters />}
      schemas={{ create: BarcodeCreate, update: BarcodeUpdate }}
      defaults={NEW_BARCODE}
      formBody={({ rule }) => <BarcodeFields rule={rule} />}
      errorFields={{ [ErrorCode.CodeTaken]: 'barcode' }}
      recordName={(row, language) => `${localName(row, language)} (${row.barcode})`}
      valueLabel={valueLabel}
    />
  );
}
