import { useTranslation } from 'react-i18next'
import type { LocalizedText } from '../../../../domain/club.ts'
import type { NoticeKind } from '../../../../domain/content.ts'
import { NoticeText } from '../../../components/notice-text.tsx'

/** The notice in both languages as members will read it, drawn by the members' own text component. */
export function NoticePreview({ kind, title, body }: { kind: NoticeKind; title: LocalizedText; body: LocalizedText }) {
  const { t } = useTranslation()
  return (
    <section className="notice-preview" aria-label={t('adminNotices.preview')}>
      <h2>{t('adminNotices.preview')}</h2>
      <p className="hint">{t(`adminNotices.shownWhere.${kind}`)}</p>
      {(['en', 'bm'] as const).map((language) => (
        <article key={language} className="notice-preview-card" lang={language === 'bm' ? 'ms' : 'en'} aria-label={t(`adminNotices.previewIn.${language}`)}>
          <h3>{title[language] || t('adminNotices.noTitle')}</h3>
          <NoticeText text={body[language]} />
        </article>
      ))}
    </section>
  )
}
