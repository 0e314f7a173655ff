/**
 * Whether a post with a file is read at all, decided before a byte of its body is read (a refused
 * post costs the server its headers only, and its connection is closed rather than drained), and
 * whether the file it brought may be kept once it has arrived. Order before reading: the client's
 * posts in flight (429), the form's rate limit (429), the client's daily upload allowance (429),
 * room under the total waiting for review (503). While reading: a free file slot in this process,
 * taken when the file's first bytes arrive (503, unless a slower upload is stopped for it; a post
 * without a file takes none), and the bytes charged to the client's day as they arrive, every
 * CHARGE_STEP_BYTES and the rest when the post ends, however it ends (a post that went past the
 * allowance is refused with 429 once it has arrived, its file not kept).
 */
import { clientRateKey, type RateLimiter } from '../http/rate-limit.ts';
import type { UploadLimits } from './upload-limits.ts';

/** A refusal: its status, when to try again, and the sentence the form shows. */
export interface UploadRefusal {
  status: 429 | 503;
  retryAfterSeconds: number;
  message: string;
  /** What the log line says. */
  reason: string;
}

/** Bytes received between two charges to the client's day while a post streams. */
const CHARGE_STEP_BYTES = 256 * 1024;

/** How long a visitor is asked to wait when every upload slot is taken. */
const RETRY_AFTER_BUSY_SECONDS = 30;
/** How long a visitor is asked to wait when the review queue holds its maximum. */
const RETRY_AFTER_QUEUE_FULL_SECONDS = 3600;

const waitFor = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'a minute';
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
};

/** A form's daily limit per client (its module's `postsPerClientPerDay`). */
export const dailyLimitMessage = (postsPerDay: number, retryAfterSeconds: number) =>
  `This connection has sent this form ${postsPerDay} times today, the most we take in a day. Please send it again in ${waitFor(retryAfterSeconds)}, or call us: your details are still here.`;

/** The form's own rate limit, in the words every form uses. */
export const rateLimitedMessage = (retryAfterSeconds: number) =>
  `You have sent this form several times in a short while. Please wait ${waitFor(retryAfterSeconds)} and send it again; your details are still here.`;

const clientBusy = (): UploadRefusal => ({
  status: 429,
  retryAfterSeconds: RETRY_AFTER_BUSY_SECONDS,
  reason: 'the client has its uploads in flight',
  message:
    'Your connection is already sending us files. Please wait until they have arrived, then send this form again, with your file.',
});

/** Every file slot of this process is taken: refused as the file starts, the fields kept. */
export const busy = (): UploadRefusal => ({
  status: 503,
  retryAfterSeconds: RETRY_AFTER_BUSY_SECONDS,
  reason: 'every upload slot is taken',
  message:
    'Many people are sending files to us right now. Please wait half a minute and send the form again, with your file.',
});

const queueFull = (): UploadRefusal => ({
  status: 503,
  retryAfterSeconds: RETRY_AFTER_QUEUE_FULL_SECONDS,
  reason: 'files waiting for review are at their limit',
  message:
    'We have more files waiting for review than we can take just now. Please send the form again in an hour, or call us on 1300 247 787.',
});

const dayUsed = (limits: UploadLimits, retryAfterSeconds: number): UploadRefusal => ({
  status: 429,
  retryAfterSeconds,
  reason: 'daily upload allowance used',
  message: `You have sent ${limits.settings.clientMbPerDay} MB of files today, as much as we take from one connection in a day. Please send the form again in ${waitFor(retryAfterSeconds)}, or call us on 1300 247 787.`,
});

/** A file stopped so that a newer upload could have its slot (the slowest, with every slot taken). */
export const preempted = (): UploadRefusal => ({
  status: 503,
  retryAfterSeconds: RETRY_AFTER_BUSY_SECONDS,
  reason: 'the slowest upload was stopped for a new one',
  message:
    'Your file was arriving very slowly while others were waiting to send theirs, so we stopped it. Please send the form again, with your file, when your connection is faster.',
});

/** How the reader of an admitted post is stopped (a refusal, its status and sentence). */
export type StopReading = (refusal: UploadRefusal) => void;

/** An admitted post: the file slot it takes when its file starts, and what to free once answered. */
export interface AdmittedUpload {
  /** Takes a file slot (once; again is a no-op): false when every slot is taken. */
  takeSlot(): boolean;
  /** Bytes of the post received: charged to the client's day as they arrive. */
  received(bytes: number): void;
  /** How to stop the post's reader (its slot taken for a newer upload). */
  onStop(stop: StopReading): void;
  /** Charges what is left uncharged; true when the client's day was used up by this post's bytes. */
  charged(): Promise<boolean>;
  /** Frees the client's hold and the slot, if one was taken (call it once the post is answered). */
  release(): void;
}

/**
 * Decides before the body is read. The form's rate limit is spent here, for these forms, instead
 * of after reading.
 */
export async function admitUpload(
  limits: UploadLimits,
  formLimiter: RateLimiter,
  formKey: string,
  address: string,
): Promise<({ ok: true } & AdmittedUpload) | { ok: false; refusal: UploadRefusal }> {
  const releaseClient = limits.holdClient(address);
  if (!releaseClient) return { ok: false, refusal: clientBusy() };
  let releaseSlot: (() => void) | undefined;
  let stop: StopReading | undefined;
  let stopped = false;
  const stopWith = (refusal: UploadRefusal) => {
    if (stopped) return;
    stopped = true;
    stop?.(refusal);
  };
  // The day's allowance, charged as the bytes arrive (one charge at a time, in order).
  let receivedBytes = 0;
  let uncharged = 0;
  let over = false;
  let charging: Promise<unknown> = Promise.resolve();
  const charge = (bytes: number) => {
    if (bytes <= 0 || limits.settings.clientMbPerDay === 0) return;
    charging = charging
      .then(() => limits.spend(address, bytes))
      .then((spent) => {
        // Read on to its end (bounded by the body's cap and pace; nothing more is kept of it), so
        // the client reads the answer rather than a reset connection; refused once it has arrived.
        if (!spent.allowed) over = true;
      })
      .catch(() => undefined);
  };
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    releaseSlot?.();
    releaseClient();
    // What arrived since the last charge counts too, however the post ended.
    charge(uncharged);
    uncharged = 0;
  };
  const takeSlot = () => {
    releaseSlot ??=
      limits.acquire({
        received: () => receivedBytes,
        preempt: () => {
          releaseSlot = undefined;
          stopWith(preempted());
        },
      }) ?? undefined;
    return releaseSlot !== undefined;
  };
  const received = (bytes: number) => {
    receivedBytes += bytes;
    uncharged += bytes;
    if (uncharged >= CHARGE_STEP_BYTES) {
      charge(uncharged);
      uncharged = 0;
    }
  };
  const onStop = (handler: StopReading) => {
    stop = handler;
  };
  try {
    const rate = await formLimiter.hit(`${formKey}:${clientRateKey(address)}`);
    if (!rate.allowed) {
      release();
      return {
        ok: false,
        refusal: {
          status: 429,
          retryAfterSeconds: rate.retryAfterSeconds,
          reason: 'rate limited',
          // Nothing of the post was read, so nothing can be kept: the message does not promise it.
          message: rateLimitedMessage(rate.retryAfterSeconds).replace('; your details are still here', ''),
        },
      };
    }
    const allowance = await limits.clientAllowance(address);
    if (!allowance.allowed) {
      release();
      return { ok: false, refusal: dayUsed(limits, allowance.retryAfterSeconds) };
    }
    if (!(await limits.pendingRoom(0))) {
      release();
      return { ok: false, refusal: queueFull() };
    }
    const charged = async () => {
      charge(uncharged);
      uncharged = 0;
      await charging;
      return over;
    };
    return { ok: true, release, takeSlot, received, onStop, charged };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * After the file arrived: whether the client's day held it (its bytes were charged as they came,
 * by `admitted`) and the review queue has room for it.
 */
export async function chargeUpload(
  limits: UploadLimits,
  address: string,
  bytes: number,
  admitted?: Pick<AdmittedUpload, 'charged'>,
): Promise<UploadRefusal | null> {
  if (bytes === 0) return null;
  if (admitted) {
    if (await admitted.charged()) {
      const allowance = await limits.clientAllowance(address);
      return dayUsed(limits, allowance.retryAfterSeconds);
    }
  } else {
    const spent = await limits.spend(address, bytes);
    if (!spent.allowed) return dayUsed(limits, spent.retryAfterSeconds);
  }
  if (!(await limits.pendingRoom(bytes))) return queueFull();
  return null;
}
