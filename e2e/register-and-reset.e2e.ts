import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { loginAs, submitLogin, waitForPath } from './support/browser';
import { test } from './support/fixtures';
import { linkMailedTo } from './support/mail';

const PASSWORD = 'marigold-quarry-seventy';
const NO_CLUB = 'This account does not administer any club yet.';

/** Creates an account through the Register page and waits for the login page it leads to. */
async function register(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Ashdown');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Your account is ready. Sign in with your new password.', { exact: true }).waitFor();
}

describe('register and reset password', () => {
  test('a new account is offered the login page with its email filled in, and is told it has no club', async ({ page }) => {
    await register(page, 'robin@example.com');
    await waitForPath(page, '/login');
    expect(await page.getByLabel('Email').inputValue()).toBe('robin@example.com');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(NO_CLUB).waitFor();
  });

  test('a forgotten password is replaced through the mailed link', async ({ page }) => {
    const email = 'robin.reset@example.com';
    await register(page, email);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login form's own Email field stays until the lazily loaded page replaces it.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that email').waitFor();

    await page.goto(await linkMailedTo(email, '/reset-password'));
    const newPassword = 'juniper-lighthouse-nine';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed. Sign in with the new one.', { exact: true }).waitFor();

    expect((await submitLogin(page, email, PASSWORD)).status()).toBe(401);
    await page.getByText('Invalid email or password', { exact: true }).waitFor();
    await loginAs(page, email, newPassword);
    await page.getByText(NO_CLUB).waitFor();
  });
});
