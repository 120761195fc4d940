import type { TReviewedAttorney } from '@agrolease/contracts/attorney';
import { pageCount } from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import {
  findActiveAttorney,
  findReviewedAttorney,
  findReviewedAttorneys,
  type ReviewedAttorneyRow,
  updateAttorney,
} from './queries.ts';
import { type AttorneyDeps, toAttorney } from './service.ts';

/**
 * The back office's review of paper powers of attorney (decision 0155): nobody can check a scan
 * by machine, so a stored paper attorney waits ('pending', «На проверке») until a manager
 * accepts it — it is then in force and the contact's earlier one is replaced — or refuses it
 * with a reason the client reads on «Мои данные» and in their messages.
 */
async function toReviewed(deps: AttorneyDeps, row: ReviewedAttorneyRow): Promise<TReviewedAttorney> {
  return {
    ...(await toAttorney(deps, row.attorney)),
    company: row.company,
    company_inn: row.companyInn,
    contact: row.contact,
    submitted: row.attorney.submittedAt?.toISOString() ?? null,
    reviewed: row.attorney.reviewedAt?.toISOString() ?? null,
  };
}

export async function listReviewedAttorneys(
  deps: AttorneyDeps,
  input: { status?: 'pending' | 'active' | 'refused'; page: number; items_per_page: number },
) {
  const size = input.items_per_page;
  const { rows, count } = await findReviewedAttorneys(deps.db, {
    status: input.status,
    limit: size,
    offset: (input.page - 1) * size,
  });
  return {
    success: true as const,
    items: await Promise.all(rows.map((row) => toReviewed(deps, row))),
    count,
    pages: pageCount(count, size),
  };
}

export async function decideAttorney(
  deps: AttorneyDeps,
  manager: SessionRecord,
  input: { id_object: number; decision: 'accepted' | 'refused'; reason: string },
) {
  const found = await findReviewedAttorney(deps.db, input.id_object);
  if (found?.attorney.kind !== 'scan' || found.attorney.status === 'draft') {
    throw new AppError('NOT_FOUND', 'Доверенность не найдена');
  }
  if (found.attorney.status !== 'pending') {
    throw new AppError('CONFLICT', 'Решение по этой доверенности уже принято');
  }
  const now = deps.adapters.clock.now();
  const row = found.attorney;
  const accepted = input.decision === 'accepted';
  const updated = await deps.db.transaction(async (tx) => {
    if (accepted) {
      const previous = await findActiveAttorney(tx, row.contactId);
      if (previous) await updateAttorney(tx, previous.id, { status: 'replaced', revokedAt: now });
    }
    const decided = await updateAttorney(tx, row.id, {
      status: accepted ? 'active' : 'refused',
      activatedAt: accepted ? now : null,
      reviewedAt: now,
      reviewedBy: manager.accountId,
      reviewReason: accepted ? '' : input.reason,
    });
    await postToFeed(tx, row.accountId, {
      title: accepted ? 'Доверенность принята' : 'Доверенность отклонена',
      body: accepted
        ? `Доверенность ${row.number} (${found.contact}) проверена и действует.`
        : `Доверенность ${row.number} (${found.contact}) отклонена: ${input.reason}. Добавьте новую на странице «Мои данные».`,
      entity: 'attorney',
      entityId: row.id,
    });
    return decided;
  });
  return {
    success: true as const,
    attorney: await toReviewed(deps, { ...found, attorney: updated }),
    message: accepted ? `Доверенность ${row.number} принята` : `Доверенность ${row.number} отклонена`,
  };
}
