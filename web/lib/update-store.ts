import { create } from 'zustand'

interface UpdateState {
  /** A new version is installed and waits for the member's go-ahead. */
  ready: boolean
  /** It has taken over: the next page the member opens loads it. */
  applied: boolean
  apply(): void
}

/** Whether a new version of the app waits or has taken over (fed by service-worker.ts). */
export const useUpdateStore = create<UpdateState>()(() => ({ ready: false, applied: false, apply: () => undefined }))
