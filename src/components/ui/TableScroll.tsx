/**
 * A data table that may be wider than a phone, in its own scrolling region: the page never scrolls
 * sideways (WCAG 2.2, 1.4.10 Reflow), and the region is named by the table's caption (or the heading
 * that names the table) and takes keyboard focus, so it can be scrolled with the arrow keys.
 * Every data table on the site goes through it.
 */
import { clsx } from 'clsx';
import { type ReactNode, type Ref, useId } from 'react';
import styles from './TableScroll.module.css';

interface TableScrollBase {
  /** The table's head, bodies and foot. */
  children: ReactNode;
  /** Extra class for the table itself (its cells' styles). */
  tableClassName?: string | undefined;
  /** `framed` draws a border round the region; `plain` leaves the table's own rules. */
  variant?: 'plain' | 'framed';
  /** The scrolling region, for an island that looks inside it. */
  ref?: Ref<HTMLElement>;
}

export type TableScrollProps = TableScrollBase &
  (
    | {
        /** The table's caption, which also names the scrolling region. */
        caption: ReactNode;
        captionClassName?: string | undefined;
        labelledBy?: never;
      }
    | {
        /** The id of a heading outside the table that names it (the table gets no caption). */
        labelledBy: string;
        caption?: never;
        captionClassName?: never;
      }
  );

export function TableScroll({
  children,
  tableClassName,
  variant = 'plain',
  caption,
  captionClassName,
  labelledBy,
  ref,
}: TableScrollProps) {
  const captionId = useId();
  const nameId = labelledBy ?? captionId;
  return (
    <section
      ref={ref}
      className={clsx(styles.scroll, styles[variant])}
      aria-labelledby={nameId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus so keyboard users can scroll it
      tabIndex={0}
    >
      <table className={tableClassName} aria-labelledby={labelledBy}>
        {caption !== undefined ? (
          <caption id={captionId} className={captionClassName}>
            {caption}
          </caption>
        ) : null}
        {children}
      </table>
    </section>
  );
}
