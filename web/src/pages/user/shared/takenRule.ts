/**
 * A form rule that asks the server, while the user types, whether a value (trimmed) is taken already. A value it
 * does not apply to is left to the other rules; a question that fails passes, since the server checks again on save.
 */
export const takenRule = (
  isTaken: (value: string) => Promise<boolean>,
  message: (value: string) => string,
  applies: (value: string) => boolean,
) => ({
  validator: async (_: unknown, raw: string | undefined) => {
    const value = raw?.trim();
    if (!value || !applies(value)) return;
    let taken = false;
    try {
      taken = await isTaken(value);
    } catch {
      return;
    }
    if (taken) throw new Error(message(value));
  },
});
