import { menuLinkPattern, type ServerMenu, screens } from '@srm/contract';
import { Col, Form, Input, InputNumber, Radio, Row, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';
import { FormDialog } from '../user/shared/FormDialog.tsx';
import { useAdminFeedback } from '../user/shared/feedback.ts';
import { flattenMenus, menuApi, menuKind, menuTitle, subtreeIds } from './menuApi.ts';

type Values = {
  PARENT_ID?: number | null;
  Menu_Code?: string;
  Menu_Name: string;
  MENU_EN: string;
  Link_Url?: string;
  Icon_Url?: string;
  Target: '_self' | '_blank';
  ENABLED: 'Y' | 'N';
  ORD_IDX: number;
};

/** What the dialog edits: an existing entry, or a new one below `parentId` (null = top level). */
export type MenuEditing = { entry: ServerMenu } | { parentId: number | null };

type TreeOption = { value: number; title: string; disabled?: boolean; children: TreeOption[] };

/** The contract's rule (PRODUCT §9: app paths or https:// addresses), or empty for a group. */
const linkPattern = new RegExp(`^$|${menuLinkPattern.source}`, menuLinkPattern.flags);

/** Add or edit a menu entry: captions in both languages, link (unique), icon, target, enabled, order, parent. */
export function MenuDialog(props: {
  editing: MenuEditing | null;
  tree: ServerMenu[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { field } = useCaptions();
  const feedback = useAdminFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { editing, tree } = props;
  const entry = editing && 'entry' in editing ? editing.entry : null;

  // A node cannot move below itself or one of its descendants.
  const parentOptions = useMemo(() => {
    const blocked = entry ? subtreeIds(entry) : new Set<number>();
    const map = (nodes: ServerMenu[]): TreeOption[] =>
      nodes.map((n) => ({
        value: n.ID,
        title: menuTitle(n, i18n.language),
        disabled: blocked.has(n.ID),
        children: map(n.children),
      }));
    return map(tree);
  }, [tree, entry, i18n.language]);

  useEffect(() => {
    if (!editing) return;
    if (entry) {
      form.setFieldsValue({
        PARENT_ID: entry.PARENT_ID,
        Menu_Code: entry.Menu_Code,
        Menu_Name: entry.Menu_Name,
        MENU_EN: entry.MENU_EN,
        Link_Url: entry.Link_Url ?? '',
        Icon_Url: entry.Icon_Url ?? '',
        Target: entry.Target === '_blank' ? '_blank' : '_self',
        ENABLED: entry.ENABLED,
        ORD_IDX: entry.ORD_IDX,
      });
      return;
    }
    const parentId = 'parentId' in editing ? editing.parentId : null;
    const siblings =
      parentId === null ? tree : (flattenMenus(tree).find((n) => n.ID === parentId)?.children ?? []);
    form.setFieldsValue({
      PARENT_ID: parentId,
      ORD_IDX: siblings.reduce((max, n) => Math.max(max, n.ORD_IDX), 0) + 1,
    });
  }, [editing, entry, form, tree]);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await menuApi.save({
        ...(entry ? { ID: entry.ID } : {}),
        MENU_KIND: menuKind,
        PARENT_ID: values.PARENT_ID ?? null,
        ...(values.Menu_Code?.trim() ? { Menu_Code: values.Menu_Code.trim() } : {}),
        Menu_Name: values.Menu_Name.trim(),
        MENU_EN: values.MENU_EN.trim(),
        Link_Url: values.Link_Url?.trim() || null,
        Icon_Url: values.Icon_Url?.trim() || null,
        Target: values.Target,
        ENABLED: values.ENABLED,
        ORD_IDX: values.ORD_IDX ?? 0,
      });
      feedback.saved();
      props.onSaved();
      props.onClose();
    } catch {
      // Shown by the central error toast.
    } finally {
      setSaving(false);
    }
  };

  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });
  const max = (n: number) => ({ max: n, message: t('menu.msg.max', { max: n }) });

  return (
    <FormDialog<Values>
      open={editing !== null}
      title={t(entry ? 'menu.dialog.edit' : 'menu.dialog.add')}
      form={form}
      saving={saving}
      onFinish={(v) => void submit(v)}
      onCancel={props.onClose}
      width={640}
      initialValues={{ Target: '_self', ENABLED: 'Y', ORD_IDX: 0 }}
      testId="menu-dialog"
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="Menu_Name"
            label={field('Menu_Name')}
            rules={[required('menu.msg.nameRequired'), max(64)]}
          >
            <Input {...lengthLimit(64)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="MENU_EN"
            label={field('MENU_EN')}
            rules={[required('menu.msg.enRequired'), max(64)]}
          >
            <Input {...lengthLimit(64)} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="Link_Url"
            label={field('Link_Url')}
            extra={t('menu.msg.linkHint')}
            validateDebounce={350}
            rules={[
              max(256),
              { pattern: linkPattern, message: t('menu.msg.linkInvalid') },
              {
                validator: async (_, value: string | undefined) => {
                  const url = value?.trim();
                  if (!url || !linkPattern.test(url)) return;
                  let taken = false;
                  try {
                    taken = await menuApi.isLinkUrlTaken(url, entry?.ID);
                  } catch {
                    return; // The server checks again on save.
                  }
                  if (taken) throw new Error(t('menu.msg.linkTaken', { url }));
                },
              },
            ]}
          >
            <Input {...lengthLimit(256)} placeholder={screens.User.path} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="PARENT_ID" label={field('PARENT_ID')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              placeholder={t('menu.msg.topLevel')}
              treeData={parentOptions}
              data-testid="menu-parent"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="Icon_Url" label={field('Icon_Url')} rules={[max(128)]}>
            <Input {...lengthLimit(128)} placeholder="setting" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="Target" label={field('Target')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: '_self', label: t('menu.targets._self') },
                { value: '_blank', label: t('menu.targets._blank') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item
            name="ENABLED"
            label={field('ENABLED')}
            getValueProps={(v) => ({ checked: v === 'Y' })}
            normalize={(checked: boolean) => (checked ? 'Y' : 'N')}
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="ORD_IDX" label={field('ORD_IDX')}>
            <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="Menu_Code"
            label={field('Menu_Code')}
            extra={entry ? undefined : t('menu.msg.codeHint')}
            rules={[max(128), { pattern: /^[A-Za-z0-9_/.-]*$/, message: t('menu.msg.codeInvalid') }]}
          >
            <Input {...lengthLimit(128)} className="admin-mono" />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
