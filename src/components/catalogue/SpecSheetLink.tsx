import { formatFileSize } from '../../lib/file-size';
import styles from './SpecSheetLink.module.css';

export interface SpecSheetLinkProps {
  /** Where the PDF is published. */
  href: string;
  /** Its size in bytes, stated in the link so nobody downloads blind. */
  bytes: number;
  /** The product, for the downloaded file's name. */
  slug: string;
}

/** "Download spec sheet (PDF, 38 KB)": the product's printable sheet, generated at build. */
export function SpecSheetLink({ href, bytes, slug }: SpecSheetLinkProps) {
  return (
    <p className={styles.download}>
      <a
        href={href}
        type="application/pdf"
        download={`cirrus-${slug}-spec-sheet.pdf`}
        className={styles.link}
      >
        Download spec sheet <span className={styles.meta}>{`(PDF, ${formatFileSize(bytes)})`}</span>
      </a>
    </p>
  );
}
