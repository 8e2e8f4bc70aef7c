import type { Program, ProgramCreate, ProgramUpdate } from '@srd/contract';
import type { z } from 'zod';
import { entityApi } from '../../platform/crud/entityApi';

/** SPEC 7: `POST /program/page`, `GET /program?id=`, `POST` and `PUT /program`, `DELETE /program/{id}`. */
export const programApi = entityApi<Program, z.output<typeof ProgramCreate>, z.output<typeof ProgramUpdate>>(
  '/program',
);
