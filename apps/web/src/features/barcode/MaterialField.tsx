import { Form, Select } from 'antd';
import { useMaterialChoices } from './useMaterialLabel';

/** The barcode's material among the enabled ones; a disabled material stays choosable for the barcode that has it. */
export function MaterialField(props: { id: string; value?: number; onChange?: (id: number) => void }) {
  const form = Form.useFormInstance();
  const materials = useMaterialChoices(form.getFieldValue('materialTypeId') as number | undefined);
  return <Select {...props} showSearch={{ optionFilterProp: 'label' }} loading={!materials} options={materials} />;
}
