import { describe, expect, it } from 'vitest';
import { characterClassCount, meetsPasswordRule } from './password.js';

describe('password rule (SPEC 5)', () => {
  it.each([
    ['Abcdef1!', true],
    ['abcdef1!', true], // lowercase, digit, symbol
    ['ABCDEF1!', true],
    ['Abcdefg1', true],
    ['Abcdefg!', true],
    ['Abcde1!', false], // 7 characters
    ['abcdefgh1', false], // two classes
    ['ABCDEFGH', false],
    ['12345678!', false],
    ['', false],
    [`Aa1!${'x'.repeat(124)}`, true], // 128 characters
    [`Aa1!${'x'.repeat(125)}`, false],
  ])('%s -> %s', (password, expected) => {
    expect(meetsPasswordRule(password)).toBe(expected);
  });

  it('counts the four classes', () => {
    expect(characterClassCount('a')).toBe(1);
    expect(characterClassCount('aA')).toBe(2);
    expect(characterClassCount('aA1')).toBe(3);
    expect(characterClassCount('aA1 ')).toBe(4);
    expect(characterClassCount('密碼Aa1')).toBe(4);
  });
});
