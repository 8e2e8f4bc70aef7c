import { describe, expect, it } from 'vitest';
import { AdminUserCreate } from '@srd/contract';
import { checkField } from './zodMessage';

const { email, loginId, roleIds, tid } = AdminUserCreate.shape;

describe('form checks from contract schemas', () => {
  it('says which values are missing', () => {
    expect(checkField(loginId, '  ', 'en_US')).toEqual({ ok: false, required: true });
    expect(checkField(roleIds, [], 'en_US')).toEqual({ ok: false, required: true });
    expect(checkField(email, '', 'en_US')).toEqual({ ok: true });
    expect(checkField(tid, undefined, 'en_US')).toEqual({ ok: true });
  });

  it("gives zod's message in the UI language", () => {
    const messages = (['en_US', 'zh_HK', 'zh_CN'] as const).map((lang) => {
      const check = checkField(email, 'not-an-email', lang);
      return check.ok || check.required ? '' : check.message;
    });
    expect(messages[0]).toMatch(/email/i);
    expect(messages[1]).toMatch(/[\u4e00-\u9fff]/);
    expect(messages[2]).toMatch(/[\u4e00-\u9fff]/);
    expect(new Set(messages).size).toBe(3);
  });

  it('accepts valid values', () => {
    expect(checkField(email, 'ann@example.com', 'zh_HK')).toEqual({ ok: true });
    expect(checkField(tid, 3, 'en_US')).toEqual({ ok: true });
    expect(checkField(tid, -3, 'en_US').ok).toBe(false);
  });
});
