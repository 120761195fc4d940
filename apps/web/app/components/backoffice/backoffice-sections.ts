import {
  IconAlertTriangle,
  IconBriefcase,
  IconBuildingBank,
  IconCash,
  IconCertificate,
  IconClipboardList,
  IconDiscount,
  IconFileCertificate,
  IconHomeShare,
  IconLicense,
  IconListDetails,
  IconMailExclamation,
  IconMailForward,
  IconMessages,
  IconReceipt,
  IconShieldCheck,
  IconShieldLock,
  IconTruckDelivery,
  IconUserCheck,
} from '@tabler/icons-react';

/**
 * Sections of the back office (decision 0064), in menu order; `queue`: the count of what waits in
 * it (Backoffice/QueueCounts) shown beside its name (issue 39).
 */
export const BACKOFFICE_SECTIONS = [
  { to: '/backoffice', title: 'Заявки', icon: IconClipboardList, exact: true, queue: 'applications' },
  { to: '/backoffice/deals', title: 'Сделки', icon: IconBriefcase, exact: false },
  { to: '/backoffice/payments', title: 'Поступления', icon: IconReceipt, exact: false },
  { to: '/backoffice/complaints', title: 'Обращения', icon: IconAlertTriangle, exact: false },
  { to: '/backoffice/document-orders', title: 'Заказ документов', icon: IconTruckDelivery, exact: false },
  {
    to: '/backoffice/subleasing',
    title: 'Субаренда',
    icon: IconHomeShare,
    exact: false,
    queue: 'subleasing',
  },
  {
    to: '/backoffice/accreditations',
    title: 'Аккредитация',
    icon: IconCertificate,
    exact: false,
    queue: 'accreditations',
  },
  {
    to: '/backoffice/company-proofs',
    title: 'Подтверждение организаций',
    icon: IconShieldCheck,
    exact: false,
    queue: 'company_proofs',
  },
  { to: '/backoffice/attorneys', title: 'Доверенности', icon: IconLicense, exact: false },
  { to: '/backoffice/compliance', title: 'Анкеты и декларации', icon: IconFileCertificate, exact: false },
  {
    to: '/backoffice/product-changes',
    title: 'Номенклатура',
    icon: IconListDetails,
    exact: false,
    queue: 'product_changes',
  },
  {
    to: '/backoffice/supplier-offers',
    title: 'Спецпредложения',
    icon: IconDiscount,
    exact: false,
    queue: 'supplier_offers',
  },
  { to: '/backoffice/factoring', title: 'Факторинг', icon: IconCash, exact: false, queue: 'factoring' },
  { to: '/backoffice/reo', title: 'Господдержка', icon: IconBuildingBank, exact: false, queue: 'reo' },
  {
    to: '/backoffice/contractors',
    title: 'Контрагенты агентов',
    icon: IconUserCheck,
    exact: false,
    queue: 'contractors',
  },
  { to: '/backoffice/partner-letters', title: 'Письма партнёров', icon: IconMailForward, exact: false },
  {
    to: '/backoffice/deliveries',
    title: 'Недоставленные',
    icon: IconMailExclamation,
    exact: false,
    queue: 'deliveries',
  },
  { to: '/backoffice/chat', title: 'Чат', icon: IconMessages, exact: false },
  { to: '/backoffice/security-log', title: 'Журнал безопасности', icon: IconShieldLock, exact: false },
] as const;

/** Whether a section is the current one: Заявки also covers /backoffice/applications/{id}. */
export function isBackofficeSection(
  pathname: string,
  section: (typeof BACKOFFICE_SECTIONS)[number],
): boolean {
  if (section.exact) return pathname === section.to || pathname.startsWith('/backoffice/applications');
  return pathname === section.to || pathname.startsWith(`${section.to}/`);
}
