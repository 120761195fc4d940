import classes from './header.module.css';

/** The Агролизинг mark: a sprout over a field furrow, and the word mark. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className={classes.logo}>
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true">
        <rect width="34" height="34" rx="8" fill="#1f6d45" />
        <path d="M6 25c6-3 16-3 22 0" stroke="#f2c94c" strokeWidth="2.4" fill="none" strokeLinecap="round" />
        <path d="M17 23V11" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
        <path d="M17 15c0-4 3-6 7-6 0 4-3 6-7 6z" fill="#fff" />
        <path d="M17 18c0-3.5-2.6-5.4-6-5.4 0 3.5 2.6 5.4 6 5.4z" fill="#d6eadf" />
      </svg>
      {!compact && <span className={classes.wordMark}>Агролизинг</span>}
    </span>
  );
}
