import { useState } from 'react';
import plain from '../plain/plain.module.css';
import classes from './product-page.module.css';

/** The product's picture and, when it has more, a row of thumbnails that change it. */
export function ProductGallery({ title, gallery }: { title: string; gallery: readonly { src: string }[] }) {
  const [picture, setPicture] = useState(0);
  const shown = gallery[picture] ?? gallery[0];
  return (
    <div className={`${plain.stack} ${classes.gapSm}`}>
      <img
        src={shown?.src}
        alt={title}
        className={`${plain.image} ${classes.gallery}`}
        fetchPriority="high"
      />
      {gallery.length > 1 && (
        <div className={`${plain.group} ${classes.gapXs}`}>
          {gallery.map((item, index) => (
            <button
              key={item.src}
              type="button"
              className={`${plain.card} ${classes.thumb} ${index === picture ? classes.thumbCurrent : ''}`}
              onClick={() => setPicture(index)}
              aria-label={`Фото ${index + 1}`}
            >
              <img src={item.src} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
