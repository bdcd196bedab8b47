import { Badge, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

export interface VersionItem {
  readonly id: number;
  readonly version: string;
  readonly remarks: string;
  readonly authored_month_date?: string | null;
}

interface VersionListProps<T extends VersionItem> {
  label: string;
  versions: readonly T[];
  selectedId: number | null;
  height: number;
  activeLabel: string;
  authoredLabel: (date: string) => string;
  onSelect: (version: T) => void;
  /** Buttons shown under each version (activate, delete…). */
  actions?: (version: T) => ReactNode;
}

/** The scrolling list of fine-tuning versions of both modals (heights: docs/product.md, Constants and limits), the active one marked. */
export function VersionList<T extends VersionItem>(props: VersionListProps<T>) {
  return (
    <ScrollArea.Autosize mah={props.height} type="auto" offsetScrollbars>
      <Stack gap="xs" component="ul" p={0} m={0} aria-label={props.label} style={{ listStyle: 'none' }}>
        {props.versions.map((version) => {
          const selected = version.id === props.selectedId;
          return (
            <li key={version.id}>
              <Stack
                gap={4}
                p="xs"
                bd={`1px solid ${selected ? 'var(--mantine-color-brand-6)' : 'var(--mantine-color-gray-3)'}`}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                bg={selected ? 'brand.0' : undefined}
              >
                <UnstyledButton onClick={() => props.onSelect(version)} aria-pressed={selected}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {version.version}
                    </Text>
                    {version.remarks === 'active' && (
                      <Badge color="teal.9" variant="filled" size="sm">
                        {props.activeLabel}
                      </Badge>
                    )}
                  </Group>
                  {version.authored_month_date && (
                    <Text size="xs" c="dimmed">
                      {props.authoredLabel(version.authored_month_date)}
                    </Text>
                  )}
                </UnstyledButton>
                {props.actions?.(version)}
              </Stack>
            </li>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}
