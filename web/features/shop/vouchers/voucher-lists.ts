import type { TFunction } from 'i18next'
import { type UserVoucher, voucherTab } from '../../../../domain/vouchers.ts'

/**
 * My vouchers' two lists (spec 2 §4, DECISIONS "Rewards and fulfilment"), each in the order the API
 * answers (newest first): Current until a voucher is used or past its expiry date, then History.
 * `today` is the Malaysian date (`businessDate`), as the API decides expiry by it.
 */
export function splitVouchers(vouchers: UserVoucher[], today: string): Record<'current' | 'history', UserVoucher[]> {
  const lists: Record<'current' | 'history', UserVoucher[]> = { current: [], history: [] }
  for (const voucher of vouchers) lists[voucherTab(voucher, today)].push(voucher)
  return lists
}

/** What a voucher's card says about it: ready to use, used, or expired unused. */
export type VoucherState = 'ready' | 'used' | 'expired'

export function voucherState(voucher: UserVoucher, today: string): VoucherState {
  if (voucherTab(voucher, today) === 'current') return 'ready'
  return voucher.used ? 'used' : 'expired'
}

/** The member's vouchers with `voucher` as the API now answers it: in its place, or first when new. */
export function withVoucher(vouchers: UserVoucher[], voucher: UserVoucher): UserVoucher[] {
  return vouchers.some((v) => v.id === voucher.id) ? vouchers.map((v) => (v.id === voucher.id ? voucher : v)) : [voucher, ...vouchers]
}

/** A voucher's name in the member's language: milestone vouchers are named by the app, redeemed ones as staff named their type. */
export function voucherName(voucher: Pick<UserVoucher, 'name' | 'milestone' | 'value'>, t: TFunction): string {
  return voucher.milestone === null ? voucher.name : t('vouchers.milestoneName', { ringgit: voucher.value / 100 })
}
