/**
 * Why the address list was opened (spec 1 §4): to pick where an order, a pregnancy-pack order or a
 * free sample goes, or to look after the member's own addresses (`user`).
 */
export const ADDRESS_TYPES = ['order', 'pregnant', 'sample', 'user'] as const
export type AddressType = (typeof ADDRESS_TYPES)[number]

export interface AddressSearch {
  type?: AddressType
}

export function addressSearch(search: Record<string, unknown>): AddressSearch {
  const type = ADDRESS_TYPES.find((t) => t === search.type)
  return type ? { type } : {}
}

const PICKED_GOES_TO: Record<AddressType, string> = {
  order: '/order/confirm',
  pregnant: '/order/pregnant/confirm',
  sample: '/freesample/confirm',
  user: '/editprofile',
}

/** Where picking an address leads: the order or sample it was picked for, else back to the profile. */
export function pickedAddressGoesTo(type: AddressType | undefined): string {
  return PICKED_GOES_TO[type ?? 'user']
}

/** Whether the list is for picking an address for something, rather than looking after them. */
export const isPicking = (type: AddressType | undefined) => type !== undefined && type !== 'user'
