/** RegFactuSistemaFacturacion admits 1 to 1.000 RegistroFactura (SuministroLR.xsd). Apart from xml.ts so browser code can use it without the XML builder. */
export const MAX_RECORDS_PER_DOCUMENT = 1000;
