import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the barcodes (see app/screens/registry.ts). */
export const screens = {
  Barcode: { texts: ['crud', 'barcode'], load: () => import('./BarcodePage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.Barcode]: 'barcode',
} satisfies AuditFields;
