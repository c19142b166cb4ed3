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
      aria-label={label}
      className={[styles.tool, active ? styles.toolActive : '', className ?? ''].join(' ')}
      {...rest}
    >
      {icon}
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
