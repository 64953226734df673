/** The back office's mass-credit screens (spec 3 §2.11). */
export const MASS_CREDIT_SCREENS = {
  dashboard: '/admin/massCredit/dashboard',
  add: '/admin/massCredit/new',
  details: '/admin/massCredit/details',
} as const

/** Whether a batch is still being worked through (its screens look again until it is not). */
export const isWorking = (state: string) => state === 'crediting' || state === 'reversing'
