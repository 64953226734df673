import type { Language } from '../../domain/languages.ts'
import type { Message } from './messages.ts'

/** The words of every SMS and email the club sends, in the member's language. */

export function otpSms(language: Language, club: string, to: string, code: string): Message {
  const text =
    language === 'bm'
      ? `${club}: Kod OTP anda ialah ${code}. Sah selama 10 minit. Jangan kongsi kod ini dengan sesiapa.`
      : `${club}: Your OTP is ${code}. It is valid for 10 minutes. Do not share it with anyone.`
  return { channel: 'sms', to, subject: 'OTP', text }
}

/** The code that lifts a sign-in lock; one not asked for means someone is trying the password. */
export function unlockSms(language: Language, club: string, to: string, code: string): Message {
  const text =
    language === 'bm'
      ? `${club}: Kod untuk membuka kunci log masuk anda ialah ${code}. Sah selama 10 minit. Jika anda tidak memintanya, tukar kata laluan anda.`
      : `${club}: Your code to unlock sign-in is ${code}. It is valid for 10 minutes. If you did not ask for it, change your password.`
  return { channel: 'sms', to, subject: 'OTP', text }
}

export function resetOtpSms(language: Language, club: string, to: string, code: string): Message {
  const text =
    language === 'bm'
      ? `${club}: Kod untuk menetapkan semula kata laluan anda ialah ${code}. Sah selama 10 minit. Jika anda tidak memintanya, abaikan SMS ini.`
      : `${club}: Your code to reset your password is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this SMS.`
  return { channel: 'sms', to, subject: 'Password reset code', text }
}

/** To a member whose unproven email someone else proved by its link (the identity ruling). */
export function emailTakenSms(language: Language, club: string, to: string, email: string): Message {
  const text =
    language === 'bm'
      ? `${club}: ${email} telah disahkan oleh akaun lain melalui pautan e-mel, jadi e-mel itu tidak lagi pada akaun anda. Akaun dan mata anda selamat: log masuk dengan nombor telefon bimbit ini.`
      : `${club}: ${email} was confirmed through its email link by another account, so it is no longer on yours. Your account and points are safe: log in with this mobile number.`
  return { channel: 'sms', to, subject: 'Email removed', text }
}

export function verificationEmail(language: Language, club: string, to: string, name: string, url: string): Message {
  return language === 'bm'
    ? {
        channel: 'email',
        to,
        subject: `Sahkan akaun ${club} anda`,
        text: `Hai ${name},\n\nTerima kasih kerana menyertai ${club}. Buka pautan ini untuk mengesahkan e-mel anda dan log masuk:\n\n${url}\n\nPautan ini sah untuk hari ini sahaja. Jika anda tidak mendaftar, jangan buka pautan ini: ia akan memberikan e-mel anda kepada akaun orang lain.`,
      }
    : {
        channel: 'email',
        to,
        subject: `Verify your ${club} account`,
        text: `Hi ${name},\n\nThank you for joining ${club}. Open this link to verify your email and sign in:\n\n${url}\n\nThe link works today only. If you did not sign up, do not open it: it would give your email to someone else's account.`,
      }
}

export function resetEmail(language: Language, club: string, to: string, name: string, url: string): Message {
  return language === 'bm'
    ? {
        channel: 'email',
        to,
        subject: `Tetapkan semula kata laluan ${club} anda`,
        text: `Hai ${name},\n\nBuka pautan ini untuk menetapkan kata laluan baharu:\n\n${url}\n\nPautan ini sah untuk hari ini sahaja dan boleh digunakan sekali. Jika anda tidak memintanya, abaikan e-mel ini.`,
      }
    : {
        channel: 'email',
        to,
        subject: `Reset your ${club} password`,
        text: `Hi ${name},\n\nOpen this link to choose a new password:\n\n${url}\n\nThe link works today only, and once. If you did not ask for it, ignore this email.`,
      }
}
