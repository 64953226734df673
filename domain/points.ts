/** Why a row sits in a member's points ledger; shown in the point history by these keys. */
export const POINT_SOURCES = ['referrer', 'referee'] as const
export type PointSource = (typeof POINT_SOURCES)[number]
