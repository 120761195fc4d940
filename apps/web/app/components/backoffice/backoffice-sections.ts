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
} from '@tabler/icons-react';

/** Sections of the back office (decision 0064), in menu order. */
export const BACKOFFICE_SECTIONS = [
  { to: '/backoffice', title: 'Заявки', icon: IconClipboardList, exact: true },
  { to: '/backoffice/deals', title: 'Сделки', icon: IconBriefcase, exact: false },
  { to: '/backoffice/payments', title: 'Поступления', icon: IconReceipt, exact: false },
  { to: '/backoffice/complaints', title: 'Обращения', icon: IconAlertTriangle, exact: false },
  { to: '/backoffice/document-orders', title: 'Заказ документов', icon: IconTruckDelivery, exact: false },
  { to: '/backoffice/subleasing', title: 'Субаренда', icon: IconHomeShare, exact: false },
  { to: '/backoffice/accreditations', title: 'Аккредитация', icon: IconCertificate, exact: false },
  {
    to: '/backoffice/company-proofs',
    title: 'Подтверждение организаций',
    icon: IconShieldCheck,
    exact: false,
  },
  { to: '/backoffice/attorneys', title: 'Доверенности', icon: IconLicense, exact: false },
  { to: '/backoffice/compliance', title: 'Анкеты и декларации', icon: IconFileCertificate, exact: false },
  { to: '/backoffice/product-changes', title: 'Номенклатура', icon: IconListDetails, exact: false },
  { to: '/backoffice/supplier-offers', title: 'Спецпредложения', icon: IconDiscount, exact: false },
  { to: '/backoffice/factoring', title: 'Факторинг', icon: IconCash, exact: false },
  { to: '/backoffice/reo', title: 'Господдержка', icon: IconBuildingBank, exact: false },
  { to: '/backoffice/partner-letters', title: 'Письма партнёров', icon: IconMailForward, exact: false },
  { to: '/backoffice/deliveries', title: 'Недоставленные', icon: IconMailExclamation, exact: false },
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
