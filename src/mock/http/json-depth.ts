// The nesting limit of the mock's JSON bodies: a body nested thousands deep (`[[[[...]]]]`) is answered 400 before
// it is parsed, rather than letting it reach code that walks it recursively.

/** The deepest nesting of arrays and objects a request body may have (the service's own bodies use fewer than 10). */
export const maxJsonDepth = 64;

/** Whether JSON text nests arrays and objects deeper than `limit`, brackets inside strings aside; stops early. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}
