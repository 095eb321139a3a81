/** The Spanish wording of offline work, in one place. */
export const OFFLINE_TEXT = {
  badge: 'Sin conexión',
  badgeTitle: 'No hay conexión: ves los datos guardados en este dispositivo.',
  savedOnDevice: 'Guardado en este dispositivo: se enviará cuando vuelva la conexión.',
  lateFailure: (what: string) => `No se ha podido guardar en el servidor ${what}, que se guardó sin conexión. Ábrelo y vuelve a guardarlo.`,
  lateDuplicate: (what: string, nif: string) => `${what} se guardó sin conexión y ya había otro registro con el NIF ${nif}. Revisa los duplicados.`,
  dismiss: 'Cerrar aviso',
  trustedLabel: 'Este es un dispositivo de confianza',
  trustedHelp:
    'Guarda los datos de la empresa en este dispositivo para poder trabajar sin conexión. No lo marques en ordenadores compartidos: sin marcar, al desconectar no queda nada guardado.',
  trustedReload: 'Al cambiarlo se recarga la página para aplicarlo; seguirás con la sesión iniciada.',
  trustedTitle: 'Este dispositivo',
  trustedApplying: 'Aplicando…',
} as const;
