import { Button } from '../ui/Button';
import styles from './KeepCatalogue.module.css';

/**
 * "Keep the catalogue offline" on the app page: the markup the `cirrus-keep-catalogue` element
 * (src/islands/offline/keep-catalogue.ts) brings to life. It says the size first; once a copy is
 * kept it shows the day it was saved with Update and Remove instead of the first button. Before
 * the script runs the button stays disabled and the line above it says why.
 */
export function KeepCatalogue() {
  return (
    <cirrus-keep-catalogue className={styles.panel}>
      <p className={styles.size} data-catalogue-size>
        The catalogue can be kept once this page has finished loading.
      </p>
      <div className={styles.saved} data-catalogue-saved hidden>
        <p className={styles.savedOn}>
          <span className={styles.tick} aria-hidden="true">
            ✓
          </span>
          <span data-catalogue-saved-on>Saved on this device</span>
        </p>
        <span className={styles.dot} aria-hidden="true">
          ·
        </span>
        <Button variant="ghost" data-catalogue-update>
          Update
        </Button>
        <span className={styles.dot} aria-hidden="true">
          ·
        </span>
        <Button variant="ghost" data-catalogue-remove>
          Remove
        </Button>
      </div>
      <Button data-catalogue-start disabled>
        Keep the catalogue offline
      </Button>
      <progress
        className={styles.progress}
        data-catalogue-progress
        max={1}
        value={0}
        hidden
        aria-label="Catalogue stored so far"
      />
      <p className={styles.status} role="status" aria-live="polite" data-catalogue-status />
    </cirrus-keep-catalogue>
  );
}
