/** A portal view's failure message (an API refusal or a network error), announced as an alert; nothing when there is none. */
import styles from './Portal.module.css';

interface PortalErrorProps {
  /** The message to show; empty or null shows nothing. */
  message: string | null | undefined;
}

export function PortalError({ message }: PortalErrorProps) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  );
}
