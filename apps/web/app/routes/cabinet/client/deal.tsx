import { deal as dealCalls, isGatewayError, supplierReviews } from '@agrolease/contracts';
import { data, redirect } from 'react-router';
import { type DealReviewResult, DealReviews } from '../../../components/cabinet/deal-reviews';
import { DealWizardView, dealWizardShouldRevalidate } from '../../../components/cabinet/deal-wizard-view';
import { Stack } from '../../../components/plain/mantine-markup';
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
  // Reviews of the deal's machines (decision 0112), asked beside the wizard: it stands without them.
  const reviews = gateway.call(supplierReviews.cabinetDealReviews, { id_object: id }).catch(() => null);
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
  return { wizard, shipping, reviews: await reviews };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idParam(params.id);
  const peek = await request.clone().formData();
  if (peek.get('intent') === 'review') {
    try {
      await getGateway(context).call(supplierReviews.cabinetDealReview, {
        id_object: id,
        id_product: String(peek.get('id_product') ?? ''),
        rating: String(peek.get('rating') ?? ''),
        text: String(peek.get('text') ?? ''),
      } as never);
      return data<DealReviewResult>({ ok: true, intent: 'review' });
    } catch (error) {
      if (isGatewayError(error) && error.status < 500) {
        const errors = Object.fromEntries(error.reply.errors_list.map((item) => [item.prop, item.error]));
        return data<DealReviewResult>(
          { ok: false, intent: 'review', message: error.reply.error_message, errors },
          { status: error.status },
        );
      }
      throw error;
    }
  }
  return dealWizardAction(request, (fields, method) =>
    getGateway(context).call(dealCalls.cabinetDealWizard, { ...fields, id_object: id, method } as never),
  );
}

export const shouldRevalidate = dealWizardShouldRevalidate;

/** The client's deal wizard (spec 1 §4). */
export default function ClientDeal({ loaderData: { wizard, shipping, reviews } }: Route.ComponentProps) {
  return (
    <Stack gap="xl">
      <DealWizardView
        reply={wizard}
        shipping={shipping}
        orderHref={wizard.order ? `/cabinet/v2/client/orders/${wizard.order.id}` : undefined}
        signHref="/cabinet/v2/client/documents"
      />
      <DealReviews reply={reviews} />
    </Stack>
  );
}
