import { create } from 'zustand'

interface ReceiptState {
  /** Set by a successful upload; the success page shows the first-receipt 3x pop-up when true. */
  lastUpload: { firstUploadMilestone: boolean } | null
  uploaded(answer: { firstUploadMilestone: boolean }): void
}

export const useReceiptStore = create<ReceiptState>()((set) => ({
  lastUpload: null,
  uploaded: (answer) => set({ lastUpload: answer }),
}))
