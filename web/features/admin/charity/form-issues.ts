import type { z } from 'zod'

/** The first catalogue code of each field a schema refuses: what a form shows beside the field before sending. */
export function fieldIssues<F extends string>(schema: z.ZodType, values: unknown): Partial<Record<F, string>> {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const found: Partial<Record<F, string>> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as F
    found[field] ??= issue.message
  }
  return found
}

/** A number box's text as the JSON body carries it: blank is left out, anything else as typed (the schema judges it). */
export const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text))
