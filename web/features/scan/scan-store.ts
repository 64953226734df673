import { create } from 'zustand'
import type { ScanCredit } from '../../../domain/scan.ts'

export type ScanMethod = 'camera' | 'keyIn'

interface ScanState {
  /** How the member entered codes last, so the success page offers the same for the next one. */
  method: ScanMethod
  /** The last credit, shown by `/scancode/success`. */
  lastCredit: ScanCredit | null
  setMethod(method: ScanMethod): void
  credited(credit: ScanCredit): void
}

export const useScanStore = create<ScanState>()((set) => ({
  method: 'camera',
  lastCredit: null,
  setMethod: (method) => set({ method }),
  credited: (lastCredit) => set({ lastCredit }),
}))
