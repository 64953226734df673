import { create } from 'zustand'

export interface ShownError {
  /** Catalogue code from the API (translated as `errors.<code>`), or a local message key. */
  code: string
  /** The English text to fall back on when no translation exists. */
  message: string
}

interface UiState {
  /** Calls in flight; the loading indicator shows while this is above zero. */
  pending: number
  /** The one error the error modal shows, held until the member presses OKAY. */
  error: ShownError | null
  showError(error: ShownError): void
  clearError(): void
  callStarted(): void
  callEnded(): void
}

export const useUiStore = create<UiState>()((set) => ({
  pending: 0,
  error: null,
  showError: (error) => set({ error }),
  clearError: () => set({ error: null }),
  callStarted: () => set((s) => ({ pending: s.pending + 1 })),
  callEnded: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
}))
