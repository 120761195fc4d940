import controls from '../header/controls.module.css';
import { FREE_PHONE } from '../header/free-phone';
import { Logo } from '../header/logo';
import { AppLink } from '../routing/app-link';
import { FooterLegal } from './footer-legal';
import classes from './site-footer.module.css';

type FooterColumn = { title: string; links: { to: string; label: string }[] };

const COLUMNS: FooterColumn[] = [
  {
    title: 'Компания',
    links: [
      { to: '/company/', label: 'О компании' },
      { to: '/company/history/', label: 'История' },
      { to: '/company/smi/', label: 'Новости' },
      { to: '/company/career/', label: 'Карьера' },
      { to: '/company/tenders/', label: 'Закупки' },
      { to: '/company/contacts/', label: 'Контакты и филиалы' },
      { to: '/company/championship/', label: 'Чемпионат пахарей' },
    ],
  },
  {
    title: 'Клиентам',
    links: [
      { to: '/catalog/', label: 'Каталог техники' },
      { to: '/calculator/', label: 'Калькулятор лизинга' },
      { to: '/specialoffers/', label: 'Специальные предложения' },
      { to: '/sale/catalog/', label: 'Продажа имущества' },
      { to: '/client/faq/', label: 'Вопросы и ответы' },
      { to: '/client/services/fines/', label: 'Проверка штрафов' },
    ],
  },
  {
    title: 'Поставщикам и агентам',
    links: [
      { to: '/providers/partnership/', label: 'Как стать поставщиком' },
      { to: '/providers/agentship/', label: 'Как стать агентом' },
      { to: '/providers/catalog/', label: 'Каталог поставщиков' },
      { to: '/documentflow/', label: 'Электронный документооборот' },
    ],
  },
  {
    title: 'Инвесторам',
    links: [
      { to: '/investors/', label: 'Раскрытие информации' },
      { to: '/investors/bonds/', label: 'Облигации' },
      { to: '/investors/ratings/', label: 'Кредитные рейтинги' },
      { to: '/investors/reports/', label: 'Отчётность' },
    ],
  },
];

/**
 * Mobile app stores (spec 1 §1: Android, iOS and two further stores). The direct package
 * download is left out while there is no package to serve (decision 0089).
 */
const APP_STORES = [
  { href: 'https://play.google.com/store/apps/', label: 'Google Play' },
  { href: 'https://apps.apple.com/ru/app/', label: 'App Store' },
  { href: 'https://appgallery.huawei.com/', label: 'AppGallery' },
  { href: 'https://www.rustore.ru/', label: 'RuStore' },
];

/** One titled column of the footer's site links, a navigation landmark named by its title. */
function LinkColumn({ title, links }: FooterColumn) {
  return (
    <nav aria-label={title} className={classes.column}>
      <p className={classes.columnTitle}>{title}</p>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to}>{link.label}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What the footer holds, inside the `<footer>` that site-footer.tsx renders. */
export function FooterBody() {
  return (
    <div className={controls.container}>
      <div className={classes.columns}>
        <div className={classes.about}>
          <Logo />
          <p className={classes.dimmed}>
            Государственная лизинговая компания: сельхозтехника и оборудование для аграриев по всей России с
            2001 года.
          </p>
          <a href={FREE_PHONE.href} className={classes.phone}>
            {FREE_PHONE.display}
          </a>
          <p className={classes.note}>Бесплатно по России, пн–пт 9:00–18:00</p>
        </div>
        {COLUMNS.map((column) => (
          <LinkColumn key={column.title} {...column} />
        ))}
      </div>
      <div className={classes.apps}>
        <p className={classes.columnTitle}>Мобильное приложение</p>
        <div className={classes.stores}>
          {APP_STORES.map((store) => (
            <a
              key={store.label}
              href={store.href}
              className={classes.store}
              target={store.href.startsWith('http') ? '_blank' : undefined}
              rel="noopener noreferrer"
            >
              {store.label}
            </a>
          ))}
        </div>
      </div>
      <FooterLegal />
    </div>
  );
}
