import {
  ErrorCode,
  paramValueFits,
  ResourceType,
  type ParamValueType,
  type SysParameter,
  SysParameterPageRequest,
} from '@srd/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { AppError } from '../../platform/http/app-error.js';
import { t, type MessageKey } from '../../platform/i18n/messages.js';
import { sysParameter } from './tables.js';

const VALUE_MESSAGES: Partial<Record<ParamValueType, MessageKey>> = {
  number: 'paramValueNumber',
  boolean: 'paramValueBoolean',
  json: 'paramValueJson',
};

export const sysParameters = createEntityService({
  table: sysParameter,
  resType: ResourceType.SysParameter,
  request: SysParameterPageRequest,
  defaultSort: { field: 'paramKey', order: 'ascend' },
  keyword: [sysParameter.paramKey, sysParameter.description],
  // A secret value is kept for the server's own use, never answered.
  present: (row) => withIsoDates({ ...row, paramValue: row.confidential ? null : row.paramValue }) as SysParameter,
  secretFields: (row) => (row.confidential ? ['paramValue'] : []),
  async check(tx, ctx, next, before) {
    // Checked on the merged row: an edit may change the type alone, or the value alone.
    const valueType = next.valueType as ParamValueType;
    const message = VALUE_MESSAGES[valueType];
    if (message && !paramValueFits(valueType, String(next.paramValue))) {
      throw new AppError(ErrorCode.BadRequest, undefined, {
        fields: [{ field: 'paramValue', message: t(message, ctx.lang) }],
      });
    }
    const [taken] = await tx
      .select({ id: sysParameter.id })
      .from(sysParameter)
      .where(
        and(
          eq(sql`upper(${sysParameter.paramKey})`, String(next.paramKey).toUpperCase()),
          before ? ne(sysParameter.id, before.id as number) : undefined,
        ),
      );
    if (taken) throw new AppError(ErrorCode.CodeTaken);
  },
});
