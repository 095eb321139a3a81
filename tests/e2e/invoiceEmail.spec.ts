/**
 * Invoices by e-mail (issue 33): from an issued sale, «Enviar por e-mail» opens a dialog with the
 * client's e-mail, a subject and a message; the dialog refuses a bad address; sent, the run's mail
 * stand-in received the invoice's PDF (its number and total in the text) and the invoice lists the
 * send under «Envíos por e-mail». A reminder of overdue instalments («Enviar recordatorio» on the
 * aging report) reaches the stand-in listing the invoice and shows on the invoice as «Recordatorio».
 */
import { adminDb } from '../../seed/lib';
import { seedSalesInvoice } from '../../seed/invoices';
import { madridIsoDate } from '../../src/domain/invoiceDates';
import { invoiceFactsOf } from '../../src/domain/summaries';
import { dueDocuments, dueOwnerOf, instalmentsOfStored } from '../../src/domain/payments/dues';
import type { ReceivedMail } from '../../scripts/mail-standin/server.mjs';
import { expect, test } from './support/fixtures';
import { pdfText } from './support/pdfText';
import { CLIENT, seedStockWorld } from './support/stockPages';

const MAIL = process.env.MAIL_STANDIN_URL!;
const CLIENT_EMAIL = 'administracion@obrassur.example.com';

test.describe('invoices by e-mail', () => {
  test.beforeEach(async ({ world }) => {
    await seedStockWorld(world);
    await adminDb().doc(`corporations/${world.corpId}/clients/${CLIENT.id}`).update({ email: CLIENT_EMAIL });
    await seedSalesInvoice(world.corpId, {
      id: 'seed-mail',
      clientId: CLIENT.id,
      number: 7,
      issueDate: madridIsoDate(new Date()),
      uid: world.user.uid,
      lines: [
        {
          description: 'Reparación',
          code: '',
          categoryId: null,
          unit: 'h',
          quantity: 2,
          unitPriceCents: 3000,
          discountPct: 0,
          vatRate: 21,
          exemption: null,
          sourceId: null,
          sourceLabel: null,
        },
      ],
    });
    await fetch(`${MAIL}/messages`, { method: 'DELETE' });
  });

  test('sends an issued invoice from its page: the stand-in receives its PDF and the page lists the send', async ({ page, world, loginPage }) => {
    const number = `F-${madridIsoDate(new Date()).slice(0, 4)}-000007`;
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.goto('#/invoices/details?invoiceId=seed-mail');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
    await expect(page.getByTestId('invoice-emails')).toContainText('Esta factura no se ha enviado por e-mail.');

    await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: `Enviar ${number} por e-mail` });
    const to = dialog.getByLabel('Para');
    await expect(to).toHaveValue(CLIENT_EMAIL);
    await expect(dialog.getByLabel('Asunto')).toHaveValue(new RegExp(`^Factura ${number} de `));
    await expect(dialog.getByLabel('Mensaje')).toHaveValue(new RegExp(`factura ${number}, de .* por un total de 72,60\\s€`));

    // A wrong address is said at the field, and nothing is sent.
    await to.fill(`${CLIENT_EMAIL}, contabilidad@`);
    await dialog.getByTestId('invoice-email-send').click();
    await expect(to).toHaveAccessibleDescription(/«contabilidad@» no es una dirección de e-mail válida/);

    await to.fill(`${CLIENT_EMAIL}, contabilidad@obrassur.example.com`);
    await dialog.getByTestId('invoice-email-send').click();
    await expect(dialog).toBeHidden({ timeout: 60_000 });
    await expect(page.getByTestId('invoice-notice')).toContainText(
      `Factura enviada por e-mail a ${CLIENT_EMAIL}, contabilidad@obrassur.example.com.`,
    );

    const sends = page.getByTestId('invoice-emails');
    await expect(sends.getByRole('row')).toHaveCount(2);
    await expect(sends.getByRole('row').nth(1)).toContainText(`Factura ${number}`);
    await expect(sends.getByRole('row').nth(1)).toContainText('Enviado');

    const [mail, ...more] = (await (await fetch(`${MAIL}/messages`)).json()) as ReceivedMail[];
    expect(more).toHaveLength(0);
    expect(mail!.envelope.to).toEqual([CLIENT_EMAIL, 'contabilidad@obrassur.example.com']);
    expect(mail!.attachments).toEqual([expect.objectContaining({ filename: `Factura ${number}.pdf`, contentType: 'application/pdf' })]);
    const pdf = Buffer.from(await (await fetch(`${MAIL}/messages/${mail!.id}/attachments/0`)).arrayBuffer());
    const text = pdfText(pdf);
    expect(text).toContain(number);
    expect(text).toContain('72,60 €');
  });

  test('sends a reminder of an overdue invoice from the aging report, recorded on the invoice', async ({ page, world, loginPage }) => {
    const number = `F-${madridIsoDate(new Date()).slice(0, 4)}-000007`;
    // The invoice's one instalment, fallen due long ago (as the issuing command writes it, with its date moved).
    const db = adminDb();
    const invoice = (await db.doc(`corporations/${world.corpId}/invoices/seed-mail`).get()).data()!;
    const [instalment] = instalmentsOfStored(invoice, invoiceFactsOf(invoice).dueCents);
    for (const due of dueDocuments(dueOwnerOf('seed-mail', invoice), [{ ...instalment!, dueDate: '2021-03-01' }]))
      await db.doc(`corporations/${world.corpId}/dues/${due.id}`).set(due);

    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.goto('#/reports/aging');
    await page.getByRole('button', { name: 'Generar' }).click();
    await page.getByRole('button', { name: `Enviar recordatorio a ${CLIENT.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Recordatorio de vencimientos a ${CLIENT.name}` });
    await expect(dialog.getByLabel('Para')).toHaveValue(CLIENT_EMAIL);
    await expect(dialog).toContainText('72,60');
    await dialog.getByTestId('due-reminder-send').click();
    await expect(dialog).toBeHidden({ timeout: 60_000 });
    await expect(page.getByTestId('aging-notice')).toContainText(`Recordatorio enviado a ${CLIENT.name} (${CLIENT_EMAIL}): 1 vencimiento.`);

    const [mail, ...more] = (await (await fetch(`${MAIL}/messages`)).json()) as ReceivedMail[];
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(/^Recordatorio de vencimientos pendientes — /);
    expect(mail!.text).toContain(number);
    expect(mail!.text).toContain('01/03/2021');

    await page.goto('#/invoices/details?invoiceId=seed-mail');
    const sends = page.getByTestId('invoice-emails');
    await expect(sends.getByRole('row')).toHaveCount(2);
    await expect(sends.getByRole('row').nth(1)).toContainText('Recordatorio');
    await expect(sends.getByRole('row').nth(1)).toContainText('Enviado');
  });
});
