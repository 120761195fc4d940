import { reference } from '@agrolease/contracts';
import type { ReactNode } from 'react';
import { data } from 'react-router';
import type { PageCacheHandle } from '../../page-cache-key';
import { CategoryTiles } from '../components/home/category-tiles';
import { Hero } from '../components/home/hero';
import classes from '../components/home/home.module.css';
import { LeasingSteps } from '../components/home/leasing-steps';
import { NewsTeaser } from '../components/home/news-teaser';
import { OfferCards } from '../components/home/offer-cards';
import plain from '../components/plain/plain.module.css';
import { AppLink } from '../components/routing/app-link';
import { getGateway } from '../lib/gateway.server';
import { guestPageHeaders } from '../lib/guest-page-headers.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/home';

export async function loader({ context, request }: Route.LoaderArgs) {
  return data(await getGateway(context).call(reference.main), { headers: guestPageHeaders(request) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * Every guest gets the same home page (the city, cart and favourites are filled in the browser):
 * guests share one kept copy, whatever the query (decisions 0074, 0097).
 */
export const handle: PageCacheHandle = { pageCache: { query: [] } };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Лизинг сельскохозяйственной техники',
    description:
      'Государственная лизинговая компания: более 20 000 единиц сельхозтехники от 1 000 поставщиков, онлайн-заявка, калькулятор лизинга и электронное подписание договора.',
  });

function Section({
  title,
  link,
  children,
}: {
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={`${plain.container} ${classes.section}`}>
      <div className={`${plain.stack} ${classes.sectionBody}`}>
        <div className={`${plain.group} ${classes.sectionHead}`}>
          <h2 className={`${plain.h2} ${classes.sectionTitle}`}>{title}</h2>
          {link && (
            <AppLink to={link.to} className={`mantine-focus-auto ${plain.anchor} ${classes.sectionLink}`}>
              {link.label}
            </AppLink>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, categories, offers, news } = loaderData;
  return (
    <>
      <Hero hero={hero} />
      <Section title="Каталог техники" link={{ to: '/catalog/', label: 'Весь каталог' }}>
        <CategoryTiles categories={categories} />
      </Section>
      {offers.length > 0 && (
        <Section title="Специальные предложения" link={{ to: '/specialoffers/', label: 'Все предложения' }}>
          <OfferCards offers={offers} />
        </Section>
      )}
      <Section title="Как получить технику в лизинг">
        <LeasingSteps />
      </Section>
      {news.length > 0 && (
        <Section title="Новости" link={{ to: '/company/smi/', label: 'Все новости' }}>
          <NewsTeaser news={news} />
        </Section>
      )}
    </>
  );
}
