import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import type { StoredUpload } from '../../lib/portal-api';
import { fetchUpload } from './api';
import styles from './Portal.module.css';
import { PortalError } from './PortalError';

interface UploadedDocumentProps {
  file: StoredUpload;
  /** What the file is to the reviewer ("Invoice", "Proof of purchase"). */
  title: string;
  /** Id of the section's heading. */
  headingId: string;
}

/**
 * An uploaded invoice or proof of purchase, fetched with the staff token only when asked for (a
 * link cannot carry the token): an image is shown, a PDF or HEIC offered to save.
 */
export function UploadedDocument({ file, title, headingId }: UploadedDocumentProps) {
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const image = file.mediaType === 'image/jpeg' || file.mediaType === 'image/png';
  async function open() {
    try {
      setUrl(URL.createObjectURL(await fetchUpload(file.url)));
    } catch (failure) {
      setError((failure as Error).message);
    }
  }
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className={styles.muted}>
        {file.fileName} · {file.mediaType} · {Math.max(1, Math.round(file.bytes / 1024))} KB
      </p>
      <PortalError message={error} />
      {url ? (
        image ? (
          <img src={url} alt={`${title} uploaded as ${file.fileName}`} style={{ maxWidth: '100%' }} />
        ) : (
          <p>
            {/* Saved under our name and the recognised type's extension, never the uploader's name. */}
            <a href={url} download={file.downloadName}>
              Save {file.downloadName}
            </a>
          </p>
        )
      ) : (
        <Button type="button" variant="secondary" onClick={open}>
          View the {title.toLowerCase()}
        </Button>
      )}
    </section>
  );
}
