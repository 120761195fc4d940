import { countRu } from '@agrolease/domain';
import plain from '../plain/plain.module.css';
import { AppLink } from '../routing/app-link';
import classes from './home.module.css';

interface Tile {
  id: number;
  title: string;
  uri: string;
  count: number;
  image: string;
}

export function CategoryTiles({ categories }: { categories: Tile[] }) {
  return (
    <div className={classes.categoryGrid}>
      {categories.map((category) => (
        <AppLink
          key={category.id}
          to={`/catalog/${category.uri}/`}
          className={`${plain.card} ${plain.cardSm} ${classes.tile}`}
        >
          <div className={plain.cardSection}>
            <img
              src={category.image}
              alt=""
              className={`${plain.image} ${classes.tileImage}`}
              loading="lazy"
            />
          </div>
          <p className={`${plain.text} ${classes.tileTitle}`}>{category.title}</p>
          <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>
            {countRu(category.count, ['модель', 'модели', 'моделей'])}
          </p>
        </AppLink>
      ))}
    </div>
  );
}
