import { describe, expect, it } from 'vitest';
import { BRAND_COLORS, palette, theme } from './theme.ts';

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
