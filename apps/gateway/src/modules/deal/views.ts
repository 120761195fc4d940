import type { deal as dealContract } from '@agrolease/contracts';
import { DEAL_STAGE_TITLE, isDealStage } from '@agrolease/domain';
import type { DealRow, OrderRow } from './queries.ts';

/** Reply shapes shared by the client's deal wizard and the back office. */
export function toDealSummary(row: DealRow): dealContract.TDealSummary {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    stage: row.stage,
    stage_title: isDealStage(row.stage) ? DEAL_STAGE_TITLE[row.stage] : row.stage,
    productsSumm: row.productsSum,
    id_application: row.applicationId,
    created: row.createdAt.toISOString(),
  };
}

export function toDealOrder(row: OrderRow): dealContract.TDealOrder {
  return {
    id: row.id,
    contract_name: row.contractName,
    contractdate: row.contractDate,
    StatusSherp: row.status,
    isCSP: row.isCsp ? 1 : 0,
    datePlannedShipment: row.datePlannedShipment,
    supplyCode: row.supplyCode,
    sum: row.sum,
  };
}
