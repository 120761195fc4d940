import { calculator, isGatewayError } from '@agrolease/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { data, useRouteLoaderData } from 'react-router';
import type { PageCacheHandle } from '../../page-cache-key';
import { publicBreadcrumbs } from '../components/breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs';
import classes from '../components/calculator/calculator.module.css';
import { CalculatorFigures } from '../components/calculator/calculator-figures';
import { CalculatorForm } from '../components/calculator/calculator-form';
import {
  type CalculatorBounds,
  type CalculatorState,
  calcParams,
  calcQuery,
  clampToBounds,
  stateFromSearch,
} from '../components/calculator/calculator-state';
import { ScheduleChart } from '../components/calculator/schedule-chart';
import { ScheduleTable } from '../components/calculator/schedule-table';
import { useCalculation } from '../components/calculator/use-calculation';
import plain from '../components/plain/plain.module.css';
import { AppLink } from '../components/routing/app-link';
import { getGateway } from '../lib/gateway.server';
import { guestPageHeaders } from '../lib/guest-page-headers.server';
import { pageMeta } from '../lib/seo';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/calculator';

const TITLE = 'Калькулятор лизинга';

const CHART_HEIGHT = 260;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: TITLE,
    description:
      'Рассчитайте ежемесячный платёж, сумму договора и налоговую экономию при лизинге сельхозтехники: аннуитетный, регрессивный и сезонный график, льготная ставка с господдержкой.',
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  const gateway = getGateway(context);
  const search = new URL(request.url).searchParams;
  const [init, { items }] = await Promise.all([
    gateway.call(calculator.calcInit, { isshtp: search.get('isshtp') === '1' ? '1' : undefined }),
    gateway.call(calculator.calcListCategory),
  ]);
  const conditions = await Promise.all(
    items.map((item) => gateway.call(calculator.getBorderConditions, { guid_category: item.guid })),
  );
  const defaults: CalculatorBounds = {
    min_advance: init.limits.advance.min,
    max_advance: init.limits.advance.max,
    min_term: init.limits.term.min,
    max_term: init.limits.term.max,
  };
  const boundsOf = (guid: string | null) =>
    conditions.find((item) => item.guid_category === guid) ?? defaults;
  const initial: CalculatorState = {
    ...init.initialValues,
    state_support: init.initialValues.state_support === '1',
  };
  let state = stateFromSearch(initial, search, boundsOf);
  if (state.guid_category && !conditions.some((item) => item.guid_category === state.guid_category)) {
    state = { ...state, guid_category: null };
  }
  let result = null;
  try {
    result = await gateway.call(calculator.calc, calcParams(state));
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    state = clampToBounds(initial, defaults);
    result = await gateway.call(calculator.calc, calcParams(state));
  }
  return data(
    { init, categories: items, conditions, defaults, state, result },
    { headers: guestPageHeaders(request) },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * Every visitor gets the same calculation for the same link (nothing in it is the visitor's):
 * the page is kept per the parameters stateFromSearch and the loader read (decisions 0074, 0157).
 */
export const handle: PageCacheHandle = {
  pageCache: {
    query: [
      'isshtp',
      'price',
      'advance',
      'term',
      'repayment_code',
      'RegressionCoef',
      'months',
      'guid_category',
      'state_support',
      'id_programme',
    ],
  },
};

/**
 * Keeps the chosen inputs in the address bar (replacing the entry, no reload and no loader
 * run), so a reload, a bookmark or a shared link opens the same calculation.
 */
function useStateInAddress(query: string) {
  const initial = useRef(query);
  useEffect(() => {
    if (query === initial.current) return;
    initial.current = '';
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}`);
  }, [query]);
}

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { init, categories, conditions, defaults } = loaderData;
  const [state, setState] = useState<CalculatorState>(loaderData.state);
  const bounds = useMemo(
    () => conditions.find((item) => item.guid_category === state.guid_category) ?? defaults,
    [conditions, defaults, state.guid_category],
  );
  const query = calcQuery(state);
  const { result, pending, error } = useCalculation(query, loaderData.result);
  useStateInAddress(query);

  const change = (patch: Partial<CalculatorState>) =>
    setState((previous) => {
      const next = { ...previous, ...patch };
      if (patch.guid_category === undefined) return next;
      const nextBounds = conditions.find((item) => item.guid_category === next.guid_category) ?? defaults;
      return clampToBounds(next, nextBounds);
    });

  return (
    <div className={`${plain.container} ${plain.stack} ${classes.page}`}>
      <Breadcrumbs
        items={publicBreadcrumbs([{ title: TITLE, href: '/calculator/' }])}
        origin={root?.origin}
      />
      <div>
        <h1 className={`${plain.h1} ${classes.title}`}>{TITLE}</h1>
        <p className={`${plain.text} ${plain.dimmed} ${classes.lead}`}>
          Предварительный расчёт лизинга сельхозтехники. Точные условия менеджер подготовит после заявки.
        </p>
      </div>

      <div className={classes.layout}>
        <div className={classes.formColumn}>
          <div className={classes.paper}>
            <CalculatorForm
              state={state}
              bounds={bounds}
              onChange={change}
              options={{
                categories,
                programmes: init.programmes,
                priceLimits: init.limits.price,
                coefLimits: init.limits.RegressionCoef,
              }}
            />
          </div>
        </div>
        <div className={classes.resultColumn}>
          <div className={`${classes.paper} ${classes.summary}`}>
            <div className={`${plain.stack} ${classes.gapMd}`}>
              <div className={`${plain.group} ${classes.between}`}>
                <p className={`${plain.text} ${classes.strong}`}>Результат расчёта</p>
                {pending && <span className={classes.loader} role="status" aria-label="Пересчёт" />}
              </div>
              {error && (
                <div className={classes.alert} role="alert">
                  <span className={classes.alertIcon}>
                    <span className={classes.iconAlert} />
                  </span>
                  {error}
                </div>
              )}
              {result && <CalculatorFigures result={result} seasonal={state.repayment_code === '9'} />}
              <div className={`${plain.stack} ${classes.actions}`}>
                <AppLink
                  to={`/cabinet/v2/client/apps/deal/create?${query}`}
                  className={`mantine-focus-auto mantine-active ${plain.button} ${plain.buttonMd} ${plain.withIcon}`}
                >
                  <span className={plain.buttonInner}>
                    <span className={plain.buttonIcon}>
                      <span className={classes.iconSend} />
                    </span>
                    <span className={plain.buttonLabel}>Подать заявку</span>
                  </span>
                </AppLink>
                <a
                  href={`/srv/CalcPdf?${query}`}
                  download
                  className={`mantine-focus-auto mantine-active ${plain.buttonDefault} ${plain.withIcon}`}
                >
                  <span className={plain.buttonInner}>
                    <span className={plain.buttonIcon}>
                      <span className={classes.iconPdf} />
                    </span>
                    <span className={plain.buttonLabel}>Скачать предложение (PDF)</span>
                  </span>
                </a>
              </div>
            </div>
          </div>
        </div>
      </div>

      {result && (
        <div className={classes.paper}>
          <div className={`${plain.stack} ${classes.gapMd}`}>
            <h2 className={`${plain.h2} ${classes.h2}`}>График платежей</h2>
            <ScheduleChart schedule={result.schedule} height={CHART_HEIGHT} />
            <ScheduleTable schedule={result.schedule} />
          </div>
        </div>
      )}
      <p className={`${plain.text} ${plain.xs} ${plain.dimmed} ${classes.note}`}>
        Налоговая экономия рассчитана для лизингополучателя на общей системе налогообложения: НДС 20/120 от
        лизинговых платежей, налог на прибыль 25 % от платежей без НДС. Расчёт не является публичной офертой.
      </p>
    </div>
  );
}
