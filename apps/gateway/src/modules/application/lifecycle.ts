import { type DbExecutor, ownedByCompanyOf, schema } from '@agrolease/db';
import {
  APPLICATION_STATUS_TITLE,
  applicationCode,
  canMoveApplication,
  isApplicationStatus,
} from '@agrolease/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { postToFeed } from '../cabinet-feed/index.ts';

const { applications } = schema;

export type ApplicationRow = typeof applications.$inferSelect;

/** One application of the account, or 404: another account's id looks like a missing one. */
export async function findOwnApplication(
  db: DbExecutor,
  accountId: number,
  id: number,
): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), ownedByCompanyOf(applications.accountId, accountId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Заявка не найдена');
  return row;
}

/**
 * Sends a signed draft to the company: it gets its code, leaves the wizard and appears in
 * the back office queue; the client's feed says so. Run inside the signing transaction.
 */
export async function submitApplication(
  db: DbExecutor,
  application: ApplicationRow,
  now: Date,
): Promise<ApplicationRow> {
  if (!isApplicationStatus(application.status) || !canMoveApplication(application.status, 'submitted')) {
    throw new AppError('CONFLICT', 'Заявка уже отправлена');
  }
  const code = application.code ?? applicationCode(application.id);
  const [row] = await db
    .update(applications)
    .set({ status: 'submitted', code, submittedAt: now, updatedAt: now })
    .where(eq(applications.id, application.id))
    .returning();
  if (!row) throw new Error('applications update returned no row');
  await postToFeed(db, application.accountId, {
    title: `Заявка ${code} отправлена`,
    body: `Заявка подписана и передана в Агролизинг. Статус: ${APPLICATION_STATUS_TITLE.submitted.toLowerCase()}.`,
    entity: 'application',
    entityId: application.id,
  });
  return row;
}
