import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Loaded } from '../lib/use-load.ts'

interface LoadViewProps<T> {
  loaded: Loaded<T>
  /** Says what could not be loaded; a button offers to try again. */
  failedText: string
  onRetry: () => void
  children: (data: T) => ReactNode
}

/** What a screen shows while its data loads, when loading failed, and once it is there. */
export function LoadView<T>({ loaded, failedText, onRetry, children }: LoadViewProps<T>) {
  const { t } = useTranslation()
  if (loaded.status === 'ready') return children(loaded.data)
  if (loaded.status === 'loading') return <p role="status">{t('common.loading')}</p>
  return <LoadFailed text={failedText} onRetry={onRetry} />
}

/** What could not be loaded, with a button to try again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="notice" role="alert">
      <p>{text}</p>
      <button type="button" className="button secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  )
}
