import { supplierNewProducts as contract, files as filesContract } from '@agrolease/contracts';
import type { schema } from '@agrolease/db';
import {
  CARD_PHOTO_MIMES,
  type CardField,
  newCardErrors,
  PRODUCT_CHANGE_STATUS_TITLE,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { categoryCardFields, formatValue, leafCategories } from '../catalogue/index.ts';
import { ownFile } from '../files/index.ts';
import {
  findNewCard,
  insertChange,
  newCardsOf,
  type ProductChangeRow,
  supplierOfInn,
  updateChange,
} from './queries.ts';
import { changeOf, productUrl, type SupplierDeps } from './service.ts';

/**
 * A supplier proposes a new product card (issue 13, decision 0109). The card waits as a change of
 * kind 'new' (no product yet); the manager's acceptance creates the product (moderation.ts).
 */

function toField(field: CardField): contract.TCardField {
  return {
    field: field.field,
    title: field.title,
    unit: field.unit,
    type: field.kind,
    options: [...field.options],
  };
}

function validation(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

/** What a card's view reads of the catalogue index: the leaf categories and its category's fields. */
export interface CardCatalogue {
  leaves: Awaited<ReturnType<typeof leafCategories>>;
  fields: CardField[] | undefined;
}

export async function cardCatalogueOf(deps: SupplierDeps, row: ProductChangeRow): Promise<CardCatalogue> {
  const card = row.card as schema.ProposedProductCard;
  const [leaves, fields] = await Promise.all([
    leafCategories(deps.db),
    categoryCardFields(deps.db, card.categoryId),
  ]);
  return { leaves, fields };
}

/**
 * The proposed card as the supplier and the manager see it; `catalogue`, when given, is what
 * cardCatalogueOf read earlier (the manager's decision reads it before the catalogue changes).
 */
export async function newCardOf(
  deps: SupplierDeps,
  row: ProductChangeRow,
  catalogue?: CardCatalogue,
): Promise<contract.TNewProductChange> {
  const card = row.card as schema.ProposedProductCard;
  const { leaves, fields } = catalogue ?? (await cardCatalogueOf(deps, row));
  const category = leaves.find((leaf) => leaf.id === card.categoryId) ?? {
    id: card.categoryId,
    title: '',
    group: '',
  };
  const { description: _description, prices: _prices, ...change } = changeOf(row);
  return {
    ...change,
    card: {
      category,
      title: card.title,
      brand: card.brand,
      model: card.model,
      year: card.year,
      description: row.description,
      characteristics: (fields ?? []).flatMap((field) => {
        const value = card.characteristics[field.field];
        if (value === undefined) return [];
        return [
          {
            field: field.field,
            title: field.title,
            unit: field.unit,
            type: field.kind,
            value: formatValue(field.kind, value),
            raw: String(value),
          },
        ];
      }),
      photos: card.photos.map((id) => ({ id, src: filesContract.fileDownloadPath(id) })),
      prices: row.prices,
    },
    product_url: row.productId !== null ? productUrl(row.productId) : null,
    edit_url: change.status === 'accepted' ? null : `${contract.NEW_PRODUCT_PAGE}/${row.id}`,
  };
}

/** The supplier's new cards for its nomenclature, latest first. */
export async function newCardsOfSupplier(deps: SupplierDeps, supplierId: number | undefined) {
  if (supplierId === undefined) return [];
  const [rows, leaves] = await Promise.all([newCardsOf(deps.db, supplierId), leafCategories(deps.db)]);
  return rows.map((row) => {
    const change = changeOf(row);
    const card = row.card as schema.ProposedProductCard;
    return {
      id: row.id,
      status: change.status,
      status_title:
        change.status === 'accepted' ? 'Опубликована' : PRODUCT_CHANGE_STATUS_TITLE[change.status],
      manager_comment: change.manager_comment,
      created: change.created,
      title: card.title,
      category: leaves.find((leaf) => leaf.id === card.categoryId)?.title ?? '',
      product_url: row.productId !== null ? productUrl(row.productId) : null,
      edit_url: change.status === 'accepted' ? null : `${contract.NEW_PRODUCT_PAGE}/${row.id}`,
    };
  });
}

async function ownNewCard(deps: SupplierDeps, session: SessionRecord, id: number) {
  const company = await supplierOfInn(deps.db, session.account.inn);
  const row = company ? await findNewCard(deps.db, company.id, id) : undefined;
  // Another supplier's card is not found (never leak its existence).
  if (!row) throw new AppError('NOT_FOUND', 'Карточка не найдена');
  return row;
}

export async function newProductForm(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { category?: number; id_object?: number },
) {
  const change = input.id_object !== undefined ? await ownNewCard(deps, session, input.id_object) : undefined;
  const categoryId = input.category ?? change?.card?.categoryId ?? null;
  const categories = await leafCategories(deps.db);
  const fields = categoryId !== null ? await categoryCardFields(deps.db, categoryId) : [];
  if (!fields) throw validation('category', 'Выберите категорию из списка');
  return {
    success: true as const,
    categories,
    category: categoryId,
    fields: fields.map(toField),
    change: change ? await newCardOf(deps, change) : null,
  };
}

export interface NewCardInput {
  id_object?: number;
  category: number;
  title: string;
  brand: string;
  model: string;
  year: number;
  description: string;
  characteristics: Record<string, string>;
  photos: number[];
  prices: { id: number | null; title: string; value: number }[];
}

/**
 * Sends the card to moderation: a new change of kind 'new', or (id_object) the supplier's card
 * again, whether rejected or still pending. An accepted card is in the catalogue: 409.
 */
export async function saveNewProduct(deps: SupplierDeps, session: SessionRecord, input: NewCardInput) {
  const company = await supplierOfInn(deps.db, session.account.inn);
  if (!company) {
    throw new AppError(
      'FORBIDDEN',
      'Компании нет в каталоге поставщиков: обратитесь к персональному менеджеру',
    );
  }
  if (input.id_object !== undefined) await ownNewCard(deps, session, input.id_object);
  const fields = await categoryCardFields(deps.db, input.category);
  if (!fields) throw validation('category', 'Выберите категорию из списка');
  const prices = input.prices.map((level) => ({ id: null, title: level.title.trim(), value: level.value }));
  const check = newCardErrors({ ...input, prices }, fields, deps.clock.now());
  for (const id of input.photos) {
    const file = await ownFile(deps.db, session.accountId, id).catch(() => undefined);
    if (!file) check.errors.push({ prop: 'photos', error: 'Фотография не найдена: загрузите её снова' });
    else if (!CARD_PHOTO_MIMES.includes(file.mimeType)) {
      check.errors.push({
        prop: 'photos',
        error: `«${file.title}»: фотография должна быть в формате JPEG, PNG или WebP`,
      });
    }
  }
  if (check.errors.length > 0) {
    throw new AppError('VALIDATION', check.errors[0]?.error ?? 'Проверьте карточку', {
      fieldErrors: check.errors,
    });
  }
  const card: schema.ProposedProductCard = {
    categoryId: input.category,
    title: input.title.trim(),
    brand: input.brand.trim(),
    model: input.model.trim(),
    year: input.year,
    characteristics: check.characteristics,
    photos: input.photos,
  };
  const proposal = { card, description: input.description.trim(), prices, accountId: session.account.id };
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    if (input.id_object === undefined) {
      return insertChange(tx, {
        ...proposal,
        kind: 'new',
        supplierId: company.id,
        productId: null,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
    }
    const current = await findNewCard(tx, company.id, input.id_object, { lock: true });
    if (!current) throw new AppError('NOT_FOUND', 'Карточка не найдена');
    if (current.status === 'accepted') throw new AppError('CONFLICT', 'Карточка уже опубликована в каталоге');
    return updateChange(tx, current.id, {
      ...proposal,
      status: 'pending',
      managerComment: '',
      decidedAt: null,
      updatedAt: now,
    });
  });
  return { success: true as const, change: await newCardOf(deps, row) };
}
