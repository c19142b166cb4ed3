// The workbook worker's entry (issue #44): plain JavaScript, so a worker thread can start it under `npm start`,
// vitest or a bench alike; it registers tsx for itself and runs the TypeScript reader. See workbook.ts.
import { register } from 'tsx/esm/api';

register();
const { readFirstSheet } = await import('./sheet-reader.ts');

/** Answers the sheet, or the refusal's reason (an Error's class does not cross the thread boundary). */
export default async function read({ content, options }) {
  try {
    return {
      sheet: await readFirstSheet(
        Buffer.from(content.buffer, content.byteOffset, content.byteLength),
        options,
      ),
    };
  } catch (error) {
    return { refused: { reason: error?.reason ?? 'notWorkbook', detail: error?.detail ?? {} } };
  }
}
