import {
  IconAlertTriangle,
  IconBuildingWarehouse,
  IconCash,
  IconClipboardList,
  IconFileText,
  IconHelp,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconPackage,
  IconTag,
  IconTool,
  IconTruckDelivery,
} from '@tabler/icons-react';

/** Sections of the client's cabinet (spec 1 §2 "Client"; decision 0060), in menu order. */
export const CLIENT_SECTIONS = [
  { to: '/cabinet/v2/client/dashboard', title: 'Рабочий стол', icon: IconLayoutDashboard },
  { to: '/cabinet/v2/client/apps', title: 'Заявки', icon: IconClipboardList },
  { to: '/cabinet/v2/client/orders', title: 'Договоры', icon: IconPackage },
  { to: '/cabinet/v2/client/supplies', title: 'Поставки', icon: IconBuildingWarehouse },
  { to: '/cabinet/v2/client/payments', title: 'Платежи', icon: IconCash },
  { to: '/cabinet/v2/client/documents', title: 'Документы', icon: IconFileText },
  { to: '/cabinet/v2/client/document-orders', title: 'Заказ документов', icon: IconTruckDelivery },
  { to: '/cabinet/v2/client/messages', title: 'Сообщения', icon: IconMail },
  { to: '/cabinet/v2/client/complaints', title: 'Обращения', icon: IconAlertTriangle },
  { to: '/cabinet/v2/client/services', title: 'Сервисы', icon: IconTool },
  { to: '/cabinet/v2/client/sale', title: 'Продажа имущества', icon: IconTag },
  { to: '/cabinet/v2/client/history', title: 'История', icon: IconHistory },
  { to: '/cabinet/v2/client/help', title: 'Помощь', icon: IconHelp },
] as const;
