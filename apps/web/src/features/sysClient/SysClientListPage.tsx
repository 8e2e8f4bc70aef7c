import {
  ResourceType,
  SysClientCreate,
  SysClientPageRequest,
  SysClientUpdate,
  sysClientActions,
  type SysClient,
} from '@srd/contract';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { sysClientApi } from './api';

const NEW_SYS_CLIENT = {
  name: '',
  nameCht: '',
  nameChs: '',
  status: 1,
  contactPerson: '',
  contactEmail: '',
  phone: '',
  remarks: '',
} as const;

/**
 * Screen SysClientList: the operators above the tenants. Access-all-data callers see and change them
 * all; others see those admin mapping grants them, read only.
 */
export default function SysClientListPage() {
  return (
    <SimpleEntityPage<SysClient, typeof SysClientCreate, typeof SysClientUpdate>
      id="sysClient"
      namespace="sysClient"
      api={sysClientApi}
      actions={sysClientActions}
      resType={ResourceType.SysClient}
      sharedCatalogue
      listName="sysClientList"
      pageRequest={SysClientPageRequest}
      schemas={{ create: SysClientCreate, update: SysClientUpdate }}
      defaults={NEW_SYS_CLIENT}
      fields={[
        { name: 'name', valueType: 'localizedText' },
        { name: 'contactPerson', span: 8 },
        { name: 'contactEmail', span: 8, formatMessage: 'emailFormat', fieldProps: { inputMode: 'email' } },
        { name: 'phone', span: 8, formatMessage: 'phoneFormat', fieldProps: { inputMode: 'tel' } },
        { name: 'status', valueType: 'status' },
        { name: 'remarks', valueType: 'textarea', ellipsis: true },
        { name: 'lupdDttm', valueType: 'dateTime' },
      ]}
    />
  );
}
