import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AdminCardCreate,
  AdminCardPageRequest,
  adminCardActions,
  AdminCardUpdate,
  ResourceType,
  userManageActions,
  type AdminCard,
  type UserOption,
} from '@srd/contract';
import { request } from '../../platform/api';
import { useCan } from '../../platform/crud/Can';
import type { FieldSpec } from '../../platform/crud/fieldSpec';
import { FormItem } from '../../platform/crud/FormItem';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import type { EntityFormHelpers } from '../../platform/crud/simpleEntity';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { useLang } from '../../platform/i18n';
import { useProfile } from '../../platform/profile';
import { choicesOf } from '../../platform/resources/resourceOptions';
import { useResourceOptions } from '../../platform/resources/useResourceOptions';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { adminCardApi } from './api';
import { NONE } from './memberConfig';

type Field = keyof typeof AdminCardCreate.shape;
const half = { xs: 24, md: 12 };

/** The admins in the caller's scope, for the holder (`GET /userManage/userSelectlist`). */
function useAdminOptions(): UserOption[] {
  const can = useCan();
  const { data } = useQuery({
    queryKey: ['userManage', 'userSelectlist'],
    queryFn: () => request<UserOption[]>('GET', '/userManage/userSelectlist'),
    enabled: can(userManageActions.view),
    staleTime: 60_000,
  });
  return data ?? [];
}

/** Screen AdminCardList: the cards staff use at a kiosk, with their holder and where they work. */
export default function AdminCardListPage() {
  const { t } = useTranslation('adminCard');
  const tenants = useTenantChoices();
  const { tid: ownTenant } = useProfile();
  const scope = (row: AdminCard) =>
    [row.tenantName, row.merchantName, row.shopName].filter(Boolean).join(' / ') || t('everywhere');
  const fields: FieldSpec<AdminCard, Field>[] = [
    { name: 'cardNo' },
    {
      name: 'holderName',
      renderCell: (row) => (row.holderLoginId ? `${row.holderName} (${row.holderLoginId})` : row.holderName),
    },
    { name: 'tid', valueType: 'tenant', columnKey: 'scope', renderCell: scope, columnProps: { responsive: ['md'] } },
    { name: 'status', valueType: 'status', columnProps: { responsive: ['sm'] } },
    { name: 'remarks', ellipsis: true, renderCell: (row) => row.remarks ?? NONE, columnProps: { responsive: ['lg'] } },
    { name: 'lupdDttm', valueType: 'dateTime', columnProps: { responsive: ['xl'] } },
  ];
  return (
    <SimpleEntityPage<AdminCard, typeof AdminCardCreate, typeof AdminCardUpdate>
      id="adminCard"
      namespace="adminCard"
      api={adminCardApi}
      actions={adminCardActions}
      resType={ResourceType.AdminCard}
      listName="adminCardList"
      pageRequest={AdminCardPageRequest}
      schemas={{ create: AdminCardCreate, update: AdminCardUpdate }}
      defaults={{ tid: ownTenant, mid: null, sid: null, holderUserId: null, status: 1 }}
      recordName={(row) => row.cardNo}
      fields={fields}
      valueLabel={(field, value) => (field === 'tid' && value !== null ? tenants.nameOf(Number(value)) : undefined)}
      formBody={(helpers) => <AdminCardFormBody {...helpers} />}
    />
  );
}

/** The card, its holder (an admin, or a name) and where it works: a tenant, one of its merchants, one of its shops. */
function AdminCardFormBody({ rule }: EntityFormHelpers<Field>) {
  const { t } = useTranslation('adminCard');
  const lang = useLang();
  const can = useCan();
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const statuses = useStatusOptions(ON_OFF_STATUS);
  const admins = useAdminOptions();
  const form = Form.useFormInstance();
  const tid = Form.useWatch<number | null | undefined>('tid', form);
  const mid = Form.useWatch<number | null | undefined>('mid', form);
  const sid = Form.useWatch<number | null | undefined>('sid', form);
  const holderUserId = Form.useWatch<number | null | undefined>('holderUserId', form);
  const mayList = can(userManageActions.view);
  const merchants = useResourceOptions(mayList ? 'Merchant' : null);
  const shops = useResourceOptions(mayList ? 'Shop' : null);
  const adminChoices = admins
    .filter((admin) => tid == null || admin.pId === null || admin.pId === tid)
    .map((admin) => ({ value: admin.id, label: `${admin.resName} (${admin.loginId})` }));
  return (
    <Row gutter={16}>
      <Col {...half}>
        <FormItem name="cardNo" label={t('fields.cardNo')} rules={rule('cardNo')}>
          <Input id="adminCard-cardNo" maxLength={32} autoComplete="off" />
        </FormItem>
      </Col>
      <Col {...half}>
        <FormItem name="status" label={t('fields.status')} rules={rule('status')}>
          <Select id="adminCard-status" options={statuses} />
        </FormItem>
      </Col>
      <Col {...half}>
        <FormItem name="holderUserId" label={t('fields.holderUserId')} extra={t('holderHint')}>
          <Select
            id="adminCard-holderUserId"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={adminChoices}
            onChange={() => form.setFieldValue('holderName', null)}
          />
        </FormItem>
      </Col>
      <Col {...half}>
        <FormItem
          name="holderName"
          label={t('fields.holderName')}
          rules={[...rule('holderName'), { required: holderUserId == null, message: t('holderRequired') }]}
        >
          <Input id="adminCard-holderName" maxLength={120} disabled={holderUserId != null} />
        </FormItem>
      </Col>
      <Col xs={24} md={8}>
        <FormItem name="tid" label={t('fields.tid')} rules={rule('tid')}>
          <Select
            id="adminCard-tid"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={tenants.choices}
            disabled={ownTenant !== null}
            onChange={() => form.setFieldsValue({ mid: null, sid: null })}
          />
        </FormItem>
      </Col>
      <Col xs={24} md={8}>
        <FormItem name="mid" label={t('fields.mid')} rules={rule('mid')}>
          <Select
            id="adminCard-mid"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            disabled={tid == null}
            options={choicesOf(merchants, lang, { parentId: tid ?? undefined, current: mid })}
            onChange={() => form.setFieldValue('sid', null)}
          />
        </FormItem>
      </Col>
      <Col xs={24} md={8}>
        <FormItem name="sid" label={t('fields.sid')} rules={rule('sid')}>
          <Select
            id="adminCard-sid"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            disabled={mid == null}
            options={choicesOf(shops, lang, { parentId: mid ?? undefined, current: sid })}
          />
        </FormItem>
      </Col>
      <Col span={24}>
        <FormItem name="remarks" label={t('fields.remarks')} rules={rule('remarks')}>
          <Input.TextArea id="adminCard-remarks" maxLength={500} rows={2} />
        </FormItem>
      </Col>
    </Row>
  );
}
