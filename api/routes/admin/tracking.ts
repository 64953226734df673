import { businessDate } from '../../../domain/business-time.ts'
import { fetchTrackingReport, trackingReportCsv } from '../../../domain/contract/admin-tracking.ts'
import { overviewRange } from '../../../domain/overview.ts'
import { trackingReportOf } from '../../../domain/tracking.ts'
import { trackingCounts } from '../../db/tracking-events.ts'
import type { AppDeps } from '../../deps.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { csvAttachment, csvRows } from '../../services/csv.ts'

const CSV_HEADER = ['Date (Malaysia)', 'Event', 'Count', 'With consent']

/** The first-party tracking report for dev admins (decisions 143-145): events per Malaysian day over a range, on screen and as a CSV. */
export function adminTrackingRoutes({ db, clock }: AppDeps) {
  const app = createRouter()
  // A year of days times the events: a few thousand lines at most, read at once.
  const report = async (query: { from?: string; to?: string }) => {
    const range = overviewRange(query, businessDate(clock.now()))
    return trackingReportOf(range, await trackingCounts(db, range))
  }

  app.openapi(contractRoute(fetchTrackingReport), async (c) => c.json(await report(c.req.valid('query')), 200))

  app.openapi(contractRoute(trackingReportCsv), async (c) => {
    const { rows } = await report(c.req.valid('query'))
    return c.body(csvRows(CSV_HEADER, rows.map((r) => [r.date, r.event, r.count, r.consented])), 200, csvAttachment('trackingReport.csv'))
  })

  return app
}
