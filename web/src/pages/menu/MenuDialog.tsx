import { menuLinkPattern, type ServerMenu, screens } from '@srm/contract';
import { Col, Form, Input, InputNumber, Radio, Row, Switch, TreeSelect } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';
import { FormDialog } from '../user/shared/FormDialog.tsx';
import { useAdminFeedback } from '../user/shared/feedback.ts';
import { takenRule } from '../user/shared/takenRule.ts';
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

type Props = {
  editing: MenuEditing | null;
  tree: ServerMenu[];
  onClose: () => void;
  onSaved: () => void;
};

/** The entry in the form (a new one below its parent, ordered last) and its save. */
function useMenuForm({ editing, tree, onClose, onSaved }: Props) {
  const feedback = useAdminFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const entry = editing && 'entry' in editing ? editing.entry : null;

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
      onSaved();
      onClose();
    } catch {
      // Shown by the central error toast.
    } finally {
      setSaving(false);
    }
  };

  return { form, saving, entry, submit };
}

/** The parents an entry may have: any but itself and its descendants (a node cannot move below itself). */
function useParentOptions(tree: ServerMenu[], entry: ServerMenu | null) {
  const { i18n } = useTranslation();
  return useMemo(() => {
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
}

const max = (t: TFunction, n: number) => ({ max: n, message: t('menu.msg.max', { max: n }) });

/** Add or edit a menu entry: captions in both languages, link (unique), icon, target, enabled, order, parent. */
export function MenuDialog(props: Props) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const { form, saving, entry, submit } = useMenuForm(props);
  const parentOptions = useParentOptions(props.tree, entry);
  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });

  return (
    <FormDialog<Values>
      open={props.editing !== null}
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
            rules={[required('menu.msg.nameRequired'), max(t, 64)]}
          >
            <Input {...lengthLimit(64)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="MENU_EN"
            label={field('MENU_EN')}
            rules={[required('menu.msg.enRequired'), max(t, 64)]}
          >
            <Input {...lengthLimit(64)} />
          </Form.Item>
        </Col>
        <LinkField entryId={entry?.ID} />
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
          <Form.Item name="Icon_Url" label={field('Icon_Url')} rules={[max(t, 128)]}>
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
            rules={[max(t, 128), { pattern: /^[A-Za-z0-9_/.-]*$/, message: t('menu.msg.codeInvalid') }]}
          >
            <Input {...lengthLimit(128)} className="admin-mono" />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}

/** The entry's link: an app path or an https:// address, used by no other entry; empty for a group. */
function LinkField({ entryId }: { entryId: number | undefined }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  return (
    <Col span={24}>
      <Form.Item
        name="Link_Url"
        label={field('Link_Url')}
        extra={t('menu.msg.linkHint')}
        validateDebounce={350}
        rules={[
          max(t, 256),
          { pattern: linkPattern, message: t('menu.msg.linkInvalid') },
          takenRule(
            (url) => menuApi.isLinkUrlTaken(url, entryId),
            (url) => t('menu.msg.linkTaken', { url }),
            (url) => linkPattern.test(url),
          ),
        ]}
      >
        <Input {...lengthLimit(256)} placeholder={screens.User.path} />
      </Form.Item>
    </Col>
  );
}
