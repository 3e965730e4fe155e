import type { RequestContext } from '../../http/context.js';
import { hal, MockHttpError } from '../../http/responses.js';
import type { DatasetRecord } from './datasets.js';
import { datasetView } from './view.js';

// `POST /api/workspaces/{ws}/questions`: the service answers a question in plain words with a dataset. The mock
// answers from what the workspace has: the dataset whose title, description and questions share the most words
// with the question (ties: the latest published); none in common is a 404.

const wordsOf = (text: string): Set<string> => new Set(text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? []);

/** The dataset that answers `question` best among a workspace's, or undefined. */
export function answerOf(datasets: readonly DatasetRecord[], question: string): DatasetRecord | undefined {
  const asked = wordsOf(question);
  let best: { dataset: DatasetRecord; score: number } | undefined;
  for (const dataset of datasets) {
    const known = wordsOf(`${dataset.title} ${dataset.description} ${dataset.questions}`);
    const score = [...asked].filter((word) => known.has(word)).length;
    const later = best !== undefined && score === best.score && dataset.published > best.dataset.published;
    if (score > 0 && (best === undefined || score > best.score || later)) best = { dataset, score };
  }
  return best?.dataset;
}

/** Answers a member's question with a dataset of the workspace. */
export async function askQuestion(c: RequestContext): Promise<Response> {
  const workspace = c.memberOf(c.param('ws'));
  const { question } = await c.body();
  if (typeof question !== 'string' || question.trim() === '')
    throw new MockHttpError(400, 'Validation failed: question must not be blank');
  const datasets = [...c.store.datasets.values()].filter((d) => d.workspaceId === workspace.id);
  const answer = answerOf(datasets, question);
  if (!answer) throw new MockHttpError(404, `No dataset of workspace ${workspace.id} answers the question`);
  return hal(datasetView(c, answer));
}
