import { type deal as dealContract, files } from '@agrolease/contracts';
import { DEAL_STAGE_TITLE, isDealStage } from '@agrolease/domain';
import type { ApplicationLine } from '../offers/index.ts';
import type { DealRow, DocumentRow, OrderRow } from './queries.ts';

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

export function toDealDocument(row: DocumentRow): dealContract.TDealDocument {
  return {
    id: row.id,
    title: row.title,
    src: files.fileDownloadPath(row.signedFileId ?? row.fileId),
    needs_signature: row.needsSignature,
    signed: row.signedAt !== null,
    signed_at: row.signedAt?.toISOString() ?? null,
  };
}

export function toDealProduct(line: ApplicationLine) {
  const complect = line.complect.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return {
    id_crmproduct: line.id,
    id_product: line.productId,
    title: line.title,
    quantity: line.quantity,
    price: line.price,
    sum: (line.price + complect) * line.quantity,
  };
}
