import { Col, Input, Row, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { businessToday, ProgramCreate, ProgramUpdate, programActions, ResourceType, type Program } from '@srd/contract';
import { DayField } from '../../platform/crud/DayField';
import { NameFields } from '../../platform/crud/NameFields';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { ENTITY_STATUS } from '../../platform/crud/statusTags';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { useLang } from '../../platform/i18n';
import { useProfile } from '../../platform/profile';
import { PROGRAM_LIST_STATE, programApi } from './api';
import { programColumns } from './programColumns';
import { FormItem } from '../../platform/crud/FormItem';
import { TenantFilter } from '../../platform/resources/TenantFilter';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';

const half = { xs: 24, md: 12 };

/** Screen ProgramList: each tenant's programs with their period and SPEC 4 status; edited in a dialog. */
export default function ProgramListPage() {
  const { t } = useTranslation(['program', 'crud']);
  const lang = useLang();
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const statuses = useStatusOptions(ENTITY_STATUS);
  const today = businessToday();
  const newProgram = {
    tid: ownTenant ?? undefined,
    name: '',
    nameCht: '',
    nameChs: '',
    status: 2 as const,
    effectiveDate: today,
    expiryDate: null,
    description: '',
  };
  // The SPEC 8 message, before anything is sent; the server checks the same rule.
  const expiryAfterEffective: FormRule = ({ getFieldValue }) => ({
    validator: async (_, expiry: string | null) => {
      const effective = getFieldValue('effectiveDate') as string | null;
      if (expiry && effective && expiry < effective) throw new Error(t('expiryBeforeEffective'));
    },
  });
  return (
    <SimpleEntityPage<Program, typeof ProgramCreate, typeof ProgramUpdate>
      id="program"
      namespace="program"
      api={programApi}
      actions={programActions}
      resType={ResourceType.Program}
      listName="programList"
      listState={PROGRAM_LIST_STATE}
      columns={programColumns(t, lang)}
      schemas={{ create: ProgramCreate, update: ProgramUpdate }}
      defaults={newProgram}
      valueLabel={(field, value) => {
        if (field === 'tid' && value !== null) return tenants.nameOf(Number(value));
        if (field === 'expiryDate' && value === null) return t('openEnded');
        return undefined;
      }}
      filters={
        <>
          <FormItem name="keyword" label={t('crud:filter.keyword')}>
            <Input id="programFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
          </FormItem>
          <TenantFilter id="programFilterTenant" label={t('fields.tid')} />
          <FormItem name="status" label={t('fields.status')}>
            <Select id="programFilterStatus" allowClear options={statuses} style={{ minWidth: 120 }} />
          </FormItem>
        </>
      }
      formBody={({ rule }) => (
        <>
          <Row gutter={16}>
            <Col {...half}>
              {/* A tenant's own staff add programs to their tenant only. */}
              <FormItem name="tid" label={t('fields.tid')} rules={rule('tid')}>
                <Select
                  id="program-tid"
                  showSearch={{ optionFilterProp: 'label' }}
                  options={tenants.choices}
                  disabled={ownTenant !== null}
                />
              </FormItem>
            </Col>
            <Col {...half}>
              <FormItem name="status" label={t('fields.status')} rules={rule('status')}>
                <Select id="program-status" options={statuses} />
              </FormItem>
            </Col>
          </Row>
          <NameFields rules={rule('name', t('nameLength'))} maxLength={120} />
          <Row gutter={16}>
            <Col {...half}>
              <FormItem name="effectiveDate" label={t('fields.effectiveDate')} rules={rule('effectiveDate')}>
                <DayField id="program-effectiveDate" earliest={today} allowClear={false} />
              </FormItem>
            </Col>
            <Col {...half}>
              <FormItem noStyle dependencies={['effectiveDate']}>
                {({ getFieldValue }) => {
                  const effective = getFieldValue('effectiveDate') as string | null;
                  return (
                    <FormItem
                      name="expiryDate"
                      label={t('fields.expiryDate')}
                      rules={[...rule('expiryDate'), expiryAfterEffective]}
                      dependencies={['effectiveDate']}
                      extra={t('expiryHint')}
                    >
                      <DayField id="program-expiryDate" earliest={effective && effective > today ? effective : today} />
                    </FormItem>
                  );
                }}
              </FormItem>
            </Col>
          </Row>
          <FormItem name="description" label={t('fields.description')} rules={rule('description')}>
            <Input.TextArea id="program-description" rows={3} maxLength={500} />
          </FormItem>
        </>
      )}
    />
  );
}
