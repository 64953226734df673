import { create } from 'zustand'

interface WizardState {
  /** The member who answered "Not now": the wizard waits for their next visit (a reload or sign-in). */
  dismissedFor: string | null
  /** The completion went through and the success step is showing, though the member no longer needs the wizard. */
  celebrating: boolean
  dismiss(memberId: string): void
  reopen(): void
  setCelebrating(celebrating: boolean): void
  finish(): void
}

export const useWizardStore = create<WizardState>()((set) => ({
  dismissedFor: null,
  celebrating: false,
  dismiss: (memberId) => set({ dismissedFor: memberId }),
  reopen: () => set({ dismissedFor: null }),
  setCelebrating: (celebrating) => set({ celebrating }),
  finish: () => set({ celebrating: false, dismissedFor: null }),
}))
