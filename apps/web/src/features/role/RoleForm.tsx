import { Button, Col, Form, Input, Row, Select, Space, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_LEVEL_MAX, ROLE_NAME_MAX, RoleCreate } from '@srd/contract';
import { NameFields } from '../../platform/crud/NameFields';
import { NumberInput } from '../../platform/crud/NumberInput';
import { zodRule } from '../../platform/crud/zodRule';
import { ActionTreeField } from './ActionTreeField';
import type { RoleFormValues } from './roleFormValues';
import { useRoleStatusOptions, useRoleTypeOptions } from './roleOptions';
import { FormItem } from '../../platform/crud/FormItem';

const fields = RoleCreate.shape;
const quarter = { xs: 24, sm: 12, md: 6 };

interface RoleFormProps {
  form: FormInstance<RoleFormValues>;
  initialValues: RoleFormValues;
  superRole: boolean;
  saving: boolean;
  onSave: (values: RoleFormValues) => void;
  onCancel: () => void;
}

/** The fields of RoleCreate/Update, checked by the contract's schemas, and the actions as a tree. */
export function RoleForm({ form, initialValues, superRole, saving, onSave, onCancel }: RoleFormProps) {
  const { t } = useTranslation(['role', 'crud']);
  const statuses = useRoleStatusOptions();
  const types = useRoleTypeOptions();
  const level = (name: 'levelMin' | 'levelMax') => (
    <Col {...quarter}>
      <FormItem
        name={name}
        label={t(`fields.${name}`)}
        dependencies={[name === 'levelMin' ? 'levelMax' : 'levelMin']}
        rules={[
          zodRule(fields[name]),
          ({ getFieldValue }) => ({
            validator: async () => {
              const min = getFieldValue('levelMin') as number | null;
              const max = getFieldValue('levelMax') as number | null;
              if (name === 'levelMin' && min != null && max != null && min > max) throw new Error(t('levelOrder'));
            },
          }),
        ]}
      >
        <NumberInput id={`role-${name}`} min={0} max={ROLE_LEVEL_MAX} precision={0} style={{ width: '100%' }} />
      </FormItem>
    </Col>
  );
  return (
    <Form<RoleFormValues> id="roleForm" form={form} layout="vertical" initialValues={initialValues} onFinish={onSave}>
      <NameFields rules={[zodRule(fields.name)]} maxLength={ROLE_NAME_MAX} />
      <FormItem name="description" label={t('fields.description')} rules={[zodRule(fields.description)]}>
        <Input.TextArea id="role-description" rows={2} maxLength={500} />
      </FormItem>
      <Row gutter={16}>
        <Col {...quarter}>
          <FormItem name="status" label={t('fields.status')} rules={[zodRule(fields.status)]}>
            <Select id="role-status" options={statuses} disabled={superRole} />
          </FormItem>
        </Col>
        <Col {...quarter}>
          <FormItem name="type" label={t('fields.type')} rules={[zodRule(fields.type)]}>
            <Select id="role-type" options={types} />
          </FormItem>
        </Col>
        {level('levelMin')}
        {level('levelMax')}
        <Col {...quarter}>
          <FormItem name="accessAllData" label={t('fields.accessAllData')} valuePropName="checked">
            <Switch id="role-accessAllData" />
          </FormItem>
        </Col>
        <Col {...quarter}>
          <FormItem name="hasMenu" label={t('fields.hasMenu')} valuePropName="checked">
            <Switch id="role-hasMenu" />
          </FormItem>
        </Col>
      </Row>
      <FormItem name="actionKeys" label={t('fields.actionKeys')}>
        <ActionTreeField superRole={superRole} />
      </FormItem>
      <Space>
        <Button id="roleSave" type="primary" htmlType="submit" loading={saving}>
          {t('crud:form.save')}
        </Button>
        <Button id="roleCancel" onClick={onCancel}>
          {t('crud:form.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
