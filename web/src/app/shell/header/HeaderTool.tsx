import { Tooltip } from 'antd';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from '../Shell.module.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  label: string;
  icon?: ReactNode;
  /** Tooltip with the label; off when the tool opens a dropdown of its own. */
  tip?: boolean;
  active?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** One icon button of the header's tool area: same size, hover and focus ring for every tool. */
export function HeaderTool({ label, icon, tip = true, active, children, className, ref, ...rest }: Props) {
  const button = (
    <button
      ref={ref}
      type="button"
      // A tool showing a value (organisation, user, language) is named by its label and that value, so the name
      // holds the text a person sees (WCAG 2.5.3); a bare icon is named by the label alone.
      aria-label={children ? undefined : label}
      className={[styles.tool, active ? styles.toolActive : '', className ?? ''].join(' ')}
      {...rest}
    >
      {icon}
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
