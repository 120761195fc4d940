import {
  IconCertificate,
  IconChartBar,
  IconFileDescription,
  IconHelp,
  IconLayoutDashboard,
  IconListDetails,
  IconPhoto,
  IconTruckDelivery,
} from '@tabler/icons-react';

export interface SupplierSection {
  to: string;
  title: string;
  /** What the section holds, on the home page's card. */
  description: string;
  icon: typeof IconLayoutDashboard;
  /** Open before accreditation too (the home page and the accreditation itself). */
  always?: boolean;
  /** The section's pages exist; a section not built yet is listed without a link. */
  ready: boolean;
}

/**
 * Sections of the supplier's cabinet (spec 1 §2 "Supplier", routes.tsv), in menu order. Supplier
 * functions unlock after accreditation (spec 1 §6). A section whose pages are built says
 * `ready: true` and appears in the menu and as a link on the home page (decision 0083).
 */
export const SUPPLIER_SECTIONS: readonly SupplierSection[] = [
  {
    to: '/cabinet/v2/supplier/dashboard',
    title: 'Рабочий стол',
    description: 'Аккредитация, ваш менеджер и разделы кабинета',
    icon: IconLayoutDashboard,
    always: true,
    ready: true,
  },
  {
    to: '/cabinet/v2/accreditation/',
    title: 'Аккредитация',
    description: 'Анкета, документы и подписание пакета',
    icon: IconCertificate,
    always: true,
    ready: true,
  },
  {
    to: '/cabinet/v2/supplier/products/nomenclature',
    title: 'Номенклатура',
    description: 'Техника в каталоге, уровни цен, интересы клиентов и спецпредложения',
    icon: IconListDetails,
    ready: true,
  },
  {
    to: '/cabinet/v2/supplier/applications',
    title: 'Заявки',
    description: 'Заявки и сделки лизинга с вашей техникой и что по ним сделать',
    icon: IconFileDescription,
    ready: true,
  },
  {
    to: '/cabinet/v2/supplier/deliveries/',
    title: 'Поставки',
    description: 'Договоры поставки, отгрузки с их документами и рекламации клиентов',
    icon: IconTruckDelivery,
    ready: true,
  },
  {
    to: '/cabinet/v2/supplier/reports',
    title: 'Отчёты',
    description: 'Чек-листы по технике и поставкам, специальный отчёт по заявкам и сделкам',
    icon: IconChartBar,
    ready: true,
  },
  {
    to: '/cabinet/v2/supplier/content/',
    title: 'Контент',
    description: 'Карточка компании, документы и точки продаж',
    icon: IconPhoto,
    ready: true,
  },
  {
    to: '/cabinet/v2/supplier/help',
    title: 'Помощь',
    description: 'Ответы на вопросы об аккредитации, номенклатуре и поставках, ваш менеджер',
    icon: IconHelp,
    always: true,
    ready: true,
  },
];

/** The sections the menu links to: built ones, and only the always-open ones before accreditation. */
export function supplierMenu(accredited: boolean): SupplierSection[] {
  return SUPPLIER_SECTIONS.filter((section) => section.ready && (section.always || accredited));
}

/** What a section's card says when it cannot be opened yet. */
export function lockedNote(section: SupplierSection, accredited: boolean): string | null {
  if (section.always) return null;
  if (!accredited) return 'Раздел откроется после аккредитации';
  return section.ready ? null : 'Раздел появится в ближайших обновлениях';
}
