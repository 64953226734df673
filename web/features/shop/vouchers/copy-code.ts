/**
 * Copies a voucher code with the Clipboard API (`navigator.clipboard`). It answers `unavailable`
 * where there is none (an older browser, a page not served securely) or the browser refuses (no
 * permission, the page not focused): the screen then selects the code for the member to copy by
 * hand. The code is never logged: it is the member's to spend.
 */
export async function copyCode(code: string, clipboard: Pick<Clipboard, 'writeText'> | undefined): Promise<'copied' | 'unavailable'> {
  if (typeof clipboard?.writeText !== 'function') return 'unavailable'
  try {
    await clipboard.writeText(code)
    return 'copied'
  } catch {
    return 'unavailable'
  }
}

/** Selects the text of `element`, so the device's own copy command (or a long press) takes it. */
export function selectText(element: Node): void {
  element.ownerDocument?.defaultView?.getSelection()?.selectAllChildren(element)
}
