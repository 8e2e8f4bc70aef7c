import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  KioskGroupCreate,
  KioskGroupPageRequest,
  kioskGroupActions,
  KioskGroupUpdate,
  ResourceType,
  type KioskGroup,
} from '@srd/contract';
import { FormItem } from '../../platform/crud/FormItem';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { KioskSelect } from '../../platform/kiosk/KioskSelect';
import { useProfile } from '../../platform/profile';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { kioskGroupApi } from './api';

/** How many KIDs a row shows before "+n more". */
const SHOWN_KIOSKS = 4;

/**
 * Screen kioskGroupList: kiosks of one tenant and type grouped; name, tenant, type and at least one kiosk
 * required (SPEC 5).
 */
export default function KioskGroupListPage() {
  const { t } = useTranslation('kioskGroup');
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const kioskTypes = useKioskTypeOptions();
  return (
    <SimpleEntityPage<KioskGroup, typeof KioskGroupCreate, typeof KioskGroupUpdate>
      id="kioskGroup"
      namespace="kioskGroup"
      api={kioskGroupApi}
      actions={kioskGroupActions}
      resType={ResourceType.KioskGroup}
      listName="kioskGroupList"
      pageRequest={KioskGroupPageRequest}
      schemas={{ create: KioskGroupCreate, update: KioskGroupUpdate }}
      defaults={{ tid: ownTenant ?? undefined, name: '', nameCht: '', nameChs: '', status: 1, kioskIds: [] }}
      valueLabel={(field, value) => (field === 'tid' && value !== null ? tenants.nameOf(Number(value)) : undefined)}
      fields={[
        { name: 'name', valueType: 'localizedText' },
        { name: 'tid', valueType: 'tenant', span: 12 },
        { name: 'kioskType', valueType: 'select', options: kioskTypes, span: 12 },
        {
          name: 'kiosks',
          hideInForm: true,
          renderCell: (row) => (
            <Space size={[0, 4]} wrap>
              {row.kiosks.slice(0, SHOWN_KIOSKS).map((member) => (
                <Tag key={member.id}>{member.kid}</Tag>
              ))}
              {row.kiosks.length > SHOWN_KIOSKS && (
                <Tag>{t('moreKiosks', { count: row.kiosks.length - SHOWN_KIOSKS })}</Tag>
              )}
            </Space>
          ),
        },
        {
          name: 'kioskIds',
          hideInTable: true,
          // The picker offers the kiosks of the chosen tenant and type; the server checks them again.
          renderFormItem: ({ id, label, rules }) => (
            <FormItem noStyle dependencies={['tid', 'kioskType']}>
              {({ getFieldValue }) => {
                const tid = getFieldValue('tid') as number | undefined;
                const kioskType = getFieldValue('kioskType') as number | undefined;
                const ready = tid !== undefined && kioskType !== undefined;
                return (
                  <FormItem
                    name="kioskIds"
                    label={label}
                    rules={rules}
                    extra={ready ? t('kioskHint') : t('chooseTenantAndType')}
                  >
                    <KioskSelect id={id} base="/kioskGroup" filter={{ tid, kioskType }} multiple disabled={!ready} />
                  </FormItem>
                );
              }}
            </FormItem>
          ),
        },
        { name: 'status', valueType: 'status' },
        { name: 'lupdDttm', valueType: 'dateTime' },
      ]}
    />
  );
}
