import type { Locator, Page } from 'playwright-core';

/** The side (or horizontal) menu of the main layout, named in the page's language. */
export const mainMenu = (page: Page, name = 'Main navigation'): Locator => page.getByRole('navigation', { name });

/** A menu entry by its visible title, whatever element the shell renders it as. */
export const menuItem = (page: Page, title: string, menuName?: string): Locator => mainMenu(page, menuName).getByText(title, { exact: true });

/** Whether the menu entry (or the clickable element around its title) is disabled. */
export function isMenuItemDisabled(item: Locator): Promise<boolean> {
  return item.evaluate((element) => {
    const clickable = element.closest('a, button, [role="button"], [role="menuitem"], li') ?? element;
    return clickable.getAttribute('aria-disabled') === 'true' || clickable.hasAttribute('disabled') || clickable.classList.contains('Mui-disabled');
  });
}

export const breadcrumbs = (page: Page): Locator => page.getByRole('navigation', { name: 'Breadcrumb' });

/** Opens the profile chip's popup and picks one of its entries (Switch Club, Logout). */
export async function chooseFromAccountMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page
    .getByRole('menuitem', { name: entry })
    .or(page.getByRole('button', { name: entry }))
    .first()
    .click();
}

/** Relative luminance of the page background, so a test can tell light mode from dark. */
export function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r = 255, g = 255, b = 255] = (getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });
}
