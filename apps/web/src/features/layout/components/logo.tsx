import { Group, Text } from '@mantine/core';

export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#8700F9" />
      <path d="M9 22V10h11v3h-7.5v2.5H19v3h-6.5V22z" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark />
      <Text fw={700} size="lg" c="dark">
        Grantflow
      </Text>
    </Group>
  );
}
