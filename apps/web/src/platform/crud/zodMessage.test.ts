import { describe, expect, it } from 'vitest';
import { AdminUserCreate, Latitude } from '@srd/contract';
import { checkField } from './zodMessage';

const { email, loginId, mobileNo, roleIds, tid } = AdminUserCreate.shape;

describe('form checks from contract schemas', () => {
  it('says which values are missing', () => {
    expect(checkField(loginId, '  ', 'en_US')).toEqual({ ok: false, required: true });
    expect(checkField(roleIds, [], 'en_US')).toEqual({ ok: false, required: true });
    expect(checkField(email, '', 'en_US')).toEqual({ ok: true });
    expect(checkField(tid, undefined, 'en_US')).toEqual({ ok: true });
  });

  it('says what is wrong in words, in the UI language', () => {
    const wrong = (schema: Parameters<typeof checkField>[0], value: unknown, lang: 'en_US' | 'zh_HK' | 'zh_CN') => {
      const check = checkField(schema, value, lang);
      return check.ok || check.required ? '' : check.message;
    };
    expect(wrong(email, 'not-an-email', 'en_US')).toBe('Enter a valid e-mail address');
    expect(wrong(email, 'not-an-email', 'zh_HK')).toBe('請輸入有效的電郵地址');
    expect(wrong(email, 'not-an-email', 'zh_CN')).toBe('请输入有效的电子邮箱地址');
    expect(wrong(mobileNo, 'call me', 'en_US')).toBe(
      'Enter a phone number of 6 to 20 digits (spaces, - and a leading + are allowed)',
    );
    expect(wrong(Latitude, 999, 'zh_HK')).toBe('不可大於 90');
    expect(wrong(tid, 1.5, 'zh_CN')).toBe('必须是整数');
  });

  it('accepts valid values', () => {
    expect(checkField(email, 'ann@example.com', 'zh_HK')).toEqual({ ok: true });
    expect(checkField(tid, 3, 'en_US')).toEqual({ ok: true });
    expect(checkField(tid, -3, 'en_US').ok).toBe(false);
  });
});
