/** The media type of HAL resources. */
export const halJson = 'application/hal+json';
/** The media type of plain JSON bodies. */
export const json = 'application/json';

/** Does nothing: what a promise whose failure does not matter is caught with. */
export const noop = (): void => undefined;

/** Frees the body of a response the SDK drops unread (its connection goes back to the pool); never throws. */
export function cancelBody(response: Response): void {
  void response.body?.cancel().catch(noop);
}
