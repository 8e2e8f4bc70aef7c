import { useTranslation } from 'react-i18next';
import {
  ErrorCode,
  ResourceType,
  SysParameterCreate,
  SysParameterUpdate,
  sysParameterActions,
  type SysParameter,
} from '@srd/contract';
import type { ValueLabel } from '../../platform/crud/AuditChanges';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { SYS_PARAMETER_LIST_STATE, sysParameterApi } from './api';
import { sysParameterColumns } from './sysParameterColumns';
import { SysParameterFields } from './SysParameterFields';
import { SysParameterFilters } from './SysParameterFilters';
import { useValueTypeLabel } from './valueTypes';

const NEW_SYS_PARAMETER = {
  paramKey: '',
  paramValue: '',
  valueType: 'text',
  description: '',
  confidential: false,
  status: 1,
} as const;

/** Screen SysParameter: settings of the whole platform; only access-all-data callers change them. */
export default function SysParameterPage() {
  const { t } = useTranslation('sysParameter');
  const valueTypeLabel = useValueTypeLabel();
  // The history names value types and says yes or no for confidentiality.
  const valueLabel: ValueLabel = (field, value) => {
    if (field === 'valueType') return valueTypeLabel(value);
    if (field === 'confidential' && (value === 'true' || value === 'false')) return t(`booleans.${value}`);
    return undefined;
  };
  return (
    <SimpleEntityPage<SysParameter, typeof SysParameterCreate, typeof SysParameterUpdate>
      id="sysParameter"
      namespace="sysParameter"
      api={sysParameterApi}
      actions={sysParameterActions}
      resType={ResourceType.SysParameter}
      sharedCatalogue
      listName="sysParameterList"
      listState={SYS_PARAMETER_LIST_STATE}
      columns={sysParameterColumns(t, valueTypeLabel)}
      filters={<SysParameterFilters />}
      schemas={{ create: SysParameterCreate, update: SysParameterUpdate }}
      defaults={NEW_SYS_PARAMETER}
      formBody={(helpers) => <SysParameterFields {...helpers} />}
      errorFields={{ [ErrorCode.CodeTaken]: 'paramKey' }}
      recordName={(row) => row.paramKey}
      valueLabel={valueLabel}
    />
  );
}
