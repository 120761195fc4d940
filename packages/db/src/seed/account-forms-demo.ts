import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { accountForms } from '../schema/account-forms.ts';
import { accounts } from '../schema/identity.ts';

/**
 * The demo supplier's company form, filled (decision 0066): addresses, staff, service, the
 * supplier status and the contact for commercial proposals, so /cabinet/v2/info/ shows a
 * complete counterparty (CheckReady answers ready). The demo client starts empty.
 */
export async function seedAccountFormsDemo(db: DbExecutor, today: Date): Promise<void> {
  const [supplier] = await db.select().from(accounts).where(eq(accounts.login, 'supplier')).limit(1);
  if (!supplier) return;
  await db
    .insert(accountForms)
    .values({
      accountId: supplier.id,
      form: 'counteragent',
      updatedAt: today,
      values: {
        kpp: supplier.kpp,
        address_legal: 'Воронежская обл, г Воронеж, Московский пр-кт, д 110',
        is_address_post_eq_legal: 1,
        address_post: '',
        is_address_real_eq_legal: 0,
        address_real: 'Воронежская обл, Новоусманский р-н, п Отрадное, ул Промышленная, д 4',
        phone: supplier.phone,
        email: supplier.email,
        staff_counter: '86',
        service_maintenance: 'own',
        supplier_status: 'dealer',
        last_name: 'Захарова',
        offers_first_name: 'Марина',
        offers_phone: '+74732000028',
      },
    })
    .onConflictDoNothing();
}
