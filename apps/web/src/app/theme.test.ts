import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '../platform/contrast';
import { THEME_PRESETS } from '../platform/settings';
import { appTheme } from './theme';

describe('app theme', () => {
  it.each(THEME_PRESETS)(
    'reads at WCAG AA with the %s preset: white on colours, colours on white and their tints, tag text on its tint',
    (preset) => {
      const token = theme.getDesignToken(appTheme(preset)) as unknown as Record<string, string>;
      const tag = appTheme(preset).components!.Tag as Record<string, string>;
      for (const status of ['Primary', 'Info', 'Success', 'Warning', 'Error']) {
        const color = token[`color${status}`]!;
        expect(contrastRatio('#ffffff', color)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        expect(contrastRatio(color, token[`color${status}Bg`]!)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
      expect(token.colorLink).toBe(token.colorPrimary);
      for (const palette of ['blue', 'cyan', 'gold', 'green', 'red', 'purple', 'orange', 'lime']) {
        expect(contrastRatio(tag[`${palette}7`]!, token[`${palette}1`]!)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        expect(contrastRatio('#ffffff', tag[`${palette}6`]!)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
    },
  );

  it('keeps the light tints of the picked colour for backgrounds', () => {
    expect(theme.getDesignToken(appTheme('#1890ff')).colorPrimaryBg).toBe(
      theme.getDesignToken({ token: { colorPrimary: '#1890ff' } }).colorPrimaryBg,
    );
  });
});
