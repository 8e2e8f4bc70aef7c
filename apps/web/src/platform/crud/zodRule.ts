import type { FormRule } from 'antd';
import type { z } from 'zod';
import { currentLang, i18n } from '../i18n';
import { checkField } from './zodMessage';

/**
 * An antd Form rule from a contract field schema; messages in the UI language. `formatMessage`
 * replaces zod's own text when a value is there but wrong (a pattern reads better in words).
 */
export function zodRule(schema: z.ZodType, formatMessage?: string): FormRule {
  return {
    // Marks the field as required in the form's layout when the schema needs a value.
    required: !schema.safeParse(undefined).success && !schema.safeParse(null).success,
    validator: async (_, value: unknown) => {
      const check = checkField(schema, value, currentLang());
      if (check.ok) return;
      throw new Error(check.required ? i18n.t('validation.required') : (formatMessage ?? check.message));
    },
  };
}
