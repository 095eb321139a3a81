/** Page object for the returns desk: the line picker of #/invoices/return, #/outputs/return and #/inputs/return. */
import { expect, type Locator, type Page } from '@playwright/test';

export class ReturnPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
  get lines(): Locator {
    return this.page.getByTestId('return-line');
  }
  get notice(): Locator {
    return this.page.getByTestId('return-notice');
  }
  quantity(description: string): Locator {
    return this.page.getByRole('textbox', { name: `Cantidad a devolver de ${description}` });
  }

  /** Waits for the picker of the source whose title matches. */
  async expectOpen(title: RegExp): Promise<void> {
    await expect(this.heading).toHaveText(title);
    await expect(this.page.getByTestId('return-lines')).toBeVisible();
  }

  async setQuantity(description: string, quantity: string): Promise<void> {
    await this.quantity(description).fill(quantity);
  }

  async submit(reason?: string): Promise<void> {
    if (reason !== undefined) await this.page.getByRole('textbox', { name: 'Motivo' }).fill(reason);
    await this.page.getByRole('button', { name: 'Registrar devolución' }).click();
  }
}
