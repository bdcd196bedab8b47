import { Alert, Button, Group, Pagination, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { fiscalYearOptions, yearSelectData } from '../../../lib/fiscal-years.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ExportExcelButton } from '../../list-export/index.ts';
import type { ProgramRow } from '../graphql/programs.ts';
import { useDeleteProgram } from '../hooks/use-delete-program.ts';
import { usePrograms } from '../hooks/use-programs.ts';
import { paginate } from '../utils/paginate.ts';
import { CreateProgramModal } from './create-program-modal.tsx';
import { EditGoalModal } from './edit-goal-modal.tsx';
import { EditNameModal } from './edit-name-modal.tsx';
import { ProgramsTable } from './programs-table.tsx';

type Editing = { kind: 'goal' | 'name'; program: ProgramRow } | null;

export function ProgramsPage() {
  const { t } = useTranslation();
  const organization = useEffectiveOrganization();
  const currentFy = organization.currentFiscalYear;
  const [chosenFy, setChosenFy] = useState<number | null>(null);
  const fiscalYear = chosenFy ?? currentFy;
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [createOpened, createModal] = useDisclosure(false);
  const deleteProgram = useDeleteProgram();
  const { programs, fetching, error, retry } = usePrograms(organization.id, fiscalYear);
  const slice = paginate(programs ?? [], page);

  async function confirmDelete(program: ProgramRow) {
    const confirmed = await confirmAction({
      title: t('programs.delete_title'),
      message: t('programs.delete_body', { name: program.name }),
      confirmLabel: t('programs.confirm_delete'),
      cancelLabel: t('programs.cancel'),
      confirmColor: 'error.8',
    });
    if (confirmed) await deleteProgram(program.id);
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <PageTitle documentTitle={t('programs.title')}>{t('programs.title')}</PageTitle>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createModal.open}>
          {t('programs.add')}
        </Button>
      </Group>
      <Group align="flex-end" wrap="wrap">
        {currentFy !== null && (
          <Select
            label={t('programs.fiscal_year')}
            w={200}
            data={yearSelectData(fiscalYearOptions(currentFy), (year) => t('fiscal_year.short', { year }))}
            value={String(fiscalYear)}
            onChange={(value) => {
              if (!value) return;
              setChosenFy(Number(value));
              setPage(1);
            }}
            allowDeselect={false}
          />
        )}
        <ExportExcelButton list="programs" params={{ fiscalYear }} />
      </Group>
      {error ? (
        <Alert color="error" role="alert" title={t('programs.load_error')}>
          <Button size="xs" variant="light" onClick={retry}>
            {t('programs.retry')}
          </Button>
        </Alert>
      ) : (
        <ProgramsTable
          rows={slice.items}
          loading={fetching || !programs}
          onEditGoal={(program) => setEditing({ kind: 'goal', program })}
          onEditName={(program) => setEditing({ kind: 'name', program })}
          onDelete={confirmDelete}
        />
      )}
      {slice.pages > 1 && (
        <Group component="nav" justify="center" aria-label={t('programs.pagination')}>
          <Pagination total={slice.pages} value={slice.page} onChange={setPage} />
        </Group>
      )}
      {editing?.kind === 'goal' && fiscalYear !== null && (
        <EditGoalModal program={editing.program} fiscalYear={fiscalYear} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'name' && (
        <EditNameModal program={editing.program} onClose={() => setEditing(null)} />
      )}
      <CreateProgramModal
        opened={createOpened}
        onClose={createModal.close}
        organizationId={organization.id}
      />
    </Stack>
  );
}
