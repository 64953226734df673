import type { PendingSignup } from '../../domain/identity.ts'
import type { Database } from '../db/connection.ts'
import { isDeviceTaken } from './member-activation.ts'
import { secondsUntilOtpResend } from './otp.ts'

interface PendingMember {
  uuid: string
  number: string
  signupToken: string | null
  verifiedAt: string | null
}

/**
 * What the OTP step needs to carry on with a signup awaiting its OTP, with the wait before Resend
 * may text another; nothing for a verified member, or one made without the signup form's token.
 */
export async function pendingSignupView(db: Database, member: PendingMember, at: Date): Promise<PendingSignup | undefined> {
  if (member.verifiedAt || !member.signupToken) return undefined
  return { uuid: member.uuid, number: member.number, uniqueToken: member.signupToken, resendInSeconds: await secondsUntilOtpResend(db, member.number, at) }
}

/**
 * The latest signup made on this device (its `club_device` cookie, which only that browser holds)
 * that still awaits its OTP: none once an account of the device is verified, as one device has one.
 */
export async function pendingSignupOnDevice(db: Database, device: string, at: Date): Promise<PendingSignup | undefined> {
  if (await isDeviceTaken(db, device)) return undefined
  const member = await db
    .selectFrom('members')
    .select(['uuid', 'number', 'signupToken', 'verifiedAt'])
    .where('signupDevice', '=', device)
    .where('verifiedAt', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return member && pendingSignupView(db, member, at)
}
