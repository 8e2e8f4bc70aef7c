import type { Tx } from '../../platform/db/client.js';
import { kioskErrorCode } from './tables.js';

type Texts = [en: string, cht: string, chs: string];
const code = (
  code: string,
  kioskType: number | null,
  alertTypeCode: string | null,
  description: Texts,
  reason: Texts,
  action: Texts,
) => ({
  code,
  kioskType,
  alertTypeCode,
  description: description[0],
  descriptionCht: description[1],
  descriptionChs: description[2],
  reason: reason[0],
  reasonCht: reason[1],
  reasonChs: reason[2],
  action: action[0],
  actionCht: action[1],
  actionChs: action[2],
});

/** Error codes of the three kiosk types (0 RVM, 1 Smart Classify, 2 TODI Bin) and of all of them. */
export const DEMO_ERROR_CODES = [
  code(
    'E001',
    null,
    'OFFLINE',
    ['Network connection lost', '網絡連線中斷', '网络连接中断'],
    [
      'The router or SIM card lost its signal, or the power failed',
      '路由器或 SIM 卡失去訊號，或電源中斷',
      '路由器或 SIM 卡失去信号，或电源中断',
    ],
    [
      'Check the power and the router; restart the router if its light is red',
      '檢查電源及路由器；如指示燈為紅色，請重新啟動路由器',
      '检查电源及路由器；如指示灯为红色，请重新启动路由器',
    ],
  ),
  code(
    'E101',
    0,
    'BELT_JAM',
    ['Conveyor belt jammed', '輸送帶卡住', '输送带卡住'],
    [
      'A crushed bottle or a foreign object is stuck under the belt',
      '壓扁的膠樽或異物卡在輸送帶下',
      '压扁的塑料瓶或异物卡在输送带下',
    ],
    [
      'Open the front panel, remove the object and press Reset',
      '打開前面板，取出異物後按重設',
      '打开前面板，取出异物后按重置',
    ],
  ),
  code(
    'E102',
    0,
    'BIN_FULL',
    ['Bottle bin full', '膠樽回收箱已滿', '塑料瓶回收箱已满'],
    ['The bin reached its weight or depth limit', '回收箱已達重量或深度上限', '回收箱已达重量或深度上限'],
    ['Empty the bin and close the door firmly', '清空回收箱並關緊機門', '清空回收箱并关紧机门'],
  ),
  code(
    'E103',
    0,
    null,
    ['Barcode scanner not responding', '條碼掃描器沒有回應', '条码扫描器没有响应'],
    ['The scanner cable is loose or its window is dirty', '掃描器接線鬆脫或鏡面骯髒', '扫描器接线松脱或镜面脏污'],
    [
      'Clean the scanner window and reseat its cable, then reboot the kiosk',
      '清潔掃描器鏡面並重新接好接線，然後重新啟動機器',
      '清洁扫描器镜面并重新接好接线，然后重新启动机器',
    ],
  ),
  code(
    'E201',
    1,
    'CAMERA_FAULT',
    ['Classification camera fault', '分類鏡頭故障', '分类镜头故障'],
    ['The camera gives no picture or a blurred one', '鏡頭沒有影像或影像模糊', '镜头没有图像或图像模糊'],
    [
      'Wipe the lens; if the fault stays, send a reboot and call the supplier',
      '抹淨鏡頭；如故障持續，請發送重新啟動指令並聯絡供應商',
      '擦净镜头；如故障持续，请发送重新启动指令并联系供应商',
    ],
  ),
  code(
    'E202',
    1,
    'DOOR_OPEN',
    ['Collection door open', '收集門未關', '收集门未关'],
    ['The door was not closed after emptying', '清空後沒有關上機門', '清空后没有关上机门'],
    ['Close and lock the collection door', '關上並鎖好收集門', '关上并锁好收集门'],
  ),
  code(
    'E203',
    1,
    null,
    ['Weighing scale out of calibration', '磅秤需要校準', '秤需要校准'],
    ['The empty scale reads more than 50 g', '空磅讀數超過 50 克', '空秤读数超过 50 克'],
    [
      'Empty the tray and run the calibration from the service menu',
      '清空托盤並於維修選單執行校準',
      '清空托盘并在维修菜单执行校准',
    ],
  ),
  code(
    'E301',
    2,
    'SPRAY_LOW',
    ['Deodorising spray low', '除味噴霧不足', '除味喷雾不足'],
    ['The spray tank is below 10 %', '噴霧缸低於 10 %', '喷雾罐低于 10 %'],
    ['Refill the spray tank at the next visit', '下次巡查時補充噴霧液', '下次巡查时补充喷雾液'],
  ),
  code(
    'E302',
    2,
    'DOOR_OPEN',
    ['Bin lid stuck open', '回收桶蓋卡住未關', '回收桶盖卡住未关'],
    ['Waste blocks the lid or its motor stalled', '垃圾阻擋桶蓋或馬達停轉', '垃圾阻挡桶盖或马达停转'],
    ['Clear the lid opening and send a reboot', '清理桶蓋開口並發送重新啟動指令', '清理桶盖开口并发送重新启动指令'],
  ),
  code(
    'E303',
    2,
    'BIN_FULL',
    ['Bin full', '回收桶已滿', '回收桶已满'],
    ['The bin reached its depth limit', '回收桶已達深度上限', '回收桶已达深度上限'],
    ['Empty the bin', '清空回收桶', '清空回收桶'],
  ),
];

export async function seedDemoErrorCodes(tx: Tx): Promise<void> {
  await tx.insert(kioskErrorCode).values(DEMO_ERROR_CODES);
}
