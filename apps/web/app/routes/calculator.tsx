import '@mantine/charts/styles.css';
import { calculator, isGatewayError } from '@agrolease/contracts';
import {
  Alert,
  Button,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconAlertCircle, IconFileTypePdf, IconSend } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
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
import { ScheduleTable } from '../components/calculator/schedule-table';
import { useCalculation } from '../components/calculator/use-calculation';
import { getGateway } from '../lib/gateway.server';
import { pageMeta } from '../lib/seo';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/calculator';

const TITLE = 'Калькулятор лизинга';

// The chart draws only in the browser (it measures its box), so the server neither renders
// nor even loads recharts: the page's server module starts faster.
const ScheduleChart = lazy(() =>
  import('../components/calculator/schedule-chart').then((module) => ({ default: module.ScheduleChart })),
);
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
  return { init, categories: items, conditions, defaults, state, result };
}

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
  const mounted = useMounted();
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
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs
          items={publicBreadcrumbs([{ title: TITLE, href: '/calculator/' }])}
          origin={root?.origin}
        />
        <div>
          <Title order={1} fz={{ base: 26, sm: 36 }}>
            {TITLE}
          </Title>
          <Text c="dimmed" mt={6} maw={720}>
            Предварительный расчёт лизинга сельхозтехники. Точные условия менеджер подготовит после заявки.
          </Text>
        </div>

        <Grid gap={{ base: 'md', md: 'xl' }} className={classes.layout}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
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
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p={{ base: 'md', sm: 'xl' }} className={classes.summary} bg="gray.0">
              <Stack gap="md">
                <Group justify="space-between">
                  <Text fw={700}>Результат расчёта</Text>
                  {pending && <Loader size="xs" aria-label="Пересчёт" />}
                </Group>
                {error && (
                  <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                    {error}
                  </Alert>
                )}
                {result && <CalculatorFigures result={result} seasonal={state.repayment_code === '9'} />}
                <Stack gap="xs">
                  <Button
                    component={Link}
                    to={`/cabinet/v2/client/apps/deal/create?${query}`}
                    size="md"
                    leftSection={<IconSend size={18} />}
                  >
                    Подать заявку
                  </Button>
                  <Button
                    component="a"
                    href={`/srv/CalcPdf?${query}`}
                    download
                    variant="default"
                    leftSection={<IconFileTypePdf size={18} />}
                  >
                    Скачать предложение (PDF)
                  </Button>
                </Stack>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>

        {result && (
          <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Title order={2} fz={{ base: 20, sm: 24 }}>
                График платежей
              </Title>
              {mounted ? (
                <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
                  <ScheduleChart schedule={result.schedule} height={CHART_HEIGHT} />
                </Suspense>
              ) : (
                <Skeleton h={CHART_HEIGHT} />
              )}
              <ScheduleTable schedule={result.schedule} />
            </Stack>
          </Paper>
        )}
        <Text fz="xs" c="dimmed" maw={900}>
          Налоговая экономия рассчитана для лизингополучателя на общей системе налогообложения: НДС 20/120 от
          лизинговых платежей, налог на прибыль 25 % от платежей без НДС. Расчёт не является публичной
          офертой.
        </Text>
      </Stack>
    </Container>
  );
}
