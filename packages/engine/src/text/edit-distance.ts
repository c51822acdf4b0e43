/**
 * Levenshtein distance: the fewest insertions, deletions and substitutions that turn `a` into `b`. Over letters (a
 * string: a typed word against the posting's) or over words (arrays: a transcript against what was said).
 */
export function editDistance<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let row = 1; row <= a.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= b.length; column += 1) {
      const substitution = previous[column - 1]! + (a[row - 1] === b[column - 1] ? 0 : 1);
      current.push(Math.min(previous[column]! + 1, current[column - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}
