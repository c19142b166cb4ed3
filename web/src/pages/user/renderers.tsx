import { CheckCircleOutlined, ClockCircleOutlined, LockOutlined, StopOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { ListRenderers, ListRow } from '../../platform/list-table/index.ts';
import { cellText } from '../../platform/list-table/print.ts';

/** The account lists: buyer accounts (User screen) and vendor accounts (Vender screen). */
export type AccountListCode = 'User' | 'Vender';
/** A row of either account list. */
export type AccountRow = ListRow<AccountListCode>;
type AccountRenderer<F extends keyof ListRenderers<AccountListCode>> = NonNullable<
  ListRenderers<AccountListCode>[F]
>;

/** The lock state of an account: locked by an administrator, locked out after failed sign-ins, or normal. */
export type LockState = 'locked' | 'lockedOut' | 'normal';

export function lockStateOf(
  row: Pick<AccountRow, 'IS_LOCKED' | 'LOCKED_UNTIL'>,
  now = Date.now(),
): LockState {
  if (row.IS_LOCKED) return 'locked';
  const until = row.LOCKED_UNTIL ? new Date(row.LOCKED_UNTIL).getTime() : 0;
  return until > now ? 'lockedOut' : 'normal';
}

export const isLocked = (row: AccountRow) => lockStateOf(row) !== 'normal';

/** Enabled / disabled as a tag. */
export const enabledRenderer =
  (t: TFunction): AccountRenderer<'ENABLED'> =>
  (value) =>
    value ? (
      <Tag color="green" variant="outlined">
        {t('user.state.enabled')}
      </Tag>
    ) : (
      <Tag icon={<StopOutlined />} variant="outlined">
        {t('user.state.disabled')}
      </Tag>
    );

/** The IS_LOCKED column shows the whole lock state, so a locked-out account is visible at a glance too. */
export const lockRenderer =
  (t: TFunction): AccountRenderer<'IS_LOCKED'> =>
  (_value, row) => {
    const state = lockStateOf(row);
    if (state === 'locked')
      return (
        <Tag color="red" icon={<LockOutlined />} data-testid="lock-state">
          {t('user.state.locked')}
        </Tag>
      );
    if (state === 'lockedOut')
      return (
        <Tooltip title={t('user.state.lockedOutHint')}>
          <Tag color="orange" icon={<ClockCircleOutlined />} data-testid="lock-state">
            {t('user.state.lockedOut', { time: cellText(row.LOCKED_UNTIL) })}
          </Tag>
        </Tooltip>
      );
    return (
      <Tag color="green" icon={<CheckCircleOutlined />} variant="outlined" data-testid="lock-state">
        {t('user.state.normal')}
      </Tag>
    );
  };

/** The user name, with a red lock when the account cannot sign in now (visible without scrolling right). */
export const userNameRenderer =
  (t: TFunction): AccountRenderer<'USER_NAME'> =>
  (value, row) => (
    <span>
      {value ?? ''}
      {isLocked(row) && (
        <Tooltip title={t(lockStateOf(row) === 'locked' ? 'user.state.locked' : 'user.state.lockedOutHint')}>
          <LockOutlined
            className="account-lock-icon"
            aria-label={t('user.state.locked')}
            data-testid="account-locked"
          />
        </Tooltip>
      )}
    </span>
  );
