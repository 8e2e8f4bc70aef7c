import {
  formatOctopus,
  OctopusPageRequest,
  octopusActions,
  OctopusUpdate,
  ResourceType,
  type MemberOctopus,
} from '@srd/contract';
import type { FieldSpec } from '../../platform/crud/fieldSpec';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { octopusApi } from './api';
import { NONE } from './memberConfig';

type Field = keyof typeof OctopusUpdate.shape;

/**
 * Screen OctopusList: every member's Octopus numbers, filtered and exported; a number is disabled (with its reason),
 * enabled again or removed here. Numbers are added on the member's own screen.
 */
export default function OctopusListPage() {
  const tenants = useTenantChoices();
  const fields: FieldSpec<MemberOctopus, Field>[] = [
    {
      name: 'prefix',
      hideInForm: true,
      renderCell: (row) => <span className="octopus-number">{formatOctopus(row.prefix, row.suffix)}</span>,
    },
    { name: 'membershipNo', hideInForm: true, renderCell: (row) => row.membershipNo ?? NONE },
    { name: 'memberName', hideInForm: true, renderCell: (row) => row.memberName ?? NONE },
    {
      name: 'tid',
      valueType: 'tenant',
      hideInForm: true,
      renderCell: (row) => tenants.nameOf(row.tid) ?? `#${row.tid}`,
      columnProps: { responsive: ['lg'] },
    },
    { name: 'status', valueType: 'status' },
    {
      name: 'disabledReason',
      valueType: 'textarea',
      extra: 'reasonHint',
      renderCell: (row) => row.disabledReason ?? NONE,
      columnProps: { responsive: ['md'] },
    },
    { name: 'lupdDttm', valueType: 'dateTime', hideInForm: true, columnProps: { responsive: ['xl'] } },
  ];
  return (
    <SimpleEntityPage<MemberOctopus, typeof OctopusUpdate, typeof OctopusUpdate>
      id="octopus"
      namespace="octopus"
      api={octopusApi}
      actions={{ view: octopusActions.view, edit: octopusActions.edit, delete: octopusActions.delete }}
      resType={ResourceType.MemberOctopus}
      listName="octopusList"
      pageRequest={OctopusPageRequest}
      exportList={{ module: 'octopusList', action: octopusActions.export }}
      schemas={{ create: OctopusUpdate, update: OctopusUpdate }}
      defaults={{ status: 1 }}
      recordName={(row) => formatOctopus(row.prefix, row.suffix)}
      fields={fields}
      valueLabel={(field, value) => (field === 'tid' && value !== null ? tenants.nameOf(Number(value)) : undefined)}
    />
  );
}
