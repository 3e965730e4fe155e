import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { Member } from './common.js';

/** A workspace member with their administrator flag. */
export const Administrator = z.looseObject({ ...Member.shape, administrator: z.boolean() });
export type Administrator = z.infer<typeof Administrator>;

/** The `administrators` collection (one page, no page meta). */
export const AdministratorCollection = collection('administrators', Administrator);
