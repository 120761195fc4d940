import { content } from '@agrolease/contracts';
import { setAgentshipCall, ZAgentshipForm } from '@agrolease/contracts/services';
import { IconFileTypePdf, IconFileWord } from '@tabler/icons-react';
import classes from '../../components/content/content.module.css';
import { HtmlContent } from '../../components/content/html-content';
import { PageShell } from '../../components/content/page-shell';
import { trailOf } from '../../components/content/sections';
import { hydrateLater } from '../../components/deferred/hydrate-later';
import { NAME_FIELD, PHONE_FIELD } from '../../components/forms/contact-fields';
import plain from '../../components/plain/plain.module.css';
import { submitServiceForm } from '../../lib/form-action.server';
import { getGateway } from '../../lib/gateway.server';
import { loadPageInfo, pathOf } from '../../lib/page-info.server';
import { readForm } from '../../lib/request-form.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/content-page';

/** Document packages and selling points shown under the text of some pages. */
const PACKAGES: Record<string, string> = {
  '/client/docs/': 'client_docs',
  '/investors/reports/': 'investors_reports',
  '/investors/insiders/': 'investors_insiders',
  '/company/tenders/': 'tenders',
  '/providers/partnership/': 'providers',
  '/documentflow/': 'documentflow',
};
const SELLING_POINTS: Record<string, string> = {
  '/company/': 'main',
  '/client/': 'main',
  '/providers/partnership/': 'providers',
  '/providers/agentship/': 'agents',
};

/** Any page of the content table (company, client, investors, partners, document flow). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pathOf(request);
  const gateway = getGateway(context);
  const [page, documents, sellingPoints] = await Promise.all([
    loadPageInfo(context, { url: path }),
    PACKAGES[path] ? gateway.call(content.getPackageByCode, { code: PACKAGES[path] }) : undefined,
    SELLING_POINTS[path] ? gateway.call(content.getUTPByCode, { code: SELLING_POINTS[path] }) : undefined,
  ]);
  return { page, documents: documents?.items ?? [], sellingPoints: sellingPoints?.items ?? [] };
}

const AGENTSHIP_PAGE = '/providers/agentship/';

/** The agentship request form: rendered by the server, its Mantine inputs hydrated when their chunk arrives. */
const ContactForm = hydrateLater(() =>
  import('../../components/forms/contact-form').then((module) => module.ContactForm),
);

/** The agentship page carries a request form (SetAgentshipCall); other content pages take no posts. */
export async function action({ request, context }: Route.ActionArgs) {
  if (pathOf(request) !== AGENTSHIP_PAGE) throw new Response(null, { status: 405 });
  return submitServiceForm(context, setAgentshipCall, ZAgentshipForm, await readForm(request));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.page.meta_title ?? 'Агролизинг',
    description: args.data?.page.meta_description ?? '',
  });

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, documents, sellingPoints } = loaderData;
  return (
    <PageShell
      trail={trailOf(page.url, page.h1)}
      title={page.h1}
      lead={page.description}
      date={page.type === 'article' ? page.date : undefined}
    >
      {sellingPoints.length > 0 && (
        <div className={classes.points}>
          {sellingPoints.map((point) => (
            <div key={point.title} className={`${plain.card} ${classes.point}`}>
              <p className={`${plain.text} ${classes.pointTitle}`}>{point.title}</p>
              <p className={`${plain.text} ${plain.sm} ${plain.dimmed} ${classes.pointText}`}>{point.text}</p>
            </div>
          ))}
        </div>
      )}
      <div className={`${plain.stack} ${classes.body}`}>
        {page.h2 && <h2 className={`${plain.h2} ${classes.h2}`}>{page.h2}</h2>}
        <HtmlContent html={page.content} />
        <HtmlContent html={page.customHTMl} />
      </div>
      {page.url === AGENTSHIP_PAGE && (
        <div className={classes.formPaper}>
          <h2 className={`${plain.h2} ${classes.formTitle}`}>Стать агентом</h2>
          <ContactForm
            schema={() => import('@agrolease/contracts/services').then((module) => module.ZAgentshipForm)}
            fields={[
              NAME_FIELD,
              PHONE_FIELD,
              { name: 'email', label: 'Электронная почта', type: 'email', autoComplete: 'email' },
              { name: 'company', label: 'Компания или ИП' },
              { name: 'region', label: 'Регион работы' },
            ]}
            submitLabel="Отправить заявку"
            acceptedText="Менеджер по работе с агентами свяжется с вами в течение двух рабочих дней."
          />
        </div>
      )}
      {documents.length > 0 && (
        <div className={`${plain.stack} ${classes.documents}`}>
          <h2 className={`${plain.h2} ${classes.h2}`}>Документы</h2>
          <ul className={classes.list}>
            {documents.map((document) => {
              const pdf = document.mimeType === 'application/pdf';
              return (
                <li key={document.code}>
                  <div className={`${plain.group} ${classes.document}`}>
                    <span className={`${plain.themeIcon} ${classes.documentIcon}`}>
                      {pdf ? <IconFileTypePdf size={20} /> : <IconFileWord size={20} />}
                    </span>
                    <a href={document.url} download className={`mantine-focus-auto ${plain.anchor}`}>
                      {document.title}
                    </a>
                    <span className={`${plain.badge} ${classes.documentBadge}`}>
                      <span className={plain.badgeLabel}>{pdf ? 'PDF' : 'DOCX'}</span>
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </PageShell>
  );
}
