// login({ role }) makes a fresh account of that role in the e2e database and signs it in through the Login page.
import { MikroORM } from '@mikro-orm/postgresql';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { ormConfig } from '../../mikro-orm.config.ts';
import type { User } from '../../src/server/db/entities/user.ts';
import type { Role } from '../../src/shared/constants.ts';
import { HOME_PATH_BY_ROLE } from '../../src/web/lib/redirects.ts';
import { createUser, DEFAULT_PASSWORD } from '../factories.ts';

export async function fillLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

interface Fixtures {
  // Accounts have confirmed their email address unless `verified: false` asks for one that has not.
  createAccount: (role: Role, options?: { verified?: boolean }) => Promise<User>;
  login: (options: { role: Role; verified?: boolean }) => Promise<User>;
}

export const test = base.extend<Fixtures, { orm: MikroORM }>({
  orm: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const orm = await MikroORM.init(ormConfig(process.env.E2E_DATABASE_URL!));
      await use(orm);
      await orm.close();
    },
    { scope: 'worker' },
  ],
  createAccount: async ({ orm }, use) => {
    await use((role, options) => createUser(orm.em, { role, verified: options?.verified }));
  },
  login: async ({ page, createAccount }, use) => {
    await use(async ({ role, verified }) => {
      const user = await createAccount(role, { verified });
      await fillLogin(page, user.email, DEFAULT_PASSWORD);
      await expect(page).toHaveURL(new RegExp(`${HOME_PATH_BY_ROLE[role]}$`));
      return user;
    });
  },
});

/** Holds every request to these addresses until the returned function is called: what a page shows meanwhile. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds every read of the session until the returned function is called: what a page shows while it waits. */
export function holdSession(page: Page): Promise<() => void> {
  return holdRequests(page, '**/trpc/auth.session**');
}

/**
 * Types into a field key by key, as a person does, after emptying it: a field that rewrites its value on each
 * keystroke can take a whole value set at once (fill) and still drop what a person types (a decimal point).
 */
export async function typeKeys(field: Locator, text: string): Promise<void> {
  await field.clear();
  await field.pressSequentially(text);
}

// The newest toast with these words: a leaving toast, even one with the same words, may still be in the DOM
// for its exit transition while the next one enters.
/** Every console error and uncaught error of the page, a hydration mismatch among them (React's #418). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).last();

export { expect };
