import FindMyWay from 'find-my-way';
import type { RouteEntry } from './route-table.js';

/**
 * The methods a path answers, to tell a wrong method (405 with `Allow`) from an unknown path (404).
 * Fastify answers both with 404; its own router, fed the same routes, tells them apart.
 */
export function allowedMethodsOf(routes: readonly RouteEntry[]): (path: string) => string[] {
  let router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1> | undefined;
  return (path) => {
    if (!router) {
      // Built on first use: every route is registered by then.
      router = FindMyWay();
      for (const route of routes) router.on(route.method as FindMyWay.HTTPMethod, route.url, () => {});
    }
    const found = router;
    return (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((method) => found.find(method, path) !== null);
  };
}
