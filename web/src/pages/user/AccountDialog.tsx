import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { PasswordField } from '../../app/components/PasswordField.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { cookies } from '../../platform/storage.ts';
import { FormDialog } from './shared/FormDialog.tsx';
import { useAdminFeedback } from './shared/feedback.ts';
import { useCodeOptions, useMyOrganizations, useRoleOptions } from './shared/options.ts';
import { takenRule } from './shared/takenRule.ts';
import { type AccountKind, type AccountSaveBody, encryptPassword, userApi } from './userApi.ts';

type Values = {
  USER_NAME: string;
  NICK_NAME: string;
  PASSWORD?: string;
  ROLE_ID?: number;
  VENDOR_CODE?: string;
  EMAIL?: string;
  PHONE?: string;
  ENABLED: boolean;
  ORG_IDS: number[];
};

type AccountDetail = Awaited<ReturnType<ReturnType<typeof userApi>['get']>>;

type Props = {
  kind: AccountKind;
  /** null: closed; 0: create; an id: edit. */
  id: number | null;
  onClose: () => void;
  onSaved: () => void;
};

/** The account in the form (read when editing) and its save; a new account's password goes RSA-encrypted. */
function useAccountForm({ kind, id, onClose, onSaved }: Props) {
  const feedback = useAdminFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const open = id !== null;
  const isNew = id === 0;
  const calls = userApi(kind);
  const detail = useQuery({
    queryKey: ['admin', 'account', kind, id],
    enabled: open && !isNew,
    gcTime: 0,
    queryFn: () => calls.get(id!),
  });

  useEffect(() => {
    if (!open || !detail.data) return;
    const d = detail.data;
    form.setFieldsValue({
      USER_NAME: d.USER_NAME,
      NICK_NAME: d.NICK_NAME,
      ROLE_ID: d.ROLE_ID ?? undefined,
      VENDOR_CODE: d.VENDOR_CODE ?? undefined,
      EMAIL: d.EMAIL ?? '',
      PHONE: d.PHONE ?? '',
      ENABLED: d.ENABLED,
      ORG_IDS: d.ORG_IDS,
    });
  }, [open, detail.data, form]);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const body: AccountSaveBody = {
        ...(isNew ? {} : { ID: id! }),
        USER_NAME: values.USER_NAME.trim(),
        NICK_NAME: values.NICK_NAME.trim(),
        ROLE_ID: values.ROLE_ID!,
        EMAIL: values.EMAIL?.trim() || null,
        PHONE: values.PHONE?.trim() || null,
        ENABLED: values.ENABLED,
        ORG_IDS: values.ORG_IDS,
        ...(kind === 'vendor' ? { VENDOR_CODE: values.VENDOR_CODE } : {}),
        ...(isNew && values.PASSWORD ? { PASSWORD: await encryptPassword(values.PASSWORD) } : {}),
      };
      await calls.save(body);
      feedback.saved();
      onSaved();
      onClose();
    } catch {
      // Shown by the central error toast; the dialog stays open to correct the input.
    } finally {
      setSaving(false);
    }
  };

  return { form, saving, open, isNew, calls, detail, submit };
}

/**
 * Create or edit an account (User and Vender screens). The user name is checked against every account while
 * typing (IsExistsName); a new account needs an initial password by the password policy (issue #45: the rule shown
 * under the field, checked as it is typed, the account's names refused), sent RSA-encrypted.
 */
export function AccountDialog(props: Props) {
  const { kind, id, onClose } = props;
  const { t } = useTranslation();
  const { field } = useCaptions();
  const { form, saving, open, isNew, calls, detail, submit } = useAccountForm(props);
  const roles = useRoleOptions(open);
  const orgs = useMyOrganizations(open);

  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });
  const currentOrg = Number(cookies.get('ORG_ID'));

  return (
    <FormDialog<Values>
      open={open}
      title={t(isNew ? `user.dialog.add.${kind}` : `user.dialog.edit.${kind}`)}
      form={form}
      saving={saving || (!isNew && detail.isFetching)}
      onFinish={(v) => void submit(v)}
      onCancel={onClose}
      width={680}
      initialValues={{ ENABLED: true, ORG_IDS: Number.isFinite(currentOrg) ? [currentOrg] : [] }}
      testId="account-dialog"
    >
      <Row gutter={16}>
        <UserNameField calls={calls} id={isNew ? undefined : id!} />
        <Col span={12}>
          <Form.Item
            name="NICK_NAME"
            label={field('NICK_NAME')}
            rules={[
              required('user.msg.nickNameRequired'),
              { max: 64, message: t('user.msg.max', { max: 64 }) },
            ]}
          >
            <Input {...lengthLimit(64)} />
          </Form.Item>
        </Col>
        {isNew && (
          <Col span={12}>
            <PasswordField
              name="PASSWORD"
              label={field('PASSWORD')}
              requiredMessage={t('user.msg.passwordRequired')}
              nameFields={['USER_NAME', 'NICK_NAME', 'EMAIL']}
              hint={t('user.msg.passwordHint')}
              testId="account-password"
            />
          </Col>
        )}
        <Col span={12}>
          <Form.Item
            name="ROLE_ID"
            label={field('ROLE_NAME')}
            rules={[{ required: true, message: t('user.msg.roleRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={roles.isLoading}
              placeholder={t('user.msg.choose')}
              options={(roles.data ?? []).map((r) => ({ value: r.ID, label: r.ROLE_NAME }))}
              data-testid="account-role"
            />
          </Form.Item>
        </Col>
        {kind === 'vendor' && <VendorField open={open} detail={detail.data} />}
        <Col span={12}>
          <Form.Item
            name="EMAIL"
            label={field('EMAIL')}
            rules={[
              { type: 'email', message: t('user.msg.emailInvalid') },
              { max: 128, message: t('user.msg.max', { max: 128 }) },
            ]}
          >
            <Input {...lengthLimit(128)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="PHONE"
            label={field('PHONE')}
            rules={[{ max: 32, message: t('user.msg.max', { max: 32 }) }]}
          >
            <Input {...lengthLimit(32)} />
          </Form.Item>
        </Col>
        <Col span={kind === 'vendor' ? 12 : 24}>
          <Form.Item
            name="ORG_IDS"
            label={field('ORG_IDS')}
            tooltip={t('user.msg.orgHint')}
            rules={[{ required: true, type: 'array', min: 1, message: t('user.msg.orgRequired') }]}
          >
            <Select
              mode="multiple"
              loading={orgs.isLoading}
              options={(orgs.data ?? []).map((o) => ({
                value: o.Id,
                label: o.OrganizeName,
                disabled: o.Id === currentOrg,
              }))}
              data-testid="account-orgs"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="ENABLED" label={field('ENABLED')} valuePropName="checked">
            <Switch checkedChildren={t('user.state.enabled')} unCheckedChildren={t('user.state.disabled')} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}

/** The user name, unique among all accounts. */
function UserNameField({ calls, id }: { calls: ReturnType<typeof userApi>; id: number | undefined }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  return (
    <Col span={12}>
      <Form.Item
        name="USER_NAME"
        label={field('USER_NAME')}
        validateDebounce={350}
        hasFeedback
        rules={[
          { required: true, whitespace: true, message: t('user.msg.userNameRequired') },
          { pattern: /^\S+$/, message: t('user.msg.userNameNoSpaces') },
          { max: 64, message: t('user.msg.max', { max: 64 }) },
          takenRule(
            (name) => calls.isNameTaken(name, id),
            (name) => t('user.msg.userNameTaken', { name }),
            (name) => !/\s/.test(name),
          ),
        ]}
      >
        <Input autoComplete="off" {...lengthLimit(64)} />
      </Form.Item>
    </Col>
  );
}

/** A vendor account's vendor, searched by code or name; the account's own stays an option while it is not found. */
function VendorField({ open, detail }: { open: boolean; detail: AccountDetail | undefined }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const [vendorSearch, setVendorSearch] = useState('');
  const vendors = useCodeOptions({
    list: 'VenderVendors',
    codeField: 'VENDOR_CODE',
    nameField: 'VENDOR_NAME',
    search: vendorSearch,
    enabled: open,
  });
  const vendorOptions = [...(vendors.data ?? [])];
  const chosenVendor = detail?.VENDOR_CODE;
  if (chosenVendor && !vendorOptions.some((o) => o.value === chosenVendor)) {
    // Only a vendor account's detail names its vendor.
    const vendorName = detail && 'VENDOR_NAME' in detail ? detail.VENDOR_NAME : null;
    const name = typeof vendorName === 'string' ? vendorName : '';
    vendorOptions.unshift({
      value: chosenVendor,
      code: chosenVendor,
      name,
      label: `${chosenVendor} ${name}`,
    });
  }
  return (
    <Col span={12}>
      <Form.Item
        name="VENDOR_CODE"
        label={field('VENDOR_CODE')}
        rules={[{ required: true, message: t('user.msg.vendorRequired') }]}
      >
        <Select
          showSearch={{ filterOption: false, onSearch: setVendorSearch }}
          loading={vendors.isFetching}
          placeholder={t('user.msg.searchVendor')}
          options={vendorOptions}
          onOpenChange={(o) => !o && setVendorSearch('')}
          data-testid="account-vendor"
        />
      </Form.Item>
    </Col>
  );
}
