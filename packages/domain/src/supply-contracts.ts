import { formatIsoDayRu } from './ru-format.ts';
import type { TDeliveryStatus } from './supplier-deliveries.ts';

/**
 * The supply contracts of the supplier's cabinet (decision 0107): for each deal whose lease
 * contract is signed and that buys the supplier's machines, the lessor buys them from the
 * supplier under a supply contract (договор поставки). Nothing is stored for it: the number, the
 * date, the items and the state come from the deal, its lease contract and the delivery.
 */
export const SUPPLY_CONTRACT_STATES = ['signed', 'shipping', 'fulfilled'] as const;
export type TSupplyContractState = (typeof SUPPLY_CONTRACT_STATES)[number];

export const SUPPLY_CONTRACT_STATE_TITLE: Record<TSupplyContractState, string> = {
  signed: 'Заключён, ожидает отгрузки',
  shipping: 'Исполняется: техника отгружена',
  fulfilled: 'Исполнен',
};

/** The contract's state follows the delivery: awaiting → signed, shipped → shipping, delivered → fulfilled. */
export function supplyContractState(delivery: TDeliveryStatus): TSupplyContractState {
  if (delivery === 'delivered') return 'fulfilled';
  if (delivery === 'shipped') return 'shipping';
  return 'signed';
}

/**
 * The supply contract's number: the lease contract's supply number (`П-2026/0631-01`), or, when the
 * lease contract has none, «ДП-» and the lease contract's number.
 */
export function supplyContractNumber(supplyCode: string, leaseContractName: string): string {
  const code = supplyCode.trim();
  return code !== '' ? code : `ДП-${leaseContractName.replace(/^ДЛ-/, '')}`;
}

/** The delivery terms every supply contract of the site has (the PDF and the card say them). */
export function supplyDeliveryTerms(plannedShipment: string | null): string[] {
  const day = plannedShipment ? formatIsoDayRu(plannedShipment) : null;
  return [
    day
      ? `Срок поставки — не позднее ${day}.`
      : 'Срок поставки — 30 календарных дней с даты заключения договора.',
    'Место передачи — по адресу лизингополучателя, указанному в договоре лизинга; доставка за счёт поставщика.',
    'Техника передаётся лизингополучателю по акту приёма-передачи; с ней — УПД, паспорт самоходной машины и гарантийные документы.',
    'Оплата — 100 % стоимости в течение 10 рабочих дней после подписания акта приёма-передачи.',
  ];
}

/** A complaint as the supplier sees it: waiting for its answer, or answered. */
export const SUPPLIER_COMPLAINT_STATUS_TITLE = {
  new: 'Ждёт ответа',
  answered: 'Ответ дан',
} as const;
