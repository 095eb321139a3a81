/** Page object for the Registro VERI*FACTU (#/verifactu). */
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

export class VerifactuRegistroPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Registro VERI*FACTU' });
  }
  get rows(): Locator {
    return this.page.getByTestId('verifactu-record-row');
  }
  get status(): Locator {
    return this.page.getByTestId('verifactu-status');
  }
  result(which: 'send' | 'chain' | 'action'): Locator {
    return this.page.getByTestId(`verifactu-${which}-result`);
  }
  /** The row of an invoice's record, by the invoice number it links to. */
  row(numSerie: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: numSerie, exact: true }) });
  }
  state(numSerie: string): Locator {
    return this.row(numSerie).getByTestId('verifactu-state');
  }

  async openFromMenu(): Promise<void> {
    const bar = this.page.getByTestId('menu-bar');
    await bar.getByRole('button', { name: 'Admin' }).click();
    await bar.getByRole('link', { name: 'Registro VERI*FACTU' }).click();
    await expect(this.heading).toBeVisible();
  }

  async sendNow(): Promise<void> {
    await this.page.getByRole('button', { name: 'Enviar ahora' }).click();
  }

  async verifyChain(): Promise<void> {
    await this.page.getByRole('button', { name: 'Verificar cadena' }).click();
  }

  /** Selects the invoice's record, clicks "Exportar XML" and returns the file's name and text. */
  async exportXml(numSerie: string): Promise<{ fileName: string; text: string }> {
    await this.row(numSerie).getByRole('checkbox').check();
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: 'Exportar XML' }).click()]);
    return { fileName: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
  }
}
