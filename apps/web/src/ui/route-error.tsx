import { Anchor, Button, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../env.ts';

// The dialog (Modal, Textarea) loads only once someone asks to report: every route's error boundary is part of
// the first visit's JavaScript, and the login route's budget is 200 KB gzipped (bench/README.md, web budgets).
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog.tsx').then((module) => ({ default: module.FeedbackDialog })),
);

interface RouteErrorProps {
  /** The 'Report feedback' link and its dialog (docs/product.md, Screens and routes): production builds. */
  feedback?: boolean;
}

/**
 * What a route shows when it fails to render, e.g. its chunk is still missing after the one reload of
 * lib/chunk-loader.ts: the catalogue's 'Something went wrong', a way to try again by hand and, in production,
 * a 'Report feedback' link.
 */
export function RouteError({ feedback = env.isProduction }: RouteErrorProps) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  return (
    <Stack align="center" py="xl" gap="sm" role="alert">
      <Title order={1} size="h3">
        {t('errors.unexpected')}
      </Title>
      <Button variant="light" onClick={() => window.location.reload()}>
        {t('header_layout.retry')}
      </Button>
      {feedback && (
        <>
          <Anchor component="button" type="button" onClick={() => setReporting(true)}>
            {t('errors.report_feedback')}
          </Anchor>
          {reporting && (
            <Suspense fallback={null}>
              <FeedbackDialog opened onClose={() => setReporting(false)} />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}
