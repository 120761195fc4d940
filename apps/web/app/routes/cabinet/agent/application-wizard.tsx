import { agent, isGatewayError } from '@agrolease/contracts';
import { agentApplicationWizardUrl } from '@agrolease/contracts/agent-values';
import type { TApplicationReply } from '@agrolease/contracts/application';
import { Alert } from '@mantine/core';
import { data } from 'react-router';
import { ApplicationWizardView } from '../../../components/application/application-wizard-view';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { Stack } from '../../../components/plain/mantine-markup';
import { wizardShouldRevalidate } from '../../../components/wizard/use-wizard';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/application-wizard';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Заявка на лизинг для контрагента',
    description: 'Агент заполняет заявку на лизинг от имени компании.',
  }),
  { name: 'robots', content: 'noindex' },
];

const positive = (value: string | null) =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

/**
 * The client's eight-step wizard on the contractor's behalf (decision 0108): one of the agent's
 * applications (AgentApplicationWizard); another agent's is 404. The draft is started from the
 * contractor's card; this page never creates one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const idObject = positive(url.searchParams.get('id_object'));
  if (!idObject) throw data(null, { status: 404 });
  const step = positive(url.searchParams.get('step'));
  const gateway = getGateway(context);
  try {
    const [reply, shown] = await Promise.all([
      gateway.call(agent.agentApplicationWizard, { id_object: idObject, ...(step ? { step } : {}) }),
      gateway.call(agent.agentApplication, { id: idObject }),
    ]);
    return { reply: reply as TApplicationReply, contractor: shown.item.contractor };
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const shouldRevalidate = wizardShouldRevalidate;

export default function AgentApplicationWizard({ loaderData }: Route.ComponentProps) {
  const { reply, contractor } = loaderData;
  const id = reply.wizard.id_object ?? 0;
  return (
    <Stack gap="lg">
      <CabinetCrumbs
        trail={[
          { title: 'Заявки', href: '/cabinet/v2/agent/applications' },
          { title: reply.title, href: `/cabinet/v2/agent/applications/${id}` },
          { title: 'Заполнение', href: agentApplicationWizardUrl(id, reply.wizard.step) },
        ]}
      />
      {!contractor.verified && reply.wizard.step < 8 && (
        <Alert color="orange" title="Компания ещё не проверена" data-testid="unverified-send-notice">
          «{contractor.title}» введена вручную: заполняйте заявку, черновик сохраняется. Отправить её на
          подпись можно будет после проверки компании менеджером Агролизинга, вам придёт сообщение.
        </Alert>
      )}
      <ApplicationWizardView initial={reply} side="agent" company={contractor.title} />
    </Stack>
  );
}
