import ky, { isHTTPError, isTimeoutError } from 'ky'
import { isAdminRole } from '../../domain/admin.ts'
import { isErrorCode, type ApiErrorBody } from '../../domain/errors.ts'
import { useSessionStore } from './session-store.ts'
import { useUiStore } from './ui-store.ts'

export const API_ROOT = `${import.meta.env.BASE_URL}api`

/** Every request, whoever makes it and however it is carried, shows the shared loading indicator while it is in flight. */
export const tracked =
  (send: typeof fetch): typeof fetch =>
  async (input, init) => {
    const ui = useUiStore.getState()
    ui.callStarted()
    try {
      return await send(input, init)
    } finally {
      ui.callEnded()
    }
  }

/** ky bound to `{api_root}`, carrying the session's bearer token. */
export const http = ky.create({
  prefixUrl: API_ROOT,
  retry: 0,
  timeout: 20_000,
  fetch: tracked((input, init) => fetch(input, init)),
  hooks: {
    beforeRequest: [
      (request) => {
        const token = useSessionStore.getState().token
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
      },
    ],
  },
})

/** A failed call, reduced to what the interface needs: a status, a code to translate, a fallback text. */
export class ApiFailure extends Error {
  readonly status: number
  readonly code: string
  /** For a wrong OTP: the tries it has left. */
  readonly triesLeft: number | undefined
  /** For input refused in parts (fields, lines of a file): each part with the code of what is wrong. */
  readonly fields: readonly { path: string; code: string }[]
  /** For a refusal that lifts on a date (a household's next free sample): that Malaysian date, YYYY-MM-DD. */
  readonly availableOn: string | undefined
  /** For a contest's "reached maximum": how many entries the household may still make. */
  readonly entriesLeft: number | undefined
  constructor(status: number, code: string, message: string, triesLeft?: number, fields: readonly { path: string; code: string }[] = [], availableOn?: string, entriesLeft?: number) {
    super(message)
    this.status = status
    this.code = code
    this.triesLeft = triesLeft
    this.fields = fields
    this.availableOn = availableOn
    this.entriesLeft = entriesLeft
  }
}

export async function toFailure(error: unknown): Promise<ApiFailure> {
  if (error instanceof ApiFailure) return error
  if (isHTTPError(error)) {
    const body = (await error.response.json().catch(() => undefined)) as Partial<ApiErrorBody> | undefined
    const code = isErrorCode(body?.code) ? body.code : 'internal'
    const fields = Array.isArray(body?.fields) ? body.fields.filter((f) => typeof f?.path === 'string' && typeof f.code === 'string') : []
    const availableOn = typeof body?.availableOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.availableOn) ? body.availableOn : undefined
    const entriesLeft = typeof body?.entriesLeft === 'number' ? body.entriesLeft : undefined
    return new ApiFailure(error.response.status, code, body?.error ?? error.message, typeof body?.triesLeft === 'number' ? body.triesLeft : undefined, fields, availableOn, entriesLeft)
  }
  // fetch rejects with a TypeError when the network is down or the server cannot be reached.
  if (error instanceof TypeError || isTimeoutError(error)) return new ApiFailure(0, 'offline', 'You appear to be offline.')
  return new ApiFailure(0, 'internal', 'Internal Error')
}

export interface CallOptions {
  /** Show a failure in the shared error modal (default). Forms that show errors in place turn it off. */
  showError?: boolean
}

/** Runs one API call; a failure becomes an ApiFailure, shown in the error modal unless the caller shows it itself. */
export async function apiCall<T>(send: () => Promise<T>, { showError = true }: CallOptions = {}): Promise<T> {
  try {
    return await send()
  } catch (error) {
    const failure = await toFailure(error)
    // A back-office session the server no longer takes (its admin disabled, or given a new password):
    // it ends here too, and the guards send the admin to the login, which says nothing more is needed.
    if (failure.code === 'unauthorized' && isAdminRole(useSessionStore.getState().type)) useSessionStore.getState().signOut()
    else if (showError) useUiStore.getState().showError({ code: failure.code, message: failure.message })
    throw failure
  }
}
