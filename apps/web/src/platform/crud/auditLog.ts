import type { AuditLogEntry, AuditLogPageRequest } from '@srd/contract';
import { request } from '../api';
import type { PageOf } from './EntityTable';

export const AUDIT_LOG_KEY = ['sysAuditLog', 'page'];

/** `POST /sysAuditLog/page`. */
export function fetchAuditPage(body: Partial<AuditLogPageRequest>): Promise<PageOf<AuditLogEntry>> {
  return request('POST', '/sysAuditLog/page', { body });
}
