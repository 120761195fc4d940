import type { cabinet } from '@agrolease/contracts';
import { documentStatus, NEW_APPLICATION_TITLE, pageCount, pageOffset } from '@agrolease/domain';
import type { SessionRecord } from '../../http/session.ts';
import { statusTitle } from './account-snapshot.ts';
import {
  containsPattern,
  searchApplications,
  searchDocuments,
  searchMessages,
  searchOrders,
} from './queries.ts';
import type { CabinetDeps } from './service.ts';

type TSearchItem = {
  entity: cabinet.TSearchEntity;
  id: number;
  title: string;
  subtitle: string;
  date: string;
  href: string;
};

const SEARCH_PAGE_SIZE = 20;

/**
 * CabinetSearch: the caller's applications (code, product titles), orders (contract name,
 * supply code), documents (title) and messages (title, text), case-insensitive anywhere in
 * the text; each kind newest first, in that order of kinds.
 */
export async function cabinetSearch(
  deps: CabinetDeps,
  session: SessionRecord,
  input: { page: number; query: string; entity?: cabinet.TSearchEntity },
) {
  const pattern = containsPattern(input.query);
  const accountId = session.accountId;
  const [applications, orders, documents, messages] = await Promise.all([
    searchApplications(deps.db, accountId, pattern),
    searchOrders(deps.db, accountId, pattern),
    searchDocuments(deps.db, accountId, pattern),
    searchMessages(deps.db, accountId, pattern),
  ]);
  const found: Record<cabinet.TSearchEntity, TSearchItem[]> = {
    application: applications.map((row) => ({
      entity: 'application',
      id: row.id,
      title: row.code ?? NEW_APPLICATION_TITLE,
      subtitle: statusTitle(row.status),
      date: row.createdAt.toISOString(),
      href:
        row.status === 'draft'
          ? `/cabinet/v2/client/apps/deal/create?id_object=${row.id}&step=${row.step}`
          : `/cabinet/v2/client/apps/${row.id}`,
    })),
    order: orders.map((row) => ({
      entity: 'order',
      id: row.id,
      title: `Договор ${row.contractName}`,
      subtitle: row.supplyCode ? `${row.status} · поставка ${row.supplyCode}` : row.status,
      date: row.contractDate,
      href: `/cabinet/v2/client/orders/${row.id}`,
    })),
    document: documents.map((row) => ({
      entity: 'document',
      id: row.id,
      title: row.title,
      subtitle: row.signedAt
        ? documentStatus(row.title, 'Подписан')
        : row.needsSignature
          ? 'Ожидает подписи'
          : 'Документ',
      date: row.createdAt.toISOString(),
      href: '/cabinet/v2/client/documents',
    })),
    message: messages.map((row) => ({
      entity: 'message',
      id: row.id,
      title: row.title,
      subtitle: row.body.length > 100 ? `${row.body.slice(0, 99)}…` : row.body,
      date: row.createdAt.toISOString(),
      href: `/cabinet/v2/client/messages?id_message=${row.id}`,
    })),
  };
  const all = input.entity
    ? found[input.entity]
    : [...found.application, ...found.order, ...found.document, ...found.message];
  const start = pageOffset(input.page, SEARCH_PAGE_SIZE);
  return {
    success: true as const,
    items: all.slice(start, start + SEARCH_PAGE_SIZE),
    counts: {
      application: found.application.length,
      order: found.order.length,
      document: found.document.length,
      message: found.message.length,
    },
    count: all.length,
    pages: pageCount(all.length, SEARCH_PAGE_SIZE),
    page: input.page,
  };
}
