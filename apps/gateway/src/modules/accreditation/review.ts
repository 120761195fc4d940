import type { accreditation as contract } from '@agrolease/contracts';
import { fileDownloadPath } from '@agrolease/contracts/files';
import {
  ACCREDITATION_DOCUMENTS,
  ACCREDITATION_STATUS_TITLE,
  accreditationAfterDecision,
  canDecideAccreditation,
  pageCount,
  type TAccreditationDecision,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import { findAccountById as findAccount } from '../auth/index.ts';
import { historyOf, postToFeed } from '../cabinet-feed/index.ts';
import { findOwnDocument } from '../documents/index.ts';
import {
  type AccreditationRow,
  accreditationsPage,
  filesByIds,
  findAccreditation,
  lockAccreditation,
  setAccountAccredited,
  updateAccreditation,
} from './queries.ts';
import {
  ACCREDITATION_ENTITY,
  type AccreditationDeps,
  answersOf,
  formPackageDocument,
  statusOf,
  supplierTypeTitle,
} from './service.ts';
import { ensureSupplierCard } from './supplier-card.ts';

/** The manager's side (docs/decisions/0083): the queue, one package, and the decision on it. */
export type ReviewDeps = Pick<AccreditationDeps, 'db' | 'files' | 'clock'>;

export async function accreditationQueue(
  deps: ReviewDeps,
  input: { status?: string; page: number; items_per_page: number },
) {
  const size = input.items_per_page;
  const { rows, total } = await accreditationsPage(deps.db, {
    status: input.status,
    offset: (input.page - 1) * size,
    limit: size,
  });
  return {
    success: true as const,
    items: rows.map(({ accreditation: row, company, inn }) => {
      const status = statusOf(row);
      return {
        id: row.id,
        code: row.code,
        company,
        inn,
        status,
        status_title: ACCREDITATION_STATUS_TITLE[status],
        supplier_type_title: supplierTypeTitle(row.supplierType),
        submitted: row.submittedAt?.toISOString() ?? null,
      };
    }),
    count: total,
    pages: pageCount(total, size),
  };
}

/** A package the supplier sent at least once; a draft is the supplier's own business (404). */
async function sentAccreditation(deps: ReviewDeps, id: number) {
  const row = await findAccreditation(deps.db, id);
  if (!row || row.submittedAt === null) throw new AppError('NOT_FOUND', 'Аккредитация не найдена');
  return row;
}

async function cardOf(deps: ReviewDeps, row: AccreditationRow): Promise<contract.TAccreditationCard> {
  const account = await findAccount(deps.db, row.accountId);
  const files = await filesByIds(deps.db, row.accountId, Object.values(row.files));
  const document = row.documentId ? await findOwnDocument(deps.db, row.accountId, row.documentId) : undefined;
  const history = await historyOf(deps.db, row.accountId, [{ entity: ACCREDITATION_ENTITY, id: row.id }]);
  const status = statusOf(row);
  return {
    id: row.id,
    code: row.code,
    status,
    status_title: ACCREDITATION_STATUS_TITLE[status],
    supplier_type_title: supplierTypeTitle(row.supplierType),
    manager_comment: row.managerComment,
    documents_flag: row.documentsFlag,
    submitted: row.submittedAt?.toISOString() ?? null,
    decided: row.decidedAt?.toISOString() ?? null,
    company: {
      title: account?.companyTitle ?? '',
      inn: account?.inn ?? '',
      login: account?.login ?? '',
      email: account?.email ?? '',
      phone: account?.phone ?? '',
    },
    answers: answersOf(row),
    files: ACCREDITATION_DOCUMENTS.flatMap((one) => {
      const file = files.find((candidate) => candidate.id === row.files[one.code]);
      return file
        ? [{ id: file.id, title: file.title, document: one.title, src: fileDownloadPath(file.id) }]
        : [];
    }),
    document: document
      ? {
          title: document.title,
          src: fileDownloadPath(document.fileId),
          signed_src: document.signedFileId ? fileDownloadPath(document.signedFileId) : null,
          signed: document.signedAt !== null,
        }
      : null,
    history: history.map((entry) => ({
      date: entry.createdAt.toISOString(),
      title: entry.title,
      body: entry.body,
    })),
    can_decide: canDecideAccreditation(status),
  };
}

export async function accreditationCard(deps: ReviewDeps, id: number) {
  return { success: true as const, accreditation: await cardOf(deps, await sentAccreditation(deps, id)) };
}

const FEED: Record<TAccreditationDecision, (code: string) => string> = {
  corrections: (code) => `Пакет на аккредитацию ${code} возвращён на доработку`,
  approved: (code) => `Аккредитация ${code} пройдена`,
  rejected: (code) => `В аккредитации ${code} отказано`,
};

/**
 * The manager's decision: corrections (with a comment; documents=1 sends the supplier to the
 * documents step), approval (the cabinet opens) or rejection (with a reason). The supplier hears
 * of it by a message and a pop-up, in the same transaction.
 */
export async function decideAccreditation(
  deps: ReviewDeps,
  input: { id_object: number; decision: TAccreditationDecision; comment: string; documents: boolean },
) {
  if (input.decision !== 'approved' && !input.comment) {
    const message =
      input.decision === 'rejected' ? 'Укажите причину отказа' : 'Напишите, что нужно исправить';
    throw new AppError('VALIDATION', message, { fieldErrors: [{ prop: 'comment', error: message }] });
  }
  await sentAccreditation(deps, input.id_object);
  const now = deps.clock.now();
  const decided = await deps.db.transaction(async (tx) => {
    const row = await lockAccreditation(tx, input.id_object);
    if (!row) throw new AppError('NOT_FOUND', 'Аккредитация не найдена');
    if (!canDecideAccreditation(statusOf(row))) {
      throw new AppError('CONFLICT', 'Решение по пакету уже принято');
    }
    const after = accreditationAfterDecision(input.decision, input.documents);
    let updated = await updateAccreditation(tx, row.id, {
      status: after.status,
      step: after.step,
      maxStep: after.maxStep,
      documentsFlag: after.documentsFlag,
      managerComment: input.comment,
      decidedAt: now,
      updatedAt: now,
    });
    if (input.decision === 'corrections' && !input.documents) {
      // Back at step 5 (spec 1 §4) the supplier signs a fresh copy of the package.
      const account = await findAccount(tx, row.accountId);
      if (account) updated = await formPackageDocument(deps, tx, account, updated, now);
    }
    if (input.decision === 'approved') {
      await setAccountAccredited(tx, row.accountId, true);
      const account = await findAccount(tx, row.accountId);
      if (account) await ensureSupplierCard(tx, account, updated);
    }
    const code = row.code ?? '';
    await postToFeed(tx, row.accountId, {
      title: FEED[input.decision](code),
      body:
        input.comment ||
        'Разделы кабинета поставщика открыты: номенклатура, поставки, отчёты и контент компании.',
      entity: ACCREDITATION_ENTITY,
      entityId: row.id,
    });
    return updated;
  });
  return { success: true as const, accreditation: await cardOf(deps, decided) };
}
