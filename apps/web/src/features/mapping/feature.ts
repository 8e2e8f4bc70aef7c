import type { FeatureScreens } from '../../platform/feature';
/** The screens of the access mapping (see app/screens/registry.ts). */
export const screens = {
  AccessControl: { texts: ['crud', 'mapping'], load: () => import('./AccessControlPage') },
  ResourcesManager: { texts: ['crud', 'mapping'], load: () => import('./ResourcesManagerPage') },
} satisfies FeatureScreens;
