import type { Locator, Page } from 'playwright-core';

export interface FocusIndicator {
  /** What has focus: its tag and accessible name or text, for the failure message. */
  element: string;
  /** The outline drawn while the element has keyboard focus, as CSS says it ('none' when there is none). */
  outline: string;
  widthPx: number;
  /** Contrast of the outline's colour with the colour next to it (WCAG 2.2 §2.4.13 asks for at least 3:1). */
  contrast: number;
}

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const parse = (color: string): Rgba => {
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return { r, g, b, a: color.startsWith('rgba') ? a : 1 };
};

const over = (top: Rgba, below: Rgba): Rgba => ({
  r: top.r * top.a + below.r * (1 - top.a),
  g: top.g * top.a + below.g * (1 - top.a),
  b: top.b * top.a + below.b * (1 - top.a),
  a: 1,
});

const luminance = ({ r, g, b }: Rgba) => {
  const channel = (value: number) => (value / 255 <= 0.03928 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

const contrast = (one: Rgba, other: Rgba) => {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
};

/** Focuses the element as the keyboard would: after a Tab, the browser treats focus as keyboard focus (`:focus-visible`). */
export async function focusWithKeyboard(element: Locator): Promise<void> {
  await element.page().keyboard.press('Tab');
  await element.focus();
}

/**
 * The outline the element that has focus shows, measured against the colour next to it: outside the element,
 * the nearest ancestor's background (blended over the ancestors below it while it is see-through); drawn inside
 * (a negative offset), the element's own background on top of that.
 */
export async function focusIndicator(page: Page): Promise<FocusIndicator> {
  // Only reads styles in the page (no helper functions there: the test runner's transforms may rename them).
  const style = await page.evaluate(() => {
    const target = document.activeElement ?? document.body;
    const own = getComputedStyle(target);
    const backgrounds: string[] = [];
    for (let node = parseFloat(own.outlineOffset) < 0 ? target : target.parentElement; node; node = node.parentElement) {
      backgrounds.push(getComputedStyle(node).backgroundColor);
    }
    const element = `${target.tagName.toLowerCase()} '${target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 40) ?? ''}'`;
    return { element, outlineStyle: own.outlineStyle, outlineWidth: own.outlineWidth, outlineColor: own.outlineColor, backgrounds };
  });
  const widthPx = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) || 0;
  if (widthPx === 0) return { element: style.element, outline: 'none', widthPx: 0, contrast: 1 };
  const layers = style.backgrounds.map(parse);
  const opaque = layers.findIndex((layer) => layer.a === 1);
  const behind = layers.slice(0, opaque === -1 ? undefined : opaque + 1).reduceRight((below, top) => over(top, below), { r: 255, g: 255, b: 255, a: 1 });
  return {
    element: style.element,
    outline: `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
    widthPx,
    contrast: contrast(over(parse(style.outlineColor), behind), behind),
  };
}
