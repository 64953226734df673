import { positiveInt } from '../../lib/search-params.ts'

/**
 * Why the address list was opened (spec 1 §4): to pick where an order, a pregnancy-pack order or a
 * free sample goes, or to look after the member's own addresses (`user`).
 */
export const ADDRESS_TYPES = ['order', 'pregnant', 'sample', 'user'] as const
export type AddressType = (typeof ADDRESS_TYPES)[number]

export interface AddressSearch {
  type?: AddressType
  /** With type sample: the sample the address is picked for, carried through the list and its form to the confirm screen. */
  sampleId?: number
}

export function addressSearch(search: Record<string, unknown>): AddressSearch {
  const type = ADDRESS_TYPES.find((t) => t === search.type)
  const sampleId = type === 'sample' ? positiveInt(search.sampleId) : undefined
  return { ...(type && { type }), ...(sampleId && { sampleId }) }
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

/** Where a picked address leads, with its query: the address, and the sample it was picked for. */
export function pickedAddressHref({ type, sampleId }: AddressSearch, addressId: number): string {
  const query = new URLSearchParams({ addressId: String(addressId), ...(sampleId && { sampleId: String(sampleId) }) })
  return `${pickedAddressGoesTo(type)}?${query}`
}

/** Whether the list is for picking an address for something, rather than looking after them. */
export const isPicking = (type: AddressType | undefined) => type !== undefined && type !== 'user'
