import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { and, asc, desc, eq } from 'drizzle-orm';

const {
  championshipItems,
  championshipMedia,
  championshipSeasons,
  departmentContacts,
  documents,
  mediaItems,
  news,
  pages,
  sellingPoints,
  vacancies,
} = schema;

export type PageRow = typeof pages.$inferSelect;

export function findPageIds(db: Database) {
  return db.select({ url: pages.url, id: pages.id }).from(pages).orderBy(asc(pages.sort), asc(pages.id));
}

export async function findPageByUrl(db: Database, url: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.url, url)).limit(1);
  return row;
}

export function findPagesByType(db: Database, type: string) {
  return db.select().from(pages).where(eq(pages.type, type)).orderBy(asc(pages.sort), asc(pages.id));
}

export function findAllPages(db: Database) {
  return db.select().from(pages).orderBy(asc(pages.sort), asc(pages.id));
}

export function findNews(db: Database) {
  return db.select().from(news).orderBy(desc(news.date), asc(news.id));
}

export async function findNewsById(db: Database, id: number) {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return row;
}

export function findMedia(db: Database, kind: 'photo' | 'video') {
  return db.select().from(mediaItems).where(eq(mediaItems.kind, kind)).orderBy(desc(mediaItems.date));
}

export async function findMediaById(db: Database, id: number) {
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id)).limit(1);
  return row;
}

export function findVacancies(db: Database) {
  return db.select().from(vacancies).orderBy(desc(vacancies.date), asc(vacancies.id));
}

export async function findVacancyById(db: Database, id: number) {
  const [row] = await db.select().from(vacancies).where(eq(vacancies.id, id)).limit(1);
  return row;
}

export function findDepartmentContacts(db: Database) {
  return db.select().from(departmentContacts).orderBy(asc(departmentContacts.sort));
}

export async function findDepartmentContactById(db: Database, id: number) {
  const [row] = await db.select().from(departmentContacts).where(eq(departmentContacts.id, id)).limit(1);
  return row;
}

export async function findDocumentByCode(db: Database, code: string) {
  const [row] = await db.select().from(documents).where(eq(documents.code, code)).limit(1);
  return row;
}

export function findDocumentsOfPackage(db: Database, packageCode: string) {
  return db
    .select()
    .from(documents)
    .where(eq(documents.packageCode, packageCode))
    .orderBy(asc(documents.sort));
}

export function findSellingPoints(db: Database, code: string) {
  return db
    .select({ title: sellingPoints.title, text: sellingPoints.text, icon: sellingPoints.icon })
    .from(sellingPoints)
    .where(eq(sellingPoints.code, code))
    .orderBy(asc(sellingPoints.sort));
}

export function findChampionshipSeasons(db: Database) {
  return db.select().from(championshipSeasons).orderBy(desc(championshipSeasons.year));
}

export async function findChampionshipSeason(db: Database, id: number) {
  const [row] = await db.select().from(championshipSeasons).where(eq(championshipSeasons.id, id)).limit(1);
  return row;
}

/** Reports of one season, or of every season when none is given; the newest first. */
export function findChampionshipItems(db: Database, seasonId?: number) {
  return db
    .select()
    .from(championshipItems)
    .where(seasonId === undefined ? undefined : eq(championshipItems.seasonId, seasonId))
    .orderBy(desc(championshipItems.date), asc(championshipItems.id));
}

export async function findChampionshipItem(db: Database, id: number) {
  const [row] = await db.select().from(championshipItems).where(eq(championshipItems.id, id)).limit(1);
  return row;
}

export function findChampionshipMedia(db: Database, seasonId: number, kind: 'photo' | 'video') {
  return db
    .select()
    .from(championshipMedia)
    .where(and(eq(championshipMedia.seasonId, seasonId), eq(championshipMedia.kind, kind)))
    .orderBy(asc(championshipMedia.sort), asc(championshipMedia.id));
}
