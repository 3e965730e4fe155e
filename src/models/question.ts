import * as z from 'zod/mini';
import { strict } from '../core/validation/objects.js';
import { refinement } from '../core/validation/schema.js';

/**
 * A question asked of a workspace in plain words (`datasets.ask`); the service answers with a dataset. Keys other
 * than `question` are refused, not dropped.
 */
export const QuestionInput = strict(() => ({
  /** The question, in plain words, such as `What was revenue by region last quarter?`. */
  question: z.string().check(refinement((text: string) => text.trim() !== '', 'a question that is not blank')),
}));
/** `QuestionInput` as a caller writes it: the input type of its schema, under its own name. */
export interface QuestionInput extends z.input<typeof QuestionInput> {}
