import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from './call.ts';
import * as contracts from './index.ts';
import { INT4_MAX, nulTextPath, zId } from './input-rules.ts';

type Schema = { _zod: { def: Record<string, unknown> }; isInt?: boolean; maxValue?: number | null };

function isCall(value: unknown): value is contracts.CallDef {
  return (
    typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'reply' in value
  );
}

/** Every call the contracts export, named group.call. */
function allCalls(): [string, contracts.CallDef][] {
  const found: [string, contracts.CallDef][] = [];
  for (const [group, module] of Object.entries(contracts)) {
    if (typeof module !== 'object' || module === null) continue;
    for (const [name, value] of Object.entries(module))
      if (isCall(value)) found.push([`${group}.${name}`, value]);
  }
  return found;
}

/** Paths of whole numbers in a schema whose largest allowed value does not fit int4. */
function unboundedWholeNumbers(schema: Schema, path: string): string[] {
  const def = schema._zod.def as Record<string, Schema & Record<string, unknown>> & { type: string };
  switch (def.type) {
    case 'number':
      return schema.isInt && (schema.maxValue ?? Number.POSITIVE_INFINITY) > INT4_MAX ? [path] : [];
    case 'object':
      return Object.entries(def.shape as unknown as Record<string, Schema>).flatMap(([key, child]) =>
        unboundedWholeNumbers(child, `${path}.${key}`),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return unboundedWholeNumbers(def.innerType as Schema, path);
    case 'pipe':
      return [
        ...unboundedWholeNumbers(def.in as Schema, path),
        ...unboundedWholeNumbers(def.out as Schema, path),
      ];
    case 'array':
      return unboundedWholeNumbers(def.element as Schema, `${path}[]`);
    case 'record':
      return unboundedWholeNumbers(def.valueType as Schema, `${path}[id]`);
    case 'union':
      return (def.options as unknown as Schema[]).flatMap((option) => unboundedWholeNumbers(option, path));
    default:
      return [];
  }
}

describe('the input rules every call obeys (decision 0076)', () => {
  it('every whole number a call takes fits an int4 column (ids use zId)', () => {
    const calls = allCalls();
    expect(calls.length).toBeGreaterThan(100);
    const unbounded = calls.flatMap(([name, call]) => [
      ...(call.query ? unboundedWholeNumbers(call.query as unknown as Schema, `${name}?`) : []),
      ...(call.body ? unboundedWholeNumbers(call.body as unknown as Schema, `${name} body`) : []),
    ]);
    expect(unbounded).toEqual([]);
  });

  it('zId takes 1 … 2147483647 and refuses the rest', () => {
    const id = zId('Неверный идентификатор');
    expect(id.parse('2147483647')).toBe(INT4_MAX);
    for (const bad of ['2147483648', '0', '-1', '1.5', 'x', ''])
      expect(id.safeParse(bad).success, bad).toBe(false);
    expect(zId('Неверный контакт', 0).parse('0')).toBe(0);
  });

  it('a call refuses a NUL byte in any text, at any depth, naming its field', () => {
    const call = defineCall({
      method: 'POST',
      path: '/Example',
      access: 'public',
      group: 'example',
      summary: 'example',
      body: z.object({ name: z.string().trim(), form: z.record(z.string(), z.array(z.string())) }),
      reply: z.object({}),
    });
    const body = call.body as z.ZodType;
    expect(body.safeParse({ name: 'Иван', form: { a: ['x'] } }).success).toBe(true);
    const name = body.safeParse({ name: 'Ив\0ан', form: {} });
    expect(name.error?.issues[0]?.path).toEqual(['name']);
    expect(body.safeParse({ name: 'a', form: { a: ['x', 'y\0'] } }).error?.issues[0]?.path).toEqual([
      'form',
      'a',
      1,
    ]);
  });

  it('the real calls refuse NUL too (sign-in, catalogue search)', () => {
    expect(contracts.auth.getAuth.body?.safeParse({ login: 'cli\0ent', password: 'x' }).success).toBe(false);
    expect(contracts.catalogue.catalogV2.query?.safeParse({ q: '\0' }).success).toBe(false);
    expect(nulTextPath({ a: [{ b: 'ok' }, { c: '\0' }] })).toEqual(['a', 1, 'c']);
  });
});
