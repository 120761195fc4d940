import { inArray } from 'drizzle-orm';
import type { Database, DbExecutor } from '../client.ts';
import { seedAdditions } from '../schema/seed-state.ts';
import { seedAccountFormsDemo } from './account-forms-demo.ts';
import { seedAccreditationDemo } from './accreditation-demo.ts';
import { seedAgentDealDemo } from './agent-deal-demo.ts';
import { seedAgentDemo } from './agent-demo.ts';
import { seedAttorneyDemo } from './attorney-demo.ts';
import { seedBackofficeDemo } from './backoffice-demo.ts';
import { seedCabinetDemo } from './cabinet-demo.ts';
import { seedChampionship } from './championship.ts';
import { seedChatConsultants } from './chat-consultants.ts';
import { seedComplianceDemo } from './compliance-demo.ts';
import { seedFactoringDemo } from './factoring-demo.ts';
import { seedFailedDeliveryDemo } from './failed-delivery-demo.ts';
import { seedReoDemo } from './reo-demo.ts';
import { seedSupplierComplaintsDemo } from './supplier-content-demo.ts';
import { seedSupplierDeliveriesDemo } from './supplier-deliveries-demo.ts';
import { seedSupplierLeadsDemo } from './supplier-leads-demo.ts';
import { seedSupplierProductsDemo } from './supplier-products-demo.ts';
import { seedSupplierReviewsDemo } from './supplier-reviews-demo.ts';
import { seedUnconfirmedClientDemo } from './unconfirmed-client-demo.ts';

/**
 * Demo data a version adds after the first demo set existed. A new database gets them right
 * after the base set; an existing one at its next start, each exactly once, in order. Add new
 * demo data here under a new name instead of changing what a name already did.
 */
export interface DemoAddition {
  name: string;
  title: string;
  run(db: DbExecutor, today: Date): Promise<void>;
}

export const DEMO_ADDITIONS: readonly DemoAddition[] = [
  {
    name: '2026-11-backoffice-queue',
    title: 'a sent application of the demo client for the back office',
    run: seedBackofficeDemo,
  },
  {
    name: '2026-11-client-cabinet',
    title: "the demo client's applications, contracts, payments and messages",
    run: seedCabinetDemo,
  },
  {
    name: '2026-11-championship',
    title: 'the ploughing championship: seasons, reports, galleries and videos',
    run: (db) => seedChampionship(db),
  },
  {
    name: '2026-11-chat-consultants',
    title: "the demo manager's name, position and photo in the chat widget",
    run: (db) => seedChatConsultants(db),
  },
  {
    name: '2026-11-account-forms',
    title: "the demo supplier's company form",
    run: seedAccountFormsDemo,
  },
  {
    name: '2026-11-supplier-accreditation',
    title: "the demo supplier's approved accreditation (supplier-new starts without one)",
    run: seedAccreditationDemo,
  },
  {
    name: '2026-11-supplier-products',
    title: "the demo supplier's company in the catalogue, with its machines and price levels",
    run: (db) => seedSupplierProductsDemo(db),
  },
  {
    name: '2026-11-agent-cabinet',
    title: "the demo agent's contractors, an application under review and a closed deal",
    run: seedAgentDemo,
  },
  {
    name: '2026-11-supplier-deliveries',
    title: "applications and deals with the demo supplier's machines, one waiting for its shipment",
    run: seedSupplierDeliveriesDemo,
  },
  {
    name: '2026-11-reo-cabinet',
    title: "the fund partner's farms and support requests waiting, approved and cancelled",
    run: seedReoDemo,
  },
  {
    name: '2026-11-factoring-cabinets',
    title: "the factoring supplier's registers in each state, addressed to the demo customer",
    run: seedFactoringDemo,
  },
  {
    name: '2026-11-agent-deal-wizard',
    title: "the agents' commissions kept per deal, and a deal of the agent's contractor at its conditions",
    run: seedAgentDealDemo,
  },
  {
    name: '2026-11-contact-attorney',
    title: "the demo client's chief accountant with a machine-readable power of attorney in force",
    run: seedAttorneyDemo,
  },
  {
    name: '2026-11-compliance-forms',
    title: 'a beneficiary questionnaire begun by «Агрофирма Заречье» (agent-client)',
    run: seedComplianceDemo,
  },
  {
    name: '2026-11-supplier-complaints',
    title: "a complaint of «Агрофирма Заречье» about the demo supplier's delivered machine",
    run: seedSupplierComplaintsDemo,
  },
  {
    name: '2026-11-supplier-leads',
    title:
      "callbacks from the demo supplier's machine pages, its special offers (published and waiting) and its consultant",
    run: seedSupplierLeadsDemo,
  },
  {
    name: '2026-11-supplier-reviews',
    title: "two clients' reviews of the demo supplier's machines, one answered",
    run: seedSupplierReviewsDemo,
  },
  {
    name: '2026-11-unconfirmed-client',
    title: 'a client whose company is not proven yet (client-new, «Поле Надежды»)',
    run: seedUnconfirmedClientDemo,
  },
  {
    name: '2026-11-failed-delivery',
    title: "a letter to the demo client that the mail server refused, for the back office's «Недоставленные»",
    run: seedFailedDeliveryDemo,
  },
];

/** Runs the additions this database has not had yet, each in its own transaction; answers their titles. */
export async function applyDemoAdditions(
  db: Database,
  today: Date,
  additions: readonly DemoAddition[] = DEMO_ADDITIONS,
): Promise<string[]> {
  if (additions.length === 0) return [];
  const done = await db
    .select({ name: seedAdditions.name })
    .from(seedAdditions)
    .where(
      inArray(
        seedAdditions.name,
        additions.map((addition) => addition.name),
      ),
    );
  const applied: string[] = [];
  for (const addition of additions) {
    if (done.some((row) => row.name === addition.name)) continue;
    await db.transaction(async (tx) => {
      await addition.run(tx, today);
      await tx.insert(seedAdditions).values({ name: addition.name });
    });
    applied.push(addition.title);
  }
  return applied;
}
