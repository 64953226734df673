/**
 * Where a signed-in session is kept in localStorage, in one place so that whatever prepares a
 * session outside the app (a benchmark, say) uses the same keys.
 */
export const SESSION_KEYS = {
  /** The spec's club-token key. */
  token: 'club-token',
  /** `user`, or the admin's role. */
  type: 'club-session-type',
  /** The last-known member, so the app opens with it offline (a copy that no longer fits MemberSchema is dropped). */
  member: 'club-member:3',
  /** The member's point-shop carts, one per kind of order (a copy that no longer fits the item schema is dropped). */
  carts: 'club-carts:1',
} as const
