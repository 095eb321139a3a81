/**
 * The AEAT's answer to a RegFactuSistemaFacturacion request, read by local element name
 * (namespace prefixes vary between the AEAT's environments and its examples): either a SOAP
 * Fault (the whole request refused, e.g. "Codigo[4102].El XML no cumple el esquema") or a
 * RespuestaRegFactuSistemaFacturacion with the CSV, the wait time before the next request
 * (TiempoEsperaEnvio, seconds), the EstadoEnvio and one RespuestaLinea per record. The response
 * schema (RespuestaSuministro.xsd) is not in the reference pack: the element names follow the
 * AEAT's documentation as summarised in docs/verifactu.md ("Sending"), unverified.
 */
import { create } from 'xmlbuilder2';

export type EstadoRegistro = 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
/** Normalised: the XSD spells 'Correcta' and 'AceptadaConErrores'; real answers were seen with the 'o' forms. */
export type EstadoRegistroDuplicado = 'Correcta' | 'AceptadaConErrores' | 'Anulada';

export interface RespuestaLinea {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  TipoOperacion: 'Alta' | 'Anulacion';
  EstadoRegistro: EstadoRegistro;
  CodigoErrorRegistro: number | null;
  DescripcionErrorRegistro: string | null;
  RegistroDuplicado: {
    IdPeticionRegistroDuplicado: string | null;
    /** A CSV given inside RegistroDuplicado, if the AEAT gives one (not in every answer). */
    CSV: string | null;
    EstadoRegistroDuplicado: EstadoRegistroDuplicado;
    CodigoErrorRegistro: number | null;
    DescripcionErrorRegistro: string | null;
  } | null;
}

export type Respuesta =
  | {
      kind: 'respuesta';
      CSV: string | null;
      TiempoEsperaEnvio: number | null;
      EstadoEnvio: 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto';
      lineas: RespuestaLinea[];
    }
  /** `client`: faultcode Client (the request's content was refused); false for Server and unknown. */
  | { kind: 'fault'; code: number | null; message: string; client: boolean };

/** Thrown when the body is neither a Fault nor an answer (an HTML error page, a proxy...). */
export class RespuestaIlegible extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RespuestaIlegible';
  }
}

interface El {
  nodeType: number;
  localName: string | null;
  textContent: string | null;
  childNodes: ArrayLike<El>;
}

const children = (el: El): El[] => Array.from(el.childNodes).filter((n) => n.nodeType === 1);
const child = (el: El | null | undefined, name: string): El | null => (el ? (children(el).find((c) => c.localName === name) ?? null) : null);
const text = (el: El | null | undefined, name: string): string | null => {
  const c = child(el, name);
  const t = c?.textContent?.trim();
  return t ? t : null;
};
const int = (value: string | null): number | null => (value !== null && /^-?\d+$/.test(value) ? Number(value) : null);

function find(el: El, name: string): El | null {
  for (const c of children(el)) {
    if (c.localName === name) return c;
    const inner = find(c, name);
    if (inner) return inner;
  }
  return null;
}

const ESTADOS_ENVIO = ['Correcto', 'ParcialmenteCorrecto', 'Incorrecto'] as const;
const ESTADOS_REGISTRO: readonly EstadoRegistro[] = ['Correcto', 'AceptadoConErrores', 'Incorrecto'];
/** Both spellings of the duplicate's state: the XSD's and the one a real AEAT test answer used. */
const ESTADOS_DUPLICADO = new Map<string, EstadoRegistroDuplicado>([
  ['Correcta', 'Correcta'],
  ['Correcto', 'Correcta'],
  ['AceptadaConErrores', 'AceptadaConErrores'],
  ['AceptadoConErrores', 'AceptadaConErrores'],
  ['Anulada', 'Anulada'],
  ['Anulado', 'Anulada'],
]);

function lineaOf(el: El): RespuestaLinea {
  const id = child(el, 'IDFactura');
  const estado = text(el, 'EstadoRegistro');
  if (!estado || !ESTADOS_REGISTRO.includes(estado as EstadoRegistro)) throw new RespuestaIlegible(`EstadoRegistro "${estado}"`);
  const dup = child(el, 'RegistroDuplicado');
  const dupEstado = dup ? ESTADOS_DUPLICADO.get(text(dup, 'EstadoRegistroDuplicado') ?? '') : undefined;
  return {
    IDEmisorFactura: text(id, 'IDEmisorFactura') ?? text(id, 'IDEmisorFacturaAnulada') ?? '',
    NumSerieFactura: text(id, 'NumSerieFactura') ?? text(id, 'NumSerieFacturaAnulada') ?? '',
    FechaExpedicionFactura: text(id, 'FechaExpedicionFactura') ?? text(id, 'FechaExpedicionFacturaAnulada') ?? '',
    TipoOperacion: text(child(el, 'Operacion'), 'TipoOperacion') === 'Anulacion' ? 'Anulacion' : 'Alta',
    EstadoRegistro: estado as EstadoRegistro,
    CodigoErrorRegistro: int(text(el, 'CodigoErrorRegistro')),
    DescripcionErrorRegistro: text(el, 'DescripcionErrorRegistro'),
    RegistroDuplicado:
      dup && dupEstado
        ? {
            IdPeticionRegistroDuplicado: text(dup, 'IdPeticionRegistroDuplicado'),
            CSV: text(dup, 'CSV'),
            EstadoRegistroDuplicado: dupEstado,
            CodigoErrorRegistro: int(text(dup, 'CodigoErrorRegistro')),
            DescripcionErrorRegistro: text(dup, 'DescripcionErrorRegistro'),
          }
        : null,
  };
}

/**
 * "Codigo[4102].El XML no cumple el esquema..." → 4102 and the message; faultcode "env:Client"
 * (SOAP 1.1; SOAP 1.2's Code/Value "Sender") says the request itself was refused.
 */
function faultOf(el: El): Respuesta {
  const raw = text(el, 'faultstring') ?? text(el, 'Text') ?? text(child(el, 'Reason'), 'Text') ?? 'SOAP Fault';
  const faultcode = text(el, 'faultcode') ?? text(child(el, 'Code'), 'Value') ?? '';
  const client = /(^|:)(Client|Sender)$/.test(faultcode);
  const match = /^Codigo\[(\d+)\]\.?\s*(.*)$/s.exec(raw);
  return match
    ? { kind: 'fault', code: Number(match[1]), message: match[2]!.trim() || raw, client }
    : { kind: 'fault', code: null, message: raw, client };
}

/** Reads the body of the AEAT's HTTP answer; throws RespuestaIlegible when it is not one. */
export function parseRespuesta(body: string): Respuesta {
  let root: El;
  try {
    root = create(body).root().node as unknown as El;
  } catch (error) {
    throw new RespuestaIlegible(`XML ilegible: ${(error as Error).message.slice(0, 200)}`);
  }
  const fault = find(root, 'Fault');
  if (fault) return faultOf(fault);
  const respuesta = root.localName === 'RespuestaRegFactuSistemaFacturacion' ? root : find(root, 'RespuestaRegFactuSistemaFacturacion');
  if (!respuesta) throw new RespuestaIlegible('sin RespuestaRegFactuSistemaFacturacion');
  const estadoEnvio = text(respuesta, 'EstadoEnvio');
  if (!estadoEnvio || !(ESTADOS_ENVIO as readonly string[]).includes(estadoEnvio)) throw new RespuestaIlegible(`EstadoEnvio "${estadoEnvio}"`);
  return {
    kind: 'respuesta',
    CSV: text(respuesta, 'CSV'),
    TiempoEsperaEnvio: int(text(respuesta, 'TiempoEsperaEnvio')),
    EstadoEnvio: estadoEnvio as (typeof ESTADOS_ENVIO)[number],
    lineas: children(respuesta)
      .filter((c) => c.localName === 'RespuestaLinea')
      .map(lineaOf),
  };
}
