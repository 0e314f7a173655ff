import { useEffect, useRef, useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import type { StoredUpload } from '#lib/portal-api.ts';
import { useAsyncEffect } from '../../use-async-effect';
import { fetchUpload } from './api';
import styles from './Portal.module.css';
import { PortalError } from './PortalError';

interface UploadedDocumentProps {
  file: StoredUpload;
  /** What the file is to the reviewer ("Invoice", "Proof of purchase"). */
  title: string;
  /** Id of the section's heading. */
  headingId: string;
  /**
   * Fetch a picture at once and show it as a thumbnail that opens large (a service request's photo
   * is the first thing the agent looks at); otherwise it is fetched only when asked for.
   */
  preview?: boolean;
}

const isImage = (file: StoredUpload) => file.mediaType === 'image/jpeg' || file.mediaType === 'image/png';

/**
 * An uploaded invoice, proof of purchase or photo, fetched with the caller's token (a link cannot
 * carry it): an image is shown, a PDF or HEIC offered to save.
 */
export function UploadedDocument({ file, title, headingId, preview = false }: UploadedDocumentProps) {
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const image = isImage(file);
  async function open() {
    try {
      setUrl(URL.createObjectURL(await fetchUpload(file.url)));
    } catch (failure) {
      setError((failure as Error).message);
    }
  }
  useAsyncEffect(
    (isCurrent) => {
      if (!preview || !image) return;
      fetchUpload(file.url).then(
        (blob) => isCurrent() && setUrl(URL.createObjectURL(blob)),
        (failure: Error) => isCurrent() && setError(failure.message),
      );
    },
    [preview, image, file.url],
  );
  const alt = `${title} uploaded as ${file.fileName}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className={styles.muted}>
        {file.fileName} · {file.mediaType} · {Math.max(1, Math.round(file.bytes / 1024))} KB
      </p>
      <PortalError message={error} />
      {url && image && preview ? (
        <>
          <button
            type="button"
            className={styles.thumbnail}
            onClick={() => dialog.current?.showModal()}
            aria-label={`Open the ${title.toLowerCase()} at full size`}
          >
            <img src={url} alt={alt} />
          </button>
          <dialog ref={dialog} className={styles.photoDialog} aria-label={title}>
            <img src={url} alt={alt} />
            <form method="dialog">
              <Button type="submit" variant="secondary">
                Close
              </Button>
            </form>
          </dialog>
        </>
      ) : url ? (
        image ? (
          <img src={url} alt={alt} style={{ maxWidth: '100%' }} />
        ) : (
          <p>
            {/* Saved under our name and the recognised type's extension, never the uploader's name. */}
            <a href={url} download={file.downloadName}>
              Save {file.downloadName}
            </a>
          </p>
        )
      ) : preview && image ? null : (
        <Button type="button" variant="secondary" onClick={open}>
          View the {title.toLowerCase()}
        </Button>
      )}
    </section>
  );
}
