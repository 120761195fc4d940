import { z } from 'zod';

/** A field-level error of a wizard or form reply (spec 2 §3, errors_list). */
export const ZFieldError = z.object({ prop: z.string(), error: z.string() });
export type TFieldError = z.infer<typeof ZFieldError>;

/**
 * The error shape every failing call answers with (ARCHITECTURE.md §4):
 * HTTP 4xx with success false, a readable Russian message and per-field errors.
 * errcode carries machine-readable codes such as "agreements" (send the user to /pd/).
 */
export const ZErrorReply = z.object({
  success: z.literal(false),
  error_message: z.string(),
  errors_list: z.array(ZFieldError),
  errcode: z.string().optional(),
});
export type TErrorReply = z.infer<typeof ZErrorReply>;
