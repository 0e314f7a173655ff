import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './Callout.module.css';

export interface CalloutProps {
  tone?: 'info' | 'success' | 'warning' | 'danger';
  title?: string;
  children: ReactNode;
  /** `alert` for messages that must be announced when they appear. */
  role?: 'status' | 'alert' | 'note';
}

export function Callout({ tone = 'info', title, children, role = 'note' }: CalloutProps) {
  return (
    <div className={clsx(styles.callout, styles[tone])} role={role}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
