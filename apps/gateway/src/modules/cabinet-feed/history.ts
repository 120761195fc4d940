import { type DbExecutor, schema } from '@agrolease/db';
import { and, asc, eq, or } from 'drizzle-orm';

const { cabinetMessages } = schema;

/** The feed entries about some of an account's objects, oldest first: an object's history. */
export async function historyOf(db: DbExecutor, accountId: number, about: { entity: string; id: number }[]) {
  const matches = about.map((item) =>
    and(eq(cabinetMessages.entity, item.entity), eq(cabinetMessages.entityId, item.id)),
  );
  const match = or(...matches);
  if (!match) return [];
  return db
    .select()
    .from(cabinetMessages)
    .where(and(eq(cabinetMessages.accountId, accountId), match))
    .orderBy(asc(cabinetMessages.createdAt), asc(cabinetMessages.id));
}
