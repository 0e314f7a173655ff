import styles from './CompareTray.module.css';

/**
 * The sticky bar of the products chosen for comparison: its list, a "Compare (n)" link and a clear
 * button, filled in by `<cirrus-compare-tray>`. It stays hidden while nothing is chosen; its live
 * region says what each change did, and shows a refusal (a fourth product) on screen.
 */
export function CompareTray() {
  return (
    <cirrus-compare-tray class={styles.tray}>
      <p role="status" className={styles.notice} data-notice="" />
      <section className={styles.panel} aria-labelledby="compare-tray-title" data-panel="" hidden>
        <div className={`container ${styles.inner}`}>
          <h2 id="compare-tray-title" className={styles.title}>
            Products to compare
          </h2>
          <ul className={styles.list} data-list="" />
          <div className={styles.actions}>
            <a className={styles.compare} href="/compare" data-link="">
              Compare
            </a>
            <button type="button" className={styles.clear} data-clear="">
              Clear all
            </button>
          </div>
        </div>
      </section>
    </cirrus-compare-tray>
  );
}
