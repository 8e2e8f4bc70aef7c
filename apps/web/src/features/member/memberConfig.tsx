import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { memberActions, MemberCreate, MemberPageRequest, MemberUpdate, ResourceType, type Member } from '@srd/contract';
import { FormItem } from '../../platform/crud/FormItem';
import type { FieldSpec } from '../../platform/crud/fieldSpec';
import type { EntityFormHelpers, SimpleEntityConfig } from '../../platform/crud/simpleEntity';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { useProfile } from '../../platform/profile';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { MEMBER_DETAIL_PATH, memberApi } from './api';
import { useLangChoices, useTenantEstates } from './choices';

export const NONE = '-';
const half = { xs: 24, md: 12 };
type Config = SimpleEntityConfig<Member, typeof MemberCreate, typeof MemberUpdate>;
type Field = keyof typeof MemberCreate.shape;

/** The Member and MemberDetail screens' shared declaration: calls, columns, form. */
export function useMemberConfig(): Config & Required<Pick<Config, 'formBody'>> {
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const langs = useLangChoices();
  const langLabel = (value: unknown) =>
    [...langs.audio, ...langs.display].find((choice) => choice.value === value)?.label;
  const fields: FieldSpec<Member, Field>[] = [
    { name: 'membershipNo', columnProps: { fixed: 'left' } },
    { name: 'name' },
    { name: 'mobile', renderCell: (row) => row.mobile ?? NONE },
    { name: 'cardNos', renderCell: (row) => row.cardNos ?? NONE, columnProps: { responsive: ['md'] } },
    {
      name: 'tid',
      valueType: 'tenant',
      renderCell: (row) => tenants.nameOf(row.tid) ?? row.tenantName ?? `#${row.tid}`,
      columnProps: { responsive: ['lg'] },
    },
    { name: 'estateName', renderCell: (row) => row.estateName ?? NONE, columnProps: { responsive: ['lg'] } },
    { name: 'status', valueType: 'status', columnProps: { responsive: ['sm'] } },
    { name: 'registeredAt', valueType: 'dateTime', columnProps: { responsive: ['xl'] } },
  ];
  return {
    id: 'member',
    namespace: 'member',
    api: memberApi,
    actions: memberActions,
    resType: ResourceType.Member,
    listName: 'memberList',
    pageRequest: MemberPageRequest,
    detailPath: MEMBER_DETAIL_PATH,
    exportList: { module: 'memberList', action: memberActions.export },
    fields,
    schemas: { create: MemberCreate, update: MemberUpdate },
    defaults: { tid: ownTenant ?? undefined, status: 1, membershipNo: '', name: '' },
    recordName: (row) => `${row.name} (${row.membershipNo})`,
    valueLabel: (field, value) => {
      if (field === 'tid' && value !== null) return tenants.nameOf(Number(value));
      if (field === 'audioLang' || field === 'displayLang') return langLabel(value);
      return undefined;
    },
    formBody: (helpers) => <MemberFormBody {...helpers} />,
  };
}

/** The profile form: the tenant, who the member is, where they live (the tenant's address tree) and their languages. */
function MemberFormBody({ rule, creating }: EntityFormHelpers<Field>) {
  const { t } = useTranslation('member');
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const statuses = useStatusOptions(ON_OFF_STATUS);
  const langs = useLangChoices();
  const form = Form.useFormInstance();
  const tid = Form.useWatch<number | undefined>('tid', form);
  const estateId = Form.useWatch<number | null | undefined>('estateId', form);
  const estates = useTenantEstates(tid);
  const buildings = estates.find((estate) => estate.estateId === estateId)?.children ?? [];
  return (
    <>
      <Row gutter={16}>
        <Col {...half}>
          {/* A member stays in its tenant: its cards and wallets are that tenant's. */}
          <FormItem name="tid" label={t('fields.tid')} rules={rule('tid')}>
            <Select
              id="member-tid"
              showSearch={{ optionFilterProp: 'label' }}
              options={tenants.choices}
              disabled={!creating || ownTenant !== null}
              onChange={() => form.setFieldsValue({ estateId: null, buildingId: null })}
            />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="membershipNo" label={t('fields.membershipNo')} rules={rule('membershipNo')}>
            <Input id="member-membershipNo" maxLength={30} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="name" label={t('fields.name')} rules={rule('name')}>
            <Input id="member-name" maxLength={120} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="mobile" label={t('fields.mobile')} rules={rule('mobile')}>
            <Input id="member-mobile" inputMode="tel" maxLength={30} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="email" label={t('fields.email')} rules={rule('email')}>
            <Input id="member-email" inputMode="email" maxLength={200} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="status" label={t('fields.status')} rules={rule('status')}>
            <Select id="member-status" options={statuses} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="estateId" label={t('fields.estateId')} rules={rule('estateId')}>
            <Select
              id="member-estateId"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={tid ? undefined : t('chooseTenantFirst')}
              disabled={!tid}
              options={estates.map((estate) => ({ value: estate.estateId, label: estate.label }))}
              onChange={() => form.setFieldValue('buildingId', null)}
            />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="buildingId" label={t('fields.buildingId')} rules={rule('buildingId')}>
            <Select
              id="member-buildingId"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={estateId ? undefined : t('chooseEstateFirst')}
              disabled={!estateId}
              options={buildings.map((building) => ({ value: building.buildingId, label: building.label }))}
            />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="audioLang" label={t('fields.audioLang')} rules={rule('audioLang')}>
            <Select id="member-audioLang" allowClear options={langs.audio} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="displayLang" label={t('fields.displayLang')} rules={rule('displayLang')}>
            <Select id="member-displayLang" allowClear options={langs.display} />
          </FormItem>
        </Col>
      </Row>
    </>
  );
}
