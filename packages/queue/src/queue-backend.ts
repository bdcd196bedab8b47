import {
  type BackendFactory,
  createPostgresBackend,
  createRedisBackend,
  type IQueueBackend,
  type Job,
  type JobsOptions,
  Queue,
  Worker,
} from 'bullmq';

/** Which store BullMQ keeps its jobs in (docs/architecture.md, Two ways to run the same code): PostgreSQL by default, Redis when REDIS_URL is set. */
export type QueueBackendKind = 'postgres' | 'redis';

export interface QueueConfig {
  /** The application database; the PostgreSQL backend keeps its tables in its own `bullmq` schema there. */
  databaseUrl: string;
  /** Set → BullMQ's Redis backend instead. */
  redisUrl?: string | undefined;
  /**
   * A namespace for the queues (PostgreSQL schema, Redis key prefix), so tests and several deployments
   * can share one server without seeing each other's jobs. Defaults to `bullmq`.
   */
  namespace?: string | undefined;
}

export interface WorkerOptions {
  /** Jobs processed at once by this worker; defaults to 1. */
  concurrency?: number;
  /**
   * How long a worker's lock on a job lasts without renewal (BullMQ's lockDuration, default 30 s). A job
   * whose worker died is handed to another worker once the lock expired and the stalled check ran.
   */
  lockDurationMs?: number;
  /** Logged when a job fails (the job keeps its failure in the queue too). */
  onFailed?: (job: Job | undefined, error: Error) => void;
}

/** The queue as the rest of the code sees it: backend-agnostic, job data typed. */
export type GrantflowQueue<T> = Queue<T, unknown, string, T, unknown, string, IQueueBackend, unknown>;
export type GrantflowWorker<T> = Worker<T, unknown, string, IQueueBackend, never, unknown>;
export type JobHandler<T> = (job: Job<T, unknown, string>) => Promise<unknown>;

export interface QueueBackend {
  readonly kind: QueueBackendKind;
  createQueue<T>(name: string): GrantflowQueue<T>;
  /** Starts consuming at once. `close()` on the backend (or the worker) waits for running jobs. */
  createWorker<T>(name: string, handler: JobHandler<T>, options?: WorkerOptions): GrantflowWorker<T>;
  /**
   * Graceful drain (SECURITY.md, row 18): workers stop taking jobs and finish the ones they hold, then queues
   * close. Idempotent.
   */
  close(): Promise<void>;
}

/** Attempts and backoff every job gets unless it says otherwise: retried, then left failed and visible. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

const NAMESPACE = /^[a-z_][a-z0-9_]{0,62}$/;

interface Backend {
  kind: QueueBackendKind;
  factory: BackendFactory<IQueueBackend, unknown>;
  connection: unknown;
  prefix?: string;
}

function chooseBackend(config: QueueConfig): Backend {
  const namespace = config.namespace ?? 'bullmq';
  if (!NAMESPACE.test(namespace)) throw new Error(`queue namespace "${namespace}" must match ${NAMESPACE}`);
  if (config.redisUrl) {
    return {
      kind: 'redis',
      factory: createRedisBackend as BackendFactory<IQueueBackend, unknown>,
      // Workers block on Redis; BullMQ needs unlimited retries per request for those connections.
      connection: { url: config.redisUrl, maxRetriesPerRequest: null },
      prefix: namespace,
    };
  }
  return {
    kind: 'postgres',
    factory: createPostgresBackend as BackendFactory<IQueueBackend, unknown>,
    // migrate: creates (or upgrades) the backend's own schema on first connect, under an advisory lock.
    connection: { connectionString: config.databaseUrl, schema: namespace, migrate: true, max: 4 },
  };
}

/** One place that knows how Grantflow's queues are wired; the importer and the reminder job use it. */
export function createQueueBackend(config: QueueConfig): QueueBackend {
  const backend = chooseBackend(config);
  const queues = new Set<GrantflowQueue<never>>();
  const workers = new Set<GrantflowWorker<never>>();
  let closing: Promise<void> | undefined;
  const base = () => ({
    connection: backend.connection,
    ...(backend.prefix ? { prefix: backend.prefix } : {}),
  });

  return {
    kind: backend.kind,
    createQueue<T>(name: string) {
      const queue = new Queue(
        name,
        { ...base(), defaultJobOptions: DEFAULT_JOB_OPTIONS },
        backend.factory,
      ) as GrantflowQueue<T>;
      queues.add(queue as unknown as GrantflowQueue<never>);
      return queue;
    },
    createWorker<T>(name: string, handler: JobHandler<T>, options: WorkerOptions = {}) {
      const worker = new Worker(
        name,
        handler as JobHandler<unknown>,
        {
          ...base(),
          concurrency: options.concurrency ?? 1,
          ...(options.lockDurationMs
            ? { lockDuration: options.lockDurationMs, stalledInterval: options.lockDurationMs }
            : {}),
        },
        backend.factory,
      ) as unknown as GrantflowWorker<T>;
      // Without a listener an 'error' event would crash the process; failures stay recorded on the job.
      worker.on('error', () => {});
      if (options.onFailed) worker.on('failed', options.onFailed);
      workers.add(worker as unknown as GrantflowWorker<never>);
      return worker;
    },
    close() {
      closing ??= (async () => {
        await Promise.all([...workers].map((worker) => worker.close()));
        await Promise.all([...queues].map((queue) => queue.close()));
      })();
      return closing;
    },
  };
}
