import { Button, Col, Form, Input, InputNumber, Row, Select, Space, type FormInstance, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminUserCreate, meetsPasswordRule, PASSWORD_MAX_LENGTH } from '@srd/contract';
import { zodRule } from '../../platform/crud/zodRule';
import { useStatusOptions } from './statusOptions';
import type { AdminFormValues } from './adminFormValues';
import { useRoleOptions } from './useRoleOptions';

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
  const roles = useRoleOptions();
  const statuses = useStatusOptions();
  const passwordRules: FormRule[] = [
    zodRule(fields.password),
    {
      validator: async (_, value?: string) => {
        if (value && !meetsPasswordRule(value)) throw new Error(t('passwordRule'));
      },
    },
  ];
  const text = (name: keyof typeof fields & keyof AdminFormValues, span = half, input = <Input id={`admin-${name}`} />) => (
    <Col {...span}>
      <Form.Item name={name} label={t(`fields.${name}` as never)} rules={[zodRule(fields[name])]}>
        {input}
      </Form.Item>
    </Col>
  );
  const scope = (name: 'tid' | 'mid' | 'sid') => text(name, third, <InputNumber id={`admin-${name}`} min={1} precision={0} style={{ width: '100%' }} />);

  return (
    <Form<AdminFormValues> id="adminForm" form={form} layout="vertical" initialValues={initialValues} onFinish={onSave}>
      <Row gutter={16}>
        {text('loginId', half, <Input id="admin-loginId" disabled={!creating} autoComplete="off" />)}
        {creating && (
          <Col {...half}>
            <Form.Item name="password" label={t('fields.password')} rules={passwordRules}>
              <Input.Password id="admin-password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
            </Form.Item>
          </Col>
        )}
        {text('email')}
        {text('mobileNo')}
        {text('adminName')}
        {text('nicknames')}
        {text('firstName')}
        {text('lastName')}
        {text('status', half, <Select id="admin-status" options={statuses} />)}
        {text('roleIds', half, <Select id="admin-roleIds" mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={roles} />)}
        {scope('tid')}
        {scope('mid')}
        {scope('sid')}
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
