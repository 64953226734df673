import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ACCOUNTS_PER_DEVICE,
  type FraudRange,
  FraudRangeSchema,
  type FraudReport,
  NETWORKS_PER_BATCH_DAY,
  REFUSED_CODES_PER_HOUR,
  SAME_IMAGE_MEMBERS,
  SAME_IMAGE_RECEIPTS_OF_ONE_MEMBER,
} from '../../../../domain/fraud-signals.ts'
import { isErrorCode } from '../../../../domain/errors.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { formatDate } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { ReportFilterForm } from '../ui/report-filter-form.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchFraudSignals } from './api/fetch-fraud-signals.ts'
import { BatchPlacesTable, RefusedCodesTable, SameImagesTable, SharedDevicesTable } from './fraud-tables.tsx'
import './fraud.css'

/** The range form's own rule (at most 31 days, in order), said before anything is sent. */
const rangeProblem = (range: FraudRange) => {
  const message = FraudRangeSchema.safeParse(range).error?.issues[0]?.message
  return isErrorCode(message) ? message : undefined
}

/** `/admin/fraud` (issue 22 item 7, decisions 129 and 130): unusual activity in a range of Malaysian days, grouped by kind, each signal with its evidence and links to its members. */
export function FraudPage() {
  const { t } = useTranslation()
  const [range, setRange] = useState<FraudRange>({})
  const { loaded, reload } = useLoad(useCallback(() => fetchFraudSignals(range), [range]))

  return (
    <div className="admin-page fraud-page">
      <AdminPageHeader title={t('adminFraud.title')} />
      <p>{t('adminFraud.intro')}</p>
      <ReportFilterForm label={t('adminFraud.filter')} onApply={setRange} search={false} check={rangeProblem} />
      <LoadView loaded={loaded} failedText={t('adminFraud.loadFailed')} onRetry={reload}>
        {(report) => <FraudSignals report={report} />}
      </LoadView>
    </div>
  )
}

function FraudSignals({ report }: { report: FraudReport }) {
  const { t } = useTranslation()
  const none = [report.refusedCodes, report.sharedDevices, report.batchPlaces, report.sameImages].every((list) => list.length === 0)
  return (
    <>
      <p role="status">{t('adminFraud.range', { start: formatDate(report.startDate), end: formatDate(report.endDate) })}</p>
      {none && <p className="notice">{t('adminFraud.empty')}</p>}
      <Kind title={t('adminFraud.refusedCodes.title')} rule={t('adminFraud.refusedCodes.rule', { count: REFUSED_CODES_PER_HOUR })} found={report.refusedCodes.length}>
        <RefusedCodesTable signals={report.refusedCodes} />
      </Kind>
      <Kind title={t('adminFraud.sharedDevices.title')} rule={t('adminFraud.sharedDevices.rule', { count: ACCOUNTS_PER_DEVICE })} found={report.sharedDevices.length}>
        <SharedDevicesTable signals={report.sharedDevices} />
      </Kind>
      <Kind title={t('adminFraud.batchPlaces.title')} rule={t('adminFraud.batchPlaces.rule', { count: NETWORKS_PER_BATCH_DAY })} found={report.batchPlaces.length}>
        <BatchPlacesTable signals={report.batchPlaces} />
      </Kind>
      <Kind
        title={t('adminFraud.sameImages.title')}
        rule={t('adminFraud.sameImages.rule', { members: SAME_IMAGE_MEMBERS, count: SAME_IMAGE_RECEIPTS_OF_ONE_MEMBER })}
        found={report.sameImages.length}
      >
        <SameImagesTable signals={report.sameImages} />
      </Kind>
    </>
  )
}

/** One kind of signal: what makes one, and the signals found, or a word that there are none. */
function Kind({ title, rule, found, children }: { title: string; rule: string; found: number; children: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <section className="fraud-kind" aria-label={title}>
      <h2>
        {title} <span className="fraud-count">({found})</span>
      </h2>
      <p className="fraud-rule">{rule}</p>
      {found === 0 ? <p>{t('adminFraud.noneOfKind')}</p> : children}
    </section>
  )
}
