import { z } from 'zod';
import { ZAccreditationItem } from './accreditation.ts';
import { ZMessageItem } from './cabinet.ts';
import { defineCall } from './call.ts';
import { ZPersonalManager } from './personal-manager.ts';
import { ZSupplierApplicationState } from './supplier-deliveries.ts';

/**
 * The supplier's home page in one call (our path: the spec does not show the supplier's
 * dashboard; decisions 0083, 0090 and 0192): what CabinetMain would give it of its own, without
 * a lessee's applications, payments and offers, and the counts the applications and shipping
 * lists would give, without their pages.
 */
export const supplierDashboard = defineCall({
  method: 'GET',
  path: '/SupplierDashboard',
  access: 'auth',
  group: 'supplier',
  summary:
    "The supplier's home page: its accreditation, manager and newest messages; once accredited, its applications by state and the deliveries waiting",
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    accreditation: ZAccreditationItem,
    manager: ZPersonalManager.extend({ photo: z.null() }),
    messages: z.object({ unread: z.number().int(), items: z.array(ZMessageItem) }),
    work: z
      .object({
        states: z.array(
          z.object({ state: ZSupplierApplicationState, title: z.string(), count: z.number().int() }),
        ),
        waiting: z.number().int().describe('Deliveries of signed deals not delivered yet'),
      })
      .nullable()
      .describe('Null until the supplier is accredited'),
  }),
});
