import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChatModel } from '@grantflow/use-cases/assistant/create-chat-model';
import { writeTinyLlamaGguf } from '@grantflow/use-cases/assistant/testing/tiny-llama-gguf';

// The local model's speed on this machine (docs/operations.md, Local model): a random-weight Q4_0 GGUF of
// Qwen2.5-0.5B's shape (llama architecture), a ~900-token prompt, first token and tokens per second.
// Run: pnpm --filter @grantflow/bench exec tsx --conditions=@grantflow/source src/local-model.ts [threads]

const threads = Number(process.argv[2] ?? 1);
const directory = mkdtempSync(join(tmpdir(), 'gf-local-bench-'));
const modelPath = join(directory, 'qwen2.5-0.5b-shape-q4_0.gguf');
try {
  let started = performance.now();
  await writeTinyLlamaGguf(modelPath, {
    nEmbd: 896,
    nLayer: 24,
    nHead: 14,
    nHeadKv: 2,
    nFf: 4864,
    extraTokens: 151_936 - 262,
    weights: 'random',
  });
  const sizeMb = Math.round(statSync(modelPath).size / 2 ** 20);
  console.log(`wrote ${sizeMb} MB in ${Math.round(performance.now() - started)} ms`);
  const model = createChatModel({
    provider: 'local',
    model: 'bench',
    timeoutMs: 600_000,
    local: { modelPath, threads, maxMemoryMb: 8192, contextSize: 2048, maxQueue: 0 },
  });
  // Each word is one token of the vocabulary (▁w<n>).
  const prompt = Array.from({ length: 880 }, (_, index) => `w${(index * 7919) % 150_000}`).join(' ');
  for (const round of [1, 2]) {
    started = performance.now();
    let first = 0;
    let tokens = 0;
    for await (const piece of model.streamReply({
      messages: [{ role: 'user', content: prompt }],
      tools: [],
    })) {
      if (!piece.content) continue;
      tokens += 1;
      if (tokens === 1) first = performance.now();
      if (tokens === 64) break;
    }
    const end = performance.now();
    const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
    console.log(
      `round ${round}, ${threads} thread(s): first token ${Math.round(first - started)} ms, ` +
        `${((tokens - 1) / ((end - first) / 1000)).toFixed(1)} tokens/s, rss ${rssMb} MB`,
    );
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}
