/**
 * A posting typed in capitals ("GAS ENGINEERS WANTED … FAULT FINDING ON BOILERS") is read as if written in sentence
 * case: in capitals every phrase looks like a name or an acronym, so duties came out as products ("HEATING
 * CONTROLS") and clauses as names ("DEALING WITH TENANTS IN").
 */

/** A posting is shouted when at least this share of its letters are capitals. */
const SHOUTED_CAPITALS_SHARE = 0.6;

/** Whether most of the posting is written in capitals. */
export function isShoutedPosting(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 40) return false;
  const capitals = letters.filter((letter) => /\p{Lu}/u.test(letter)).length;
  return capitals / letters.length >= SHOUTED_CAPITALS_SHARE;
}

/**
 * The posting in sentence case when it is shouted, else as it is. A word with a digit ("CP12", "G3") keeps its
 * capitals: it is a code, whatever the case around it. Each line and each sentence starts with a capital.
 */
export function unshoutedPosting(text: string): string {
  if (!isShoutedPosting(text)) return text;
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu, (word) => (/\p{N}/u.test(word) ? word : word.toLowerCase()))
        .replace(
          /^(\P{L}*)(\p{L})/u,
          (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
        )
        .replace(
          /([.!?]\s+)(\p{L})/gu,
          (_, stop: string, letter: string) => `${stop}${letter.toUpperCase()}`,
        ),
    )
    .join('\n');
}
