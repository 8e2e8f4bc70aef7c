import type { ActionTreeDomain } from '@srd/contract';
import type { ActionLabels } from '../../platform/actionLabels';

/** Domain nodes get this prefix so that their keys never meet an action key (`domain:name`). */
export const DOMAIN_PREFIX = 'domain/';

export interface ActionTreeNode {
  key: string;
  title: string;
  /** Why the node cannot be changed: the caller does not hold the action. */
  locked?: boolean;
  disabled?: boolean;
  children?: ActionTreeNode[];
}

/**
 * The action tree as antd Tree data: one node per domain, its actions below, named in the UI language;
 * non-grantable actions disabled.
 */
export function toTreeData(domains: ActionTreeDomain[], labels: ActionLabels, readOnly = false): ActionTreeNode[] {
  return domains.map((domain) => ({
    key: `${DOMAIN_PREFIX}${domain.domain}`,
    title: labels.domain(domain.domain, domain.title),
    disabled: readOnly || domain.actions.every((action) => !action.grantable),
    children: domain.actions.map((action) => ({
      key: action.key,
      title: labels.action(domain.domain, action.name, action.menuTitle || action.name),
      locked: !action.grantable,
      disabled: readOnly || !action.grantable,
    })),
  }));
}

/** Every action key of the tree. */
export function allActionKeys(domains: ActionTreeDomain[]): string[] {
  return domains.flatMap((domain) => domain.actions.map((action) => action.key));
}

/**
 * The role's action keys after a check in the tree: the checked grantable actions (domain nodes
 * dropped), plus the held actions the caller cannot change (non-grantable or unknown to the tree),
 * which stay as they were.
 */
export function actionKeysFromChecked(
  checked: readonly string[],
  domains: ActionTreeDomain[],
  held: readonly string[],
): string[] {
  const grantable = new Set(
    domains.flatMap((domain) => domain.actions.filter((action) => action.grantable).map((action) => action.key)),
  );
  const chosen = checked.filter((key) => grantable.has(key));
  const kept = held.filter((key) => !grantable.has(key));
  return [...new Set([...kept, ...chosen])].sort();
}
