import { date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A placing in a season's final (its results table). */
export type ChampionshipResult = {
  place: number;
  participant: string;
  region: string;
  machine: string;
  score: number;
};

/** Seasons of the ploughing championship (/company/championship/{id}/, decision 0070). */
export const championshipSeasons = pgTable('championship_seasons', {
  id: serial('id').primaryKey(),
  year: integer('year').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Plain text, paragraphs separated by blank lines. */
  body: text('body').notNull(),
  venue: text('venue').notNull(),
  dateFrom: date('date_from').notNull(),
  dateTo: date('date_to').notNull(),
  photo: text('photo').notNull(),
  results: jsonb('results').$type<ChampionshipResult[]>().notNull(),
});

/** Reports of a season: stages, the final, interviews (/company/championship/item/{id}/). */
export const championshipItems = pgTable(
  'championship_items',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => championshipSeasons.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    body: text('body').notNull(),
    photo: text('photo').notNull(),
    date: date('date').notNull(),
  },
  (table) => [index('championship_items_season_idx').on(table.seasonId)],
);

/** Pictures of a season's galleries and its videos (a poster and the player's address). */
export const championshipMedia = pgTable(
  'championship_media',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => championshipSeasons.id),
    kind: text('kind').$type<'photo' | 'video'>().notNull(),
    /** The gallery a picture belongs to ('Открытие', 'Финал' …); empty for videos. */
    album: text('album').notNull().default(''),
    title: text('title').notNull(),
    /** The picture itself, or a video's poster. */
    picture: text('picture').notNull(),
    /** A video's embeddable player; empty for pictures. */
    url: text('url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('championship_media_season_idx').on(table.seasonId, table.kind)],
);
