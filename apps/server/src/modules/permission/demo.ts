import { allActions } from '@srd/contract';
import { role } from '../../platform/auth/tables.js';
import type { Tx } from '../../platform/db/client.js';
import { grantActions } from './grants.js';

/** Demo roles: an operations manager who may view every screen across tenants, and a viewer of kiosks and reports. */
export async function seedDemoRoles(tx: Tx): Promise<void> {
  const [manager, viewer] = await tx
    .insert(role)
    .values([
      {
        name: 'Operations Manager',
        nameCht: '營運經理',
        nameChs: '运营经理',
        type: 'system',
        description: 'Sees every screen of every tenant',
        accessAllData: true,
        levelMin: 1,
        levelMax: 5,
      },
      {
        name: 'Kiosk Viewer',
        nameCht: '回收機檢視員',
        nameChs: '回收机查看员',
        type: 'tenant',
        description: 'Follows kiosks and reports',
        levelMin: 5,
        levelMax: 9,
      },
    ])
    .returning({ id: role.id });
  await grantActions(
    tx,
    manager!.id,
    allActions()
      .filter((ref) => ref.name === 'view')
      .map((ref) => ref.key),
  );
  await grantActions(tx, viewer!.id, ['kiosk:view', 'kioskHeartbeats:view', 'kioskAlert:view', 'report:view']);
}
