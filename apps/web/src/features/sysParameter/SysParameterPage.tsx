import { useTranslation } from 'react-i18next';
import {
  ErrorCode,
  ResourceType,
  SysParameterCreate,
  SysParameterPageRequest,
  SysParameterUpdate,
  sysParameterActions,
  type SysParameter,
} from '@srd/contract';
import { Tag, Typography } from 'antd';
import type { ValueLabel } from '../../platform/crud/AuditChanges';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { sysParameterApi } from './api';
import { SysParameterFields } from './SysParameterFields';
import { ValueCell } from './ValueCell';
import { useValueTypeLabel, useValueTypeOptions } from './valueTypes';

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
  const valueTypes = useValueTypeOptions();
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
      pageRequest={SysParameterPageRequest}
      schemas={{ create: SysParameterCreate, update: SysParameterUpdate }}
      defaults={NEW_SYS_PARAMETER}
      fields={[
        { name: 'paramKey', renderCell: (row) => <Typography.Text strong>{row.paramKey}</Typography.Text> },
        { name: 'paramValue', renderCell: (row) => <ValueCell row={row} /> },
        {
          name: 'valueType',
          valueType: 'select',
          options: valueTypes,
          renderCell: (row) => <Tag data-type={row.valueType}>{valueTypeLabel(row.valueType)}</Tag>,
        },
        { name: 'description', renderCell: (row) => row.description || '-' },
        { name: 'status', valueType: 'status' },
        { name: 'lupdDttm', valueType: 'dateTime' },
      ]}
      // The value's control follows its type and confidentiality: the form stays the screen's own.
      formBody={(helpers) => <SysParameterFields {...helpers} />}
      errorFields={{ [ErrorCode.CodeTaken]: 'paramKey' }}
      recordName={(row) => row.paramKey}
      valueLabel={valueLabel}
    />
  );
}
