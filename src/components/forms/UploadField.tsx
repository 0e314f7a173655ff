import type { UploadUi } from '../../lib/lead-forms/definitions';
import styles from './FormField.module.css';

export interface UploadFieldProps {
  ui: UploadUi;
  /** Element id; the hint, error and progress ids derive from it. */
  id: string;
  error?: string;
}

/**
 * A file field: label, hint, error and the file input, plus the progress line the upload element
 * (`<cirrus-upload-form>`) fills in while a post with JavaScript sends the file. Without script the
 * form posts multipart as it is and the progress line stays empty.
 */
export function UploadField({ ui, id, error }: UploadFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {ui.label}
      </label>
      <p id={hintId} className={styles.hint}>
        {ui.hint}
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        name={ui.name}
        type="file"
        accept={ui.accept}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        className={styles.file}
      />
      <div className={styles.progress} data-upload-progress hidden>
        <progress id={`${id}-progress`} max={100} value={0} aria-label="Upload progress" />
        <p role="status" data-upload-status className={styles.hint} />
      </div>
    </div>
  );
}
