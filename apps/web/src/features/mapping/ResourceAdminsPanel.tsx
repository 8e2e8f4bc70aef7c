import { useMutation, useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { mappingActions, ResourceType, type MappingResourceTypeName, type ResourceOption } from '@srd/contract';
import { useLang } from '../../platform/i18n';
import { useProfile } from '../../platform/profile';
import { optionName } from '../../platform/resources/resourceOptions';
import { useMappableAdmins } from './useMappingOptions';
import { fetchResourceAdminIds, MAPPING_KEY, saveResourceAdmins } from './api';
import type { MappingItem } from './mappingOptions';
import { MappingTransfer } from './MappingTransfer';
import { useAfterMappingSave } from './useAfterMappingSave';

/** The admins of the caller's scope, mapped to one resource or not. */
export function ResourceAdminsPanel({ type, resource }: { type: MappingResourceTypeName; resource: ResourceOption }) {
  const { t } = useTranslation('mapping');
  const lang = useLang();
  const profile = useProfile();
  const resTypeId = ResourceType[type];
  const { users, loading } = useMappableAdmins();
  const mapped = useQuery({
    queryKey: [...MAPPING_KEY, 'admins', resTypeId, resource.id],
    queryFn: () => fetchResourceAdminIds(resTypeId, resource.id),
  });
  const save = useMutation({
    mutationFn: (adminIds: number[]) => saveResourceAdmins({ resTypeId, resId: resource.id, adminIds }),
    onSuccess: useAfterMappingSave(),
  });
  // Nobody changes their own access (the server refuses it): the caller's own entry stays where it is.
  const items: MappingItem[] = users.map((user) => ({
    key: user.id,
    title: user.resName,
    note: user.resName === user.loginId ? '' : user.loginId,
    disabled: user.id === profile.id,
  }));
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('resourceAdmins', { name: optionName(resource, lang) })}
      </Typography.Title>
      <MappingTransfer
        id="resourceAdmins"
        items={items}
        held={mapped.data ?? []}
        titles={[t('otherAdmins'), t('mappedAdmins')]}
        editAction={mappingActions.edit}
        loading={loading || mapped.isLoading}
        saving={save.isPending}
        onSave={save.mutateAsync}
      />
    </>
  );
}
