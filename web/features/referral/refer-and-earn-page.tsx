import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_REFERRALS_PER_MONTH } from '../../../domain/identity-rules.ts'
import { useClub } from '../../lib/club.ts'
import { formatNumber } from '../../lib/format.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useMemberStore } from '../../lib/member-store.ts'

/** `/referandearn`: the member's code to copy or share, what it earns, and the terms (spec 1 §2, §6). */
export function ReferAndEarnPage() {
  const { t } = useTranslation()
  const club = useClub()
  const language = useCurrentLanguage()
  const member = useMemberStore((s) => s.member)
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null)
  if (!member) return <p className="page" role="status">{t('common.loading')}</p>

  const tier = t(`tiers.name.${member.tier}`)
  const points = club.points.referralPoints[member.tier]
  // The friend lands on the signup form with the code filled in.
  const link = new URL(`${import.meta.env.BASE_URL}${language}?refer=${member.referralCode}#signup`, window.location.origin).href
  const shareText = t('refer.shareText', { club: club.name, code: member.referralCode, points: formatNumber(points.referee) })

  const copy = () =>
    navigator.clipboard.writeText(member.referralCode).then(
      () => setCopied('copied'),
      () => setCopied('copyFailed'),
    )
  const share = () => {
    if (navigator.share) void navigator.share({ title: club.name, text: shareText, url: link }).catch(() => undefined)
    else void copy()
  }

  return (
    <section className="page narrow">
      <h1>{t('refer.title')}</h1>
      {member.allowRefer ? (
        <>
          <p>{t('refer.lead', { referrer: formatNumber(points.referrer), referee: formatNumber(points.referee), tier })}</p>
          <div className="card referral-code">
            <label htmlFor="referral-code">{t('refer.codeLabel')}</label>
            <input id="referral-code" className="code" readOnly value={member.referralCode} onFocus={(e) => e.target.select()} />
            <div className="button-row">
              <button type="button" className="button secondary" onClick={() => void copy()}>
                {t('refer.copy')}
              </button>
              <button type="button" className="button" onClick={share}>
                {t('refer.share')}
              </button>
            </div>
            <p role="status">{copied && t(`refer.${copied}`)}</p>
          </div>
        </>
      ) : (
        <p role="alert" className="notice">
          {t('refer.notAllowed', { tier })}
        </p>
      )}
      <h2>{t('refer.termsTitle')}</h2>
      <ul>
        <li>{t('refer.terms.join')}</li>
        <li>{t('refer.terms.limit', { count: MAX_REFERRALS_PER_MONTH })}</li>
        <li>{t('refer.terms.tier')}</li>
        <li>{t('refer.terms.device')}</li>
      </ul>
    </section>
  )
}
