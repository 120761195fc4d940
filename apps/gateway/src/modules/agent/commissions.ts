import { type DbExecutor, schema } from '@agrolease/db';
import {
  AGENT_COMMISSION_PERCENT,
  AGENT_COMMISSION_STATUS_TITLE,
  agentCommissionOf,
  type TAgentCommissionStatus,
} from '@agrolease/domain';
import { and, eq, inArray } from 'drizzle-orm';

const { agentApplications, agentCommissions } = schema;

export type CommissionRow = typeof agentCommissions.$inferSelect;

/** The deal as the accrual needs it. */
interface CommissionDeal {
  id: number;
  applicationId: number | null;
  productsSum: number;
}

/** The agent who brought an application, when one did (its row of agent_applications). */
export async function agentOfApplication(db: DbExecutor, applicationId: number | null) {
  if (applicationId === null) return undefined;
  const [row] = await db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.applicationId, applicationId))
    .limit(1);
  return row;
}

/**
 * Accrues the agent's commission on a deal its application brought (decision 0101): pending
 * until the deal closes, at the rate of the day on the machinery's total. A deal of a client's
 * own application accrues nothing; a deal accrues once.
 */
export async function accrueAgentCommission(
  db: DbExecutor,
  deal: CommissionDeal,
  now: Date,
  status: TAgentCommissionStatus = 'pending',
): Promise<CommissionRow | undefined> {
  const brought = await agentOfApplication(db, deal.applicationId);
  if (!brought) return undefined;
  const [row] = await db
    .insert(agentCommissions)
    .values({
      dealId: deal.id,
      agentAccountId: brought.agentAccountId,
      applicationId: brought.applicationId,
      base: deal.productsSum,
      percent: AGENT_COMMISSION_PERCENT,
      amount: agentCommissionOf(deal.productsSum),
      status,
      createdAt: now,
      earnedAt: status === 'earned' ? now : null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * The back office closed the deal: its agent's commission is earned (accrued now, earned, when
 * the deal opened before accruals were kept). A client's own deal has none.
 */
export async function earnAgentCommission(db: DbExecutor, deal: CommissionDeal, now: Date): Promise<void> {
  const [earned] = await db
    .update(agentCommissions)
    .set({ status: 'earned', earnedAt: now })
    .where(and(eq(agentCommissions.dealId, deal.id), eq(agentCommissions.status, 'pending')))
    .returning();
  if (!earned) await accrueAgentCommission(db, deal, now, 'earned');
}

export async function commissionOfDeal(db: DbExecutor, dealId: number): Promise<CommissionRow | undefined> {
  const [row] = await db.select().from(agentCommissions).where(eq(agentCommissions.dealId, dealId)).limit(1);
  return row;
}

export function commissionsOfAgent(db: DbExecutor, agentId: number): Promise<CommissionRow[]> {
  return db.select().from(agentCommissions).where(eq(agentCommissions.agentAccountId, agentId));
}

export async function commissionsOfDeals(
  db: DbExecutor,
  dealIds: readonly number[],
): Promise<Map<number, CommissionRow>> {
  if (dealIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(agentCommissions)
    .where(inArray(agentCommissions.dealId, [...dealIds]));
  return new Map(rows.map((row) => [row.dealId, row]));
}

/** A commission's status as the contracts name it. */
export function commissionStatusOf(row: CommissionRow): TAgentCommissionStatus {
  return row.status === 'paid' ? 'paid' : row.status === 'earned' ? 'earned' : 'pending';
}

/** The act of services rendered of a paid commission (decision 0108). */
export const commissionActUrl = (dealId: number) => `/srv/AgentCommissionAct?id_deal=${dealId}`;

/** A commission as the agent's pages show it. */
export function toCommission(row: CommissionRow) {
  const status = commissionStatusOf(row);
  return {
    base: row.base,
    percent: row.percent,
    amount: row.amount,
    status,
    status_title: AGENT_COMMISSION_STATUS_TITLE[status],
    earned_at: row.earnedAt?.toISOString() ?? null,
    paid_on: row.paidOn,
    payment_order: row.paymentOrder,
    act_url: status === 'paid' ? commissionActUrl(row.dealId) : null,
  } as const;
}

/**
 * The manager records the payout of an earned commission (decision 0108): once, with the
 * payment's day and order number; a pending (deal not closed) or paid one is refused (409).
 */
export async function payAgentCommission(
  db: DbExecutor,
  dealId: number,
  payout: { paidOn: string; paymentOrder: string },
  now: Date,
): Promise<CommissionRow | undefined> {
  const [row] = await db
    .update(agentCommissions)
    .set({ status: 'paid', paidOn: payout.paidOn, paymentOrder: payout.paymentOrder, paidAt: now })
    .where(and(eq(agentCommissions.dealId, dealId), eq(agentCommissions.status, 'earned')))
    .returning();
  return row;
}
