import { type SubmitEvent, useState } from 'react';
import { Badge } from '#components/ui/Badge.tsx';
import { Button } from '#components/ui/Button.tsx';
import { TableScroll } from '#components/ui/TableScroll.tsx';
import { australianStates, leadStatuses } from '#lib/value-lists.ts';
import { useAsyncEffect } from '../../use-async-effect';
import { downloadCsv, type LeadListResponse, listLeads } from '../shared/api';
import {
  formatDateTime,
  leadTypeLabels,
  statusFilterLabels,
  statusLabelsFor,
  statusTone,
} from '../shared/format';
import styles from '../shared/Portal.module.css';
import { PortalError } from '../shared/PortalError';
import {
  emptyFilters,
  filtersFromSearch,
  type InboxFilters,
  pageCount,
  pageSizes,
  searchFromFilters,
} from './filters';

type TextFilter = Exclude<keyof InboxFilters, 'page' | 'pageSize'>;

/** The leads inbox: filters and search in the address bar, a page of leads, paging and CSV export. */
export function LeadsInbox() {
  const [filters, setFilters] = useState<InboxFilters>(() => filtersFromSearch(window.location.search));
  const [draft, setDraft] = useState<InboxFilters>(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [data, setData] = useState<LeadListResponse>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(true);
  const [exportState, setExportState] = useState<string>('');

  useAsyncEffect(
    (isCurrent) => {
      window.history.replaceState(window.history.state, '', `/portal${searchFromFilters(filters)}`);
      setLoading(true);
      listLeads(filters)
        .then((result) => {
          if (!isCurrent()) return;
          setData(result);
          setError(undefined);
        })
        .catch((failure: Error) => isCurrent() && setError(failure.message))
        .finally(() => isCurrent() && setLoading(false));
    },
    [filters],
  );

  const field = (name: TextFilter) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  function apply(event: SubmitEvent) {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  }

  function clear() {
    setDraft(emptyFilters);
    setFilters(emptyFilters);
  }

  async function exportCsv() {
    setExportState('Preparing the CSV file…');
    try {
      await downloadCsv(filters);
      setExportState('CSV file downloaded.');
    } catch (failure) {
      setExportState(`The export failed: ${(failure as Error).message}`);
    }
  }

  const types = data?.types ?? [];
  const activeFilters = (
    ['search', 'type', 'status', 'routing', 'from', 'to', 'state', 'postcode'] as const
  ).filter((key) => filters[key]).length;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  return (
    <>
      <h1>Leads inbox</h1>
      <search aria-label="Filter leads">
        {/* On a phone the filters fold away behind this button; wider screens always show them. */}
        <Button
          type="button"
          variant="secondary"
          className={styles.filterToggle}
          aria-expanded={filtersOpen}
          aria-controls="inbox-filters"
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {filtersOpen ? 'Hide filters' : `Filters${activeFilters > 0 ? ` (${activeFilters} on)` : ''}`}
        </Button>
        <form id="inbox-filters" className={styles.filters} data-open={filtersOpen} onSubmit={apply}>
          <label className={`${styles.field} ${styles.wide}`}>
            Search
            <input
              type="search"
              placeholder="Reference, name, email, phone or postcode"
              {...field('search')}
            />
          </label>
          <label className={styles.field}>
            Type
            <select {...field('type')}>
              <option value="">
                {types.length === 1 ? leadTypeLabels[types[0] ?? 'installer'] : 'All types'}
              </option>
              {types.length > 1
                ? types.map((type) => (
                    <option key={type} value={type}>
                      {leadTypeLabels[type]}
                    </option>
                  ))
                : null}
            </select>
          </label>
          <label className={styles.field}>
            Status
            <select {...field('status')}>
              <option value="">Any status</option>
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {
                    statusFilterLabels(
                      types.find((type) => type === draft.type),
                      types,
                    )[status]
                  }
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Hand-over
            <select {...field('routing')}>
              <option value="">Any</option>
              <option value="unassigned">Staff queue (no dealer)</option>
              <option value="waiting">Waiting for a dealer</option>
              <option value="accepted">Accepted by a dealer</option>
            </select>
          </label>
          <label className={styles.field}>
            Received from
            <input type="date" {...field('from')} />
          </label>
          <label className={styles.field}>
            Received to
            <input type="date" {...field('to')} />
          </label>
          <label className={styles.field}>
            State
            <select {...field('state')}>
              <option value="">Any state</option>
              {australianStates.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Postcode
            <input inputMode="numeric" pattern="\d{4}" maxLength={4} {...field('postcode')} />
          </label>
          <label className={styles.field}>
            Leads per page
            <select
              name="pageSize"
              value={draft.pageSize}
              onChange={(event) => setDraft({ ...draft, pageSize: Number(event.target.value) })}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <div className={styles.buttons}>
            <Button type="submit">Apply filters</Button>
            <Button type="button" variant="ghost" onClick={clear}>
              Clear
            </Button>
          </div>
        </form>
      </search>

      <div className={styles.toolbar}>
        <p role="status" className={styles.muted}>
          {loading ? 'Loading leads…' : data ? `${data.total} ${data.total === 1 ? 'lead' : 'leads'}` : ''}
        </p>
        <div className={styles.buttons}>
          <Button type="button" variant="secondary" onClick={exportCsv} disabled={!data || data.total === 0}>
            Export CSV
          </Button>
          <span role="status" className={styles.muted}>
            {exportState}
          </span>
        </div>
      </div>

      <PortalError message={error} />

      {data && data.items.length > 0 ? (
        <ul className={styles.leadList} aria-label={`Leads, page ${data.page} of ${pages}`}>
          {data.items.map((lead) => (
            <li key={lead.reference}>
              <a href={`/portal/lead?ref=${encodeURIComponent(lead.reference)}`}>
                {lead.reference}
                {lead.name && !lead.erased ? `: ${lead.name}` : ''}
              </a>{' '}
              <Badge tone={statusTone(lead.status)}>{statusLabelsFor(lead.type)[lead.status]}</Badge>
              <p className={styles.muted}>
                {leadTypeLabels[lead.type]}
                {lead.productName ? `, ${lead.productName}` : ''} · {formatDateTime(lead.createdAt)}
              </p>
              <p className={styles.muted}>
                {[lead.postcode, lead.state].filter(Boolean).join(' ')}
                {lead.dealer
                  ? ` · ${lead.dealer.name}`
                  : lead.routing === 'unassigned'
                    ? ' · Staff queue'
                    : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.items.length > 0 ? (
        <div className={styles.wideOnly}>
          <TableScroll tableClassName={styles.table} caption={`Leads, page ${data.page} of ${pages}`}>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Received</th>
                <th scope="col">Type</th>
                <th scope="col">Name</th>
                <th scope="col">Location</th>
                <th scope="col">Dealer</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((lead) => (
                <tr key={lead.reference}>
                  <td>
                    <a href={`/portal/lead?ref=${encodeURIComponent(lead.reference)}`}>{lead.reference}</a>
                  </td>
                  <td>{formatDateTime(lead.createdAt)}</td>
                  <td>{leadTypeLabels[lead.type]}</td>
                  <td>{lead.erased ? <span className={styles.muted}>Erased</span> : lead.name}</td>
                  <td>{[lead.postcode, lead.state].filter(Boolean).join(' ')}</td>
                  <td>
                    {lead.dealer?.name ??
                      (lead.routing === 'unassigned' ? (
                        <strong>Staff queue</strong>
                      ) : (
                        <span className={styles.muted}>–</span>
                      ))}
                  </td>
                  <td>
                    <Badge tone={statusTone(lead.status)}>{statusLabelsFor(lead.type)[lead.status]}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableScroll>
        </div>
      ) : data && !loading ? (
        <p>No leads match these filters.</p>
      ) : null}

      {data && pages > 1 ? (
        <nav aria-label="Pages" className={styles.pager}>
          <Button
            type="button"
            variant="secondary"
            disabled={filters.page <= 1}
            onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
          >
            Previous page
          </Button>
          <span>
            Page {data.page} of {pages}
          </span>
          <Button
            type="button"
            variant="secondary"
            disabled={filters.page >= pages}
            onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
          >
            Next page
          </Button>
        </nav>
      ) : null}
    </>
  );
}
