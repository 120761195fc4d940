import { serializerCompiler } from 'fastify-type-provider-zod';

const serialised = new WeakMap<object, string>();

/**
 * Replies are checked against their call's reply schema and serialised
 * (fastify-type-provider-zod). A frozen reply is one a cache hands out unchanged to many
 * requests (the catalogue's, per catalogue generation): its JSON is kept beside it, so it is
 * checked and serialised once rather than once per request.
 */
export const replySerializerCompiler: typeof serializerCompiler = (route) => {
  const serialise = serializerCompiler(route);
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialise(data);
    const known = serialised.get(data);
    if (known !== undefined) return known;
    const json = serialise(data);
    serialised.set(data, json);
    return json;
  };
};
