/** Spanish strings of the users area (Usuarios, the user detail and Mi cuenta), in one place. */
import type { FailureOf } from '../domain/commands';
import type { Role } from '../domain/roles';
import { PASSWORD_RULES_TEXT } from '../auth/passwordRules';
import { RATE_LIMITED_MESSAGE } from '../domain/rateLimit';

export const ROLE_LABELS: Record<Role, string> = {
  superadmin: 'Superadministrador',
  admin: 'Administrador',
  user: 'Usuario',
  cashier: 'Cajero',
  restricted: 'Restringido',
};

export const ROLE_HELP: Record<Role, string> = {
  superadmin: 'Gestiona todas las empresas y puede mover usuarios entre ellas.',
  admin: 'Todo lo del personal, más los usuarios, los productos y los datos de la empresa.',
  user: 'Entradas, salidas, facturas y consulta de stock.',
  cashier: 'Solo el Mostrador: vende, cobra y ve sus propios tickets y su caja; no ve Inicio, las facturas ni los datos de la empresa.',
  restricted: 'Puede iniciar sesión y ver su cuenta, nada más.',
};

/**
 * What setUserAccess and deleteUser may answer (src/domain/commands.ts), in Spanish: keyed by the
 * contract, so a user refusal added there without its text here fails tsc.
 */
const ACCESS_REFUSAL_TEXT: Record<FailureOf<'setUserAccess'> | FailureOf<'deleteUser'>, string> = {
  lastAdmin: 'La empresa se quedaría sin ningún administrador activo. Antes, da la función de administrador a otra persona activa.',
  self: 'No puedes cambiar tu propia función ni desactivarte.',
  otherCompany: 'Este usuario pertenece a otra empresa: solo puedes gestionar los de la tuya.',
  roleAbove: 'No puedes gestionar a alguien con una función superior a la tuya, ni dar una función superior a la tuya.',
  notFound: 'No se ha encontrado el usuario: puede que se haya eliminado.',
  denied: 'No tienes permiso para hacer este cambio. Puede que tu usuario se haya desactivado o que tu función ya no lo permita.',
  invalid: 'Los datos no son válidos. Revisa el formulario.',
  offline: 'Sin conexión con el servidor. Comprueba tu red e inténtalo de nuevo.',
  busy: 'El servidor está ocupado con otros cambios. Inténtalo de nuevo.',
  rateLimited: RATE_LIMITED_MESSAGE,
  failed: 'No se ha podido completar la operación. Inténtalo de nuevo.',
};

export const USER_TEXT = {
  fields: {
    name: 'Nombre',
    email: 'Correo electrónico',
    password: 'Contraseña',
    role: 'Función',
    active: 'Activo (puede usar Almacena)',
  },
  errors: {
    nameEmpty: 'Introduce el nombre.',
    nameTooLong: 'El nombre admite como máximo 100 caracteres.',
    roleInvalid: 'Elige una función de la lista.',
    roleAboveYours: 'No puedes dar una función superior a la tuya.',
    companyMissing: 'Falta la empresa del usuario.',
    notFound: 'No se ha encontrado el usuario, o no tienes permiso para verlo.',
  },
  list: {
    title: 'Usuarios',
    search: 'Buscar por nombre o correo',
    searchHelp: 'Escribe el principio del nombre, de un apellido o del correo.',
    add: 'Nuevo usuario',
    companyData: 'Datos de la empresa',
    empty: 'Todavía no hay usuarios en esta empresa.',
    noMatches: (q: string) => `Ningún usuario coincide con «${q}».`,
    caption: (company: string) => `Usuarios de ${company}, por nombre`,
    stateColumn: 'Estado',
    state: { active: 'Activo', inactive: 'Inactivo' },
    noun: 'usuarios',
    loadFailed: 'No se ha podido cargar la lista de usuarios.',
  },
  create: {
    title: 'Nuevo usuario',
    intro: 'El usuario entrará con este correo y esta contraseña, y pertenecerá a tu empresa.',
    passwordHelp: `${PASSWORD_RULES_TEXT} Comunícasela al usuario por un canal seguro: Almacena no la guarda.`,
    submit: 'Crear usuario',
    submitting: 'Creando…',
    created: (email: string) => `Usuario ${email} creado. Ya puede iniciar sesión.`,
    verificationSent: 'Le hemos enviado un correo para que verifique su dirección.',
    verificationFailed: 'No se ha podido enviar el correo de verificación; el usuario podrá pedirlo desde Mi cuenta.',
    profileFailed: (email: string, reason: string) =>
      `La cuenta de acceso de ${email} se ha creado, pero no se ha podido guardar su perfil. ${reason}`,
    accountExists: 'La cuenta de acceso ya existe: el correo y la contraseña no se pueden cambiar. Guarda el perfil para terminar.',
    retry: 'Reintentar guardar el perfil',
    retrying: 'Guardando…',
  },
  edit: {
    title: 'Usuario',
    saved: 'Cambios guardados.',
    submit: 'Guardar cambios',
    submitting: 'Guardando…',
    readOnly: 'Este usuario tiene una función superior a la tuya: solo puedes consultarlo.',
    emailNote: 'Solo el propio usuario puede cambiar su correo, desde Mi cuenta.',
    selfAccessNote: 'No puedes cambiar tu propia función ni desactivarte: pídeselo a otro administrador.',
    back: 'Volver a Usuarios',
  },
  /** Refusals of the setUserAccess and deleteUser commands (functions/src/users), by code. */
  access: ACCESS_REFUSAL_TEXT,
  deletion: {
    title: 'Eliminar usuario',
    explanation:
      'Se desactiva su perfil y se borra su cuenta de acceso: deja de poder entrar al momento. Las facturas y los movimientos que hizo siguen a su nombre.',
    action: 'Eliminar usuario…',
    confirmQuestion: (name: string) => `¿Eliminar a ${name}?`,
    confirm: 'Sí, eliminar',
    deleting: 'Eliminando…',
    cancel: 'Cancelar',
    done: 'Usuario eliminado: su perfil queda desactivado y su cuenta de acceso, borrada.',
  },
  company: {
    title: 'Empresa',
    current: (name: string) => `Empresa actual: ${name}`,
    change: 'Cambiar de empresa',
    cancel: 'Cancelar',
    choose: 'Elige la nueva empresa',
    save: 'Mover a la empresa elegida',
    saving: 'Moviendo…',
    selfNote: 'Al moverte a otra empresa, la página se recargará para trabajar en ella.',
    moved: (name: string) => `Usuario movido a ${name}.`,
    noneChosen: 'Elige una empresa de la lista.',
    editOwn: 'Editar los datos de la empresa',
  },
  account: {
    title: 'Mi cuenta',
    profile: 'Datos personales',
    role: 'Función',
    company: 'Empresa',
    noProfile: 'Tu cuenta no tiene todavía un perfil en ninguna empresa: pide a un administrador que te dé de alta.',
    nameSaved: 'Nombre guardado.',
    saveName: 'Guardar nombre',
    email: 'Correo electrónico',
    verified: 'Verificado',
    notVerified: 'Sin verificar',
    resend: 'Enviar de nuevo el correo de verificación',
    resent: (email: string) => `Te hemos enviado un correo de verificación a ${email}.`,
    changeEmail: 'Cambiar el correo',
    newEmail: 'Nuevo correo electrónico',
    currentPassword: 'Contraseña actual',
    currentPasswordHelp: 'Por seguridad, confirma que eres tú.',
    sendLink: 'Enviar enlace de confirmación',
    emailLinkSent: (email: string) =>
      `Te hemos enviado un enlace a ${email}. El cambio se aplicará cuando lo abras; hasta entonces sigues entrando con tu correo actual.`,
    sameEmail: 'Ese ya es tu correo.',
    password: 'Contraseña',
    newPassword: 'Nueva contraseña',
    repeatPassword: 'Repite la nueva contraseña',
    changePassword: 'Cambiar la contraseña',
    passwordChanged: 'Contraseña cambiada.',
    currentPasswordEmpty: 'Introduce tu contraseña actual.',
    wrongPassword: 'La contraseña actual no es correcta.',
    sending: 'Enviando…',
    saving: 'Guardando…',
  },
} as const;

/** The message for a setUserAccess or deleteUser refusal code (USER_TEXT.access), or the generic one. */
export function accessRefusalMessage(code: string): string {
  const messages: Record<string, string> = ACCESS_REFUSAL_TEXT;
  return Object.hasOwn(messages, code) ? messages[code]! : ACCESS_REFUSAL_TEXT.failed;
}
