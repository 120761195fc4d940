import { application as applicationCalls, isGatewayError } from '@agrolease/contracts';
import type { TApplicationReply } from '@agrolease/contracts/application';
import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { data, Form, redirect, type ShouldRevalidateFunction, useNavigation } from 'react-router';
import { ApplicationWizardView } from '../../../components/application/application-wizard-view';
import { PageTitle, Paper, Stack, Text } from '../../../components/plain/mantine-markup';
import { wizardShouldRevalidate } from '../../../components/wizard/use-wizard';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import { requireViewer } from '../../../lib/session.server';
import type { Route } from './+types/application-wizard';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Заявка на лизинг', description: 'Оформление заявки на лизинг техники.' }),
  { name: 'robots', content: 'noindex' },
];

const positive = (value: string | null) =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

/** The page of a draft that needs the simple e-signature agreements first (spec 2 §6 errcode). */
function agreementsRedirect(error: unknown, back: string): void {
  if (isGatewayError(error) && error.reply.errcode === 'agreements')
    throw redirect(`/pd/?back=${encodeURIComponent(back)}`);
}

/**
 * The wizard's step for the address's step and id_object. Without id_object the page only
 * offers to start one: a draft is created by the form's POST (the action), never by opening
 * an address, which prefetching and crawlers do (decision 0079).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const idObject = positive(url.searchParams.get('id_object'));
  const step = positive(url.searchParams.get('step'));
  if (!idObject) return { reply: null };
  try {
    const reply = await getGateway(context).call(applicationCalls.applicationWizard, {
      id_object: idObject,
      ...(step ? { step } : {}),
    });
    return { reply: reply as TApplicationReply };
  } catch (error) {
    agreementsRedirect(error, url.pathname + url.search);
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** "Создать заявку": the gateway creates the draft, and the address takes its id at once. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  try {
    const reply = await getGateway(context).call(applicationCalls.applicationWizard, {});
    return redirect(applicationCalls.applicationWizardUrl(reply.wizard.id_object ?? 0, reply.wizard.step));
  } catch (error) {
    agreementsRedirect(error, new URL(request.url).pathname);
    throw error;
  }
}

/** From the start page (no draft yet) the created draft always loads; then as every wizard. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.currentUrl.searchParams.has('id_object') ? wizardShouldRevalidate(args) : args.defaultShouldRevalidate;

/** Before a draft exists: one button that creates it (a POST, decision 0079). */
function StartApplication() {
  const navigation = useNavigation();
  return (
    <Stack gap="lg">
      <PageTitle>Новая заявка на лизинг</PageTitle>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Form method="post">
          <Stack gap="md" align="flex-start">
            <Text>
              Заявка заполняется за восемь шагов: техника из каталога, доставка, условия лизинга, сведения о
              компании и документы. Черновик сохраняется, к нему можно вернуться в разделе «Заявки».
            </Text>
            <Button
              type="submit"
              rightSection={<IconArrowRight size={18} />}
              loading={navigation.state !== 'idle'}
            >
              Создать заявку
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}

/** The lease application wizard: eight steps rendered by DynamicForm (decision 0062). */
export default function ApplicationWizardPage({ loaderData }: Route.ComponentProps) {
  return loaderData.reply ? <ApplicationWizardView initial={loaderData.reply} /> : <StartApplication />;
}
