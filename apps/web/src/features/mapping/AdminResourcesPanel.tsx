import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mappingActions, ResourceType, type MappingResourceTypeName } from '@srd/contract';
import { useLang } from '../../platform/i18n';
import { fetchGrantedIds, MAPPING_KEY, saveAdminGrants } from './api';
import { PARENT_TYPE, resourceItems } from './mappingOptions';
import { useMappableResources } from './useMappingOptions';
import { MappingTransfer } from './MappingTransfer';
import { useAfterMappingSave } from './useAfterMappingSave';

interface AdminResourcesPanelProps {
  adminId: number;
  type: MappingResourceTypeName;
  /** Set when the caller cannot change this admin's access (their own account). */
  lockedReason?: string;
}

/** The resources of one type the caller reaches, granted to the admin or not. */
export function AdminResourcesPanel({ adminId, type, lockedReason }: AdminResourcesPanelProps) {
  const { t } = useTranslation('mapping');
  const lang = useLang();
  const resTypeId = ResourceType[type];
  const options = useMappableResources(type);
  const parents = useMappableResources(PARENT_TYPE[type]);
  const granted = useQuery({
    queryKey: [...MAPPING_KEY, 'granted', adminId, resTypeId],
    queryFn: () => fetchGrantedIds(adminId, resTypeId),
  });
  const save = useMutation({
    mutationFn: (resIds: number[]) => saveAdminGrants({ adminId, resTypeId, resIds }),
    onSuccess: useAfterMappingSave(),
  });
  return (
    <MappingTransfer
      id={`grants${type}`}
      items={resourceItems(options, parents, lang)}
      held={granted.data ?? []}
      titles={[t('notGranted'), t('granted')]}
      editAction={mappingActions.edit}
      lockedReason={lockedReason}
      loading={granted.isLoading}
      saving={save.isPending}
      onSave={save.mutateAsync}
    />
  );
}
