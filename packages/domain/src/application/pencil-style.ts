import type { VisibleApplicationStatus } from '../shared/enums.ts';

export interface PencilStyle {
  color: 'green' | 'blue';
  word: 'edit' | 'update';
}

const ANSWERED: readonly VisibleApplicationStatus[] = ['AWARDED', 'DECLINED', 'SUBMITTED'];

/** Grant-list row pencil (§2): green 'edit' once the funder answered or it was submitted, else blue 'update'. */
export function pencilStyle(status: VisibleApplicationStatus): PencilStyle {
  return ANSWERED.includes(status) ? { color: 'green', word: 'edit' } : { color: 'blue', word: 'update' };
}
