import { ApiPromise } from '../core/api-promise.js';
import { BadRequestError } from '../core/errors.js';
import { PipelineFieldError, type PipelineValidation } from '../models/pipeline-input.js';

// What `pipelines.validate()` answers: the service's verdict on a pipeline body, a 400 read as `{ valid: false }`.

/**
 * The verdict of a validation call: valid on a 2xx, invalid with the `errors` of a 400 (read from the error
 * body that `BadRequestError` parsed); any other failure still rejects. `withResponse()` gives the 400 response
 * rebuilt from the error (its body is the error's raw body).
 */
export function verdictOf(call: ApiPromise<unknown>): ApiPromise<PipelineValidation> {
  const parse = () =>
    call.withResponse().then(
      ({ response }) => ({ data: { valid: true } as const, response }),
      (error: unknown) => {
        if (!(error instanceof BadRequestError)) throw error;
        const response = new Response(error.rawBody, { status: 400, headers: error.headers });
        return { data: invalid(error), response };
      },
    );
  return new ApiPromise<PipelineValidation>(parse, () => call.asResponse());
}

function invalid(error: BadRequestError): PipelineValidation {
  const message = error.body?.message;
  const errors = (error.body?.errors ?? []).map(fieldError);
  return message ? { valid: false, message, errors } : { valid: false, errors };
}

/** One item of `errors`: the service's field error, or its text when it is not one. */
function fieldError(item: unknown): PipelineFieldError {
  const parsed = PipelineFieldError.safeParse(item);
  if (parsed.success) return parsed.data;
  return { defaultMessage: typeof item === 'string' ? item : JSON.stringify(item) };
}
