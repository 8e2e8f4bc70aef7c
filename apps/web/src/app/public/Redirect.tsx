import { Navigate, useLocation } from 'react-router';

/**
 * `/redirect/<path>?<query>`: renders nothing and replaces itself with `/<path>?<query>`, so the view
 * there mounts afresh (the tags view's Refresh). Leading slashes collapse: `//host` would leave the site.
 */
export function Redirect() {
  const { pathname, search, hash } = useLocation();
  const target = '/' + pathname.replace(/^\/redirect/, '').replace(/^\/+/, '');
  return <Navigate to={target + search + hash} replace />;
}
