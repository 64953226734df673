import { test } from '@playwright/test'
import { TEST_TIMEOUT_MS } from '../fixtures.ts'

/**
 * How long the slow steps may take. The slowest of each was measured with the camera projects and
 * the outbox specs on the 2-core machine at a load average of 15-19 (`npm run bench:ocr` in a loop
 * and other test runs beside them); each budget is several times that, as a fresh clone's first
 * read also compiles the OCR engine's wasm (README, "How stability is checked").
 */
export const BUDGET = {
  /** A replay once back online, allowing for one failed try: the 5 s back-off, then the retry. Slowest: 5.8 s. */
  replayMs: 20_000,
  /** The OCR engine's core and trained data fetched and cached on the first visit. Slowest: 3.5 s. */
  ocrCachedMs: 20_000,
  /** One press of Scan: a frame read (the first loads the engine), the code sent and answered. Slowest: 4.5 s. */
  readMs: 30_000,
  /** Presses of Scan until one reads the pack. Slowest: 4.8 s (one press). */
  readingMs: 60_000,
  /** Keep scanning until a clean pack is read surely, or by two readers, and sent. Slowest: 5.2 s. */
  keepScanningMs: 30_000,
  /** Keep scanning until a pack of poor print is read surely, or by two readers, and sent. Slowest: 10.1 s. */
  poorPrintMs: 90_000,
  /**
   * One step with a CSV of 100,000 voucher codes (1.8 MB): checked; sent at 256 KB/s (7 s); imported;
   * or its batch's codes listed. Slowest: 8.0 s (the listing, at a load average of 9).
   */
  voucherBulkStepMs: 30_000,
  /**
   * A whole member story told in one test (signing in past the pop-ups, then an order with a lost
   * answer and its retry, the tracker and the history; or an 8-step survey with an admin on either
   * side). Slowest: 66 s at a load average of 15, over the ordinary test's time; this is on top of it.
   */
  memberStoryMs: 60_000,
} as const

/**
 * Gives the running test the config's time for its ordinary steps plus the slow steps it names,
 * so that no wait outlives the test that waits.
 */
export function allowFor(...slowSteps: number[]): void {
  test.setTimeout(TEST_TIMEOUT_MS + slowSteps.reduce((sum, ms) => sum + ms, 0))
}
