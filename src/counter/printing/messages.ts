/** Spanish texts of direct ticket printing (issue 29). */
import type { PrinterTransport } from './printerSettings';

export const PRINT_TEXT = {
  setupButton: 'Impresora de tickets',
  setupTitle: 'Impresora de tickets',
  setupIntro:
    'La impresora se guarda en este ordenador (no en la empresa). Sirve cualquier impresora térmica ESC/POS de 80 mm (Epson y compatibles).',
  unsupported:
    'Este navegador no puede hablar con impresoras (no tiene WebUSB ni Web Serial: Firefox, Safari y los móviles no los tienen). Los tickets se descargan en PDF para imprimirlos; para imprimir directamente use Chrome o Edge en un ordenador.',
  transportLabel: 'Conexión',
  transport: { usb: 'USB', serial: 'Puerto serie (RS-232 o USB-serie)' } satisfies Record<PrinterTransport, string>,
  transportMissing: (t: PrinterTransport) => `Este navegador no admite ${t === 'usb' ? 'WebUSB' : 'Web Serial'}.`,
  none: 'Ninguna (ticket en PDF)',
  baudLabel: 'Velocidad del puerto serie (baudios)',
  baudHelp: 'La de la impresora (suele ser 9600 o 19200; la imprime su hoja de autotest).',
  connect: 'Conectar impresora…',
  connected: (name: string) => `Impresora elegida: ${name}.`,
  notConnected: 'Ninguna impresora elegida: los tickets se descargan en PDF.',
  deviceName: (vendorId: number | null, productId: number | null) =>
    vendorId === null ? 'puerto serie' : `USB ${vendorId.toString(16).padStart(4, '0')}:${(productId ?? 0).toString(16).padStart(4, '0')}`,
  drawerLabel: 'Abrir el cajón al cobrar en efectivo',
  drawerHelp: 'El cajón va conectado a la impresora (conector RJ11/RJ12 «DK»).',
  testTicket: 'Imprimir ticket de prueba',
  openDrawer: 'Abrir cajón',
  close: 'Cerrar',
  forget: 'Usar PDF en este ordenador',
  testLines: ['Almacena · ticket de prueba', 'Acentos: á é í ó ú ü ñ Ñ ç', 'Euro: 1.234,56 €', 'Nº 1 · 1ª · 2º', ''],
  testDone: 'Ticket de prueba enviado a la impresora.',
  drawerDone: 'Orden de abrir el cajón enviada.',
  cancelled: 'No se ha elegido ninguna impresora.',
  notFound: 'No se encuentra la impresora: compruebe que está encendida y conectada, o vuelva a elegirla en «Impresora de tickets».',
  failed: 'La impresora no ha respondido; compruebe el cable y el papel.',
  print: 'Imprimir ticket',
  reprint: 'Reimprimir',
  gift: 'Ticket regalo',
  printing: 'Imprimiendo…',
  printed: 'Ticket enviado a la impresora.',
  pdfDone: 'Ticket descargado en PDF.',
  pdfFallback: 'Descargar en PDF',
  printFailed: 'No se ha podido imprimir el ticket.',
} as const;
