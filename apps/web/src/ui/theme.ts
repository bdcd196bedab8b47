import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeComponent,
  mergeThemeOverrides,
} from '@mantine/core';
import { flushSync } from 'react-dom';

// The theme colours (docs/product.md, Constants and limits). Each becomes a 10-shade palette with the specified colour at Mantine's primary shade (6).
export const BRAND_COLORS = {
  brand: '#8700f9',
  success: '#44d7b6',
  error: '#f14336',
  warning: '#f7b500',
  background: '#f8f8f8',
} as const;

const PRIMARY_SHADE = 6;

function toRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: [number, number, number], to: [number, number, number], amount: number): string {
  return toHex(
    [0, 1, 2].map((i) => (from[i] ?? 0) + ((to[i] ?? 0) - (from[i] ?? 0)) * amount) as [
      number,
      number,
      number,
    ],
  );
}

/** Lighter shades mix towards white, darker ones towards black; index 6 is the colour itself. */
export function palette(hex: string): MantineColorsTuple {
  const base = toRgb(hex);
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  const shades = Array.from({ length: 10 }, (_, index) => {
    if (index < PRIMARY_SHADE) return mix(base, white, (PRIMARY_SHADE - index) / (PRIMARY_SHADE + 1));
    if (index > PRIMARY_SHADE) return mix(base, black, (index - PRIMARY_SHADE) * 0.12);
    return toHex(base);
  });
  return shades as unknown as MantineColorsTuple;
}

/** Renders the dropdown a Select just asked for, before Mantine's keyboard handler looks for its options. */
function renderOpenedDropdown(): void {
  flushSync(() => {});
}

export const theme = createTheme({
  primaryColor: 'brand',
  // People who ask their system for less motion get no modal, toast or menu animations.
  respectReducedMotion: true,
  primaryShade: PRIMARY_SHADE,
  colors: {
    brand: palette(BRAND_COLORS.brand),
    success: palette(BRAND_COLORS.success),
    error: palette(BRAND_COLORS.error),
    warning: palette(BRAND_COLORS.warning),
  },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  other: { background: BRAND_COLORS.background },
  // Plain objects rather than `Modal.extend(…)`: importing Modal here would put it (with its focus trap,
  // scroll lock and floating-ui) into the entry chunk of every page.
  components: {
    // Toast text in full-contrast ink: the dimmed grey fails WCAG AA on the toast's tinted surface.
    Notification: {
      styles: { description: { color: 'var(--mantine-color-text)' } },
    } satisfies MantineThemeComponent,
    // Modal defaults (docs/product.md, Screens and routes): large, a divider under the title, closable, body at most 80vh.
    Modal: {
      // Mantine draws the title row as a <header>, which outside <main> is a second "banner" landmark: the page
      // has one, the app's header. The row keeps its look and its contents; only the landmark goes.
      defaultProps: { size: 'lg', withCloseButton: true, attributes: { header: { role: 'presentation' } } },
      styles: {
        header: { borderBottom: '1px solid var(--mantine-color-default-border)' },
        body: { maxHeight: '80vh', overflowY: 'auto', paddingTop: 'var(--mantine-spacing-md)' },
      },
    } satisfies MantineThemeComponent,
    // A closed dropdown is not in the page. Kept mounted and hidden (Mantine's default), every Select's dropdown had
    // floating-ui measure it while the screen first rendered: a forced style and layout pass inside React's commit
    // (bench/HISTORY.md, Web budgets).
    Combobox: {
      defaultProps: { keepMounted: false },
    } satisfies MantineThemeComponent,
    // Opening by keyboard, Mantine looks for the current option in the same keydown, right after asking for the
    // dropdown; not mounted until then, the options are rendered here first (flushSync), so the highlight still
    // starts on the current value as the ARIA select pattern has it.
    Select: {
      defaultProps: { onDropdownOpen: renderOpenedDropdown },
    } satisfies MantineThemeComponent,
    MultiSelect: {
      defaultProps: { onDropdownOpen: renderOpenedDropdown },
    } satisfies MantineThemeComponent,
  },
});

// The theme's error red (docs/product.md, Constants and limits) and Mantine's default dimmed grey are too light for text (WCAG AA 4.5:1),
// so text uses darker shades; fills and toasts keep the specified colours.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': BRAND_COLORS.background,
    '--mantine-color-dimmed': '#55595e',
    '--mantine-color-error': palette(BRAND_COLORS.error)[8],
  },
  dark: {},
});

/**
 * The theme with labels in the current language: every modal's and drawer's close × is named ("Close",
 * "Fechar", "Schließen") for screen readers, without each modal having to remember it.
 */
export function localizedTheme(labels: { close: string }) {
  const closeButtonProps = { 'aria-label': labels.close };
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps, attributes: { header: { role: 'presentation' } } } },
    },
  });
}

/**
 * Text colours for the light-variant buttons that mark a row's state (the grant list's green "edit", blue
 * "update"): Mantine's own darkest green on its light green reads at 3.8:1, under WCAG AA's 4.5:1 for text.
 */
export const LIGHT_BUTTON_INK = { green: '#1e6b2e', blue: 'blue.9' } as const;
