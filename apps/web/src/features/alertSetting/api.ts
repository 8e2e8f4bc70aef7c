import type { AlertSetting, AlertSettingCreate, AlertSettingUpdate, AlertSettingOptions } from '@srd/contract';
import type { z } from 'zod';
import { request } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';

/** `POST /alertSetting/page`, `GET`, `PUT` and `DELETE /alertSetting/{id}`, `POST /alertSetting`. */
export const alertSettingApi = entityApi<
  AlertSetting,
  z.output<typeof AlertSettingCreate>,
  z.output<typeof AlertSettingUpdate>
>('/alertSetting', { read: 'params', update: { method: 'PUT', idIn: 'params' } });

/** `GET /alertSetting/options`: the kiosk groups, kiosks, admins and alarm types a setting may name. */
export const fetchAlertSettingOptions = () => request<AlertSettingOptions>('GET', '/alertSetting/options');
