import type { Locator, Page } from '@playwright/test';

/**
 * The visible options of the open antd Select dropdown. antd also renders a hidden accessible listbox, so
 * `getByRole('option')` would match invisible nodes.
 */
export function selectOptions(page: Page): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
}

export function selectOption(page: Page, label: string): Locator {
  return selectOptions(page).filter({ hasText: label });
}
