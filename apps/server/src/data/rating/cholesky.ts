/**
 * The Cholesky factor `L` (lower triangle, row-major) of a symmetric positive-definite `A` (n × n,
 * row-major), so that `A = L·Lᵀ`. `A` is left untouched; `into` (n × n, overwritten) spares an
 * allocation when many systems of one size are factorised.
 *
 * @throws Error when `A` is not positive definite.
 */
export function choleskyFactor(
  a: Float64Array,
  n: number,
  into = new Float64Array(n * n),
): Float64Array {
  const l = into;
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = a[i * n + j] as number;
      for (let k = 0; k < j; k += 1) sum -= (l[i * n + k] as number) * (l[j * n + k] as number);
      if (i === j) {
        if (!(sum > 0)) throw new Error('The matrix is not positive definite');
        l[i * n + i] = Math.sqrt(sum);
      } else {
        l[i * n + j] = sum / (l[j * n + j] as number);
      }
    }
  }
  return l;
}

/** Solves `L·Lᵀ x = b` for a Cholesky factor `L` of {@link choleskyFactor}. */
export function choleskySolve(l: Float64Array, b: Float64Array): Float64Array {
  const n = b.length;
  const y = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let sum = b[i] as number;
    for (let k = 0; k < i; k += 1) sum -= (l[i * n + k] as number) * (y[k] as number);
    y[i] = sum / (l[i * n + i] as number);
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i -= 1) {
    let sum = y[i] as number;
    for (let k = i + 1; k < n; k += 1) sum -= (l[k * n + i] as number) * (x[k] as number);
    x[i] = sum / (l[i * n + i] as number);
  }
  return x;
}

/**
 * Solves `A x = b` for a symmetric positive-definite `A` (row-major, n × n).
 *
 * @throws Error when `A` is not positive definite.
 */
export function solveSymmetricPositive(a: Float64Array, b: Float64Array): Float64Array {
  return choleskySolve(choleskyFactor(a, b.length), b);
}
