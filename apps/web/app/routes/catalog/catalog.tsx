import { CATALOGUE_FILTER_FORM, countRu, formatNumberRu } from '@agrolease/domain';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { data, useLocation, useNavigate } from 'react-router';
import type { PageCacheHandle } from '../../../page-cache-key';
import { type Crumb, publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import classes from '../../components/catalogue/catalogue.module.css';
import { loadCatalogue } from '../../components/catalogue/catalogue-loader.server';
import page from '../../components/catalogue/catalogue-page.module.css';
import { toQueryString, withParams } from '../../components/catalogue/catalogue-url';
// The filter panel's styles come with the page: its code comes later (hydrateWhenShown).
import filterPanelStyles from '../../components/catalogue/filter-panel.module.css';
// The offer strips' and sellers' styles come with the page too (hydrateWhenNear).
import listingExtras from '../../components/catalogue/listing-extras.module.css';
import { ProductGrid } from '../../components/catalogue/product-grid';
import { deferred, useOnceTrue } from '../../components/deferred/deferred';
import { hydrateWhenNear, hydrateWhenShown } from '../../components/deferred/hydrate-later';
import { ListPagination } from '../../components/listing/list-pagination';
import looks from '../../components/plain/looks.module.css';
import { NativeSelect } from '../../components/plain/native-select';
import plain from '../../components/plain/plain.module.css';
import { AppLink } from '../../components/routing/app-link';
import { getGateway } from '../../lib/gateway.server';
import { guestPageHeaders } from '../../lib/guest-page-headers.server';
import { canonicalPath, pageMeta } from '../../lib/seo';
import type { Route } from './+types/catalog';

/** The phone's filter drawer (Mantine's Drawer with its scroll area and focus trap) loads when first opened. */
const FilterDrawer = deferred(() =>
  import('../../components/catalogue/filter-drawer').then((module) => module.FilterDrawer),
);

/**
 * The side filter panel (Mantine's checkboxes and switches): on screen at once, brought to life
 * after the first load where catalogue.module.css shows the side column (wider than 992 px); a
 * phone has the drawer, and the hidden panel is not hydrated (decision 0148).
 */
const FilterPanel = hydrateWhenShown(
  'not all and (max-width: 992px)',
  () => import('../../components/catalogue/filter-panel').then((module) => module.FilterPanel),
  [filterPanelStyles],
);

/** Below the product grid, links only: brought to life when scrolled near (decision 0149). */
const OfferStrips = hydrateWhenNear(
  () => import('../../components/catalogue/offer-strips').then((module) => module.OfferStrips),
  [listingExtras],
);
const SellersBlock = hydrateWhenNear(
  () => import('../../components/catalogue/sellers-block').then((module) => module.SellersBlock),
  [listingExtras],
);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return data(await loadCatalogue(getGateway(context), request, params), {
    headers: guestPageHeaders(request),
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Guests share this page per these parameters (loadCatalogue reads them); others are ignored. */
export const handle: PageCacheHandle = {
  pageCache: {
    query: [
      'sort',
      'by',
      'page',
      'nPaginator',
      'id_product_filter',
      'q',
      `${CATALOGUE_FILTER_FORM}[filter][*`,
    ],
  },
};

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return pageMeta(args, { title: 'Страница не найдена', description: '' });
  const { listing, alias } = args.data;
  return pageMeta(args, {
    title: alias?.title ? `${alias.title} в лизинг` : listing.pageProperties.meta_title,
    description: alias?.description || listing.pageProperties.meta_description,
  });
};

function crumbsOf(listing: Route.ComponentProps['loaderData']['listing']): Crumb[] {
  return publicBreadcrumbs([
    { title: 'Каталог', href: '/catalog/' },
    ...listing.pageProperties.breadcrumbs.map((crumb) => ({ title: crumb.title, href: crumb.url })),
  ]);
}

/** The page's static part is plain elements in Mantine's look (decision 0134): no Mantine code in its first load. */
export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { listing, h1 } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const [filtersOpened, setFiltersOpened] = useState(false);
  const filterDrawerWanted = useOnceTrue(filtersOpened);
  const go = (changes: Record<string, string | undefined>) =>
    navigate(
      `${location.pathname}${toQueryString(withParams(new URLSearchParams(window.location.search), changes))}`,
    );
  const { paginatorData } = listing;
  const current = paginatorData.paginator.items.find((item) => item.current)?.page ?? 1;
  const activeSort = listing.sortData.find((option) => option.active);
  const breadcrumbs = crumbsOf(listing);
  const banners = listing.banners.slice(0, 2);

  return (
    <div className={`${plain.container} ${page.page}`}>
      <div className={`${plain.stack} ${page.body}`}>
        <Breadcrumbs items={breadcrumbs} />
        <div className={`${plain.stack} ${page.heading}`}>
          <h1 className={`${plain.h1} ${page.title}`}>{h1}</h1>
          <p className={`${plain.text} ${plain.dimmed} ${plain.sm}`}>
            {countRu(listing.countCollection, ['предложение', 'предложения', 'предложений'])}
          </p>
        </div>
        {listing.categories.length > 0 && (
          <nav className={`${plain.group} ${page.chips}`} aria-label="Разделы каталога">
            {listing.categories
              .filter((category) => category.count > 0)
              .map((category) => (
                <AppLink
                  key={category.id}
                  to={category.url}
                  className={`mantine-focus-auto mantine-active ${category.active ? plain.button : plain.buttonDefault} ${looks.buttonCompact}`}
                  aria-current={category.active ? 'page' : undefined}
                >
                  <span className={plain.buttonInner}>
                    <span className={plain.buttonLabel}>
                      {category.title} · {formatNumberRu(category.count)}
                    </span>
                  </span>
                </AppLink>
              ))}
          </nav>
        )}
        <div className={classes.layout}>
          <aside className={`${plain.card} ${page.sidebar} ${classes.sidebar}`}>
            <FilterPanel fields={listing.filterData} />
          </aside>
          <div className={plain.stack}>
            <div className={`${plain.group} ${page.toolbar}`}>
              <button
                type="button"
                className={`mantine-focus-auto mantine-active ${plain.buttonDefault} ${plain.withIcon} ${page.filtersButton}`}
                onClick={() => setFiltersOpened(true)}
              >
                <span className={plain.buttonInner}>
                  <span className={plain.buttonIcon}>
                    <IconAdjustmentsHorizontal size={18} />
                  </span>
                  <span className={plain.buttonLabel}>Фильтры</span>
                </span>
              </button>
              {/* The browser's own select: no dropdown code in the page's first load, the phone's own picker. */}
              <NativeSelect
                aria-label="Сортировка"
                className={page.sort}
                options={listing.sortData.map((option) => ({
                  value: `${option.sort}:${option.by}`,
                  label: option.title,
                }))}
                value={activeSort ? `${activeSort.sort}:${activeSort.by}` : undefined}
                onChange={(value) => {
                  const [sort, by] = value.split(':');
                  go({ sort, by, page: undefined });
                }}
              />
            </div>
            {listing.notFound ? (
              <div className={looks.alert} role="alert" aria-labelledby="catalogue-not-found">
                <div className={looks.alertBody}>
                  <span className={looks.alertTitle} id="catalogue-not-found">
                    Ничего не найдено
                  </span>
                  <div className={looks.alertMessage}>
                    Измените условия поиска или сбросьте фильтры.{' '}
                    <AppLink
                      to={canonicalPath(location.pathname)}
                      className={`mantine-focus-auto ${plain.anchor} ${plain.sm}`}
                    >
                      Сбросить
                    </AppLink>
                  </div>
                </div>
              </div>
            ) : (
              <ProductGrid items={listing.catalogItems} />
            )}
            <ListPagination
              page={current}
              pages={paginatorData.paginator.pages}
              label="Страницы каталога"
              start
            />
            {listing.categoryText.description && (
              <p className={`${plain.text} ${plain.dimmed} ${plain.sm} ${page.note}`}>
                {listing.categoryText.description}
              </p>
            )}
            <p className={`${plain.text} ${plain.dimmed} ${plain.sm}`}>{listing.categoryText.text}</p>
          </div>
        </div>
        <OfferStrips monthly={listing.monthly} special={listing.special} buyNow={listing.buyNow} />
        <SellersBlock sellers={listing.sellers} />
        {banners.length > 0 && (
          <div className={`${plain.group} ${page.banners}`} data-single={banners.length === 1 || undefined}>
            {banners.map((banner) => (
              <AppLink key={banner.id} to={banner.url} className={`${plain.card} ${plain.cardLg}`}>
                <p className={`${plain.text} ${page.bannerTitle}`}>{banner.title}</p>
                <p className={`${plain.text} ${plain.sm} ${plain.dimmed} ${page.bannerText}`}>
                  {banner.text}
                </p>
              </AppLink>
            ))}
          </div>
        )}
      </div>
      {filterDrawerWanted && (
        <FilterDrawer
          fields={listing.filterData}
          count={listing.countCollection}
          opened={filtersOpened}
          onClose={() => setFiltersOpened(false)}
        />
      )}
    </div>
  );
}
