import { Center, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../ui/page-title.tsx';

interface AuthCardProps {
  /** The browser tab's name. */
  documentTitle: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card shared by the signed-out screens (no header, docs/product.md, Screens and routes). */
export function AuthCard({ documentTitle, title, subtitle, children }: AuthCardProps) {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={460}>
        <Stack>
          {/* A long German compound ("Datenschutzerklärung") is wider than the card: hyphenated or broken, never cut. */}
          <div style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
            <PageTitle documentTitle={documentTitle}>{title}</PageTitle>
            {subtitle && (
              <Text c="dimmed" size="sm" mt={-8}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
