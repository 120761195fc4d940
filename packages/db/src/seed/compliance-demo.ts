import { complianceCode } from '@agrolease/domain';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { complianceForms } from '../schema/compliance.ts';
import { accounts } from '../schema/identity.ts';

/**
 * Compliance demo (issue 15, decision 0102): «Агрофирма Заречье» (`agent-client`) has a
 * beneficiary questionnaire begun — the answers saved, the owners' step next — to continue in
 * Документы → «Анкеты и декларации». The demo `client` starts with none (its journeys make their
 * own). A signed one needs its PDF, which the gateway forms: the seed leaves that to the wizard.
 */
export async function seedComplianceDemo(db: DbExecutor, today: Date): Promise<void> {
  const [farm] = await db.select().from(accounts).where(eq(accounts.login, 'agent-client')).limit(1);
  if (!farm) return;
  const [row] = await db
    .insert(complianceForms)
    .values({
      accountId: farm.id,
      kind: 'beneficiary',
      step: 2,
      maxStep: 2,
      form: { answers: { '005': 'no', '006': 'no', '008': 'no', '009': 'no' } },
      createdAt: today,
      updatedAt: today,
    })
    .returning();
  if (row) {
    await db
      .update(complianceForms)
      .set({ code: complianceCode('beneficiary', row.id) })
      .where(eq(complianceForms.id, row.id));
  }
}
