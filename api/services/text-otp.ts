import type { Language } from '../../domain/languages.ts'
import { readClubName } from '../db/settings.ts'
import type { AppDeps } from '../deps.ts'
import type { Message } from './messages.ts'
import { otpSms } from './message-texts.ts'
import { uncountOtpSend } from './otp.ts'

/**
 * Texts an OTP (issued by `issueOtp`, which counted the text) in the member's language and answers
 * whether it went. A text that could not be sent is not counted, so the member can use Resend at
 * once; the OTP itself stays valid, in case the gateway delivered it after all.
 */
export async function textOtp(
  { db, messages }: Pick<AppDeps, 'db' | 'messages'>,
  number: string,
  language: Language,
  code: string,
  text: (language: Language, club: string, to: string, code: string) => Message = otpSms,
): Promise<boolean> {
  try {
    await messages.send(text(language, await readClubName(db), number, code))
    return true
  } catch {
    await uncountOtpSend(db, number)
    return false
  }
}
