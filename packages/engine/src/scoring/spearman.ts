/** Spearman rank correlation (average ranks for ties), used to check the scorer against labelled answers. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length).fill(0);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let position = start; position <= end; position += 1) result[order[position]!.index] = rank;
    start = end + 1;
  }
  return result;
}

export function spearmanCorrelation(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length < 2) throw new Error('Spearman needs two series of equal length ≥ 2');
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let covariance = 0;
  let va = 0;
  let vb = 0;
  for (let index = 0; index < ra.length; index += 1) {
    const da = ra[index]! - ma;
    const db = rb[index]! - mb;
    covariance += da * db;
    va += da * da;
    vb += db * db;
  }
  return va === 0 || vb === 0 ? 0 : covariance / Math.sqrt(va * vb);
}
