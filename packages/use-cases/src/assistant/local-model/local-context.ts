import type { LlamaContext } from 'node-llama-cpp';
import type { LocalModelSettings } from '../language-model.ts';
import { loadLocalModel } from './load-local-model.ts';
import { createSequenceLease, type SequenceLease } from './sequence-lease.ts';

// The chat model's one context per process, created with the model on the first prompt and reused: one
// sequence, handed to one prompt at a time (the lease) and freed after each reply, so a reply that follows
// another — or one whose request was aborted — always finds it.

export interface LocalContext {
  context: LlamaContext;
  lease: SequenceLease;
}

const contexts = new Map<string, Promise<LocalContext>>();

export async function localContextOf(settings: LocalModelSettings): Promise<LocalContext> {
  // Checked on every prompt: a limit lowered (or a model grown) is refused before anything more is loaded.
  const model = await loadLocalModel({
    path: settings.modelPath,
    maxMemoryMb: settings.maxMemoryMb,
    contextSize: settings.contextSize,
  });
  let found = contexts.get(settings.modelPath);
  if (!found) {
    found = model
      .createContext({ contextSize: settings.contextSize, threads: settings.threads, sequences: 1 })
      .then((context) => ({ context, lease: createSequenceLease(settings.maxQueue) }));
    contexts.set(settings.modelPath, found);
    found.catch(() => contexts.delete(settings.modelPath));
  }
  return found;
}
