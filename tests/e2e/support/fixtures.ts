import { test as base, expect } from '@playwright/test';
import { createWorld, type World } from './world';
import { AppShell, LoginPage } from './pages';

export const test = base.extend<{ world: World; loginPage: LoginPage; shell: AppShell }>({
  world: async ({}, use) => {
    await use(await createWorld());
  },
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
  shell: async ({ page }, use) => {
    await use(new AppShell(page));
  },
});

export { expect };
