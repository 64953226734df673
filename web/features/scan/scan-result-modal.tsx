import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FIRST_CODE_MULTIPLIER, milestoneVoucherRinggit } from '../../../domain/points.ts'
import type { ScanCredit } from '../../../domain/scan.ts'
import { Modal } from '../../components/modal.tsx'
import { formatNumber } from '../../lib/format.ts'

/** A medal for the milestone pop-ups, drawn inline like the other icons. */
function MilestoneArt({ milestone }: { milestone: number }) {
  return (
    <svg className="milestone-art" viewBox="0 0 120 120" aria-hidden="true">
      <circle cx="60" cy="66" r="40" fill="var(--brand-accent)" />
      <circle cx="60" cy="66" r="30" fill="#fff" fillOpacity="0.35" />
      <path d="M40 8h14l6 22-14 6zM80 8H66l-6 22 14 6z" fill="var(--brand-primary)" />
      <text x="60" y="78" textAnchor="middle" fontSize="34" fontWeight="800" fill="var(--brand-primary)">
        {milestone}
      </text>
    </svg>
  )
}

/** What a code earned: the plain success pop-up, or the 1st/5th/10th-code milestone pop-up instead. */
export function ScanResultModal({ credit }: { credit: ScanCredit }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [open, setOpen] = useState(true)
  const milestone = credit.milestone
  // The rule's own numbers, so the pop-up says what was paid.
  const reward = milestone ? { multiplier: FIRST_CODE_MULTIPLIER, value: milestoneVoucherRinggit(milestone) } : undefined
  const title = milestone ? t(`scan.milestone.${milestone}.title`, reward) : t('scan.success.title')
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => setOpen(false)}
      actions={
        <>
          <button type="button" className="button secondary" onClick={() => void navigate({ to: '/dashboard' })}>
            {t('scan.success.toDashboard')}
          </button>
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('scan.success.scanMore')}
          </button>
        </>
      }
    >
      {milestone && <MilestoneArt milestone={milestone} />}
      <p className="gained">{t('scan.success.gained', { points: formatNumber(credit.points) })}</p>
      <p>{t('scan.success.product', { brand: credit.brand, format: credit.format, size: credit.size.toUpperCase() })}</p>
      {milestone && <p>{t(`scan.milestone.${milestone}.body`, reward)}</p>}
      {milestone && credit.voucher && <p className="voucher-code">{t('scan.success.voucher', { value: milestoneVoucherRinggit(milestone), code: credit.voucher.code })}</p>}
      <p>{t('scan.success.total', { total: formatNumber(credit.totalPoints) })}</p>
      {credit.mysteryBoxes > 0 && (
        <p className="mystery-won">
          <Link to="/mysteryboxhome">{t(credit.mysteryBoxes === 1 ? 'scan.success.mysteryBox' : 'scan.success.mysteryBoxes', { count: credit.mysteryBoxes })}</Link>
        </p>
      )}
    </Modal>
  )
}
