import type { FeatureScreens } from '../../platform/feature';
/** The system information screen (see app/screens/registry.ts). */
export const screens = {
  SystemInformation: { texts: ['systemInformation'], load: () => import('./SystemInformationPage') },
} satisfies FeatureScreens;
