import { describe, expect, it } from 'vitest';
import { errorCatalogue, ErrorCode, errorMessage, PASS_THROUGH_CODES, RELOGIN_CODES } from './errors.js';
import { LANGS } from './i18n.js';

describe('error catalogue', () => {
  it('gives every SPEC code a meaning', () => {
    for (const code of [1001, 1002, 1003, 1004, 1007, 3001, 10027, 10037, 10041, 10042, 10043, 50008, 50012, 50014]) {
      expect(Object.values(ErrorCode)).toContain(code);
      expect(errorCatalogue[code as ErrorCode]).toBeDefined();
    }
    expect([...PASS_THROUGH_CODES].sort((a, b) => a - b)).toEqual([3001, 10027, 10037, 10041, 10042, 10043]);
    expect(RELOGIN_CODES).toEqual([50008, 50012, 50014]);
  });

  it('has a distinct, filled message in each language for every code', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      for (const lang of LANGS) expect(entry.message[lang].trim(), `${code} ${lang}`).not.toBe('');
      expect(entry.message.zh_HK, code).not.toBe(entry.message.en_US);
      expect(entry.message.zh_CN, code).not.toBe(entry.message.en_US);
    }
  });

  it('uses the SPEC wording', () => {
    expect(errorMessage(ErrorCode.UserExists, 'en_US')).toBe('User already exists');
    expect(errorMessage(ErrorCode.InvalidToken, 'en_US')).toBe('Invalid session, please login again!');
    expect(errorMessage(ErrorCode.TooManyRequests, 'en_US')).toBe('too frequent, retry later');
  });

  it('says what went wrong at sign-in, not that a session ended', () => {
    expect(errorMessage(ErrorCode.LoginFailed, 'en_US')).toBe('The user name or password is incorrect.');
    expect(errorMessage(ErrorCode.LoginFailed, 'en_US')).not.toMatch(/log ?in again/i);
    expect(errorMessage(ErrorCode.LoginFailed, 'zh_HK')).not.toContain('重新登入');
    expect(errorMessage(ErrorCode.LoginFailed, 'zh_CN')).not.toContain('重新登录');
    expect(errorMessage(ErrorCode.LoginLocked, 'zh_CN', { seconds: 30 })).toBe(
      '你的网络地址以此用户名登录失败次数过多，请于 30 秒后再试。',
    );
  });

  it('answers each code with a fitting HTTP status', () => {
    expect(errorCatalogue[1001].http).toBe(401);
    expect(errorCatalogue[1002].http).toBe(401);
    expect(errorCatalogue[1003].http).toBe(403);
    expect(errorCatalogue[1004].http).toBe(403);
    expect(errorCatalogue[1007].http).toBe(409);
    for (const code of RELOGIN_CODES) expect(errorCatalogue[code as ErrorCode].http).toBe(401);
  });
});
