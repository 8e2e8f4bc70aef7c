type Navigate = (to: string) => Promise<void> | void;

// A full page load until the router registers itself (setNavigate), so code outside React can navigate.
let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigate(routerNavigate: Navigate): void {
  navigate = routerNavigate;
}

export function navigateTo(to: string): Promise<void> | void {
  return navigate(to);
}

export const LOGIN_PATH = '/login';
/** Where a signed-in user changes the password; a status-3 user must come here first. */
export const CHANGE_PASSWORD_PATH = '/profile/password';
export const PROFILE_PATH = '/profile/index';
export const DASHBOARD_PATH = '/dashboard';
export const UNAUTHORIZED_PATH = '/401';
export const NOT_FOUND_PATH = '/404';
/** Where the invitation e-mail's link leads (public). */
export const ACCOUNT_ACTIVATION_PATH = '/accountActivation';
/** An admin's screen (`?id=`), opened from the admin list and from access grants. */
export const ADMIN_PATH = '/access/admin';

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/** `path?redirect=<returnTo>`: the screen to come back to afterwards. */
export function withRedirect(path: string, returnTo: string): string {
  return `${path}?${new URLSearchParams({ redirect: returnTo })}`;
}

/**
 * The redirect query when it is a path on this site, else '/'. A second '/' or '\' would make it
 * protocol-relative (another site), and browsers drop tabs and line breaks, so those are refused too.
 */
export function safeRedirect(value: string | null): string {
  return value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : '/';
}
