import { Button, type ButtonProps } from 'antd';

/**
 * A small button that looks like a link: a list cell's number opening its record, a line's attachment, a row's own
 * action. Every such button of the app is this one.
 */
export function LinkButton(props: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="link" size="small" {...props} />;
}
