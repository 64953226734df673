/**
 * Readers for URL query values, for route `validateSearch` functions: a query may hold anything,
 * so each answers a well-typed value or undefined. Plain functions keep a schema library out of
 * the first download.
 */
export function text(value: unknown, max = 200): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined
}

export function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

export function flag(value: unknown): boolean | undefined {
  return value === true || value === 'true' ? true : undefined
}

/**
 * A path of this app to return to after signing in (`?redirect=/wishingtree/donate?wisher=3`):
 * only a path on this origin, never another site (`//evil.example`, `/\evil`, `https://…`).
 */
export function returnPath(value: unknown): string | undefined {
  const path = text(value, 300)
  return path && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : undefined
}
