import { catalogue, zId } from '@agrolease/contracts';
import { moscowIsoDay } from '@agrolease/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadConfig } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireClientId } from '../../http/client-id.ts';
import { registerCall } from '../../http/register-call.ts';
import { anyFile, fileBytes } from '../files/index.ts';
import { getCatalogV2 } from './catalog-v2.ts';
import { type CatalogueCache, createCatalogueCache } from './catalogue-cache.ts';
import { isPublishedPhoto } from './new-product.ts';
import { productDelivery } from './product-delivery.ts';
import { getSuggestions } from './search.ts';
import {
  checkCatalogAliasExists,
  compareProducts,
  getBuyNowProducts,
  getCatalogFilterPages,
  getCatalogParamsByAlias,
  getCatalogProduct,
  getCatalogPromo,
  getNomenclatureBanners,
  getOfferProducts,
  getPageBanners,
  getProductFilters,
  getViewedProducts,
  recordProductView,
} from './service.ts';

export interface CatalogueRoutesOptions {
  /** Shared cache (tests pass one); by default memory, with Redis when REDIS_URL is set. */
  cache?: CatalogueCache;
}

export async function catalogueRoutes(
  app: FastifyInstance,
  options: CatalogueRoutesOptions = {},
): Promise<void> {
  const cache = options.cache ?? createCatalogueCache(loadConfig().REDIS_URL);
  if (!options.cache) app.addHook('onClose', () => cache.close());
  const db = app.db;

  registerCall(app, catalogue.catalogV2, (input) => getCatalogV2(db, cache, input));
  registerCall(app, catalogue.getCatalogParamsByAlias, ({ uri }) => getCatalogParamsByAlias(db, uri));
  registerCall(app, catalogue.checkCatalogAliasExists, ({ uri }) => checkCatalogAliasExists(db, uri));
  registerCall(app, catalogue.productDelivery, (input) => productDelivery(db, input));
  registerCall(app, catalogue.getProductFilters, ({ category }) => getProductFilters(db, category));
  registerCall(app, catalogue.getCatalogFilterPages, () => getCatalogFilterPages(db));
  registerCall(app, catalogue.catalogProduct, (input) => getCatalogProduct(db, input));
  registerCall(app, catalogue.viewedProducts, ({ exclude }, request) =>
    getViewedProducts(db, requireClientId(request), exclude),
  );
  registerCall(app, catalogue.recordProductView, ({ id }, request) =>
    recordProductView(db, requireClientId(request), id),
  );
  registerCall(app, catalogue.getMonthlyOfferProducts, ({ category }) =>
    getOfferProducts(db, 'isMonthlyOffer', category),
  );
  registerCall(app, catalogue.getSpecialOfferProducts, ({ category }) =>
    getOfferProducts(db, 'isSpecialOffer', category),
  );
  registerCall(app, catalogue.getBuyNowProducts, ({ id_category }) => getBuyNowProducts(db, id_category));
  registerCall(app, catalogue.catalogPromo, (input) =>
    getCatalogPromo(db, input, moscowIsoDay(app.adapters.clock.now()) ?? ''),
  );
  registerCall(app, catalogue.productCompare, ({ product_list }) => compareProducts(db, product_list));
  registerCall(app, catalogue.getPageBanners, ({ page_id }) => getPageBanners(db, page_id));
  registerCall(app, catalogue.getNomenclatureBanners, ({ id_pagemapper }) =>
    getNomenclatureBanners(db, id_pagemapper),
  );
  registerCall(app, catalogue.catalogSearchSuggestions, ({ query }) => getSuggestions(db, cache, query));

  // A supplier's photo of a product in the catalogue (decision 0109); any other file is 404.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/catalog/photo/:id',
    {
      schema: {
        summary: 'A photo of a product in the catalogue (uploaded by its supplier)',
        tags: ['catalogue'],
        params: z.object({ id: zId('Неверная фотография') }),
      },
    },
    async (request, reply) => {
      if (!(await isPublishedPhoto(db, request.params.id)))
        throw new AppError('NOT_FOUND', 'Фотография не найдена');
      const row = await anyFile(db, request.params.id);
      const bytes = await fileBytes({ db, files: app.adapters.files }, row);
      return reply
        .type(row.mimeType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
