import { z } from 'zod';
import { defineActions } from './actions.js';
import { editInput, OnOffStatus, stampOutput } from './entity.js';
import { pageRequest, pageResult } from './paging.js';
import { textPattern } from './issue-message.js';

export const sysParameterActions = defineActions('sysParameter', {
  view: { menuTitle: 'System parameters' },
  add: { menuTitle: 'Add a system parameter' },
  edit: { menuTitle: 'Edit a system parameter' },
  delete: { menuTitle: 'Delete a system parameter' },
});

/** How a parameter's value is read; the value must parse as its type. */
export const ParamValueType = z.enum(['text', 'number', 'boolean', 'json']);
export type ParamValueType = z.infer<typeof ParamValueType>;
export const PARAM_VALUE_TYPES = ParamValueType.options;

const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** Whether `value` reads as `type`: a decimal number, `true`/`false`, or any JSON document. */
export function paramValueFits(type: ParamValueType, value: string): boolean {
  switch (type) {
    case 'number':
      return NUMBER.test(value) && Number.isFinite(Number(value));
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'json':
      try {
        JSON.parse(value);
        return true;
      } catch {
        return false;
      }
    default:
      return true;
  }
}

/** A named setting of the whole platform. Secret ones never show their value once saved. */
export const SysParameter = z.object({
  id: z.int32(),
  paramKey: z.string(),
  /** Null when the parameter is secret: its value is kept but never answered. */
  paramValue: z.string().nullable(),
  valueType: ParamValueType,
  description: z.string().nullable(),
  /** Secret value (a key, a password): never answered once saved, masked in the audit. */
  confidential: z.boolean(),
  status: z.int32(),
  ...stampOutput,
});
export type SysParameter = z.infer<typeof SysParameter>;

const sysParameterFields = {
  paramKey: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(textPattern('paramKey', /^[A-Za-z0-9_.]+$/)),
  paramValue: z.string().trim().max(10_000).default(''),
  valueType: ParamValueType.default('text'),
  description: z.string().trim().max(500).nullish(),
  confidential: z.boolean().default(false),
  status: OnOffStatus,
};
export const SysParameterCreate = z.object(sysParameterFields);
export type SysParameterCreate = z.infer<typeof SysParameterCreate>;
/** An edit that leaves out `paramValue` keeps the value (how a secret one is edited without retyping it). */
export const SysParameterUpdate = editInput(sysParameterFields);

export const SysParameterPageRequest = pageRequest(['paramKey', 'valueType', 'lupdDttm', 'id'], {
  /** Matches the key and the description. */
  keyword: z.string().max(120).optional(),
  valueType: ParamValueType.optional(),
  status: OnOffStatus.optional(),
});
export type SysParameterPageRequest = z.infer<typeof SysParameterPageRequest>;
export const SysParameterPage = pageResult(SysParameter);
