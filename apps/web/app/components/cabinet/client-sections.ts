import {
  IconAlertTriangle,
  IconCash,
  IconClipboardList,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconPackage,
  IconTruckDelivery,
} from '@tabler/icons-react';

/** Sections of the client's cabinet (spec 1 §2 "Client"; decision 0060), in menu order. */
export const CLIENT_SECTIONS = [
  { to: '/cabinet/v2/client/dashboard', title: 'Рабочий стол', icon: IconLayoutDashboard },
  { to: '/cabinet/v2/client/apps', title: 'Заявки', icon: IconClipboardList },
  { to: '/cabinet/v2/client/orders', title: 'Договоры', icon: IconPackage },
  { to: '/cabinet/v2/client/payments', title: 'Платежи', icon: IconCash },
  { to: '/cabinet/v2/client/documents', title: 'Документы', icon: IconFileText },
  { to: '/cabinet/v2/client/document-orders', title: 'Заказ документов', icon: IconTruckDelivery },
  { to: '/cabinet/v2/client/messages', title: 'Сообщения', icon: IconMail },
  { to: '/cabinet/v2/client/complaints', title: 'Обращения', icon: IconAlertTriangle },
  { to: '/cabinet/v2/client/history', title: 'История', icon: IconHistory },
] as const;
