import { redirect, type LoaderFunctionArgs } from 'react-router';
import { UserStatus } from '@srd/contract';
import { feedback, MESSAGE_SECONDS } from '../../platform/feedback';
import { currentLang, i18n } from '../../platform/i18n';
import { applyUiLocale, loadUiLocale } from '../../platform/uiLocale';
import { CHANGE_PASSWORD_PATH, LOGIN_PATH, withRedirect } from '../../platform/navigation';
import { profileIsForAnotherSession, profileQuery } from '../../platform/profile';
import { queryClient } from '../../platform/queryClient';
import { getToken, resetToken, SESSION_QUERY_KEY } from '../../platform/session';

/** Loader of every signed-in screen: a token and the user's profile; status 3 changes the password first. */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  if (!getToken()) throw redirect(withRedirect(LOGIN_PATH, target));
  if (profileIsForAnotherSession()) queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
  const profileOrLogin = queryClient.ensureQueryData(profileQuery).catch((error: unknown) => {
    resetToken();
    const content = error instanceof Error && error.message ? error.message : i18n.t('error.hasError');
    // Keyed: the loaders of one navigation check the session side by side, and say it once.
    feedback.message.error({ key: 'session', content, duration: MESSAGE_SECONDS });
    throw redirect(withRedirect(LOGIN_PATH, target));
  });
  // Downloaded side by side with the profile, put to use only for a valid session.
  const lang = currentLang();
  const [profile] = await Promise.all([profileOrLogin, loadUiLocale(lang)]);
  await applyUiLocale(lang);
  if (profile.status === UserStatus.MustChangePassword && url.pathname !== CHANGE_PASSWORD_PATH) {
    throw redirect(withRedirect(CHANGE_PASSWORD_PATH, target));
  }
  return null;
}
