import { sale } from '@agrolease/contracts';
import { pluralRu } from '@agrolease/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { publicBreadcrumbs } from '../../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import page from '../../components/catalogue/catalogue-page.module.css';
import { useHydrated } from '../../components/deferred/deferred';
import { CategoryPills } from '../../components/listing/category-pills';
import { ListPagination } from '../../components/listing/list-pagination';
import { useListingFilter } from '../../components/listing/listing-filter';
import looks from '../../components/plain/looks.module.css';
import { NativeSelect } from '../../components/plain/native-select';
import plain from '../../components/plain/plain.module.css';
import { AppLink } from '../../components/routing/app-link';
import { SaleGrid } from '../../components/sale/sale-card';
import { SaleFilters } from '../../components/sale/sale-filters';
import classes from '../../components/sale/sale-page.module.css';
import { getGateway } from '../../lib/gateway.server';
import { listingQuery, orUnfilteredList } from '../../lib/listing.server';
import { orNotFound } from '../../lib/not-found.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/catalog';

const QUERY_PARAMS = ['region', 'year_from', 'year_to', 'price_from', 'price_to', 'sort', 'by', 'page'];
const PAGE_SIZE = 24;
const SPECIAL_OFFERS = 4;

/** /sale/catalog/ and /sale/catalog/{category}/: the used-property catalogue (spec 1 §2). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // 24 fills whole rows of the 2-, 3- and 4-column grid; the call's own default stays 25.
  const query = listingQuery(url, QUERY_PARAMS, PAGE_SIZE);
  if (params.category) query.category = params.category;
  const gateway = getGateway(context);
  const [page, texts, documents, offers] = await orUnfilteredList(
    url,
    Promise.all([
      orNotFound(gateway.call(sale.saleCatalogV2, query)),
      gateway.call(sale.getSaleTexts),
      gateway.call(sale.getSaleDocuments),
      gateway.call(sale.getSaleSpecialOfferProducts, { limit: SPECIAL_OFFERS }),
    ]),
  );
  return {
    page,
    texts,
    documents: documents.items,
    offers: offers.items,
    category: params.category ?? null,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const text = args.data?.page.categoryText;
  return pageMeta(args, {
    title: text?.title ?? 'Продажа имущества с пробегом',
    description:
      text?.description ??
      'Техника после лизинга: тракторы, комбайны, грузовики и спецтехника с проверенной историей.',
  });
};

const SORT_VALUE = (sort: string, by: string) => `${sort}:${by}`;

function SortSelect({ options }: { options: { sort: string; by: string; title: string }[] }) {
  const { params, applyFilter } = useListingFilter();
  const current = SORT_VALUE(params.get('sort') ?? 'date', params.get('by') ?? 'desc');
  const hydrated = useHydrated();
  return (
    // The browser's own select (no combobox code on the page: decision 0081), live once hydrated.
    <NativeSelect
      aria-label="Сортировка"
      disabled={!hydrated}
      className={classes.sort}
      options={options.map((option) => ({ value: SORT_VALUE(option.sort, option.by), label: option.title }))}
      value={current}
      onChange={(value) => {
        const [sort = 'date', by = 'desc'] = value.split(':');
        applyFilter({ sort, by });
      }}
    />
  );
}

/** Plain elements in Mantine's look (decision 0134): no Mantine code in the page's first load. */
export default function SaleCatalog({ loaderData, matches }: Route.ComponentProps) {
  const { page: list, texts, documents, offers, category } = loaderData;
  const origin = (matches[0]?.data as { origin?: string } | undefined)?.origin;
  const crumbs = publicBreadcrumbs([
    { title: 'Продажа имущества', href: '/sale/catalog/' },
    ...(category ? [{ title: list.categoryText.title, href: `/sale/catalog/${category}/` }] : []),
  ]);
  const total = list.countCollection;
  return (
    <div className={`${plain.container} ${page.page}`}>
      <div className={`${plain.stack} ${page.body}`}>
        <Breadcrumbs items={crumbs} origin={origin} />
        <div>
          <h1 className={`${plain.h1} ${page.title}`}>{list.categoryText.title}</h1>
          <p className={`${plain.text} ${plain.dimmed} ${classes.intro}`}>{list.categoryText.description}</p>
        </div>
        <CategoryPills
          label="Категории продажи"
          allHref="/sale/catalog/"
          current={category}
          items={list.filterData.categories.map((item) => ({ ...item, href: item.url }))}
        />
        <div className={classes.columns}>
          <div className={classes.filters}>
            <SaleFilters key={`${category}`} filterData={list.filterData} />
          </div>
          <div className={classes.results}>
            <div className={`${plain.group} ${classes.toolbar}`}>
              <p className={`${plain.text} ${classes.count}`} data-testid="sale-count">
                {total} {pluralRu(total, ['лот', 'лота', 'лотов'])}
              </p>
              <SortSelect options={list.sortData} />
            </div>
            {list.items.length > 0 ? (
              <div data-testid="sale-results">
                <SaleGrid lots={list.items} />
              </div>
            ) : (
              <div className={classes.empty}>
                <p className={`${plain.text} ${classes.emptyTitle}`}>По вашему запросу ничего не найдено</p>
                <p className={`${plain.text} ${plain.sm} ${plain.dimmed} ${classes.emptyText}`}>
                  Измените фильтры или посмотрите все лоты.
                </p>
                <AppLink
                  to="/sale/catalog/"
                  className={`mantine-focus-auto mantine-active ${plain.button} ${looks.buttonLight} ${classes.emptyAction}`}
                >
                  <span className={plain.buttonInner}>
                    <span className={plain.buttonLabel}>Все лоты</span>
                  </span>
                </AppLink>
              </div>
            )}
            <ListPagination
              page={list.paginatorData.paginator.page}
              pages={list.paginatorData.paginator.pages}
            />
          </div>
        </div>
        {offers.length > 0 && (
          <div className={classes.offers}>
            <h2 className={`${plain.h2} ${classes.offersTitle}`}>Сниженные цены</h2>
            <SaleGrid lots={offers} />
          </div>
        )}
        <div className={classes.howTo}>
          <h2 className={`${plain.h2} ${classes.howToTitle}`}>{texts.title}</h2>
          <p className={`${plain.text} ${plain.dimmed} ${classes.howToText}`}>{texts.description}</p>
          <div className={classes.steps}>
            {texts.steps.map((step, index) => (
              <div key={step.title}>
                <p className={`${plain.text} ${classes.stepNumber}`}>{index + 1}</p>
                <p className={`${plain.text} ${classes.stepTitle}`}>{step.title}</p>
                <p className={`${plain.text} ${plain.sm} ${plain.dimmed} ${classes.stepText}`}>{step.text}</p>
              </div>
            ))}
          </div>
          <div className={`${plain.group} ${classes.documents}`}>
            {documents.map((document) => (
              <a
                key={document.url}
                href={document.url}
                target="_blank"
                rel="noreferrer"
                className={`mantine-focus-auto ${plain.anchor} ${plain.sm}`}
              >
                <span className={classes.documentInner}>
                  <IconFileTypePdf size={18} />
                  {document.title}
                </span>
              </a>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
