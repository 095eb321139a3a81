// Types of huella.mjs for the TypeScript tests (the project's tsconfig does not check JavaScript).
export declare function altaHuella(
  fields: {
    IDEmisorFactura: string;
    NumSerieFactura: string;
    FechaExpedicionFactura: string;
    TipoFactura: string;
    CuotaTotal: string;
    ImporteTotal: string;
  },
  previous: string,
  generatedAt: string,
): { text: string; huella: string };

export declare function anulacionHuella(
  fields: { IDEmisorFacturaAnulada: string; NumSerieFacturaAnulada: string; FechaExpedicionFacturaAnulada: string },
  previous: string,
  generatedAt: string,
): { text: string; huella: string };
