import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { BatchPlacesSignal, FraudMember, RefusedCodesSignal, SameImageSignal, SharedDeviceSignal } from '../../../../domain/fraud-signals.ts'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts'

/** A member a signal names, with the way to their point report and to their account. */
function MemberLinks({ member }: { member: FraudMember }) {
  const { t } = useTranslation()
  return (
    <div className="fraud-member">
      <span>{member.name}</span>
      {member.email && <small>{member.email}</small>}
      <span className="fraud-member-links">
        <Link to="/admin/userreport" search={{ member: member.id }} className="button secondary small" aria-label={t('adminFraud.pointReportOf', { name: member.name })}>
          {t('adminFraud.pointReport')}
        </Link>
        <Link to="/admin/account/edit" search={{ id: member.id }} className="button secondary small" aria-label={t('adminFraud.accountOf', { name: member.name })}>
          {t('adminFraud.account')}
        </Link>
      </span>
    </div>
  )
}

/** A kind's signals, a row each, under its column headers. */
function SignalTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="table-scroll">
      <table className="fraud-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** Members of a signal, each with their links and, when given, what they did. */
function MemberList<M extends FraudMember>({ members, uses }: { members: M[]; uses?: (member: M) => string }) {
  return (
    <ul className="fraud-evidence">
      {members.map((m) => (
        <li key={m.id}>
          <MemberLinks member={m} />
          {uses && <small>{uses(m)}</small>}
        </li>
      ))}
    </ul>
  )
}

/** Says when the list above it shows only the first of what the signal counted. */
function FirstOf({ shown, all }: { shown: number; all: number }) {
  const { t } = useTranslation()
  return shown < all ? <small>{t('adminFraud.firstOf', { shown, all })}</small> : null
}

export function RefusedCodesTable({ signals }: { signals: RefusedCodesSignal[] }) {
  const { t } = useTranslation()
  return (
    <SignalTable caption={t('adminFraud.refusedCodes.title')} columns={[t('adminFraud.column.member'), t('adminFraud.refusedCodes.hourFrom'), t('adminFraud.refusedCodes.inHour'), t('adminFraud.refusedCodes.inRange'), t('adminFraud.refusedCodes.codes'), t('adminFraud.column.networks')]}>
      {signals.map((s) => (
        <tr key={s.member.id}>
          <td>
            <MemberLinks member={s.member} />
          </td>
          <td>
            <time dateTime={s.at}>{formatDateTime(s.at)}</time>
          </td>
          <td>{formatNumber(s.count)}</td>
          <td>{formatNumber(s.total)}</td>
          <td>
            <ul className="fraud-evidence">
              {s.codes.map((c, i) => (
                <li key={i}>
                  <code>{c.code || '—'}</code> {t(`adminFraud.reasons.${c.reason}`)}, <time dateTime={c.at}>{formatDateTime(c.at)}</time>
                </li>
              ))}
            </ul>
            <FirstOf shown={s.codes.length} all={s.count} />
          </td>
          <td>
            <ul className="fraud-evidence">
              {s.networks.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </td>
        </tr>
      ))}
    </SignalTable>
  )
}

export function SharedDevicesTable({ signals }: { signals: SharedDeviceSignal[] }) {
  const { t } = useTranslation()
  const uses = (m: SharedDeviceSignal['members'][number]) =>
    [m.signedUp && t('adminFraud.sharedDevices.signedUp'), m.codes > 0 && t('adminFraud.sharedDevices.codes', { count: m.codes }), m.refused > 0 && t('adminFraud.sharedDevices.refused', { count: m.refused })]
      .filter(Boolean)
      .join(', ')
  return (
    <SignalTable caption={t('adminFraud.sharedDevices.title')} columns={[t('adminFraud.sharedDevices.device'), t('adminFraud.column.firstSeen'), t('adminFraud.sharedDevices.accounts'), t('adminFraud.column.members')]}>
      {signals.map((s) => (
        <tr key={s.device}>
          <th scope="row">
            <code>{s.device}</code>
          </th>
          <td>
            <time dateTime={s.at}>{formatDateTime(s.at)}</time>
          </td>
          <td>{formatNumber(s.count)}</td>
          <td>
            <MemberList members={s.members} uses={uses} />
            <FirstOf shown={s.members.length} all={s.count} />
          </td>
        </tr>
      ))}
    </SignalTable>
  )
}

export function BatchPlacesTable({ signals }: { signals: BatchPlacesSignal[] }) {
  const { t } = useTranslation()
  return (
    <SignalTable caption={t('adminFraud.batchPlaces.title')} columns={[t('adminFraud.batchPlaces.batch'), t('adminFraud.batchPlaces.day'), t('adminFraud.column.networks'), t('adminFraud.batchPlaces.credits'), t('adminFraud.column.members')]}>
      {signals.map((s) => (
        <tr key={`${s.batchId} ${s.day}`}>
          <th scope="row">
            #{s.batchId} {s.brand}
          </th>
          <td>{formatDate(`${s.day}T12:00:00+08:00`)}</td>
          <td>
            {formatNumber(s.count)}
            <ul className="fraud-evidence">
              {s.networks.map((n) => (
                <li key={n.network}>{t('adminFraud.batchPlaces.network', { network: n.network, count: n.scans })}</li>
              ))}
            </ul>
            <FirstOf shown={s.networks.length} all={s.count} />
          </td>
          <td>{formatNumber(s.scans)}</td>
          <td>
            <MemberList members={s.members} />
          </td>
        </tr>
      ))}
    </SignalTable>
  )
}

export function SameImagesTable({ signals }: { signals: SameImageSignal[] }) {
  const { t } = useTranslation()
  return (
    <SignalTable caption={t('adminFraud.sameImages.title')} columns={[t('adminFraud.sameImages.image'), t('adminFraud.column.firstSeen'), t('adminFraud.sameImages.receipts'), t('adminFraud.column.members')]}>
      {signals.map((s) => (
        <tr key={s.digest}>
          <th scope="row">
            <code>{s.digest}</code>
          </th>
          <td>
            <time dateTime={s.at}>{formatDateTime(s.at)}</time>
          </td>
          <td>
            {formatNumber(s.count)}
            <ul className="fraud-evidence">
              {s.receipts.map((r) => (
                <li key={r.id}>
                  <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time> {t(`adminFraud.receiptStatus.${r.status}`)}
                </li>
              ))}
            </ul>
            <FirstOf shown={s.receipts.length} all={s.count} />
          </td>
          <td>
            <MemberList members={s.members} />
          </td>
        </tr>
      ))}
    </SignalTable>
  )
}
