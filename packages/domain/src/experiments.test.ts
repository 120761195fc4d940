import { describe, expect, it } from 'vitest';
import { assignExperiments, assignGroup } from './experiments.ts';

const experiment = {
  code: 'test',
  groups: [
    { code: 'a', weight: 1 },
    { code: 'b', weight: 3 },
  ],
};

describe('experiment assignment', () => {
  it('gives a client the same group every time', () => {
    const first = assignExperiments('client-0001');
    expect(assignExperiments('client-0001')).toEqual(first);
    expect(first.map((item) => item.code)).toEqual([
      `home_hero_cta:${first[0]?.group}`,
      `chat_greeting:${first[1]?.group}`,
    ]);
  });

  it('splits clients roughly by the weights', () => {
    const counts = { a: 0, b: 0 } as Record<string, number>;
    for (let index = 0; index < 4000; index++) {
      const group = assignGroup(`client-${index}`, experiment);
      counts[group] = (counts[group] ?? 0) + 1;
    }
    expect(counts.a).toBeGreaterThan(800);
    expect(counts.a).toBeLessThan(1200);
    expect(counts.b).toBeGreaterThan(2800);
  });
});
