import { expect, test } from '@playwright/test';
import { fillApplicationToSigning, signAndSendApplication } from '../fixtures/application-wizard';
import { signInAs } from '../fixtures/cabinet';
import { confirmMoneyAction } from '../fixtures/money-confirmation';
import { asReturningVisitor } from '../fixtures/returning-visitor';

const CLIENT_PHONE = '+79000000001';

/**
 * Issue 6's whole path, each side in its own browser: the client fills an application, signs
 * it with the SMS code; a manager approves it; the client hears of it, accepts the offer and
 * finds the signed PDF and the new deal in the cabinet.
 */
test('from a new application to an accepted offer, a signed PDF and a deal in the feed', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const clientContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
  const client = await clientContext.newPage();
  await asReturningVisitor(client);
  await signInAs(client, 'client');

  // The client fills the application and signs it at step eight with the code from the SMS.
  const applicationId = await fillApplicationToSigning(client);
  // Signed and sent: the wizard shows the application finished, under its code.
  const code = await signAndSendApplication(client, CLIENT_PHONE);
  // The page says so, and the notification poller may show the same words as a toast.
  await expect(client.getByText(`Заявка ${code} отправлена`).first()).toBeVisible();
  // The client leaves the cabinet while the manager works: a cabinet page left open polls the
  // notifications every 30 s and would take the approval's toast before the dashboard does.
  await client.goto('about:blank');

  // A manager finds it in the queue and approves it with conditions.
  const managerContext = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ru-RU',
  });
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  await manager.getByLabel('Поиск заявки').fill(code);
  await manager.getByRole('button', { name: 'Найти' }).click();
  await manager.getByRole('row').filter({ hasText: code }).getByRole('link').first().click();
  await expect(manager).toHaveURL(new RegExp(`/backoffice/applications/${applicationId}$`));
  // The address changes before the page does: wait for the application's own form.
  await expect(manager.getByRole('form', { name: 'Одобрение заявки' })).toBeVisible();
  await expect(manager.getByTestId('application-status')).toHaveText('На рассмотрении');
  const approval = manager.getByRole('form', { name: 'Одобрение заявки' });
  await approval.getByLabel('Срок, мес.').fill('24');
  await approval.getByRole('button', { name: 'Одобрить с условиями' }).click();
  await confirmMoneyAction(manager, 'Одобрить');
  await expect(manager.getByTestId('application-status')).toHaveText('Одобрена');
  await managerContext.close();

  // The client's cabinet polls its notifications: the approval pops up as a toast.
  await client.goto('/cabinet/v2/client/dashboard');
  await expect(client.getByRole('alert').filter({ hasText: `Заявка ${code} одобрена` })).toBeVisible();

  // The offer on the application's page: accept it, which opens the deal.
  await client.goto(`/cabinet/v2/client/apps/${applicationId}`);
  const offer = client.getByTestId('offer');
  await expect(offer).toContainText('Ожидает ответа');
  await offer.getByRole('button', { name: 'Принять предложение' }).click();
  await client
    .getByRole('dialog', { name: 'Принять предложение?' })
    .getByRole('button', { name: 'Принять' })
    .click();
  await expect(client).toHaveURL(/\/cabinet\/v2\/client\/deals\/\d+$/);
  const dealCode = (
    (await client.getByRole('heading', { name: /^Сделка Д-\d{6}$/ }).textContent()) ?? ''
  ).replace('Сделка ', '');

  // The signed application PDF is among the signed documents, stamped and larger than the original.
  await client.goto('/cabinet/v2/client/documents');
  await client.getByRole('tab', { name: /Подписанные/ }).click();
  const signedCard = client.getByTestId('document-card').filter({ hasText: code });
  // Its title carries the number, and the status agrees with «заявка» (issue 39).
  await expect(signedCard.getByText(`Заявка на лизинг № ${code}`, { exact: true })).toBeVisible();
  await expect(signedCard.getByText('Подписана', { exact: true })).toBeVisible();
  const signedHref = await signedCard.getByTestId('signed-download').getAttribute('href');
  const signed = await client.request.get(signedHref ?? '');
  expect(signed.headers()['content-type']).toBe('application/pdf');
  expect((await signed.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The dashboard's feed shows the new deal.
  await client.goto('/cabinet/v2/client/dashboard');
  await expect(client.getByTestId('feed-event').filter({ hasText: dealCode })).toBeVisible();
  await clientContext.close();
});
