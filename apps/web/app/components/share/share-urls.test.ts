import { describe, expect, it } from 'vitest';
import { shareUrl } from './share-urls';

describe('share links', () => {
  const url = 'https://agrolease.example/catalog/item/5/';
  const title = 'Трактор & сеялка';
  it('encodes the page address and title for each network', () => {
    expect(shareUrl('telegram', url, title)).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Fagrolease.example%2Fcatalog%2Fitem%2F5%2F&text=%D0%A2%D1%80%D0%B0%D0%BA%D1%82%D0%BE%D1%80%20%26%20%D1%81%D0%B5%D1%8F%D0%BB%D0%BA%D0%B0',
    );
    expect(shareUrl('whatsapp', url, 'Трактор')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Трактор ${url}`)}`,
    );
    expect(shareUrl('vk', url, 'x')).toBe(`https://vk.com/share.php?url=${encodeURIComponent(url)}&title=x`);
    expect(shareUrl('ok', url, 'x')).toBe(
      `https://connect.ok.ru/offer?url=${encodeURIComponent(url)}&title=x`,
    );
  });
});
