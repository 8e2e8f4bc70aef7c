import Cookies from 'js-cookie';
import { currentPath, LOGIN_PATH, navigateTo, withRedirect } from './navigation';

export const TOKEN_COOKIE = 'Admin-Token';
/** Queries of the signed-in user (profile, menu and actions) live under this key. */
export const SESSION_QUERY_KEY = ['session'];

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE);
}

const queryClientModule = () => import('./queryClient');

/**
 * Drops what signed-in screens cached. Loaded on demand: the query client is not part of the login
 * page's download.
 */
async function clearCachedQueries(): Promise<void> {
  const { queryClient } = await queryClientModule();
  queryClient.clear();
}

// The router says what the signed-in screens need (setSignedInPreload): none of it is the login page's.
let preloadSignedIn = (): void => {};

export function setSignedInPreload(preload: () => void): void {
  preloadSignedIn = preload;
}

/** Called as a sign-in starts: what signed-in screens need downloads while the server checks the password. */
export function signingIn(): void {
  // startSession's own download: a round trip of its own after the answer otherwise.
  queryClientModule().catch(() => undefined);
  preloadSignedIn();
}

/**
 * Keeps the token until the session's latest end. Nothing cached from an earlier session survives,
 * in memory or in session storage (an earlier session may have ended without a logout).
 */
export async function startSession(token: string, expiresAt: string): Promise<void> {
  sessionStorage.clear();
  await clearCachedQueries();
  Cookies.set(TOKEN_COOKIE, token, {
    expires: new Date(expiresAt),
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
  });
}

/** Drops the token and the session data kept in session storage. */
export function resetToken(): void {
  Cookies.remove(TOKEN_COOKIE);
  sessionStorage.clear();
}

/**
 * Signs out locally (token, session and local storage, SPEC 4) and opens the login screen, which
 * returns to `returnTo` after the next login. Client settings live in cookies and stay.
 */
export async function endSession(returnTo = currentPath()): Promise<void> {
  // Several refused calls end the session once, and the return path never becomes the login page.
  if (ending) return ending;
  ending = (async () => {
    resetToken();
    localStorage.clear();
    await navigateTo(withRedirect(LOGIN_PATH, returnTo));
    // Only after leaving: signed-in screens still mounted would refetch their cleared queries without a token.
    await clearCachedQueries();
  })().finally(() => {
    ending = undefined;
  });
  return ending;
}

let ending: Promise<void> | undefined;
