import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureDeclaration } from '../../platform/feature';

/** The audit part of a feature's declaration (`features/<feature>/feature.ts`). */
type AuditDeclaration = Pick<FeatureDeclaration, 'auditFields'>;

/**
 * The namespace of each resource type's fields by resource type id, from the declarations of all
 * features; a type claimed twice is an error.
 */
export function collectFieldNamespaces(declarations: Record<string, AuditDeclaration>): AuditFields {
  const namespaces: AuditFields = {};
  for (const [file, { auditFields }] of Object.entries(declarations)) {
    for (const [id, namespace] of Object.entries(auditFields ?? {})) {
      if (Object.hasOwn(namespaces, id)) throw new Error(`Resource type ${id} has its fields named twice (${file})`);
      namespaces[Number(id)] = namespace;
    }
  }
  return namespaces;
}

/**
 * The namespace whose `fields.<name>` texts name the fields of a resource type's entries, as each
 * feature declares it (`auditFields`). The audit log reads the features' declarations only, never
 * their screens; its screen loads all these namespaces (app/screens/registry.ts).
 */
export const FIELD_NAMESPACE = collectFieldNamespaces(
  import.meta.glob<AuditDeclaration>('../*/feature.ts', { eager: true }),
);

export const RESOURCE_TYPES = Object.entries(ResourceType).map(([name, id]) => ({ name, id }));
