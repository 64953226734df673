import { randomUUID } from 'node:crypto'
import { businessDate } from '../../domain/business-time.ts'
import { householdKey } from '../../domain/household.ts'
import { feedbackDue, type MemberSample, type SampleRefusal, sampleRefusal } from '../../domain/samples.ts'
import { orderLabel } from '../../domain/shop.ts'
import { deliveryAddress } from '../db/addresses.ts'
import type { Database } from '../db/connection.ts'
import { householdKeysOf } from '../db/households.ts'
import { babyCountOf, householdSampleTimes, insertSampleOrder, sampleForOrder, sampleOrdersOf, takeSampleStock } from '../db/sample-orders.ts'
import { ApiError } from '../http/api-error.ts'

/** Samples go to Malaysian addresses only (spec 2 §5); addresses are saved with this country. */
const SAMPLE_COUNTRY = 'Malaysia'

/**
 * Whether the member's household may have a sample now, and if not until when (domain/samples.ts):
 * counted over the member's own sample orders and every one sent to an address of theirs, or to
 * `to`, the address this request would go to.
 */
export async function sampleStanding(db: Database, memberId: number, at: Date, to?: { line1: string; postcode: string }): Promise<SampleRefusal | null> {
  const households = await householdKeysOf(db, memberId, to)
  const placed = await householdSampleTimes(db, memberId, households)
  return sampleRefusal(
    placed.map((time) => businessDate(new Date(time))),
    await babyCountOf(db, memberId),
    businessDate(at),
  )
}

export interface PlaceSample {
  memberId: number
  sampleId: number
  addressId: number
  at: Date
}

/**
 * Places a free-sample order inside the caller's write transaction (spec 2 §5, DECISIONS): the
 * address is the member's and in Malaysia, the household is within its limits as the rows are now,
 * and the pack is taken by a conditional update. A broken rule throws; nothing is left behind.
 */
export async function placeSampleOrder(trx: Database, { memberId, sampleId, addressId, at }: PlaceSample): Promise<{ id: string; trackingId: string }> {
  const address = await deliveryAddress(trx, memberId, addressId)
  if (!address) throw new ApiError(404, 'addressNotFound')
  if (address.country !== SAMPLE_COUNTRY) throw new ApiError(422, 'sampleMalaysiaOnly')
  const sample = await sampleForOrder(trx, sampleId)
  if (!sample || sample.active !== 1) throw new ApiError(409, 'sampleUnavailable')

  // Spec 2 §5: a member whose delivered sample's survey is open is sent to it first.
  if ((await memberSamples(trx, memberId, at)).some((s) => s.feedbackDue)) throw new ApiError(409, 'sampleFeedbackFirst')
  const refusal = await sampleStanding(trx, memberId, at, address)
  if (refusal) throw new ApiError(409, refusal.reason, { availableOn: refusal.availableOn })
  if (!(await takeSampleStock(trx, sampleId))) throw new ApiError(409, 'outOfStock')

  const id = randomUUID()
  const createdAt = at.toISOString()
  await insertSampleOrder(
    trx,
    { id, memberId, kind: 'sample', totalPoints: 0, status: 'Order Placed', ...address, createdAt, updatedAt: createdAt },
    {
      sampleId,
      itemCode: sample.itemId,
      nameEn: sample.nameEn,
      nameBm: sample.nameBm,
      imageEn: sample.imageEn,
      imageBm: sample.imageBm,
      brandId: sample.brandId,
      formatId: sample.formatId,
      sizeId: sample.sizeId,
      household: householdKey(address),
    },
  )
  return { id, trackingId: orderLabel(id) }
}

/** The member's sample orders as spec 2 §3 "User sample" shows them, with whether each one's survey is open. */
export async function memberSamples(db: Database, memberId: number, at: Date): Promise<MemberSample[]> {
  const rows = await sampleOrdersOf(db, memberId)
  return rows.map((r) => ({
    id: r.id,
    trackingId: orderLabel(r.id),
    createdAt: r.createdAt,
    status: r.status,
    received: r.received === null ? null : r.received === 1,
    feedbackDue: r.received === null && r.status === 'DELIVERED' && r.deliveredAt !== null && feedbackDue(r.deliveredAt, at),
    orderItems: [
      { brandId: r.brandId, formatId: r.formatId, sizeId: r.sizeId, itemName: { en: r.nameEn, bm: r.nameBm }, itemImage: { en: r.imageEn, bm: r.imageBm } },
    ],
  }))
}
