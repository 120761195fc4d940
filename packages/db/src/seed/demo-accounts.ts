/**
 * Demo accounts, one per role (ARCHITECTURE.md §6), documented in the README.
 * Development and demo data only: these passwords are public.
 */
export interface DemoAccount {
  login: string;
  password: string;
  role: 'client' | 'supplier' | 'agent' | 'factoring-supplier' | 'factoring-customer' | 'ppk-reo' | 'manager';
  isAccredited: boolean;
  companyTitle: string;
  inn: string;
  email: string;
  phone: string;
  /** The person who signs in for the company. */
  personName: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    login: 'client',
    personName: 'Петров Иван Сергеевич',
    password: 'Demo-2001',
    role: 'client',
    isAccredited: false,
    companyTitle: 'ООО «КФХ Рассвет»',
    inn: '3662000015',
    email: 'client@demo.agrolease.local',
    phone: '+79000000001',
    description: 'Лизингополучатель (фермерское хозяйство)',
  },
  {
    login: 'supplier',
    personName: 'Кузнецова Мария Андреевна',
    password: 'Demo-2001',
    role: 'supplier',
    isAccredited: true,
    companyTitle: 'ООО «АгроТехника-Воронеж»',
    inn: '3664000028',
    email: 'supplier@demo.agrolease.local',
    phone: '+79000000002',
    description: 'Поставщик, аккредитован',
  },
  {
    login: 'supplier-new',
    personName: 'Волков Дмитрий Олегович',
    password: 'Demo-2001',
    role: 'supplier',
    isAccredited: false,
    companyTitle: 'ООО «НоваяНива»',
    inn: '6163000030',
    email: 'supplier-new@demo.agrolease.local',
    phone: '+79000000003',
    description: 'Поставщик, аккредитация не пройдена',
  },
  {
    login: 'agent',
    personName: 'Соколов Алексей Викторович',
    password: 'Demo-2001',
    role: 'agent',
    isAccredited: true,
    companyTitle: 'ИП Соколов А. В.',
    inn: '366200001062',
    email: 'agent@demo.agrolease.local',
    phone: '+79000000004',
    description: 'Агент',
  },
  {
    login: 'factoring-supplier',
    personName: 'Морозов Павел Игоревич',
    password: 'Demo-2001',
    role: 'factoring-supplier',
    isAccredited: true,
    companyTitle: 'АО «ЗерноМаш»',
    inn: '2310000050',
    email: 'fsupplier@demo.agrolease.local',
    phone: '+79000000005',
    description: 'Поставщик по факторингу',
  },
  {
    login: 'factoring-customer',
    personName: 'Лебедева Анна Николаевна',
    password: 'Demo-2001',
    role: 'factoring-customer',
    isAccredited: true,
    companyTitle: 'ООО «Агрохолдинг Степной»',
    inn: '2635000060',
    email: 'fcustomer@demo.agrolease.local',
    phone: '+79000000006',
    description: 'Покупатель по факторингу',
  },
  {
    login: 'ppk-reo',
    personName: 'Григорьев Сергей Петрович',
    password: 'Demo-2001',
    role: 'ppk-reo',
    isAccredited: true,
    companyTitle: 'Региональный фонд поддержки АПК',
    inn: '7700000070',
    email: 'reo@demo.agrolease.local',
    phone: '+79000000007',
    description: 'Партнёр — региональный фонд (ППК РЭО)',
  },
  {
    login: 'manager',
    personName: 'Орлова Елена Викторовна',
    password: 'Demo-2001',
    role: 'manager',
    isAccredited: true,
    companyTitle: 'АО «Агролизинг»',
    inn: '7704000088',
    email: 'manager@demo.agrolease.local',
    phone: '+79000000008',
    description: 'Менеджер (бэк-офис)',
  },
];
