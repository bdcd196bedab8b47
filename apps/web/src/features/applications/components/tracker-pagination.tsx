import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TrackerPaginationProps {
  /** Rows across all pages; at least one page is always shown. */
  totalItems: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  label: string;
}

/** Page controls of the tracker tables (grants, pipeline, report center). */
export function TrackerPagination({ totalItems, pageSize, page, onChange, label }: TrackerPaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      total={Math.max(1, Math.ceil(totalItems / pageSize))}
      value={page}
      onChange={onChange}
      aria-label={label}
      getControlProps={(control) => ({ 'aria-label': t(`grants.page_controls.${control}`) })}
    />
  );
}
