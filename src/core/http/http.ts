import { noop } from '../noop.js';
/** The media type of HAL resources. */
export const halJson = 'application/hal+json';
/** The media type of plain JSON bodies. */
export const json = 'application/json';

/** Frees the body of a response the SDK drops unread (its connection goes back to the pool); never throws. */
export function cancelBody(response: Response): void {
  void response.body?.cancel().catch(noop);
}
