/**
 * The action catalogue: every permission the product knows, by domain. A route declares the action
 * it needs (or that it is public / needs only a session); roles hold actions. At start the server
 * syncs this catalogue into its `action` table and fills each action's method and path from the routes
 * that declare it.
 */
export interface ActionRef {
  domain: string;
  name: string;
  /** `domain:name`, the key stored with roles. */
  key: string;
  /** English menu title where the action opens a screen. */
  menuTitle?: string;
  /** Takes something away from its holder (hides the dashboard): the super-administrator does not hold it. */
  restricts?: boolean;
}

export interface ActionSpec {
  menuTitle?: string;
  restricts?: boolean;
}

const registry = new Map<string, ActionRef>();

/** Declares a domain's actions once; returns references keyed by action name. */
export function defineActions<const N extends string>(
  domain: string,
  actions: Record<N, ActionSpec> | readonly N[],
): Record<N, ActionRef> {
  const entries: [N, ActionSpec][] = Array.isArray(actions)
    ? (actions as readonly N[]).map((name) => [name, {}])
    : (Object.entries(actions) as [N, ActionSpec][]);
  const refs = {} as Record<N, ActionRef>;
  for (const [name, spec] of entries) {
    const ref: ActionRef = { domain, name, key: `${domain}:${name}`, ...spec };
    if (registry.has(ref.key)) throw new Error(`Action ${ref.key} is declared twice`);
    registry.set(ref.key, ref);
    refs[name] = ref;
  }
  return refs;
}

/** Every declared action. The menu and domain modules must be imported first (index.ts does). */
export function allActions(): ActionRef[] {
  return [...registry.values()];
}

/** What the super-administrator role holds: every action that grants something. */
export function superAdministratorActions(): ActionRef[] {
  return allActions().filter((action) => !action.restricts);
}

export function actionByKey(key: string): ActionRef | undefined {
  return registry.get(key);
}
