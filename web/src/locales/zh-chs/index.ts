/**
 * Every JSON file of this folder is one namespace of keys (`<file>.<key>`): a new module's locale file is
 * picked up without touching this index.
 */
const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(files).map(([path, content]) => [path.slice(2, -'.json'.length), content]),
);

export default resources;
