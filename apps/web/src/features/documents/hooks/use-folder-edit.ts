import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { movedPath } from '../utils/folder-path.ts';

export interface EditedFolder {
  name: string;
  path: string;
}

/**
 * The folder being renamed or moved (a row's, or the one shown), and what happens once it moved: when the
 * folder shown is it or lies inside it, the page goes to its new path (`?path=`), so the breadcrumb follows.
 */
export function useFolderEdit(funderId: string, shownPath: string) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<EditedFolder | null>(null);

  function moved(from: string, to: string) {
    const next = movedPath(shownPath, from, to);
    if (next === shownPath) return;
    void navigate({ to: '/funder/$id/documents', params: { id: funderId }, search: { path: next } });
  }

  return { editing, edit: setEditing, close: () => setEditing(null), moved };
}
