import type { Tx } from '../../platform/db/client.js';
import { alertType } from './tables.js';

/** The alerts kiosks of every type report. */
export async function seedDemoAlertTypes(tx: Tx): Promise<void> {
  await tx.insert(alertType).values([
    { code: 'BIN_FULL', name: 'Bin full', nameCht: '回收箱已滿', nameChs: '回收箱已满', level: 3 },
    { code: 'BIN_NEAR_FULL', name: 'Bin nearly full', nameCht: '回收箱將滿', nameChs: '回收箱将满', level: 2 },
    { code: 'DOOR_OPEN', name: 'Door left open', nameCht: '機門未關', nameChs: '机门未关', level: 2 },
    { code: 'OFFLINE', name: 'No heartbeat', nameCht: '沒有心跳', nameChs: '没有心跳', level: 3 },
    {
      code: 'BELT_JAM',
      name: 'Conveyor belt jammed',
      nameCht: '輸送帶卡住',
      nameChs: '输送带卡住',
      kioskType: 0,
      level: 3,
    },
    { code: 'CAMERA_FAULT', name: 'Camera fault', nameCht: '鏡頭故障', nameChs: '镜头故障', kioskType: 1, level: 2 },
    {
      code: 'SPRAY_LOW',
      name: 'Spray liquid low',
      nameCht: '噴霧液不足',
      nameChs: '喷雾液不足',
      kioskType: 2,
      level: 1,
    },
  ]);
}
