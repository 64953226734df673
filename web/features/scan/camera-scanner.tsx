import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import Webcam from 'react-webcam'
import { Modal } from '../../components/modal.tsx'
import type { ApiFailure } from '../../lib/api-client.ts'
import { type CameraDevice, cameraFeatures, chosenCamera, forgetCamera, listCameras, rememberCamera, setTorch, setZoom } from './camera-devices.ts'
import { CODE_BOX_HEIGHT, codeBoxIn, cropInFrame } from './crop-geometry.ts'
import { CLOUD_INTERVAL_MS } from '../../../domain/scan.ts'
import { ConfirmCodeModal } from './confirm-code-modal.tsx'
import { FRAME_MARK, type FrameMarkDetail, type FrameVoter, createFrameVoter } from './frame-voter.ts'
import type { CodeReading } from './ocr/ocr-bridge.ts'
import { readCode } from './read-code.ts'
import { type ReaderState, useOfflineReader } from './use-offline-reader.ts'

type CameraProblem = 'noCamera' | 'denied' | 'failed'

/** A new round of frames (a press, or Keep scanning turned on): its own voter and timeline marks. */
function newRound(): FrameVoter {
  performance.clearMarks(FRAME_MARK)
  return createFrameVoter()
}

/** A press of Scan reads up to this many frames for agreement before asking about a doubtful code. */
const PRESS_FRAMES = 3
/** Keep scanning asks about a doubtful code after this many frames have brought no agreement. */
const AUTO_FRAMES_BEFORE_ASKING = 12

interface CameraScannerProps {
  /**
   * Called with a code the evidence agrees on (frame-voter.ts), or one the member confirmed. A code
   * the camera sent on its own comes with `onRefused`, which takes on the club's refusal of it.
   */
  onCode: (code: string, onRefused?: (failure: ApiFailure) => boolean) => void
  /** While a found code is being submitted, reading pauses. */
  busy: boolean
}

/** Cuts the code box out of the current frame at the camera's full resolution. */
function cropCurrentFrame(video: HTMLVideoElement): HTMLCanvasElement | null {
  if (!video.videoWidth) return null
  const view = { width: video.clientWidth, height: video.clientHeight }
  const crop = cropInFrame({ width: video.videoWidth, height: video.videoHeight }, view, codeBoxIn(view))
  const canvas = document.createElement('canvas')
  canvas.width = crop.width
  canvas.height = crop.height
  canvas.getContext('2d')!.drawImage(video, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height)
  return canvas
}

/** How far the code reader is: its download's progress and, the first time, the time it should take. */
function ReaderStatus({ reader }: { reader: ReaderState }) {
  const { t } = useTranslation()
  if (reader.status === 'failed') return null
  if (reader.status === 'ready') {
    return (
      <p className="reader-status" role="status">
        {t('scan.reader.ready')}
      </p>
    )
  }
  const { percent, secondsLeft } = reader.progress
  return (
    <div className="reader-status" role="status">
      <progress max={100} value={percent} aria-label={t('scan.reader.label')} />
      <span>{t('scan.reader.preparing', { percent })}</span>
      {/* Only a download worth waiting for gets a time: from the cache the reader is ready at once. */}
      {secondsLeft !== undefined && secondsLeft >= 1 && <span>{t('scan.reader.timeLeft', { seconds: secondsLeft })}</span>}
    </div>
  )
}

/**
 * The live camera with the 80px code box over it: a scan button reads one frame, auto mode keeps
 * reading while the camera is open and sends a code once its readers agree. Camera choice, torch and
 * zoom where the device offers them.
 */
export function CameraScanner({ onCode, busy }: CameraScannerProps) {
  const { t } = useTranslation()
  const webcam = useRef<Webcam>(null)
  const [deviceId, setDeviceId] = useState(chosenCamera)
  const [devices, setDevices] = useState<CameraDevice[]>([])
  const [choosing, setChoosing] = useState(false)
  // No mediaDevices at all (an old browser, or a page not served over HTTPS): no camera to use.
  const [problem, setProblem] = useState<CameraProblem | null>(() => (typeof navigator.mediaDevices === 'undefined' ? 'noCamera' : null))
  const [track, setTrack] = useState<MediaStreamTrack>()
  const [torch, setTorchOn] = useState(false)
  const [zoom, setZoomLevel] = useState<number>()
  const [reading, setReading] = useState(false)
  const [auto, setAuto] = useState(false)
  // What the last press or Keep scanning found of the reader; until then, how its loading went,
  // so a reader that could not load says so at once, not at the first press.
  const [readerFailed, setReaderFailed] = useState<boolean>()
  const [noCode, setNoCode] = useState(false)
  // A code read without enough evidence, or sent and refused by the club, shown for the member to confirm or correct.
  const [doubt, setDoubt] = useState<{ reading: CodeReading; refused: boolean } | null>(null)
  // The codes the club refused on this visit, never sent again unasked: a misread the camera sent
  // once it would read again frame after frame, each a refusal on the member's record.
  const refused = useRef(new Set<string>())
  // The codes this run of Keep scanning sent: the pack still in view is not sent again. Offline,
  // each read would queue it again and say so, several times a second.
  const sentWhileKeepScanning = useRef(new Set<string>())
  const reader = useOfflineReader()
  const features = cameraFeatures(track)

  const onUserMedia = useCallback((stream: MediaStream) => {
    setProblem(null)
    setTrack(stream.getVideoTracks()[0])
    void listCameras().then(setDevices)
  }, [])
  const onUserMediaError = useCallback(
    (error: string | DOMException) => {
      const name = typeof error === 'string' ? error : error.name
      const missing = name === 'NotFoundError' || name === 'OverconstrainedError'
      // The remembered camera is gone (unplugged, or the browser changed its ids): use the back camera.
      if (missing && deviceId) {
        forgetCamera()
        setDeviceId(null)
        return
      }
      setProblem(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : missing ? 'noCamera' : 'failed')
    },
    [deviceId],
  )

  // Reads the frame now in view into the voter; answers the reading of the code it accepts, if any.
  const readFrame = useCallback(async (voter: FrameVoter, askCloud = true): Promise<CodeReading | null> => {
    const video = webcam.current?.video
    const crop = video ? cropCurrentFrame(video) : null
    const reading = crop ? await readCode(crop, askCloud) : null
    const accepted = voter.add(reading) !== null
    performance.mark(FRAME_MARK, { detail: { reading, accepted } satisfies FrameMarkDetail })
    return accepted ? reading : null
  }, [])

  // Sends a code the camera's readers agree on. Any refusal ends Keep scanning, which would only
  // send the same code again. The club refusing it as unknown or used (it does not say which) is
  // likelier a misread than a bad pack, so the member is asked, as about a doubtful read.
  const send = useCallback(
    (reading: CodeReading) => {
      const ask = () => setDoubt({ reading, refused: true })
      if (refused.current.has(reading.code)) {
        setAuto(false)
        return ask()
      }
      onCode(reading.code, (failure) => {
        setAuto(false)
        if (failure.code !== 'codeInvalid') return false
        refused.current.add(reading.code)
        ask()
        return true
      })
    },
    [onCode],
  )

  // Auto mode: read frame after frame; send a code once two readers agree on it (or one is very sure).
  useEffect(() => {
    if (!auto || busy || problem) return
    let live = true
    const voter = newRound()
    // The cloud is asked about one frame in so many (its requests are limited and paid for).
    let cloudAnsweredAt = -Infinity
    void (async () => {
      for (let frame = 1; live; frame += 1) {
        const askCloud = performance.now() - cloudAnsweredAt >= CLOUD_INTERVAL_MS
        const accepted = await readFrame(voter, askCloud)
        // Counted once the frame is read, which waits for the cloud's answer (readCode), not from
        // the request: however long a trip through the API takes, the next request reaches it at
        // least CLOUD_INTERVAL_MS after this one did.
        if (askCloud) cloudAnsweredAt = performance.now()
        if (!live) return
        if (accepted && !sentWhileKeepScanning.current.has(accepted.code)) {
          sentWhileKeepScanning.current.add(accepted.code)
          return send(accepted)
        }
        // A code sent already is passed over and forgotten, and not asked about when a later frame reads
        // it short of agreement (its check symbol settling a doubt, say).
        if (accepted) voter.reset()
        const doubtful = frame >= AUTO_FRAMES_BEFORE_ASKING ? voter.doubtful() : null
        if (doubtful && !sentWhileKeepScanning.current.has(doubtful.code)) {
          setAuto(false)
          return setDoubt({ reading: doubtful, refused: false })
        }
        await new Promise((r) => setTimeout(r, 120))
      }
    })().catch(() => {
      // The code reader could not start (its files did not load, say): say so and stop.
      if (!live) return
      setReaderFailed(true)
      setAuto(false)
    })
    return () => {
      live = false
    }
  }, [auto, busy, problem, send, readFrame])

  const scan = async () => {
    setReading(true)
    setReaderFailed(false)
    setNoCode(false)
    const voter = newRound()
    const accepted = await (async () => {
      for (let frame = 0; frame < PRESS_FRAMES; frame += 1) {
        const found = await readFrame(voter)
        if (found) return found
      }
      return null
    })().catch(() => {
      setReaderFailed(true)
      return undefined
    })
    setReading(false)
    const doubtful = accepted === null ? voter.doubtful() : null
    if (accepted) send(accepted)
    else if (doubtful) setDoubt({ reading: doubtful, refused: false })
    // A press never ends in silence: nothing read is said (spec 1 §4 only brings the button back).
    else if (accepted === null) setNoCode(true)
  }

  if (problem) {
    return (
      <div className="camera-problem card" role="alert">
        <h2>{t(`scan.problem.${problem}.title`)}</h2>
        <p>{t(`scan.problem.${problem}.body`)}</p>
        {problem === 'denied' && (
          <ol>
            <li>{t('scan.problem.denied.step1')}</li>
            <li>{t('scan.problem.denied.step2')}</li>
            <li>{t('scan.problem.denied.step3')}</li>
          </ol>
        )}
      </div>
    )
  }

  return (
    <div className="camera-scanner">
      <div className="camera-view">
        <Webcam
          ref={webcam}
          audio={false}
          muted
          playsInline
          mirrored={false}
          screenshotFormat="image/jpeg"
          disablePictureInPicture
          forceScreenshotSourceSize
          imageSmoothing={false}
          screenshotQuality={0.92}
          videoConstraints={{
            ...(deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: 'environment' } }),
            width: { ideal: 1920 },
            height: { ideal: 1080 },
          }}
          onUserMedia={onUserMedia}
          onUserMediaError={onUserMediaError}
          aria-label={t('scan.cameraLabel')}
        />
        <div className="code-box" style={{ height: CODE_BOX_HEIGHT }} aria-hidden="true" />
        <p className="camera-hint">{t('scan.hint')}</p>
      </div>
      <div className="camera-controls">
        <button type="button" className="button" onClick={() => void scan()} disabled={reading || busy || auto}>
          {reading ? (reader.status === 'loading' ? t('scan.reader.waiting') : t('scan.reading')) : t('scan.scan')}
        </button>
        <label className="toggle">
          <input
            type="checkbox"
            checked={auto}
            onChange={(e) => {
              setAuto(e.target.checked)
              if (e.target.checked) {
                setReaderFailed(false)
                setNoCode(false)
                sentWhileKeepScanning.current.clear()
              }
            }}
          />
          {t('scan.auto')}
        </label>
        {features.torch && track && (
          <button type="button" className="button secondary" aria-pressed={torch} onClick={() => void setTorch(track, !torch).then(() => setTorchOn(!torch))}>
            {t('scan.torch')}
          </button>
        )}
        {features.zoom && track && (
          <label className="zoom">
            {t('scan.zoom')}
            <input
              type="range"
              min={features.zoom.min}
              max={features.zoom.max}
              step={features.zoom.step}
              value={zoom ?? features.zoom.min}
              onChange={(e) => {
                const level = Number(e.target.value)
                setZoomLevel(level)
                void setZoom(track, level)
              }}
            />
          </label>
        )}
        {devices.length > 1 && (
          <button type="button" className="button secondary" onClick={() => setChoosing(true)}>
            {t('scan.switchCamera')}
          </button>
        )}
      </div>
      <ReaderStatus reader={reader} />
      {noCode && (
        <p className="notice" role="status">
          {t('scan.noCode')}
        </p>
      )}
      {(readerFailed ?? reader.status === 'failed') && (
        <div className="notice" role="alert">
          <strong>{t('scan.readerFailed.title')}</strong> {t('scan.readerFailed.body')}
        </div>
      )}
      <ConfirmCodeModal
        reading={doubt?.reading ?? null}
        refused={doubt?.refused}
        onConfirm={(code) => {
          setDoubt(null)
          onCode(code)
        }}
        onScanAgain={() => setDoubt(null)}
      />
      <Modal
        open={choosing}
        title={t('scan.chooseCamera')}
        onClose={() => setChoosing(false)}
        actions={
          <button type="button" className="button secondary" onClick={() => setChoosing(false)}>
            {t('common.close')}
          </button>
        }
      >
        <ul className="camera-list">
          {devices.map((d) => (
            <li key={d.deviceId}>
              <button
                type="button"
                className="link-button"
                aria-current={d.deviceId === deviceId ? 'true' : undefined}
                onClick={() => {
                  rememberCamera(d.deviceId)
                  setDeviceId(d.deviceId)
                  setChoosing(false)
                }}
              >
                {d.label}
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </div>
  )
}
