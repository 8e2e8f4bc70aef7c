import { Col, Form, Input, Row } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';

interface NameFieldsProps {
  /** Rules of the English name; the translations follow the same length limit. */
  rules?: FormRule[];
  maxLength?: number;
  /** The fields' names where the SPEC names them otherwise (a material's `materialName`, `materialNameCht`, `materialNameChs`). */
  names?: readonly [english: string, traditional: string, simplified: string];
}

/** `name`, `nameCht` and `nameChs` side by side, one under the other on phones. */
export function NameFields({ rules, maxLength, names = ['name', 'nameCht', 'nameChs'] }: NameFieldsProps) {
  const { t } = useTranslation('crud');
  const fields = [
    { name: names[0], label: t('names.name'), rules },
    { name: names[1], label: t('names.nameCht') },
    { name: names[2], label: t('names.nameChs') },
  ];
  return (
    <Row gutter={16}>
      {fields.map((field) => (
        <Col key={field.name} xs={24} md={8}>
          <Form.Item name={field.name} label={field.label} rules={field.rules}>
            <Input id={field.name} maxLength={maxLength} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
