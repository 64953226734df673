import './notice-text.css'

/**
 * A notice's text as members read it: plain text (DECISIONS "Back office": never HTML), React
 * escapes it, and its line breaks are kept. The back office's preview uses this same component.
 */
export function NoticeText({ text }: { text: string }) {
  return <p className="notice-text">{text}</p>
}
