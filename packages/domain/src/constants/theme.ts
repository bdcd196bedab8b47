// Theme colours (docs/product.md, Constants and limits); apps/web builds its Mantine theme from these.
export const THEME_COLORS = {
  brand: '#8700F9',
  success: '#44d7b6',
  error: '#f14336',
  warning: '#f7b500',
  background: '#f8f8f8',
} as const;
export type ThemeColor = keyof typeof THEME_COLORS;
