import { create } from 'zustand'

export interface ShownError {
  /** Catalogue code from the API (translated as `errors.<code>`), or a local message key. */
  code: string
  /** The English text to fall back on when no translation exists. */
  message: string
}

/** A short message that something happened (points landed), shown for a few seconds. */
export interface Notice {
  key: string
  values?: Record<string, string | number>
}

interface UiState {
  /** Calls in flight; the loading indicator shows while this is above zero. */
  pending: number
  /** The one error the error modal shows, held until the member presses OKAY. */
  error: ShownError | null
  notices: (Notice & { id: number })[]
  showError(error: ShownError): void
  notify(notice: Notice): void
  dismissNotice(id: number): void
  clearError(): void
  callStarted(): void
  callEnded(): void
}

export const useUiStore = create<UiState>()((set) => ({
  pending: 0,
  error: null,
  notices: [],
  showError: (error) => set({ error }),
  notify: (notice) => set((s) => ({ notices: [...s.notices, { ...notice, id: Date.now() + Math.random() }] })),
  dismissNotice: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
  clearError: () => set({ error: null }),
  callStarted: () => set((s) => ({ pending: s.pending + 1 })),
  callEnded: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
}))
