import { PlusOutlined } from '@ant-design/icons';
import {
  type EnvironmentConfig,
  environmentConfig,
  environmentFields,
  serverEnvironmentAddresses,
} from '@srm/contract';
import { Alert, App, Button, Form, type FormInstance, Input, Modal, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptions } from '../../platform/captions.ts';
import {
  businessHost,
  fetchEnvironmentDefaults,
  hostName,
  mergeEnvironments,
  resetEnvironments,
  saveEnvironments,
  setBusinessHost,
  storedEnvironments,
} from '../../platform/environment.ts';
import { clearSession } from '../../platform/session.ts';

type Field = keyof EnvironmentConfig;
const formFields: Field[] = ['Host', 'Name', ...environmentFields];
const sameHost = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const equal = (a: EnvironmentConfig, b: EnvironmentConfig) => formFields.every((f) => a[f] === b[f]);

/**
 * The host/environment setting part of the login page (spec §2.1, §3 "Environment config per host"): which
 * environment this browser works against and its addresses, kept in this browser by host name. Only what differs
 * from the server's defaults (and environments added here) is stored, so the server's later defaults still apply.
 */
type Props = { open: boolean; onClose: () => void };

/** The dialog only: the login page's link (EnvironmentLink.tsx) opens it, and loads this file on its first click. */
export default function EnvironmentSetting(props: Props) {
  // The login page is outside the shell's antd App: this part brings its own for its messages.
  return (
    <App component={false}>
      <Setting {...props} />
    </App>
  );
}

/**
 * The environments of the dialog: the server's defaults merged with what this browser keeps, the one in the form,
 * and what choosing, adding, saving and restoring do with them.
 */
function useEnvironments(open: boolean, onClose: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [server, setServer] = useState<EnvironmentConfig[]>([]);
  const [list, setList] = useState<EnvironmentConfig[]>([]);
  /** Index in `list` of the environment in the form. */
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<string | null>(null);
  /**
   * The server's defaults are on their way: the form still shows the last opening, so nothing may act on it. True
   * from the first frame of an opening (not only once its effect has run): a click in that frame opened the
   * environment list, which then closed when the load disabled it.
   */
  const [loading, setLoading] = useState(true);
  const [form] = Form.useForm<EnvironmentConfig>();

  const show = (environments: EnvironmentConfig[], at: number) => {
    setList(environments);
    setIndex(at);
    form.resetFields();
    form.setFieldsValue(environments[at] ?? {});
  };

  const load = async () => {
    setError(null);
    setLoading(true);
    try {
      const defaults = await fetchEnvironmentDefaults();
      setServer(defaults.Environments);
      const merged = mergeEnvironments(defaults.Environments, storedEnvironments());
      const chosen = merged.findIndex((e) => sameHost(e.Host, businessHost()));
      show(merged, Math.max(chosen, 0));
    } catch (e) {
      setError(t('sign-in.environmentSetting.loadFailed', { reason: (e as Error).message }));
      const local = storedEnvironments() ?? [];
      show(local, 0);
    } finally {
      setLoading(false);
    }
  };

  /** The form's values written back into the list (when switching to another environment or saving). */
  const withFormValues = (): EnvironmentConfig[] =>
    list.map((e, i) => (i === index ? { ...e, ...form.getFieldsValue(formFields) } : e));

  const add = async () => {
    await form.validateFields().catch(() => undefined);
    const current = withFormValues();
    const fresh: EnvironmentConfig = { Host: '', Name: '', ...serverEnvironmentAddresses };
    show([...current, fresh], current.length);
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const all = withFormValues().map((e) => environmentConfig.parse(e));
    const changed = all.filter((e) => {
      const original = server.find((s) => sameHost(s.Host, e.Host));
      return !original || !equal(original, e);
    });
    if (changed.length > 0) saveEnvironments(changed);
    else resetEnvironments();
    const chosen = all[index];
    if (chosen) {
      // Another environment means another session (spec §4): nothing signed in survives the switch.
      if (!sameHost(chosen.Host, businessHost())) clearSession();
      setBusinessHost(chosen.Host);
      message.success(t('sign-in.environmentSetting.saved', { name: chosen.Name }));
    }
    onClose();
  };

  const restore = () => {
    resetEnvironments();
    setBusinessHost(window.location.host);
    show(server, 0);
    message.success(t('sign-in.environmentSetting.restored'));
  };

  const current = list[index];
  const added = current ? !server.some((s) => sameHost(s.Host, current.Host)) : false;
  // Loaded by a click on the login page's link (EnvironmentLink): the dialog opens at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each time it opens
  useEffect(() => {
    if (open) void load();
    else setLoading(true);
  }, [open]);

  const choose = (i: number) => show(withFormValues(), i);
  return { form, list, index, error, loading, added, choose, add, save, restore };
}

function Setting({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { form, list, index, error, loading, added, choose, add, save, restore } = useEnvironments(
    open,
    onClose,
  );

  return (
    <Modal
      open={open}
      title={t('sign-in.environmentSetting.title', { host: hostName() })}
      width={640}
      onCancel={() => onClose()}
      footer={[
        <Button key="restore" onClick={restore} disabled={loading} style={{ float: 'left' }}>
          {t('sign-in.environmentSetting.restore')}
        </Button>,
        <Button key="cancel" onClick={() => onClose()}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" onClick={save} disabled={loading} data-testid="environment-save">
          {t('sign-in.environmentSetting.save')}
        </Button>,
      ]}
    >
      <div data-testid="environment-setting">
        <p style={{ marginTop: 0 }}>{t('sign-in.environmentSetting.hint', { host: hostName() })}</p>
        {error && <Alert type="warning" showIcon message={error} style={{ marginBottom: 12 }} />}
        <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
          <Select
            style={{ flex: 1 }}
            aria-label={t('sign-in.environmentSetting.choose')}
            data-testid="environment-choose"
            disabled={loading}
            value={index}
            onChange={choose}
            options={list.map((e, i) => ({
              value: i,
              label: e.Host
                ? t('sign-in.environmentSetting.option', { name: e.Name || e.Host, host: e.Host })
                : t('sign-in.environmentSetting.new'),
            }))}
          />
          <Button icon={<PlusOutlined />} onClick={add} disabled={loading}>
            {t('sign-in.environmentSetting.add')}
          </Button>
        </Space.Compact>
        <EnvironmentForm form={form} list={list} index={index} loading={loading} added={added} />
      </div>
    </Modal>
  );
}

/** Which rule a field's refusal names: the address checks by their message, a length, else "required". */
function ruleKeyOf(issue: { message: string; code: string } | undefined): string {
  if (issue?.message === 'environment.hostInvalid') return 'hostInvalid';
  if (issue?.message === 'environment.addressInvalid') return 'addressInvalid';
  return issue?.code === 'too_big' ? 'tooLong' : 'required';
}

/** The environment's host (editable only for one added here), name and addresses, checked by the contract. */
function EnvironmentForm({
  form,
  list,
  index,
  loading,
  added,
}: {
  form: FormInstance<EnvironmentConfig>;
  list: EnvironmentConfig[];
  index: number;
  loading: boolean;
  added: boolean;
}) {
  const { t } = useTranslation();
  const { field: caption } = useCaptions();
  const rule =
    (field: Field): Rule =>
    () => ({
      validator: async (_, value: unknown) => {
        const result = environmentConfig.shape[field].safeParse(value ?? '');
        if (!result.success) {
          throw new Error(t(`sign-in.environmentSetting.rules.${ruleKeyOf(result.error.issues[0])}`));
        }
        if (field === 'Host' && list.some((e, i) => i !== index && sameHost(e.Host, String(value))))
          throw new Error(t('sign-in.environmentSetting.rules.hostTaken'));
      },
    });
  return (
    <Form<EnvironmentConfig>
      form={form}
      disabled={loading}
      layout="horizontal"
      labelCol={{ span: 7 }}
      wrapperCol={{ span: 17 }}
      requiredMark={false}
    >
      {formFields.map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={caption(field)}
          rules={[rule(field)]}
          style={{ marginBottom: 12 }}
        >
          <Input
            disabled={field === 'Host' && !added}
            placeholder={field === 'WmsApi' ? t('sign-in.environmentSetting.optional') : undefined}
            autoComplete="off"
            spellCheck={false}
          />
        </Form.Item>
      ))}
    </Form>
  );
}
