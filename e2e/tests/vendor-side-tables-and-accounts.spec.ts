import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  choose,
  confirm,
  dialog,
  enterAt,
  expectNotice,
  fillAccount,
  pick,
  rowOf,
  save,
  toolbarButton,
  unique,
} from './admin-support.ts';

/** Adds a vendor + part percentage on the open side table, then deletes it again. */
async function addAndDelete(page: Page, vendor: string, part: string, pct: string) {
  await toolbarButton(page, '新增').click();
  const box = dialog(page, 'side-row-dialog');
  await save(page);
  await expect(box.getByText('请选择供应商')).toBeVisible();
  await pick(page, box.getByTestId('side-vendor'), vendor, vendor);
  await pick(page, box.getByTestId('side-part'), part, part);
  await box.getByRole('spinbutton').fill(pct);
  await save(page);
  await expectNotice(page, '保存成功');
  const row = rowOf(page, new RegExp(`${vendor}.*${part}`));
  await expect(row).toContainText(`${pct} %`);
  await expect(row).toContainText('admin');

  await choose(page, new RegExp(`${vendor}.*${part}`));
  await toolbarButton(page, '删除').click();
  await confirm(page, '确定要删除?');
  await expectNotice(page, '删除成功');
  await expect(rowOf(page, new RegExp(`${vendor}.*${part}`))).toHaveCount(0);
}

test('vendor side tables: an over-delivery confirmation and a spare ratio are added and deleted', async ({
  page,
}) => {
  await enterAt(page, '/System/Vender');
  await page.getByRole('tab', { name: '超交物料确认' }).click();
  await expect(page).toHaveURL(/tab=overDelivery/);
  await expect(rowOf(page, 'P10001')).toContainText('10 %');
  await addAndDelete(page, 'V002', 'P10003', '12.5');

  await page.getByRole('tab', { name: '备品设置' }).click();
  await expect(page).toHaveURL(/tab=spare/);
  await expect(rowOf(page, 'P10002')).toContainText('5 %');
  await addAndDelete(page, 'V004', 'P10004', '8');
});

test('vendor accounts: added with their vendor, then deleted', async ({ page }) => {
  const name = `v_${unique()}`;
  await enterAt(page, '/System/Vender');
  await expect(rowOf(page, 'vendor1')).toContainText('V001');
  await toolbarButton(page, '新增').click();
  await fillAccount(page, {
    userName: name,
    nickName: '海天-赵工',
    password: 'Vend@2026-Lamp',
    role: '供应商',
    vendor: 'V004',
  });
  await save(page);
  await expectNotice(page, '保存成功');
  await expect(rowOf(page, name)).toContainText('宁波海天塑胶有限公司');

  await choose(page, name);
  await toolbarButton(page, '删除').click();
  await confirm(page, '确定要删除?');
  await expectNotice(page, '删除成功');
  await expect(rowOf(page, name)).toHaveCount(0);
});
