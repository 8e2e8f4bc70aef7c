import type { FeatureScreens } from '../../platform/feature';
/**
 * The audit log screen (see app/screens/registry.ts); `fieldTexts` also loads the namespace naming
 * the fields of each audited resource type, collected from the features' `auditFields`.
 */
export const screens = {
  AuditLog: { texts: ['crud', 'audit'], fieldTexts: true, load: () => import('./AuditLogPage') },
} satisfies FeatureScreens;
