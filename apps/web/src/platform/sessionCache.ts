/**
 * Session data kept in session storage (SPEC 9): roles, menus, actions and option lists survive a
 * reload of the tab and vanish with the session (resetToken clears session storage).
 */
export async function cachedInSession<T>(key: string, load: () => Promise<T>): Promise<T> {
  const stored = sessionStorage.getItem(key);
  if (stored !== null) return JSON.parse(stored) as T;
  const value = await load();
  sessionStorage.setItem(key, JSON.stringify(value));
  return value;
}
