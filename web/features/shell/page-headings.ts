import type { AnyRouter } from '@tanstack/react-router'

/** The page's title: its heading, and the club's name unless the heading already says it. */
export function pageTitle(heading: string | undefined, clubName: string): string {
  if (!heading) return clubName
  return heading.includes(clubName) ? heading : `${heading} · ${clubName}`
}

/**
 * Keeps each page titled by its main heading (WCAG 2.4.2), in the language shown, so a tab, the
 * history and a screen reader name the page, not only the club; the heading may come after the
 * page's data, so the title follows the page as it changes. After a move to another page the
 * heading takes the focus, as a reader announces the page then, unless the user has put the focus
 * in the page already or a dialog holds it. Answers the function that stops it.
 */
export function followPageHeadings(router: AnyRouter, clubName: string): () => void {
  let focusPending = false
  let frame = 0

  const update = () => {
    frame = 0
    const main = document.querySelector('main')
    const heading = main?.querySelector<HTMLElement>('h1')
    const title = pageTitle(heading?.textContent?.trim(), clubName)
    if (document.title !== title) document.title = title
    if (!focusPending || !heading) return
    focusPending = false
    if (main?.contains(document.activeElement) || document.querySelector('dialog[open]')) return
    heading.tabIndex = -1
    heading.focus({ preventScroll: true })
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update)
  }

  const observer = new MutationObserver(schedule)
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  const unsubscribe = router.subscribe('onResolved', (event) => {
    // Not on the first page (the browser starts at its top), nor when only the search changed (a filter).
    if (!event.fromLocation || !event.pathChanged) return
    focusPending = true
    schedule()
  })
  schedule()
  return () => {
    observer.disconnect()
    unsubscribe()
    cancelAnimationFrame(frame)
  }
}
