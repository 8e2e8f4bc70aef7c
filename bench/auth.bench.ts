import { dashboardActions, userManageActions } from '@srd/contract';
import Fastify from 'fastify';
import { ADMIN_PASSWORD, createTestApp } from '../apps/server/src/test/harness.js';
import { CONNECTIONS, DURATION_SECONDS, load, percentile } from './load.js';

/** The yardstick: a bare Fastify hello-world route, loaded the same way. */
async function helloFigures() {
  const hello = Fastify({ logger: false });
  hello.get('/hello', () => ({ hello: 'world' }));
  const url = await hello.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load(`${url}/hello`);
  } finally {
    await hello.close();
  }
}

/**
 * getUserProfile (an authenticated read) against the hello route, under the same load in the same
 * run: for an operator with a handful of actions, as most staff are, and for the administrator, whose
 * 2 KB profile lists every action. And the time a sign-in takes, argon2 included.
 */
export async function run() {
  const helloRoute = await helloFigures();
  const server = await createTestApp();
  try {
    const role = await server.createRole({
      actions: [userManageActions.view, userManageActions.clearToken, dashboardActions.notShowDashboard],
    });
    const operator = await server.createUser({ loginId: 'bench.operator', roleIds: [role.id], tid: 1 });
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });

    const loginTimes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const started = performance.now();
      await server.login('admin', ADMIN_PASSWORD);
      loginTimes.push(performance.now() - started);
    }
    const profileUrl = `${url}/api/userManage/getUserProfile`;
    const operatorProfile = await load(profileUrl, {
      authorization: `Bearer ${await server.login(operator.loginId, operator.password)}`,
    });
    const adminProfile = await load(profileUrl, {
      authorization: `Bearer ${await server.login('admin', ADMIN_PASSWORD)}`,
    });
    return {
      database: server.deps.database.kind,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      helloReqPerSec: helloRoute.reqPerSec,
      helloP99Ms: helloRoute.p99Ms,
      getUserProfileReqPerSec: operatorProfile.reqPerSec,
      getUserProfileP99Ms: operatorProfile.p99Ms,
      getUserProfileShareOfHello: Number((operatorProfile.reqPerSec / helloRoute.reqPerSec).toFixed(2)),
      adminProfileReqPerSec: adminProfile.reqPerSec,
      adminProfileP99Ms: adminProfile.p99Ms,
      adminProfileShareOfHello: Number((adminProfile.reqPerSec / helloRoute.reqPerSec).toFixed(2)),
      loginP50Ms: percentile(loginTimes, 50),
      loginP95Ms: percentile(loginTimes, 95),
    };
  } finally {
    await server.close();
  }
}
