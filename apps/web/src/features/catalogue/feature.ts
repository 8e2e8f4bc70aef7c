import type { FeatureScreens } from '../../platform/feature';
/** The screens of the action and menu catalogue (see app/screens/registry.ts). */
export const screens = {
  Action: { texts: ['crud', 'catalogue', 'actions'], load: () => import('./ActionPage') },
  Menu: { texts: ['crud', 'catalogue', 'menu'], load: () => import('./MenuPage') },
} satisfies FeatureScreens;
