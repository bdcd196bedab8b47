import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { BRAND_COLORS, LIGHT_BUTTON_INK, palette, theme } from './theme.ts';

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** 'blue.9' → Mantine's hex; a hex stays. */
function resolve(color: string): string {
  const [name, shade] = color.split('.');
  return shade === undefined ? color : (DEFAULT_THEME.colors[name ?? '']?.[Number(shade)] ?? color);
}

describe('light buttons', () => {
  it.each(['green', 'blue'] as const)('%s text reads at 4.5:1 or more on its light background', (color) => {
    // The darkest light background a row puts behind it (the hovered or striped row's tint).
    const background = DEFAULT_THEME.colors[color][1];
    expect(contrast(resolve(LIGHT_BUTTON_INK[color]), background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme', () => {
  it('uses the brand colour as primary shade', () => {
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[6]).toBe('#8700f9');
  });

  it('builds ten shades from light to dark', () => {
    const shades = palette(BRAND_COLORS.success);
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#44d7b6');
    expect(shades[0]).not.toBe(shades[9]);
  });
});
