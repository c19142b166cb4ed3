import { describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { columnOf, countRows, lastAudit } from '../../../test/rows.ts';

type Row = Record<string, unknown>;
type Node = { ID: number; Link_Url: string | null; Menu_Name: string; ENABLED: string; children: Node[] };

describeOnDatabase('Menus (Menu/*)', (t) => {
  const { admin } = signedIn(t);
  const menuId = (code: string) => columnOf(t.db, 'menu', 'id', { menu_code: code });
  const save = (body: Row, lang?: 'en') =>
    call<{ ID: number }>(t.app, admin, 'POST', 'Menu/AddOrModifySave', { body, ...(lang ? { lang } : {}) });
  const saveSub = (body: Row, lang?: 'en') =>
    call<{ ID: number }>(t.app, admin, 'POST', 'Menu/AddOrModifySubSave', {
      body,
      ...(lang ? { lang } : {}),
    });
  const tree = async () => (await call<Node[]>(t.app, admin, 'GET', 'Menu/LoadData2Tree')).body.data;
  const find = (nodes: Node[], id: number): Node | undefined => {
    for (const n of nodes) {
      if (n.ID === id) return n;
      const inner = find(n.children, id);
      if (inner) return inner;
    }
    return undefined;
  };

  describe('menu tree', () => {
    it('answers the whole tree of module SCM, disabled entries included', async () => {
      await t.db
        .updateTable('menu')
        .set({ enabled: 'N' })
        .where('menu_code', '=', 'DnbarcodeHandmadeOutBox')
        .execute();
      const nodes = await tree();
      expect(nodes.map((n) => n.Menu_Name)).toEqual([
        '供应商协同',
        '对账结算',
        '报表中心',
        '公告管理',
        '系统管理',
      ]);
      const disabled = find(nodes, await menuId('DnbarcodeHandmadeOutBox'));
      expect(disabled?.ENABLED).toBe('N');
      const system = nodes.find((n) => n.Menu_Name === '系统管理')!;
      expect(system.children.map((c) => c.Link_Url)).toContain('/Menu/Index');
      expect(JSON.stringify(nodes)).not.toContain('SeniorSearch');
    });

    it('creates a menu under a parent, modifies it and logs both', async () => {
      const report = await menuId('report');
      const created = await save({
        PARENT_ID: report,
        Menu_Name: '来料检验报表',
        MENU_EN: 'Incoming inspection',
        Link_Url: '/Report/Incoming',
        Icon_Url: 'file',
        Target: '_self',
        ENABLED: 'Y',
        ORD_IDX: 9,
      });
      expect(created.status).toBe(200);
      const id = created.body.data.ID;
      expect(find(await tree(), report)?.children.map((c) => c.ID)).toContain(id);

      const moved = await save({
        ID: id,
        PARENT_ID: null,
        Menu_Name: '来料检验',
        MENU_EN: 'Incoming',
        Link_Url: 'https://qms.example.com/incoming',
        Target: '_blank',
        ENABLED: 'N',
        ORD_IDX: 99,
      });
      expect(moved.status).toBe(200);
      const nodes = await tree();
      expect(nodes.at(-1)).toMatchObject({ ID: id, Menu_Name: '来料检验', ENABLED: 'N' });
      const audit = await lastAudit(t.db, 'menu', id);
      expect(audit?.before).toMatchObject({ PARENT_ID: report, Link_Url: '/Report/Incoming' });
      expect(audit?.after).toMatchObject({
        PARENT_ID: null,
        Link_Url: 'https://qms.example.com/incoming',
        Target: '_blank',
      });
    });

    it('refuses a parent that is missing, the menu itself or one of its descendants', async () => {
      const system = await menuId('system');
      const user = await menuId('User');
      const base = { Menu_Name: '系统管理', MENU_EN: 'System management' };
      for (const parent of [system, user, 999999]) {
        const res = await save({ ...base, ID: system, PARENT_ID: parent }, 'en');
        expect(res.status, String(parent)).toBe(400);
        expect(res.body.msg).toBe(
          'The parent menu does not exist, or is the menu itself or one of its descendants',
        );
      }
      const buttonAsParent = await save({ ...base, ID: system, PARENT_ID: await menuId('SeniorSearch') });
      expect(buttonAsParent.status).toBe(400);
      const parentId = await columnOf(t.db, 'menu', 'parent_id', { id: system });
      expect(parentId).toBeNull();
    });

    it('keeps link addresses unique', async () => {
      const taken = await call(t.app, admin, 'POST', 'Menu/IsExistsLinkUrl', {
        body: { Link_Url: '/System/User' },
      });
      expect(taken.body.data).toBe(true);
      const own = await call(t.app, admin, 'POST', 'Menu/IsExistsLinkUrl', {
        body: { Link_Url: '/System/User', ID: await menuId('User') },
      });
      expect(own.body.data).toBe(false);
      const free = await call(t.app, admin, 'POST', 'Menu/IsExistsLinkUrl', { body: { Link_Url: '/Nope' } });
      expect(free.body.data).toBe(false);
      const dup = await save({ Menu_Name: 'x', MENU_EN: 'x', Link_Url: '/System/User' }, 'en');
      expect(dup.status).toBe(409);
      expect(dup.body.msg).toBe('The link address /System/User already exists');
    });

    it('names the wrong field of a malformed menu in both languages', async () => {
      const zh = await save({ MENU_EN: 'x' });
      expect(zh.status).toBe(400);
      expect(zh.body.msg).toBe('字段 Menu_Name：必填');
      const target = await save({ Menu_Name: 'x', MENU_EN: 'x', Target: '_top' }, 'en');
      expect(target.body.msg).toContain('Field Target');
      const link = await save({ Menu_Name: 'x', MENU_EN: 'x', Link_Url: 'javascript:alert(1)' }, 'en');
      expect(link.status).toBe(400);
      expect(link.body.msg).toContain('Field Link_Url');
    });

    it('takes only app paths and https:// addresses as links; stores nothing for any other form (#10)', async () => {
      const count = () => countRows(t.db, 'menu');
      const before = await count();
      const bad = [
        '//evil.example/x',
        '/\\evil.example/x',
        '\\\\evil.example',
        '/\t/evil.example',
        'http://evil.example/x',
        'HTTPS://evil.example/x',
        'javascript:alert(1)',
        'data:text/html,hi',
        'https:evil.example',
        'https:///evil.example',
        'https://user@evil.example/',
        '/',
        'System/User',
      ];
      for (const [i, url] of bad.entries()) {
        const res = await save({ Menu_Name: `坏链接${i}`, MENU_EN: `Bad ${i}`, Link_Url: url }, 'en');
        expect(res.status, url).toBe(400);
        expect(res.body.msg, url).toBe(
          'Field Link_Url: must be a page path starting with a single / or an address starting with https://',
        );
        expect(res.body.data).toEqual({ fields: ['Link_Url'] });
      }
      const zh = await save({ Menu_Name: '坏链接', MENU_EN: 'Bad', Link_Url: '//evil.example/x' });
      expect(zh.body.msg).toBe('字段 Link_Url：只能是以单个 / 开头的页面路径或 https:// 开头的网址');
      const existing = await menuId('User');
      const edit = await save({
        ID: existing,
        Menu_Name: '用户',
        MENU_EN: 'User',
        Link_Url: '//evil.example',
      });
      expect(edit.status).toBe(400);
      expect(await count()).toBe(before);
      const stored = await columnOf(t.db, 'menu', 'link_url', { id: existing });
      expect(stored).toBe('/System/User');

      const good = [
        '/Report/Good1',
        '/Report/Good2?kind=1#top',
        'https://qms.example.com',
        'https://qms.example.com:8443/incoming?x=1',
      ];
      for (const [i, url] of good.entries()) {
        const res = await save({ Menu_Name: `好链接${i}`, MENU_EN: `Good ${i}`, Link_Url: url });
        expect(res.status, url).toBe(200);
        const stored = await columnOf(t.db, 'menu', 'link_url', { id: res.body.data.ID });
        expect(stored).toBe(url);
      }
    });

    it('refuses to delete a menu with children or granted to a role; deletes an unused one', async () => {
      const withChildren = await call(t.app, admin, 'POST', 'Menu/Delete', {
        query: { id: await menuId('report') },
      });
      expect(withChildren.status).toBe(409);
      expect(withChildren.body.msg).toBe('记录已被使用，无法删除');
      const granted = await call(t.app, admin, 'POST', 'Menu/Delete', {
        query: { id: await menuId('ExportRecord') },
        lang: 'en',
      });
      expect(granted.status).toBe(409);
      expect(granted.body.msg).toBe('The record is in use and cannot be deleted');

      const { body } = await save({ Menu_Name: '临时', MENU_EN: 'Temp', Link_Url: '/Temp/Page' });
      const res = await call(t.app, admin, 'POST', 'Menu/Delete', { query: { id: body.data.ID } });
      expect(res.status).toBe(200);
      expect(find(await tree(), body.data.ID)).toBeUndefined();
      expect(await lastAudit(t.db, 'menu', body.data.ID)).toMatchObject({ action: 'delete', after: null });
      expect((await call(t.app, admin, 'POST', 'Menu/Delete', { query: { id: body.data.ID } })).status).toBe(
        404,
      );
    });
  });

  describe('button permission entries', () => {
    it('lists the button entries of module SCM', async () => {
      const res = await call<Row[]>(t.app, admin, 'GET', 'Menu/LoadDataSub', { query: { MENU_KIND: 'SCM' } });
      expect(res.status).toBe(200);
      const codes = res.body.data.map((r) => r.Menu_Code);
      expect(codes).toEqual(
        expect.arrayContaining(['SeniorSearch', 'SeniorSetting', 'ListParam/DeleteOne', 'AuditLog']),
      );
      expect(res.body.data[0]).toMatchObject({ Menu_Name: '高级查询', ENABLED: 'Y' });
    });

    it('creates and modifies a button entry with a unique code', async () => {
      const created = await saveSub({ Menu_Code: 'DeliveryNote/Void', Menu_Name: '作废', MENU_EN: 'Void' });
      expect(created.status).toBe(200);
      const dup = await saveSub({ Menu_Code: 'SeniorSearch', Menu_Name: 'x', MENU_EN: 'x' }, 'en');
      expect(dup.status).toBe(409);
      expect(dup.body.msg).toBe('The code SeniorSearch already exists');
      const modified = await saveSub({
        ID: created.body.data.ID,
        Menu_Code: 'DeliveryNote/Void',
        Menu_Name: '作废送货单',
        MENU_EN: 'Void note',
        ENABLED: 'N',
      });
      expect(modified.status).toBe(200);
      const audit = await lastAudit(t.db, 'button', created.body.data.ID);
      expect(audit?.before).toMatchObject({ Menu_Name: '作废', ENABLED: 'Y' });
      expect(audit?.after).toMatchObject({ Menu_Name: '作废送货单', ENABLED: 'N' });
      const bad = await saveSub({ Menu_Code: 'has space', Menu_Name: 'x', MENU_EN: 'x' }, 'en');
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain('Field Menu_Code');
    });

    it('refuses to delete a granted button entry; deletes an unused one', async () => {
      const granted = await call(t.app, admin, 'POST', 'Menu/DeleteSub', {
        query: { id: await menuId('SeniorSearch') },
      });
      expect(granted.status).toBe(409);
      expect(granted.body.msg).toBe('记录已被使用，无法删除');
      const { body } = await saveSub({ Menu_Code: 'Temp/Key', Menu_Name: '临时', MENU_EN: 'Temp' });
      expect(
        (await call(t.app, admin, 'POST', 'Menu/DeleteSub', { query: { id: body.data.ID } })).status,
      ).toBe(200);
      // A menu id is not a button entry (and the other way round).
      expect(
        (await call(t.app, admin, 'POST', 'Menu/DeleteSub', { query: { id: await menuId('User') } })).status,
      ).toBe(404);
    });
  });
});
