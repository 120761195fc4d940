import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Static pages of the site with their meta (spec 1 §3 "Page meta"). `content` and
 * `custom_html` hold HTML that was sanitised before it was stored (ARCHITECTURE.md §6).
 */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  url: text('url').notNull().unique(),
  /** page, article, investors, client, company … : which kind of page the row describes. */
  type: text('type').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  fullDescription: text('full_description').notNull().default(''),
  metaTitle: text('meta_title').notNull().default(''),
  metaDescription: text('meta_description').notNull().default(''),
  metaKeywords: text('meta_keywords').notNull().default(''),
  canonical: text('canonical').notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  h1: text('h1').notNull().default(''),
  h2: text('h2').notNull().default(''),
  content: text('content').notNull().default(''),
  customHtml: text('custom_html').notNull().default(''),
  urlRedirect: text('url_redirect').notNull().default(''),
  date: date('date'),
  sort: integer('sort').notNull().default(0),
});

/** Downloadable documents, grouped into packages (GetDocByCode, GetPackageByCode). */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    packageCode: text('package_code').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    mimeType: text('mime_type').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('documents_package_idx').on(table.packageCode)],
);

/** Unique selling points shown on a page, by code (GetUTPByCode, default main). */
export const sellingPoints = pgTable(
  'selling_points',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    icon: text('icon').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('selling_points_code_idx').on(table.code)],
);

/** Photo albums and videos of the press section (spec 1 §3 "News or video items"). */
export const mediaItems = pgTable('media_items', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'photo' | 'video'>().notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  photo: text('photo').notNull(),
  url: text('url').notNull(),
  date: date('date').notNull(),
});

export const vacancies = pgTable('vacancies', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  city: text('city').notNull(),
  department: text('department').notNull(),
  salary: text('salary').notNull(),
  description: text('description').notNull(),
  duties: jsonb('duties').$type<string[]>().notNull(),
  requirements: jsonb('requirements').$type<string[]>().notNull(),
  date: date('date').notNull(),
});

/** Contacts of the head office's departments (/company/contacts/). */
export const departmentContacts = pgTable('department_contacts', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  person: text('person').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const faqItems = pgTable(
  'faq_items',
  {
    id: serial('id').primaryKey(),
    /** Which list the answer belongs to: client, supplier, agent, leasing … */
    type: text('type').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('faq_items_type_idx').on(table.type)],
);

/** One useful/not-useful mark per visitor and answer; a new mark replaces the old one. */
export const faqMarks = pgTable(
  'faq_marks',
  {
    id: serial('id').primaryKey(),
    faqId: integer('faq_id')
      .notNull()
      .references(() => faqItems.id),
    clientId: text('client_id').notNull(),
    useful: integer('useful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('faq_marks_faq_client_idx').on(table.faqId, table.clientId)],
);
