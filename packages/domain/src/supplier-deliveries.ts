/**
 * The supplier's side of leases that buy its machines (issue 13, docs/decisions/0090): where an
 * application or deal stands for the supplier, what the supplier must do, and the rules of
 * recording a shipment and a delivery. The spec names the calls only.
 */

/** Where an application with the supplier's machines stands, as the supplier sees it. */
export const SUPPLIER_APPLICATION_STATES = [
  'review',
  'approved',
  'contract',
  'shipment',
  'delivered',
  'rejected',
] as const;
export type TSupplierApplicationState = (typeof SUPPLIER_APPLICATION_STATES)[number];

export const SUPPLIER_APPLICATION_STATE_TITLE: Record<TSupplierApplicationState, string> = {
  review: 'На рассмотрении',
  approved: 'Одобрена',
  contract: 'Оформление договора',
  shipment: 'Ожидает поставки',
  delivered: 'Поставлено',
  rejected: 'Не состоялась',
};

export function isSupplierApplicationState(value: unknown): value is TSupplierApplicationState {
  return (SUPPLIER_APPLICATION_STATES as readonly unknown[]).includes(value);
}

export const DELIVERY_STATUSES = ['awaiting', 'shipped', 'delivered'] as const;
export type TDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_TITLE: Record<TDeliveryStatus, string> = {
  awaiting: 'Ожидает отгрузки',
  shipped: 'Отгружено',
  delivered: 'Поставлено',
};

export function isDeliveryStatus(value: unknown): value is TDeliveryStatus {
  return (DELIVERY_STATUSES as readonly unknown[]).includes(value);
}

export const DELIVERY_DOCUMENT_KINDS = ['upd', 'act', 'waybill', 'other'] as const;
export type TDeliveryDocumentKind = (typeof DELIVERY_DOCUMENT_KINDS)[number];

export const DELIVERY_DOCUMENT_KIND_TITLE: Record<TDeliveryDocumentKind, string> = {
  upd: 'УПД',
  act: 'Акт приёма-передачи',
  waybill: 'Транспортная накладная',
  other: 'Другой документ',
};

/** Documents that prove the machine was handed over: one of them is needed to mark it delivered. */
export const ACCEPTANCE_DOCUMENT_KINDS: readonly TDeliveryDocumentKind[] = ['upd', 'act'];

/** Deal stages from which the supplier ships (the lease contract is signed). */
const DELIVERY_STAGES = new Set(['shipment', 'handover', 'closed']);

export function isDeliveryStage(stage: string): boolean {
  return DELIVERY_STAGES.has(stage);
}

/**
 * The state of an application for the supplier, from the application's status, its deal's stage
 * (null without a deal) and the supplier's delivery status (null before it recorded anything).
 */
export function supplierApplicationState(
  applicationStatus: string,
  dealStage: string | null,
  deliveryStatus: string | null,
): TSupplierApplicationState {
  if (dealStage !== null) {
    if (deliveryStatus === 'delivered' || dealStage === 'handover' || dealStage === 'closed')
      return 'delivered';
    if (dealStage === 'shipment') return 'shipment';
    return 'contract';
  }
  if (applicationStatus === 'rejected' || applicationStatus === 'offer_rejected') return 'rejected';
  if (applicationStatus === 'approved') return 'approved';
  if (applicationStatus === 'offer_accepted') return 'contract';
  return 'review';
}

/** What the supplier must do now (the application page's headline). */
export function supplierTodo(
  state: TSupplierApplicationState,
  deliveryStatus: TDeliveryStatus | null,
): { title: string; text: string; action: boolean } {
  switch (state) {
    case 'review':
      return {
        title: 'Ничего не требуется',
        text: 'Лизинговая компания рассматривает заявку клиента. Подтвердите наличие техники, если менеджер запросит.',
        action: false,
      };
    case 'approved':
      return {
        title: 'Зарезервируйте технику',
        text: 'Заявка одобрена, клиент выбирает условия. Подготовьте технику к продаже по указанной цене.',
        action: false,
      };
    case 'contract':
      return {
        title: 'Подготовьте договор поставки',
        text: 'Клиент подписывает договор лизинга. После подписания здесь откроется отгрузка.',
        action: false,
      };
    case 'shipment':
      return deliveryStatus === 'shipped'
        ? {
            title: 'Отметьте поставку',
            text: 'Техника отгружена. Когда клиент примет её, укажите дату поставки и приложите УПД или акт приёма-передачи.',
            action: true,
          }
        : {
            title: 'Отгрузите технику',
            text: 'Договор лизинга подписан. Укажите дату отгрузки и приложите отгрузочные документы.',
            action: true,
          };
    case 'delivered':
      return { title: 'Поставка завершена', text: 'Техника передана клиенту.', action: false };
    case 'rejected':
      return {
        title: 'Сделки не будет',
        text: 'Заявка отклонена или клиент отказался от условий.',
        action: false,
      };
  }
}

export interface DeliveryInput {
  shippedOn: string | null;
  deliveredOn: string | null;
}

/**
 * Checks what the supplier records and answers the delivery's status: delivered when the
 * delivery date is set, shipped when only the shipment date is. Dates are ISO days.
 */
export function checkDelivery(
  input: DeliveryInput,
  context: { today: string; contractDate: string | null; documentKinds: readonly string[] },
): { status: TDeliveryStatus; problems: { prop: string; error: string }[] } {
  const problems: { prop: string; error: string }[] = [];
  const { shippedOn, deliveredOn } = input;
  if (deliveredOn && !shippedOn) problems.push({ prop: 'shipped_on', error: 'Укажите дату отгрузки' });
  if (shippedOn && shippedOn > context.today)
    problems.push({ prop: 'shipped_on', error: 'Дата отгрузки не может быть в будущем' });
  if (shippedOn && context.contractDate && shippedOn < context.contractDate)
    problems.push({ prop: 'shipped_on', error: 'Дата отгрузки раньше договора лизинга' });
  if (deliveredOn && deliveredOn > context.today)
    problems.push({ prop: 'delivered_on', error: 'Дата поставки не может быть в будущем' });
  if (deliveredOn && shippedOn && deliveredOn < shippedOn)
    problems.push({ prop: 'delivered_on', error: 'Дата поставки раньше даты отгрузки' });
  if (deliveredOn && !context.documentKinds.some((kind) => ACCEPTANCE_DOCUMENT_KINDS.includes(kind as never)))
    problems.push({ prop: 'documents', error: 'Приложите УПД или акт приёма-передачи' });
  if (!shippedOn && !deliveredOn) problems.push({ prop: 'shipped_on', error: 'Укажите дату отгрузки' });
  return { status: deliveredOn ? 'delivered' : shippedOn ? 'shipped' : 'awaiting', problems };
}
