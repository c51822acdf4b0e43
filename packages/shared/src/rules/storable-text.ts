/**
 * Text as both databases can store it: PostgreSQL refuses U+0000 in text and JSON, and a lone UTF-16 surrogate in
 * JSON. A NUL carries no meaning in user text, so it is removed; a lone surrogate (half of an emoji cut in two)
 * becomes U+FFFD, the replacement character. Applied to every request body and query on the server, and to typed
 * answers on the call socket (clientMessageSchema), so nothing a user sends fails to save or is dropped.
 */
const NUL = new RegExp(String.fromCharCode(0), 'g');
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function storableText(text: string): string {
  return text.replace(NUL, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** `storableText` over every string (keys too) in a parsed JSON value or query object. */
export function storableValue<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map((item) => storableValue(item)) as T;
  // Plain objects only (a parsed body or query): buffers and other instances pass as they are.
  const prototype: unknown =
    value !== null && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (prototype === Object.prototype || prototype === null) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        storableText(key),
        storableValue(item),
      ]),
    ) as T;
  }
  return value;
}
