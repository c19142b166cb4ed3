/** Locale files by path (`./statement.json`) → one tree of namespaces (`statement.<key>`). */
export const toTree = (
  files: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    Object.entries(files).map(([path, content]) => [path.slice(2, -'.json'.length), content]),
  );
