import dayjs, { type Dayjs } from 'dayjs';
import type { Filters } from '../../platform/crud/listState';
import { DAY_FORMAT } from './listQuery';

/** The URL keeps a period as two days; the range picker wants dayjs. */
export const toForm = ({ range, ...filters }: Filters) => ({
  ...filters,
  range: Array.isArray(range) ? range.map((day) => dayjs(day, DAY_FORMAT)) : undefined,
});

export const fromForm = ({ range, ...values }: Record<string, unknown>) => ({
  ...(values as Filters),
  range: Array.isArray(range) ? (range as Dayjs[]).map((day) => day.format(DAY_FORMAT)) : undefined,
});
