import { useState } from 'react';
import { Badge } from '#components/ui/Badge.tsx';
import { TableScroll } from '#components/ui/TableScroll.tsx';
import { useAsyncEffect } from '../../use-async-effect';
import { formatDate, formatDateTime } from '../shared/format';
import styles from '../shared/Portal.module.css';
import { PortalError } from '../shared/PortalError';
import { getInstallsOverview, type InstallsOverview, type JobRow } from './install-api';
import { installStatusLabels, installStatusTone } from './install-format';
import { RegisterPanel } from './RegisterPanel';

const leadHref = (lead: string) => `/portal/lead?ref=${encodeURIComponent(lead)}`;

/** Jobs as a table: the job, its lead (linked), its dealer for staff, status, day and what to say. */
function JobTable({ jobs, caption, staff }: { jobs: JobRow[]; caption: string; staff: boolean }) {
  const flagsSay = (job: JobRow) =>
    job.flags.length === 0 ? 'no flags' : job.flags.length === 1 ? '1 flag' : `${job.flags.length} flags`;
  return (
    <>
      {/* On a phone, a list (no sideways swipe through a table); from 48rem, the table. */}
      <ul className={styles.leadList} aria-label={`${caption} (${jobs.length})`}>
        {jobs.map((job) => (
          <li key={job.reference}>
            <strong>{job.reference}</strong>{' '}
            <Badge tone={installStatusTone[job.status]}>{installStatusLabels[job.status]}</Badge>
            <p className={styles.muted}>
              {formatDate(job.bookedFor)}
              {job.commissionedAt ? ` · commissioned ${formatDateTime(job.commissionedAt)}` : ''}
              {staff ? ` · ${job.dealer}` : ''} · {flagsSay(job)}
            </p>
            <p>
              Lead <a href={leadHref(job.lead)}>{job.lead}</a>
            </p>
            {job.ownerIssue ? <p>“{job.ownerIssue}”</p> : null}
          </li>
        ))}
      </ul>
      <div className={styles.wideOnly}>
        <TableScroll tableClassName={styles.table} caption={`${caption} (${jobs.length})`}>
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Lead</th>
              {staff ? <th scope="col">Dealer</th> : null}
              <th scope="col">Status</th>
              <th scope="col">Day</th>
              <th scope="col">Commissioned</th>
              <th scope="col" className={styles.numeric}>
                Flags
              </th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.reference}>
                <th scope="row" className={styles.reference}>
                  {job.reference}
                </th>
                <td className={styles.reference}>
                  <a href={leadHref(job.lead)}>{job.lead}</a>
                </td>
                {staff ? <td>{job.dealer}</td> : null}
                <td>
                  <Badge tone={installStatusTone[job.status]}>{installStatusLabels[job.status]}</Badge>
                  {job.ownerIssue ? <p>“{job.ownerIssue}”</p> : null}
                </td>
                <td>{formatDate(job.bookedFor)}</td>
                <td>{job.commissionedAt ? formatDateTime(job.commissionedAt) : 'Not yet'}</td>
                <td className={styles.numeric}>
                  {job.flags.length === 0 ? (
                    '0'
                  ) : (
                    <span title={job.flags.join('\n')}>{job.flags.length}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      </div>
    </>
  );
}

function DealerInstalls({ jobs }: { jobs: JobRow[] }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="installs-jobs">
        <h2 id="installs-jobs">Your installation jobs</h2>
        {jobs.length === 0 ? (
          <p>No installation booked yet. Book one from a won quote’s page.</p>
        ) : (
          <JobTable jobs={jobs} caption="Installation jobs, latest day first" staff={false} />
        )}
      </section>
      <RegisterPanel />
    </>
  );
}

function StaffInstalls({ view }: { view: Extract<InstallsOverview, { view: 'staff' }> }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="installs-unconfirmed">
        <h2 id="installs-unconfirmed">Not confirmed by the owner after 14 days</h2>
        {view.unconfirmed.length === 0 ? (
          <p>Every job commissioned more than 14 days ago has been confirmed or queried by its owner.</p>
        ) : (
          <JobTable jobs={view.unconfirmed} caption="Commissioned, unconfirmed, oldest first" staff />
        )}
      </section>
      <section className={styles.card} aria-labelledby="installs-flagged">
        <h2 id="installs-flagged">Results outside the installation manual</h2>
        {view.flagged.length === 0 ? (
          <p>No job has a flagged result.</p>
        ) : (
          <ul className={styles.timeline}>
            {view.flagged.map((job) => (
              <li key={job.reference}>
                <p>
                  <strong>{job.reference}</strong> · {job.dealer} ·{' '}
                  <a href={leadHref(job.lead)}>{job.lead}</a>
                </p>
                {job.flags.map((flag) => (
                  <p key={flag}>{flag}</p>
                ))}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby="installs-conflicts">
        <h2 id="installs-conflicts">Serial conflicts</h2>
        <p className={styles.muted}>
          Commissionings refused because a serial was already commissioned on another job or registered by
          someone else.
        </p>
        {view.conflicts.length === 0 ? (
          <p>No serial conflict.</p>
        ) : (
          <TableScroll tableClassName={styles.table} caption={`Serial conflicts (${view.conflicts.length})`}>
            <thead>
              <tr>
                <th scope="col">Serial</th>
                <th scope="col">Job</th>
                <th scope="col">Dealer</th>
                <th scope="col">Sent</th>
              </tr>
            </thead>
            <tbody>
              {view.conflicts.map((conflict) => (
                <tr key={`${conflict.job}-${conflict.serial}-${conflict.at}`}>
                  <th scope="row">{conflict.serial}</th>
                  <td className={styles.reference}>{conflict.job}</td>
                  <td>{conflict.dealer}</td>
                  <td>{formatDateTime(conflict.at)}</td>
                </tr>
              ))}
            </tbody>
          </TableScroll>
        )}
      </section>
      {view.queried.length > 0 ? (
        <section className={styles.card} aria-labelledby="installs-queried">
          <h2 id="installs-queried">Queried by the owner</h2>
          <JobTable jobs={view.queried} caption="Jobs the owner says are not right" staff />
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="installs-dealers">
        <h2 id="installs-dealers">Installations per dealer</h2>
        {view.dealers.length === 0 ? (
          <p>No installation booked yet.</p>
        ) : (
          <TableScroll tableClassName={styles.table} caption="Jobs by status">
            <thead>
              <tr>
                <th scope="col">Dealer</th>
                {(['booked', 'commissioned', 'confirmed', 'queried'] as const).map((status) => (
                  <th scope="col" className={styles.numeric} key={status}>
                    {status[0]?.toUpperCase()}
                    {status.slice(1)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.dealers.map((row) => (
                <tr key={row.dealerId}>
                  <th scope="row">{row.dealer}</th>
                  <td className={styles.numeric}>{row.booked}</td>
                  <td className={styles.numeric}>{row.commissioned}</td>
                  <td className={styles.numeric}>{row.confirmed}</td>
                  <td className={styles.numeric}>{row.queried}</td>
                </tr>
              ))}
            </tbody>
          </TableScroll>
        )}
      </section>
      {view.dealers.length > 0 ? <RegisterPanel dealers={view.dealers} /> : null}
    </>
  );
}

/** /portal/installs: a dealer's jobs and register; for staff, what across dealers needs looking at. */
export function InstallsPage() {
  const [view, setView] = useState<InstallsOverview>();
  const [error, setError] = useState<string>();
  useAsyncEffect((isCurrent) => {
    getInstallsOverview().then(
      (result) => isCurrent() && setView(result),
      (failure: Error) => isCurrent() && setError(failure.message),
    );
  }, []);
  return (
    <>
      <h1>Installations</h1>
      {error ? <PortalError message={error} /> : null}
      {!view ? (
        error ? null : (
          <p className={styles.muted}>Loading the installations…</p>
        )
      ) : view.view === 'dealer' ? (
        <DealerInstalls jobs={view.jobs} />
      ) : (
        <StaffInstalls view={view} />
      )}
    </>
  );
}
