/**
 * A document's status word agrees with the noun its title starts with (issue 39): «Заявка …
 * подписана», «Заявление … подписано», «Договор … подписан», «Учредительные документы …
 * подписаны». The head word's ending decides, as in Russian: -а/-я/-ь feminine, -о/-е neuter,
 * -ы/-и and adjectives in -ые/-ие (other than nouns in -ние/-тие/-сие) plural, else masculine.
 */

export type DocumentGender = 'masculine' | 'feminine' | 'neuter' | 'plural';

const ENDING: Record<DocumentGender, string> = { masculine: '', feminine: 'а', neuter: 'о', plural: 'ы' };

/** The grammatical gender of a document's title, read from its first word. */
export function documentGender(title: string): DocumentGender {
  const head = title.toLowerCase().match(/[а-яё]+/)?.[0] ?? '';
  if (/ые$/.test(head) || (/ие$/.test(head) && !/[нтс]ие$/.test(head))) return 'plural';
  if (/[ыи]$/.test(head)) return 'plural';
  if (/[аяь]$/.test(head)) return 'feminine';
  if (/[оеё]$/.test(head)) return 'neuter';
  return 'masculine';
}

/**
 * A short participle in the masculine ('Подписан', 'не подписан', 'загружен') made to agree
 * with the document: documentStatus('Заявка на лизинг № З-000042', 'Подписан') → 'Подписана'.
 */
export function documentStatus(title: string, participle: string): string {
  return `${participle}${ENDING[documentGender(title)]}`;
}
