import { create } from 'zustand'
import type { SocialPrefill } from '../../../domain/social-login.ts'

/** The step a social sign-in left for the member: a signup the provider prefilled, or a password sign-in that links it. */
export type SocialNextStep = { kind: 'signup'; ticket: string; prefill: SocialPrefill } | { kind: 'link'; ticket: string; email: string }

interface SocialLoginState {
  next: SocialNextStep | undefined
  set(next: SocialNextStep | undefined): void
}

/** Kept in memory only: after a reload the member simply starts again with the provider. */
export const useSocialLoginStore = create<SocialLoginState>()((set) => ({
  next: undefined,
  set: (next) => set({ next }),
}))
