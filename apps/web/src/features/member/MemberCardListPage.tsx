import {
  MemberCardCreate,
  MemberCardPageRequest,
  memberCardActions,
  MemberCardUpdate,
  ResourceType,
  type MemberCard,
} from '@srd/contract';
import type { FieldSpec } from '../../platform/crud/fieldSpec';
import { FormItem } from '../../platform/crud/FormItem';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { memberCardApi } from './api';
import { CardUploadBar } from './CardUploadBar';
import { NONE } from './memberConfig';
import { MemberSelect } from './MemberSelect';

const cardMember = (card: MemberCard) => `${card.membershipNo ?? ''} ${card.memberName ?? ''}`.trim();

type Field = keyof typeof MemberCardCreate.shape;

/** Screen MemberCardList: every member card in reach; add, edit, delete, and cards from a spreadsheet. */
export default function MemberCardListPage() {
  const tenants = useTenantChoices();
  const fields: FieldSpec<MemberCard, Field>[] = [
    { name: 'cardNo', formatMessage: 'cardNoFormat', fieldProps: { inputMode: 'numeric' }, formOrder: 1 },
    { name: 'membershipNo', hideInForm: true, renderCell: (row) => row.membershipNo ?? NONE },
    {
      name: 'memberId',
      hideInTable: true,
      formOrder: 0,
      renderFormItem: ({ id, label, rules, creating, record }) => (
        <FormItem key="memberId" name="memberId" label={label} rules={rules}>
          <MemberSelect
            id={id}
            disabled={!creating}
            current={record ? { id: Number(record.memberId), label: cardMember(record as MemberCard) } : undefined}
          />
        </FormItem>
      ),
    },
    { name: 'memberName', hideInForm: true, renderCell: (row) => row.memberName ?? NONE },
    {
      name: 'tid',
      valueType: 'tenant',
      hideInForm: true,
      renderCell: (row) => tenants.nameOf(row.tid) ?? `#${row.tid}`,
      columnProps: { responsive: ['lg'] },
    },
    { name: 'status', valueType: 'status', formOrder: 2, columnProps: { responsive: ['sm'] } },
    { name: 'lupdDttm', valueType: 'dateTime', hideInForm: true, columnProps: { responsive: ['md'] } },
  ];
  return (
    <>
      <CardUploadBar />
      <SimpleEntityPage<MemberCard, typeof MemberCardCreate, typeof MemberCardUpdate>
        id="memberCard"
        namespace="memberCard"
        api={memberCardApi}
        actions={memberCardActions}
        resType={ResourceType.MemberCard}
        listName="memberCardList"
        pageRequest={MemberCardPageRequest}
        schemas={{ create: MemberCardCreate, update: MemberCardUpdate }}
        defaults={{ status: 1 }}
        recordName={(row) => row.cardNo}
        fields={fields}
        valueLabel={(field, value) => (field === 'tid' && value !== null ? tenants.nameOf(Number(value)) : undefined)}
      />
    </>
  );
}
