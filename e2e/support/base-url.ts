import { test } from '@playwright/test';

/** The address of the server of the running test's group (each group has its own: playwright.config.ts). */
export const baseURL = (): string => test.info().project.use.baseURL!;
