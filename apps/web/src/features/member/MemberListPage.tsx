import { MemberPageRequest, type Member } from '@srd/contract';
import { FieldFilters } from '../../platform/crud/FieldFilters';
import type { FieldSpec } from '../../platform/crud/fieldSpec';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { useTenantEstates } from './choices';
import { useMemberConfig } from './memberConfig';

/** Screen Member: members in the caller's reach, filtered from the URL, exported; a member opens in MemberDetail. */
export default function MemberListPage() {
  const config = useMemberConfig();
  const estates = useTenantEstates(undefined);
  // The page request's filters, some of them (a card, an Octopus number) no column of the list.
  const filterFields: FieldSpec<Member>[] = [
    { name: 'membershipNo' },
    { name: 'name' },
    { name: 'mobile' },
    { name: 'cardNo' },
    { name: 'octopusNo' },
    {
      name: 'estateId',
      valueType: 'select',
      options: estates.map((estate) => ({ value: estate.estateId, label: estate.label })),
    },
    { name: 'tid', valueType: 'tenant' },
    { name: 'status', valueType: 'status' },
  ];
  return (
    <SimpleEntityPage
      {...config}
      filters={<FieldFilters id="member" namespace="member" fields={filterFields} pageRequest={MemberPageRequest} />}
    />
  );
}
