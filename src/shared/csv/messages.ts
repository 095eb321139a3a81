/** Spanish strings of the CSV export and import, in one place. */
const count = new Intl.NumberFormat('es-ES');
const n = (value: number) => count.format(value);
const plural = (value: number, one: string, many: string) => `${n(value)} ${value === 1 ? one : many}`;
/** Rows the message after an import names one by one; the table has them all. */
const NOT_SAVED_LINES_SHOWN = 10;

export const CSV_MESSAGES = {
  missingColumns: (headers: string[]) =>
    `Al archivo le ${headers.length === 1 ? 'falta la columna' : 'faltan las columnas'} ${headers.map((h) => `«${h}»`).join(', ')}. ` +
    'La primera fila debe llevar los títulos de las columnas, como en el archivo exportado.',
  noRows: 'El archivo no tiene filas de datos debajo de la fila de títulos.',
  tooManyRows: (max: number) =>
    `El archivo tiene demasiadas filas: se pueden importar como máximo ${n(max)} de una vez. Divídelo en varios archivos.`,
  unreadable: 'No se ha podido leer el archivo. Comprueba que es un CSV (separado por «;» o por comas).',
  duplicateKey: (keyName: string, key: string, firstLine: number) =>
    `El ${keyName} ${key} ya aparece en la fila ${n(firstLine)} del archivo; solo se importa la primera.`,
  unknownHeaders: (headers: string[]) => `Se ignorarán estas columnas, que no se reconocen: ${headers.map((h) => `«${h}»`).join(', ')}.`,
  yesNo: 'Escribe «Sí» o «No».',
  unclosedQuoteReason: 'Comillas sin cerrar: una celda empieza por «"» y no hay otras comillas que la cierren en esta fila.',
  unclosedQuotes: (lines: number[]) =>
    `${lines.length === 1 ? 'Fila' : 'Filas'} ${lines.map(n).join(', ')}: comillas sin cerrar. ` +
    `${lines.length === 1 ? 'Esa fila se rechaza' : 'Esas filas se rechazan'}; las demás se han leído por separado y no se pierde ninguna. ` +
    'Cierra o quita las comillas en el archivo y vuelve a importarlo para incluirlas.',

  exportButton: 'Exportar CSV',
  exporting: (done: number) => `Exportando… ${n(done)} registros leídos`,
  exportFailed: 'No se ha podido exportar. Inténtalo de nuevo.',
  exportDone: (rows: number) => `Exportación lista: ${plural(rows, 'registro', 'registros')}.`,

  importButton: 'Importar CSV',
  importTitle: (plural: string) => `Importar ${plural} desde CSV`,
  fileLabel: 'Archivo CSV',
  fileHelp:
    'Admite el mismo formato que la exportación (Excel en español: separado por «;», decimales con coma) y CSV separado por comas. ' +
    'La primera fila lleva los títulos de las columnas.',
  reading: 'Leyendo el archivo y comprobando las filas…',
  summary: (creates: number, updates: number, rejects: number) =>
    `Se crearán ${plural(creates, 'registro', 'registros')}, se actualizarán ${n(updates)} y se rechazarán ${n(rejects)}.`,
  nothingToImport: 'No hay ninguna fila que se pueda importar.',
  previewNote: 'Todavía no se ha guardado nada. Revisa la vista previa y pulsa «Importar» para guardar las filas válidas.',
  colLine: 'Fila',
  colName: 'Nombre',
  colAction: 'Acción',
  colReasons: 'Motivo',
  actionCreate: 'Crear',
  actionUpdate: 'Actualizar',
  actionReject: 'Rechazar',
  actionNotSaved: 'No guardada',
  filterAll: 'Todas',
  filterRejected: 'Solo rechazadas',
  moreRows: (hidden: number) => `Y ${plural(hidden, 'fila más', 'filas más')}.`,
  confirm: (rows: number) => `Importar ${plural(rows, 'fila', 'filas')}`,
  cancel: 'Cancelar',
  close: 'Cerrar',
  progress: (done: number, total: number) => `Guardando… ${n(done)} de ${n(total)}`,
  progressLabel: 'Progreso de la importación',
  done: (creates: number, updates: number) =>
    `Importación terminada: ${plural(creates, 'registro creado', 'registros creados')} y ${plural(updates, 'actualizado', 'actualizados')}.`,
  notSaved: (lines: number[]) => {
    const shown = lines.slice(0, NOT_SAVED_LINES_SHOWN).map(n);
    const more = lines.length - shown.length;
    const list =
      more > 0 ? `${shown.join(', ')} y ${n(more)} más` : shown.length > 1 ? `${shown.slice(0, -1).join(', ')} y ${shown.at(-1)}` : shown[0];
    return (
      `${lines.length === 1 ? 'No se ha guardado la fila' : 'No se han guardado las filas'} ${list}: ` +
      `el motivo está en la tabla (${lines.length === 1 ? 'la muestra' : 'las muestra'} «Solo rechazadas»). ` +
      'Las demás filas sí se han guardado.'
    );
  },
  failed: (done: number) =>
    `La importación se ha detenido por un error después de guardar ${plural(done, 'fila', 'filas')}. ` +
    'Las filas guardadas se quedan; vuelve a importar el archivo para completar el resto (se actualizarán, no se duplicarán).',
  chooseOther: 'Elegir otro archivo',
};
