import { theme, type ThemeConfig } from 'antd';
import { readableShade } from '../platform/contrast';

/** antd's 0.45 and 0.25 blacks (descriptions, placeholders) read at 3.4:1 and less on white; 0.6 reads at 5.7:1. */
const QUIET_TEXT = 'rgba(0, 0, 0, 0.6)';
const STATUSES = ['Primary', 'Info', 'Success', 'Warning', 'Error'] as const;
/** antd's tag palettes (blue, cyan, gold…): text in shade 7 on shade 1, white on shade 6. */
const PALETTE_TEXT = /^([a-z]+)7$/;

type Tokens = Record<string, string>;

/**
 * The app's antd theme from the colour the user picked. antd derives it as usual; then every colour that
 * carries text (white on it, or itself on white or on its own light tint) is taken at a shade meeting WCAG
 * AA, while tints and borders stay those of the picked colours. Every component inherits readable text.
 * Without `motion` (the person asked for less), dialogs, menus and lists appear and go without animating.
 */
export function appTheme(chosenColor: string, { motion = true }: { motion?: boolean } = {}): ThemeConfig {
  const derived = theme.getDesignToken({
    token: { colorPrimary: chosenColor, colorInfo: chosenColor },
  }) as unknown as Tokens;
  const token: Tokens = {
    colorTextTertiary: QUIET_TEXT,
    colorTextDescription: QUIET_TEXT,
    colorTextPlaceholder: QUIET_TEXT,
  };
  for (const status of STATUSES) {
    const tints = ['Bg', 'BgHover', 'Border', 'BorderHover'].map((part) => `color${status}${part}`);
    for (const tint of tints) token[tint] = derived[tint]!;
    // A button under the pointer or pressed takes its hover or active colour: those carry text too.
    for (const part of ['', 'Hover', 'Active']) {
      token[`color${status}${part}`] = readableShade(derived[`color${status}${part}`]!, derived[`color${status}Bg`]);
    }
  }
  token.colorLink = token.colorPrimary!;
  token.colorLinkHover = token.colorPrimaryHover!;
  token.colorLinkActive = token.colorPrimaryActive!;
  // antd derives the palettes from their seeds again whatever the global token says: the tags take them here.
  const palettes: Tokens = {};
  for (const key of Object.keys(derived)) {
    const palette = PALETTE_TEXT.exec(key)?.[1];
    if (!palette || !derived[`${palette}1`]) continue;
    palettes[key] = readableShade(derived[key]!, derived[`${palette}1`]);
    palettes[`${palette}6`] = readableShade(derived[`${palette}6`]!);
  }
  return { token: { ...token, motion }, components: { Tag: palettes } };
}
