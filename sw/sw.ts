/// <reference lib="webworker" />
import { registerInboxPush } from './inbox-push.ts'
import { registerLifecycle } from './lifecycle.ts'
import { registerOutboxSync } from './outbox-sync.ts'
import { registerPrecache } from './precache.ts'
import { registerRuntimeCaches } from './runtime-caches.ts'

// The entry only wires things up; each concern lives in its own module. Order matters: routes
// are matched in the order registered, the precache first.
registerPrecache()
registerRuntimeCaches()
registerOutboxSync()
registerInboxPush()
registerLifecycle()
