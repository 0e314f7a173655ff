import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export interface BadgeProps {
  tone?: 'neutral' | 'brand' | 'accent' | 'success' | 'warning';
  /** Where the badge leads, when it is an action (it then renders as a link, never a lookalike). */
  href?: string;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', href, children }: BadgeProps) {
  const className = clsx(styles.badge, styles[tone], href && styles.link);
  return href ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  );
}
