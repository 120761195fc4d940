import {
  expectedDay,
  SERVICE_LEVEL_WORKING_DAYS,
  type TimelineStep,
  type TServiceLevels,
  timelineDay,
  untilDay,
} from './service-levels.ts';

/**
 * The timelines of a supplier's accreditation, a factoring register and a fund's support request
 * (decision 0183), in the shape of the application's (decision 0177): the steps passed with their
 * days, the next one saying who acts and by when, the later ones without a day. Each reader sees
 * its own side: «Ждём вашего ответа» to the party who acts, the other party's name to the rest.
 */

const done = (title: string, day: string | null): TimelineStep => ({ title, state: 'done', day });
const later = (title: string): TimelineStep => ({ title, state: 'later', day: null });
const next = (title: string, waiting: string, day: string | null = null): TimelineStep => ({
  title,
  state: 'next',
  day,
  waiting,
});

/**
 * A waiting step with its promised day: «Ждём решения менеджера до 4 декабря»; a day already
 * gone says so («…, срок прошёл»), so a late step does not read as a promise.
 */
function due(title: string, who: string, day: string | null, today: string): TimelineStep {
  if (!day) return next(title, who);
  const late = day < today ? ', срок прошёл' : '';
  return next(title, `${who} ${untilDay(day, today)}${late}`, day);
}

/** The supplier's accreditation: filled in, signed and sent, reviewed by the manager, decided. */
export function accreditationTimeline(
  accreditation: { status: string; created: string | null; submitted: string | null; decided: string | null },
  today: string,
  levels: TServiceLevels = SERVICE_LEVEL_WORKING_DAYS,
): TimelineStep[] {
  const { status } = accreditation;
  const created = timelineDay(accreditation.created);
  const submitted = timelineDay(accreditation.submitted);
  const decided = timelineDay(accreditation.decided);
  const started = created ? done('Анкета начата', created) : later('Анкета начата');
  if (status === 'draft' || !created) {
    return [
      created ? started : next('Анкета', 'Заполните анкету и приложите документы'),
      created
        ? next('Пакет подписан и отправлен', 'Ждём от вас: сформируйте и подпишите пакет')
        : later('Пакет подписан и отправлен'),
      later('Проверка менеджером'),
      later('Аккредитация пройдена'),
    ];
  }
  const sent = done('Пакет подписан и отправлен', submitted);
  if (status === 'submitted') {
    const reviewBy = submitted ? expectedDay(submitted, 'accreditationReview', levels) : null;
    return [
      started,
      sent,
      due('Проверка менеджером', 'Ждём решения менеджера', reviewBy, today),
      later('Аккредитация пройдена'),
    ];
  }
  if (status === 'corrections') {
    return [
      started,
      sent,
      done('Пакет возвращён на доработку', decided),
      next('Исправленный пакет', 'Ждём от вас: исправьте пакет и подпишите его снова'),
      later('Проверка менеджером'),
    ];
  }
  if (status === 'rejected') {
    return [
      started,
      sent,
      done('В аккредитации отказано', decided),
      next('Новая попытка', 'Ждём от вас: начните новую попытку'),
    ];
  }
  return [started, sent, done('Проверка менеджером', decided), done('Аккредитация пройдена', decided)];
}

/**
 * A factoring register as its supplier or its customer reads it: made, sent to the customer,
 * confirmed or disputed, financed by the factor, paid by the customer.
 */
export function registerTimeline(
  register: {
    status: string;
    created: string;
    sent: string | null;
    answered: string | null;
    financed: string | null;
  },
  side: 'supplier' | 'customer',
  today: string,
  levels: TServiceLevels = SERVICE_LEVEL_WORKING_DAYS,
): TimelineStep[] {
  const { status } = register;
  const sentDay = timelineDay(register.sent);
  const answered = timelineDay(register.answered);
  const financed = timelineDay(register.financed);
  const made = done('Реестр составлен', timelineDay(register.created));
  if (status === 'draft') {
    return [
      made,
      next('Отправка покупателю', 'Ждём от вас: добавьте накладные и отправьте реестр'),
      later('Подтверждение покупателя'),
      later('Финансирование'),
      later('Оплата покупателем'),
    ];
  }
  const sent = done('Реестр отправлен покупателю', sentDay);
  if (status === 'sent') {
    const answerBy = sentDay ? expectedDay(sentDay, 'registerAnswer', levels) : null;
    const who = side === 'customer' ? 'Ждём вашего ответа' : 'Ждём ответа покупателя';
    return [
      made,
      sent,
      due('Подтверждение покупателя', who, answerBy, today),
      later('Финансирование'),
      later('Оплата покупателем'),
    ];
  }
  if (status === 'disputed') return [made, sent, done('Покупатель оспорил реестр', answered)];
  const confirmed = done('Покупатель подтвердил реестр', answered);
  if (status === 'confirmed') {
    const financeBy = answered ? expectedDay(answered, 'registerFinancing', levels) : null;
    return [
      made,
      sent,
      confirmed,
      due('Финансирование', 'Ждём финансирования Агролизинга', financeBy, today),
      later('Оплата покупателем'),
    ];
  }
  const funded = done('Реестр профинансирован', financed);
  if (status === 'financed') {
    const who =
      side === 'customer'
        ? 'Ждём от вас: оплатите поставки фактору в сроки накладных'
        : 'Ждём оплаты покупателя в сроки накладных';
    return [made, sent, confirmed, funded, next('Оплата покупателем', who)];
  }
  return [made, sent, confirmed, funded, done('Покупатель оплатил реестр', null)];
}

/**
 * A request for regional support as the fund or the farm reads it: asked (or forwarded by the
 * company's manager), decided by the fund within its service level.
 */
export function fundRequestTimeline(
  request: {
    status: string;
    created: string;
    decided: string | null;
    forwarded: { at: string } | null;
  },
  side: 'fund' | 'farm',
  today: string,
  levels: TServiceLevels = SERVICE_LEVEL_WORKING_DAYS,
): TimelineStep[] {
  const asked = timelineDay(request.forwarded?.at ?? request.created);
  const first = done(
    request.forwarded ? 'Менеджер Агролизинга передал заявку в фонд' : 'Запрос отправлен в фонд',
    asked,
  );
  const decided = timelineDay(request.decided);
  if (request.status === 'approve') return [first, done('Фонд одобрил поддержку', decided)];
  if (request.status === 'cancel') return [first, done('Фонд отклонил запрос', decided)];
  const decideBy = asked ? expectedDay(asked, 'fundDecision', levels) : null;
  const who = side === 'fund' ? 'Ждём вашего решения' : 'Ждём решения фонда';
  return [first, due('Решение фонда', who, decideBy, today)];
}
