import { describeAuthError } from '../../islands/auth/errors';
import type { AuthFailure } from '../../islands/auth/store';
import { Button } from '../ui/Button';
import styles from './AuthPanel.module.css';

export interface AuthErrorPanelProps {
  failure: AuthFailure;
  /** Runs the retry; call the popup opener synchronously inside it. */
  onRetry: () => void;
}

/** A login or token failure in plain words (spec §8), with a way to try again. */
export function AuthErrorPanel({ failure, onRetry }: AuthErrorPanelProps) {
  const view = describeAuthError(failure);
  return (
    <div className={styles.panel} role="alert" data-auth-error={view.code}>
      <h2 className={styles.title}>{view.title}</h2>
      <p>{view.message}</p>
      {view.detail ? (
        <p className={styles.detail}>
          <span className={styles.label}>From the sign-in service: </span>
          {view.detail}
        </p>
      ) : null}
      <Button onClick={onRetry}>{view.retryLabel}</Button>
    </div>
  );
}
