import type { FormErrorSummary } from '../../lib/lead-forms/form-view';
import styles from './ErrorSummary.module.css';

export type ErrorSummaryProps = FormErrorSummary;

/**
 * The list of problems at the top of a form that did not go through. It takes focus so screen
 * readers announce it and keyboard users start from it: `autofocus` on a full page load (no script
 * needed); after a client-side navigation, which does not apply `autofocus`, the
 * `<cirrus-error-summary>` element (src/islands/forms/error-summary-element.ts) focuses it.
 */
export function ErrorSummary({ items, formError }: ErrorSummaryProps) {
  return (
    <cirrus-error-summary className={styles.host}>
      <div
        className={styles.summary}
        role="alert"
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: moving focus to the error summary is the accessible pattern
        autoFocus
        aria-labelledby="error-summary-title"
        data-error-summary=""
      >
        <h2 id="error-summary-title" className={styles.title}>
          {formError ? 'Your form was not sent' : 'Please check the form'}
        </h2>
        {formError ? <p>{formError}</p> : null}
        {items.length > 0 ? (
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.message}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </cirrus-error-summary>
  );
}
