import { describe, expect, it } from 'vitest';
import { paramValueFits } from './sys-parameter.js';

describe('system parameter values by type', () => {
  it('reads numbers as decimal numbers only', () => {
    for (const value of ['0', '-12', '3.5', '1e3']) expect(paramValueFits('number', value), value).toBe(true);
    for (const value of ['', 'ten', '1,000', '0x10', 'Infinity', '1e999'])
      expect(paramValueFits('number', value), value).toBe(false);
  });

  it('reads booleans as true or false only', () => {
    expect(paramValueFits('boolean', 'true')).toBe(true);
    expect(paramValueFits('boolean', 'false')).toBe(true);
    for (const value of ['TRUE', 'yes', '1', '']) expect(paramValueFits('boolean', value), value).toBe(false);
  });

  it('reads json as any JSON document, and text as anything', () => {
    expect(paramValueFits('json', '{"a":[1,2]}')).toBe(true);
    expect(paramValueFits('json', '42')).toBe(true);
    expect(paramValueFits('json', '{a:1}')).toBe(false);
    expect(paramValueFits('text', '')).toBe(true);
  });
});
