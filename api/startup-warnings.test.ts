import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { startupWarnings } from './startup-warnings.ts'

describe('start-up warnings', () => {
  it('warn that emailed links follow the request while PUBLIC_URL is unset', () => {
    const transports = { SMTP_URL: 'smtp://mail.example', SMS_WEBHOOK_URL: 'https://sms.example/send' }
    expect(startupWarnings(loadConfig(transports))).toEqual([expect.stringMatching(/^PUBLIC_URL is not set: emailed links take their address from the Host of each request/)])
    expect(startupWarnings(loadConfig({ ...transports, PUBLIC_URL: 'https://club.example' }))).toEqual([])
  })

  it('warn that messages are only written to the outbox without transports', () => {
    const [warning] = startupWarnings(loadConfig({ PUBLIC_URL: 'https://club.example', DATA_DIR: '/srv/club' }))
    expect(warning).toBe('Not sending emails (SMTP_URL) or texts (SMS_WEBHOOK_URL): they are written to /srv/club/outbox.jsonl instead.')
  })

  it('warn that files stay on one machine when instances share PostgreSQL without FILES_DIR', () => {
    const quiet = { SMTP_URL: 'smtp://mail.example', SMS_WEBHOOK_URL: 'https://sms.example/send', PUBLIC_URL: 'https://club.example', DATA_DIR: '/srv/club' }
    const postgres = { ...quiet, DATABASE_URL: 'postgres://club@db.example/club' }
    expect(startupWarnings(loadConfig(postgres))).toEqual([
      'DATABASE_URL is set but FILES_DIR is not: uploads are kept in /srv/club/files on this machine, where other instances cannot read them. Set FILES_DIR to a folder every instance shares.',
    ])
    expect(startupWarnings(loadConfig({ ...postgres, FILES_DIR: '/mnt/shared/club' }))).toEqual([])
    expect(startupWarnings(loadConfig(quiet))).toEqual([])
  })
})
