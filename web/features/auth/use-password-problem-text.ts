import { useTranslation } from 'react-i18next'
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS, type PasswordProblem, passwordProblems } from '../../../domain/identity-rules.ts'

/**
 * Says in the member's language exactly what keeps a password from the rule, one sentence per
 * problem (`domain/identity-rules.ts` finds them): the meter's list and the form's message both
 * read from it, so neither names a rule the password already meets.
 */
export function usePasswordProblemText() {
  const { t } = useTranslation()
  const specials = [...PASSWORD_SPECIALS].join(' ')
  const sentence = (problem: PasswordProblem): string => {
    if (problem.rule !== 'notAllowed') return t(`auth.passwordRules.${problem.rule}`, { specials, min: PASSWORD_MIN_LENGTH })
    // A space cannot be seen on its own: it is named.
    const characters = problem.characters.map((c) => (c.trim() ? c : t('auth.passwordRules.space'))).join(' ')
    return problem.characters.length === 1
      ? t('auth.passwordRules.notAllowedOne', { characters, specials })
      : t('auth.passwordRules.notAllowedMany', { characters, specials })
  }
  return {
    sentence,
    /** Everything wrong with the password as one message, for under the field. */
    message: (password: string) => passwordProblems(password).map(sentence).join(' '),
  }
}
