import { countRu } from '@agrolease/domain';
import { Link } from 'react-router';
import plain from '../plain/plain.module.css';
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
        <Link
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
        </Link>
      ))}
    </div>
  );
}
