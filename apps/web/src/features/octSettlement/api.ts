import type {
  OctEventLogPageRequest,
  OctEventLogRow,
  OctEventType,
  OctEventTypeCreate,
  OctEventTypeUpdate,
  OctOption,
  OctSftpLogPageRequest,
  OctSftpLogRow,
  OctSftpType,
  OctSftpTypeCreate,
  OctSftpTypeUpdate,
} from '@srd/contract';
import type { z } from 'zod';
import { request } from '../../platform/api';
import type { PageOf } from '../../platform/crud/EntityTable';
import { entityApi } from '../../platform/crud/entityApi';

/** `POST /octSftpType/page`, `GET /octSftpType?id=`, `POST` and `PUT /octSftpType`, `DELETE /octSftpType/{id}`. */
export const octSftpTypeApi = entityApi<
  OctSftpType,
  z.output<typeof OctSftpTypeCreate>,
  z.output<typeof OctSftpTypeUpdate>
>('/octSftpType');

/** The same for the card event types at `/octEventType`. */
export const octEventTypeApi = entityApi<
  OctEventType,
  z.output<typeof OctEventTypeCreate>,
  z.output<typeof OctEventTypeUpdate>
>('/octEventType');

export const SFTP_LOG_KEY = ['octSettlement', 'sftpLog'] as const;
export const EVENT_LOG_KEY = ['octSettlement', 'eventLog'] as const;
export const SFTP_TYPE_OPTIONS_KEY = ['octSettlement', 'sftpTypeOptions'] as const;
export const EVENT_TYPE_OPTIONS_KEY = ['octSettlement', 'eventTypeOptions'] as const;

/** `POST /octSftpLog/page`. */
export const fetchSftpLogs = (body: OctSftpLogPageRequest) =>
  request<PageOf<OctSftpLogRow>>('POST', '/octSftpLog/page', { body });

/** `POST /octEventLog/page`. */
export const fetchEventLogs = (body: OctEventLogPageRequest) =>
  request<PageOf<OctEventLogRow>>('POST', '/octEventLog/page', { body });

/** `GET /octSftpType/options` and `GET /octEventType/options`: the logs' filter choices. */
export const fetchSftpTypeOptions = () => request<OctOption[]>('GET', '/octSftpType/options');
export const fetchEventTypeOptions = () => request<OctOption[]>('GET', '/octEventType/options');
