import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BARCODE_DIGITS,
  BarcodeCreate,
  BarcodePageRequest,
  BarcodeUpdate,
  barcodeProblem,
  ErrorCode,
  ResourceType,
  barcodeActions,
  localName,
  type Barcode,
} from '@srd/contract';
import { FormItem } from '../../platform/crud/FormItem';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { useMaterialTypeOptions } from '../../platform/materialTypes';
import { barcodeApi } from './api';
import { MaterialField } from './MaterialField';
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

const orDash = (value: string | number | null) => (value === null || value === '' ? '-' : value);
const SIZE = { xs: 12, md: 7 };

/** Screen Barcode: the products kiosks recognise and the material each is recycled as, shared by every tenant. */
export default function BarcodePage() {
  const { t } = useTranslation('barcode');
  const materialLabel = useMaterialLabel();
  // Every material, disabled ones too, filters the list: their barcodes are still listed.
  const materials = useMaterialTypeOptions()?.map((option) => ({ value: option.id, label: option.label }));
  // The length and digits are the contract's rule; the check digit is this one (the server checks it again).
  const checkDigit: FormRule = {
    validator: async (_, value: string | undefined) => {
      const code = value?.trim() ?? '';
      const problem = BARCODE_DIGITS.test(code) ? barcodeProblem(code) : null;
      if (problem?.kind === 'checksum') throw new Error(t('checksum', { expected: problem.expected }));
    },
  };
  return (
    <SimpleEntityPage<Barcode, typeof BarcodeCreate, typeof BarcodeUpdate>
      id="barcode"
      namespace="barcode"
      api={barcodeApi}
      actions={barcodeActions}
      resType={ResourceType.Barcode}
      sharedCatalogue
      listName="barcodeList"
      pageRequest={BarcodePageRequest}
      schemas={{ create: BarcodeCreate, update: BarcodeUpdate }}
      defaults={NEW_BARCODE}
      errorFields={{ [ErrorCode.CodeTaken]: 'barcode' }}
      recordName={(row, language) => `${localName(row, language)} (${row.barcode})`}
      // The history names materials rather than their ids.
      valueLabel={(field, value) =>
        field === 'materialTypeId' && value !== null ? materialLabel(Number(value)) : undefined
      }
      fields={[
        {
          name: 'barcode',
          span: 10,
          formatMessage: 'barcodeFormat',
          extraRules: [checkDigit],
          extra: 'barcodeHint',
          fieldProps: { inputMode: 'numeric', placeholder: '4891234567898' },
          renderCell: (row) => <span className="barcode-digits">{row.barcode}</span>,
        },
        { name: 'name', valueType: 'localizedText' },
        {
          name: 'materialTypeId',
          valueType: 'select',
          options: materials ?? [],
          span: 14,
          filterId: 'Material',
          renderCell: (row) => materialLabel(row.materialTypeId),
          renderFormItem: ({ id, label, rules }) => (
            <FormItem name="materialTypeId" label={label} rules={rules}>
              <MaterialField id={id} />
            </FormItem>
          ),
        },
        { name: 'brand', span: 10, renderCell: (row) => orDash(row.brand) },
        {
          name: 'volumeMl',
          valueType: 'digit',
          span: SIZE,
          formatMessage: 'sizeFormat',
          renderCell: (row) => orDash(row.volumeMl),
        },
        {
          name: 'weightG',
          valueType: 'digit',
          span: SIZE,
          formatMessage: 'sizeFormat',
          renderCell: (row) => orDash(row.weightG),
        },
        { name: 'status', valueType: 'status' },
        { name: 'lupdDttm', valueType: 'dateTime' },
      ]}
    />
  );
}
