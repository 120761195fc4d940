import { catalogue } from '@agrolease/contracts';
import { formatPhone, formatRoubles } from '@agrolease/domain';
import { data, useLocation } from 'react-router';
import type { PageCacheHandle } from '../../../page-cache-key';
import { publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import estimateStyles from '../../components/calculator/product-lease-estimate.module.css';
import { loadProductLeaseEstimate } from '../../components/calculator/product-lease-estimate.server';
import { AddToCartButton } from '../../components/cart/add-to-cart-button';
import { ProductDelivery } from '../../components/cart/product-delivery';
import { rethrowGatewayStatus } from '../../components/catalogue/catalogue-loader.server';
import { OfferBadge } from '../../components/catalogue/offer-badge';
import productCard from '../../components/catalogue/product-card.module.css';
import { ProductGallery } from '../../components/catalogue/product-gallery';
import classes from '../../components/catalogue/product-page.module.css';
import { deferred } from '../../components/deferred/deferred';
import { hydrateLater, staticPart } from '../../components/deferred/hydrate-later';
import plain from '../../components/plain/plain.module.css';
import { AppLink } from '../../components/routing/app-link';
import { SavedListPageButtons } from '../../components/saved-lists/saved-list-page-buttons';
import tables from '../../components/table/plain-table.module.css';
import { getGateway } from '../../lib/gateway.server';
import { guestPageHeaders } from '../../lib/guest-page-headers.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/product';

/*
 * The page is plain elements (decision 0135). Its other parts come after the first load, all in
 * one chunk (one import, one list of its dependencies in the page's code): the price levels'
 * radios, the lease estimate, the share buttons and the similar products are rendered by the
 * server and hydrated when it arrives; «Вы смотрели» is the visitor's own and is loaded in the
 * browser anyway. The characteristics and the reviews are text only: the browser keeps the
 * server's HTML and renders them only when a navigation brings another product (decision 0186).
 * The reviews' code (Mantine's Rating, Paper…) is a chunk of its own, fetched only then; the
 * characteristics stay in the parts' chunk, whose stylesheets the browser adds again when it
 * arrives: without them, `plain` came after the page's own stylesheet and overrode its title
 * and price.
 */
const parts = () => import('../../components/catalogue/product-page-parts');
const ProductPriceLevels = hydrateLater(() => parts().then((module) => module.ProductPriceLevels));
const ProductLeaseEstimate = hydrateLater(
  () => parts().then((module) => module.ProductLeaseEstimate),
  [estimateStyles],
);
const ShareLinks = hydrateLater(() => parts().then((module) => module.ShareLinks));
const ProductSpecs = staticPart(() => parts().then((module) => module.ProductSpecs), [tables]);
const ProductReviews = staticPart(() =>
  import('../../components/catalogue/product-reviews').then((module) => module.ProductReviews),
);
const ProductGrid = hydrateLater(() => parts().then((module) => module.ProductGrid), [productCard]);
const ViewedProducts = deferred(() => parts().then((module) => module.ViewedProducts));

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  const idPrice = Number(new URL(request.url).searchParams.get('id_price')) || undefined;
  const gateway = getGateway(context);
  try {
    const [card, estimate] = await Promise.all([
      gateway.call(catalogue.catalogProduct, { id, id_price: idPrice }),
      loadProductLeaseEstimate(gateway, id),
    ]);
    return data({ ...card, estimate, origin: context.origin }, { headers: guestPageHeaders(request) });
  } catch (error) {
    rethrowGatewayStatus(error);
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Guests share this page (decision 0085): nothing in it is the visitor's; «Вы смотрели» loads in the browser. */
export const handle: PageCacheHandle = { pageCache: { query: ['id_price'] } };

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return pageMeta(args, { title: 'Товар не найден', description: '' });
  const { product } = args.data;
  return pageMeta(args, {
    title: `${product.title} в лизинг`,
    description: `${product.title}, ${product.year} год. Цена от ${formatRoubles(product.price)}. Лизинг для аграриев: аванс от 0 %, срок до 7 лет.`,
  });
};

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, similar, estimate, origin, consultant, reviews } = loaderData;
  const location = useLocation();
  const isOffer = location.pathname.startsWith('/specialoffers/');
  const crumbs = isOffer
    ? publicBreadcrumbs([
        { title: 'Специальные предложения', href: '/specialoffers/' },
        // The site's own address with its trailing slash: the server's request path may lack it,
        // and a link that differs between the server's HTML and the browser breaks hydration (#418).
        { title: product.title, href: `/specialoffers/${product.id}/` },
      ])
    : publicBreadcrumbs([
        { title: 'Каталог', href: '/catalog/' },
        ...(product.parentCategory
          ? [{ title: product.parentCategory.title, href: product.parentCategory.url }]
          : []),
        { title: product.category.title, href: product.category.url },
        { title: product.title, href: product.url },
      ]);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    image: product.gallery.map((item) => `${origin}${item.src}`),
    description: product.description,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: product.brand },
    model: product.model,
    category: product.category.title,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'RUB',
      lowPrice: Math.min(...product.CRMPrices.map((level) => level.value), product.price),
      highPrice: Math.max(...product.CRMPrices.map((level) => level.value), product.price),
      offerCount: Math.max(1, product.CRMPrices.length),
      seller: { '@type': 'Organization', name: product.supplier.title },
    },
  };

  return (
    <div className={`${plain.container} ${classes.page}`}>
      <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>
      <div className={`${plain.stack} ${classes.gapXl}`}>
        <Breadcrumbs items={crumbs} origin={origin} />
        <div className={classes.columns}>
          <ProductGallery title={product.title} gallery={product.gallery} />
          <div className={plain.stack}>
            <div className={`${plain.group} ${classes.gapXs}`}>
              <OfferBadge item={product} />
              <div className={`${plain.badge} ${plain.badgeMd} ${plain.badgeOutline}`}>
                <span className={plain.badgeLabel}>{product.year} г.</span>
              </div>
            </div>
            <h1 className={`${plain.h1} ${classes.title}`}>{product.title}</h1>
            <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>
              Поставщик:{' '}
              <AppLink to={product.supplier.url} className={`mantine-focus-auto ${plain.anchor}`}>
                {product.supplier.title}
              </AppLink>{' '}
              · {product.supplier.kind}, {product.supplier.city}
            </p>
            {consultant && (
              <div className={classes.paper} data-testid="product-consultant">
                <p className={`${plain.text} ${plain.sm} ${classes.strong}`}>Консультант поставщика</p>
                <p className={`${plain.text} ${plain.sm}`}>{consultant.name}</p>
                <p className={`${plain.text} ${plain.sm}`}>
                  <a
                    href={`tel:${consultant.phone.replace(/[^\d+]/g, '')}`}
                    className={`mantine-focus-auto ${plain.anchor}`}
                  >
                    {formatPhone(consultant.phone)}
                  </a>
                  {consultant.email && (
                    <>
                      {' · '}
                      <a href={`mailto:${consultant.email}`} className={`mantine-focus-auto ${plain.anchor}`}>
                        {consultant.email}
                      </a>
                    </>
                  )}
                </p>
                {consultant.hours && (
                  <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>{consultant.hours}</p>
                )}
              </div>
            )}
            <AppLink
              to={`/client/services/callback/?product=${product.id}`}
              className={`mantine-focus-auto ${plain.anchor} ${plain.sm}`}
            >
              Заказать звонок по этой технике
            </AppLink>
            <p className={`${plain.text} ${classes.price}`} data-testid="product-price">
              {formatRoubles(product.price)}
            </p>
            {product.CRMPrices.length > 1 && <ProductPriceLevels product={product} />}
            <div className={`${plain.group} ${classes.gapSm}`}>
              <AddToCartButton productId={product.id} idPrice={product.id_price} />
              <SavedListPageButtons productId={product.id} />
            </div>
            <ProductDelivery productId={product.id} />
            {estimate && <ProductLeaseEstimate estimate={estimate} />}
            <ShareLinks url={`${origin}${product.url}`} title={product.title} />
          </div>
        </div>
        <ProductSpecs product={product} />
        {reviews.length > 0 && <ProductReviews reviews={reviews} />}
        {similar.length > 0 && (
          <div className={plain.stack}>
            <h2 className={`${plain.h2} ${classes.h2}`}>Похожая техника</h2>
            <ProductGrid items={similar.slice(0, 4)} wide lazy />
          </div>
        )}
        <ViewedProducts productId={product.id} />
      </div>
    </div>
  );
}
