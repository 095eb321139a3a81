/** Spanish strings of the #/auth pages (besides the Firebase error messages in authMessages.ts). */
export const AUTH_TEXT = {
  forgot: {
    title: 'Restablecer la contraseña',
    intro: 'Escribe el correo con el que entras en Almacena y te enviaremos un enlace para crear una contraseña nueva.',
    email: 'Correo electrónico',
    submit: 'Enviar enlace',
    submitting: 'Enviando…',
    sent: (email: string) =>
      `Si hay una cuenta con el correo ${email}, te hemos enviado un enlace para crear una contraseña nueva. Revisa también la carpeta de correo no deseado.`,
    back: 'Volver a iniciar sesión',
  },
  action: {
    checking: 'Comprobando el enlace…',
    invalidTitle: 'Enlace no válido',
    incomplete: 'El enlace está incompleto. Ábrelo de nuevo desde el correo que te enviamos, o pide uno nuevo.',
    resetTitle: 'Nueva contraseña',
    resetFor: (email: string) => `Elige una contraseña nueva para ${email}.`,
    newPassword: 'Nueva contraseña',
    repeatPassword: 'Repite la nueva contraseña',
    save: 'Guardar la contraseña',
    saving: 'Guardando…',
    resetDone: 'Contraseña cambiada. Ya puedes iniciar sesión con la nueva.',
    askResetAgain: 'Pedir un enlace nuevo',
    verifyTitle: 'Verificación del correo',
    verified: (email: string) => `Tu correo ${email} está verificado.`,
    changeTitle: 'Cambio de correo',
    changed: (email: string) =>
      `Tu correo ahora es ${email}. Inicia sesión con él; tu contraseña no cambia.`,
    recoverTitle: 'Recuperación del correo',
    recovered: (email: string) =>
      `Hemos restaurado tu correo ${email}. Si no pediste el cambio, restablece ahora tu contraseña.`,
    resetNow: 'Restablecer la contraseña',
    askVerifyAgain:
      'Puedes pedir un enlace nuevo desde Mi cuenta: «Enviar de nuevo el correo de verificación».',
    askChangeAgain: 'Puedes volver a pedir el cambio desde Mi cuenta.',
    toLogin: 'Ir a iniciar sesión',
    toApp: 'Ir a Almacena',
    toAccount: 'Ir a Mi cuenta',
  },
} as const;
