import { Text } from '@mantine/core';
import { useState } from 'react';
import classes from './championship.module.css';

/**
 * The video host's embedded player behind a drawn poster: the player (and the host's scripts
 * and cookies) loads only when the visitor presses play (decision 0070).
 */
export function VideoPlayer({ title, poster, player }: { title: string; poster: string; player: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <figure style={{ margin: 0 }}>
      <div className={classes.player} data-testid="video-player">
        {playing ? (
          <iframe
            src={`${player}?autoplay=1`}
            title={title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            className={classes.poster}
            onClick={() => setPlaying(true)}
            aria-label={`Смотреть: ${title}`}
          >
            <img src={poster} alt="" />
          </button>
        )}
      </div>
      <Text component="figcaption" fw={600} mt="xs">
        {title}
      </Text>
    </figure>
  );
}
