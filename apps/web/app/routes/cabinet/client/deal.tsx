import { deal as dealCalls } from '@agrolease/contracts';
import { redirect } from 'react-router';
import { DealWizardView, dealWizardShouldRevalidate } from '../../../components/cabinet/deal-wizard-view';
import { dealWizardAction } from '../../../lib/deal-wizard-action.server';
import { getGateway } from '../../../lib/gateway.server';
import { idParam } from '../../../lib/not-found.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/deal';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Сделка', description: 'Сделка по лизингу: условия, договор, документы.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const requested = Number(new URL(request.url).searchParams.get('step')) || undefined;
  const gateway = getGateway(context);
  const wizard = await gateway.call(dealCalls.cabinetDealWizard, {
    id_object: id,
    method: 'get',
    step: requested,
  });
  // spec 2 §4: a reply at another step than the one asked for is asked again at its own step.
  if (requested !== undefined && wizard.wizard.step !== requested) throw redirect(wizard.wizard.url);
  const shipping =
    wizard.id_shipping === null
      ? null
      : await gateway.call(dealCalls.getDealShippingCost, { id_shipping: wizard.id_shipping });
  return { wizard, shipping };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idParam(params.id);
  return dealWizardAction(request, (fields, method) =>
    getGateway(context).call(dealCalls.cabinetDealWizard, { ...fields, id_object: id, method } as never),
  );
}

export const shouldRevalidate = dealWizardShouldRevalidate;

/** The client's deal wizard (spec 1 §4). */
export default function ClientDeal({ loaderData: { wizard, shipping } }: Route.ComponentProps) {
  return (
    <DealWizardView
      reply={wizard}
      shipping={shipping}
      orderHref={wizard.order ? `/cabinet/v2/client/orders/${wizard.order.id}` : undefined}
      signHref="/cabinet/v2/client/documents"
    />
  );
}
