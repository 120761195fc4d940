import { EntityTeaser, type Teaser } from '../content/entity-teaser';
import classes from './home.module.css';

export function NewsTeaser({ news }: { news: (Teaser & { id: number })[] }) {
  return (
    <div className={classes.newsGrid}>
      {news.map((item) => (
        <EntityTeaser key={item.id} item={item} />
      ))}
    </div>
  );
}
