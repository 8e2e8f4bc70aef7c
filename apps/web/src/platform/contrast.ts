/** WCAG 2 colour contrast for `#rrggbb` colours: the least ratio AA asks of normal text. */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseHex(color: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) throw new Error(`Expected a #rrggbb colour, got ${color}`);
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance as WCAG 2 defines it. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(parseHex(foreground)), luminance(parseHex(background))].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour itself when it already reads against `against` (by default white: white text on it, and it as
 * text on white), otherwise the same hue darkened step by step until it does.
 */
export function readableShade(color: string, against = '#ffffff', ratio = AA_TEXT_CONTRAST): string {
  const rgb = parseHex(color);
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const shade = toHex(rgb.map((channel) => channel * keep) as Rgb);
    if (contrastRatio(shade, against) >= ratio) return shade;
  }
  return '#000000';
}
