import { Logo } from '../layout/Logo';
import styles from './AppPhone.module.css';

/** Home-screen apps around ours, drawn as plain tiles so the brand mark is the one thing that reads. */
const OTHER_APPS = [
  'mail',
  'maps',
  'camera',
  'photos',
  'weather',
  'clock',
  'notes',
  'music',
  'phone',
  'wallet',
  'settings',
];

/**
 * The app page's picture: a phone's home screen with the Cirrus Climate icon among the others and
 * a note that the catalogue is saved. Drawn in HTML and CSS (no request, sharp at any size) and
 * hidden from assistive technology: the page's text says all of it.
 */
export function AppPhone() {
  return (
    <div className={styles.phone} aria-hidden="true">
      <div className={styles.screen}>
        <div className={styles.bar}>
          <span>9:41</span>
          <span className={styles.offline}>No service</span>
        </div>
        <div className={styles.apps}>
          <span className={styles.app}>
            <Logo height={56} />
            <span className={styles.name}>Cirrus</span>
          </span>
          {OTHER_APPS.map((app, index) => (
            <span key={app} className={styles.app}>
              <span className={styles.tile} data-tone={index % 4} />
              <span className={styles.placeholder} />
            </span>
          ))}
        </div>
        <div className={styles.note}>
          <span className={styles.tick}>✓</span>
          <span>
            <strong>Catalogue saved</strong>
            <br />
            Works without reception
          </span>
        </div>
      </div>
    </div>
  );
}
