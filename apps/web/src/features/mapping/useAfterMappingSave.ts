import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MappingChange } from '@srd/contract';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { feedback } from '../../platform/feedback';
import { MAPPING_KEY } from './api';

/** After a mapping save: says how many were added and removed, and refreshes every mapping list and the audit log. */
export function useAfterMappingSave(): (change: MappingChange) => Promise<void> {
  const { t } = useTranslation('mapping');
  const queryClient = useQueryClient();
  return async ({ added, removed }) => {
    feedback.message.success(t('saved', { added: added.length, removed: removed.length }));
    await Promise.all([MAPPING_KEY, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}
