import { completeInn, moscowDay } from '@agrolease/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applications } from '../schema/cabinet.ts';
import { accounts } from '../schema/identity.ts';
import { reoApplications, reoContractors } from '../schema/reo.ts';

function at(day: string, shift: number): Date {
  const date = new Date(`${day}T10:00:00+03:00`);
  date.setUTCDate(date.getUTCDate() + shift);
  return date;
}

const PROGRAM_LEASE = 'Субсидия на возмещение части лизинговых платежей';
const PROGRAM_ADVANCE = 'Компенсация авансового платежа по договору лизинга';

/** Farms of the fund's region (Voronezh oblast INNs with valid check digits). */
const FARMS = [
  {
    inn: completeInn('366200101'),
    title: 'КФХ Белов Н. А.',
    head: 'Белов Николай Андреевич',
    city: 'Острогожск',
  },
  {
    inn: completeInn('366200202'),
    title: 'ООО «Нива Придонья»',
    head: 'Гусева Ольга Петровна',
    city: 'Лиски',
  },
  { inn: completeInn('366200303'), title: 'СПК «Колос»', head: 'Ершов Виктор Иванович', city: 'Бобров' },
  {
    inn: completeInn('366200404'),
    title: 'ООО «Черноземье-Агро»',
    head: 'Зайцев Роман Олегович',
    city: 'Россошь',
  },
] as const;

/**
 * The fund partner's cabinet (issue 14, decision 0088): `ppk-reo` works with the demo client's
 * farm (its request is tied to the client's lease application) and four farms of its region,
 * plus one contractor it deleted. Requests: three waiting, two approved, one cancelled.
 */
export async function seedReoDemo(db: DbExecutor, today: Date): Promise<void> {
  const [partner] = await db.select().from(accounts).where(eq(accounts.login, 'ppk-reo')).limit(1);
  if (!partner) return;
  const [client] = await db.select().from(accounts).where(eq(accounts.login, 'client')).limit(1);
  const day = moscowDay(today);
  const farms = [
    ...(client
      ? [{ inn: client.inn, title: client.companyTitle, head: client.personName, city: 'Воронеж' }]
      : []),
    ...FARMS,
  ];
  const rows = await db
    .insert(reoContractors)
    .values(
      farms.map((farm, index) => ({
        partnerAccountId: partner.id,
        ...farm,
        createdAt: at(day, -200 + index * 10),
      })),
    )
    .onConflictDoNothing()
    .returning();
  await db.insert(reoContractors).values({
    partnerAccountId: partner.id,
    inn: completeInn('366200505'),
    title: 'ИП глава КФХ Смирнов П. С.',
    head: 'Смирнов Пётр Сергеевич',
    city: 'Павловск',
    isDeleted: true,
    deletedAt: at(day, -20),
    createdAt: at(day, -150),
  });
  const byInn = new Map(rows.map((row) => [row.inn, row.id]));
  const idOf = (inn: string) => byInn.get(inn);
  const [lease] = client
    ? await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.accountId, client.id), isNotNull(applications.code)))
        .orderBy(asc(applications.id))
        .limit(1)
    : [];
  const requests = [
    {
      inn: client?.inn,
      applicationId: lease?.id ?? null,
      program: PROGRAM_LEASE,
      subject: 'Трактор колёсный, 1 шт.',
      leaseSum: 8_450_000,
      supportSum: 845_000,
      status: 'wait',
      createdAt: at(day, -6),
    },
    {
      inn: FARMS[0].inn,
      program: PROGRAM_ADVANCE,
      subject: 'Сеялка пневматическая',
      leaseSum: 3_200_000,
      supportSum: 480_000,
      status: 'wait',
      createdAt: at(day, -4),
    },
    {
      inn: FARMS[1].inn,
      program: PROGRAM_LEASE,
      subject: 'Зерноуборочный комбайн',
      leaseSum: 21_700_000,
      supportSum: 2_170_000,
      status: 'wait',
      createdAt: at(day, -2),
    },
    {
      inn: FARMS[2].inn,
      program: PROGRAM_LEASE,
      subject: 'Опрыскиватель прицепной',
      leaseSum: 4_900_000,
      supportSum: 490_000,
      status: 'approve',
      comment: 'Одобрено в пределах лимита региона на текущий год',
      decidedAt: at(day, -15),
      createdAt: at(day, -30),
    },
    {
      inn: FARMS[3].inn,
      program: PROGRAM_ADVANCE,
      subject: 'Погрузчик телескопический',
      leaseSum: 6_300_000,
      supportSum: 945_000,
      status: 'approve',
      comment: '',
      decidedAt: at(day, -40),
      createdAt: at(day, -60),
    },
    {
      inn: FARMS[0].inn,
      program: PROGRAM_LEASE,
      subject: 'Дисковая борона',
      leaseSum: 1_100_000,
      supportSum: 110_000,
      status: 'cancel',
      comment: 'Техника бывшая в употреблении: программа её не покрывает',
      decidedAt: at(day, -70),
      createdAt: at(day, -80),
    },
  ];
  for (const { inn, ...request } of requests) {
    const contractorId = inn === undefined ? undefined : idOf(inn);
    if (contractorId === undefined) continue;
    await db.insert(reoApplications).values({
      partnerAccountId: partner.id,
      contractorId,
      ...request,
      decidedBy: request.status === 'wait' ? '' : partner.personName,
    });
  }
}
