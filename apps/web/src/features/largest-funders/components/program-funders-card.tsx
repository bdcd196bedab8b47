import { Card, List, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../../lib/money.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import type { ProgramTopFunders } from '../utils/largest-funders-filters.ts';

interface ProgramFundersCardProps {
  perProgram: readonly ProgramTopFunders[];
  year: number | null;
}

/** Each program's largest funders of the year, the rest counted as "and n more". */
export function ProgramFundersCard({ perProgram, year }: ProgramFundersCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="largest-funders-programs">
      <Title order={2} size="h4" id="largest-funders-programs" mb="sm">
        {t('largest_funders.per_program_title')}
      </Title>
      <Table.ScrollContainer minWidth={0}>
        <Table striped>
          <Table.Caption>{t('largest_funders.per_program_caption', { year })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('largest_funders.columns.program')}</Table.Th>
              <Table.Th>{t('largest_funders.columns.funders')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {perProgram.map((entry) => (
              <Table.Tr key={entry.program.id}>
                <Table.Td>{entry.program.name}</Table.Td>
                <Table.Td>
                  <List size="sm" listStyleType="none">
                    {entry.funders.map((row) => (
                      <List.Item key={row.funder.id}>
                        <AnchorLink to="/funder/$id" params={{ id: row.funder.id }}>
                          {row.funder.name}
                        </AnchorLink>{' '}
                        ({formatDollars(row.awardedAmount)})
                      </List.Item>
                    ))}
                  </List>
                  {entry.more > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('largest_funders.more', { count: entry.more })}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
