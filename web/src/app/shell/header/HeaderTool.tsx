import { Badge, Tooltip } from 'antd';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from '../Shell.module.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  label: string;
  icon?: ReactNode;
  /** Tooltip with the label; off when the tool opens a dropdown of its own. */
  tip?: boolean;
  active?: boolean;
  /** A count shown on the icon (errors logged, exports not yet seen); nothing when 0. */
  count?: number;
  /** Above it the badge shows `<overflow>+`. */
  overflow?: number;
  ref?: Ref<HTMLButtonElement>;
};

/** The text the badge shows, as antd's Badge writes it. */
const badgeText = (count: number, overflow: number) => (count > overflow ? `${overflow}+` : String(count));

/** One icon button of the header's tool area: same size, hover and focus ring for every tool. */
export function HeaderTool(props: Props) {
  const {
    label,
    icon,
    tip = true,
    active,
    count = 0,
    overflow = 99,
    children,
    className,
    ref,
    ...rest
  } = props;
  // A badge's number is text a person sees on the button: the name says it too (WCAG 2.5.3, axe's
  // label-content-name-mismatch, which an outside walk met once the error log held ten entries or more).
  const named = count > 0 ? `${label} ${badgeText(count, overflow)}` : label;
  const button = (
    <button
      ref={ref}
      type="button"
      // A tool showing a value (organisation, user, language) is named by its label and that value, so the name
      // holds the text a person sees (WCAG 2.5.3); a bare icon is named by the label alone.
      aria-label={children ? undefined : named}
      className={[styles.tool, active ? styles.toolActive : '', className ?? ''].join(' ')}
      {...rest}
    >
      {count > 0 ? (
        <Badge count={count} overflowCount={overflow} size="small" offset={[4, -2]}>
          {icon}
        </Badge>
      ) : (
        icon
      )}
      {children && <span className={styles.srOnly}>{label} </span>}
      {children}
    </button>
  );
  return tip ? (
    <Tooltip title={label} placement="bottom" mouseEnterDelay={0.4}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
