import { describe, expect, it } from 'vitest';
import { planUploads, relativeFolderOf } from './upload-plan.ts';

describe('planUploads', () => {
  it("keeps a folder pick's relative paths under the current folder", () => {
    const files = [
      { name: 'budget.xlsx', webkitRelativePath: 'Grant 2025/budget.xlsx' },
      { name: 'letter.pdf', webkitRelativePath: 'Grant 2025/Letters/letter.pdf' },
    ];
    expect(planUploads(files, 'Funders/Acme').map(({ folder, label }) => ({ folder, label }))).toEqual([
      { folder: 'Funders/Acme/Grant 2025', label: 'Grant 2025/budget.xlsx' },
      { folder: 'Funders/Acme/Grant 2025/Letters', label: 'Grant 2025/Letters/letter.pdf' },
    ]);
  });

  it('puts a folder pick at the root when the user is at the root', () => {
    const [planned] = planUploads([{ name: 'a.txt', webkitRelativePath: 'Notes/a.txt' }], '');
    expect(planned?.folder).toBe('Notes');
  });

  it('uploads plain picked files into the current folder', () => {
    const files = [{ name: 'a.pdf', webkitRelativePath: '' }, { name: 'b.pdf' }];
    expect(planUploads(files, '2024').map((p) => [p.folder, p.label])).toEqual([
      ['2024', 'a.pdf'],
      ['2024', 'b.pdf'],
    ]);
  });

  it('ignores empty and dot segments and backslashes in a relative path', () => {
    expect(relativeFolderOf('Top//./Sub\\x.txt')).toBe('Top/Sub');
    expect(relativeFolderOf('x.txt')).toBe('');
  });
});
