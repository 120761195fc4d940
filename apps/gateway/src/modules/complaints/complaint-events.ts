import { type DbExecutor, schema } from '@agrolease/db';
import { complaintTopicTitle } from '@agrolease/domain';
import { eq } from 'drizzle-orm';
import { postToFeed, supplierPeopleOfApplication } from '../cabinet-feed/index.ts';

/**
 * A client's complaint that names one of its deals reaches the suppliers whose machines the deal
 * buys (decision 0177), in the transaction that registers it: they answer it in their cabinet
 * (decision 0107). A complaint without a deal is the back office's alone.
 */
export async function tellSuppliersOfComplaint(
  db: DbExecutor,
  complaint: { id: number; code: string; topicId: number; dealId: number | null },
): Promise<void> {
  if (complaint.dealId === null) return;
  const [deal] = await db
    .select({ applicationId: schema.deals.applicationId, code: schema.deals.code })
    .from(schema.deals)
    .where(eq(schema.deals.id, complaint.dealId));
  if (!deal) return;
  for (const accountId of await supplierPeopleOfApplication(db, deal.applicationId)) {
    await postToFeed(db, accountId, {
      title: `Новое обращение ${complaint.code} по сделке ${deal.code}`,
      body: `Тема: ${complaintTopicTitle(complaint.topicId)}. Ответьте клиенту в разделе «Поставки»: ответ придёт ему в личный кабинет.`,
      entity: 'supplier-complaint',
      entityId: complaint.id,
    });
  }
}
