import type { sale, TCallReply } from '@agrolease/contracts';

/**
 * The fixed texts of the used-property sale: who sells, how to pay and how a purchase goes.
 * Requisites are fictional (the demo company; INN and OGRN have valid check digits).
 */
export const SALE_REQUISITES: TCallReply<typeof sale.getSaleRequisites> = {
  title: 'АО «Агролизинг»',
  inn: '7701000026',
  kpp: '770101001',
  ogrn: '1027700002000',
  address: '101000, г. Москва, ул. Полевая, д. 1',
  bank: 'АО «Банк Агроинвест», г. Москва',
  bik: '044525999',
  account: '40702810938000000001',
  correspondent_account: '30101810400000000999',
  purpose: 'Оплата по договору купли-продажи имущества, инв. № {code}. НДС включён',
};

export const SALE_TEXTS: TCallReply<typeof sale.getSaleTexts> = {
  title: 'Как купить технику с пробегом',
  description:
    'Агролизинг продаёт технику, возвращённую лизингополучателями или изъятую по договорам лизинга. Каждую единицу осматривают специалисты компании, а цена определяется независимой оценкой.',
  steps: [
    {
      title: 'Выберите лот',
      text: 'Отфильтруйте каталог по категории, региону, году выпуска и цене. В карточке лота — фотографии, наработка, состояние и документы.',
    },
    {
      title: 'Осмотрите технику',
      text: 'Свяжитесь с менеджером, указанным в карточке, и договоритесь об осмотре на площадке хранения.',
    },
    {
      title: 'Подпишите договор',
      text: 'Договор купли-продажи подписывается электронной подписью или на бумаге в ближайшем филиале. Технику можно купить и в лизинг.',
    },
    {
      title: 'Оплатите и заберите',
      text: 'Оплатите счёт по реквизитам продавца в течение 5 рабочих дней и заберите технику по акту приёма-передачи.',
    },
  ],
};

export const SALE_DOCUMENTS: TCallReply<typeof sale.getSaleDocuments> = {
  items: [
    {
      title: 'Порядок продажи имущества',
      url: '/docs/sale/poryadok-prodazhi.pdf',
      mimeType: 'application/pdf',
    },
    {
      title: 'Типовой договор купли-продажи',
      url: '/docs/sale/dogovor-kupli-prodazhi.pdf',
      mimeType: 'application/pdf',
    },
    { title: 'Заявка на приобретение имущества', url: '/docs/sale/zayavka.pdf', mimeType: 'application/pdf' },
  ],
};
