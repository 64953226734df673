/** The service worker tells open pages on this channel that a message was pushed, so the inbox badge updates. */
export const INBOX_CHANNEL = 'club-inbox'
