// One PNG maker for API and e2e tests.
export { solidPng } from '../../api/test-support/png.ts'
