import { Card, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { FirstStepsQuery } from '../graphql/first-steps.ts';
import { firstSteps } from '../utils/first-steps.ts';

/** The first steps of an organisation with nothing in it yet, above the dashboard's cards; nothing once all are done. */
export function FirstStepsChecklist({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const [{ data }] = useQuery({
    query: FirstStepsQuery,
    variables: { organizationId },
    requestPolicy: 'cache-and-network',
  });
  if (!data) return null;
  const steps = firstSteps({
    funders: data.listFunders.total,
    programs: data.listPrograms.length,
    grants: data.listApplications.total,
  });
  if (!steps) return null;
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="first-steps-title"
      className="no-print"
    >
      <Title order={2} size="h4" id="first-steps-title">
        {t('dashboard_page.first_steps.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('dashboard_page.first_steps.intro')}
      </Text>
      <List spacing="xs" center>
        {steps.map((step) => (
          <List.Item
            key={step.id}
            data-done={step.done}
            icon={
              <ThemeIcon size={22} radius="xl" color={step.done ? 'teal.8' : 'gray.7'} variant="outline">
                {step.done ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
              </ThemeIcon>
            }
          >
            <AnchorLink to={step.to} td={step.done ? 'line-through' : undefined}>
              {t(`dashboard_page.first_steps.${step.id}`)}
            </AnchorLink>
            {step.done && (
              <Text
                component="span"
                size="sm"
                c="dimmed"
              >{` (${t('dashboard_page.first_steps.done')})`}</Text>
            )}
          </List.Item>
        ))}
      </List>
      <Group mt="md">
        <AnchorLink to="/import" search={{ kind: 'GRANTS' }} fw={600}>
          {t('spreadsheet_import.empty_cta')}
        </AnchorLink>
      </Group>
    </Card>
  );
}
