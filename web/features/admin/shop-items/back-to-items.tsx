import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { OrderKind } from '../../../../domain/shop.ts'
import { SCREENS } from './item-screens.ts'

export function BackToItems({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation()
  return <Link to={SCREENS[kind].dashboard}>{t(`adminShopItems.${kind}.back`)}</Link>
}
