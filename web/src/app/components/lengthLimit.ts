/**
 * The longest text a field takes, without the browser's `maxLength`, which cuts a longer paste without a word
 * (#36 item 8). antd's `count.max` never cuts: the text stays whole, and past `max` the count shows in red
 * (`80 / 64`); the form's `{ max }` rule, or the field's own check (`tooLong`), says what is wrong and holds the
 * save. `always` shows the count all the time (a long text area), else only once the text is over.
 */
export function lengthLimit(max: number, always = false) {
  return {
    count: {
      max,
      show: always ? true : ({ count }: { count: number }) => (count > max ? `${count} / ${max}` : null),
    },
  };
}

/** Whether a text is longer than a field takes, counted as the input counts it. */
export const tooLong = (text: string | null | undefined, max: number) => (text ?? '').length > max;
