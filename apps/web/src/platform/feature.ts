import type { CustomTypeOptions } from 'i18next';
import type { ComponentType } from 'react';

/** The name of a text namespace: a file of `locales/en_US`. */
export type TextNamespace = keyof CustomTypeOptions['resources'];

/** A built screen as its feature declares it. */
export interface ScreenDeclaration {
  /** The i18n namespaces the screen needs, loaded with it. */
  texts: TextNamespace[];
  /** Whether it also needs the namespace naming the fields of every audited resource type (the audit log). */
  fieldTexts?: boolean;
  /** The screen's module, a chunk of its own. */
  load: () => Promise<{ default: ComponentType }>;
}

/** A feature's screens by screen name (MenuNode.screen). */
export type FeatureScreens = Record<string, ScreenDeclaration>;

/** For each audited resource type of a feature, the namespace whose `fields.<name>` texts name its fields. */
export type AuditFields = Partial<Record<number, TextNamespace>>;

/**
 * What a feature's `features/<feature>/feature.ts` declares, as named exports checked with `satisfies`:
 * `screens`, e.g. `KioskList: { texts: ['crud', 'kiosk'], load: () => import('./KioskListPage') }`, and
 * `auditFields`. app/screens/registry.ts collects them.
 */
export interface FeatureDeclaration {
  screens?: FeatureScreens;
  auditFields?: AuditFields;
}
