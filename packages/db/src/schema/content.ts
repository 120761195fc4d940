import { date, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  body: text('body').notNull(),
  date: date('date').notNull(),
  photo: text('photo').notNull(),
});
