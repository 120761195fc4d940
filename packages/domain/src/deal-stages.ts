/**
 * The stages a deal passes after the client accepts an offer; the manager moves it forward
 * in the back office (docs/decisions/0060). Orders (lease contracts) carry the client-facing
 * StatusSherp titles.
 */
export const DEAL_STAGES = ['conditions', 'contract', 'shipment', 'handover', 'closed'] as const;
export type TDealStage = (typeof DEAL_STAGES)[number];

export const DEAL_STAGE_TITLE: Record<TDealStage, string> = {
  conditions: 'Согласование условий',
  contract: 'Подписание договора',
  shipment: 'Поставка техники',
  handover: 'Техника передана',
  closed: 'Сделка закрыта',
};

export function isDealStage(value: string): value is TDealStage {
  return (DEAL_STAGES as readonly string[]).includes(value);
}

/** The stage after this one; undefined for the last. */
export function nextDealStage(stage: TDealStage): TDealStage | undefined {
  return DEAL_STAGES[DEAL_STAGES.indexOf(stage) + 1];
}

export function dealCode(id: number): string {
  return `Д-${String(id).padStart(6, '0')}`;
}
