import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { kioskMaterialTypeActions, RecycleCap } from '@srd/contract';
import { useCan } from '../../platform/crud/Can';
import { NumberInput } from '../../platform/crud/NumberInput';
import { zodRule } from '../../platform/crud/zodRule';
import { FormItem } from '../../platform/crud/FormItem';
import { useMaterialTypeOptions } from '../../platform/materialTypes';

const cap = RecycleCap.shape;
const cell = { xs: 24, sm: 12, lg: 6 };
const rate = { xs: 24, sm: 12, lg: 9 };

/** The material choices by catalogue code; without the catalogue's view action, the codes already set. */
function useMaterialChoices(current: string[]) {
  const can = useCan();
  const options = useMaterialTypeOptions(can(kioskMaterialTypeActions.view));
  if (options)
    return options.map((option) => ({
      value: option.code,
      label: `${option.label} (${option.code})`,
      disabled: option.status === 0,
    }));
  return current.map((code) => ({ value: code, label: code }));
}

/**
 * recycleConfig: per material, what it earns (points and rebate per kilogram or per item, as each kiosk credits) and
 * the daily caps on quantity, points and amount per member (0: no cap).
 */
export function RecycleCapsField() {
  const { t } = useTranslation('tenant');
  const form = Form.useFormInstance();
  const current = ((Form.useWatch('recycleConfig', form) ?? []) as { materialCode?: string }[]).flatMap((row) =>
    row?.materialCode ? [row.materialCode] : [],
  );
  const materials = useMaterialChoices(current);
  return (
    <Form.List name="recycleConfig">
      {(rows, { add, remove }) => (
        <>
          {rows.map((row, index) => (
            <Card
              key={row.key}
              size="small"
              className="recycle-cap"
              style={{ marginBottom: 12 }}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('removeCap')}
                  onClick={() => remove(row.name)}
                />
              }
              title={t('capTitle', { index: index + 1 })}
            >
              <Row gutter={16}>
                <Col {...cell}>
                  <FormItem
                    name={[row.name, 'materialCode']}
                    label={t('config.materialCode')}
                    rules={[zodRule(cap.materialCode)]}
                  >
                    <Select
                      id={`tenant-cap-${index}-material`}
                      showSearch={{ optionFilterProp: 'label' }}
                      options={materials}
                    />
                  </FormItem>
                </Col>
                <Col {...rate}>
                  <FormItem
                    name={[row.name, 'pointsPerUnit']}
                    label={t('config.pointsPerUnit')}
                    rules={[zodRule(cap.pointsPerUnit)]}
                  >
                    <NumberInput
                      id={`tenant-cap-${index}-pointsPerUnit`}
                      min={0}
                      precision={2}
                      style={{ width: '100%' }}
                    />
                  </FormItem>
                </Col>
                <Col {...rate}>
                  <FormItem
                    name={[row.name, 'rebatePerUnit']}
                    label={t('config.rebatePerUnit')}
                    rules={[zodRule(cap.rebatePerUnit)]}
                  >
                    <NumberInput
                      id={`tenant-cap-${index}-rebatePerUnit`}
                      min={0}
                      precision={2}
                      style={{ width: '100%' }}
                    />
                  </FormItem>
                </Col>
                <Col {...cell}>
                  <FormItem
                    name={[row.name, 'dailyMaxQuantity']}
                    label={t('config.dailyMaxQuantity')}
                    rules={[zodRule(cap.dailyMaxQuantity)]}
                  >
                    <NumberInput id={`tenant-cap-${index}-quantity`} min={0} precision={0} style={{ width: '100%' }} />
                  </FormItem>
                </Col>
                <Col {...cell}>
                  <FormItem
                    name={[row.name, 'dailyMaxPoints']}
                    label={t('config.dailyMaxPoints')}
                    rules={[zodRule(cap.dailyMaxPoints)]}
                  >
                    <NumberInput id={`tenant-cap-${index}-points`} min={0} precision={0} style={{ width: '100%' }} />
                  </FormItem>
                </Col>
                <Col {...cell}>
                  <FormItem
                    name={[row.name, 'dailyMaxAmount']}
                    label={t('config.dailyMaxAmount')}
                    rules={[zodRule(cap.dailyMaxAmount)]}
                  >
                    <NumberInput id={`tenant-cap-${index}-amount`} min={0} precision={2} style={{ width: '100%' }} />
                  </FormItem>
                </Col>
              </Row>
            </Card>
          ))}
          <Button
            id="tenantAddCap"
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() =>
              add({
                materialCode: undefined,
                pointsPerUnit: 0,
                rebatePerUnit: 0,
                dailyMaxQuantity: 0,
                dailyMaxPoints: 0,
                dailyMaxAmount: 0,
              })
            }
          >
            {t('addCap')}
          </Button>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('capHint')}
          </Typography.Paragraph>
        </>
      )}
    </Form.List>
  );
}
