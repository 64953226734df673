// npm run bench:lighthouse: Lighthouse (mobile emulation) on Debian's Chromium against the built
// app served by the real server: the landing page, /en/signin and a signed-in member's dashboard.
// Prints each category's score and the first-load JavaScript in KB (gzip/brotli as sent), then
// one JSON line. BENCH_VERBOSE=1 also lists each page's scripts by size.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { type Club, freePort, newMember, startClub, storeSession } from './club.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95, firstLoadJsKb: 170 }

/**
 * A verified member with a completed profile (as most members who open the dashboard are), signed
 * in: answers the session the app keeps after signing in.
 */
async function signedInMember(club: Club): Promise<Session> {
  const { token } = await newMember(club)
  const address = { line1: '1 Jalan Bench', line2: '', line3: '', city: 'Shah Alam', state: 'Selangor', postcode: '40000', country: 'Malaysia', label: 'Home' }
  const completed = await fetch(`${club.origin}/api/user/details/force/edit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Bench Member', race: 'malay', nationality: 'malaysian', pregnancyStage: 'trying', edb: null, address }),
  })
  return { token, member: await completed.json() }
}

interface Session {
  token: string
  member: unknown
}

/**
 * One cold Lighthouse run in a fresh browser profile. A signed-in page gets its session in
 * localStorage first, set from an API page so that no app file is cached before the run.
 */
async function audit(url: string, session: Session | undefined) {
  const profile = await mkdtemp(path.join(tmpdir(), 'kelab-lighthouse-profile-'))
  const debuggingPort = await freePort()
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--remote-debugging-port=${debuggingPort}`],
  })
  try {
    if (session) {
      const tab = await browser.newPage()
      await storeSession(tab, new URL(url).origin, session)
      await tab.close()
    }
    const run = await lighthouse(url, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: Boolean(session) })
    return run!
  } finally {
    await browser.close()
    await rm(profile, { recursive: true, force: true })
  }
}

const club = await startClub('lighthouse')
const { origin } = club
try {
  const session = await signedInMember(club)
  const pages = [
    { name: 'landing', url: `${origin}/en`, session: undefined },
    { name: 'signin', url: `${origin}/en/signin`, session: undefined },
    { name: 'dashboard', url: `${origin}/dashboard`, session },
  ]
  const results = []
  for (const page of pages) {
    const { lhr } = await audit(page.url, page.session)
    type Request = { url: string; resourceType?: string; transferSize?: number; sessionTargetType?: string }
    const all = (lhr.audits['network-requests']?.details as { items?: Request[] } | undefined)?.items ?? []
    // The page's own scripts; the service worker's precache downloads, made beside the page on a
    // first visit, are not what the page waits for.
    const requests = all.filter((r) => r.sessionTargetType === 'page')
    const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]))
    results.push({ page: page.name, finalUrl: lhr.finalDisplayedUrl, ...scores, firstLoadJsKb: Math.round(jsBytes / 1024) })
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative').map((a) => a.id)
    if (process.env.BENCH_VERBOSE) {
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?'
      console.log(`    FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  SI ${metric('speed-index')}`)
      const lcp = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] } | undefined
      const node = lcp?.items?.[0]?.items?.[0]?.node
      console.log(`    LCP element: ${node?.snippet ?? '?'} "${node?.nodeLabel?.slice(0, 60) ?? ''}"`)
      for (const r of all.filter((q) => q.resourceType === 'Script').sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))) {
        console.log(`    ${((r.transferSize ?? 0) / 1024).toFixed(1).padStart(6)} KB  ${r.sessionTargetType}  ${new URL(r.url).pathname}`)
      }
    }
    console.log(`${page.name.padEnd(10)} perf ${scores.performance}  a11y ${scores.accessibility}  best ${scores['best-practices']}  seo ${scores.seo}  first-load JS ${Math.round(jsBytes / 1024)} KB${failing.length ? `  (below 0.9: ${failing.join(', ')})` : ''}`)
  }
  console.log(`Targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}, SEO >= ${TARGETS.seo}, first-load JS <= ${TARGETS.firstLoadJsKb} KB`)
  console.log(JSON.stringify({ targets: TARGETS, results }))
} finally {
  await club.stop()
}
