import { z } from 'zod'

/** Web Push (RFC 8030, 8291, 8292): the club pushes each new inbox message to the member's devices that opted in. */

/** `bytes` as unpadded base64url, as browsers give them. */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'pushSubscriptionInvalid')
    .length(Math.ceil((bytes * 4) / 3), 'pushSubscriptionInvalid')

/**
 * A push service's host. Browsers' push services are public https hosts, so nothing else is taken:
 * the server POSTs to it, and an address inside the club's network would let a member make the
 * server call there. A domain name ending in a top-level name: no IP address, no single-label or
 * .localhost name.
 */
const PUSH_SERVICE_HOST = /^(?!.*\.localhost$)([a-z0-9-]+\.)+[a-z]{2,}$/i

/** A browser's `PushSubscription.toJSON()`: where to push and the keys that encrypt for this device. */
export const PushSubscriptionSchema = z
  .strictObject({
    endpoint: z.url({ protocol: /^https$/, hostname: PUSH_SERVICE_HOST, error: 'pushSubscriptionInvalid' }).max(1000, 'pushSubscriptionInvalid'),
    /** What the browser says; the service answers 404 or 410 once it has expired, which removes it. */
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject({
      /** The device's P-256 public key, uncompressed (65 bytes). */
      p256dh: base64url(65),
      /** Its authentication secret (16 bytes). */
      auth: base64url(16),
    }),
  })
  .meta({ id: 'PushSubscription' })
export type PushSubscription = z.infer<typeof PushSubscriptionSchema>

export const PushUnsubscribeSchema = z.strictObject({ endpoint: z.string().max(1000) })

/** The VAPID public key the browser subscribes with; null when the club sends no notifications. */
export const PushKeySchema = z.object({ publicKey: z.string().nullable() }).meta({ id: 'PushKey' })
