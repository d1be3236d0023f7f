/**
 * The distributions the admission model needs, as plain numeric functions.
 *
 * A unit's lowest admitted rank this year is modelled on the log scale as
 *   log R = log R̂ + c + e
 * where e is the unit's own year-to-year change (heavy-tailed: Student t with ν degrees of freedom and scale s)
 * and c is a shift every unit of the province shares that year (how well we carried last year's ranks to this
 * year's cohort; for a forecast, also the student's own uncertainty): normal with σ_c.
 * P(admitted) = P(R ≥ student rank). A unit's own probability uses the marginal: log R − log R̂ ~ S·t_ν with
 * S² = s² + σ_c² (one CDF call, fitted and measured as a whole by the backtest). How units move together is
 * added for whole-table outcomes by a one-factor Gaussian copula with loading √(σ_c²/S²): the marginals stay
 * exactly the single-unit probabilities, and the common factor is summed out by Gauss–Hermite quadrature.
 */

/** Student t CDF for an integer ν ≥ 1 (Abramowitz & Stegun 26.7.3–4: finite series in θ = atan(t/√ν)). */
export function tCdf(t: number, nu: number): number {
  if (!Number.isFinite(t)) return t > 0 ? 1 : 0
  // with x = |t|/√ν: cos²θ = 1/(1 + x²), sinθ = x·cosθ — no trigonometry except atan for odd ν
  const x = Math.abs(t) / Math.sqrt(nu)
  const c2 = 1 / (1 + x * x)
  const c = Math.sqrt(c2)
  const s = x * c
  let a: number
  if (nu % 2 === 0) {
    // A = sinθ (1 + ½cos²θ + (1·3)/(2·4)cos⁴θ + … up to cos^(ν−2)θ)
    let term = 1
    let sum = 1
    for (let k = 2; k <= nu - 2; k += 2) {
      term *= ((k - 1) / k) * c2
      sum += term
    }
    a = s * sum
  } else if (nu === 1) {
    a = (2 / Math.PI) * Math.atan(x)
  } else {
    // A = (2/π)(θ + sinθ cosθ (1 + (2/3)cos²θ + (2·4)/(3·5)cos⁴θ + … up to cos^(ν−3)θ))
    let term = 1
    let sum = 1
    for (let k = 3; k <= nu - 2; k += 2) {
      term *= ((k - 1) / k) * c2
      sum += term
    }
    a = (2 / Math.PI) * (Math.atan(x) + s * c * sum)
  }
  return t >= 0 ? 0.5 + a / 2 : 0.5 - a / 2
}

/**
 * P(T > t) for Student t with integer ν: what P(admitted) is made of. ν = 2 — what the model fits — has the closed
 * form ½ − t / (2√(2 + t²)), which the whole-province pass computes for ~10⁴ units per call; every caller goes
 * through here, so a list and a saved table show the same probability to the last bit.
 */
export function tUpperTail(t: number, nu: number): number {
  return nu === 2 ? 0.5 - t / (2 * Math.sqrt(2 + t * t)) : 1 - tCdf(t, nu)
}

/** log density of Student t (integer or real ν), for fitting ν by likelihood */
export function tLogPdf(t: number, nu: number): number {
  return lgamma((nu + 1) / 2) - lgamma(nu / 2) - 0.5 * Math.log(nu * Math.PI) - ((nu + 1) / 2) * Math.log(1 + (t * t) / nu)
}

/** Lanczos log-gamma (g = 7), accurate to ~1e-13 for x > 0 */
export function lgamma(x: number): number {
  const g = 7
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
    9.9843695780195716e-6, 1.5056327351493116e-7,
  ]
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - lgamma(1 - x)
  const xx = x - 1
  let a = c[0]
  const t = xx + g + 0.5
  for (let i = 1; i < g + 2; i++) a += c[i] / (xx + i)
  return 0.5 * Math.log(2 * Math.PI) + (xx + 0.5) * Math.log(t) - t + Math.log(a)
}

/** standard normal CDF Φ to double precision (Hart 1968 / G. West 2005, "Better approximations to cumulative normal functions") */
export function normalCdf(z: number): number {
  const x = Math.abs(z)
  let tail: number
  if (x > 37) tail = 0
  else {
    const e = Math.exp((-x * x) / 2)
    if (x < 7.07106781186547) {
      let n = 3.52624965998911e-2 * x + 0.700383064443688
      n = n * x + 6.37396220353165
      n = n * x + 33.912866078383
      n = n * x + 112.079291497871
      n = n * x + 221.213596169931
      n = n * x + 220.206867912376
      let d = 8.83883476483184e-2 * x + 1.75566716318264
      d = d * x + 16.064177579207
      d = d * x + 86.7807322029461
      d = d * x + 296.564248779674
      d = d * x + 637.333633378831
      d = d * x + 793.826512519948
      d = d * x + 440.413735824752
      tail = (e * n) / d
    } else {
      let d = x + 0.65
      d = x + 4 / d
      d = x + 3 / d
      d = x + 2 / d
      d = x + 1 / d
      tail = e / d / 2.506628274631
    }
  }
  return z > 0 ? 1 - tail : tail
}

export interface Quadrature {
  /** points of a standard normal variable */
  x: Float64Array
  /** weights, summing to 1 */
  w: Float64Array
}

/**
 * Gauss–Hermite rule for E[f(Z)], Z ~ N(0, 1), with n points (Golub–Welsch would do too; Newton on the
 * physicists' Hermite polynomials is enough at this size).
 */
export function gaussHermite(n: number): Quadrature {
  const xs = new Float64Array(n)
  const ws = new Float64Array(n)
  const m = Math.floor((n + 1) / 2)
  let z = 0
  for (let i = 0; i < m; i++) {
    if (i === 0) z = Math.sqrt(2 * n + 1) - 1.85575 * Math.pow(2 * n + 1, -0.16667)
    else if (i === 1) z -= (1.14 * Math.pow(n, 0.426)) / z
    else if (i === 2) z = 1.86 * z - 0.86 * xs[0]
    else if (i === 3) z = 1.91 * z - 0.91 * xs[1]
    else z = 2 * z - xs[i - 2]
    let pp = 0
    for (let it = 0; it < 100; it++) {
      let p1 = Math.pow(Math.PI, -0.25)
      let p2 = 0
      for (let j = 1; j <= n; j++) {
        const p3 = p2
        p2 = p1
        p1 = z * Math.sqrt(2 / j) * p2 - Math.sqrt((j - 1) / j) * p3
      }
      pp = Math.sqrt(2 * n) * p2
      const z1 = z
      z = z1 - p1 / pp
      if (Math.abs(z - z1) < 1e-14) break
    }
    xs[i] = z
    xs[n - 1 - i] = -z
    ws[i] = 2 / (pp * pp)
    ws[n - 1 - i] = ws[i]
  }
  // physicists' rule (weight e^{−x²}) → standard normal: x·√2, w/√π
  const out: Quadrature = { x: new Float64Array(n), w: new Float64Array(n) }
  for (let i = 0; i < n; i++) {
    out.x[i] = xs[i] * Math.SQRT2
    out.w[i] = ws[i] / Math.sqrt(Math.PI)
  }
  return out
}

/**
 * Φ⁻¹(p): the standard normal quantile (P. J. Acklam's rational approximation, relative error < 1.2e-9 after
 * one Newton step).
 */
export function normalQuantile(p: number): number {
  if (p <= 0) return -Infinity
  if (p >= 1) return Infinity
  const a = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239]
  const b = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1]
  const c = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783]
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416]
  const lo = 0.02425
  let x: number
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p))
    x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
  } else if (p <= 1 - lo) {
    const q = p - 0.5
    const r = q * q
    x = ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p))
    x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
  }
  // one Newton step on Φ(x) = p
  const e = normalCdf(x) - p
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2)
  return x - u / (1 + (x * u) / 2)
}
