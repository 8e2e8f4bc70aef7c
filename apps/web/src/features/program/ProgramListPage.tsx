import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  businessToday,
  ProgramCreate,
  ProgramPageRequest,
  ProgramUpdate,
  programActions,
  ResourceType,
  type Program,
} from '@srd/contract';
import { DayField } from '../../platform/crud/DayField';
import { FormItem } from '../../platform/crud/FormItem';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { ENTITY_STATUS } from '../../platform/crud/statusTags';
import { useProfile } from '../../platform/profile';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { programApi } from './api';

/** Screen ProgramList: each tenant's programs with their period and SPEC 4 status; edited in a dialog. */
export default function ProgramListPage() {
  const { t } = useTranslation('program');
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
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
      pageRequest={ProgramPageRequest}
      schemas={{ create: ProgramCreate, update: ProgramUpdate }}
      defaults={newProgram}
      valueLabel={(field, value) => {
        if (field === 'tid' && value !== null) return tenants.nameOf(Number(value));
        if (field === 'expiryDate' && value === null) return t('openEnded');
        return undefined;
      }}
      fields={[
        { name: 'name', valueType: 'localizedText', formatMessage: 'nameLength' },
        { name: 'tid', valueType: 'tenant', span: 12 },
        // The SPEC colours: Disable warning, Active success, Draft danger, Pending primary, Expired info.
        { name: 'status', valueType: 'status', palette: ENTITY_STATUS, span: 12 },
        { name: 'effectiveDate', valueType: 'date', span: 12, fieldProps: { earliest: today, allowClear: false } },
        {
          name: 'expiryDate',
          valueType: 'date',
          span: 12,
          renderCell: (row) => row.expiryDate ?? t('openEnded'),
          // No expiry before the effective day: the picker starts there and the rule says so.
          renderFormItem: ({ id, label, rules, extra }) => (
            <FormItem noStyle dependencies={['effectiveDate']}>
              {({ getFieldValue }) => {
                const effective = getFieldValue('effectiveDate') as string | null;
                return (
                  <FormItem
                    name="expiryDate"
                    label={label}
                    rules={[...rules, expiryAfterEffective]}
                    dependencies={['effectiveDate']}
                    extra={extra}
                  >
                    <DayField id={id} earliest={effective && effective > today ? effective : today} />
                  </FormItem>
                );
              }}
            </FormItem>
          ),
          extra: 'expiryHint',
        },
        { name: 'description', valueType: 'textarea', ellipsis: true },
        { name: 'lupdDttm', valueType: 'dateTime' },
      ]}
    />
  );
}
