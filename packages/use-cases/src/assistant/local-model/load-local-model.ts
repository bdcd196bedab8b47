import { stat } from 'node:fs/promises';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { Llama, LlamaModel } from 'node-llama-cpp';

// The in-process model (docs/architecture.md, Local model): node-llama-cpp on its prebuilt CPU binary, imported
// only when a local model is configured, so a server without one never loads the native library.

let llama: Promise<Llama> | undefined;

/** The process's llama.cpp binding: CPU only, never built or downloaded at run time. */
export function llamaOf(): Promise<Llama> {
  llama ??= import('node-llama-cpp').then(({ getLlama, LlamaLogLevel }) =>
    getLlama({ gpu: false, build: 'never', logLevel: LlamaLogLevel.error, progressLogs: false }),
  );
  return llama;
}

const MB = 1024 * 1024;

/** The memory the model and one context of `contextSize` tokens need: the larger of its file and llama.cpp's estimate. */
export async function estimatedMemoryMb(
  path: string,
  contextSize: number,
  embedding = false,
): Promise<number> {
  const [{ readGgufFileInfo, GgufInsights }, instance, file] = await Promise.all([
    import('node-llama-cpp'),
    llamaOf(),
    stat(path),
  ]);
  const insights = await GgufInsights.from(await readGgufFileInfo(path), instance);
  const model = await insights.estimateModelResourceRequirementsV2({ gpuLayers: 0 });
  const context = await insights.estimateContextResourceRequirementsV2({
    contextSize,
    modelGpuLayers: 0,
    sequences: 1,
    isEmbeddingContext: embedding,
  });
  return Math.ceil((Math.max(file.size, model.cpuRam) + context.cpuRam) / MB);
}

export interface LoadOptions {
  path: string;
  maxMemoryMb: number;
  contextSize: number;
  embedding?: boolean;
}

const models = new Map<string, Promise<LlamaModel>>();

/**
 * The model at `path`, loaded once per process and reused. One that would need more than `maxMemoryMb` is
 * never loaded: LOCAL_MODEL_TOO_LARGE, with both figures for the administrator.
 */
export async function loadLocalModel(options: LoadOptions): Promise<LlamaModel> {
  const needed = await estimatedMemoryMb(options.path, options.contextSize, options.embedding);
  if (needed > options.maxMemoryMb)
    throw new DomainError('LOCAL_MODEL_TOO_LARGE', undefined, {
      params: { neededMb: needed, limitMb: options.maxMemoryMb },
    });
  let model = models.get(options.path);
  if (!model) {
    model = llamaOf().then((instance) => instance.loadModel({ modelPath: options.path }));
    models.set(options.path, model);
    // A failed load is not kept: the next prompt tries again (the file may have been fixed meanwhile).
    model.catch(() => models.delete(options.path));
  }
  return model;
}
