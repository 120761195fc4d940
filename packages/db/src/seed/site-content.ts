import type { leaseFines } from '../schema/services.ts';
import type {
  departmentContacts,
  documents,
  faqItems,
  mediaItems,
  sellingPoints,
  vacancies,
} from '../schema/site-content.ts';
import type { Random } from './random.ts';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Documents by code, grouped into packages (GetDocByCode / GetPackageByCode). */
export function documentRows(): (typeof documents.$inferInsert)[] {
  const rows: [code: string, pkg: string, title: string, mime: string][] = [
    ['leasing_rules', 'client_docs', 'Правила лизинга', PDF],
    ['leasing_contract', 'client_docs', 'Типовой договор финансовой аренды (лизинга)', PDF],
    ['app_form', 'client_docs', 'Форма заявки на лизинг', DOCX],
    ['docs_legal', 'client_docs', 'Перечень документов для юридических лиц', PDF],
    ['docs_kfh', 'client_docs', 'Перечень документов для КФХ и ИП', PDF],
    ['pd_policy', 'legal', 'Политика обработки персональных данных', PDF],
    ['pd_consent', 'legal', 'Согласие на обработку персональных данных', PDF],
    ['terms_of_use', 'legal', 'Пользовательское соглашение', PDF],
    ['annual_2025', 'investors_reports', 'Годовой отчёт за 2025 год', PDF],
    ['ifrs_2025', 'investors_reports', 'Финансовая отчётность по МСФО за 2025 год', PDF],
    ['ras_2025', 'investors_reports', 'Бухгалтерская отчётность по РСБУ за 2025 год', PDF],
    ['ifrs_h1_2026', 'investors_reports', 'Промежуточная отчётность по МСФО за 6 месяцев 2026 года', PDF],
    ['insider_list', 'investors_insiders', 'Перечень инсайдерской информации', PDF],
    ['procurement_rules', 'tenders', 'Положение о закупке товаров, работ, услуг', PDF],
    ['supplier_requirements', 'providers', 'Требования к поставщикам для аккредитации', PDF],
    ['agent_contract', 'providers', 'Типовой агентский договор', PDF],
    ['factoring_form', 'factoring', 'Анкета клиента факторинга', DOCX],
    ['edo_regulations', 'documentflow', 'Регламент электронного документооборота', PDF],
  ];
  return rows.map(([code, packageCode, title, mimeType], index) => ({
    id: index + 1,
    code,
    packageCode,
    title,
    url: `/docs/${code}.${mimeType === PDF ? 'pdf' : 'docx'}`,
    mimeType,
    sort: index,
  }));
}

export function sellingPointRows(): (typeof sellingPoints.$inferInsert)[] {
  const rows: [code: string, title: string, text: string, icon: string][] = [
    ['main', 'Аванс от 0 %', 'По программам льготного лизинга отечественной техники', 'percentage'],
    ['main', 'Срок до 7 лет', 'Равные, убывающие или сезонные платежи', 'calendar'],
    ['main', 'Решение за 1 день', 'По заявкам до 1 млн рублей', 'clock'],
    ['main', '100 % государственная компания', 'Надёжный партнёр с 2001 года', 'shield'],
    ['providers', 'Поток заявок', 'Ваша техника в каталоге с 20 000 позиций', 'chart'],
    ['providers', 'Быстрая оплата', 'Оплата поставки после подписания акта', 'cash'],
    ['providers', 'Электронный документооборот', 'Договоры и акты с КЭП', 'file'],
    ['agents', 'Вознаграждение до 1,5 %', 'С каждой сделки вашего клиента', 'coin'],
    ['agents', 'Персональный менеджер', 'Сопровождение каждой заявки', 'user'],
  ];
  return rows.map(([code, title, text, icon], index) => ({
    id: index + 1,
    code,
    title,
    text,
    icon,
    sort: index,
  }));
}

export function mediaRows(today: Date): (typeof mediaItems.$inferInsert)[] {
  const photos = [
    ['Выставка «Золотая осень»', 'Стенд компании и техника партнёров на главной аграрной выставке страны.'],
    [
      'Передача комбайнов хозяйствам Ростовской области',
      'Торжественная передача 40 зерноуборочных комбайнов.',
    ],
    ['Чемпионат пахарей: финал', 'Участники из 30 регионов соревновались в качестве вспашки.'],
    ['Открытие филиала в Тамбове', 'Новый офис для хозяйств Черноземья.'],
    ['День поля в Краснодарском крае', 'Демонстрационные показы посевных комплексов.'],
    ['Форум агентов', 'Встреча агентов компании из всех федеральных округов.'],
  ];
  const videos = [
    ['Как оформить лизинг онлайн', 'Пошаговая инструкция по подаче заявки в личном кабинете.'],
    ['Подписание договора по СМС', 'Как подписать договор простой электронной подписью.'],
    ['Репортаж с чемпионата пахарей', 'Лучшие моменты финала сезона.'],
    ['Интервью генерального директора', 'Итоги года и планы компании.'],
  ];
  const pictures = ['tractor', 'combine', 'seeder', 'sprayer', 'loader', 'forage'];
  const rows: (typeof mediaItems.$inferInsert)[] = [];
  photos.forEach(([title, description], index) => {
    rows.push({
      kind: 'photo',
      title: title ?? '',
      description: description ?? '',
      photo: `/img/catalog/${pictures[index % pictures.length]}.svg`,
      url: `/company/smi/photo/${index + 1}/`,
      date: new Date(today.getTime() - (index * 21 + 3) * 86_400_000).toISOString().slice(0, 10),
    });
  });
  videos.forEach(([title, description], index) => {
    rows.push({
      kind: 'video',
      title: title ?? '',
      description: description ?? '',
      photo: `/img/catalog/${pictures[(index + 2) % pictures.length]}.svg`,
      url: `https://rutube.ru/channel/agrolease/${index + 1}/`,
      date: new Date(today.getTime() - (index * 30 + 10) * 86_400_000).toISOString().slice(0, 10),
    });
  });
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}

export function vacancyRows(today: Date): (typeof vacancies.$inferInsert)[] {
  const rows: Omit<typeof vacancies.$inferInsert, 'date' | 'id'>[] = [
    {
      title: 'Менеджер по лизингу',
      city: 'Краснодар',
      department: 'Южный филиал',
      salary: 'от 90 000 ₽',
      description:
        'Работа с хозяйствами края: консультации, подбор техники и программ, сопровождение сделки.',
      duties: [
        'Поиск и консультирование клиентов',
        'Подготовка заявок и пакетов документов',
        'Сопровождение сделок до передачи техники',
      ],
      requirements: [
        'Опыт продаж B2B от 1 года',
        'Понимание сельского хозяйства',
        'Водительское удостоверение категории B',
      ],
    },
    {
      title: 'Кредитный аналитик',
      city: 'Москва',
      department: 'Департамент рисков',
      salary: 'от 150 000 ₽',
      description: 'Анализ финансового положения лизингополучателей и подготовка заключений.',
      duties: [
        'Анализ отчётности по РСБУ',
        'Оценка бизнеса сельхозпроизводителей',
        'Подготовка заключений для кредитного комитета',
      ],
      requirements: [
        'Высшее экономическое образование',
        'Опыт кредитного анализа от 2 лет',
        'Уверенный Excel',
      ],
    },
    {
      title: 'Инженер по технике',
      city: 'Воронеж',
      department: 'Центральный филиал',
      salary: 'от 85 000 ₽',
      description: 'Осмотр и приёмка техники, контроль состояния предметов лизинга.',
      duties: ['Приёмка техники у поставщиков', 'Мониторинг предметов лизинга', 'Оценка изъятой техники'],
      requirements: [
        'Профильное техническое образование',
        'Опыт работы с сельхозтехникой',
        'Готовность к командировкам',
      ],
    },
    {
      title: 'Frontend-разработчик (React)',
      city: 'Москва',
      department: 'Дирекция цифровых сервисов',
      salary: 'от 250 000 ₽',
      description: 'Развитие сайта, личного кабинета и мобильного приложения.',
      duties: ['Разработка интерфейсов на React и TypeScript', 'Код-ревью', 'Участие в проектировании'],
      requirements: ['Опыт с React от 3 лет', 'TypeScript', 'Понимание SSR и доступности'],
    },
    {
      title: 'Юрист по сопровождению сделок',
      city: 'Новосибирск',
      department: 'Сибирский филиал',
      salary: 'от 100 000 ₽',
      description: 'Правовое сопровождение договоров лизинга и работы с проблемной задолженностью.',
      duties: ['Экспертиза договоров', 'Претензионная работа', 'Представление интересов в суде'],
      requirements: ['Высшее юридическое образование', 'Опыт в лизинге или банке от 2 лет'],
    },
  ];
  return rows.map((row, index) => ({
    ...row,
    id: index + 1,
    date: new Date(today.getTime() - (index * 6 + 2) * 86_400_000).toISOString().slice(0, 10),
  }));
}

/** The head office, where the departments of /company/contacts/ sit ('Схема проезда' of their pages). */
export const HEAD_OFFICE = {
  address: '125009, г. Москва, ул. Ильинка, д. 15',
  city: 'Москва',
  phone: '+7 495 000-10-01',
  latitude: 55.75498,
  longitude: 37.62664,
} as const;

export function departmentContactRows(): (typeof departmentContacts.$inferInsert)[] {
  const rows: [title: string, description: string, person: string, phone: string, email: string][] = [
    [
      'Приёмная',
      'Официальная корреспонденция и обращения к руководству',
      'Секретариат',
      '+7 495 000-10-01',
      'info@agrolease.local',
    ],
    [
      'Отдел по работе с клиентами',
      'Заявки на лизинг, графики платежей, справки',
      'Дежурный менеджер',
      '8 800 000-00-00',
      'client@agrolease.local',
    ],
    [
      'Пресс-служба',
      'Запросы СМИ, аккредитация на мероприятия',
      'Никитина Мария Андреевна',
      '+7 495 000-10-05',
      'press@agrolease.local',
    ],
    [
      'Отношения с инвесторами',
      'Облигации, раскрытие информации, рейтинги',
      'Зайцев Павел Олегович',
      '+7 495 000-10-07',
      'ir@agrolease.local',
    ],
    [
      'Работа с поставщиками',
      'Аккредитация, каталог, поставки',
      'Лебедева Анна Викторовна',
      '+7 495 000-10-09',
      'supply@agrolease.local',
    ],
    [
      'Служба технической поддержки',
      'Сайт, личный кабинет, электронная подпись',
      'Дежурный специалист',
      '8 800 000-00-01',
      'support@agrolease.local',
    ],
  ];
  return rows.map(([title, description, person, phone, email], index) => ({
    id: index + 1,
    title,
    description,
    person,
    phone,
    email,
    address: HEAD_OFFICE.address,
    sort: index,
  }));
}

export function faqRows(): (typeof faqItems.$inferInsert)[] {
  const rows: [type: string, question: string, answer: string][] = [
    [
      'client',
      'Кто может получить технику в лизинг?',
      'Юридические лица, крестьянские (фермерские) хозяйства и индивидуальные предприниматели, зарегистрированные более 12 месяцев (более 24 месяцев, если общие обязательства перед компанией превышают 30 млн рублей), без просроченной задолженности по налогам, взносам и кредитам.',
    ],
    [
      'client',
      'Какой минимальный аванс?',
      'По программам льготного лизинга отечественной техники — от 0 %. По стандартным программам аванс начинается от 10 % и зависит от техники и финансового положения клиента.',
    ],
    [
      'client',
      'Сколько рассматривается заявка?',
      'Заявки до 1 млн рублей рассматриваются за один рабочий день, остальные — обычно от 3 до 5 рабочих дней после получения полного пакета документов.',
    ],
    [
      'client',
      'Можно ли выкупить технику досрочно?',
      'Да, досрочный выкуп возможен через 12 месяцев после передачи техники. Сумма выкупа рассчитывается на дату обращения.',
    ],
    [
      'client',
      'Что делать после получения техники?',
      'Зарегистрировать технику в органах гостехнадзора (ГИБДД для грузовых автомобилей) в течение 10 календарных дней после передачи и вносить платежи по графику — лучше за 3 дня до даты платежа.',
    ],
    [
      'client',
      'Что будет, если пропустить платёж?',
      'Начисляются пени по договору. При двух подряд пропущенных платежах компания вправе изъять технику, поэтому при затруднениях сразу свяжитесь с менеджером — можно обсудить изменение графика.',
    ],
    [
      'client',
      'Когда техника перейдёт в собственность?',
      'Оформление начинается за 2 месяца до окончания договора при отсутствии задолженности, полной оплате лизинговых платежей и оплаченной выкупной стоимости.',
    ],
    [
      'client',
      'Можно ли совместить лизинг с субсидиями?',
      'Да, лизинг совмещается с региональными мерами государственной поддержки. Список программ — в разделе «Меры поддержки».',
    ],
    [
      'cabinet',
      'Как подписать договор онлайн?',
      'В личном кабинете откройте договор и выберите «Подписание с помощью ПЭП» — на телефон придёт код из СМС. Можно подписать и квалифицированной подписью через КриптоПро.',
    ],
    [
      'cabinet',
      'Не приходит код из СМС',
      'Проверьте номер телефона в профиле и запросите код повторно через 60 секунд. Если код не приходит, обратитесь в службу технической поддержки.',
    ],
    [
      'cabinet',
      'Как добавить контактное лицо?',
      'В разделе «Контакты» личного кабинета добавьте сотрудника, подтвердите его телефон и электронную почту кодом и при необходимости оформите доверенность.',
    ],
    [
      'supplier',
      'Как пройти аккредитацию поставщика?',
      'Зарегистрируйтесь, выберите тип «производитель» или «дилер», заполните анкету и загрузите документы. О результатах проверки придёт уведомление.',
    ],
    [
      'supplier',
      'Как добавить технику в каталог?',
      'После аккредитации в разделе «Номенклатура» загрузите позиции с характеристиками и ценовыми уровнями. Позиции появятся в каталоге после модерации.',
    ],
    [
      'agent',
      'Какое вознаграждение получает агент?',
      'До 1,5 % от стоимости техники по каждой сделке клиента, приведённого агентом. Условия закреплены в агентском договоре.',
    ],
  ];
  return rows.map(([type, question, answer], index) => ({
    id: index + 1,
    type,
    question,
    answer,
    sort: index,
  }));
}

/** Demo fines on the demo client's contracts and a few random ones. */
export function fineRows(random: Random, today: Date): (typeof leaseFines.$inferInsert)[] {
  const articles = [
    ['12.9 ч. 2', 'Превышение скорости на 20–40 км/ч', 500],
    ['12.12 ч. 1', 'Проезд на запрещающий сигнал светофора', 1000],
    ['12.21.1 ч. 1', 'Движение тяжеловесного транспортного средства без разрешения', 5000],
    ['12.2 ч. 1', 'Управление транспортным средством с нечитаемыми номерами', 500],
  ] as const;
  const vehicles = [
    'КАМАЗ 45143 О 123 КМ 161',
    'Трактор Кировец К-525, госномер 61 РН 4512',
    'МАЗ 5550 Е 771 ОР 36',
  ];
  const contracts = [
    ['АЛ-2025/0142', '3662000016'],
    ['АЛ-2025/0387', '3662000016'],
    ['АЛ-2026/0051', '6163000034'],
  ] as const;
  const rows: (typeof leaseFines.$inferInsert)[] = [];
  let id = 0;
  for (const [contractNumber, inn] of contracts) {
    const count = random.int(1, 3);
    for (let index = 0; index < count; index++) {
      const [article, offence, amount] = random.pick(articles);
      id += 1;
      rows.push({
        id,
        contractNumber,
        inn,
        resolution: `188101${String(61_000_000_000 + id * 7919).padStart(14, '0')}`,
        date: new Date(today.getTime() - random.int(5, 120) * 86_400_000).toISOString().slice(0, 10),
        article: `КоАП РФ ст. ${article} — ${offence}`,
        vehicle: random.pick(vehicles),
        amount,
        paid: random.chance(0.4) ? 1 : 0,
      });
    }
  }
  return rows;
}
