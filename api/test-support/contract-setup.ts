import { afterEach, expect } from 'vitest'
import { takeContractViolations } from './contract-check.ts'

// Every API test fails when an answer it received broke its route's contract.
afterEach(() => {
  expect(takeContractViolations(), 'answers that break their route contract').toEqual([])
})
