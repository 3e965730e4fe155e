// Which request bodies the recording proxy reads whole before sending them on: those that may name credentials (a
// JSON or form body); any other (files) streams through, counted (http/request-body.ts).

/** Whether a body of this type is read whole, to learn the credentials it names: JSON, a form, or no type said. */
export function isReadWhole(contentType: string | null): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' || type === 'application/x-www-form-urlencoded' || /^application\/([\w.-]+\+)?json$/.test(type);
}
