import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** A schema under its default, optional, catch and preprocessing: what it checks a value against. */
export function checkedSchema(schema: z.ZodType): z.ZodType {
  let inner = schema;
  for (;;) {
    if (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional || inner instanceof z.ZodCatch)
      inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodPipe) inner = inner.out as z.ZodType;
    else return inner;
  }
}

/** A filter that picks one of named values (a status, a kind, a stage), or of several such. */
function isChoice(schema: z.ZodType): boolean {
  const inner = checkedSchema(schema);
  if (inner instanceof z.ZodEnum || inner instanceof z.ZodLiteral) return true;
  return inner instanceof z.ZodUnion && inner.options.every((option) => isChoice(option as z.ZodType));
}

/**
 * A file's query hook (decision 0189): a choice filter with a value the list does not know
 * (`?status=nonsense` typed into the address) is left out before the query is checked, as the
 * list's page leaves it out (it shows «Все»), so the file holds the rows the page shows. Any
 * other wrong filter is still the route's 400 in the spec's error shape, as it is the page's error.
 */
export function leaveOutUnknownChoices(query: z.ZodType | undefined) {
  const shape = query instanceof z.ZodObject ? (query.shape as Record<string, z.ZodType>) : {};
  const choices = Object.entries(shape).filter(([, schema]) => isChoice(schema));
  return async (request: FastifyRequest) => {
    const given = request.query as Record<string, unknown>;
    for (const [key, schema] of choices) {
      if (key in given && !schema.safeParse(given[key]).success) delete given[key];
    }
  };
}
