import type { Config } from './config.ts'

/** What an operator must hear at start, or a deployment quietly sends nothing or sends links anyone can bend. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = []
  // Without transports, OTPs and links are only written locally.
  const unsent = [!config.smtpUrl && 'emails (SMTP_URL)', !config.smsWebhookUrl && 'texts (SMS_WEBHOOK_URL)'].filter(Boolean)
  if (unsent.length) warnings.push(`Not sending ${unsent.join(' or ')}: they are written to ${config.dataDir}/outbox.jsonl instead.`)
  if (!config.publicUrl) {
    warnings.push('PUBLIC_URL is not set: emailed links take their address from the Host of each request, which anyone can change. Set PUBLIC_URL to the address members use.')
  }
  // Instances on one PostgreSQL each keep their own DATA_DIR: files must go to a folder they share.
  if (config.databaseUrl && !config.filesDirSet) {
    warnings.push(`DATABASE_URL is set but FILES_DIR is not: uploads are kept in ${config.filesDir} on this machine, where other instances cannot read them. Set FILES_DIR to a folder every instance shares.`)
  }
  return warnings
}
