import styles from './spinner.module.css';

/**
 * The loading spinner, named for screen readers by `label`. `overPage`: over the page, out of its flow
 * (a category switch, whose menu closes at the click). Its own small stylesheet module, so a page that
 * shows it only for a category switch does not carry the feed's class names (issue 28: ours ≤ 30 KB).
 */
export function SpinnerBox({ label, overPage = false }: { label: string; overPage?: boolean }) {
  const spinner = (
    <div className={styles.spinner} role="status" data-testid="feed-spinner">
      <span className={styles.spinnerWheel} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
  return overPage ? <div className={styles.navigating}>{spinner}</div> : spinner;
}
