/** The HTTP methods the service uses. */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every `HttpMethod`, to check a method given at run time. */
export const httpMethods: ReadonlySet<string> = new Set<HttpMethod>(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
