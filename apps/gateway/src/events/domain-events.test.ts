import type { DbExecutor } from '@agrolease/db';
import { describe, expect, it } from 'vitest';
import { createDomainEvents } from './domain-events.ts';

const tx = {} as DbExecutor;
const deal = { id: 7, code: 'СД-7', applicationId: 3, productsSum: 100 };

describe('domain events', () => {
  it('runs every subscriber in subscription order, with the publisher’s transaction', async () => {
    const events = createDomainEvents();
    const seen: string[] = [];
    events.subscribe('deal.closed', async (given, event) => {
      expect(given).toBe(tx);
      seen.push(`first ${event.deal.id}`);
    });
    events.subscribe('deal.closed', async () => {
      seen.push('second');
    });
    await events.publish(tx, 'deal.closed', { deal, at: new Date() });
    expect(seen).toEqual(['first 7', 'second']);
  });

  it('publishes to nobody without subscribers, and a failing subscriber fails the publish', async () => {
    const events = createDomainEvents();
    await events.publish(tx, 'deal.closed', { deal, at: new Date() });
    events.subscribe('deal.closed', async () => {
      throw new Error('refused');
    });
    await expect(events.publish(tx, 'deal.closed', { deal, at: new Date() })).rejects.toThrow('refused');
  });
});
