import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';

/** Kinds of entities GetPageInfo can describe by id (docs/decisions/0051). */
export const PAGE_ENTITY_TYPES = [
  'news',
  'photo',
  'video',
  'vacancy',
  'contact',
  'filial',
  'article',
  // The ploughing championship (decision 0070): a season, a report, a season's pictures and videos.
  'championship',
  'championship_item',
  'championship_gallery',
  'championship_video',
] as const;
export const ZPageEntityType = z.enum(PAGE_ENTITY_TYPES);
export type TPageEntityType = z.infer<typeof ZPageEntityType>;

/** A news, photo, video, vacancy, contact, branch or article in a list (spec 1 §3 "News or video items"). */
export const ZEntityTeaser = z.object({
  id: z.number().int(),
  title: z.string(),
  photo: z.string(),
  description: z.string(),
  date: z.string().describe('yyyy-MM-dd, empty when the entity has no date'),
  url: z.string(),
});
export type TEntityTeaser = z.infer<typeof ZEntityTeaser>;

/** A point on the map of a branch page ('Схема проезда'). */
export const ZMapPoint = z.object({
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  phone: z.string(),
  city: z.string(),
});
export type TMapPoint = z.infer<typeof ZMapPoint>;

/** Page meta (spec 1 §3): names byte for byte, customHTMl included. HTML is sanitised. */
export const ZPageInfo = z.object({
  id: z.number().int(),
  url: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  fullDescription: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  canonical: z.string(),
  tags: z.array(z.string()),
  h1: z.string(),
  h2: z.string(),
  content: z.string(),
  customHTMl: z.string(),
  url_redirect: z.string().describe('When not empty the site sends the visitor there'),
  date: z.string(),
  photo: z.string(),
  items: z.array(ZEntityTeaser).describe('Entities of `type` when a list page is asked for'),
  point: ZMapPoint.nullable(),
});
export type TPageInfo = z.infer<typeof ZPageInfo>;

const optionalInt = zId('Неверный идентификатор').optional();

export const getPageIDs = defineCall({
  method: 'GET',
  path: '/GetPageIDs',
  access: 'public',
  group: 'content',
  summary: 'Every content page: url and id (the web tier refreshes it hourly)',
  query: z.object({}),
  reply: z.object({ items: z.array(z.object({ url: z.string(), id: z.number().int() })) }),
});

export const getPageInfo = defineCall({
  method: 'GET',
  path: '/GetPageInfo',
  access: 'public',
  group: 'content',
  summary:
    'Meta and content of a page by url; with type and id_entity, of one news item, vacancy, contact, branch, photo album or article; with type alone, the list of them',
  query: z
    .object({
      url: z.string().trim().max(500).optional(),
      type: ZPageEntityType.optional(),
      id_entity: optionalInt,
      uri_entity: z.string().trim().max(200).optional(),
      id_product_filter: optionalInt,
    })
    .refine((query) => query.url || query.type, {
      message: 'Поле не может быть пустым',
      path: ['url'],
    }),
  reply: ZPageInfo,
});

export const ZLeasingAbout = z.object({
  title: z.string(),
  text: z.string(),
  steps: z.array(z.object({ title: z.string(), text: z.string() })),
  rules: z.array(z.string()),
});

export const leasingAbout = defineCall({
  method: 'GET',
  path: '/LeasingAbout',
  access: 'public',
  group: 'content',
  summary: 'How leasing works: the steps of the process and the eligibility rules (spec 1 §1, §5)',
  query: z.object({}),
  reply: ZLeasingAbout,
});

/** A document (spec 1 §3 "Documents: title, url, mimeType"). */
export const ZDocument = z.object({
  code: z.string(),
  title: z.string(),
  url: z.string(),
  mimeType: z.string(),
});
export type TDocument = z.infer<typeof ZDocument>;

const ZCode = z
  .string()
  .trim()
  .min(1, 'Поле не может быть пустым')
  .max(64)
  .regex(/^[a-z0-9_-]+$/i, 'Неверный код');

export const getDocByCode = defineCall({
  method: 'GET',
  path: '/GetDocByCode',
  access: 'public',
  group: 'content',
  summary: 'One document by its code',
  query: z.object({ code: ZCode }),
  reply: ZDocument,
});

export const getPackageByCode = defineCall({
  method: 'GET',
  path: '/GetPackageByCode',
  access: 'public',
  group: 'content',
  summary: 'The documents of a package (client_docs, investors_reports, legal …)',
  query: z.object({ code: ZCode }),
  reply: z.object({ code: z.string(), items: z.array(ZDocument) }),
});

/**
 * The bytes of a published document, base64 like GetFile (our path, decision 0089): the site
 * serves them at the document's url (/docs/{code}.pdf or .docx).
 */
export const getDocFile = defineCall({
  method: 'GET',
  path: '/GetDocFile',
  access: 'public',
  group: 'content',
  summary: 'The file of a published document by its code (PDF or DOCX, base64)',
  query: z.object({ code: ZCode }),
  reply: z.object({
    success: z.literal(true),
    title: z.string(),
    mime_type: z.string(),
    file_name: z.string().describe('The last segment of the document url'),
    content: z.string().describe('base64'),
  }),
});

export const getUTPByCode = defineCall({
  method: 'GET',
  path: '/GetUTPByCode',
  access: 'public',
  group: 'content',
  summary: 'Selling points of a page by code (main by default)',
  query: z.object({ code: ZCode.default('main') }),
  reply: z.object({
    code: z.string(),
    items: z.array(z.object({ title: z.string(), text: z.string(), icon: z.string() })),
  }),
});

export const ZMapSection = z.object({
  title: z.string(),
  url: z.string(),
  children: z.array(z.object({ title: z.string(), url: z.string() })),
});

export const getMapV2 = defineCall({
  method: 'GET',
  path: '/GetMapV2',
  access: 'public',
  group: 'content',
  summary: 'The site map shown at /site-map: sections with their pages',
  query: z.object({}),
  reply: z.object({ sections: z.array(ZMapSection) }),
});

export const getDynamicSitemap = defineCall({
  method: 'GET',
  path: '/GetDynamicSitemap',
  access: 'public',
  group: 'content',
  summary: 'Every public URL for sitemap.xml: pages, news, vacancies, branches, categories and products',
  query: z.object({}),
  reply: z.object({
    items: z.array(
      z.object({
        loc: z.string().describe('Path starting with /'),
        lastmod: z.string().describe('yyyy-MM-dd or empty'),
        priority: z.number(),
      }),
    ),
  }),
});
