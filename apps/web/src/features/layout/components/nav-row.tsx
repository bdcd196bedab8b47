import { Box, Group, useMantineTheme } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { fittingCount } from '../utils/fitting-count.ts';
import { loadedNavMoreMenu, loadNavMoreMenu } from './header-chunks.ts';
import { NAV_ITEMS, NAV_LINK_STYLE } from './nav-links.tsx';

// Tight enough that every link fits a 1366 px laptop in every language and role (e2e: header-layout).
const GAP_PX = 10;

// A chunk of its own (header-chunks.ts): it shows only on a wide window whose row is too short for every link.
const NavMoreMenu = lazy(() => loadNavMoreMenu().then((m) => ({ default: m.NavMoreMenu })));

/**
 * The header's navigation (from Mantine's `lg`, 1200 px): as many links as the row has room for in the
 * current language, the rest in a "More" menu, so that no language pushes the header off the screen.
 * Widths come from an invisible copy of the labels, measured again whenever the row or the labels change.
 */
export function NavRow() {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<number>(NAV_ITEMS.length);
  const wideFrom = useMantineTheme().breakpoints.lg;

  useLayoutEffect(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) return;
    const update = () => {
      // Not laid out (hidden below `lg`, or no layout at all): nothing to measure, keep every link.
      if (row.clientWidth === 0) return setShown(NAV_ITEMS.length);
      const parts = [...measure.children].map((child) => child.getBoundingClientRect().width);
      // A few pixels of slack: the real button's section spacing is not copied exactly.
      const moreWidth = (parts.pop() ?? 0) + 8;
      setShown(fittingCount(parts, row.clientWidth, GAP_PX, moreWidth));
    };
    // At once only where the row shows (`visibleFrom="lg"`): on a narrower window, reading the hidden row's
    // width forced a layout in the middle of the first commit for nothing; the observer's first callback,
    // after the browser's own layout, reports it anyway.
    if (window.matchMedia(`(min-width: ${wideFrom})`).matches) update();
    const observer = new ResizeObserver(update);
    observer.observe(row);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [wideFrom]);

  const hidden = NAV_ITEMS.slice(shown);
  return (
    <Box
      component="nav"
      ref={rowRef}
      aria-label={t('nav.main')}
      visibleFrom="lg"
      pos="relative"
      style={{ flex: '1 1 0', minWidth: 0 }}
    >
      <Group gap={GAP_PX} wrap="nowrap">
        {NAV_ITEMS.slice(0, shown).map((item) => (
          <AnchorLink key={item.label} {...item.link} {...NAV_LINK_STYLE}>
            {t(item.label)}
          </AnchorLink>
        ))}
        {hidden.length > 0 && <NavMoreMenuSlot items={hidden} />}
      </Group>
      {/* Invisible (and out of the accessibility tree): the labels' natural widths, then the More button's. */}
      <Group
        ref={measureRef}
        aria-hidden
        gap={0}
        wrap="nowrap"
        pos="absolute"
        top={0}
        left={0}
        style={{ visibility: 'hidden', pointerEvents: 'none' }}
      >
        {NAV_ITEMS.map((item) => (
          <Box key={item.label} component="span" fw={500} fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {t(item.label)}
          </Box>
        ))}
        <Box component="span" fw={500} fz="sm" px={4} style={{ whiteSpace: 'nowrap' }}>
          {t('header_layout.more')}
          <IconChevronDown size={14} aria-hidden style={{ marginLeft: 6 }} />
        </Box>
      </Group>
    </Box>
  );
}

/** Rendered at once when the chunk is there (a wide window's first screen), else when it arrives. */
function NavMoreMenuSlot({ items }: { items: ReadonlyArray<(typeof NAV_ITEMS)[number]> }) {
  const [loaded] = useState(loadedNavMoreMenu);
  if (loaded) return <loaded.NavMoreMenu items={items} />;
  return (
    <Suspense fallback={null}>
      <NavMoreMenu items={items} />
    </Suspense>
  );
}
