import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId, zOptionalId } from './input-rules.ts';
import { PUBLIC_DOCUMENT_KINDS, STORE_KINDS } from './supplier-content-values.ts';

export {
  CONTENT_CARD_PAGE,
  CONTENT_DOCUMENTS_PAGE,
  CONTENT_STORES_PAGE,
  PUBLIC_DOCUMENT_KIND_TITLE,
  PUBLIC_DOCUMENT_KINDS,
  PUBLIC_DOCUMENT_PATH,
  publicDocumentUrl,
  STORE_KIND_TITLE,
  STORE_KINDS,
  SUPPLIER_LOGO_PATH,
  supplierLogoUrl,
} from './supplier-content-values.ts';

/**
 * The accredited supplier's «Контент» section (issue 13, decision 0111): its company card, points
 * of sale and service and public documents, all shown on /providers/{id}/ at once. Our calls: the
 * spec shows the pages (content/card, content/stores, content/documents) and no call for them.
 */

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).default('');

/** +7 and 10 digits, or any phone with 6–20 digits and the usual signs; '' is none. */
const ZPhone = text(40, 'Телефон: не более 40 символов').refine(
  (value) => value === '' || (/^[+\d\s()\-–]+$/.test(value) && /(\d\D*){6,20}/.test(value)),
  'Телефон: цифры, пробелы, скобки, дефисы и «+», от 6 цифр',
);

export const ZContentCard = z.object({
  supplier_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  site: z.string(),
  phone: z.string(),
  email: z.string(),
  logo: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  public_url: z.string().describe('/providers/{id}/'),
});
export type TContentCard = z.infer<typeof ZContentCard>;

export const supplierContentCard = defineCall({
  method: 'GET',
  path: '/SupplierContentCard',
  access: 'auth',
  group: 'supplier',
  query: z.object({}),
  summary: "The supplier's company card as /providers/{id}/ shows it",
  reply: z.object({ success: z.literal(true), card: ZContentCard }),
});

export const supplierContentCardSave = defineCall({
  method: 'POST',
  path: '/SupplierContentCard/Save',
  access: 'auth',
  group: 'supplier',
  summary:
    'Saves the company card (description, site, phone, e-mail, logo); shown on /providers/{id}/ at once, no moderation',
  body: z.object({
    description: text(4000, 'Описание: не более 4000 символов'),
    site: text(200, 'Сайт: не более 200 символов').refine(
      (value) => value === '' || /^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)+(\/\S*)?$/u.test(value),
      'Сайт: адрес вида example.ru или https://example.ru',
    ),
    phone: ZPhone,
    email: text(200, 'E-mail: не более 200 символов').refine(
      (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
      'Неверный e-mail',
    ),
    /** A file uploaded through SetFile (an image); absent keeps the logo, `remove_logo=1` drops it. */
    id_File_logo: zOptionalId('Неверный файл логотипа (id_File_logo)'),
    remove_logo: z.enum(['0', '1'], { error: 'remove_logo: 0 или 1' }).default('0'),
  }),
  reply: z.object({ success: z.literal(true), card: ZContentCard }),
});

export const ZStore = z.object({
  id: z.number().int(),
  kind: z.enum(STORE_KINDS),
  kind_title: z.string(),
  title: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type TStore = z.infer<typeof ZStore>;

export const supplierStores = defineCall({
  method: 'GET',
  path: '/SupplierStores',
  access: 'auth',
  group: 'supplier',
  query: z.object({}),
  summary: "The supplier's points of sale and service",
  reply: z.object({ success: z.literal(true), items: z.array(ZStore) }),
});

const ZCoordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? null : value),
    z.coerce.number({ error: message }).min(min, message).max(max, message).nullable(),
  );

export const supplierStoreSave = defineCall({
  method: 'POST',
  path: '/SupplierStore/Save',
  access: 'auth',
  group: 'supplier',
  summary: 'Adds a point of sale or service (no id_object) or corrects one; another supplier’s is 404',
  body: z
    .object({
      id_object: zOptionalId('Неверная точка (id_object)'),
      kind: z.enum(STORE_KINDS, { error: 'Тип точки: продажи или сервис' }),
      title: z
        .string({ error: 'Укажите название' })
        .trim()
        .min(1, 'Укажите название')
        .max(200, 'Название: не более 200 символов'),
      address: z
        .string({ error: 'Укажите адрес' })
        .trim()
        .min(5, 'Укажите адрес')
        .max(300, 'Адрес: не более 300 символов'),
      phone: ZPhone,
      hours: text(200, 'Часы работы: не более 200 символов'),
      lat: ZCoordinate(-90, 90, 'Широта: число от -90 до 90'),
      lon: ZCoordinate(-180, 180, 'Долгота: число от -180 до 180'),
    })
    .refine((value) => (value.lat === null) === (value.lon === null), {
      message: 'Укажите обе координаты или ни одной',
      path: ['lon'],
    }),
  reply: z.object({ success: z.literal(true), items: z.array(ZStore) }),
});

export const supplierStoreDelete = defineCall({
  method: 'POST',
  path: '/SupplierStore/Delete',
  access: 'auth',
  group: 'supplier',
  summary: 'Deletes one of the supplier’s points; another supplier’s is 404',
  body: z.object({ id_object: zId('Неверная точка (id_object)') }),
  reply: z.object({ success: z.literal(true), items: z.array(ZStore) }),
});

export const ZPublicDocument = z.object({
  id: z.number().int(),
  kind: z.enum(PUBLIC_DOCUMENT_KINDS),
  kind_title: z.string(),
  title: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  created: z.string(),
  url: z.string().describe('Public download: /srv/providers/document/{id}'),
});
export type TPublicDocument = z.infer<typeof ZPublicDocument>;

export const supplierPublicDocuments = defineCall({
  method: 'GET',
  path: '/SupplierPublicDocuments',
  access: 'auth',
  group: 'supplier',
  query: z.object({}),
  summary: "The supplier's public documents (certificates, dealer letters)",
  reply: z.object({ success: z.literal(true), items: z.array(ZPublicDocument) }),
});

export const supplierPublicDocumentAdd = defineCall({
  method: 'POST',
  path: '/SupplierPublicDocument/Add',
  access: 'auth',
  group: 'supplier',
  summary: 'Publishes one of the supplier’s uploaded files (SetFile: PDF, JPEG or PNG) on /providers/{id}/',
  body: z.object({
    id_File: zId('Неверный файл (id_File)'),
    kind: z.enum(PUBLIC_DOCUMENT_KINDS, { error: 'Вид документа: сертификат, дилерское письмо или другой' }),
    title: z
      .string({ error: 'Укажите название документа' })
      .trim()
      .min(2, 'Укажите название документа')
      .max(200, 'Название: не более 200 символов'),
  }),
  reply: z.object({ success: z.literal(true), items: z.array(ZPublicDocument) }),
});

export const supplierPublicDocumentDelete = defineCall({
  method: 'POST',
  path: '/SupplierPublicDocument/Delete',
  access: 'auth',
  group: 'supplier',
  summary: 'Removes a public document from /providers/{id}/; another supplier’s is 404',
  body: z.object({ id_object: zId('Неверный документ (id_object)') }),
  reply: z.object({ success: z.literal(true), items: z.array(ZPublicDocument) }),
});
