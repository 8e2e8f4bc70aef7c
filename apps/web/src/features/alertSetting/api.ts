import type {
  AlertSetting,
  AlertSettingCreate,
  AlertSettingUpdate,
  AlertType,
  KioskGroup,
  ResourceOption,
  UserOption,
} from '@srd/contract';
import type { z } from 'zod';
import { request } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';
import type { PageOf } from '../../platform/crud/EntityTable';

/** `POST /alertSetting/page`, `GET`, `PUT` and `DELETE /alertSetting/{id}`, `POST /alertSetting`. */
export const alertSettingApi = entityApi<
  AlertSetting,
  z.output<typeof AlertSettingCreate>,
  z.output<typeof AlertSettingUpdate>
>('/alertSetting', { read: 'params', update: { method: 'PUT', idIn: 'params' } });

/** `GET /userManage/userSelectlist`: the admins in the caller's scope, `pId` their tenant. */
export const fetchAdminOptions = () => request<UserOption[]>('GET', '/userManage/userSelectlist');

/** `GET /kiosk/getHkpckioskSelect`: the kiosks in the caller's reach by KID, `pId` their tenant. */
export const fetchKioskOptions = () => request<ResourceOption[]>('GET', '/kiosk/getHkpckioskSelect');

/** Every kiosk group in the caller's reach (`POST /kioskGroup/page` with every row). */
export const fetchKioskGroups = () =>
  request<PageOf<KioskGroup>>('POST', '/kioskGroup/page', { body: { page: 1, pageSize: -1 } }).then(
    (page) => page.rows,
  );

/** `GET /alertType/getAll`: the active alarm types. */
export const fetchAlertTypes = () => request<AlertType[]>('GET', '/alertType/getAll');
