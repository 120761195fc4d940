import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { replySerializerCompiler } from './reply-serializer.ts';

const serialise = replySerializerCompiler({
  schema: z.object({ items: z.array(z.number()) }),
  method: 'GET',
  url: '/srv/Example',
});

describe('reply serializer', () => {
  it('checks and serialises a frozen reply once, then answers the kept JSON', () => {
    const reply = Object.freeze({ items: [1, 2] });
    expect(String(serialise(reply))).toBe('{"items":[1,2]}');
    reply.items.push(3); // a frozen reply promises not to change: the kept JSON stands
    expect(String(serialise(reply))).toBe('{"items":[1,2]}');
  });

  it("keeps a frozen reply's JSON as UTF-8 bytes, written without encoding it again (decision 0126)", () => {
    const serialiseTitles = replySerializerCompiler({
      schema: z.object({ title: z.string() }),
      method: 'GET',
      url: '/srv/Example',
    });
    const kept = serialiseTitles(Object.freeze({ title: 'Тракторы' })) as unknown;
    expect(Buffer.isBuffer(kept)).toBe(true);
    expect((kept as Buffer).toString('utf8')).toBe('{"title":"Тракторы"}');
  });

  it('serialises every other reply afresh', () => {
    const reply = { items: [1] };
    expect(serialise(reply)).toBe('{"items":[1]}');
    reply.items.push(2);
    expect(serialise(reply)).toBe('{"items":[1,2]}');
  });

  it('still refuses a reply its schema does not allow, frozen or not', () => {
    expect(() => serialise({ items: ['x'] })).toThrow();
    expect(() => serialise(Object.freeze({ items: ['x'] }))).toThrow();
  });
});
