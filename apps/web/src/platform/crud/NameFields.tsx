import { Col, Input, Row } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormItem } from './FormItem';

interface NameFieldsProps {
  /** Rules of the English name; the translations follow the same length limit. */
  rules?: FormRule[];
  maxLength?: number;
  /**
   * The fields' names where the SPEC names them otherwise (a material's `materialName`, `materialNameCht`,
   * `materialNameChs`).
   */
  names?: readonly [english: string, traditional: string, simplified: string];
  /** Their labels when they are not names (an address, a short name); the names' labels by default. */
  labels?: readonly [english: string, traditional: string, simplified: string];
}

/**
 * `name`, `nameCht` and `nameChs` (or another text in the three languages) side by side, one under the other
 * on phones.
 */
export function NameFields({ rules, maxLength, names = ['name', 'nameCht', 'nameChs'], labels }: NameFieldsProps) {
  const { t } = useTranslation('crud');
  const [english, traditional, simplified] = labels ?? [t('names.name'), t('names.nameCht'), t('names.nameChs')];
  const fields = [
    { name: names[0], label: english, rules },
    { name: names[1], label: traditional },
    { name: names[2], label: simplified },
  ];
  return (
    <Row gutter={16}>
      {fields.map((field) => (
        <Col key={field.name} xs={24} md={8}>
          <FormItem name={field.name} label={field.label} rules={field.rules}>
            <Input id={field.name} maxLength={maxLength} />
          </FormItem>
        </Col>
      ))}
    </Row>
  );
}
