// The rows of a dataset's data (`datasets.data`).
import * as z from 'zod/mini';
import { record } from '../core/validation/record.js';

/** One row of a dataset's data: values keyed by column name. */
export const DatasetRow = record(z.unknown());
/** `DatasetRow` as the service sends it: the type of its schema, under its own name. */
export interface DatasetRow extends z.infer<typeof DatasetRow> {}

/** A dataset's data as JSON: an array of rows. */
export const DatasetRows = /* @__PURE__ */ z.array(DatasetRow);
