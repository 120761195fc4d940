import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../pdf/render-pdf.ts';

interface AgreementText {
  title: string;
  sections: { heading?: string; paragraphs?: string[]; items?: string[] }[];
}

/** The texts of the agreements of Registration/GetAgreements (the consent mirrors /pd/). */
const AGREEMENT_TEXTS: Record<number, AgreementText> = {
  1: {
    title: 'Согласие на обработку персональных данных',
    sections: [
      {
        paragraphs: [
          'Пользуясь сайтом и личным кабинетом, отправляя заявки и формы, я свободно, своей волей и в своём интересе даю АО «Агролизинг» (далее — Оператор) согласие на обработку моих персональных данных в соответствии с Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных».',
        ],
      },
      {
        heading: 'Какие данные обрабатываются',
        items: [
          'фамилия, имя, отчество, должность, сведения о представляемой организации;',
          'номер телефона, адрес электронной почты, почтовый адрес;',
          'ИНН, ОГРН (ОГРНИП), СНИЛС, паспортные данные — при подаче заявки на лизинг;',
          'город и регион, файлы cookie, сведения о действиях на сайте и об устройстве.',
        ],
      },
      {
        heading: 'Для чего',
        items: [
          'рассмотрение заявок, заключение и исполнение договоров лизинга и купли-продажи;',
          'идентификация в личном кабинете и подписание документов электронной подписью;',
          'ответы на обращения, информирование о статусе заявок и платежей;',
          'улучшение работы сайта и статистика посещений.',
        ],
      },
      {
        heading: 'Как',
        paragraphs: [
          'Сбор, запись, систематизация, накопление, хранение, уточнение, использование, передача (предоставление, доступ) поставщикам техники, страховым компаниям и партнёрам в объёме, нужном для исполнения договора, обезличивание, блокирование, удаление и уничтожение — с использованием средств автоматизации и без них.',
          'Согласие действует до достижения целей обработки или до его отзыва. Отозвать согласие можно письменным заявлением Оператору или через личный кабинет; обработка прекращается в сроки, установленные законом.',
        ],
      },
    ],
  },
  2: {
    title: 'Пользовательское соглашение личного кабинета',
    sections: [
      {
        heading: '1. Предмет соглашения',
        paragraphs: [
          'АО «Агролизинг» (далее — Компания) предоставляет пользователю доступ к личному кабинету для подачи заявок на лизинг, обмена документами, отслеживания договоров и платежей.',
        ],
      },
      {
        heading: '2. Доступ к кабинету',
        items: [
          'пользователь входит в кабинет по логину и паролю, одноразовому коду или сертификату электронной подписи;',
          'пользователь хранит пароль и коды в тайне и отвечает за действия, совершённые под его учётной записью;',
          'о компрометации доступа пользователь незамедлительно сообщает Компании.',
        ],
      },
      {
        heading: '3. Простая электронная подпись',
        paragraphs: [
          'Документ, подписанный в кабинете кодом из СМС, признаётся равнозначным документу на бумажном носителе, подписанному собственноручной подписью (статья 6 Федерального закона от 06.04.2011 № 63-ФЗ «Об электронной подписи»). Ключом простой электронной подписи является одноразовый код, направленный на подтверждённый номер телефона.',
        ],
      },
      {
        heading: '4. Обмен документами',
        paragraphs: [
          'Документы, направленные через кабинет, считаются полученными в день их размещения. Юридически значимый обмен с квалифицированной электронной подписью ведётся через оператора электронного документооборота.',
        ],
      },
      {
        heading: '5. Прочие условия',
        paragraphs: [
          'Компания вправе изменять соглашение, уведомив пользователя в кабинете. Продолжение работы в кабинете после уведомления означает согласие с изменениями.',
        ],
      },
    ],
  },
};

/** The date of the current edition of the agreements. */
const EDITION_DATE = '01.11.2026';

export function hasAgreementText(idDocument: number): boolean {
  return idDocument in AGREEMENT_TEXTS;
}

/** Registration/GetPDF: the agreement as an A4 PDF. */
export async function renderAgreementPdf(idDocument: number): Promise<Buffer> {
  const text = AGREEMENT_TEXTS[idDocument];
  if (!text) throw new Error(`no agreement ${idDocument}`);
  const content: Content[] = [
    { text: 'АО «Агролизинг»', style: 'brand' },
    { text: text.title, style: 'title' },
  ];
  for (const section of text.sections) {
    if (section.heading) content.push({ text: section.heading, style: 'heading' });
    for (const paragraph of section.paragraphs ?? []) content.push({ text: paragraph, style: 'paragraph' });
    if (section.items) content.push({ ul: section.items, style: 'paragraph' });
  }
  const definition: TDocumentDefinitions = {
    info: { title: text.title, author: 'АО «Агролизинг»' },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.3 },
    styles: {
      brand: { fontSize: 9, color: '#2f7d32', bold: true, margin: [0, 0, 0, 12] },
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 16] },
      heading: { fontSize: 12, bold: true, margin: [0, 12, 0, 6] },
      paragraph: { margin: [0, 0, 0, 6], alignment: 'justify' },
    },
    content,
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `Редакция от ${EDITION_DATE}`, fontSize: 8, color: '#666' },
        { text: `${page} / ${pages}`, alignment: 'right', fontSize: 8, color: '#666' },
      ],
      margin: [56, 16, 56, 0],
    }),
  };
  return renderPdf(definition);
}
