import type { calculator, agent as contract, TCallReply } from '@agrolease/contracts';
import { type Database, schema } from '@agrolease/db';
import { moscowDay } from '@agrolease/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { GatewayAdapters } from '../../adapters/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { calculateWith, conditionsOf, renderOfferPdf } from '../calculator/index.ts';
import type { PartnerSender } from '../partner-mail/index.ts';
import { type PartnerMailDeps, quoted, sendPartnerLetter, unlinked } from '../partner-mail/index.ts';
import { contractorOf, isCompanyOfAgent } from './queries.ts';

/**
 * The agent's commercial offers (spec 1 §2 agent offers; docs/decisions/0092): a calculation with
 * the public calculator's rules for one of the agent's contractors, kept as computed, as a PDF
 * and sent by e-mail with that PDF attached.
 */
export interface AgentOfferDeps {
  db: Database;
  adapters: Pick<GatewayAdapters, 'mail' | 'clock'>;
}

type CalcResult = TCallReply<typeof calculator.calc>;
type CreateInput = contract.TAgentOfferCreate;
type OfferRow = typeof schema.agentOffers.$inferSelect;
type ContractorRow = typeof schema.agentContractors.$inferSelect;

const OFFER_NOT_FOUND = 'Предложение не найдено';
const { agentOffers, agentContractors } = schema;

export const offerNumber = (id: number) => `КП-${String(id).padStart(6, '0')}`;
export const offerPdfUrl = (id: number) => `/srv/AgentOfferPdf?id=${id}`;

function offerItem(row: OfferRow, contractor: ContractorRow): contract.TAgentOfferItem {
  const result = row.result as CalcResult;
  return {
    id: row.id,
    number: offerNumber(row.id),
    contractor: { id: contractor.id, title: contractor.title, inn: contractor.inn },
    subject: row.subject,
    category: row.categoryTitle,
    price: result.price,
    monthly_payment: result.monthly_payment,
    term: result.term,
    created: row.createdAt.toISOString(),
    sent_to: row.sentTo,
    sent: row.sentAt?.toISOString() ?? null,
    pdf_url: offerPdfUrl(row.id),
  };
}

/** Offers with their contractors, newest first. */
function offerRows(db: Database, where: SQL | undefined) {
  return db
    .select({ offer: agentOffers, contractor: agentContractors })
    .from(agentOffers)
    .innerJoin(agentContractors, eq(agentContractors.id, agentOffers.contractorId))
    .where(where)
    .orderBy(desc(agentOffers.createdAt), desc(agentOffers.id));
}

async function offerOf(db: Database, agentId: number, id: number) {
  const [found] = await offerRows(db, and(eq(agentOffers.id, id), eq(agentOffers.agentAccountId, agentId)));
  if (!found) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
  return found;
}

export async function listOffers(deps: AgentOfferDeps, session: SessionRecord) {
  const rows = await offerRows(deps.db, eq(agentOffers.agentAccountId, session.accountId));
  return { success: true as const, items: rows.map(({ offer, contractor }) => offerItem(offer, contractor)) };
}

export async function showOffer(deps: AgentOfferDeps, session: SessionRecord, id: number) {
  const { offer, contractor } = await offerOf(deps.db, session.accountId, id);
  return { success: true as const, item: offerItem(offer, contractor), result: offer.result as CalcResult };
}

/** Calculates with the calculator's own checks (a term out of the category's bounds is 400). */
export async function createOffer(deps: AgentOfferDeps, session: SessionRecord, input: CreateInput) {
  const { id_contractor, subject, ...params } = input;
  const contractor = await contractorOf(deps.db, session.accountId, id_contractor);
  if (!contractor) {
    const message = 'Контрагент не найден';
    throw new AppError('NOT_FOUND', message, { fieldErrors: [{ prop: 'id_contractor', error: message }] });
  }
  const now = deps.adapters.clock.now();
  const conditions = await conditionsOf(deps.db, params.guid_category);
  const result = calculateWith(conditions, params, now);
  const [row] = await deps.db
    .insert(agentOffers)
    .values({
      agentAccountId: session.accountId,
      contractorId: contractor.id,
      subject,
      categoryTitle: conditions.title,
      params,
      result,
      createdAt: now,
    })
    .returning({ id: agentOffers.id });
  if (!row) throw new Error('The offer was not stored');
  return { success: true as const, id: row.id };
}

async function pdfOf(offer: OfferRow, contractor: ContractorRow): Promise<Buffer> {
  return renderOfferPdf(offer.result as CalcResult, {
    categoryTitle: offer.categoryTitle,
    issuedOn: moscowDay(offer.createdAt),
    addressee: {
      number: offerNumber(offer.id),
      contractor: `${contractor.title}, ИНН ${contractor.inn}`,
      // Typed by the agent and sent to third parties under our name: no link in our PDF.
      subject: unlinked(offer.subject),
    },
  });
}

export async function offerPdf(deps: AgentOfferDeps, session: SessionRecord, id: number) {
  const { offer, contractor } = await offerOf(deps.db, session.accountId, id);
  return { filename: `${offerNumber(offer.id)}.pdf`, pdf: await pdfOf(offer, contractor) };
}

/**
 * The letter carries the PDF; the offer remembers the last address and day it went to. It leaves
 * through the partner letters' policy (decision 0153): the agent's companies freely, a few new
 * addresses a day; the subject is ours, the agent's wording is quoted in the body.
 */
export async function sendOffer(
  deps: AgentOfferDeps,
  partnerMail: PartnerMailDeps,
  sender: PartnerSender,
  input: contract.TAgentOfferSend,
) {
  const { offer, contractor } = await offerOf(deps.db, sender.accountId, input.id);
  const number = offerNumber(offer.id);
  const result = offer.result as CalcResult;
  const { to } = await sendPartnerLetter(partnerMail, sender, {
    kind: 'agent-offer',
    to: input.email,
    subject: `Агролизинг: коммерческое предложение ${number}`,
    lines: [
      'Здравствуйте!',
      `Агент АО «Агролизинг» направляет коммерческое предложение ${number} по лизингу техники: ${quoted(offer.subject)}.`,
      `Для ${unlinked(contractor.title)}, ИНН ${contractor.inn}: срок ${result.term} мес., платёж от ${Math.round(result.monthly_payment).toLocaleString('ru-RU')} ₽.`,
      'Расчёт предварительный и не является офертой. Подробности — в приложенном файле.',
    ],
    attachments: [
      { filename: `${number}.pdf`, contentType: 'application/pdf', content: await pdfOf(offer, contractor) },
    ],
    isCounterparty: (accountIds) => isCompanyOfAgent(deps.db, sender.accountId, accountIds),
    field: 'email',
  });
  const sentAt = deps.adapters.clock.now();
  await deps.db.update(agentOffers).set({ sentTo: to, sentAt }).where(eq(agentOffers.id, offer.id));
  return { success: true as const, sent_to: to, sent: sentAt.toISOString() };
}
