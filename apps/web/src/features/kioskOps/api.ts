import type {
  ActivityPageRequest,
  ActivityRow,
  AlarmComment,
  AlarmPage,
  AlarmPageRequest,
  AlarmRow,
  Availability,
  HeartbeatPageRequest,
  HeartbeatRow,
  KioskCommandName,
  KioskCommandPageRequest,
  KioskCommandRow,
  KioskLatestStatePage,
  KioskLatestStatePageRequest,
  KioskOperationResult,
} from '@srd/contract';
import type { z } from 'zod';
import { request, TIMEOUTS } from '../../platform/api';
import type { PageOf } from '../../platform/crud/EntityTable';

/** React Query keys of what the kiosk operations screens read; a change refreshes them all. */
export const KIOSK_OPS_KEY = ['kioskOps'] as const;
export const LIVE_KEY = [...KIOSK_OPS_KEY, 'live'] as const;
export const HEARTBEATS_KEY = [...KIOSK_OPS_KEY, 'heartbeats'] as const;
export const COMMANDS_KEY = [...KIOSK_OPS_KEY, 'commands'] as const;
export const ALARMS_KEY = [...KIOSK_OPS_KEY, 'alarms'] as const;
export const ACTIVITY_KEY = [...KIOSK_OPS_KEY, 'activity'] as const;
export const AVAILABILITY_KEY = [...KIOSK_OPS_KEY, 'availability'] as const;

type In<T extends z.ZodType> = z.input<T>;

/** The heartbeat monitor's poll: it may wait up to 50 s (SPEC 9). */
export const fetchLive = (body: In<typeof KioskLatestStatePageRequest>) =>
  request<KioskLatestStatePage>('POST', '/kiosk/getKioskHeartBeats', { body, timeoutMs: TIMEOUTS.heartbeats });
export const fetchHeartbeats = (body: In<typeof HeartbeatPageRequest>) =>
  request<PageOf<HeartbeatRow>>('POST', '/kiosk/heartbeatPage', { body });
export const fetchCommands = (body: In<typeof KioskCommandPageRequest>) =>
  request<PageOf<KioskCommandRow>>('POST', '/kiosk/commandPage', { body });
export const fetchAlarms = (body: In<typeof AlarmPageRequest>) =>
  request<AlarmPage>('POST', '/kiosk/getAlert', { body });
export const fetchActivity = (body: In<typeof ActivityPageRequest>) =>
  request<PageOf<ActivityRow>>('POST', '/kiosk/getActivityHistory', { body });
export const fetchAvailability = (kioskId: number, from: string, to: string) =>
  request<Availability[]>('POST', '/kiosk/availability', { body: { kioskIds: [kioskId], from, to } });
export const fetchAlarmComments = (id: number) => request<AlarmComment[]>('GET', `/kiosk/alarm/comments?id=${id}`);

export const markAsDown = (kioskId: number, reason: string) =>
  request<KioskOperationResult>('POST', '/kiosk/markAsDown', { body: { id: kioskId, reason } });
export const resumeService = (kioskId: number) =>
  request<KioskOperationResult>('GET', `/kiosk/resumeService?id=${kioskId}`);
export const sendReboot = (kioskId: number) => request<KioskCommandRow>('GET', `/kiosk/sendReboot?id=${kioskId}`);
export function sendCommand(
  kioskId: number,
  command: KioskCommandName,
  remark?: string,
  volume?: number,
): Promise<KioskCommandRow> {
  const query = new URLSearchParams({ command, id: String(kioskId) });
  if (remark) query.set('remark', remark);
  if (volume !== undefined) query.set('volume', String(volume));
  return request('GET', `/kiosk/sendCommand?${query.toString()}`);
}
export const cancelCommand = (id: number) => request<KioskCommandRow>('POST', '/kiosk/cancelCommand', { body: { id } });
export const acknowledgeAlarm = (id: number) => request<AlarmRow>('POST', '/kiosk/alarm/acknowledge', { body: { id } });
export const clearAlarm = (id: number) => request<AlarmRow>('POST', '/kiosk/alarm/clear', { body: { id } });
export const commentAlarm = (id: number, text: string) =>
  request<AlarmComment[]>('POST', '/kiosk/alarm/comment', { body: { id, text } });
