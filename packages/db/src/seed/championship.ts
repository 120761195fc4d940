import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import {
  type ChampionshipResult,
  championshipItems,
  championshipMedia,
  championshipSeasons,
} from '../schema/championship.ts';

/**
 * The ploughing championship's demo (decision 0070): three seasons with their final results,
 * reports, galleries and videos. Pictures and posters are drawn by
 * scripts/generate-championship-pictures.mjs; the videos are the video host's embedded players.
 */

const picture = (name: string) => `/img/championship/${name}.svg`;

type SeasonSeed = {
  year: number;
  title: string;
  description: string;
  body: string;
  venue: string;
  dateFrom: string;
  dateTo: string;
  photo: string;
  results: ChampionshipResult[];
  items: { title: string; description: string; body: string; photo: string; date: string }[];
  albums: { album: string; pictures: [title: string, picture: string][] }[];
  videos: { title: string; poster: string; player: string }[];
};

const SEASONS: SeasonSeed[] = [
  {
    year: 2024,
    title: 'Чемпионат пахарей — 2024',
    description: 'Первый всероссийский сезон: 38 механизаторов из 19 регионов, финал в Воронежской области.',
    body: 'Первый сезон чемпионата компания провела вместе с аграрным университетом Воронежа. Идея простая: показать, что качество вспашки зависит не только от трактора, но и от мастерства механизатора.\n\nОтборочные этапы прошли в хозяйствах-клиентах пяти федеральных округов. В финал вышли 38 механизаторов из 19 регионов. Участники пахали загонку 50 × 200 метров оборотным плугом; судьи оценивали прямолинейность борозды, глубину обработки, заделку растительных остатков и время.\n\nПобедители получили сертификаты на сервисное обслуживание техники, а их хозяйства — скидку на следующий договор лизинга.',
    venue: 'Воронежская область, Рамонский район',
    dateFrom: '2024-08-22',
    dateTo: '2024-08-24',
    photo: picture('field-1'),
    results: [
      {
        place: 1,
        participant: 'Алексей Гребенников',
        region: 'Воронежская область',
        machine: 'Кировец К-525',
        score: 96.4,
      },
      {
        place: 2,
        participant: 'Сергей Мальцев',
        region: 'Белгородская область',
        machine: 'Беларус 3522',
        score: 94.1,
      },
      {
        place: 3,
        participant: 'Виктор Ступин',
        region: 'Курская область',
        machine: 'Кировец К-742',
        score: 92.8,
      },
      {
        place: 4,
        participant: 'Руслан Хабибуллин',
        region: 'Республика Татарстан',
        machine: 'Беларус 1221',
        score: 91.5,
      },
      {
        place: 5,
        participant: 'Иван Полухин',
        region: 'Тамбовская область',
        machine: 'Кировец К-525',
        score: 90.2,
      },
    ],
    items: [
      {
        title: 'Отборочные этапы в пяти округах',
        description: 'Как механизаторы хозяйств-клиентов боролись за путёвку в финал.',
        body: 'С мая по июль отборочные этапы прошли в Центральном, Южном, Приволжском, Уральском и Сибирском федеральных округах. В каждом этапе участвовали от 12 до 20 механизаторов.\n\nВ финал прошли по семь–восемь лучших участников каждого округа. Условия были едиными: одна загонка, оборотный плуг, глубина вспашки 25 см.',
        photo: picture('field-2'),
        date: '2024-07-15',
      },
      {
        title: 'Финал в Рамонском районе',
        description: 'Три дня соревнований, 38 финалистов и победа хозяина поля.',
        body: 'Финал принял учебно-опытный участок аграрного университета. В первый день участники осваивали технику и участок, во второй пахали зачётные загонки, в третий судьи подвели итоги.\n\nПобедил механизатор из Воронежской области Алексей Гребенников: его борозда отклонилась от прямой меньше чем на 4 см на 200 метрах.',
        photo: picture('podium-1'),
        date: '2024-08-24',
      },
      {
        title: 'Как судьи оценивают вспашку',
        description: 'Критерии оценки: прямолинейность, глубина, заделка остатков и время.',
        body: 'Каждую загонку оценивают четыре судьи. Прямолинейность измеряют по створу вешек, глубину — в десяти точках загонки, заделку растительных остатков — по доле поверхности, на которой они остались.\n\nВремя даёт не больше 10 баллов из 100: быстрая, но небрежная вспашка не выиграет.',
        photo: picture('field-3'),
        date: '2024-06-10',
      },
    ],
    albums: [
      {
        album: 'Открытие',
        pictures: [
          ['Построение участников', 'crowd-1'],
          ['Техника финала на старте', 'tractors-1'],
          ['Жеребьёвка загонок', 'crowd-2'],
        ],
      },
      {
        album: 'Финал',
        pictures: [
          ['Зачётная загонка', 'field-1'],
          ['Замер глубины вспашки', 'field-2'],
          ['Награждение победителей', 'podium-1'],
        ],
      },
    ],
    videos: [
      {
        title: 'Финал сезона 2024 за три минуты',
        poster: picture('poster-1'),
        player: 'https://rutube.ru/play/embed/agrolease-2024-final',
      },
      {
        title: 'Интервью с победителем',
        poster: picture('poster-2'),
        player: 'https://rutube.ru/play/embed/agrolease-2024-winner',
      },
    ],
  },
  {
    year: 2025,
    title: 'Чемпионат пахарей — 2025',
    description:
      'Второй сезон: 52 финалиста из 26 регионов, финал в Краснодарском крае и первая женская команда.',
    body: 'Во втором сезоне к чемпионату присоединились механизаторы Северо-Западного и Дальневосточного округов. Финал прошёл на полях агрохолдинга в Краснодарском крае.\n\nВпервые в финал вышла команда механизаторов-женщин из Ставропольского края, а судейская коллегия добавила номинацию «Лучшая свальная борозда».\n\nПризовой фонд сезона — сертификаты на сервисное обслуживание на 3 млн ₽ и скидки на лизинг для хозяйств победителей.',
    venue: 'Краснодарский край, Динской район',
    dateFrom: '2025-08-28',
    dateTo: '2025-08-30',
    photo: picture('field-2'),
    results: [
      {
        place: 1,
        participant: 'Николай Дьяченко',
        region: 'Краснодарский край',
        machine: 'John Deere 8R 370',
        score: 97.2,
      },
      {
        place: 2,
        participant: 'Алексей Гребенников',
        region: 'Воронежская область',
        machine: 'Кировец К-525',
        score: 96.0,
      },
      {
        place: 3,
        participant: 'Ольга Савченко',
        region: 'Ставропольский край',
        machine: 'Беларус 3522',
        score: 94.7,
      },
      {
        place: 4,
        participant: 'Дмитрий Ерёменко',
        region: 'Ростовская область',
        machine: 'Кировец К-742',
        score: 93.3,
      },
      {
        place: 5,
        participant: 'Артём Кузьмин',
        region: 'Алтайский край',
        machine: 'Беларус 2022',
        score: 92.9,
      },
    ],
    items: [
      {
        title: 'Первая женская команда в финале',
        description: 'Механизаторы из Ставропольского края — о подготовке и о третьем месте.',
        body: 'Ольга Савченко работает механизатором восемь лет. На чемпионат её отправило родное хозяйство, которое взяло в лизинг трактор Беларус 3522.\n\n«Главное — не торопиться на первом проходе: если свальная борозда ровная, вся загонка пойдёт хорошо», — говорит Ольга. Её результат — 94,7 балла и третье место.',
        photo: picture('crowd-2'),
        date: '2025-09-02',
      },
      {
        title: 'Итоги финала на Кубани',
        description: 'Победитель из Динского района и серебро прошлогоднего чемпиона.',
        body: 'Финал собрал 52 механизатора из 26 регионов. Погода подарила сухую почву, и судьи отметили высокий средний уровень: 40 участников набрали больше 85 баллов.\n\nЧемпионом стал Николай Дьяченко из Краснодарского края, победитель первого сезона Алексей Гребенников — второй.',
        photo: picture('podium-2'),
        date: '2025-08-30',
      },
      {
        title: 'Новая номинация: лучшая свальная борозда',
        description: 'Зачем судьи отдельно оценивают первый проход.',
        body: 'Свальная борозда задаёт геометрию всей загонки. С 2025 года судьи отдельно награждают участника, чья свальная борозда получилась самой ровной и с одинаковой глубиной по всей длине.\n\nПервым обладателем приза стал Артём Кузьмин из Алтайского края.',
        photo: picture('field-3'),
        date: '2025-07-20',
      },
    ],
    albums: [
      {
        album: 'Подготовка участка',
        pictures: [
          ['Разметка загонок', 'field-3'],
          ['Техника перед стартом', 'tractors-2'],
        ],
      },
      {
        album: 'Финал',
        pictures: [
          ['Старт финального заезда', 'tractors-1'],
          ['Болельщики у кромки поля', 'crowd-1'],
          ['Судьи на загонке', 'field-1'],
          ['Пьедестал сезона 2025', 'podium-2'],
        ],
      },
    ],
    videos: [
      {
        title: 'Лучшие моменты финала 2025',
        poster: picture('poster-3'),
        player: 'https://rutube.ru/play/embed/agrolease-2025-final',
      },
      {
        title: 'Как пахать свальную борозду: мастер-класс чемпиона',
        poster: picture('poster-4'),
        player: 'https://rutube.ru/play/embed/agrolease-2025-masterclass',
      },
    ],
  },
  {
    year: 2026,
    title: 'Чемпионат пахарей — 2026',
    description: 'Третий сезон: 64 финалиста из 31 региона, финал в Ставропольском крае.',
    body: 'Третий сезон стал самым массовым: отборочные этапы прошли во всех федеральных округах, а в финал вышли 64 механизатора из 31 региона.\n\nФинал принял Ставропольский край. Впервые участники пахали на технике, которую хозяйства получили в лизинг в этом году, — от колёсных тракторов до гусеничных.\n\nСудейство вели эксперты трёх аграрных вузов; результаты каждого этапа публиковались в день соревнований.',
    venue: 'Ставропольский край, Шпаковский округ',
    dateFrom: '2026-09-03',
    dateTo: '2026-09-05',
    photo: picture('field-1'),
    results: [
      {
        place: 1,
        participant: 'Ольга Савченко',
        region: 'Ставропольский край',
        machine: 'Беларус 3522',
        score: 97.8,
      },
      {
        place: 2,
        participant: 'Николай Дьяченко',
        region: 'Краснодарский край',
        machine: 'John Deere 8R 370',
        score: 97.1,
      },
      {
        place: 3,
        participant: 'Евгений Лаптев',
        region: 'Новосибирская область',
        machine: 'Кировец К-525',
        score: 95.6,
      },
      {
        place: 4,
        participant: 'Марат Галиев',
        region: 'Республика Башкортостан',
        machine: 'Ростсельмаш 2375',
        score: 94.8,
      },
      {
        place: 5,
        participant: 'Павел Зуев',
        region: 'Омская область',
        machine: 'Кировец К-742',
        score: 94.0,
      },
    ],
    items: [
      {
        title: 'Ольга Савченко — чемпион сезона 2026',
        description: 'Бронзовый призёр прошлого года выиграла финал с рекордными 97,8 балла.',
        body: 'Ольга Савченко из Ставропольского края выиграла финал третьего сезона. Её загонку судьи оценили в 97,8 балла — это рекорд чемпионата.\n\nХозяйство победительницы получило сертификат на сервисное обслуживание и скидку на следующий договор лизинга.',
        photo: picture('podium-1'),
        date: '2026-09-05',
      },
      {
        title: 'Отборочные этапы во всех федеральных округах',
        description: 'Больше 300 механизаторов и восемь этапов с мая по август.',
        body: 'В 2026 году отборочные этапы впервые прошли во всех восьми федеральных округах. В них участвовали больше 300 механизаторов хозяйств-клиентов.\n\nСамый северный этап принимала Вологодская область, самый восточный — Амурская.',
        photo: picture('tractors-2'),
        date: '2026-08-10',
      },
      {
        title: 'Как подать заявку на сезон 2027',
        description: 'Кто может участвовать и какие документы нужны.',
        body: 'Участвовать могут механизаторы хозяйств, у которых есть действующий договор лизинга с компанией. Заявку подаёт хозяйство через своего менеджера или по телефону 8 800 000-00-00.\n\nПриём заявок на сезон 2027 откроется 1 марта.',
        photo: picture('field-2'),
        date: '2026-10-01',
      },
    ],
    albums: [
      {
        album: 'Открытие',
        pictures: [
          ['Парад техники', 'tractors-1'],
          ['Участники финала', 'crowd-1'],
        ],
      },
      {
        album: 'Соревнования',
        pictures: [
          ['На зачётной загонке', 'field-2'],
          ['Проверка глубины', 'field-3'],
          ['Гусеничный класс', 'tractors-2'],
        ],
      },
      {
        album: 'Награждение',
        pictures: [
          ['Пьедестал сезона 2026', 'podium-2'],
          ['Болельщики и семьи участников', 'crowd-2'],
        ],
      },
    ],
    videos: [
      {
        title: 'Финал сезона 2026',
        poster: picture('poster-5'),
        player: 'https://rutube.ru/play/embed/agrolease-2026-final',
      },
      {
        title: 'Чемпион 2026 о подготовке к сезону',
        poster: picture('poster-6'),
        player: 'https://rutube.ru/play/embed/agrolease-2026-champion',
      },
    ],
  },
];

export async function seedChampionship(db: DbExecutor): Promise<void> {
  let itemId = 0;
  let mediaId = 0;
  for (const [index, season] of SEASONS.entries()) {
    const seasonId = index + 1;
    await db.insert(championshipSeasons).values({
      id: seasonId,
      year: season.year,
      title: season.title,
      description: season.description,
      body: season.body,
      venue: season.venue,
      dateFrom: season.dateFrom,
      dateTo: season.dateTo,
      photo: season.photo,
      results: season.results,
    });
    await db
      .insert(championshipItems)
      .values(season.items.map((item) => ({ ...item, id: ++itemId, seasonId })));
    const media: (typeof championshipMedia.$inferInsert)[] = [];
    for (const { album, pictures } of season.albums)
      for (const [title, name] of pictures)
        media.push({
          id: ++mediaId,
          seasonId,
          kind: 'photo',
          album,
          title,
          picture: picture(name),
          sort: mediaId,
        });
    for (const video of season.videos)
      media.push({
        id: ++mediaId,
        seasonId,
        kind: 'video',
        title: video.title,
        picture: video.poster,
        url: video.player,
        sort: mediaId,
      });
    await db.insert(championshipMedia).values(media);
  }
  // Ids were given explicitly: move the sequences past them for rows added later.
  await db.execute(
    sql`select setval('championship_seasons_id_seq', ${SEASONS.length}), setval('championship_items_id_seq', ${itemId}), setval('championship_media_id_seq', ${mediaId})`,
  );
}
