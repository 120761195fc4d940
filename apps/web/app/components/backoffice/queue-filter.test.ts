import { describe, expect, it } from 'vitest';
import { queueFilterOf } from './queue-filter';

const FILTERS = [
  { value: '', label: 'Все' },
  { value: 'pending', label: 'На модерации' },
  { value: 'rejected', label: 'Отклонены' },
] as const;

describe('a back-office queue filter read from the address', () => {
  it('takes one of the filters', () => {
    expect(queueFilterOf(new URL('http://x/q?status=pending&page=2'), 'status', FILTERS)).toBe('pending');
    expect(queueFilterOf(new URL('http://x/q?kind=rejected'), 'kind', FILTERS)).toBe('rejected');
  });

  it('shows all for a missing, empty or unknown value', () => {
    expect(queueFilterOf(new URL('http://x/q'), 'status', FILTERS)).toBe('');
    expect(queueFilterOf(new URL('http://x/q?status='), 'status', FILTERS)).toBe('');
    expect(queueFilterOf(new URL('http://x/q?status=accepted'), 'status', FILTERS)).toBe('');
  });
});
