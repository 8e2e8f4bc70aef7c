import type { SysParameter, SysParameterCreate, SysParameterUpdate } from '@srd/contract';
import type { z } from 'zod';
import { entityApi } from '../../platform/crud/entityApi';

/** `POST /sysParameter/page`, `GET /sysParameter?id=`, `POST` and `PUT /sysParameter`, `DELETE /sysParameter/{id}`. */
export const sysParameterApi = entityApi<
  SysParameter,
  z.output<typeof SysParameterCreate>,
  z.output<typeof SysParameterUpdate>
>('/sysParameter');
