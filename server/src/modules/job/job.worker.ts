import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Scope, Tx } from '../../db/client.js';
import * as repository from './job.repository.js';
import type { JobKind, JobPatch, JobRecord } from './job.repository.js';

/** The notification channel that wakes the workers of every instance when a job is queued (PostgreSQL). */
export const JOB_CHANNEL = 'console_job';
/** Claims of one job before it is failed: a job that keeps killing its worker must not loop for ever. */
export const MAX_ATTEMPTS = 5;
/** Unexpected errors are retried after this delay times the attempt number. */
const RETRY_DELAY_MS = 15_000;

/** The job was taken over by another worker (its lease ran out); this one must stop touching it. */
export class LeaseLost extends Error {}
/** This worker is stopping; the job goes back to the queue at its last committed chunk. */
export class WorkerStopping extends Error {}
/** The user aborted the job; the abort is committed. */
export class JobAborted extends Error {}
/** A failure the user can read (Chinese); the job fails without retries. */
export class JobFailure extends Error {}

export interface JobWorkerOptions {
  concurrency: number;
  leaseMs: number;
  pollMs: number;
  importChunkRows: number;
  exportChunkRows: number;
  dataDir: string;
}

/** What a job handler works with. */
export interface JobContext {
  /** The job as of the last committed chunk. */
  readonly job: JobRecord;
  readonly options: JobWorkerOptions;
  readonly logger: Logger | undefined;
  /** Aborted when this worker stops or loses the lease; `chunk` then throws. */
  readonly signal: AbortSignal;
  /**
   * One chunk of work in one transaction in the scope of the job's creator: locks the job row, checks that
   * this worker still holds it (and commits an abort when one was requested), runs `work`, then writes the
   * returned patch (progress, cursor, final status) and renews the lease — all or nothing.
   */
  chunk(work: (tx: Tx, job: JobRecord) => Promise<JobPatch>): Promise<JobRecord>;
  /** Reads in a transaction in the job's scope, without the lease check: for work that commits nothing. */
  read<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Throws when the job should stop (worker stopping, lease lost): for loops that run between chunks. */
  checkpoint(): void;
}

export type JobHandler = (context: JobContext) => Promise<void>;

const isTerminal = (status: JobRecord['status']) => status === 'succeeded' || status === 'failed' || status === 'aborted';
const scopeOf = (job: JobRecord): Scope => (job.scope === 'all' ? 'all' : job.scope);

/**
 * Runs queued jobs: claims one with `UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED)` under a lease,
 * renews the lease while it works, and hands it to the handler of its kind. Woken by `wake()` (a job was
 * queued in this process) or by NOTIFY on PostgreSQL (queued by another instance); otherwise it polls, which
 * also picks up jobs whose worker died (their lease runs out).
 */
export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  private stopped = true;
  private halted = false;
  private woken = false;
  private wakeUp: (() => void) | undefined;
  private loopDone: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly handlers: Record<JobKind, JobHandler>,
    readonly options: JobWorkerOptions,
    private readonly logger?: Logger,
  ) {}

  async start() {
    if (!this.stopped) return;
    this.stopped = false;
    await this.db.listen(JOB_CHANNEL, () => this.wake());
    this.loopDone = this.loop();
  }

  /** Looks for work now instead of at the next poll. */
  wake() {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Jobs this worker is running now. */
  get busy() {
    return this.running.size;
  }

  /** Stops claiming, lets each running job finish its chunk in hand and gives it back to the queue. */
  async stop() {
    if (this.stopped) return;
    this.stopped = true;
    this.wake();
    for (const { controller } of this.running.values()) controller.abort(new WorkerStopping('worker stopping'));
    await this.loopDone;
    await Promise.all([...this.running.values()].map((r) => r.done));
  }

  /**
   * Stops at once without giving anything back, as a crash would: the chunk in hand rolls back, nothing
   * more is committed, leases are left to run out. For tests of the takeover.
   */
  async halt() {
    this.halted = true;
    await this.stop();
  }

  private async loop() {
    while (!this.stopped) {
      while (!this.stopped && this.running.size < this.options.concurrency) {
        let job: JobRecord | undefined;
        try {
          job = await this.db.tenant('all', (tx) => repository.claim(tx, this.id, this.options.leaseMs));
        } catch (error) {
          if (!this.halted) this.logger?.error({ err: error }, 'job claim failed');
        }
        if (!job) break;
        if (this.stopped) {
          const claimed = job;
          if (!this.halted) await this.safely(this.logger, () => this.db.tenant(scopeOf(claimed), (tx) => repository.release(tx, claimed.id, this.id, 0)));
          break;
        }
        this.run(job);
      }
      await this.sleep();
    }
  }

  /** Waits for the poll interval or a wake-up; a wake-up that came while claiming is not lost. */
  private sleep() {
    if (this.woken || this.stopped) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, this.options.pollMs);
      timer.unref?.();
      this.wakeUp = done;
    });
  }

  private run(claimed: JobRecord) {
    const controller = new AbortController();
    const done = this.execute(claimed, controller).finally(() => {
      this.running.delete(claimed.id);
      this.wake();
    });
    this.running.set(claimed.id, { controller, done });
  }

  private async execute(claimed: JobRecord, controller: AbortController) {
    const { leaseMs } = this.options;
    const log = this.logger?.child({ job: claimed.no, kind: claimed.kind, attempt: claimed.attempts });
    const heartbeat = setInterval(() => {
      if (this.halted) return;
      this.db
        .tenant(scopeOf(claimed), (tx) => repository.renew(tx, claimed.id, this.id, leaseMs))
        .then((held) => {
          if (!held) controller.abort(new LeaseLost('lease lost'));
        })
        .catch((error) => log?.warn({ err: error }, 'lease renewal failed'));
    }, Math.max(250, Math.floor(leaseMs / 3)));
    heartbeat.unref?.();

    let current = claimed;
    const checkpoint = () => {
      if (this.halted) throw new WorkerStopping('halted');
      if (controller.signal.aborted) throw controller.signal.reason;
    };
    const context: JobContext = {
      get job() {
        return current;
      },
      options: this.options,
      logger: log,
      signal: controller.signal,
      checkpoint,
      read: (work) => {
        checkpoint();
        return this.db.tenant(scopeOf(current), work);
      },
      chunk: async (work) => {
        checkpoint();
        let aborted = false;
        const next = await this.db.tenant(scopeOf(current), async (tx) => {
          const locked = await repository.lock(tx, current.id);
          if (!locked || locked.worker !== this.id || locked.status !== 'running') throw new LeaseLost('lease lost');
          if (locked.abort_requested) {
            aborted = true;
            return repository.update(tx, locked.id, { status: 'aborted', finish_time: new Date(), worker: null, lease_until: null });
          }
          const patch = await work(tx, locked);
          if (this.halted) throw new WorkerStopping('halted');
          const finishing = patch.status !== undefined && isTerminal(patch.status);
          return repository.update(
            tx,
            locked.id,
            finishing ? { ...patch, finish_time: new Date(), worker: null, lease_until: null } : patch,
            finishing ? undefined : leaseMs,
          );
        });
        current = next;
        if (aborted) throw new JobAborted('aborted');
        return next;
      },
    };

    try {
      if (claimed.attempts > MAX_ATTEMPTS) throw new JobFailure('任务多次中断后仍未完成，已停止执行，请重新创建任务');
      const handler = this.handlers[claimed.kind];
      if (!handler) throw new JobFailure(`未知的任务类型：${claimed.kind}`);
      log?.info('job started');
      await handler(context);
      if (!isTerminal(current.status)) throw new Error(`handler of ${claimed.kind} returned without finishing the job`);
      log?.info({ status: current.status, processed: current.processed, applied: current.applied, rejected: current.rejected }, 'job finished');
    } catch (error) {
      if (this.halted) return;
      if (error instanceof JobAborted) {
        log?.info({ processed: current.processed }, 'job aborted');
      } else if (error instanceof LeaseLost) {
        log?.warn('job lease lost to another worker');
      } else if (error instanceof WorkerStopping) {
        await this.safely(log, () => this.db.tenant(scopeOf(current), (tx) => repository.release(tx, current.id, this.id, 0)));
      } else if (error instanceof JobFailure) {
        log?.warn({ reason: error.message }, 'job failed');
        await this.safely(log, () => this.finishFailed(current, error.message));
      } else {
        log?.error({ err: error }, 'job failed unexpectedly');
        await this.safely(log, () =>
          current.attempts < MAX_ATTEMPTS
            ? this.db.tenant(scopeOf(current), (tx) => repository.release(tx, current.id, this.id, RETRY_DELAY_MS * current.attempts))
            : this.finishFailed(current, '任务执行出错，已多次重试仍未成功，请稍后重新创建任务'),
        );
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  private finishFailed(job: JobRecord, message: string) {
    return this.db.tenant(scopeOf(job), async (tx) => {
      const locked = await repository.lock(tx, job.id);
      if (!locked || locked.worker !== this.id || locked.status !== 'running') return;
      await repository.update(tx, job.id, { status: 'failed', error: message, finish_time: new Date(), worker: null, lease_until: null });
    });
  }

  private async safely(log: Logger | undefined, fn: () => Promise<unknown>) {
    try {
      await fn();
    } catch (error) {
      log?.error({ err: error }, 'job bookkeeping failed');
    }
  }
}

/** Tells the workers of other instances that a job is waiting (inside the transaction that queued it). */
export async function announce(tx: Tx, kind: Database['kind'], id: number) {
  if (kind === 'postgres') await tx.execute(sql`select pg_notify(${JOB_CHANNEL}, ${String(id)})`);
}
