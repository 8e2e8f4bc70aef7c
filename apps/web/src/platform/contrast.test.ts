import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, readableShade } from './contrast';
import { THEME_PRESETS } from './settings';

describe('colour contrast', () => {
  it('measures the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#1890ff')).toBeCloseTo(3.24, 2);
  });

  it('keeps a colour that already reads and darkens one that does not, keeping its hue', () => {
    expect(readableShade('#0050b3')).toBe('#0050b3');
    const shade = readableShade('#1890ff');
    expect(contrastRatio('#ffffff', shade)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio('#ffffff', shade)).toBeLessThan(5.2);
  });

  it('gives every theme preset a shade that white text and text on white can be read on', () => {
    for (const preset of THEME_PRESETS)
      expect(contrastRatio('#ffffff', readableShade(preset))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
