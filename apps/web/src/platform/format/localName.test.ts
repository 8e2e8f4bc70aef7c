import { describe, expect, it } from 'vitest';
import { localName } from './localName';

const role = { name: 'Operator', nameCht: '操作員', nameChs: '操作员' };

describe('localName', () => {
  it('picks the name of the language', () => {
    expect(localName(role, 'en_US')).toBe('Operator');
    expect(localName(role, 'zh_HK')).toBe('操作員');
    expect(localName(role, 'zh_CN')).toBe('操作员');
  });

  it('falls back to the English name when the translation is empty', () => {
    expect(localName({ name: 'Operator', nameCht: '', nameChs: null }, 'zh_HK')).toBe('Operator');
    expect(localName({ name: 'Operator', nameCht: '', nameChs: null }, 'zh_CN')).toBe('Operator');
    expect(localName({ name: 'Operator' }, 'zh_CN')).toBe('Operator');
  });
});
