import type { Plugin } from '@pdfme/common';

type PropPanelSchema = Plugin['propPanel']['schema'];
type PropPanelProps = Parameters<Extract<PropPanelSchema, (...args: never[]) => unknown>>[0];

/**
 * An element dragged in from pdfme's sidebar prints what it shows (issue #36): it starts read-only, so its content
 * is printed as the designer shows it. pdfme's default ("Editable": an input filled from the printed record by the
 * element's name) printed a new text blank, as no record has a field named "Field 3". "Editable" stays in the
 * panel (pdfme hides it for a type whose defaults say read-only): ticked, the element prints the field of its name
 * (the field list's "insert" makes such elements), and the drawer warns about one whose name is no field.
 */
export function staticByDefault(plugin: Plugin): Plugin {
  const { defaultSchema, schema } = plugin.propPanel;
  if (defaultSchema.readOnly !== undefined) return plugin;
  return {
    ...plugin,
    propPanel: {
      ...plugin.propPanel,
      defaultSchema: { ...defaultSchema, readOnly: true },
      // The plugin's own properties follow pdfme's common ones; `editable` replaces the common (hidden) one in place.
      schema: (props: PropPanelProps) => ({
        editable: { title: props.i18n('editable'), type: 'boolean', span: 8 },
        ...(typeof schema === 'function' ? schema(props) : schema),
      }),
    },
  };
}
