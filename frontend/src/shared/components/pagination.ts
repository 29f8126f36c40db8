import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { PaginationProps, TablePaginationConfig } from 'antd';
import { formatCount } from '@/shared/format';
import { DEFAULT_PER_PAGE, PAGE_SIZES } from '@/shared/list/listParams';

/** A page as the API answers it (`total_capped`: a search counted up to 1 000 and found more). */
type PageInfo = { current_page: number; per_page: number; total: number; total_capped?: boolean };

/** Singular and plural of what a list counts: ['chitanță', 'chitanțe']. */
export type Noun = [one: string, many: string];

const ARROW_NAMES: Record<string, string> = {
  prev: 'Pagina anterioară',
  next: 'Pagina următoare',
  'jump-prev': 'Cinci pagini înapoi',
  'jump-next': 'Cinci pagini înainte',
};

/**
 * The pagination's arrows named in Romanian: antd's are named by their icons ("left", "right",
 * "double-right"), its Romanian words only in the list item's title, which a screen reader may skip.
 */
export const nameArrows: PaginationProps['itemRender'] = (_page, type, element: ReactNode) =>
  ARROW_NAMES[type] && isValidElement(element)
    ? cloneElement(element as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': ARROW_NAMES[type] })
    : element;

/**
 * Pagination of a list: page sizes 10–100 and the count agreed in Romanian ("1 chitanță",
 * "20 de chitanțe"). Choosing another page size starts again from page 1. `shown` is the page on
 * screen; `page`/`perPage` stand in until the first one arrives.
 */
export function serverPagination(
  noun: Noun,
  shown: PageInfo | undefined,
  {
    page = 1,
    perPage = DEFAULT_PER_PAGE,
    onChange,
  }: { page?: number; perPage?: number; onChange: (page: number, perPage: number) => void },
): TablePaginationConfig {
  const size = shown?.per_page ?? perPage;
  const capped = shown?.total_capped === true;
  const counted = shown?.total ?? 0;
  return {
    current: shown?.current_page ?? page,
    pageSize: size,
    // Past a capped count the list goes on: one more page than the count is always offered.
    total: capped ? Math.max(counted, (shown?.current_page ?? page) * size) + size : counted,
    showSizeChanger: true,
    itemRender: nameArrows,
    pageSizeOptions: [...PAGE_SIZES],
    showTotal: () => (capped ? `peste ${formatCount(counted, ...noun)}` : formatCount(counted, ...noun)),
    onChange: (next, nextSize) => onChange(nextSize !== size ? 1 : next, nextSize),
  };
}
