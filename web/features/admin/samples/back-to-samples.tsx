import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { SCREENS } from './sample-screens.ts'

export function BackToSamples() {
  const { t } = useTranslation()
  return <Link to={SCREENS.dashboard}>{t('adminSamples.back')}</Link>
}
