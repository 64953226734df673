import { isStrongPassword } from '../../../domain/identity-rules.ts'

export type NewPasswordProblem = 'fillAllFields' | 'passwordsDiffer' | 'passwordFormat'

/** What is wrong with a new password and its confirmation (spec 1 §5), checked before anything is sent. */
export function newPasswordProblem(password: string, confirmation: string): NewPasswordProblem | undefined {
  if (!password || !confirmation) return 'fillAllFields'
  if (password !== confirmation) return 'passwordsDiffer'
  return isStrongPassword(password) ? undefined : 'passwordFormat'
}
