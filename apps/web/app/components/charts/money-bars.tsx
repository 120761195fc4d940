import { formatCompactRu, formatDecimalRu } from '@agrolease/domain';
import classes from './money-bars.module.css';

const formatWhole = (value: number) => formatDecimalRu(value, { maximumFractionDigits: 0 });

/** The top of the scale: the largest bar rounded up to 1, 2, 2.5 or 5 times a power of ten (4 steps). */
export function scaleTop(largest: number): number {
  if (largest <= 0) return 1;
  const step = largest / 4;
  const power = 10 ** Math.floor(Math.log10(step));
  const nice = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= step) ?? 10;
  return nice * power * 4;
}

/**
 * What is written under each bar: the month's first word ("ноя") for a year of bars at most;
 * past that, the year ("2027") under its first month, so that a long schedule reads by years.
 */
export function monthLabels(titles: readonly string[]): string[] {
  const first = (title: string) => title.split(' ')[0] ?? title;
  const year = (title: string) => title.split(' ')[1] ?? '';
  if (titles.length <= 12) return titles.map(first);
  return titles.map((title, index) => {
    const previous = titles[index - 1];
    return previous !== undefined && year(previous) !== year(title) ? year(title) : '';
  });
}

export interface MoneyBar {
  /** The month's name ("ноя 2026"), in the bar's tooltip and, as monthLabels says, under it. */
  title: string;
  first: number;
  second: number;
}

/**
 * Roubles by month as stacked bars (the site's green, then yellow) with compact amounts on the
 * axis and full ones in each bar's tooltip: plain elements sized in percent, drawn by the
 * server's page without measuring anything in the browser (issue 16).
 */
export function MoneyBars({
  data,
  labels,
  height,
  label,
}: {
  data: readonly MoneyBar[];
  labels: [string, string];
  height: number;
  label: string;
}) {
  const top = scaleTop(Math.max(0, ...data.map((bar) => bar.first + bar.second)));
  const ticks = [0, 1, 2, 3, 4].map((index) => (top / 4) * index);
  const percent = (value: number) => `${(Math.max(0, value) / top) * 100}%`;
  const months = monthLabels(data.map((bar) => bar.title));
  const monthClass = data.length > 12 ? `${classes.month} ${classes.monthRunsOn}` : classes.month;
  return (
    <div className={classes.chart} role="img" aria-label={label}>
      <div className={classes.plot} style={{ height }}>
        <div className={classes.axis} aria-hidden>
          {ticks.map((tick) => (
            <span key={tick} className={classes.tick} style={{ bottom: percent(tick) }}>
              {formatCompactRu(tick)}
            </span>
          ))}
        </div>
        <div className={classes.area}>
          {ticks.slice(1).map((tick) => (
            <span key={tick} className={classes.grid} style={{ bottom: percent(tick) }} aria-hidden />
          ))}
          {data.map((bar) => (
            <div
              key={bar.title}
              className={classes.column}
              title={`${bar.title}: ${labels[0]} ${formatWhole(bar.first)} ₽, ${labels[1]} ${formatWhole(bar.second)} ₽`}
            >
              <span
                data-bar
                className={`${classes.segment} ${classes.first}`}
                style={{ height: percent(bar.first) }}
              />
              <span
                data-bar
                className={`${classes.segment} ${classes.second}`}
                style={{ height: percent(bar.second) }}
              />
            </div>
          ))}
        </div>
      </div>
      <div className={classes.months} aria-hidden>
        {data.map((bar, index) => (
          <span key={bar.title} className={monthClass}>
            {months[index]}
          </span>
        ))}
      </div>
      <div className={classes.legend}>
        <span className={classes.key}>
          <span className={`${classes.swatch} ${classes.first}`} aria-hidden />
          {labels[0]}
        </span>
        <span className={classes.key}>
          <span className={`${classes.swatch} ${classes.second}`} aria-hidden />
          {labels[1]}
        </span>
      </div>
    </div>
  );
}
