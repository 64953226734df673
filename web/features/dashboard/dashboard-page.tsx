import { Link } from '@tanstack/react-router'
import { MembershipNotice } from '../../components/membership-notice.tsx'
import { NoticeBlock } from '../../components/notice-block.tsx'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { PointRecords } from '../../components/point-records.tsx'
import { TierProgress } from '../../components/tier-progress.tsx'
import { formatNumber } from '../../lib/format.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { checkStoredSession } from '../../lib/session-check.ts'
import { DashboardPopups } from './dashboard-popups.tsx'
import './dashboard.css'
import { MenuTiles } from './menu-tiles.tsx'
import { NewsCarousel } from './news-carousel.tsx'
import { ArticleList } from './article-list.tsx'
import { QuestSlider } from './quest-slider.tsx'
import { RewardPreview } from './reward-preview.tsx'

/** `/dashboard`: the member's home, its sections each loading on their own. */
export function DashboardPage() {
  const { t } = useTranslation()
  const member = useMemberStore((s) => s.member)
  // Scans and receipts change the total as they land; tier progress and recent points come fresh.
  useEffect(() => void checkStoredSession(), [])
  if (!member) return <p className="page" role="status">{t('common.loading')}</p>
  return (
    <div className="page dashboard">
      <section className="dashboard-hero card" aria-labelledby="dashboard-title">
        <h1 id="dashboard-title">{t('dashboard.welcome', { name: member.name.split(' ')[0] })}</h1>
        <p className="points-total">{t('dashboard.points', { points: formatNumber(member.totalPoints) })}</p>
        <TierProgress member={member} />
      </section>
      <MembershipNotice membership={member.membership} />
      <MenuTiles />
      <section aria-labelledby="points-title" className="dashboard-section">
        <div className="section-head">
          <h2 id="points-title">{t('dashboard.pointsTitle')}</h2>
          <Link to="/viewpoints">{t('dashboard.seeMore')}</Link>
        </div>
        {member.points.length === 0 ? <p className="notice">{t('dashboard.noPoints')}</p> : <PointRecords records={member.points} />}
        <h3>{t('dashboard.waysTitle')}</h3>
        <ul className="ways-to-collect">
          <li>
            <Link to="/scancode">{t('dashboard.ways.scan')}</Link>
          </li>
          <li>
            <Link to="/uploadReceipt">{t('dashboard.ways.receipt')}</Link>
          </li>
          <li>
            <Link to="/referandearn">{t('dashboard.ways.refer')}</Link>
          </li>
        </ul>
      </section>
      {/* Sections that load their own data come after those drawn at once, so nothing above jumps. */}
      <NoticeBlock kind="announcement" label={t('dashboard.announcements')} />
      <QuestSlider />
      <NewsCarousel />
      <ArticleList />
      <RewardPreview />
      <section aria-labelledby="goodies-title" className="dashboard-section">
        <h2 id="goodies-title">{t('dashboard.goodies')}</h2>
        <ul className="ways-to-collect">
          <li>
            <Link to="/wishingtree">{t('dashboard.goodiesWishingTree')}</Link>
          </li>
          <li>
            <Link to="/productsinfo">{t('dashboard.goodiesPointChart')}</Link>
          </li>
        </ul>
      </section>
      <DashboardPopups member={member} />
    </div>
  )
}
