/**
 * Whether a later try of the same request may succeed, by the answer's HTTP status: no answer at
 * all (undefined, or 0 where the web app's client reports the network), a timeout, too early, a
 * rate limit or the server failing. Any other 4xx is about the request itself and will be refused
 * again. One rule for the offline queue's replays and the forms that offer to send again.
 */
export function isRetryableStatus(status: number | undefined): boolean {
  return status === undefined || status === 0 || status === 408 || status === 425 || status === 429 || status >= 500
}
