import type { backoffice, TCallReply } from '@agrolease/contracts';
import { type Database, schema } from '@agrolease/db';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

const {
  applications,
  supplierAccreditations,
  companyProofRequests,
  supplierProductChanges,
  supplierSpecialOffers,
  subleasingRequests,
  factoringRegisters,
  reoApplications,
  agentContractors,
  messageDeliveries,
} = schema;

const countWhere = (table: PgTable, where: SQL) =>
  sql<number>`(select count(*)::int from ${table} where ${where})`;

/**
 * What waits for a manager in each queue (issue 39): one round trip of counts, for the numbers
 * beside the back office's menu. Like the queue's own pages, this reads the owning modules'
 * tables as the back office may (decision 0064).
 */
export async function queueCounts(db: Database): Promise<TCallReply<typeof backoffice.queueCounts>> {
  // Both drivers (pg and PGlite) answer raw statements as { rows }.
  const result = (await db.execute(sql`select
    ${countWhere(applications, sql`${applications.status} = 'submitted'`)} as applications,
    ${countWhere(supplierAccreditations, sql`${supplierAccreditations.status} = 'submitted'`)} as accreditations,
    ${countWhere(companyProofRequests, sql`${companyProofRequests.status} = 'review'`)} as company_proofs,
    ${countWhere(supplierProductChanges, sql`${supplierProductChanges.status} = 'pending'`)} as product_changes,
    ${countWhere(supplierSpecialOffers, sql`${supplierSpecialOffers.status} = 'pending'`)} as supplier_offers,
    ${countWhere(subleasingRequests, sql`${subleasingRequests.status} = 'submitted'`)} as subleasing,
    ${countWhere(factoringRegisters, sql`${factoringRegisters.status} = 'confirmed'`)} as factoring,
    ${countWhere(reoApplications, sql`${reoApplications.status} = 'wait'`)} as reo,
    ${countWhere(agentContractors, sql`${agentContractors.verifiedAt} is null`)} as contractors,
    ${countWhere(messageDeliveries, sql`${messageDeliveries.status} = 'failed'`)} as deliveries`)) as unknown as {
    rows: Record<string, number | string>[];
  };
  const row = result.rows[0];
  const number = (key: string) => Number(row?.[key] ?? 0);
  return {
    success: true,
    counts: {
      applications: number('applications'),
      accreditations: number('accreditations'),
      company_proofs: number('company_proofs'),
      product_changes: number('product_changes'),
      supplier_offers: number('supplier_offers'),
      subleasing: number('subleasing'),
      factoring: number('factoring'),
      reo: number('reo'),
      contractors: number('contractors'),
      deliveries: number('deliveries'),
    },
  };
}
