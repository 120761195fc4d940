/**
 * The demo catalogue: top categories of agricultural machinery with their subcategories,
 * the characteristics each carries and the ranges they are drawn from. Brands are
 * fictional: demo data must not pass for real manufacturers' offers.
 */
export interface CharacteristicDef {
  code: string;
  title: string;
  unit: string;
  kind: 'range' | 'select' | 'bool';
}

export const CHARACTERISTICS: readonly CharacteristicDef[] = [
  { code: 'power_hp', title: 'Мощность двигателя', unit: 'л.с.', kind: 'range' },
  { code: 'working_width', title: 'Ширина захвата', unit: 'м', kind: 'range' },
  { code: 'capacity', title: 'Грузоподъёмность', unit: 'т', kind: 'range' },
  { code: 'volume', title: 'Объём бункера / ёмкости', unit: 'л', kind: 'range' },
  { code: 'weight', title: 'Масса', unit: 'кг', kind: 'range' },
  { code: 'required_power', title: 'Требуемая мощность трактора', unit: 'л.с.', kind: 'range' },
  { code: 'drive', title: 'Тип движителя', unit: '', kind: 'select' },
  { code: 'transmission', title: 'Трансмиссия', unit: '', kind: 'select' },
  { code: 'engine', title: 'Двигатель', unit: '', kind: 'select' },
  { code: 'rows', title: 'Количество рядов', unit: 'шт.', kind: 'range' },
  { code: 'lift_height', title: 'Высота подъёма', unit: 'м', kind: 'range' },
  { code: 'air_conditioning', title: 'Кондиционер в кабине', unit: '', kind: 'bool' },
  { code: 'gps_ready', title: 'Подготовка под систему параллельного вождения', unit: '', kind: 'bool' },
];

export const SELECT_VALUES: Readonly<Record<string, readonly string[]>> = {
  drive: ['колёсный 4×4', 'колёсный 4×2', 'гусеничный'],
  transmission: ['механическая', 'полнопоточная с переключением под нагрузкой', 'бесступенчатая'],
  engine: ['ЯМЗ', 'ММЗ', 'Камминз', 'Дойц', 'Вейчай', 'ТМЗ'],
};

/** A characteristic of a subcategory: a numeric range (with the step values are rounded to) or a select/bool. */
export type CharacteristicRange =
  | readonly [code: string, min: number, max: number, step: number]
  | readonly [code: string];

export interface SubcategoryDef {
  title: string;
  uri: string;
  /** Singular noun that opens a product title: "Трактор колёсный". */
  noun: string;
  /** Share of the catalogue (0 keeps the subcategory empty: hidden in the menu). */
  weight: number;
  /** Price range in roubles, scaled with the first range characteristic. */
  price: readonly [min: number, max: number];
  characteristics: readonly CharacteristicRange[];
  /** The values of a select characteristic its machines may have, when not all (a wheeled tractor is never tracked). */
  selectValues?: Readonly<Record<string, readonly string[]>>;
}

export interface TopCategoryDef {
  title: string;
  uri: string;
  icon: string;
  description: string;
  brands: readonly string[];
  subcategories: readonly SubcategoryDef[];
}

const CAB = [['air_conditioning'], ['gps_ready']] as const;

export const CATALOGUE_TREE: readonly TopCategoryDef[] = [
  {
    title: 'Тракторы',
    uri: 'traktory',
    icon: 'tractor',
    description: 'Колёсные и гусеничные тракторы от 24 до 620 л.с. для любых почв и задач хозяйства.',
    brands: ['Степняк', 'СибТрак', 'Уралец', 'Пахарь', 'Дон-Агро'],
    subcategories: [
      {
        title: 'Колёсные тракторы',
        uri: 'kolesnye-traktory',
        noun: 'Трактор колёсный',
        weight: 9,
        price: [2_400_000, 18_000_000],
        selectValues: { drive: ['колёсный 4×4', 'колёсный 4×2'] },
        characteristics: [
          ['power_hp', 80, 350, 5],
          ['drive'],
          ['transmission'],
          ['engine'],
          ['weight', 3500, 14000, 50],
          ...CAB,
        ],
      },
      {
        title: 'Тракторы высокой мощности',
        uri: 'traktory-vysokoj-moshchnosti',
        noun: 'Трактор',
        weight: 4,
        price: [14_000_000, 42_000_000],
        characteristics: [
          ['power_hp', 350, 620, 10],
          ['drive'],
          ['transmission'],
          ['engine'],
          ['weight', 12000, 24000, 100],
          ...CAB,
        ],
      },
      {
        title: 'Гусеничные тракторы',
        uri: 'gusenichnye-traktory',
        noun: 'Трактор гусеничный',
        weight: 2,
        price: [6_000_000, 30_000_000],
        characteristics: [
          ['power_hp', 150, 520, 10],
          ['transmission'],
          ['engine'],
          ['weight', 8000, 22000, 100],
          ...CAB,
        ],
      },
      {
        title: 'Мини-тракторы',
        uri: 'mini-traktory',
        noun: 'Мини-трактор',
        weight: 3,
        price: [450_000, 2_200_000],
        selectValues: { drive: ['колёсный 4×4', 'колёсный 4×2'] },
        characteristics: [['power_hp', 18, 60, 1], ['drive'], ['engine'], ['weight', 700, 2500, 10]],
      },
    ],
  },
  {
    title: 'Комбайны',
    uri: 'kombajny',
    icon: 'combine',
    description: 'Зерно-, кормо-, свекло- и картофелеуборочные комбайны с гарантией и сервисом.',
    brands: ['Колос', 'Нива-Тех', 'Кубань-Агро', 'Жатва'],
    subcategories: [
      {
        title: 'Зерноуборочные комбайны',
        uri: 'zernouborochnye-kombajny',
        noun: 'Комбайн зерноуборочный',
        weight: 7,
        price: [9_000_000, 38_000_000],
        characteristics: [
          ['power_hp', 180, 600, 10],
          ['volume', 5000, 14000, 500],
          ['working_width', 5, 12, 0.5],
          ['engine'],
          ...CAB,
        ],
      },
      {
        title: 'Кормоуборочные комбайны',
        uri: 'kormouborochnye-kombajny',
        noun: 'Комбайн кормоуборочный',
        weight: 3,
        price: [12_000_000, 45_000_000],
        characteristics: [['power_hp', 300, 850, 10], ['working_width', 3, 9, 0.5], ['engine'], ...CAB],
      },
      {
        title: 'Свеклоуборочные комбайны',
        uri: 'sveklouborochnye-kombajny',
        noun: 'Комбайн свеклоуборочный',
        weight: 1,
        price: [15_000_000, 40_000_000],
        characteristics: [
          ['power_hp', 400, 780, 10],
          ['rows', 6, 12, 6],
          ['volume', 20000, 45000, 1000],
        ],
      },
      {
        title: 'Картофелеуборочные комбайны',
        uri: 'kartofeleuborochnye-kombajny',
        noun: 'Комбайн картофелеуборочный',
        weight: 1,
        price: [4_000_000, 16_000_000],
        characteristics: [
          ['rows', 1, 4, 1],
          ['volume', 4000, 8000, 500],
          ['required_power', 80, 150, 5],
        ],
      },
    ],
  },
  {
    title: 'Посевная техника',
    uri: 'posevnaya-tehnika',
    icon: 'seeder',
    description: 'Сеялки и посевные комплексы для зерновых, пропашных и технических культур.',
    brands: ['Черноземье', 'Агросев', 'Сибирская нива'],
    subcategories: [
      {
        title: 'Сеялки зерновые',
        uri: 'seyalki-zernovye',
        noun: 'Сеялка зерновая',
        weight: 5,
        price: [600_000, 6_000_000],
        characteristics: [
          ['working_width', 3, 12, 0.5],
          ['volume', 800, 6000, 100],
          ['required_power', 80, 300, 10],
          ['weight', 1200, 9000, 50],
        ],
      },
      {
        title: 'Сеялки точного высева',
        uri: 'seyalki-tochnogo-vyseva',
        noun: 'Сеялка точного высева',
        weight: 3,
        price: [1_200_000, 9_000_000],
        characteristics: [
          ['rows', 6, 24, 2],
          ['working_width', 4.2, 16.8, 1.4],
          ['required_power', 90, 300, 10],
          ['gps_ready'],
        ],
      },
      {
        title: 'Посевные комплексы',
        uri: 'posevnye-kompleksy',
        noun: 'Посевной комплекс',
        weight: 2,
        price: [6_000_000, 28_000_000],
        characteristics: [
          ['working_width', 8, 18, 1],
          ['volume', 6000, 20000, 500],
          ['required_power', 250, 550, 10],
          ['gps_ready'],
        ],
      },
      {
        title: 'Картофелесажалки',
        uri: 'kartofelesazhalki',
        noun: 'Картофелесажалка',
        weight: 1,
        price: [400_000, 3_500_000],
        characteristics: [
          ['rows', 2, 8, 2],
          ['volume', 1000, 5000, 250],
          ['required_power', 60, 180, 10],
        ],
      },
    ],
  },
  {
    title: 'Опрыскиватели',
    uri: 'opryskivateli',
    icon: 'sprayer',
    description: 'Прицепные, навесные и самоходные опрыскиватели для защиты растений.',
    brands: ['Роса', 'Агрозащита', 'Туман'],
    subcategories: [
      {
        title: 'Прицепные опрыскиватели',
        uri: 'pricepnye-opryskivateli',
        noun: 'Опрыскиватель прицепной',
        weight: 4,
        price: [900_000, 7_000_000],
        characteristics: [
          ['volume', 2000, 6000, 500],
          ['working_width', 18, 36, 2],
          ['required_power', 80, 200, 10],
          ['gps_ready'],
        ],
      },
      {
        title: 'Самоходные опрыскиватели',
        uri: 'samohodnye-opryskivateli',
        noun: 'Опрыскиватель самоходный',
        weight: 2,
        price: [8_000_000, 26_000_000],
        characteristics: [
          ['power_hp', 150, 380, 10],
          ['volume', 3000, 6000, 500],
          ['working_width', 24, 42, 2],
          ...CAB,
        ],
      },
      {
        title: 'Навесные опрыскиватели',
        uri: 'navesnye-opryskivateli',
        noun: 'Опрыскиватель навесной',
        weight: 2,
        price: [150_000, 1_200_000],
        characteristics: [
          ['volume', 400, 1500, 100],
          ['working_width', 12, 24, 2],
          ['required_power', 50, 120, 10],
        ],
      },
    ],
  },
  {
    title: 'Почвообработка',
    uri: 'pochvoobrabotka',
    icon: 'tillage',
    description: 'Плуги, бороны, культиваторы и глубокорыхлители для подготовки почвы.',
    brands: ['Лемех', 'Борей', 'Агродиск', 'Пахарь'],
    subcategories: [
      {
        title: 'Плуги',
        uri: 'plugi',
        noun: 'Плуг',
        weight: 4,
        price: [300_000, 4_500_000],
        characteristics: [
          ['working_width', 1.2, 3.6, 0.1],
          ['required_power', 80, 450, 10],
          ['weight', 800, 5000, 50],
        ],
      },
      {
        title: 'Дисковые бороны',
        uri: 'diskovye-borony',
        noun: 'Борона дисковая',
        weight: 4,
        price: [500_000, 6_000_000],
        characteristics: [
          ['working_width', 3, 12, 0.5],
          ['required_power', 100, 500, 10],
          ['weight', 2000, 12000, 100],
        ],
      },
      {
        title: 'Культиваторы',
        uri: 'kultivatory',
        noun: 'Культиватор',
        weight: 4,
        price: [350_000, 5_000_000],
        characteristics: [
          ['working_width', 4, 14, 0.5],
          ['required_power', 80, 400, 10],
          ['weight', 1500, 9000, 100],
        ],
      },
      {
        title: 'Глубокорыхлители',
        uri: 'glubokoryhliteli',
        noun: 'Глубокорыхлитель',
        weight: 2,
        price: [700_000, 5_500_000],
        characteristics: [
          ['working_width', 2.5, 7, 0.5],
          ['required_power', 150, 500, 10],
          ['weight', 2000, 8000, 100],
        ],
      },
      {
        title: 'Катки',
        uri: 'katki',
        noun: 'Каток',
        weight: 1,
        price: [250_000, 2_000_000],
        characteristics: [
          ['working_width', 6, 15, 0.5],
          ['required_power', 60, 200, 10],
          ['weight', 1500, 7000, 100],
        ],
      },
    ],
  },
  {
    title: 'Кормозаготовка',
    uri: 'kormozagotovka',
    icon: 'forage',
    description: 'Косилки, грабли, пресс-подборщики и обмотчики для заготовки кормов.',
    brands: ['Луговой', 'Сенокос', 'Агрокорм'],
    subcategories: [
      {
        title: 'Пресс-подборщики',
        uri: 'press-podborshchiki',
        noun: 'Пресс-подборщик',
        weight: 3,
        price: [900_000, 8_000_000],
        characteristics: [
          ['working_width', 1.8, 2.4, 0.1],
          ['required_power', 60, 180, 5],
          ['weight', 1800, 9000, 50],
        ],
      },
      {
        title: 'Косилки',
        uri: 'kosilki',
        noun: 'Косилка',
        weight: 3,
        price: [250_000, 4_000_000],
        characteristics: [
          ['working_width', 2.1, 9.5, 0.1],
          ['required_power', 50, 200, 5],
          ['weight', 500, 3500, 50],
        ],
      },
      {
        title: 'Грабли-ворошилки',
        uri: 'grabli-voroshilki',
        noun: 'Грабли-ворошилки',
        weight: 2,
        price: [150_000, 2_500_000],
        characteristics: [
          ['working_width', 4, 15, 0.5],
          ['required_power', 40, 120, 5],
        ],
      },
      {
        title: 'Обмотчики рулонов',
        uri: 'obmotchiki-rulonov',
        noun: 'Обмотчик рулонов',
        weight: 1,
        price: [500_000, 3_500_000],
        characteristics: [
          ['required_power', 40, 120, 5],
          ['weight', 800, 2800, 50],
        ],
      },
    ],
  },
  {
    title: 'Погрузчики',
    uri: 'pogruzchiki',
    icon: 'loader',
    description: 'Телескопические, фронтальные и мини-погрузчики для ферм и элеваторов.',
    brands: ['Подъём', 'Уралец', 'ВолгаТех'],
    subcategories: [
      {
        title: 'Телескопические погрузчики',
        uri: 'teleskopicheskie-pogruzchiki',
        noun: 'Погрузчик телескопический',
        weight: 4,
        price: [5_500_000, 16_000_000],
        characteristics: [
          ['capacity', 2.5, 5, 0.1],
          ['lift_height', 6, 18, 0.5],
          ['power_hp', 75, 175, 5],
          ['engine'],
          ...CAB,
        ],
      },
      {
        title: 'Фронтальные погрузчики',
        uri: 'frontalnye-pogruzchiki',
        noun: 'Погрузчик фронтальный',
        weight: 4,
        price: [3_000_000, 14_000_000],
        characteristics: [
          ['capacity', 1.5, 6, 0.1],
          ['lift_height', 2.8, 4.5, 0.1],
          ['power_hp', 60, 250, 5],
          ['engine'],
        ],
      },
      {
        title: 'Мини-погрузчики',
        uri: 'mini-pogruzchiki',
        noun: 'Мини-погрузчик',
        weight: 2,
        price: [1_500_000, 4_500_000],
        characteristics: [
          ['capacity', 0.5, 1.5, 0.1],
          ['lift_height', 2.5, 3.5, 0.1],
          ['power_hp', 40, 100, 5],
        ],
      },
    ],
  },
  {
    title: 'Грузовая техника',
    uri: 'gruzovaya-tehnika',
    icon: 'truck',
    description: 'Самосвалы, зерновозы и седельные тягачи для перевозки урожая.',
    brands: ['Магистраль', 'Камский тягач', 'Урожай-Авто'],
    subcategories: [
      {
        title: 'Самосвалы',
        uri: 'samosvaly',
        noun: 'Самосвал',
        weight: 4,
        price: [5_000_000, 14_000_000],
        characteristics: [
          ['capacity', 10, 30, 1],
          ['power_hp', 240, 450, 10],
          ['engine'],
          ['volume', 10000, 25000, 1000],
        ],
      },
      {
        title: 'Зерновозы',
        uri: 'zernovozy',
        noun: 'Зерновоз',
        weight: 3,
        price: [5_500_000, 12_000_000],
        characteristics: [
          ['capacity', 12, 25, 1],
          ['power_hp', 260, 450, 10],
          ['volume', 25000, 45000, 1000],
        ],
      },
      {
        title: 'Седельные тягачи',
        uri: 'sedelnye-tyagachi',
        noun: 'Седельный тягач',
        weight: 2,
        price: [7_000_000, 16_000_000],
        characteristics: [['power_hp', 400, 600, 10], ['engine'], ['transmission']],
      },
    ],
  },
  {
    title: 'Оборудование для животноводства',
    uri: 'zhivotnovodstvo',
    icon: 'livestock',
    description: 'Доильное оборудование, кормораздатчики и миксеры для молочных и мясных ферм.',
    brands: ['Бурёнка-Тех', 'Ферма-Про', 'Молочный край'],
    subcategories: [
      {
        title: 'Доильное оборудование',
        uri: 'doilnoe-oborudovanie',
        noun: 'Доильная установка',
        weight: 2,
        price: [800_000, 25_000_000],
        characteristics: [
          ['rows', 8, 60, 2],
          ['weight', 500, 8000, 100],
        ],
      },
      {
        title: 'Миксеры-кормораздатчики',
        uri: 'miksery-kormorazdatchiki',
        noun: 'Миксер-кормораздатчик',
        weight: 3,
        price: [1_500_000, 9_000_000],
        characteristics: [
          ['volume', 8000, 30000, 1000],
          ['required_power', 70, 180, 5],
          ['weight', 3000, 12000, 100],
        ],
      },
      {
        title: 'Охладители молока',
        uri: 'ohladiteli-moloka',
        noun: 'Охладитель молока',
        weight: 1,
        price: [400_000, 3_000_000],
        characteristics: [['volume', 1000, 12000, 500]],
      },
    ],
  },
  {
    title: 'Орошение',
    uri: 'oroshenie',
    icon: 'irrigation',
    description: 'Дождевальные машины и системы капельного полива для устойчивых урожаев.',
    brands: ['Дождь', 'Аквагро'],
    subcategories: [
      {
        title: 'Дождевальные машины',
        uri: 'dozhdevalnye-mashiny',
        noun: 'Дождевальная машина',
        weight: 2,
        price: [3_000_000, 25_000_000],
        characteristics: [
          ['working_width', 100, 800, 10],
          ['weight', 4000, 30000, 500],
        ],
      },
      {
        title: 'Системы капельного орошения',
        uri: 'kapelnoe-oroshenie',
        noun: 'Система капельного орошения',
        weight: 1,
        price: [500_000, 6_000_000],
        characteristics: [['working_width', 10, 100, 5]],
      },
      {
        title: 'Насосные станции',
        uri: 'nasosnye-stancii',
        noun: 'Насосная станция',
        weight: 0,
        price: [800_000, 4_000_000],
        characteristics: [['power_hp', 20, 200, 5]],
      },
    ],
  },
  {
    title: 'Прицепная техника',
    uri: 'pricepnaya-tehnika',
    icon: 'trailer',
    description: 'Тракторные прицепы, бункеры-перегрузчики и цистерны.',
    brands: ['Обоз', 'Агроприцеп', 'Тележник'],
    subcategories: [
      {
        title: 'Тракторные прицепы',
        uri: 'traktornye-pricepy',
        noun: 'Прицеп тракторный',
        weight: 3,
        price: [350_000, 3_000_000],
        characteristics: [
          ['capacity', 4, 20, 1],
          ['volume', 8000, 40000, 1000],
          ['weight', 1500, 8000, 100],
        ],
      },
      {
        title: 'Бункеры-перегрузчики',
        uri: 'bunkery-peregruzchiki',
        noun: 'Бункер-перегрузчик',
        weight: 2,
        price: [2_500_000, 9_000_000],
        characteristics: [
          ['volume', 16000, 40000, 1000],
          ['required_power', 150, 400, 10],
        ],
      },
      {
        title: 'Бочки и цистерны',
        uri: 'bochki-i-cisterny',
        noun: 'Цистерна',
        weight: 1,
        price: [300_000, 3_500_000],
        characteristics: [
          ['volume', 3000, 25000, 1000],
          ['required_power', 60, 250, 10],
        ],
      },
    ],
  },
  {
    title: 'Спецтехника',
    uri: 'spectehnika',
    icon: 'special',
    description: 'Экскаваторы-погрузчики, бульдозеры и автогрейдеры для хозяйства и дорог.',
    brands: ['Грейдер-Маш', 'Копатель', 'Северный путь'],
    subcategories: [
      {
        title: 'Экскаваторы-погрузчики',
        uri: 'ekskavatory-pogruzchiki',
        noun: 'Экскаватор-погрузчик',
        weight: 2,
        price: [5_000_000, 12_000_000],
        characteristics: [['power_hp', 80, 120, 5], ['capacity', 1, 3, 0.1], ['engine']],
      },
      {
        title: 'Бульдозеры',
        uri: 'buldozery',
        noun: 'Бульдозер',
        weight: 1,
        price: [8_000_000, 30_000_000],
        characteristics: [['power_hp', 130, 420, 10], ['weight', 12000, 40000, 500], ['engine']],
      },
      {
        title: 'Автогрейдеры',
        uri: 'avtogrejdery',
        noun: 'Автогрейдер',
        weight: 1,
        price: [9_000_000, 22_000_000],
        characteristics: [
          ['power_hp', 140, 250, 10],
          ['weight', 12000, 20000, 500],
        ],
      },
      {
        title: 'Сельскохозяйственные дроны',
        uri: 'selskohozyajstvennye-drony',
        noun: 'Агродрон',
        weight: 0,
        price: [900_000, 3_000_000],
        characteristics: [['volume', 10, 50, 5]],
      },
    ],
  },
];
