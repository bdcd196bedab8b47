import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssistantKit, createAssistantKit } from '../testing/assistant-kit.ts';
import { codeOf } from '../testing/fixtures.ts';
import { activateFineTuningVersion } from './activate-fine-tuning-version.ts';
import { deleteFineTuningVersion } from './delete-fine-tuning-version.ts';
import { listFineTuningVersions } from './list-fine-tuning-versions.ts';
import { saveFineTuningVersion } from './save-fine-tuning-version.ts';

let kit: AssistantKit;
beforeAll(async () => {
  kit = await createAssistantKit();
});
afterAll(() => kit?.close());

const documentFields = (version: string, remarks: 'active' | 'disabled') => ({
  version,
  authoredMonthDate: '2026-11-26',
  aboutYouDetails: '<p>We teach reading.</p>',
  responseStyleDetails: '<p>Short answers.</p>',
  remarks,
});
const databaseFields = (version: string, remarks: 'active' | 'disabled') => ({
  version,
  authoredMonthDate: null,
  databaseSchemaInstructions: 'Amounts are dollars.',
  queryOptimizationRules: '',
  responseFormattingRules: 'Use tables.',
  securityConstraints: '',
  remarks,
});

describe('fine-tuning versions', () => {
  it('keeps one active version: saving one as active disables the others, in one step', async () => {
    const admin = { userId: kit.userA, role: 'ADMIN' as const };
    const base = { organizationId: kit.orgA.id, actor: admin, kind: 'documents' as const };
    const first = await saveFineTuningVersion(kit.a, {
      ...base,
      fields: documentFields('v1@2026-11-26', 'active'),
    });
    const second = await saveFineTuningVersion(kit.a, {
      ...base,
      fields: documentFields('v2@2026-11-26', 'active'),
    });
    expect(second.list.map((v) => [v.id, v.remarks])).toEqual([
      [first.id, 'disabled'],
      [second.id, 'active'],
    ]);
    // Updating the first as active flips them back.
    const updated = await saveFineTuningVersion(kit.a, {
      ...base,
      id: first.id,
      fields: documentFields('v1 renamed', 'active'),
    });
    expect(updated.list.filter((v) => v.remarks === 'active').map((v) => v.version)).toEqual(['v1 renamed']);
    expect(updated.list[0]?.authoredByUserId).toBe(kit.userA);
  });

  it('lets only administrators write', async () => {
    const user = { userId: kit.userA, role: 'USER' as const };
    expect(
      await codeOf(
        saveFineTuningVersion(kit.a, {
          organizationId: kit.orgA.id,
          actor: user,
          kind: 'database',
          fields: databaseFields('x', 'disabled'),
        }),
      ),
    ).toBe('FORBIDDEN');
  });

  it('activates a database version, refuses to delete the active one and deletes a disabled one', async () => {
    const admin = { userId: kit.userA, role: 'ADMIN' as const };
    const base = { organizationId: kit.orgA.id, actor: admin, kind: 'database' as const };
    const one = await saveFineTuningVersion(kit.a, {
      ...base,
      fields: databaseFields('db-v1@2026-11-26', 'active'),
    });
    const two = await saveFineTuningVersion(kit.a, {
      ...base,
      fields: databaseFields('db-v2@2026-11-26', 'disabled'),
    });
    const target = { organizationId: kit.orgA.id, role: 'ADMIN' as const, kind: 'database' as const };
    await activateFineTuningVersion(kit.a, { ...target, id: two.id });
    const list = await listFineTuningVersions(kit.a, { organizationId: kit.orgA.id, kind: 'database' });
    expect(list.map((v) => [v.version, v.remarks, v.userId])).toEqual([
      ['db-v1@2026-11-26', 'disabled', 0],
      ['db-v2@2026-11-26', 'active', 0],
    ]);
    expect(await codeOf(deleteFineTuningVersion(kit.a, { ...target, id: two.id }))).toBe(
      'ACTIVE_VERSION_NOT_DELETABLE',
    );
    expect(await deleteFineTuningVersion(kit.a, { ...target, id: one.id })).toEqual({
      id: one.id,
      version: 'db-v1@2026-11-26',
    });
  });

  it("never reaches another organisation's versions", async () => {
    const [version] = await listFineTuningVersions(kit.a, { organizationId: kit.orgA.id, kind: 'database' });
    if (!version) throw new Error('no version');
    const asB = {
      organizationId: kit.orgB.id,
      role: 'ADMIN' as const,
      kind: 'database' as const,
      id: version.id,
    };
    expect(await codeOf(activateFineTuningVersion(kit.b, asB))).toBe('FINE_TUNING_VERSION_NOT_FOUND');
    expect(await codeOf(deleteFineTuningVersion(kit.b, asB))).toBe('FINE_TUNING_VERSION_NOT_FOUND');
    expect(
      await codeOf(
        saveFineTuningVersion(kit.b, {
          organizationId: kit.orgB.id,
          actor: { userId: kit.userB, role: 'ADMIN' },
          kind: 'database',
          id: version.id,
          fields: databaseFields('stolen', 'active'),
        }),
      ),
    ).toBe('FINE_TUNING_VERSION_NOT_FOUND');
    expect(await listFineTuningVersions(kit.b, { organizationId: kit.orgB.id, kind: 'database' })).toEqual(
      [],
    );
    const [row] = await kit.sql<{ version: string; remarks: string }>(
      'select version, remarks from database_fine_tuning_versions where id = $1',
      [version.id],
    );
    expect(row).toEqual({ version: version.version, remarks: version.remarks });
  });
});
