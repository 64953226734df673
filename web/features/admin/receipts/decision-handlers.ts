import type { AdminReceipt } from '../../../../domain/receipt-review.ts'

/** What a decision dialog reports to the queue. */
export interface DecisionHandlers {
  onCancel: () => void
  /** The receipt as the API answered it after the decision. */
  onDecided: (receipt: AdminReceipt) => void
  /** The call failed; the API client has already shown why. */
  onFailed: (failure: unknown) => void
}
