import { Group, Image, Stack } from '@mantine/core';
import { useState } from 'react';
import classes from './sale.module.css';

/** The lot's pictures: the chosen one large, all of them as thumbnails below. */
export function LotGallery({
  pictures,
  title,
}: {
  pictures: { src: string; title: string }[];
  title: string;
}) {
  const [active, setActive] = useState(0);
  const current = pictures[active] ?? pictures[0];
  if (!current) return null;
  return (
    <Stack gap="xs">
      <Image
        src={current.src}
        alt={`${title}: ${current.title}`}
        className={classes.galleryMain}
        fetchPriority="high"
      />
      <Group gap="xs" wrap="nowrap" style={{ overflowX: 'auto' }} aria-label="Фотографии лота">
        {pictures.map((picture, index) => (
          <button
            key={picture.src}
            type="button"
            className={classes.thumb}
            data-active={index === active || undefined}
            onClick={() => setActive(index)}
            aria-label={picture.title}
            aria-current={index === active}
          >
            <img src={picture.src} alt="" loading="lazy" />
          </button>
        ))}
      </Group>
    </Stack>
  );
}
