import { API_ROOT, http } from './api-client.ts'

/**
 * Downloads a file the API serves only with the session's token (CSV exports) under `fileName`.
 * `path` is under `{api_root}`, with or without it in front.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const relative = path.startsWith(`${API_ROOT}/`) ? path.slice(API_ROOT.length + 1) : path
  const blob = await http.get(relative).blob()
  const url = URL.createObjectURL(blob)
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
