/** WCAG 2.2 colour contrast (success criterion 1.4.3): what a club's site colours must give the text drawn on them. */

/** The contrast text needs against its background at WCAG AA (normal-size text). */
export const MIN_TEXT_CONTRAST = 4.5;

/** The text colour the public site draws on a club colour (buttons, the announcement bar, the hero's call to action). */
export const TEXT_ON_COLOR = '#ffffff';

const channel = (value: number): number => {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
};

/** The relative luminance of a '#rrggbb' colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((value >> 16) & 0xff) + 0.7152 * channel((value >> 8) & 0xff) + 0.0722 * channel(value & 0xff);
}

/** The contrast ratio of two '#rrggbb' colours, 1 to 21, rounded down to two decimals (a 4.499 never passes as 4.5). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return Math.floor(((light + 0.05) / (dark + 0.05)) * 100) / 100;
}
