import { adminDb, createUser } from '../../seed/lib';
import { expect, test } from './support/fixtures';
import { AccountPage, ActionPage, ForgotPasswordPage, lastOobCode, sentOobCodes, signOutFromHeader } from './support/accountPages';
import { PASSWORD } from './support/world';

test.describe('password reset', () => {
  test('from the login page to signing in with the new password', async ({ page, world, loginPage }) => {
    await loginPage.open();
    const forgot = new ForgotPasswordPage(page);
    await forgot.openFromLogin();
    await forgot.send(world.user.email);
    await expect(forgot.confirmation).toHaveText(
      `Si hay una cuenta con el correo ${world.user.email}, te hemos enviado un enlace para crear una contraseña nueva. ` +
        'Revisa también la carpeta de correo no deseado.',
    );

    const code = await lastOobCode(world.user.email, 'PASSWORD_RESET');
    const action = new ActionPage(page);
    await action.open('resetPassword', code);
    await expect(page.getByText(`Elige una contraseña nueva para ${world.user.email}.`)).toBeVisible();
    await expect(page.getByText('Al menos 8 caracteres, con letras y números.')).toBeVisible();
    await action.setNewPassword('nueva2026', 'nueva2027');
    await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
    await action.setNewPassword('sinnumeros');
    await expect(page.getByText('La contraseña debe incluir al menos un número.')).toBeVisible();
    await action.setNewPassword('nueva2026');
    await expect(action.done).toHaveText('Contraseña cambiada. Ya puedes iniciar sesión con la nueva.');

    await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
    await loginPage.signIn({ email: world.user.email, password: PASSWORD });
    await expect(loginPage.error).toHaveText('Correo o contraseña incorrectos.');
    await loginPage.signIn({ email: world.user.email, password: 'nueva2026' });
    await expect(page).toHaveURL(/#\/dashboard$/);

    // The same link a second time: a clear message and a way to ask again.
    await action.open('resetPassword', code);
    await expect(action.error).toHaveText('El enlace no es válido o ya se ha usado. Solicita uno nuevo.');
    await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
    await expect(page.getByRole('heading', { name: 'Restablecer la contraseña' })).toBeVisible();
  });

  test('says the same for an e-mail without an account', async ({ page, world, loginPage }) => {
    await loginPage.open();
    const forgot = new ForgotPasswordPage(page);
    await forgot.openFromLogin();
    const nobody = `nadie.${world.key}@e2e.almacena.test`;
    await forgot.send(nobody);
    await expect(forgot.confirmation).toHaveText(
      `Si hay una cuenta con el correo ${nobody}, te hemos enviado un enlace para crear una contraseña nueva. ` +
        'Revisa también la carpeta de correo no deseado.',
    );
  });

  test('an incomplete link says so', async ({ page }) => {
    await page.goto('#/auth/action?mode=resetPassword');
    await expect(page.getByTestId('action-error')).toContainText('El enlace está incompleto');
  });
});

test.describe('Mi cuenta', () => {
  test('changes the e-mail through the verification link', async ({ page, world, loginPage, shell }) => {
    await loginPage.open();
    await loginPage.signIn(world.user);
    const account = new AccountPage(page);
    await account.openFromHeader();
    const newEmail = `cambiado.${world.key}@e2e.almacena.test`;

    await account.requestEmailChange(newEmail, 'no-es-esta');
    await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await account.requestEmailChange(newEmail, PASSWORD);
    await expect(account.emailNotice).toContainText(`Te hemos enviado un enlace a ${newEmail}.`);
    // Nothing changes until the link is followed.
    await expect(page.getByTestId('account-email')).toHaveText(world.user.email);

    const code = await lastOobCode(newEmail, 'VERIFY_AND_CHANGE_EMAIL');
    const action = new ActionPage(page);
    await action.open('verifyAndChangeEmail', code);
    await expect(action.done).toHaveText(`Tu correo ahora es ${newEmail}. Inicia sesión con él; tu contraseña no cambia.`);

    await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
    await loginPage.signIn({ email: newEmail, password: PASSWORD });
    await expect(page).toHaveURL(/#\/dashboard$/);
    await shell.expectSignedIn({ email: newEmail }, world.corpName);
    // The profile (what Usuarios lists) catches up with Auth.
    await expect.poll(async () => (await adminDb().doc(`users/${world.user.uid}`).get()).data()?.email).toBe(newEmail);
  });

  test('sends the verification again and applies it from a link with the query before the hash', async ({ page, world, loginPage }) => {
    const email = `sinverificar.${world.key}@e2e.almacena.test`;
    await createUser({ email, password: PASSWORD, name: 'Sin Verificar', corpId: world.corpId, role: 'user', emailVerified: false });
    await loginPage.open();
    await loginPage.signIn({ email, password: PASSWORD });
    const account = new AccountPage(page);
    await account.openFromHeader();
    await expect(account.verified).toHaveText('Sin verificar');
    const before = await sentOobCodes(email);
    await account.resendVerification();

    const code = await lastOobCode(email, 'VERIFY_EMAIL', before);
    const action = new ActionPage(page);
    await action.open('verifyEmail', code, 'search');
    await expect(action.done).toHaveText(`Tu correo ${email} está verificado.`);
    // The one-time code does not stay in the address bar.
    expect(new URL(page.url()).search).toBe('');

    await page.goto('#/dashboard');
    await account.openFromHeader();
    await expect(account.verified).toHaveText('Verificado');
  });

  test('changes the name and the password', async ({ page, world, loginPage }) => {
    await loginPage.open();
    await loginPage.signIn(world.restricted);
    const account = new AccountPage(page);
    await account.openFromHeader();
    await account.rename(`Rita Renombrada ${world.key}`);
    await expect(account.nameNotice).toHaveText('Nombre guardado.');
    await expect.poll(async () => (await adminDb().doc(`users/${world.restricted.uid}`).get()).data()?.name).toBe(`Rita Renombrada ${world.key}`);

    await account.changePassword('no-es-esta', 'otra2026x');
    await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await account.changePassword(PASSWORD, 'otra2026x');
    await expect(account.passwordNotice).toHaveText('Contraseña cambiada.');

    await signOutFromHeader(page);
    await loginPage.signIn({ email: world.restricted.email, password: 'otra2026x' });
    await expect(page.getByTestId('header-email')).toHaveText(world.restricted.email);
  });
});
