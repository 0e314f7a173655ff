import { MAX_UPLOAD_FILE_BYTES } from '../../config/env';
import type { UploadUi } from '../../lib/lead-forms/definitions';
import styles from './FormField.module.css';

export interface UploadFieldProps {
  ui: UploadUi;
  /** Element id; the hint, error and progress ids derive from it. */
  id: string;
  error?: string;
  /** The error is only that the file, which passed its checks, must be chosen again (view.fileChecked). */
  checked?: boolean;
}

/**
 * A file field: label, hint, error and the file input, plus what the upload element
 * (`<cirrus-upload-form>`) runs with JavaScript: a "Take a photo" button (a camera picker without a
 * name, whose photo it moves into the field), a preview of the chosen file with its size, checked
 * against the limit before anything is sent, and the progress line while it sends. Without script
 * the form posts multipart as it is, and the server checks the size.
 */
export function UploadField({ ui, id, error, checked = false }: UploadFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const chosenId = `${id}-chosen`;
  return (
    <div className={`${styles.field} ${error && !checked ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {ui.label}
        {ui.optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      <p id={hintId} className={styles.hint}>
        {ui.hint}
      </p>
      {error ? (
        <p id={errorId} className={styles.error} data-upload-checked={checked ? '' : undefined}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        name={ui.name}
        type="file"
        accept={ui.accept}
        required={!ui.optional}
        data-max-bytes={MAX_UPLOAD_FILE_BYTES}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId, chosenId].filter(Boolean).join(' ')}
        className={styles.file}
      />
      <div className={styles.camera} data-upload-camera hidden>
        <input
          id={`${id}-camera`}
          type="file"
          accept="image/*"
          capture="environment"
          className={`visually-hidden ${styles.cameraInput}`}
        />
        <label htmlFor={`${id}-camera`} className={styles.cameraButton}>
          Take a photo
        </label>
      </div>
      <div id={chosenId} className={styles.chosen} data-upload-chosen aria-live="polite" />
      <div className={styles.progress} data-upload-progress hidden>
        <progress id={`${id}-progress`} max={100} value={0} aria-label="Upload progress" />
        <p role="status" data-upload-status className={styles.hint} />
      </div>
    </div>
  );
}
