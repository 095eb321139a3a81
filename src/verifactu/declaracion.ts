/**
 * The declaración responsable of Almacena as a sistema informático de facturación (RRSIF,
 * RD 1007/2023 art. 13; Orden HAC/1177/2024 art. 15), as data: the page renders it and
 * docs/declaracion-responsable.md carries the same text (declaracion.test.ts keeps them and the
 * version of the records in step). Who produces the deployment is configuration of the build
 * (VITE_VERIFACTU_PRODUCER_*); unset, the text says «no configurado» (never the variable's name).
 */
import { ALMACENA_SYSTEM, ALMACENA_VERSION } from '../domain/verifactu/system';

export const DECLARACION_PATH = '/verifactu/declaracion';

/** The version written in every record's SistemaInformatico. */
export { ALMACENA_VERSION };

export interface ProducerConfig {
  name: string;
  nif: string;
  address: string;
  place: string;
  /** ISO date the producer signs the declaration. */
  date: string;
}

export const PRODUCER_PLACEHOLDER = 'el productor que despliegue esta instalación';
/**
 * What stands for a datum this build was not given: «no configurado», in Spanish, never the name of
 * the build variable that would carry it (those are for whoever deploys: docs/declaracion-responsable.md).
 */
const PENDING = (what: string) => `[${what}: no configurado]`;

export interface DeclaracionSection {
  title: string;
  paragraphs?: string[];
  facts?: [label: string, value: string][];
  items?: string[];
}

export interface Declaracion {
  title: string;
  sections: DeclaracionSection[];
  /** "En Madrid, a 5 de marzo de 2026." or the pending-configuration text. */
  signature: string;
  configured: boolean;
}

const LONG_DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function longDate(iso: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : LONG_DATE.format(date);
}

export function declaracionOf(config: Partial<ProducerConfig>): Declaracion {
  const name = config.name?.trim() || PENDING('Nombre o razón social del productor');
  const nif = config.nif?.trim() || PENDING('NIF del productor');
  const address = config.address?.trim() || PENDING('Dirección postal de contacto del productor');
  const place = config.place?.trim() || PENDING('Lugar de suscripción');
  const date = longDate(config.date?.trim() ?? '') ?? PENDING('Fecha de suscripción');
  const configured = Boolean(
    config.name?.trim() && config.nif?.trim() && config.address?.trim() && config.place?.trim() && longDate(config.date?.trim() ?? ''),
  );
  return {
    title: 'Declaración responsable del sistema informático de facturación',
    configured,
    sections: [
      {
        title: 'Sistema informático',
        facts: [
          ['Nombre del sistema informático', ALMACENA_SYSTEM.NombreSistemaInformatico],
          ['Código identificador del sistema (IdSistemaInformatico)', ALMACENA_SYSTEM.IdSistemaInformatico],
          ['Versión', ALMACENA_VERSION],
        ],
      },
      {
        title: 'Componentes y funcionalidades',
        paragraphs: [
          'El sistema es una aplicación web que se ejecuta sobre la infraestructura gestionada de Google Firebase; el usuario solo necesita un navegador actual. Sus componentes son:',
        ],
        items: [
          'Aplicación web (React y TypeScript, en el navegador): gestión de productos, stock, clientes y proveedores; preparación de borradores de factura; consulta de las facturas emitidas con su código QR tributario; pantalla «Registro VERI*FACTU» con el estado de cada registro, el envío, la subsanación, la verificación de la cadena y la exportación del XML.',
          'Servicios de confianza (Cloud Functions de Firebase, Node.js 20, región europe-southwest1): numeración y expedición de facturas; generación en la misma operación del registro de facturación de alta (y, en su caso, de anulación), con su huella SHA-256 encadenada al registro anterior del mismo obligado tributario; remisión automática de los registros a la AEAT con certificado electrónico, control de flujo, reintentos y subsanaciones; verificación de la integridad de la cadena; exportación del XML conforme a los esquemas de la AEAT.',
          'Base de datos (Cloud Firestore): conservación de las facturas y de los registros de facturación. Las reglas de seguridad impiden que ningún usuario cree, altere o borre un registro: solo los servicios de confianza los escriben, y un registro generado no se modifica después.',
          'Identificación de usuarios (Firebase Authentication) y control de acceso por perfiles (usuario, administrador) para cada empresa.',
          'Núcleo de dominio (funciones puras en TypeScript): cálculo de importes y desglose, huella, XML de los registros y contenido del código QR, comprobados con pruebas automáticas frente a los esquemas XSD y los ejemplos publicados por la AEAT.',
        ],
      },
      {
        title: 'Modalidad y uso',
        items: [
          'El sistema se ha producido para funcionar exclusivamente como sistema de emisión de facturas verificables (VERI*FACTU): todos los registros de facturación se remiten de forma automática a la AEAT; no dispone de una modalidad «No VERI*FACTU».',
          'Permite su uso por varios obligados tributarios (multi-OT): una misma instalación da soporte a la facturación de varias empresas, cada una con su propia cadena de registros, y el campo IndicadorMultiplesOT de cada registro lo refleja.',
          'Tipos de firma: en la modalidad VERI*FACTU los registros de facturación no se firman electrónicamente; la remisión a la AEAT se autentica con el certificado electrónico del obligado tributario o de su representante.',
        ],
      },
      {
        title: 'Productor del sistema',
        facts: [
          ['Nombre o razón social', name],
          ['NIF', nif],
          ['Dirección postal de contacto', address],
        ],
      },
      {
        title: 'Declaración',
        paragraphs: [
          `${name}, con NIF ${nif}, como productor del sistema informático de facturación «${ALMACENA_SYSTEM.NombreSistemaInformatico}» (IdSistemaInformatico «${ALMACENA_SYSTEM.IdSistemaInformatico}»), versión ${ALMACENA_VERSION}, declara bajo su responsabilidad que este sistema cumple lo dispuesto en el artículo 29.2.j) de la Ley 58/2003, de 17 de diciembre, General Tributaria, en el Reglamento que establece los requisitos que deben adoptar los sistemas y programas informáticos o electrónicos que soporten los procesos de facturación de empresarios y profesionales, aprobado por el Real Decreto 1007/2023, de 5 de diciembre, y en la Orden HAC/1177/2024, de 17 de octubre, que desarrolla las especificaciones técnicas, funcionales y de contenido de dichos sistemas, así como en el resto de normas que los desarrollan.`,
          'Esta declaración responsable se incluye en el propio sistema y está a disposición de todos sus usuarios; se actualizará con cada nueva versión del sistema.',
        ],
      },
    ],
    signature: `En ${place}, a ${date}.`,
  };
}

const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

/** This build's declaración. */
export const DECLARACION: Declaracion = declaracionOf({
  name: env.VITE_VERIFACTU_PRODUCER_NAME,
  nif: env.VITE_VERIFACTU_PRODUCER_NIF,
  address: env.VITE_VERIFACTU_PRODUCER_ADDRESS,
  place: env.VITE_VERIFACTU_DECLARATION_PLACE,
  date: env.VITE_VERIFACTU_DECLARATION_DATE,
});
