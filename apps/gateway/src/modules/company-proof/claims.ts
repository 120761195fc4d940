import type { DbExecutor } from '@agrolease/db';
import { maskPhone } from '@agrolease/domain/masking';
import type { GatewayAdapters } from '../../adapters/index.ts';
import type { AccountRow } from '../../http/session-store.ts';
import { otherAccountsOfInn } from './queries.ts';

/**
 * A person registered claiming the INN of a company whose people already work in the cabinet
 * (decision 0162). The claimant sees nothing of the company until proven; each confirmed person
 * of it gets a letter, so that an impostor is noticed and a real colleague can be invited.
 */
export async function tellCompanyOfClaim(
  deps: { db: DbExecutor; adapters: Pick<GatewayAdapters, 'mail'> },
  claimant: Pick<AccountRow, 'id' | 'inn' | 'role' | 'personName' | 'phone' | 'companyTitle'>,
): Promise<void> {
  const people = (await otherAccountsOfInn(deps.db, claimant.inn, claimant.id)).filter(
    (other) => other.companyStatus === 'confirmed' && other.role === claimant.role && other.email !== '',
  );
  for (const person of people) {
    await deps.adapters.mail.send({
      to: person.email,
      subject: `Новый пользователь заявил, что представляет ${claimant.companyTitle}`,
      text: [
        `В личном кабинете Агролизинга зарегистрировался пользователь ${claimant.personName} (телефон ${maskPhone(claimant.phone)}) и указал ИНН вашей организации ${claimant.inn}.`,
        'Он не видит заявок, сделок, документов и платежей организации и ничего не может подписать от её имени, пока не подтвердит полномочия электронной подписью руководителя, по машиночитаемой доверенности или документами, которые проверит менеджер.',
        'Если это ваш сотрудник, пригласите его в разделе «Мои данные» → «Организация». Если вы его не знаете, сообщите менеджеру Агролизинга.',
      ].join('\n\n'),
    });
  }
}
