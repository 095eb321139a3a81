/** The demo company and people that `npm start` seeds and prints. */
import type { CorporationSeed, UserSeed } from './lib';

export const DEMO_PASSWORD = 'almacena2026';

export const DEMO_CORPORATION: CorporationSeed = {
  id: 'demo-distribuciones',
  name: 'Demo Distribuciones S.L.',
  data: {
    nif: 'B86561412',
    legalName: 'Demo Distribuciones S.L.',
    address: 'Calle de Alcalá, 120, 3.º B',
    postalCode: '28009',
    city: 'Madrid',
    province: 'Madrid',
    country: 'España',
    phone: '+34 910 123 456',
    email: 'administracion@demodistribuciones.es',
    iban: 'ES91 2100 0418 4502 0005 1332',
    bic: 'CAIXESBBXXX',
    // Identificador de acreedor SEPA of its NIF B86561412 with suffix 000 (src/corps/sepaCreditorId.ts).
    sepaCreditorId: 'ES18000B86561412',
    salesSeries: 'F',
    rectificationSeries: 'R',
    defaultVatRate: 21,
    allowNegativeStock: false,
    mercantileRegistry: { registry: 'Registro Mercantil de Madrid', tomo: '38.542', folio: '112', hoja: 'M-685.931', inscripcion: '1.ª' },
  },
};

/** A second company, so that a superadmin has somewhere to move and isolation can be seen. */
export const SECOND_CORPORATION: CorporationSeed = {
  id: 'ferreteria-norte',
  name: 'Ferretería Norte S.A.',
  data: {
    nif: 'A28765436',
    legalName: 'Ferretería Norte S.A.',
    address: 'Avenida de Gasteiz, 45',
    postalCode: '01008',
    city: 'Vitoria-Gasteiz',
    province: 'Álava',
    country: 'España',
    phone: '+34 945 000 111',
    email: 'info@ferreterianorte.es',
    iban: 'ES60 0049 1500 0512 3456 7892',
    salesSeries: 'FN',
    rectificationSeries: 'RN',
    defaultVatRate: 21,
    allowNegativeStock: false,
  },
};

export const DEMO_USERS: (UserSeed & { label: string })[] = [
  {
    label: 'Superadministrador',
    uid: 'demo-superadmin',
    email: 'superadmin@almacena.demo',
    password: DEMO_PASSWORD,
    name: 'Sara Superadmin',
    corpId: DEMO_CORPORATION.id,
    role: 'superadmin',
  },
  {
    label: 'Administrador',
    uid: 'demo-admin',
    email: 'admin@almacena.demo',
    password: DEMO_PASSWORD,
    name: 'Ana Administradora',
    corpId: DEMO_CORPORATION.id,
    role: 'admin',
  },
  {
    label: 'Personal',
    uid: 'demo-user',
    email: 'personal@almacena.demo',
    password: DEMO_PASSWORD,
    name: 'Pablo Personal',
    corpId: DEMO_CORPORATION.id,
    role: 'user',
  },
  {
    label: 'Cajero',
    uid: 'demo-cashier',
    email: 'cajero@almacena.demo',
    password: DEMO_PASSWORD,
    name: 'Carla Cajera',
    corpId: DEMO_CORPORATION.id,
    role: 'cashier',
  },
  {
    label: 'Restringido',
    uid: 'demo-restricted',
    email: 'restringido@almacena.demo',
    password: DEMO_PASSWORD,
    name: 'Rita Restringida',
    corpId: DEMO_CORPORATION.id,
    role: 'restricted',
  },
];
