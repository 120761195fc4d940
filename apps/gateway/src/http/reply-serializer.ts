import { serializerCompiler } from 'fastify-type-provider-zod';

const serialised = new WeakMap<object, Buffer>();

/**
 * Replies are checked against their call's reply schema and serialised
 * (fastify-type-provider-zod). A frozen reply is one a cache hands out unchanged to many
 * requests (the catalogue's, per catalogue generation): its JSON is kept beside it, so it is
 * checked and serialised once rather than once per request. It is kept as UTF-8 bytes
 * (decision 0126): a string, Cyrillic text, was measured again for its length and encoded
 * again on every write (about 10 % of the menu call's CPU); Fastify sends a Buffer as it is.
 */
export const replySerializerCompiler = ((route) => {
  const serialise = serializerCompiler(route);
  return (data: unknown): string | Buffer => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialise(data);
    const known = serialised.get(data);
    if (known !== undefined) return known;
    const json = Buffer.from(serialise(data));
    serialised.set(data, json);
    return json;
  };
}) as typeof serializerCompiler;
