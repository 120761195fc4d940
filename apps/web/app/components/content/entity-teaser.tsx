import { formatMoscowLongDate } from '@agrolease/domain';
import plain from '../plain/plain.module.css';
import { AppLink } from '../routing/app-link';
import classes from './content.module.css';

export interface Teaser {
  title: string;
  description: string;
  url: string;
  date?: string | null;
  photo?: string | null;
}

/**
 * The tile of a content entity in a list (news, a season's reports, a video): its picture,
 * date, title and lead, the whole tile a link (to another site when `external`).
 */
export function EntityTeaser({
  item,
  external = false,
  pictureClassName = classes.cover,
  testId,
}: {
  item: Teaser;
  external?: boolean;
  pictureClassName?: string;
  testId?: string;
}) {
  const className = `${plain.card} ${plain.cardLg} ${classes.tile}`;
  const body = (
    <>
      {item.photo && (
        <div className={plain.cardSection}>
          <img src={item.photo} alt="" className={`${plain.image} ${pictureClassName}`} loading="lazy" />
        </div>
      )}
      {item.date && (
        <p
          className={`${plain.text} ${plain.xs} ${plain.dimmed} ${classes.teaserDate}`}
          data-after-photo={item.photo ? '' : undefined}
        >
          {formatMoscowLongDate(item.date)}
        </p>
      )}
      <p className={`${plain.text} ${classes.teaserTitle}`}>{item.title}</p>
      <p className={`${plain.text} ${plain.sm} ${plain.dimmed} ${plain.clamp3} ${classes.teaserLead}`}>
        {item.description}
      </p>
    </>
  );
  return external ? (
    <a href={item.url} target="_blank" rel="noopener noreferrer" className={className} data-testid={testId}>
      {body}
    </a>
  ) : (
    <AppLink to={item.url} className={className} data-testid={testId}>
      {body}
    </AppLink>
  );
}
