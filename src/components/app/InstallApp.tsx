import { Button } from '../ui/Button';
import styles from './InstallApp.module.css';

/**
 * The Install button of the app page, brought to life by `cirrus-install-app`
 * (src/islands/offline/install-app.ts). Hidden until the browser offers to install the site (it
 * never does in Safari, or once the app is installed); the page's install section says how to do it
 * by hand. The line after it says what happened, or that this is the installed app already.
 */
export function InstallApp() {
  return (
    <cirrus-install-app className={styles.install}>
      <Button size="lg" variant="accent" data-install-start hidden>
        Install the app
      </Button>
      <p className={styles.status} role="status" data-install-status />
    </cirrus-install-app>
  );
}
