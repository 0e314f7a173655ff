/**
 * The inbox's filters as they travel in the address bar (so a filtered view can be bookmarked,
 * shared, and survives the login round trip) and to the API.
 */

export interface InboxFilters {
  type: string;
  status: string;
  from: string;
  to: string;
  state: string;
  postcode: string;
  search: string;
  /** Hand-over state of quotes and installer requests; `unassigned` is the staff queue. */
  routing: string;
  page: number;
  /** Leads per page. */
  pageSize: number;
}

export const pageSizes = [10, 25, 50, 100] as const;
const defaultPageSize = 25;

export const emptyFilters: InboxFilters = {
  type: '',
  status: '',
  from: '',
  to: '',
  state: '',
  postcode: '',
  search: '',
  routing: '',
  page: 1,
  pageSize: defaultPageSize,
};

const textKeys = ['type', 'status', 'from', 'to', 'state', 'postcode', 'search', 'routing'] as const;

export function filtersFromSearch(search: string): InboxFilters {
  const params = new URLSearchParams(search);
  const filters: InboxFilters = { ...emptyFilters };
  for (const key of textKeys) filters[key] = (params.get(key) ?? '').trim().slice(0, 100);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  filters.page = Number.isFinite(page) && page >= 1 ? page : 1;
  const pageSize = Number.parseInt(params.get('pageSize') ?? '', 10);
  filters.pageSize = (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize;
  return filters;
}

/** The query string of a set of filters: empty values and page 1 are left out. */
export function searchFromFilters(filters: InboxFilters): string {
  const params = new URLSearchParams();
  for (const key of textKeys) if (filters[key]) params.set(key, filters[key]);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== defaultPageSize) params.set('pageSize', String(filters.pageSize));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
