import type { GatewayClient } from '@agrolease/contracts';
import { catalogue, isGatewayError } from '@agrolease/contracts';
import { data, redirect } from 'react-router';
import { filtersFromSearch } from './catalogue-url';

export const DEFAULT_CATALOGUE_TITLE = 'Каталог техники';

/** A gateway 404 becomes the site's not-found page with HTTP 404; a 400 a bad-request page. */
export function rethrowGatewayStatus(error: unknown): never {
  // By shape, not class: the server entry and the routes may load two copies of contracts.
  if (isGatewayError(error) && (error.status === 404 || error.status === 400)) {
    throw data({ message: error.reply.error_message }, { status: error.status });
  }
  throw error;
}

/**
 * Data of a catalogue page: the listing (CatalogV2) and the alias metadata of its address.
 * An old filter address (?id_product_filter=…) answers 301 to the friendly one.
 */
export async function loadCatalogue(
  gateway: GatewayClient,
  request: Request,
  params: { category?: string; subcategory?: string },
) {
  const url = new URL(request.url);
  const search = url.searchParams;
  const idFilter = Number(search.get('id_product_filter'));
  if (Number.isInteger(idFilter) && idFilter > 0) {
    const { items } = await gateway.call(catalogue.getCatalogFilterPages);
    const page = items.find((item) => item.id_product_filter === idFilter);
    if (page) {
      const rest = new URLSearchParams(search);
      rest.delete('id_product_filter');
      const query = rest.toString();
      throw redirect(`${page.friendly_url}${query ? `?${query}` : ''}`, 301);
    }
  }
  const input = {
    category: params.category,
    subcategory: params.subcategory,
    sort: (search.get('sort') ?? undefined) as 'popular' | undefined,
    by: (search.get('by') ?? undefined) as 'desc' | undefined,
    page: search.get('page') ?? undefined,
    nPaginator: search.get('nPaginator') ?? undefined,
    id_product_filter: search.get('id_product_filter') ?? undefined,
    q: search.get('q') ?? undefined,
    catalog: { filter: filtersFromSearch(search) },
  };
  try {
    const [listing, alias] = await Promise.all([
      gateway.call(catalogue.catalogV2, input as never),
      params.category
        ? gateway.call(catalogue.getCatalogParamsByAlias, { uri: url.pathname }).catch(() => null)
        : Promise.resolve(null),
    ]);
    // spec 1 §2: the h1 from alias metadata, else from the server, else the default
    const h1 = (!input.q && alias?.h1) || listing.pageProperties.h1 || DEFAULT_CATALOGUE_TITLE;
    return { listing, alias, h1 };
  } catch (error) {
    rethrowGatewayStatus(error);
  }
}
