/** Uniform in [0, 1), as Math.random, but from a seed: the same seed gives the same draws. */
export type Random = () => number

/** mulberry32: small, fast, and good enough to draw training material and jitter. */
export function seeded(seed: number): Random {
  let s = seed
  return () => {
    s = (s + 0x6d2b79f5) | 0
    let t = Math.imul(s ^ (s >>> 15), 1 | s)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
