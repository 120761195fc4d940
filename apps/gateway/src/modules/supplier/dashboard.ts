import type { supplierDashboard, TCallReply } from '@agrolease/contracts';
import type { DbExecutor } from '@agrolease/db';
import { personalManagerOf } from '@agrolease/domain';
import type { SessionRecord } from '../../http/session.ts';
import { accreditationItemOf } from '../accreditation/index.ts';
import { dashboardMessages } from '../cabinet/index.ts';
import { applicationStates } from './deliveries.ts';
import { stateCounts, waitingDeliveries } from './deliveries-queries.ts';
import { supplierOfInn } from './queries.ts';

type Reply = TCallReply<typeof supplierDashboard.supplierDashboard>;

/**
 * What an accredited supplier has to do: its applications by state and the deliveries waiting
 * (the counts of SupplierApplications and SupplierDeliveries, without their pages). A supplier
 * not yet in the catalogue has none.
 */
async function supplierWork(db: DbExecutor, session: SessionRecord): Promise<NonNullable<Reply['work']>> {
  const company = await supplierOfInn(db, session.account.inn);
  const [counts, waiting] = company
    ? await Promise.all([stateCounts(db, company.id), waitingDeliveries(db, company.id)])
    : [new Map<string, number>(), 0];
  return { states: applicationStates(counts), waiting };
}

/** The supplier's home page (decision 0192): one call instead of CabinetMain and two lists. */
export async function supplierDashboardOf(db: DbExecutor, session: SessionRecord): Promise<Reply> {
  const [accreditation, messages] = await Promise.all([
    accreditationItemOf(db, session),
    dashboardMessages(db, session.accountId),
  ]);
  return {
    success: true,
    accreditation,
    manager: personalManagerOf(session.accountId),
    messages,
    work: accreditation.is_accredited ? await supplierWork(db, session) : null,
  };
}
