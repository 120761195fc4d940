import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { supplierAccreditations } from '../schema/accreditation.ts';
import { accounts } from '../schema/identity.ts';

/**
 * Supplier accreditation demo (issue 13, decision 0083): the demo `supplier` holds an approved
 * package (its cabinet is open), `supplier-new` has none and starts at step 1.
 */
export async function seedAccreditationDemo(db: DbExecutor, today: Date): Promise<void> {
  const [supplier] = await db.select().from(accounts).where(eq(accounts.login, 'supplier')).limit(1);
  if (supplier) {
    const [row] = await db
      .insert(supplierAccreditations)
      .values({
        accountId: supplier.id,
        supplierType: 'dealer',
        step: 6,
        maxStep: 6,
        status: 'approved',
        form: {
          brands: 'Ростсельмаш, Кировец, Amazone',
          region: 'Воронежская область',
          site: 'agrotechnika-vrn.example',
          staff_counter: 86,
          years_on_market: 14,
          service_maintenance: 1,
          stores_count: 4,
          contact_name: supplier.personName,
          contact_position: 'Коммерческий директор',
          contact_phone: supplier.phone,
          contact_email: supplier.email,
        },
        submittedAt: today,
        decidedAt: today,
        createdAt: today,
        updatedAt: today,
      })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await db
        .update(supplierAccreditations)
        .set({ code: `АК-${String(row.id).padStart(6, '0')}` })
        .where(eq(supplierAccreditations.id, row.id));
    }
    await db.update(accounts).set({ isAccredited: true }).where(eq(accounts.id, supplier.id));
  }
  await db.update(accounts).set({ isAccredited: false }).where(eq(accounts.login, 'supplier-new'));
}
