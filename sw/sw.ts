/// <reference lib="webworker" />
import { registerPrecache } from './precache.ts'

// The entry only wires things up; each concern lives in its own module.
registerPrecache()
