import { Button, Col, Form, Input, Row, Select, Space, type FormInstance, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminUserCreate, meetsPasswordRule, PASSWORD_MAX_LENGTH } from '@srd/contract';
import { zodRule } from '../../platform/crud/zodRule';
import { AdminField, RolesSelect } from './AdminFields';
import { useStatusOptions } from './statusOptions';
import type { AdminFormValues } from './adminFormValues';
import { ResourceSelect } from './ResourceSelect';
import { FormItem } from '../../platform/crud/FormItem';
import { useResourceOptions } from '../../platform/resources/useResourceOptions';
import { cascadePlacement, type Placement } from '../../platform/resources/resourceOptions';

const fields = AdminUserCreate.shape;
const half = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };

interface AdminFormProps {
  form: FormInstance<AdminFormValues>;
  initialValues: Partial<AdminFormValues>;
  creating: boolean;
  saving: boolean;
  onSave: (values: AdminFormValues) => void;
  onCancel: () => void;
}

/** The fields of AdminUserCreate/Update, checked by the contract's own schemas. */
export function AdminForm({ form, initialValues, creating, saving, onSave, onCancel }: AdminFormProps) {
  const { t } = useTranslation(['userManage', 'crud']);
  const statuses = useStatusOptions();
  const merchants = useResourceOptions('Merchant');
  const shops = useResourceOptions('Shop');
  const tid = Form.useWatch('tid', form);
  const mid = Form.useWatch('mid', form);
  const passwordRules: FormRule[] = [
    zodRule(fields.password),
    {
      validator: async (_, value?: string) => {
        if (value && !meetsPasswordRule(value)) throw new Error(t('passwordRule'));
      },
    },
  ];
  const text = (name: keyof typeof fields, span = half, input = <Input id={`admin-${name}`} />) => (
    <AdminField name={name} schema={fields[name]} span={span}>
      {input}
    </AdminField>
  );
  // Each level offers what sits under the level above, once that is chosen.
  const placementSelect = (name: keyof Placement, type: 'Tenant' | 'Merchant' | 'Shop', parentId?: number | null) =>
    text(name, third, <ResourceSelect id={`admin-${name}`} type={type} parentId={parentId} />);
  const onValuesChange = (changed: Partial<AdminFormValues>, all: AdminFormValues) => {
    if ('tid' in changed || 'mid' in changed || 'sid' in changed)
      form.setFieldsValue(cascadePlacement(changed, all, merchants, shops));
  };

  return (
    <Form<AdminFormValues>
      id="adminForm"
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSave}
      onValuesChange={onValuesChange}
    >
      <Row gutter={16}>
        {text('loginId', half, <Input id="admin-loginId" disabled={!creating} autoComplete="off" />)}
        {creating && (
          <Col {...half}>
            <FormItem name="password" label={t('fields.password')} rules={passwordRules}>
              <Input.Password id="admin-password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
            </FormItem>
          </Col>
        )}
        {text('email')}
        {text('mobileNo')}
        {text('adminName')}
        {text('nicknames')}
        {text('firstName')}
        {text('lastName')}
        {text('status', half, <Select id="admin-status" options={statuses} />)}
        {text('roleIds', half, <RolesSelect id="admin-roleIds" />)}
        {placementSelect('tid', 'Tenant')}
        {placementSelect('mid', 'Merchant', tid)}
        {placementSelect('sid', 'Shop', mid)}
      </Row>
      <Space>
        <Button id="adminSave" type="primary" htmlType="submit" loading={saving}>
          {t('crud:form.save')}
        </Button>
        <Button id="adminCancel" onClick={onCancel}>
          {t('crud:form.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
