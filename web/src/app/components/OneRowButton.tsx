import { Button, type ButtonProps } from 'antd';

type Props = Omit<ButtonProps, 'disabled' | 'onClick'> & {
  /** What a click does with the one selected row; none (no row, or several selected): the button is disabled. */
  action: (() => void) | null | undefined;
  'data-testid'?: string;
};

/**
 * A toolbar button that acts on the one selected row (open, edit, inspect…): `action={one && (() => open(one))}`.
 */
export function OneRowButton({ action, ...button }: Props) {
  return <Button {...button} disabled={!action} onClick={action ?? undefined} />;
}
