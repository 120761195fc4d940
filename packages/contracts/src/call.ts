import type { z } from 'zod';
import { withInputRules } from './input-rules.ts';

/** Who may make a call (calls.tsv "access" column). */
export type TCallAccess = 'public' | 'auth' | 'client' | 'auth+client';

/**
 * One gateway call of ../shared/spec/calls.tsv: its method, path under /srv, the
 * schemas of its input and of its successful reply. The gateway registers routes from
 * these definitions and the web's typed client calls them, so both sides share one type.
 */
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDef<
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TReply extends z.ZodType = z.ZodType,
  TMethod extends THttpMethod = THttpMethod,
> {
  method: TMethod;
  /** Path relative to /srv, exactly as the spec spells it. */
  path: `/${string}`;
  access: TCallAccess;
  /**
   * Whether the call changes anything (decision 0079): such a call made with the visitor's
   * cookies from another site is refused. Unset, it follows the method: GET reads, the others
   * change. The spec keeps some changing calls as GET (ContactDelete, RALOffer/Reject, Logout):
   * those say `changesState: true`.
   */
  changesState?: boolean;
  group: string;
  summary: string;
  query?: TQuery;
  body?: TBody;
  reply: TReply;
}

/** A call of the spec; its query and body follow the input rules every call obeys (input-rules.ts). */
export function defineCall<
  TQuery extends z.ZodType,
  TBody extends z.ZodType,
  TReply extends z.ZodType,
  TMethod extends THttpMethod,
>(def: CallDef<TQuery, TBody, TReply, TMethod>): CallDef<TQuery, TBody, TReply, TMethod> {
  return {
    ...def,
    ...(def.query ? { query: withInputRules(def.query) } : {}),
    ...(def.body ? { body: withInputRules(def.body) } : {}),
  };
}

/** Whether a call changes state: its own flag, else every method but GET. */
export function callChangesState(def: Pick<CallDef, 'method' | 'changesState'>): boolean {
  return def.changesState ?? def.method !== 'GET';
}

/** The input a caller passes: the query for GET calls, the body for the others. */
export type TCallInput<C extends CallDef> = (NonNullable<C['query']> extends z.ZodType
  ? z.input<NonNullable<C['query']>>
  : unknown) &
  (NonNullable<C['body']> extends z.ZodType ? z.input<NonNullable<C['body']>> : unknown);

export type TCallReply<C extends CallDef> = z.output<C['reply']>;
