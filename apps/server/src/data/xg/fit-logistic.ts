/** Iterations after which Newton's method is taken to have converged whatever the last step. */
const MAX_NEWTON_STEPS = 100;
/** Largest coefficient change that counts as converged. */
const CONVERGED_STEP = 1e-10;

/** Solves `a · x = b` by Gaussian elimination with partial pivoting (a small, dense system). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) {
      if (Math.abs(m[row]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = row;
    }
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const top = m[col] as number[];
    const lead = top[col] as number;
    if (lead === 0) throw new Error('Singular system in the logistic fit');
    for (let row = col + 1; row < n; row += 1) {
      const line = m[row] as number[];
      const factor = (line[col] as number) / lead;
      for (let k = col; k <= n; k += 1) line[k] = (line[k] as number) - factor * (top[k] as number);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row -= 1) {
    const line = m[row] as number[];
    let sum = line[n] as number;
    for (let k = row + 1; k < n; k += 1) sum -= (line[k] as number) * (x[k] as number);
    x[row] = sum / (line[row] as number);
  }
  return x;
}

/** The logistic function. */
export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/**
 * Maximum-likelihood logistic regression by Newton's method (iteratively reweighted least squares)
 * with a small ridge penalty that keeps it defined on separable data. Deterministic: the same rows
 * give the same coefficients, bit for bit.
 *
 * @param rows feature vectors, the first entry 1 for the intercept
 * @param outcomes 1 or 0 per row
 */
export function fitLogistic(
  rows: readonly (readonly number[])[],
  outcomes: readonly number[],
  ridge = 1e-3,
): number[] {
  const k = rows[0]?.length ?? 0;
  const w = new Array<number>(k).fill(0);
  for (let step = 0; step < MAX_NEWTON_STEPS; step += 1) {
    const hessian = Array.from({ length: k }, (_, i) =>
      Array.from({ length: k }, (_, j) => (i === j ? ridge : 0)),
    );
    const gradient = w.map((value) => ridge * value);
    rows.forEach((row, index) => {
      const p = sigmoid(row.reduce((sum, value, i) => sum + value * (w[i] as number), 0));
      const weight = p * (1 - p);
      const residual = p - (outcomes[index] as number);
      for (let i = 0; i < k; i += 1) {
        const ri = row[i] as number;
        gradient[i] = (gradient[i] as number) + residual * ri;
        const line = hessian[i] as number[];
        for (let j = 0; j < k; j += 1)
          line[j] = (line[j] as number) + weight * ri * (row[j] as number);
      }
    });
    const delta = solve(hessian, gradient);
    let largest = 0;
    delta.forEach((d, i) => {
      w[i] = (w[i] as number) - d;
      largest = Math.max(largest, Math.abs(d));
    });
    if (largest < CONVERGED_STEP) break;
  }
  return w;
}
