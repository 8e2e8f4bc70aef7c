import type { KioskLiveStatus } from '@srd/contract';
import type { TagColor } from '../crud/statusTags';

/** Tag colour and map marker colour of each status. */
export const LIVE_STATUS_STYLE: Record<KioskLiveStatus, { tag: TagColor; marker: string }> = {
  state0: { tag: 'success', marker: '#52c41a' },
  state1: { tag: 'warning', marker: '#faad14' },
  state2: { tag: 'error', marker: '#f5222d' },
  state3: { tag: 'default', marker: '#8c8c8c' },
  state4: { tag: 'processing', marker: '#1677ff' },
  manualDown: { tag: 'cyan', marker: '#13c2c2' },
  offline: { tag: 'default', marker: '#434343' },
  noHeartbeat: { tag: 'default', marker: '#bfbfbf' },
};
