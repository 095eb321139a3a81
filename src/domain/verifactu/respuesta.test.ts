import { describe, expect, it } from 'vitest';
import { parseRespuesta, RespuestaIlegible } from './respuesta';

const NS_R = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd';
const NS_I = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

const linea = (numSerie: string, estado: string, extra = '') => `
  <tikR:RespuestaLinea>
    <tikR:IDFactura><tik:IDEmisorFactura>89890001K</tik:IDEmisorFactura><tik:NumSerieFactura>${numSerie}</tik:NumSerieFactura><tik:FechaExpedicionFactura>01-01-2026</tik:FechaExpedicionFactura></tikR:IDFactura>
    <tikR:Operacion><tik:TipoOperacion>Alta</tik:TipoOperacion></tikR:Operacion>
    <tikR:EstadoRegistro>${estado}</tikR:EstadoRegistro>${extra}
  </tikR:RespuestaLinea>`;

const answer = (lines: string, estado = 'ParcialmenteCorrecto') => `<?xml version="1.0" encoding="UTF-8"?>
<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/><env:Body>
<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${NS_R}" xmlns:tik="${NS_I}">
  <tikR:CSV>A-ABCDEF1234567890</tikR:CSV>
  <tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>Empresa &amp; Co</tik:NombreRazon><tik:NIF>89890001K</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>
  <tikR:TiempoEsperaEnvio>75</tikR:TiempoEsperaEnvio>
  <tikR:EstadoEnvio>${estado}</tikR:EstadoEnvio>${lines}
</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;

describe('parseRespuesta', () => {
  it('reads the CSV, the wait, the state and every line, whatever the prefixes', () => {
    const r = parseRespuesta(
      answer(
        linea('F-1', 'Correcto') +
          linea(
            'F-2',
            'AceptadoConErrores',
            '<tikR:CodigoErrorRegistro>2000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>El cálculo de la huella suministrada es incorrecta.</tikR:DescripcionErrorRegistro>',
          ) +
          linea(
            'F-3',
            'Incorrecto',
            '<tikR:CodigoErrorRegistro>3000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Registro de facturación duplicado.</tikR:DescripcionErrorRegistro><tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>A-OLD</tik:IdPeticionRegistroDuplicado><tik:EstadoRegistroDuplicado>Correcta</tik:EstadoRegistroDuplicado></tikR:RegistroDuplicado>',
          ),
      )
        .replaceAll('tikR:', 'r:')
        .replace(`xmlns:tikR=`, 'xmlns:r='),
    );
    expect(r).toMatchObject({ kind: 'respuesta', CSV: 'A-ABCDEF1234567890', TiempoEsperaEnvio: 75, EstadoEnvio: 'ParcialmenteCorrecto' });
    if (r.kind !== 'respuesta') throw new Error('not an answer');
    expect(r.lineas.map((l) => [l.NumSerieFactura, l.EstadoRegistro, l.CodigoErrorRegistro])).toEqual([
      ['F-1', 'Correcto', null],
      ['F-2', 'AceptadoConErrores', 2000],
      ['F-3', 'Incorrecto', 3000],
    ]);
    expect(r.lineas[1]!.DescripcionErrorRegistro).toBe('El cálculo de la huella suministrada es incorrecta.');
    expect(r.lineas[2]!.RegistroDuplicado).toEqual({
      IdPeticionRegistroDuplicado: 'A-OLD',
      CSV: null,
      EstadoRegistroDuplicado: 'Correcta',
      CodigoErrorRegistro: null,
      DescripcionErrorRegistro: null,
    });
    expect(r.lineas[0]).toMatchObject({ IDEmisorFactura: '89890001K', FechaExpedicionFactura: '01-01-2026', TipoOperacion: 'Alta' });
  });

  it('reads a SOAP Fault and its AEAT code', () => {
    const fault = `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>Codigo[4102].El XML no cumple el esquema. Falta informar campo obligatorio.: ImporteTotal</faultstring></env:Fault></env:Body></env:Envelope>`;
    expect(parseRespuesta(fault)).toEqual({
      kind: 'fault',
      code: 4102,
      message: 'El XML no cumple el esquema. Falta informar campo obligatorio.: ImporteTotal',
      client: true,
    });
    expect(parseRespuesta(fault.replace('Codigo[4102].', ''))).toMatchObject({ kind: 'fault', code: null, client: true });
  });

  it.each([
    ['env:Client', true],
    ['soapenv:Client', true],
    ['Client', true],
    ['env:Server', false],
    ['', false],
  ])('a Fault with faultcode "%s" is the request refused by its content: %s', (faultcode, client) => {
    const fault = `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>${faultcode}</faultcode><faultstring>Codigo[4102].El XML no cumple el esquema.</faultstring></env:Fault></env:Body></env:Envelope>`;
    expect(parseRespuesta(fault)).toMatchObject({ kind: 'fault', code: 4102, client });
  });

  const duplicate = (estado: string, extra = '') =>
    linea(
      'F-3',
      'Incorrecto',
      `<tikR:CodigoErrorRegistro>3000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Registro de facturación duplicado.</tikR:DescripcionErrorRegistro><tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>202411251000123</tik:IdPeticionRegistroDuplicado><tik:EstadoRegistroDuplicado>${estado}</tik:EstadoRegistroDuplicado>${extra}</tikR:RegistroDuplicado>`,
    );
  it.each([
    ['Correcta (XSD)', 'Correcta', 'Correcta'],
    ['Correcto', 'Correcto', 'Correcta'],
    ['AceptadaConErrores (XSD)', 'AceptadaConErrores', 'AceptadaConErrores'],
    ['AceptadoConErrores (seen in a real AEAT test answer)', 'AceptadoConErrores', 'AceptadaConErrores'],
    ['Anulada', 'Anulada', 'Anulada'],
  ])('reads the duplicate state spelled %s', (_name, estado, normalised) => {
    const r = parseRespuesta(answer(duplicate(estado), 'Incorrecto'));
    if (r.kind !== 'respuesta') throw new Error('not an answer');
    expect(r.lineas[0]!.RegistroDuplicado).toMatchObject({ EstadoRegistroDuplicado: normalised, IdPeticionRegistroDuplicado: '202411251000123' });
  });

  it('keeps the CSV a duplicate block gives, and leaves out a duplicate block with an unknown state', () => {
    const withCsv = parseRespuesta(
      answer(
        duplicate(
          'AceptadoConErrores',
          '<tik:CSV>A-DUPCSV0001</tik:CSV><tik:CodigoErrorRegistro>2000</tik:CodigoErrorRegistro><tik:DescripcionErrorRegistro>Huella</tik:DescripcionErrorRegistro>',
        ),
        'Incorrecto',
      ),
    );
    if (withCsv.kind !== 'respuesta') throw new Error('not an answer');
    expect(withCsv.lineas[0]!.RegistroDuplicado).toEqual({
      IdPeticionRegistroDuplicado: '202411251000123',
      CSV: 'A-DUPCSV0001',
      EstadoRegistroDuplicado: 'AceptadaConErrores',
      CodigoErrorRegistro: 2000,
      DescripcionErrorRegistro: 'Huella',
    });
    const unknown = parseRespuesta(answer(duplicate('toString'), 'Incorrecto'));
    if (unknown.kind !== 'respuesta') throw new Error('not an answer');
    expect(unknown.lineas[0]!.RegistroDuplicado).toBeNull();
  });

  it.each([
    ['an HTML error page', '<html><body>Service Unavailable</body></html>'],
    ['not XML', 'Service Unavailable'],
    ['an unknown state', answer(linea('F-1', 'Quizás'), 'Correcto')],
    ['an unknown EstadoEnvio', answer('', 'Regular')],
  ])('refuses %s', (_name, body) => {
    expect(() => parseRespuesta(body)).toThrow(RespuestaIlegible);
  });
});
