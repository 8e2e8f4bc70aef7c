import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { meetsPasswordRule } from '@srd/contract';

async function check(valid: boolean, message: string): Promise<void> {
  if (!valid) throw new Error(message);
}

/**
 * The rules of the forms where someone chooses a password: required, the contract's password rule,
 * unlike the field `differFrom` when given (the old password), and a confirmation equal to `newField`.
 */
export function usePasswordRules({ newField, differFrom }: { newField: string; differFrom?: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const required: FormRule = { required: true, message: t('common:validation.required') };
  const newPassword: FormRule[] = [
    required,
    { validator: async (_, value?: string) => check(!value || meetsPasswordRule(value), t('password.rule')) },
  ];
  if (differFrom) {
    newPassword.push(({ getFieldValue }) => ({
      validator: async (_, value?: string) =>
        check(!value || value !== getFieldValue(differFrom), t('password.mustDiffer')),
    }));
  }
  const confirm: FormRule[] = [
    required,
    ({ getFieldValue }) => ({
      validator: async (_, value?: string) =>
        check(!value || value === getFieldValue(newField), t('password.mismatch')),
    }),
  ];
  return { required, newPassword, confirm };
}
