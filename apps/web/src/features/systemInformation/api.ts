import type { Backup, SystemInformation } from '@srd/contract';
import { request, TIMEOUTS } from '../../platform/api';

/** The React Query key of the system information. */
export const SYSTEM_INFORMATION_KEY = ['systemInformation'] as const;

export const fetchSystemInformation = () => request<SystemInformation>('GET', '/systemInformation');
/** A backup of an embedded database now; a large one takes a while, as an export does. */
export const backUpNow = () => request<Backup>('POST', '/systemInformation/backup', { timeoutMs: TIMEOUTS.export });
