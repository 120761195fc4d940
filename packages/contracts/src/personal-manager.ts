import { z } from 'zod';

/** The company's manager who looks after an account: shown on every role's dashboard. */
export const ZPersonalManager = z.object({
  name: z.string(),
  position: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type TPersonalManager = z.infer<typeof ZPersonalManager>;
