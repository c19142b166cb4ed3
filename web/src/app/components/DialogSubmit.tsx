import { Alert, type FormInstance } from 'antd';
import { type ReactNode, useState } from 'react';
import styles from './components.module.css';

/**
 * One submission at a time for a dialog that stays open on refusal: `submit(call)` runs the call, keeps the
 * server's message (shown by `Refusal`) when it fails, and the dialog closes only when the call succeeds.
 */
export function useSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  /** `submit` of a form's values once its fields are valid (a field's problem shows at the field; nothing is sent). */
  const submitForm = async <V,>(form: FormInstance<V>, call: (values: V) => Promise<void>) => {
    const values = await form.validateFields().catch(() => null);
    if (values) await submit(() => call(values));
  };
  return { error, busy, submit, submitForm, reset: () => setError(null) };
}

/** The server's refusal inside a dialog (none: nothing). */
export function Refusal({ error, testId }: { error: string | null; testId: string }): ReactNode {
  return error ? (
    <Alert type="error" showIcon title={error} className={styles.refusal} data-testid={testId} />
  ) : null;
}
