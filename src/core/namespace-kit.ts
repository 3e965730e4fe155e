// What a namespace is written with, in one module: the base class and its descriptions, the types of the methods'
// signatures, their query specs, and for the few calls that need more than a description: a plain-JSON answer, a
// query in the URL itself, an options argument of the method's own, the least timeouts of slow calls, and the error
// of a check of the method's own. A namespace imports this module and, to build a URL by hand, `paths.js`.

export type { ApiPromise } from './api-promise.js';
export {
  ApiResource,
  call,
  paginate,
  paginateAt,
  preparedCall,
  request,
  sendCall,
  submit,
  type Upserted,
  upsert,
} from './api-resource.js';
export { checkOptions, isOptionsObject, keysOf } from './arguments/keys.js';
export { type Operation, signature } from './arguments/operation.js';
export {
  type Filter,
  flag,
  idFilter,
  instant,
  listSpec,
  oneOf,
  type PageOptions,
  pageSpec,
  querySpec,
  textFilter,
} from './arguments/query.js';
export type { OptionsArg, RequestOptions } from './arguments/request-options.js';
export { msearchTimeoutMs, uploadTimeoutMs } from './defaults.js';
export { InvalidArgumentError } from './errors.js';
export type { HalResource } from './hal.js';
export type { BodyReader } from './http/attempts.js';
export { json as plainJson } from './http/http.js';
export { withQuery } from './http/url.js';
export {
  type Description,
  describe,
  type ListDescription,
  type Operations,
  type Step,
  type Written,
} from './operations/description.js';
export type { PagePromise } from './pagination.js';
export {
  chain,
  checker,
  map,
  open,
  type ResponseReader,
  receive,
  streamError,
  timeoutAtLeast,
  twoStep,
} from './resource-verbs.js';
export { kindOf } from './shown.js';
export { type ByLinkOrIds, idOf, ids, knownId, linkOr, nested, type Subject, type Target } from './subjects.js';
