import { test } from '@playwright/test'
import { TEST_TIMEOUT_MS } from '../fixtures.ts'

/**
 * How long the slow steps may take, from measured slow runs: the whole suite on the 2-core machine
 * while `npm run bench:ocr` ran in a loop beside it (README, "How stability is checked"). Each is
 * about twice the slowest measured.
 */
export const BUDGET = {
  /** A replay once back online, allowing for one failed try: the 5 s back-off, then the retry. Slowest: ? s. */
  replayMs: 20_000,
  /** The OCR engine's core and trained data fetched and cached on the first visit. Slowest: ? s. */
  ocrCachedMs: 20_000,
  /** One press of Scan: a frame read (the first loads the engine), the code sent and answered. Slowest: ? s. */
  readMs: 30_000,
  /** Presses of Scan until one reads the pack. Slowest: ? s. */
  readingMs: 60_000,
  /** Keep scanning until frames agree on a clean pack and it is sent. Slowest: ? s. */
  keepScanningMs: 30_000,
  /** Keep scanning until frames agree on a pack of poor print. Slowest: ? s. */
  poorPrintMs: 90_000,
} as const

/**
 * Gives the running test the config's time for its ordinary steps plus the slow steps it names,
 * so that no wait outlives the test that waits.
 */
export function allowFor(...slowSteps: number[]): void {
  test.setTimeout(TEST_TIMEOUT_MS + slowSteps.reduce((sum, ms) => sum + ms, 0))
}
