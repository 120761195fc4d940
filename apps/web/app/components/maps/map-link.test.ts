import { describe, expect, it } from 'vitest';
import { clampZoom, mapLink } from './map-link';

describe('branch map link', () => {
  it('points at the branch with zoom 17 by default', () => {
    expect(mapLink({ latitude: 45.035, longitude: 38.975 })).toBe(
      'https://yandex.ru/maps/?ll=38.975000,45.035000&z=17&pt=38.975000,45.035000,pm2grm&lang=ru_RU',
    );
  });
  it('keeps the zoom within 3 and 20', () => {
    expect([0, 3, 12.4, 20, 25].map(clampZoom)).toEqual([3, 3, 12, 20, 20]);
  });
});
