// A data component as `wdp components list` and `get` show it.
import type { DataComponent } from '../../index.js';
import { multiLine } from '../output/print.js';
import { shownProperties } from '../output/properties.js';
import { view } from './view.js';

/** A data component: its plugin and its settings, one a line, secret-looking values hidden. */
export const dataComponentView = view({
  columns: ['id', 'name', 'type', 'plugin'],
  fields: (component: DataComponent) => ({
    id: component.id,
    name: component.name,
    type: component.dataPluginType,
    plugin: component.dataPlugin,
    draft: component.draft,
    created: component.created,
    modified: component.lastModified,
    properties: multiLine(shownProperties(component.properties)),
  }),
});
