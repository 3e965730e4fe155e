import { isSecretName, redacted } from './secret-text.js';

type Container = Record<string, unknown> | unknown[];
interface Frame {
  node: Container;
  parent: Frame | undefined;
  key: string;
}

/**
 * `value` (a parsed body) with `redact` applied to every string in it and the string value of every
 * secret-named field (`deploymentSecret`, `client_secret`...) replaced by `[redacted]`. Copy-on-write: only
 * the arrays and plain objects on the way to a change are copied, the rest is shared, and a value with
 * nothing to redact is returned as it is. The walk keeps its own stack, so no depth can overflow the call
 * stack; a container reached twice (a cycle) is walked once.
 */
export function redactValue(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value);
  if (!isContainer(value)) return value;
  const copies = new Map<Container, Container>();
  const seen = new WeakSet<Container>();
  const stack: Frame[] = [{ node: value, parent: undefined, key: '' }];
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    if (seen.has(frame.node)) continue;
    seen.add(frame.node);
    const array = Array.isArray(frame.node);
    for (const [key, child] of Object.entries(frame.node)) {
      if (isContainer(child)) stack.push({ node: child, parent: frame, key });
      else if (typeof child === 'string') {
        const clean = !array && isSecretName(key) ? redacted : redact(child);
        if (clean !== child) put(writable(frame, copies), key, clean);
      }
    }
  }
  return copies.get(value) ?? value;
}

/** The copy of a frame's container, made on first write together with every ancestor's copy up to one already made. */
function writable(frame: Frame, copies: Map<Container, Container>): Container {
  const existing = copies.get(frame.node);
  if (existing) return existing;
  const copy = shallowCopy(frame.node);
  copies.set(frame.node, copy);
  for (let child = frame, childCopy = copy; child.parent !== undefined; ) {
    const parent: Frame = child.parent;
    const parentCopy = copies.get(parent.node);
    if (parentCopy) {
      put(parentCopy, child.key, childCopy);
      break;
    }
    const made = shallowCopy(parent.node);
    put(made, child.key, childCopy);
    copies.set(parent.node, made);
    child = parent;
    childCopy = made;
  }
  return copy;
}

// A plain assignment to "__proto__" (a key JSON may hold) would replace the copy's prototype instead.
function put(container: Container, key: string, value: unknown): void {
  Object.defineProperty(container, key, { value, writable: true, enumerable: true, configurable: true });
}

function shallowCopy(node: Container): Container {
  return Array.isArray(node) ? [...node] : { ...node };
}

/** Arrays and plain objects: what JSON parsing makes, and all the walk goes into. */
function isContainer(value: unknown): value is Container {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
